// The web application (apps/web/dist) served at `/`: its files as they were built (brotli or gzip when
// the browser takes them, written at build time), hashed assets cached a year as immutable, everything
// else revalidated; every other GET outside `/api` that accepts HTML answers the application's page, so
// e-mail links and deep links open it. Without a build, the API runs alone.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** apps/web/dist, from apps/server/src/plugins/app or apps/server/dist/plugins/app alike. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * The page's policy: scripts only from the service (the build has no inline script), styles from the
 * service plus the style elements the component library writes at run time (its CSS variables).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRECOMPRESSED = /\.(br|gz)$/;

export interface WebAppOptions {
  /** The built application; default apps/web/dist. */
  root?: string;
}

async function listFiles(root: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const path = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    // Build metadata (.vite/manifest.json) is not part of the application.
    if (!path.includes('/.')) files.add(path);
  }
  return files;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply): FastifyReply {
  reply.header('cache-control', REVALIDATE).header('content-security-policy', CONTENT_SECURITY_POLICY);
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}

export default fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const root = options.root ?? DEFAULT_WEB_ROOT;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.info({ root }, 'no web application built: serving the API only');
      return;
    }
    const files = await listFiles(root);
    // Files are served by the route below (which declares its access rule), not by the package's own routes.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false });

    app.get(
      '/*',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        let path: string;
        try {
          path = decodeURI(request.url.split('?')[0] ?? '/');
        } catch {
          return reply.callNotFound();
        }
        if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
        if (path !== '/index.html' && files.has(path)) {
          reply.header('cache-control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
          return reply.sendFile(path.slice(1));
        }
        if (path === '/' || path === '/index.html' || acceptsHtml(request)) return sendPage(reply);
        return reply.callNotFound();
      },
    );
  },
  { name: 'web-app' },
);
