// Counts the requests this process is answering (../../request-load.ts): from the moment one arrives until its
// answer is sent or its connection is gone, whichever way it ends (answered, abandoned, timed out, failed). A route
// that writes its own answer (a live event stream, once opened) says so with `leaveRequestLoad`.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { requestEnded, requestStarted } from '../../request-load.js';

const counted = new WeakSet<FastifyRequest>();

/** The request no longer counts (idempotent): answered, abandoned, or writing its own answer from now on. */
export function leaveRequestLoad(request: FastifyRequest): void {
  if (counted.delete(request)) requestEnded();
}

// A hook without a promise: it runs on every request. The answer's close (or its connection's) ends the count
// however the request ends (answered, failed, abandoned, timed out): one that never came down would keep background
// work yielding for good.
function arrived(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  counted.add(request);
  requestStarted();
  reply.raw.once('close', () => leaveRequestLoad(request));
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', arrived);
  },
  { name: 'request-load' },
);
