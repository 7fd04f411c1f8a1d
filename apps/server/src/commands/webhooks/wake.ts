// Waking this process's webhook worker once a change it made is committed, so that its deliveries leave at
// once instead of at the next poll. The request that made the change wakes it once it has answered
// (plugins/app/webhook-wake-on-response.ts), and only while a webhook exists, so that the clock path costs
// nothing more without one.

const listeners = new Set<() => void>();
/** Whether a live webhook existed at the last look (the worker's poll; creation in this process). */
let liveWebhooks = true;

export function noteLiveWebhooks(exist: boolean): void {
  liveWebhooks = exist;
}

export function liveWebhooksExist(): boolean {
  return liveWebhooks;
}

/** Asks this process's webhook worker to look at the deliveries now. */
export function wakeWebhooks(): void {
  for (const listener of listeners) listener();
}

/** The worker's subscription to `wakeWebhooks`; returns the unsubscription. */
export function onWebhookWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
