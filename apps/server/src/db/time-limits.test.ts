// No request waits without bound (docs/api.md#unavailable). On PostgreSQL: a row lock held by another session,
// a stalled link between an instance and the database, and the database "restarting" under load (its
// sessions terminated) answer 503 `unavailable` with Retry-After within the time limits, never 500, change
// nothing, and lose nothing acknowledged. On PGlite: a request that waits for the one connection longer
// than the limit answers 503, and health answers within a second.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { UserRow } from '../db/schema.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { Factories } from '../test/factories.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { openDatabase, PING_TIMEOUT_MS, type DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';

/** The time limit of these tests' sessions: short, so that the tests are. */
const LIMIT_MS = 1000;
const postgres = testDatabaseKind() === 'postgres';

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  f: Factories;
}

async function instance(databaseUrl: string | undefined, extra: { poolSize?: number } = {}): Promise<Instance> {
  const handle = await openDatabase({ databaseUrl, dataDir: '', timeoutMs: LIMIT_MS, ...extra });
  // The app reads its kept secrets at start: the database is migrated first (a no-op when it already is).
  await migrate(handle.db);
  const config = testConfig({ DATABASE_TIMEOUT_MS: String(LIMIT_MS) });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  return { app, handle, f: new Factories(handle.db, app.tokens, config.refreshTokenTtl) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

function clockIn(target: Instance, person: UserRow, headers: Record<string, string>, clientId = randomUUID()) {
  return target.app.inject({
    method: 'POST',
    url: `/api/clocks/${person.id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ client_id: clientId }),
  });
}

async function clockRecords(db: DatabaseHandle['db'], person: UserRow): Promise<number> {
  const row = await db
    .selectFrom('clock_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', person.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.runIf(postgres)('time limits on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let direct: Instance;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    direct = await instance(testDatabase.url);
  });
  afterAll(async () => {
    await direct?.app.close();
    await direct?.handle.close();
    await testDatabase?.drop();
  });

  it('answers 503 within the limit behind a row lock held by another session, changes nothing, then succeeds', async () => {
    const person = await direct.f.buildUser();
    const headers = await direct.f.signIn(person);
    const other = new pg.Client({ connectionString: testDatabase.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from users where id = $1 for update', [person.id]);

      const { result: held, ms } = await timed(() => clockIn(direct, person, headers));
      expect(held.statusCode).toBe(503);
      expect(held.json()).toEqual({ error: expect.any(String), code: 'unavailable' });
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms).toBeGreaterThanOrEqual(LIMIT_MS * 0.9);
      expect(ms).toBeLessThan(LIMIT_MS + 1500);
      expect(await clockRecords(direct.handle.db, person)).toBe(0);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    const released = await clockIn(direct, person, headers);
    expect(released.statusCode).toBe(201);
    expect(await clockRecords(direct.handle.db, person)).toBe(1);
  });

  it('bounds every answer while the link of one instance stalls, frees the lock it held, and recovers', async () => {
    const url = new URL(testDatabase.url!);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    const stalled = await instance(proxy.urlThrough(testDatabase.url!), { poolSize: 4 });
    try {
      const person = await direct.f.buildUser();
      const headers = await direct.f.signIn(person);
      expect((await stalled.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // The stalled instance is inside a transaction holding the person's row lock when its link stalls:
      // its next statement gets no answer, and the server ends the session left idle in its transaction.
      const holding = stalled.handle.db.transaction().execute(async (trx) => {
        await sql`select id from users where id = ${person.id} for no key update`.execute(trx);
        proxy.stall();
        await sql`select 1`.execute(trx);
      });
      const holder = await timed(() => holding.then(() => 'committed', (error: Error) => error.message));
      expect(holder.result).toBe('Query read timeout');
      expect(holder.ms).toBeLessThan(2 * (LIMIT_MS + 1000) + 1000);

      // Another instance clocks the person in: the lock left behind is gone with the ended session.
      const { result: elsewhere, ms: elsewhereMs } = await timed(() => clockIn(direct, person, headers));
      expect([201, 503]).toContain(elsewhere.statusCode);
      expect(elsewhereMs).toBeLessThan(LIMIT_MS + 1500);

      // The stalled instance answers, within its limits: health within a second, other routes 503.
      const health = await timed(() => stalled.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.result.statusCode).toBe(503);
      expect(health.ms).toBeLessThan(1000);
      const me = await timed(() => stalled.app.inject({ method: 'GET', url: '/api/auth/me', headers }));
      expect(me.result.statusCode).toBe(503);
      expect(me.result.headers['retry-after']).toBeDefined();
      expect(me.ms).toBeLessThan(2 * (LIMIT_MS + 1000) + 1000);

      proxy.heal();
      const healed = performance.now();
      let recovered = 0;
      while (recovered !== 200 && performance.now() - healed < 10_000) {
        recovered = (await stalled.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;
      }
      expect(recovered).toBe(200);
      const out = await stalled.app.inject({
        method: 'POST',
        url: `/api/clocks/${person.id}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ action: elsewhere.statusCode === 201 ? 'out' : 'in' }),
      });
      expect(out.statusCode).toBe(201);
      process.stdout.write(
        `stalled link: holder gave up after ${Math.round(holder.ms)} ms; other instance answered ${elsewhere.statusCode} ` +
          `in ${Math.round(elsewhereMs)} ms; health ${Math.round(health.ms)} ms; /auth/me 503 in ${Math.round(me.ms)} ms; ` +
          `recovered ${Math.round(performance.now() - healed)} ms after the link healed\n`,
      );
    } finally {
      proxy.heal();
      await stalled.app.close();
      await stalled.handle.close();
      await proxy.cut();
    }
  }, 60_000);

  it('answers 503, never 500, while the database ends every session under load, and loses nothing acknowledged', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => direct.f.buildUser()));
    const sessions = await Promise.all(people.map((person) => direct.f.signIn(person)));
    const killer = new pg.Client({ connectionString: testDatabase.url });
    await killer.connect();
    const database = new URL(testDatabase.url!).pathname.slice(1);

    const counts = { requests: 0, created: 0, replayed: 0, unavailable: 0, conflicts: 0, other: 0 };
    const unexpected: string[] = [];
    /** client_id → the record id the service acknowledged. */
    const acknowledged = new Map<string, number>();
    /** 503s whose retry found the clock already stored: the commit happened, its answer was lost. */
    let committedDespite503 = 0;
    let stop = false;
    let kills = 0;
    const killing = (async () => {
      while (!stop) {
        const ended = await killer.query(
          'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        kills += Number(ended.rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    const started = performance.now();
    await Promise.all(
      people.map(async (person, index) => {
        while (performance.now() - started < 6000) {
          // A client that keeps its client_id until it gets an answer, as the client package's queue does.
          const clientId = randomUUID();
          let sawUnavailable = false;
          for (let attempt = 0; attempt < 50; attempt += 1) {
            const res = await clockIn(direct, person, sessions[index]!, clientId).catch(() => undefined);
            counts.requests += 1;
            if (!res) continue;
            if (res.statusCode === 503) {
              counts.unavailable += 1;
              expect(res.headers['retry-after']).toBeDefined();
              sawUnavailable = true;
              continue;
            }
            if (res.statusCode === 201 || res.statusCode === 200) {
              counts[res.statusCode === 201 ? 'created' : 'replayed'] += 1;
              if (res.statusCode === 200 && sawUnavailable) committedDespite503 += 1;
              acknowledged.set(clientId, (res.json() as { data: { id: number } }).data.id);
            } else if (res.statusCode === 409) counts.conflicts += 1;
            else {
              counts.other += 1;
              unexpected.push(`${res.statusCode} ${res.body.slice(0, 120)}`);
            }
            break;
          }
        }
      }),
    );
    stop = true;
    await killing;
    await killer.end();

    // Recovery: the first request after the last termination succeeds.
    const afterKills = performance.now();
    let health = 0;
    while (health !== 200 && performance.now() - afterKills < 10_000) {
      health = (await direct.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    const recoveryMs = performance.now() - afterKills;

    expect(unexpected).toEqual([]);
    expect(kills).toBeGreaterThan(0);
    expect(counts.unavailable).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(0);
    // Every acknowledged clock is in the database exactly once, under its client_id.
    const stored = await direct.handle.db
      .selectFrom('clock_records')
      .select(['id', 'client_id'])
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    const byClient = new Map<string, number[]>();
    for (const row of stored) byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row.id]);
    const lost = [...acknowledged].filter(([clientId, id]) => byClient.get(clientId)?.[0] !== id);
    const duplicated = [...byClient.values()].filter((ids) => ids.length > 1);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    // Each clock-in of an open period has its working time, and each person has at most one open.
    const orphans = await sql<{ n: number }>`
      select count(*)::int as n from clock_records c
      where c.user_id = any(${people.map((person) => person.id)}) and c.kind = 'work' and c.status
        and not exists (select 1 from working_times w where w.id = c.working_time_id)`.execute(direct.handle.db);
    expect(orphans.rows[0]!.n).toBe(0);
    expect(health).toBe(200);
    process.stdout.write(
      `database restarts under load: ${counts.requests} requests, ${kills} sessions ended, ` +
        `${acknowledged.size} clocks acknowledged (${counts.created} 201, ${counts.replayed} 200), ` +
        `${counts.unavailable} answers 503, ${counts.conflicts} 409, 0 lost, 0 duplicated, 0 orphans, ` +
        `${committedDespite503} committed clocks answered 503 (their retry answered 200), ` +
        `healthy ${Math.round(recoveryMs)} ms after the last termination\n`,
    );
  }, 60_000);
});

describe.runIf(!postgres)('time limits on PGlite', () => {
  let only: Instance;
  beforeAll(async () => {
    only = await instance('memory://');
  });
  afterAll(async () => {
    await only?.app.close();
    await only?.handle.close();
  });

  it('answers 503 within the limit while the one connection stays busy, and health within a second', async () => {
    const person = await only.f.buildUser();
    const headers = await only.f.signIn(person);
    let release!: () => void;
    const busy = only.handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const health = await timed(() => only.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.result.statusCode).toBe(503);
      expect(health.ms).toBeLessThan(PING_TIMEOUT_MS + 200);
      const { result, ms } = await timed(() => clockIn(only, person, headers));
      expect(result.statusCode).toBe(503);
      expect(result.json()).toMatchObject({ code: 'unavailable' });
      expect(result.headers['retry-after']).toBeDefined();
      expect(ms).toBeLessThan(LIMIT_MS + 500);
    } finally {
      release();
      await busy;
    }
    expect((await only.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await clockIn(only, person, headers)).statusCode).toBe(201);
    expect(await clockRecords(only.handle.db, person)).toBe(1);
  });
});
