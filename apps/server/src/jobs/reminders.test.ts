// The reminder check with a clock of the test's own: each reminder once (across two instances on one
// PostgreSQL, and across a restart), the channels as the person's preferences say, the automatic close with its
// clock record, change-log entry and notifications.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { verifyChain } from '../changelog/changelog.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testDatabaseKind } from '../test/database.js';
import { addDays, dateInZone, startOfDay } from '../time/zone.js';
import { REMINDERS_PER_STATEMENT, runReminderCheck } from '../commands/reminders.js';
import { checkReminders, rest, startReminderJob } from './reminders.js';

let t: TestApp;
let admin: UserRow;
let manager: UserRow;
/**
 * The test's clock: ten in the morning (UTC, the test's APP_TIMEZONE) three days ago, so that what it closes can be
 * edited afterwards (no end in the future); the test's people are made older than that.
 */
let now: Date;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  // Every day is owed, so that the weekday of the test's day does not matter.
  await t.db.updateTable('app_settings').set({ value: JSON.stringify(Array(7).fill(25200)) }).where('key', '=', 'default_schedule').execute();
  now = new Date(startOfDay(addDays(dateInZone(new Date(), 'UTC'), -3), 'UTC').getTime() + 10 * HOUR);
});
afterAll(() => t.close());

async function setPolicy(policy: Record<string, unknown>) {
  const res = await t.sendAs(admin, 'PUT', '/settings/reminders', {
    open_after_minutes: 720,
    missing_day_after: '09:00',
    auto_close_after_minutes: null,
    ...policy,
  });
  expect(res.statusCode).toBe(200);
}

/** A person in the manager's team, with an account older than the days the test looks at. */
async function person(options: { email?: boolean; push?: boolean } = {}): Promise<UserRow> {
  const user = await t.f.buildUser();
  await t.db
    .updateTable('users')
    .set({ created_at: new Date(now.getTime() - 10 * 24 * HOUR), reminder_email: options.email ?? true, reminder_push: options.push ?? true })
    .where('id', '=', user.id)
    .execute();
  await t.f.buildTeam({ manager, members: [user] });
  return user;
}

async function openPeriod(user: UserRow, start: Date): Promise<number> {
  const row = await t.db.insertInto('working_times').values({ user_id: user.id, start, end: null }).returning('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('clock_records')
    .values({ user_id: user.id, kind: 'work', status: true, time: start, client_id: randomUUID(), working_time_id: row.id })
    .execute();
  return row.id;
}

async function notifications(user: UserRow, kind: string) {
  return t.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).where('kind', '=', kind).execute();
}

async function mails(user: UserRow, template: string) {
  return t.db.selectFrom('outbox').selectAll().where('recipient', '=', user.email!).where('template', '=', template).execute();
}

const config = () => ({ appTimezone: 'UTC', holidaysRegion: undefined, publicUrl: 'https://time.example.test' });
const check = (at: Date, db: Db = t.db) => checkReminders(db, config(), at);

/** The reminders sent and the periods left open by the tests before forgotten, so that each test counts its own. */
beforeEach(async () => {
  await t.db.deleteFrom('reminders').execute();
  await sql`update working_times set "end" = start + interval '1 hour' where "end" is null`.execute(t.db);
  await setPolicy({ missing_day_after: null, open_after_minutes: null });
});

