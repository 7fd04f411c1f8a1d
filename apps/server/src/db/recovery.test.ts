// When the database server goes away while the service runs, health answers 503 and other routes a
// masked 500; when it comes back, the service recovers by itself. The server is reached through a TCP
// proxy that the test cuts and restores.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import type { FastifyInstance } from 'fastify';

class Proxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

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
  it('answers 503 on health and a masked 500 elsewhere, then recovers', async () => {
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
    if (anyProtected) {
      const res = await app.inject({ method: 'GET', url: anyProtected.url.replace(/:[a-z_]+/g, '1'), headers });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'internal_error' });
    }

    await proxy.open();
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
      recovered = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect(recovered).toBe(200);
  });
});
