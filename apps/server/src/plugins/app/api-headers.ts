// Headers of the API's answers. Personal data must not stay in a shared or browser cache
// (`Cache-Control: no-store`), and a JSON answer opened as a page may load nothing and be framed by
// nobody. The documentation pages (/api/docs) send their own policy; the web application at `/` its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a request path is an API answer these headers are for (not the documentation pages). */
export function isApiAnswer(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return path !== '/api/docs' && !path.startsWith('/api/docs/');
}

// Without a promise: it runs on every answer.
function addApiHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  if (isApiAnswer(request.url)) {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
  }
  done(null, payload);
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', addApiHeaders);
  },
  { name: 'api-headers' },
);
