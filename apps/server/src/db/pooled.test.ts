// The pooled connections as Kysely receives them (client.ts `pooled`): one wrapper per PostgreSQL connection,
// handed out again at every checkout (Kysely keys what it builds around a connection by that object), each
// checkout starting clean.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/database.js';
import { pooled } from './client.js';

const postgres = testDatabaseKind() === 'postgres';

describe.skipIf(!postgres)('pooled connections (PostgreSQL)', () => {
  let pool: pg.Pool;
  const trips: string[][] = [];
  let connections: ReturnType<typeof pooled>;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    connections = pooled(pool, (statements) => trips.push(statements));
  });
  afterAll(() => pool.end());

  it('hands out the same wrapper for the same connection at every checkout', async () => {
    const first = await connections.connect();
    first.release();
    const second = await connections.connect();
    second.release();
    expect(second).toBe(first);
  });

  it('starts each checkout clean: a BEGIN held back by the previous one is not sent with the next statement', async () => {
    const first = await connections.connect();
    // Held back until the transaction's first statement, which never comes.
    await first.query('begin', []);
    first.release();
    trips.length = 0;
    const second = await connections.connect();
    const answer = await second.query('select 1 as one', []);
    second.release();
    expect(answer.rows).toEqual([{ one: 1 }]);
    expect(trips).toEqual([['select 1 as one']]);
  });
});
