// When the database server goes away while the service runs, health and every other route answer 503
// `unavailable` with Retry-After; when it comes back, the service recovers by itself. The server is reached
// through a TCP proxy that the test cuts and restores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { TcpProxy as Proxy } from '../test/tcp-proxy.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import type { FastifyInstance } from 'fastify';

const postgres = testDatabaseKind() === 'postgres';
let testDatabase: TestDatabase;
let proxy: Proxy;
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  if (!postgres) return;
  testDatabase = await createTestDatabase();
  const url = new URL(testDatabase.url!);
  proxy = new Proxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.open();
  url.host = `127.0.0.1:${proxy.port}`;
  handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  app = await buildApp({ config: testConfig(), database: handle, logger: false });
  await app.ready();
});
afterAll(async () => {
  if (!postgres) return;
  await app.close();
  await handle.close();
  await testDatabase.drop();
});

describe.runIf(postgres)('a database outage while running', () => {
  it('answers 503 with Retry-After on health and elsewhere, then recovers', async () => {
    const signIn = async () => {
      const user = await handle.db
        .insertInto('users')
        .values({ email: `r${Date.now()}@example.test`, name: 'R', role: 'employee', status: 'active' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { openSession } = await import('../auth/sessions.js');
      const issued = await openSession(handle.db, app.tokens, { refreshTokenTtl: 3600 }, user.id, 'mobile');
      return { authorization: `Bearer ${issued.accessToken}` };
    };
    const headers = await signIn();
    const anyProtected = app.declaredRoutes.find((route) => route.access !== 'public' && route.method === 'GET');

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'unavailable' });
    expect(down.headers['retry-after']).toMatch(/^\d+$/);
    if (anyProtected) {
      const res = await app.inject({ method: 'GET', url: anyProtected.url.replace(/:[a-z_]+/g, '1'), headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'unavailable' });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }

    await proxy.open();
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
      recovered = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect(recovered).toBe(200);
  });
});
