// Forgotten clocks (docs/api.md#reminders): what one reminder check does, at the instant it is given.
// Every instance runs the check; a reminder is sent once because its row in `reminders` is written by the
// statement that writes its notification, its e-mail and its pushes: a second instance (or the same one after a
// restart) that finds the same reminder due meets the unique index, inserts nothing, and so sends nothing.
// The automatic close takes the person's lock and reads the period again under it, so it closes a period once.
// A check first reads who is due, in one statement per kind over the whole company, then writes their reminders
// REMINDERS_PER_STATEMENT at a time: no statement holds a core or a large commit for long, and the caller may rest
// between them (jobs/reminders.ts), so that the day's first check, which sends thousands, leaves room for clocks.
import { sql, type RawBuilder } from 'kysely';
import { appendChange } from '../changelog/changelog.js';
import type { Db, Executor, Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import { enqueueMail } from '../mail/outbox.js';
import { notify } from '../notifications/notify.js';
import { enqueuePush } from '../notifications/push.js';
import { teamManagersOf } from '../notifications/recipients.js';
import type { ReminderPolicy } from '../presenters/reminder-policy.js';
import { daysOffSelect, regionDaysOff } from '../queries/holidays.js';
import { reminderPolicy } from '../queries/reminder-policy.js';
import { defaultScheduleSeconds } from '../queries/schedules.js';
import { startedBy } from '../queries/start-dates.js';
import { findWorkingTime } from '../queries/working-times.js';
import { addDays, dateInZone, isoWeekday, startOfDay } from '../time/zone.js';
import { recordClockState } from './working-times.js';

export interface ReminderCheckContext {
  /** The instant the check is made at (the job's clock). */
  now: Date;
  /** APP_TIMEZONE: the days and the `missing_day_after` time are local to it. */
  zone: string;
  /** HOLIDAYS_REGION: its public holidays are owed by nobody. */
  region: string | undefined;
  /** PUBLIC_URL, for the links of the e-mails. */
  publicUrl: string;
  /**
   * Awaited before each of the check's large statements after the first, with the milliseconds the previous one
   * took: where the job rests. Without it the statements run back to back.
   */
  rest?: (previousMs: number) => Promise<void>;
}

export interface ReminderCheckOutcome {
  open_period: number;
  missing_day: number;
  auto_closed: number;
  pushes: number;
}

/** Periods closed per check at most (each in its own transaction); the next check closes the rest. */
const AUTO_CLOSE_BATCH = 200;
/** Reminders written per statement (with their notifications, e-mails and pushes): some tens of milliseconds. */
export const REMINDERS_PER_STATEMENT = 500;

const isoInstant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function link(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

/** The minutes since local midnight of `now`, and today's local date. */
function localClock(now: Date, zone: string): { today: string; minutes: number } {
  const today = dateInZone(now, zone);
  return { today, minutes: Math.floor((now.getTime() - startOfDay(today, zone).getTime()) / 60_000) };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

type Paced = <T>(statement: () => Promise<T>) => Promise<T>;

/** Runs statements one after another, giving `rest` the time of the previous one before each but the first. */
function paced(rest: ReminderCheckContext['rest']): Paced {
  let previousMs: number | undefined;
  return async (statement) => {
    if (rest && previousMs !== undefined) await rest(previousMs);
    const started = performance.now();
    try {
      return await statement();
    } finally {
      previousMs = performance.now() - started;
    }
  };
}

/** One check: closes what is due, then sends the reminders due. */
export async function runReminderCheck(db: Db, context: ReminderCheckContext): Promise<ReminderCheckOutcome> {
  const policy = await reminderPolicy(db);
  const outcome: ReminderCheckOutcome = { open_period: 0, missing_day: 0, auto_closed: 0, pushes: 0 };
  // Closing first: a period past both limits is closed, not reminded.
  if (policy.auto_close_after_minutes !== null) {
    const closed = await autoCloseOpenPeriods(db, context, policy.auto_close_after_minutes);
    outcome.auto_closed = closed.closed;
    outcome.pushes += closed.pushes;
  }
  const pace = paced(context.rest);
  if (policy.open_after_minutes !== null) {
    const sent = await remindOpenPeriods(db, context, policy.open_after_minutes, pace);
    outcome.open_period = sent.sent;
    outcome.pushes += sent.pushes;
  }
  if (policy.missing_day_after !== null) {
    const sent = await remindMissingDay(db, context, policy, pace);
    outcome.missing_day = sent.sent;
    outcome.pushes += sent.pushes;
  }
  return outcome;
}

interface SentCounts {
  sent: number;
  pushes: number;
}

/**
 * The last part of a statement that writes reminders: their pushes, one per device of each person in `facts` whose
 * push is on, with `data` (an expression over `f`, the person's facts).
 */
function pushed(kind: string, data: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  return sql`pushed as (
          insert into push_deliveries (subscription_id, kind, data, next_attempt_at)
          select p.id, ${kind}, ${data}, ${now}::timestamptz
          from facts f join push_subscriptions p on p.user_id = f.user_id
          where f.reminder_push
          returning 1
        )`;
}

/** Runs the `with` part of a statement that writes reminders (its `sent` and `pushed`) and counts what it sent. */
async function written(db: Executor, statement: RawBuilder<unknown>): Promise<SentCounts> {
  const result = await sql<{ sent: string; pushes: string }>`${statement}
    select (select count(*) from sent) as sent, (select count(*) from pushed) as pushes`.execute(db);
  const row = result.rows[0]!;
  return { sent: Number(row.sent), pushes: Number(row.pushes) };
}

/** Writes the reminders of `due`, REMINDERS_PER_STATEMENT per statement, and adds up what they sent. */
async function writeInBatches(due: number[], pace: Paced, write: (batch: number[]) => Promise<SentCounts>): Promise<SentCounts> {
  const total: SentCounts = { sent: 0, pushes: 0 };
  for (let from = 0; from < due.length; from += REMINDERS_PER_STATEMENT) {
    const sent = await pace(() => write(due.slice(from, from + REMINDERS_PER_STATEMENT)));
    total.sent += sent.sent;
    total.pushes += sent.pushes;
  }
  return total;
}

/**
 * `reminder_open_period` for every open period started at least `minutes` ago and not yet reminded: read through
 * the partial index of open periods, then written a batch at a time. A period closed between the two is left out.
 */
async function remindOpenPeriods(db: Executor, context: ReminderCheckContext, minutes: number, pace: Paced): Promise<SentCounts> {
  const { now, publicUrl } = context;
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const { rows: due } = await pace(() =>
    sql<{ id: number }>`
      select w.id
      from working_times w
      join users u on u.id = w.user_id and u.status = 'active'
      where w."end" is null and w.start <= ${cutoff}::timestamptz
        and not exists (select 1 from reminders r where r.kind = 'reminder_open_period' and r.working_time_id = w.id)
      order by w.id`.execute(db),
  );
  return writeInBatches(
    due.map((row) => row.id),
    pace,
    (ids) =>
      written(
        db,
        sql`
        with due as (
          select w.id, w.user_id, w.start
          from working_times w
          where w.id = any(${ids}::int[]) and w."end" is null
        ),
        sent as (
          insert into reminders (kind, user_id, working_time_id, created_at)
          select 'reminder_open_period', d.user_id, d.id, ${now}::timestamptz from due d
          on conflict (working_time_id) where kind = 'reminder_open_period' do nothing
          returning user_id, working_time_id
        ),
        facts as (
          select s.user_id, s.working_time_id, ${isoInstant('d.start')} as start,
            u.email, u.language, u.reminder_email, u.reminder_push
          from sent s join due d on d.id = s.working_time_id join users u on u.id = s.user_id
        ),
        notified as (
          insert into notifications (user_id, kind, data, created_at)
          select f.user_id, 'reminder_open_period', jsonb_build_object('working_time_id', f.working_time_id, 'start', f.start), ${now}::timestamptz
          from facts f
        ),
        mailed as (
          insert into outbox (recipient, template, language, payload, next_attempt_at)
          select f.email, 'reminder_open_period', f.language,
            jsonb_build_object('start', f.start, 'link', ${link(publicUrl, '/')}::text), ${now}::timestamptz
          from facts f where f.reminder_email and f.email is not null
        ),
        ${pushed('reminder_open_period', sql`jsonb_build_object('working_time_id', f.working_time_id, 'start', f.start)`, now)}`,
      ),
  );
}

/**
 * `reminder_missing_day` after `missing_day_after` local time, for everyone whose previous day, as their
 * balance shows it, was expected (their schedule's seconds for that weekday, not a day off) and holds no
 * worked, absence or holiday seconds: read in one statement over everyone, then written a batch at a time.
 * Every check of the day asks again, so a day that becomes owed later (an absence deleted) is still reminded
 * once. People who had not started by that day (queries/start-dates.ts) owed nothing on it.
 */
async function remindMissingDay(db: Executor, context: ReminderCheckContext, policy: ReminderPolicy, pace: Paced): Promise<SentCounts> {
  const { now, zone, region, publicUrl } = context;
  const { today, minutes } = localClock(now, zone);
  if (policy.missing_day_after === null || minutes < minutesOf(policy.missing_day_after)) return { sent: 0, pushes: 0 };
  const day = addDays(today, -1);
  const dayStart = startOfDay(day, zone);
  const dayEnd = startOfDay(today, zone);
  const daysOff = regionDaysOff(db, region, day, day);
  const off = await sql<{ off: boolean }>`select exists (${daysOffSelect(daysOff, day, day)}) as off`.execute(db);
  // A day off is owed by nobody: holiday seconds, never a reminder.
  if (off.rows[0]?.off) return { sent: 0, pushes: 0 };
  const defaults = await defaultScheduleSeconds(db);
  const weekday = isoWeekday(day);
  // The day holds no absence and no worked time: asked by the read, and again by each batch, so that a day
  // filled in meanwhile is not reminded.
  const nothingRecorded = (person: RawBuilder<unknown>) => sql<boolean>`(
    not exists (
      select 1 from absences a where a.user_id = ${person} and a.start_date <= ${day}::date and a.end_date >= ${day}::date)
    and not exists (
      select 1 from working_times w where w.user_id = ${person}
        and w.start >= ${dayStart}::timestamptz - interval '24 hours' and w.start < ${dayEnd}::timestamptz
        and (w."end" is null or w."end" > ${dayStart}::timestamptz))
    and not exists (
      select 1 from working_times w where w.user_id = ${person}
        and (w."end" is null or w."end" - w.start > interval '24 hours')
        and w.start < ${dayEnd}::timestamptz and (w."end" is null or w."end" > ${dayStart}::timestamptz)))`;
  const { rows: due } = await pace(() =>
    sql<{ user_id: number }>`
      with versions as (
        select distinct on (s.user_id) s.user_id, s.weekly_seconds
        from schedules s where s.valid_from <= ${day}::date
        order by s.user_id, s.valid_from desc
      )
      select u.id as user_id
      from users u left join versions v on v.user_id = u.id
      where u.status = 'active' and ${startedBy('u', zone, sql`${day}::date`)}
        and (coalesce(v.weekly_seconds, ${sql.val(defaults)}::int[]))[${weekday}::int] > 0
        and ${nothingRecorded(sql.ref('u.id'))}
        and not exists (
          select 1 from reminders r where r.kind = 'reminder_missing_day' and r.user_id = u.id and r.date = ${day}::date)`.execute(db),
  );
  // Written in the order of the accounts, as the open periods are in theirs.
  return writeInBatches(
    due.map((row) => row.user_id).sort((a, b) => a - b),
    pace,
    (ids) =>
      written(
        db,
        sql`
        with sent as (
          insert into reminders (kind, user_id, date, created_at)
          select 'reminder_missing_day', d.user_id, ${day}::date, ${now}::timestamptz from unnest(${ids}::int[]) as d (user_id)
          where ${nothingRecorded(sql.ref('d.user_id'))}
          on conflict (user_id, date) where kind = 'reminder_missing_day' do nothing
          returning user_id
        ),
        facts as (
          select s.user_id, u.email, u.language, u.reminder_email, u.reminder_push
          from sent s join users u on u.id = s.user_id
        ),
        notified as (
          insert into notifications (user_id, kind, data, created_at)
          select f.user_id, 'reminder_missing_day', jsonb_build_object('date', ${day}::text), ${now}::timestamptz
          from facts f
        ),
        mailed as (
          insert into outbox (recipient, template, language, payload, next_attempt_at)
          select f.email, 'reminder_missing_day', f.language,
            jsonb_build_object('date', ${day}::text, 'link', ${link(publicUrl, '/hours')}::text), ${now}::timestamptz
          from facts f where f.reminder_email and f.email is not null
        ),
        ${pushed('reminder_missing_day', sql`jsonb_build_object('date', ${day}::text)`, now)}`,
      ),
  );
}

/** The seconds a person was expected to work on `day`, as their balance shows it (0 on a day off). */
async function expectedSeconds(trx: Executor, userId: number, day: string, region: string | undefined): Promise<number> {
  const daysOff = regionDaysOff(trx, region, day, day);
  const off = await sql<{ off: boolean }>`select exists (${daysOffSelect(daysOff, day, day)}) as off`.execute(trx);
  if (off.rows[0]?.off) return 0;
  const version = await trx
    .selectFrom('schedules')
    .select('weekly_seconds')
    .where('user_id', '=', userId)
    .where('valid_from', '<=', day)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  const weekly = version?.weekly_seconds ?? (await defaultScheduleSeconds(trx));
  return weekly[isoWeekday(day) - 1] ?? 0;
}

/**
 * Closes every open period started at least `minutes` ago (at most a batch per check), each in a
 * transaction of its own.
 */
export async function autoCloseOpenPeriods(
  db: Db,
  context: ReminderCheckContext,
  minutes: number,
): Promise<{ closed: number; pushes: number }> {
  const cutoff = new Date(context.now.getTime() - minutes * 60_000);
  const due = await db
    .selectFrom('working_times')
    .select('id')
    .where('end', 'is', null)
    .where('start', '<=', cutoff)
    .orderBy('id')
    .limit(AUTO_CLOSE_BATCH)
    .execute();
  let closed = 0;
  let pushes = 0;
  for (const { id } of due) {
    const outcome = await db.transaction().execute((trx) => autoCloseOne(trx, id, context, minutes));
    if (outcome) {
      closed += 1;
      pushes += outcome.pushes;
    }
  }
  return { closed, pushes };
}

/**
 * Closes one forgotten period at its start plus the expected seconds of its first day (`minutes` when that
 * day expected nothing), never later than now nor before the last break began; writes the `work` clock
 * record of that end, logs the change with no person as actor, and tells the person and their managers.
 * Undefined when the period was closed meanwhile (another instance, or the person).
 */
async function autoCloseOne(trx: Tx, workingTimeId: number, context: ReminderCheckContext, minutes: number): Promise<{ pushes: number } | undefined> {
  const { now, zone, region, publicUrl } = context;
  const owner = await trx.selectFrom('working_times').select('user_id').where('id', '=', workingTimeId).executeTakeFirst();
  if (!owner) return undefined;
  await lockPerson(trx, owner.user_id);
  const row = await trx
    .selectFrom('working_times')
    .selectAll()
    .where('id', '=', workingTimeId)
    .where('end', 'is', null)
    .where('start', '<=', new Date(now.getTime() - minutes * 60_000))
    .executeTakeFirst();
  if (!row) return undefined;
  const userId = row.user_id;
  const before = (await findWorkingTime(trx, workingTimeId))!;
  const expected = await expectedSeconds(trx, userId, dateInZone(row.start, zone), region);
  let end = row.start.getTime() + (expected > 0 ? expected : minutes * 60) * 1000;
  const breaks = await trx.selectFrom('breaks').select(['start', 'end']).where('working_time_id', '=', workingTimeId).execute();
  for (const b of breaks) end = Math.max(end, b.end?.getTime() ?? b.start.getTime() + 1000);
  // Whole seconds, as the clock records them; never in the future.
  const closedAt = new Date(Math.min(Math.floor(end / 1000) * 1000, now.getTime()));
  await trx
    .updateTable('working_times')
    .set({ end: closedAt, auto_closed: true, updated_at: now })
    .where('id', '=', workingTimeId)
    .execute();
  await trx.updateTable('breaks').set({ end: closedAt }).where('working_time_id', '=', workingTimeId).where('end', 'is', null).execute();
  await recordClockState(trx, userId, false, closedAt, workingTimeId);
  const after = (await findWorkingTime(trx, workingTimeId))!;
  const change = await appendChange(trx, {
    userId,
    actorId: null,
    action: 'update',
    subjectType: 'working_time',
    subjectId: workingTimeId,
    before,
    after,
  });
  const { rows: managers } = await teamManagersOf(userId).execute(trx);
  const data = {
    working_time_id: workingTimeId,
    change_id: change.id,
    user_id: userId,
    start: row.start.toISOString(),
    end: closedAt.toISOString(),
  };
  const recipients = [userId, ...managers.map((manager) => manager.id)];
  for (const recipient of recipients) await notify(trx, recipient, 'working_time_auto_closed', data);
  const people = await trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language', 'reminder_email'])
    .where('id', 'in', recipients)
    .execute();
  const name = people.find((person) => person.id === userId)?.name ?? '';
  for (const person of people) {
    if (!person.reminder_email || person.email === null) continue;
    await enqueueMail(trx, {
      recipient: person.email,
      template: 'working_time_auto_closed',
      language: person.language,
      payload: {
        name,
        start: data.start,
        end: data.end,
        link: link(publicUrl, person.id === userId ? '/hours' : `/people/${userId}`),
      },
    });
  }
  const pushes = await enqueuePush(trx, recipients, 'working_time_auto_closed', data);
  return { pushes };
}
