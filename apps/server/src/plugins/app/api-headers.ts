// Headers of the API's answers. Personal data must not stay in a shared or browser cache
// (`Cache-Control: no-store`), and a JSON answer opened as a page may load nothing and be framed by
// nobody. The documentation pages (/api/docs) send their own policy; the web application at `/` its own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a request path is an API answer these headers are for (not the documentation pages). */
export function isApiAnswer(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return path !== '/api/docs' && !path.startsWith('/api/docs/');
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiAnswer(request.url)) return payload;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      return payload;
    });
  },
  { name: 'api-headers' },
);
