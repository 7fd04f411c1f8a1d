// Transactions in fewer round trips (round-trips.ts), on the real database of the project (PGlite or
// PostgreSQL): what travels together, and that a transaction commits, rolls back and fails exactly as
// it would with every statement sent alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { RoundTrips } from '../test/round-trips.js';
import type { Db, Executor } from './client.js';
import { asLastStatement } from './round-trips.js';

const roundTrips = new RoundTrips();
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ onRoundTrip: roundTrips.onRoundTrip });
  db = database.handle.db;
  // A constraint checked only at COMMIT, so that the COMMIT itself can fail.
  await sql`create table batched (id integer not null, constraint batched_once unique (id) deferrable initially deferred)`.execute(db);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await sql`delete from batched`.execute(db);
});

const ids = async () => (await sql<{ id: number }>`select id from batched order by id`.execute(db)).rows.map((row) => row.id);
const insert = (executor: Executor, id: number) => sql`insert into batched (id) values (${id})`.execute(executor);

describe('transactions in fewer round trips', () => {
  it('sends BEGIN with the first statement and COMMIT with the last one', async () => {
    const trips = await roundTrips.during(() =>
      db.transaction().execute(async (trx) => {
        await insert(trx, 1);
        await asLastStatement(() => insert(trx, 2));
      }),
    );
    expect(trips).toEqual([
      ['begin', 'insert into batched (id) values ($1)'],
      ['insert into batched (id) values ($1)', 'commit'],
    ]);
    expect(await ids()).toEqual([1, 2]);
  });

  it('sends nothing for a transaction without a statement, and a lone statement alone', async () => {
    expect(await roundTrips.during(() => db.transaction().execute(async () => {}))).toEqual([]);
    expect(await roundTrips.during(() => asLastStatement(() => insert(db, 3)))).toEqual([['insert into batched (id) values ($1)']]);
    expect(await ids()).toEqual([3]);
  });

  it('rolls back when the last statement fails: the COMMIT sent with it ends the transaction as ROLLBACK', async () => {
    const trips = await roundTrips.during(async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await insert(trx, 4);
          await asLastStatement(() => sql`insert into batched (id) values (${'not a number'})`.execute(trx));
        }),
      ).rejects.toMatchObject({ code: '22P02' });
    });
    // No ROLLBACK of its own: the transaction had already ended.
    expect(trips.map((trip) => trip.at(-1))).toEqual(['insert into batched (id) values ($1)', 'commit']);
    expect(await ids()).toEqual([]);
  });

  it('answers a failed COMMIT as the error of the last statement, and writes nothing', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 5);
        await asLastStatement(() => insert(trx, 5));
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'batched_once' });
    expect(await ids()).toEqual([]);
  });

  it('refuses a statement after the last one, and keeps what was committed', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await asLastStatement(() => insert(trx, 6));
        await insert(trx, 7);
      }),
    ).rejects.toThrow('nothing may follow it');
    expect(await ids()).toEqual([6]);
  });

  it('rolls back a transaction whose first statement failed, and the connections stay usable', async () => {
    const trips = await roundTrips.during(async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`insert into batched (id) values (${'x'})`.execute(trx);
        }),
      ).rejects.toMatchObject({ code: '22P02' });
    });
    expect(trips).toEqual([['begin', 'insert into batched (id) values ($1)'], ['rollback']]);
    // Every pooled connection still answers in order.
    await Promise.all(Array.from({ length: 20 }, (_, i) => db.transaction().execute((trx) => asLastStatement(() => insert(trx, 100 + i)))));
    expect(await ids()).toHaveLength(20);
  });
});
