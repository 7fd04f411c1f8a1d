// The security headers are Helmet's, name for name and value for value, on API answers, the documentation
// pages and the web application alike, and on every refusal: authentication's, an unknown route's, a body
// over the limit, a path the router cannot read.
import { get } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import securityHeaders, { SECURITY_HEADERS } from './security-headers.js';

/** The headers of an answer of a bare application with `plugin`, over HTTP, in the order and spelling sent. */
async function headersWith(plugin: FastifyPluginAsync, options: object): Promise<string[][]> {
  const app = Fastify();
  await app.register(plugin, options);
  app.get('/', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const raw = await new Promise<string[]>((resolve, reject) => {
      get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      }).on('error', reject);
    });
    const pairs: string[][] = [];
    for (let index = 0; index < raw.length; index += 2) pairs.push([raw[index]!, raw[index + 1]!]);
    return pairs.filter(([name]) => name !== 'Date' && name !== 'Connection');
  } finally {
    await app.close();
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are the ones Helmet writes, in its order and spelling', async () => {
    const ours = await headersWith(securityHeaders, {});
    const helmets = await headersWith(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
    expect(ours).toEqual(helmets);
    expect(ours.slice(0, SECURITY_HEADERS.length)).toEqual(SECURITY_HEADERS.map(([name, value]) => [name, value]));
  });

  it('are sent on API answers, errors, the documentation and the web application', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    for (const answer of [
      await t.send('GET', '/auth/me', headers),
      await t.send('GET', '/health', {}),
      await t.send('GET', '/no-such-route', headers),
      await t.app.inject({ method: 'GET', url: '/api/docs/' }),
      await t.app.inject({ method: 'GET', url: '/' }),
    ]) {
      for (const [name, value] of SECURITY_HEADERS) expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('are sent with every refusal: 401, an unknown route, 413 and an unreadable path', async () => {
    const { headers } = await t.f.person();
    const refusals: [number, Awaited<ReturnType<typeof t.send>>][] = [
      [401, await t.send('GET', '/auth/me', { authorization: 'Bearer not-a-token' })],
      [401, await t.send('GET', '/auth/me', {})],
      [404, await t.send('GET', '/no-such-route', {})],
      [404, await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' })],
      [413, await t.send('PATCH', '/auth/me', headers, { name: 'x'.repeat(BODY_LIMIT + 1) })],
    ];
    for (const [status, answer] of refusals) {
      expect(answer.statusCode).toBe(status);
      for (const [name, value] of SECURITY_HEADERS) expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });
});
