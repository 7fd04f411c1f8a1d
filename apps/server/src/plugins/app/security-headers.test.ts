// The security headers are Helmet's, name for name and value for value, on API answers, the documentation
// pages and the web application alike; a request refused by authentication leaves without them.
import { get } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const helmets = await headersWith(helmet as FastifyPluginAsync, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
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

  it('are not sent with a refusal of authentication', async () => {
    const answer = await t.send('GET', '/auth/me', { authorization: 'Bearer not-a-token' });
    expect(answer.statusCode).toBe(401);
    for (const [name] of SECURITY_HEADERS) expect(answer.headers[name.toLowerCase()]).toBeUndefined();
  });
});
