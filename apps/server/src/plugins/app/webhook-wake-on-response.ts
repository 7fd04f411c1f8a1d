// Wakes this process's webhook worker once a change made by a request is committed, so that its deliveries
// leave at once instead of at the next poll (which remains for other instances' changes and for retries).
// The deliveries are written by triggers inside the request's transaction, whose commit only the request
// knows: a request that changed something wakes the worker once it has answered. While no webhook exists
// nothing is woken, so that the clock path costs nothing more.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { liveWebhooksExist, wakeWebhooks } from '../../commands/webhooks/wake.js';

// One hook without a promise: it runs on every request.
function wakeAfterChange(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (liveWebhooksExist() && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) wakeWebhooks();
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', wakeAfterChange);
  },
  { name: 'webhook-wake-on-response' },
);
