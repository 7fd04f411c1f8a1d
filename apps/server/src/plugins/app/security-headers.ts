// The security headers of every answer, as Helmet's defaults write them (its content security policy and
// cross-origin embedder policy left out: the API's answers, the documentation pages and the web
// application each send their own policy). The values never change, so they are written as they are,
// in Helmet's order and spelling, instead of running Helmet's middleware, which rebuilt its eleven
// middlewares on every request.
//
// Registered after authentication, as Helmet was: a request refused there (401) leaves without them.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

function writeSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const raw = reply.raw;
  for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', writeSecurityHeaders);
  },
  { name: 'security-headers' },
);
