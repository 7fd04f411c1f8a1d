// Waking this process's webhook worker once a change it made is committed, so that its deliveries leave at
// once instead of at the next poll (which remains for other instances' changes and for retries). The
// deliveries are written by triggers inside the request's transaction, whose commit only the request
// knows: a request that changed something wakes the worker once it has answered. While no webhook
// exists nothing is woken, so that the clock path costs nothing more.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

const listeners = new Set<() => void>();
/** Whether a live webhook existed at the last look (the worker's poll; creation in this process). */
let liveWebhooks = true;

export function noteLiveWebhooks(exist: boolean): void {
  liveWebhooks = exist;
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

// One hook without a promise: it runs on every request.
function wakeAfterChange(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (liveWebhooks && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) wakeWebhooks();
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', wakeAfterChange);
  },
  { name: 'webhook-wake-on-response' },
);
