// A database made by the previous release (migrations 0001-0080, applied as its runner did: names only,
// no checksums) upgrades in place: every record kept (a folded table's rows where they went), every change-log chain still verifies, each applied
// migration's checksum recorded on the first start; then a changed applied file stops the start, naming it.
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { appendChange, verifyChain } from '../changelog/changelog.js';
import { presentLiveEventData } from '../events/live-events.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import type { Db } from './client.js';
import type { LiveEventKind } from './vocabulary.js';
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

/**
 * A small company as the previous release held it, written with that release's columns only (the current seed
 * writes today's): people and a team, schedules and a company day off, closed and open periods with breaks and
 * their clock records (one person on a break), an absence, a validated week, a pending correction, notifications, and every period's
 * creation in its person's change log (hash chain).
 */
async function fillAsPreviousRelease(db: Db): Promise<void> {
  const HOUR = 3_600_000;
  const person = (email: string, name: string, role: 'employee' | 'manager' | 'general_manager') =>
    db.insertInto('users').values({ email, name, role, status: 'active', language: 'fr' }).returning('id').executeTakeFirstOrThrow();
  const boss = await person('boss@example.test', 'Boss', 'general_manager');
  const lead = await person('lead@example.test', 'Lead', 'manager');
  const staff = [await person('ana@example.test', 'Ana', 'employee'), await person('ben@example.test', 'Ben', 'employee')];
  const team = await db.insertInto('teams').values({ name: 'Assembly', manager_id: lead.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('team_members').values(staff.map((member) => ({ team_id: team.id, user_id: member.id }))).execute();
  await db
    .insertInto('schedules')
    .values({ user_id: staff[0]!.id, valid_from: '2026-01-05', weekly_seconds: [28800, 28800, 28800, 28800, 14400, 0, 0], created_by: boss.id })
    .execute();
  await db.insertInto('holidays').values({ date: '2026-05-15', name: 'Company day', source: 'company', created_by: boss.id }).execute();
  for (const member of staff) {
    for (let day = 0; day < 10; day += 1) {
      const start = new Date(Date.UTC(2026, 4, 4 + day, 8));
      const open = member === staff[1] && day === 9;
      await db.transaction().execute(async (trx) => {
        const period = await trx
          .insertInto('working_times')
          .values({ user_id: member.id, start, end: open ? null : new Date(start.getTime() + 8 * HOUR) })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (!open) {
          await trx
            .insertInto('breaks')
            .values({ working_time_id: period.id, start: new Date(start.getTime() + 4 * HOUR), end: new Date(start.getTime() + 4.5 * HOUR) })
            .execute();
        }
        // The open period's person is on a break: its live event said so (the last clock record).
        const records = [
          { kind: 'work' as const, status: true, time: start },
          open
            ? { kind: 'break' as const, status: true, time: new Date(start.getTime() + 4 * HOUR) }
            : { kind: 'work' as const, status: false, time: new Date(start.getTime() + 8 * HOUR) },
        ];
        await trx
          .insertInto('clock_records')
          .values(records.map((record) => ({ user_id: member.id, ...record, client_id: randomUUID(), working_time_id: period.id })))
          .execute();
        await appendChange(trx, {
          userId: member.id,
          actorId: lead.id,
          action: 'create',
          subjectType: 'working_time',
          subjectId: period.id,
          before: null,
          after: { start: period.start.toISOString(), end: period.end?.toISOString() ?? null },
        });
      });
    }
  }
  await db
    .insertInto('absences')
    .values({ user_id: staff[0]!.id, type: 'vacation', start_date: '2026-05-18', end_date: '2026-05-20', created_by: lead.id })
    .execute();
  await db
    .insertInto('week_validations')
    .values({ user_id: staff[0]!.id, week_start: '2026-05-04', status: 'validated',
      validated_by: lead.id,
      validated_at: new Date(Date.UTC(2026, 4, 11, 9)),
      starts_at: new Date(Date.UTC(2026, 4, 4)),
      ends_at: new Date(Date.UTC(2026, 4, 11)),
    })
    .execute();
  await db
    .insertInto('corrections')
    .values({ user_id: staff[1]!.id, start: new Date(Date.UTC(2026, 4, 13, 8)), end: new Date(Date.UTC(2026, 4, 13, 16)), reason: 'Forgot to clock out' })
    .execute();
  await db.insertInto('notifications').values({ user_id: staff[1]!.id, kind: 'correction_requested', data: JSON.stringify({ correction_id: 1 }) }).execute();
  // A webhook delivery tried twice, each try a row of webhook_attempts (a table later folded into the delivery).
  const hook = await db
    .insertInto('webhooks')
    .values({ url: 'https://hooks.example.test/in', events: ['clock.created'], secret_sealed: 'sealed', created_by: boss.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eventId = randomUUID();
  const deliveryId = randomUUID();
  await db.insertInto('webhook_events').values({ id: eventId, type: 'clock.created', data: JSON.stringify({ id: 1, user_id: staff[0]!.id }) }).execute();
  await db.insertInto('webhook_deliveries').values({ id: deliveryId, webhook_id: hook.id, event_id: eventId, status: 'retrying', attempts: 2 }).execute();
  await sql`insert into webhook_attempts (delivery_id, at, status_code, duration_ms, error) values
    (${deliveryId}, '2026-05-14T08:00:01Z', 500, 12, 'answered 500'),
    (${deliveryId}, '2026-05-14T08:01:02Z', null, 10000, 'timed out')`.execute(db);
}

/** Tables of the previous release that a later migration folded into another, and where their rows went. */
const FOLDED = ['webhook_attempts'];

async function tablesOf(db: Db): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by table_name`.execute(db);
  return tables.rows.map((row) => row.table_name);
}

/** Every row of each table, as the previous release's columns read it (later migrations may add columns). */
async function rowsOf(db: Db, tables: string[], columns: Map<string, string[]>): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of tables) {
    const list = sql.join((columns.get(table) ?? []).map((column) => sql.ref(column)));
    all[table] = (await sql<Record<string, unknown>>`select ${list} from ${sql.table(table)} order by 1`.execute(db)).rows;
  }
  return all;
}

async function columnsOf(db: Db, tables: string[]): Promise<Map<string, string[]>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and table_name = any(${tables}) order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows.rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

describe('a database of the previous release', () => {
  it('upgrades with every record kept, the chains intact and the checksums recorded', async () => {
    const db = database.handle.db;
    const old = await migrateAsPreviousRelease(db);
    expect(old.at(-1)).toBe(PREVIOUS_RELEASE_LAST);
    await fillAsPreviousRelease(db);
    const tables = await tablesOf(db);
    const columns = await columnsOf(db, tables);
    const before = await rowsOf(db, tables, columns);
    expect(before.changes!.length).toBeGreaterThan(0);

    const applied = await migrate(db);
    expect(applied).toEqual((await listMigrations()).filter((name) => name > PREVIOUS_RELEASE_LAST));
    // Live events keep what they say: later migrations store facts that the service presents.
    const after = await rowsOf(db, tables.filter((table) => !FOLDED.includes(table)), columns);
    after.live_events = (after.live_events as { kind: LiveEventKind | 'account'; data: Record<string, unknown> }[]).map((row) =>
      row.kind === 'account' ? row : { ...row, data: presentLiveEventData(row.kind, row.data) },
    );
    expect(before.live_events!.length).toBeGreaterThan(0);
    // Each try of a delivery is now on the delivery, oldest first (0160_webhook_delivery_writes.sql).
    const tries = before.webhook_attempts as { delivery_id: string; at: Date; status_code: number | null; duration_ms: number; error: string | null }[];
    expect(tries).toHaveLength(2);
    const [delivery] = await db.selectFrom('webhook_deliveries').select(['id', 'attempt_log']).execute();
    expect(delivery!.attempt_log.map((entry) => ({ ...entry, at: new Date(entry.at) }))).toEqual(
      tries.map(({ at, status_code, duration_ms, error }) => ({ at, status_code, duration_ms, error })),
    );
    for (const table of FOLDED) delete before[table];
    expect(after).toEqual(before);
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
