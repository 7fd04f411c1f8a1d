// Health tells slow from down: with PostgreSQL answering every packet late and every pooled connection busy
// with requests, health still answers 200 within a second (a load balancer must not drop a working instance
// under load); with the database gone it answers 503, logged as one line without a stack.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { Factories } from '../test/factories.js';
import { TcpProxy } from '../test/tcp-proxy.js';

const postgres = testDatabaseKind() === 'postgres';
/** What the proxy adds to every packet, each way. */
const PACKET_DELAY_MS = 150;

let testDatabase: TestDatabase;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let app: FastifyInstance;
let f: Factories;
const logLines: string[] = [];

beforeAll(async () => {
  if (!postgres) return;
  testDatabase = await createTestDatabase();
  const url = new URL(testDatabase.url!);
  proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.open();
  handle = await openDatabase({ databaseUrl: proxy.urlThrough(testDatabase.url!), dataDir: '', poolSize: 4 });
  const config = testConfig();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database: handle, logger: pino({ level: 'warn' }, sink) });
  await app.ready();
  f = new Factories(handle.db, app.tokens, config.refreshTokenTtl);
});
afterAll(async () => {
  if (!postgres) return;
  proxy.delay(0);
  await app.close();
  await handle.close();
  await proxy.cut().catch(() => {});
  await testDatabase.drop();
});

async function timedHealth() {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url: '/api/health' });
  return { answer, ms: performance.now() - started };
}

describe.runIf(postgres)('health on a slow database under load', () => {
  it('answers 200 within a second while every pooled connection is busy with requests', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => f.buildUser()));
    const sessions = await Promise.all(people.map((person) => f.signIn(person)));
    proxy.delay(PACKET_DELAY_MS);
    try {
      // 30 clock requests in flight on a pool of 4, each several slow round trips.
      const clocks = people.map((person, index) =>
        app.inject({
          method: 'POST',
          url: `/api/clocks/${person.id}`,
          headers: { ...sessions[index]!, 'content-type': 'application/json' },
          payload: JSON.stringify({ client_id: randomUUID() }),
        }),
      );
      const checks = [];
      for (let check = 0; check < 5; check += 1) {
        checks.push(await timedHealth());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const busy = handle.poolUsage!();
      for (const { answer, ms } of checks) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(ms).toBeLessThan(1000);
      }
      // The pool was saturated while health answered (else this test proves nothing).
      expect(busy.waiting + busy.total).toBeGreaterThanOrEqual(4);
      const answered = await Promise.all(clocks);
      expect(answered.every((answer) => [201, 503].includes(answer.statusCode))).toBe(true);
    } finally {
      proxy.delay(0);
    }
  }, 60_000);

  it('answers 503 within a second when the database is gone, logged as one line without a stack', async () => {
    await proxy.cut();
    try {
      logLines.length = 0;
      const { answer, ms } = await timedHealth();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'unavailable' });
      expect(answer.headers['retry-after']).toBeDefined();
      expect(ms).toBeLessThan(1000);
      const unavailable = logLines.filter((line) => line.includes('database unavailable'));
      expect(unavailable).toHaveLength(1);
      expect(unavailable[0]).not.toContain('stack');
      expect(unavailable[0]!.length).toBeLessThan(600);
    } finally {
      await proxy.open();
    }
    let status = 0;
    const healed = performance.now();
    while (status !== 200 && performance.now() - healed < 10_000) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect(status).toBe(200);
  }, 30_000);
});