describe('the open-period reminder', () => {
  it('is sent once per period, by notification, e-mail and push as the preferences say', async () => {
    await setPolicy({ missing_day_after: null });
    const ana = await person();
    const ben = await person({ email: false });
    const early = await person();
    const anaPeriod = await openPeriod(ana, new Date(now.getTime() - 13 * HOUR));
    await openPeriod(ben, new Date(now.getTime() - 12 * HOUR - 60_000));
    await openPeriod(early, new Date(now.getTime() - 11 * HOUR));
    // A browser of Ana's and one of Ben's; Ben's push is on, his e-mail off.
    await t.db
      .insertInto('push_subscriptions')
      .values([
        { user_id: ana.id, endpoint: 'https://push.example.test/a', p256dh: 'x', auth: 'y' },
        { user_id: ben.id, endpoint: 'https://push.example.test/b', p256dh: 'x', auth: 'y' },
      ])
      .execute();

    const first = await check(now);
    expect(first.open_period).toBe(2);
    expect(first.pushes).toBe(2);
    const note = await notifications(ana, 'reminder_open_period');
    expect(note).toHaveLength(1);
    expect(note[0]!.data).toMatchObject({ working_time_id: anaPeriod });
    expect(await mails(ana, 'reminder_open_period')).toHaveLength(1);
    expect(await notifications(ben, 'reminder_open_period')).toHaveLength(1);
    expect(await mails(ben, 'reminder_open_period')).toHaveLength(0);
    expect(await notifications(early, 'reminder_open_period')).toHaveLength(0);

    // The next minutes: nothing again for the same periods; the third period's turn comes.
    expect((await check(new Date(now.getTime() + 60_000))).open_period).toBe(0);
    expect((await check(new Date(now.getTime() + HOUR + 60_000))).open_period).toBe(1);
    expect(await notifications(ana, 'reminder_open_period')).toHaveLength(1);
    expect(await notifications(early, 'reminder_open_period')).toHaveLength(1);
  });

  it('is sent once across a restart of the job', async () => {
    await setPolicy({ missing_day_after: null });
    const cleo = await person();
    await openPeriod(cleo, new Date(now.getTime() - 13 * HOUR));
    let clock = now;
    const runJob = async () => {
      const stop = startReminderJob(t.db, config(), { warn: () => {} }, { intervalMs: 5, now: () => clock });
      // Each job makes at least one check before it is stopped (a restart).
      await new Promise((resolve) => setTimeout(resolve, 60));
      await stop();
    };
    await runJob();
    clock = new Date(now.getTime() + 120_000);
    await runJob();
    expect(await notifications(cleo, 'reminder_open_period')).toHaveLength(1);
    expect(await mails(cleo, 'reminder_open_period')).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === 'postgres')('is sent once when two instances check at the same moment', async () => {
    await setPolicy({});
    const other = (await t.another()).db;
    const people = await Promise.all(Array.from({ length: 20 }, () => person()));
    for (const [index, p] of people.entries()) await openPeriod(p, new Date(now.getTime() - 13 * HOUR - index * 1000));
    const idle = await Promise.all(Array.from({ length: 10 }, () => person()));
    const [a, b] = await Promise.all([check(now, t.db), check(now, other)]);
    expect(a.open_period + b.open_period).toBe(20);
    for (const p of people) {
      expect(await notifications(p, 'reminder_open_period')).toHaveLength(1);
      expect(await mails(p, 'reminder_open_period')).toHaveLength(1);
    }
    // The missing-day reminders of the same check: once each, whichever instance sent them.
    expect(a.missing_day + b.missing_day).toBeGreaterThanOrEqual(idle.length);
    for (const p of idle) expect(await notifications(p, 'reminder_missing_day')).toHaveLength(1);
    const [c, d] = await Promise.all([check(new Date(now.getTime() + 60_000), t.db), check(new Date(now.getTime() + 60_000), other)]);
    expect(c.missing_day + d.missing_day + c.open_period + d.open_period).toBe(0);
  });
});

/**
 * `count` people made ten days ago who recorded nothing since, those whose id `opens` says with a period open for
 * 13 hours; their ids.
 */
async function crowd(name: string, count: number, opens: (id: number) => boolean): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into users (email, name, role, status, created_at)
    select ${name} || '-' || i || '-' || ${randomUUID()} || '@example.test', ${name} || ' ' || i, 'employee', 'active', ${new Date(now.getTime() - 10 * 24 * HOUR)}::timestamptz
    from generate_series(1, ${count}) as i
    returning id`.execute(t.db);
  const ids = rows.map((row) => row.id);
  await sql`
    insert into working_times (user_id, start, "end")
    select id, ${new Date(now.getTime() - 13 * HOUR)}::timestamptz, null from unnest(${ids.filter(opens)}::int[]) as id`.execute(t.db);
  return ids;
}

describe('a check that sends many', () => {
  it('writes them a batch per statement, each once, and rests before each with the time of the one before', async () => {
    await setPolicy({ missing_day_after: '09:00' });
    const many = 2 * REMINDERS_PER_STATEMENT + 1;
    // People who worked nothing yesterday, half of them with a period open for 13 hours.
    const ids = await crowd('many', many, (id) => id % 2 === 0);
    const opened = ids.filter((id) => id % 2 === 0).length;
    const rests: number[] = [];
    const context = { now, zone: 'UTC', region: undefined, publicUrl: 'https://time.example.test' };
    const rest = async (previousMs: number) => void rests.push(previousMs);

    const outcome = await runReminderCheck(t.db, { ...context, rest });
    expect(outcome.open_period).toBe(opened);
    // A period open since 21:00 yesterday is part of yesterday: only its own reminder; the others, yesterday's.
    const { rows: reminded } = await sql<{ user_id: number; kind: string; count: string }>`
      select user_id, kind, count(*) as count from notifications
      where user_id = any(${ids}::int[]) and kind in ('reminder_open_period', 'reminder_missing_day') group by user_id, kind`.execute(t.db);
    expect(reminded.every((row) => Number(row.count) === 1)).toBe(true);
    expect(reminded.filter((row) => row.kind === 'reminder_open_period')).toHaveLength(opened);
    const missing = reminded.filter((row) => row.kind === 'reminder_missing_day').length;
    expect(missing).toBe(ids.length - opened);
    expect(outcome.missing_day).toBeGreaterThanOrEqual(missing);
    // A read and its batches per kind; a rest before every statement but the first, given the time of the one before.
    const statements = (sent: number) => 1 + Math.ceil(sent / REMINDERS_PER_STATEMENT);
    expect(rests).toHaveLength(statements(outcome.open_period) + statements(outcome.missing_day) - 1);
    expect(rests.every((ms) => ms > 0)).toBe(true);

    // Nothing is sent twice, with rests or without.
    const again = await runReminderCheck(t.db, { ...context, now: new Date(now.getTime() + 60_000) });
    expect(again.open_period + again.missing_day).toBe(0);
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', 'in', ids).execute();
  });
});

describe('a stopping job', () => {
  it('rests no longer once it is stopping', { timeout: 5_000 }, async () => {
    let looks = 0;
    // Stopping from the rest's second look on: a rest of a minute ends after its first step.
    await rest(60_000, () => (looks += 1) > 1);
    expect(looks).toBe(2);
  });

  it('finishes the check in progress, each reminder once', async () => {
    await setPolicy({ missing_day_after: null });
    const count = REMINDERS_PER_STATEMENT + 1;
    const ids = await crowd('stopping', count, () => true);
    const sent = async () => {
      const { rows: counted } = await sql<{ count: string }>`
        select count(*) as count from notifications where user_id = any(${ids}::int[]) and kind = 'reminder_open_period'`.execute(t.db);
      return Number(counted[0]!.count);
    };
    const stop = startReminderJob(t.db, config(), { warn: () => {} }, { intervalMs: 5, now: () => now });
    // The first batch written: the check rests before the second when the job is told to stop.
    while ((await sent()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await stop();
    expect(await sent()).toBe(count);
    const { rows: twice } = await sql<{ user_id: number }>`
      select user_id from notifications where user_id = any(${ids}::int[]) group by user_id having count(*) > 1`.execute(t.db);
    expect(twice).toHaveLength(0);
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', 'in', ids).execute();
  });
});

describe('the missing-day reminder', () => {
  it('is sent after missing_day_after for a previous day expected and empty, once', async () => {
    await setPolicy({ open_after_minutes: null, missing_day_after: '09:30' });
    const yesterday = addDays(dateInZone(now, 'UTC'), -1);
    const dayStart = startOfDay(yesterday, 'UTC');
    const empty = await person({ push: false });
    const worked = await person();
    const absent = await person();
    const newcomer = await t.f.buildUser();
    // An account made ten days ago for someone who starts today.
    const startsToday = await person();
    await t.db.updateTable('users').set({ start_date: dateInZone(now, 'UTC') }).where('id', '=', startsToday.id).execute();
    await t.db
      .insertInto('working_times')
      .values({ user_id: worked.id, start: new Date(dayStart.getTime() + 8 * HOUR), end: new Date(dayStart.getTime() + 12 * HOUR) })
      .execute();
    await t.db
      .insertInto('absences')
      .values({ user_id: absent.id, type: 'vacation', start_date: addDays(yesterday, -2), end_date: yesterday, created_by: admin.id })
      .execute();

    // 09:00 local: not yet.
    expect((await check(new Date(startOfDay(dateInZone(now, 'UTC'), 'UTC').getTime() + 9 * HOUR))).missing_day).toBe(0);
    const first = await check(now);
    expect(first.missing_day).toBeGreaterThanOrEqual(1);
    const note = await notifications(empty, 'reminder_missing_day');
    expect(note).toHaveLength(1);
    expect(note[0]!.data).toEqual({ date: yesterday });
    expect(await mails(empty, 'reminder_missing_day')).toHaveLength(1);
    expect(await notifications(worked, 'reminder_missing_day')).toHaveLength(0);
    expect(await notifications(absent, 'reminder_missing_day')).toHaveLength(0);
    // An account made after that day owed nothing on it.
    expect(await notifications(newcomer, 'reminder_missing_day')).toHaveLength(0);
    // Nor did someone who starts later than that day, whenever their account was made.
    expect(await notifications(startsToday, 'reminder_missing_day')).toHaveLength(0);
    expect((await check(new Date(now.getTime() + 60_000))).missing_day).toBe(0);

    // A day that becomes owed later (the absence deleted) is still reminded, once.
    await t.db.deleteFrom('absences').where('user_id', '=', absent.id).execute();
    expect((await check(new Date(now.getTime() + 120_000))).missing_day).toBe(1);
    expect(await notifications(absent, 'reminder_missing_day')).toHaveLength(1);
  });

  it('is not sent for a day filled in between the check’s read and its write', async () => {
    await setPolicy({ open_after_minutes: null });
    const dayStart = startOfDay(addDays(dateInZone(now, 'UTC'), -1), 'UTC');
    const late = await person();
    const empty = await person();
    let filled = false;
    // The rest before the first batch: the read has found both, and one of them records yesterday now.
    const rest = async () => {
      if (filled) return;
      filled = true;
      await t.db
        .insertInto('working_times')
        .values({ user_id: late.id, start: new Date(dayStart.getTime() + 8 * HOUR), end: new Date(dayStart.getTime() + 9 * HOUR) })
        .execute();
    };
    await runReminderCheck(t.db, { now, zone: 'UTC', region: undefined, publicUrl: 'https://time.example.test', rest });
    expect(filled).toBe(true);
    expect(await notifications(late, 'reminder_missing_day')).toHaveLength(0);
    expect(await notifications(empty, 'reminder_missing_day')).toHaveLength(1);
  });

  it('says nothing on a day nobody owes', async () => {
    await setPolicy({ open_after_minutes: null });
    const yesterday = addDays(dateInZone(now, 'UTC'), -1);
    await t.db.insertInto('holidays').values({ date: yesterday, name: 'Company day', source: 'company', created_by: admin.id }).execute();
    const free = await person();
    expect((await check(now)).missing_day).toBe(0);
    expect(await notifications(free, 'reminder_missing_day')).toHaveLength(0);
    await t.db.deleteFrom('holidays').where('date', '=', yesterday).execute();
  });
});

describe('the automatic close', () => {
  it('closes at start plus the day’s expected seconds, writes the clock record, logs with no actor, notifies', async () => {
    await setPolicy({ open_after_minutes: null, missing_day_after: null, auto_close_after_minutes: 600 });
    const dan = await person();
    const start = new Date(now.getTime() - 11 * HOUR);
    const id = await openPeriod(dan, start);
    await t.db.insertInto('breaks').values({ working_time_id: id, start: new Date(start.getTime() + HOUR), end: null }).execute();

    const outcome = await check(now);
    expect(outcome.auto_closed).toBe(1);
    const row = await t.db.selectFrom('working_times').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.end?.getTime()).toBe(start.getTime() + 25200 * 1000);
    expect(row.auto_closed).toBe(true);
    const openBreak = await t.db.selectFrom('breaks').selectAll().where('working_time_id', '=', id).executeTakeFirstOrThrow();
    expect(openBreak.end?.getTime()).toBe(row.end?.getTime());
    // The person shows as out, from the end of the period.
    const clock = await t.sendAs(dan, 'GET', `/clocks/${dan.id}`);
    expect(clock.statusCode).toBe(200);
    expect(clock.json().data).toMatchObject({ status: false });

    const shown = await t.sendAs(manager, 'GET', `/workingtime/${dan.id}?start=${start.toISOString()}&end=${now.toISOString()}`);
    expect(shown.json().data.find((w: { id: number }) => w.id === id)).toMatchObject({ auto_closed: true });

    const changes = await t.sendAs(manager, 'GET', `/users/${dan.id}/changes`);
    const entry = changes.json().data[0];
    expect(entry).toMatchObject({ actor_id: null, actor_name: 'Timetrack', action: 'update', subject_type: 'working_time', subject_id: id });
    expect(entry.after).toMatchObject({ auto_closed: true });
    expect(await verifyChain(t.db, dan.id)).toMatchObject({ valid: true });

    expect(await notifications(dan, 'working_time_auto_closed')).toHaveLength(1);
    expect(await notifications(manager, 'working_time_auto_closed')).not.toHaveLength(0);
    expect(await mails(dan, 'working_time_auto_closed')).toHaveLength(1);
    // Closed once: the next check finds nothing.
    expect((await check(new Date(now.getTime() + 60_000))).auto_closed).toBe(0);

    // A manager's correction is an ordinary edit; the period is no longer marked.
    const fixed = await t.sendAs(manager, 'PUT', `/workingtime/${id}`, { end: new Date(start.getTime() + 8 * HOUR).toISOString() });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.auto_closed).toBe(false);
  });

  it('closes at the threshold when the first day expects nothing, never after now', async () => {
    await setPolicy({ open_after_minutes: null, missing_day_after: null, auto_close_after_minutes: 60 });
    await t.db.updateTable('app_settings').set({ value: JSON.stringify(Array(7).fill(0)) }).where('key', '=', 'default_schedule').execute();
    try {
      const eve = await person();
      const start = new Date(now.getTime() - 90 * 60_000);
      const id = await openPeriod(eve, start);
      expect((await check(now)).auto_closed).toBe(1);
      const row = await t.db.selectFrom('working_times').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.end?.getTime()).toBe(start.getTime() + HOUR);
    } finally {
      await t.db.updateTable('app_settings').set({ value: JSON.stringify(Array(7).fill(25200)) }).where('key', '=', 'default_schedule').execute();
    }
  });
});
