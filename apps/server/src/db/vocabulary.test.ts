// The lists of vocabulary.ts against the database: every trigger that writes a webhook event or a live event
// is fired (an insert, update or delete of the rows it watches), and what they wrote together is exactly the
// lists; the CHECK constraints that name a list name the same words.
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TOKEN_SCOPES } from '../auth/access-tokens.js';
import { presentLiveEventData } from '../events/live-events.js';
import type { Db } from './client.js';
import { LANGUAGES } from './schema.js';
import { BADGE_PATTERN, STORED_LIVE_EVENT_KINDS, WEBHOOK_EVENT_TYPES } from './vocabulary.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

async function insertUser(role = 'employee', status = 'active'): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into users (email, name, role, status)
    values (${`${Math.random().toString(36).slice(2)}@example.test`}, 'Someone', ${role}, ${status}) returning id`.execute(db);
  return rows[0]!.id;
}

/** The triggers that write webhook events or live events, by table, as the database has them. */
async function emittingTriggers(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname || '.' || t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and (p.prosrc like '%webhook_emit(%' or p.prosrc ~ 'insert\\s+into\\s+live_events')
    order by 1`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Fires every trigger of `emittingTriggers` once or more: each change of the rows they watch. The names are
 * the triggers this walk fires; a trigger added to the database fails the test until it is walked here.
 */
const FIRED = [
  'absences.webhook_absence_written',
  'clock_records.clock_records_live_events',
  'clock_records.webhook_clock_created',
  'corrections.corrections_live_events_insert',
  'corrections.corrections_live_events_update',
  'corrections.webhook_correction_reviewed',
  'leave_requests.leave_requests_live_events_insert',
  'leave_requests.leave_requests_live_events_update',
  'leave_requests.webhook_leave_request_written',
  'notifications.notifications_live_events',
  'users.users_live_events',
  'users.webhook_user_written',
  'week_validations.webhook_week_validation_written',
  'week_validations.week_validations_live_events_delete',
  'week_validations.week_validations_live_events_insert',
  'week_validations.week_validations_live_events_update',
  'working_times.webhook_working_time_deleted',
  'working_times.webhook_working_time_written',
];

let person: number;

async function fireEveryTrigger(): Promise<void> {
  const manager = await insertUser('general_manager');
  person = await insertUser();
  await sql`insert into clock_records (user_id, kind, status, time, client_id)
    values (${person}, 'work', true, now() - interval '2 hours', gen_random_uuid()),
           (${person}, 'break', true, now() - interval '90 minutes', gen_random_uuid()),
           (${person}, 'break', false, now() - interval '80 minutes', gen_random_uuid()),
           (${person}, 'work', false, now() - interval '1 hour', gen_random_uuid())`.execute(db);

  const period = await sql<{ id: number }>`insert into working_times (user_id, start)
    values (${person}, now() - interval '3 days') returning id`.execute(db);
  const periodId = period.rows[0]!.id;
  await sql`update working_times set "end" = now() - interval '3 days' + interval '1 hour' where id = ${periodId}`.execute(db);
  await sql`delete from working_times where id = ${periodId}`.execute(db);

  for (const status of ['approved', 'rejected']) {
    const correction = await sql<{ id: number }>`insert into corrections (user_id, start, "end", reason)
      values (${person}, now() - interval '5 days', now() - interval '5 days' + interval '1 hour', 'forgot') returning id`.execute(db);
    await sql`update corrections set status = ${status}, reviewer_id = ${manager}, reviewed_at = now()
      where id = ${correction.rows[0]!.id}`.execute(db);
  }

  const week = await sql<{ id: number }>`insert into week_validations (user_id, week_start, status, validated_by, validated_at, starts_at, ends_at)
    values (${person}, date '2020-01-06', 'validated', ${manager}, now(), timestamptz '2020-01-06', timestamptz '2020-01-13') returning id`.execute(db);
  await sql`update week_validations set status = 'reopened', reopened_by = ${manager}, reopened_at = now() where id = ${week.rows[0]!.id}`.execute(db);
  await sql`update week_validations set status = 'validated' where id = ${week.rows[0]!.id}`.execute(db);
  await sql`delete from week_validations where id = ${week.rows[0]!.id}`.execute(db);

  const absence = await sql<{ id: number }>`insert into absences (user_id, type, start_date, end_date, created_by)
    values (${person}, 'sick', date '2020-02-03', date '2020-02-04', ${manager}) returning id`.execute(db);
  await sql`delete from absences where id = ${absence.rows[0]!.id}`.execute(db);

  const leaveType = await sql<{ id: number }>`select id from leave_types order by id limit 1`.execute(db);
  for (const status of ['approved', 'rejected', 'cancelled']) {
    const request = await sql<{ id: number }>`insert into leave_requests (user_id, leave_type_id, start_date, end_date, days, status, created_by)
      values (${person}, ${leaveType.rows[0]!.id}, date '2020-03-02', date '2020-03-02', 1, 'pending', ${person}) returning id`.execute(db);
    await sql`update leave_requests set status = ${status}, decided_by = ${manager}, decided_at = now() where id = ${request.rows[0]!.id}`.execute(db);
  }

  await sql`insert into notifications (user_id, kind, data) values (${person}, 'working_time_updated', '{}')`.execute(db);

  const invited = await insertUser('employee', 'invited');
  await sql`update users set role = 'manager' where id = ${person}`.execute(db);
  await sql`update users set status = 'deleted', email = null, deleted_at = now() where id = ${invited}`.execute(db);
}

