// The installable application's service worker (sw.js, written by the build): registered at start, and a
// new version, once installed, waits until the person chooses to reload (the worker takes over when told
// `SKIP_WAITING`, then the page reloads once), so the page never changes under their hands. Written here
// rather than through workbox-window, which would add its library to the first screen for these few lines.

/** Registers the service worker; `onUpdate` is called when a new version waits, with the way to apply it. */
export function watchServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) => {
    // The new version takes over when told here or in another tab that offered it too: reload then.
    workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    onUpdate(() => waiting.postMessage({ type: 'SKIP_WAITING' }));
  };
  workers
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // Installed by an earlier visit, or by another tab, and still waiting.
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // With no controller yet, this is the first version: nothing to replace.
          if (installing.state === 'installed' && workers.controller) offer(installing);
        });
      });
    })
    // No service worker (the development server, a refusing browser): the application works without it.
    .catch(() => undefined);
}
