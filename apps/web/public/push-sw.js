// Web Push in the installable application's service worker (imported by sw.js, the worker the build writes):
// a push shows its notification, in the person's language as the service wrote it ({kind, title, body, url}),
// and a click opens the screen concerned in a window of the application (one already open, or a new one).
/* global self */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Timetrack';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      // A newer reminder of the same kind replaces the one still shown.
      tag: typeof payload.kind === 'string' ? payload.kind : undefined,
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
    }),
  );
});

/** The screen a notification opens: a path of the application, never another site. */
function screenOf(notification) {
  const url = new URL((notification.data && notification.data.url) || '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = screenOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        const navigated = await client.navigate(target).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
