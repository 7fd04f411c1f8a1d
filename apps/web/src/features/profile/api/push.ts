// Web Push for this browser: asks for permission only when the person turns push on, subscribes through the
// service worker with the service's VAPID key, and hands the subscription to the service.
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can receive pushes (a service worker, the Push API, notifications not refused). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Asks for permission, subscribes this browser and registers it with the service. Resolves false when the
 * person refused the permission.
 */
export async function subscribeThisBrowser(userId: number): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = (await unwrap(client.api.GET('/push/key'))).data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await unwrap(
    client.api.POST('/users/{id}/push-subscriptions', {
      params: { path: { id: userId } },
      body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    }),
  );
  return true;
}
