// The security headers of every answer, as Helmet's defaults write them (its content security policy and
// cross-origin embedder policy left out: the API's answers, the documentation pages and the web
// application each send their own policy). The values never change, so they are written as they are,
// in Helmet's order and spelling, instead of running Helmet's middleware, which rebuilt its eleven
// middlewares on every request.
//
// Registered first of all the application's hooks, so that every answer carries them: a request refused
// by authentication (401) or while stopping (503), an unknown route (404), a body over the limit (413)
// and whatever the error handler answers. A path the router cannot read never reaches the hooks: its
// answer writes them itself (writeSecurityHeaders).
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

export function writeSecurityHeaders(reply: FastifyReply): void {
  const raw = reply.raw;
  for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
}

function securityHeadersHook(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  writeSecurityHeaders(reply);
  done();
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', securityHeadersHook);
  },
  { name: 'security-headers' },
);
