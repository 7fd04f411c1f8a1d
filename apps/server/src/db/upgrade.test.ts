// A database made by the previous release (migrations 0001-0080, applied as its runner did: names only,
// no checksums) upgrades in place: every record kept, every change-log chain still verifies, each applied
// migration's checksum recorded on the first start; then a changed applied file stops the start, naming it.
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../changelog/changelog.js';
import { seedDemo } from '../seed/demo.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import type { Db } from './client.js';
import { MIGRATIONS_DIR, MigrationChangedError, listMigrations, migrate, migrationChecksum } from './migrate.js';

/** The newest migration of the previous release. */
const PREVIOUS_RELEASE_LAST = '0080_webhooks.sql';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // Start from nothing: the test database comes migrated.
  await sql`drop schema public cascade`.execute(database.handle.db);
  await sql`create schema public`.execute(database.handle.db);
});
afterAll(() => database.drop());

/** The previous release's runner: a table of names, each file in its own transaction. */
async function migrateAsPreviousRelease(db: Db): Promise<string[]> {
  const names = (await listMigrations()).filter((name) => name <= PREVIOUS_RELEASE_LAST);
  await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  for (const name of names) {
    const text = await readFile(MIGRATIONS_DIR + name, 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
    });
  }
  return names;
}

async function tablesOf(db: Db): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by table_name`.execute(db);
  return tables.rows.map((row) => row.table_name);
}

async function rowsOf(db: Db, tables: string[]): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of tables) all[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
  return all;
}

describe('a database of the previous release', () => {
  it('upgrades with every record kept, the chains intact and the checksums recorded', async () => {
    const db = database.handle.db;
    const old = await migrateAsPreviousRelease(db);
    expect(old.at(-1)).toBe(PREVIOUS_RELEASE_LAST);
    const admin = await db
      .insertInto('users')
      .values({ email: 'boss@example.test', name: 'Boss', role: 'general_manager', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedDemo(db, { admin: { id: admin.id, role: 'general_manager' }, zone: 'UTC' });
    const tables = await tablesOf(db);
    const before = await rowsOf(db, tables);
    expect(before.changes!.length).toBeGreaterThan(0);

    const applied = await migrate(db);
    expect(applied).toEqual((await listMigrations()).filter((name) => name > PREVIOUS_RELEASE_LAST));
    expect(await rowsOf(db, tables)).toEqual(before);
    const people = await db.selectFrom('changes').select('user_id').distinct().execute();
    for (const { user_id } of people) expect((await verifyChain(db, user_id)).valid).toBe(true);

    // Every row of the bookkeeping has the checksum of its file, the old ones included.
    const recorded = await sql<{ name: string; checksum: string | null }>`select name, checksum from schema_migrations order by name`.execute(db);
    expect(recorded.rows.map((row) => row.name)).toEqual(await listMigrations());
    for (const row of recorded.rows) expect(row.checksum).toBe(migrationChecksum(await readFile(MIGRATIONS_DIR + row.name, 'utf8')));
    expect(await migrate(db)).toEqual([]);
  }, 300_000);

  it('refuses to start when an applied migration changed, naming it in one line', async () => {
    const db = database.handle.db;
    // As if 0077 had been edited after this database applied it.
    await sql`update schema_migrations set checksum = ${migrationChecksum('-- the text that was applied\n')} where name = '0077_live_events.sql'`.execute(db);
    const refusal = await migrate(db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MigrationChangedError);
    expect((refusal as Error).message).toMatch(/^Migration 0077_live_events\.sql was changed after this database applied it: .*$/);
    expect((refusal as Error).message).not.toContain('\n');
    // Line endings are not a change.
    expect(migrationChecksum('a\r\nb\r\n')).toBe(migrationChecksum('a\nb\n'));
  });
});
