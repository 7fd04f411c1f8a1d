// Sends the e-mails of a request as soon as it has answered: its transaction has committed by then, so
// the outbox worker of this process finds the message at once instead of at its next poll.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { enqueuedMailCount, wakeOutbox } from './outbox.js';

export default fp(
  async (app: FastifyInstance) => {
    /** The count of enqueued messages when each request began. */
    const countAtStart = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (request) => {
      countAtStart.set(request, enqueuedMailCount());
    });
    // The count also moves for other requests running at the same time: such a request wakes the worker
    // needlessly (one empty round), but a request that enqueued a message never misses its wake-up.
    app.addHook('onResponse', async (request) => {
      const before = countAtStart.get(request);
      if (before !== undefined && enqueuedMailCount() !== before) wakeOutbox();
    });
  },
  { name: 'mail-wake-on-response' },
);
