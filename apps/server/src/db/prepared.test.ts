// Prepared statements (prepared.ts): on PostgreSQL a marked statement is prepared once per connection
// and then only run; on PGlite the mark changes nothing. Answers are the same either way.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { executePrepared, preparedName } from './prepared.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('prepared statements', () => {
  it('prepares a marked statement once per connection and answers it like any other', async () => {
    const db = database.handle.db;
    const query = (n: number) => sql<{ doubled: number }>`select ${n}::integer * 2 as doubled`;
    const text = query(0).compile(db).sql;
    const prepared = await db.transaction().execute(async (trx) => {
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await executePrepared(trx, query(n))).rows[0]!.doubled);
      expect(answers).toEqual([2, 4, 6]);
      return (await sql<{ name: string }>`select name from pg_prepared_statements where statement = ${text}`.execute(trx)).rows;
    });
    expect(preparedName(text)).toMatch(/^timetrack_\d+$/);
    if (testDatabaseKind() === 'postgres') expect(prepared).toEqual([{ name: preparedName(text) }]);
    else expect(prepared).toEqual([]);
  });
});

describe('plans kept for any values', () => {
  it("plans the clock's facts once per connection, whatever the person and the time", async () => {
    // Left to `auto`, PostgreSQL planned the function's main statement anew on every clock
    // (migrations/0170_clock_facts_generic_plan.sql).
    const { rows } = await sql<{ proconfig: string[] | null }>`
      select proconfig from pg_proc where proname = 'clock_facts'`.execute(database.handle.db);
    expect(rows).toEqual([{ proconfig: ['plan_cache_mode=force_generic_plan'] }]);
  });
});
