// Sends the e-mails of a request as soon as it has answered: its transaction has committed by then, so
// the outbox worker of this process finds the message at once instead of at its next poll.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { enqueuedMailCount, wakeOutbox } from '../../mail/outbox.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The count of enqueued messages when the request began; -1 before. */
    mailCountAtStart: number;
  }
}

// Hooks without promises: they run on every request.
function noteMailCount(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  request.mailCountAtStart = enqueuedMailCount();
  done();
}

// The count also moves for other requests running at the same time: such a request wakes the worker
// needlessly (one empty round), but a request that enqueued a message never misses its wake-up.
function wakeIfMailWasEnqueued(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const before = request.mailCountAtStart;
  if (before !== -1 && enqueuedMailCount() !== before) wakeOutbox();
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('mailCountAtStart', -1);
    app.addHook('onRequest', noteMailCount);
    app.addHook('onResponse', wakeIfMailWasEnqueued);
  },
  { name: 'mail-wake-on-response' },
);
