// The web application's files as the service serves them, from a small build written for the test: cache
// headers, precompressed variants, the page for every HTML navigation outside /api, JSON 404s inside it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { testConfig } from '../../test/app.js';
import { CONTENT_SECURITY_POLICY } from './web-app.js';

const PAGE = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let root: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'timetrack-web-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), PAGE);
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(root, 'manifest.webmanifest'), '{"name":"Timetrack"}');
  await writeFile(join(root, 'assets/index-abc123.js'), SCRIPT);
  await writeFile(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(root, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database: database.handle, logger: false, webRoot: root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the web application', () => {
  it('answers the page at / and on every HTML navigation outside /api, never cached, with its CSP', async () => {
    for (const url of ['/', '/set-password/abc_DEF-123', '/reset-password/x', '/confirm-email/y', '/hours?week=2026-11-16']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.body).toBe(PAGE);
    }
  });

  it('serves hashed assets for a year as immutable, brotli or gzip as the browser accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates the service worker and the manifest', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps 404s as JSON inside /api and for anything that is not a page', async () => {
    for (const [url, headers] of [
      ['/api/nothing-here', html],
      ['/api', html],
      ['/assets/missing.js', {}],
      ['/favicon-missing.png', { accept: 'image/*' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const post = await app.inject({ method: 'POST', url: '/set-password/abc', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/..%2F..%2Fetc%2Fpasswd', headers: {} });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the API and its documentation as they were', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: html });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ data: { status: 'ok' } });
    const docs = await app.inject({ method: 'GET', url: '/api/docs/', headers: html });
    expect(docs.statusCode).toBe(200);
  });
});

describe('without a built web application', () => {
  it('serves the API alone', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'timetrack-web-empty-'));
    const other = await createTestDatabase();
    const alone = await buildApp({ config: testConfig(), database: other.handle, logger: false, webRoot: empty });
    try {
      await alone.ready();
      expect((await alone.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(404);
      expect((await alone.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await alone.close();
      await other.drop();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