describe('the lists the database shares with the code', () => {
  beforeAll(async () => {
    const manager = await insertUser('general_manager');
    await sql`insert into webhooks (url, events, secret_sealed, created_by)
      values ('https://hooks.example.test/', ${sql.val([...WEBHOOK_EVENT_TYPES])}::text[], 'sealed', ${manager})`.execute(db);
    await fireEveryTrigger();
  });

  it('fires every trigger that writes events', async () => {
    expect(await emittingTriggers()).toEqual(FIRED);
  });

  it('writes every webhook event type of the list, and no other', async () => {
    const { rows } = await sql<{ type: string }>`select distinct type from webhook_events order by type`.execute(db);
    expect(rows.map((row) => row.type)).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('names in the API documentation every webhook event type of the list, and no other', async () => {
    const api = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const paragraph = /\*\*Events\*\* \(`events` is a non-empty list of these[\s\S]*?\n\n/.exec(api)?.[0] ?? '';
    const named = [...paragraph.matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
  });

  it('writes every live event kind of the list, and no other', async () => {
    const { rows } = await sql<{ kind: string }>`select distinct kind from live_events order by kind`.execute(db);
    expect(rows.map((row) => row.kind)).toEqual([...STORED_LIVE_EVENT_KINDS].sort());
  });

  it('copies the clock records into their live events, and the service decides who is clocked in and on a break', async () => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`select data from live_events
      where kind = 'clock' and user_id = ${person} order by id`.execute(db);
    const records = await sql<{ kind: string; status: boolean }>`select kind, status from clock_records
      where user_id = ${person} order by id`.execute(db);
    expect(rows.map((row) => ({ kind: row.data.kind, status: row.data.status }))).toEqual(records.rows);
    expect(rows.map((row) => presentLiveEventData('clock', row.data))).toEqual([
      { user_id: person, status: true, on_break: false, time: rows[0]!.data.time },
      { user_id: person, status: true, on_break: true, time: rows[1]!.data.time },
      { user_id: person, status: true, on_break: false, time: rows[2]!.data.time },
      { user_id: person, status: false, on_break: false, time: rows[3]!.data.time },
    ]);
  });

  it('presents a removed week validation as a reopened week', async () => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`select data from live_events
      where kind = 'week_validation' and user_id = ${person} order by id`.execute(db);
    expect(rows.map((row) => presentLiveEventData('week_validation', row.data).status)).toEqual([
      'validated',
      'reopened',
      'validated',
      'reopened',
    ]);
    expect(presentLiveEventData('week_validation', rows[3]!.data)).not.toHaveProperty('removed');
  });
});

/** The quoted words of a CHECK constraint, as the database prints it. */
async function constraintWords(table: string, name: string): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`select pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relname = ${table} and c.conname = ${name}`.execute(db);
  expect(rows).toHaveLength(1);
  return [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!);
}

describe('CHECK constraints that name a list', () => {
  it('list the live event kinds of the code', async () => {
    expect(new Set(await constraintWords('live_events', 'live_events_kind_check'))).toEqual(new Set(STORED_LIVE_EVENT_KINDS));
  });

  it('hold badge numbers to the pattern of the code', async () => {
    expect(await constraintWords('users', 'users_badge_check')).toEqual([BADGE_PATTERN]);
  });

  it('list the languages of the code', async () => {
    expect(new Set(await constraintWords('users', 'users_language_check'))).toEqual(new Set(LANGUAGES));
  });

  it('list the scopes of personal access tokens of the code', async () => {
    expect(new Set(await constraintWords('personal_access_tokens', 'personal_access_tokens_scopes_check'))).toEqual(new Set(TOKEN_SCOPES));
  });
});
