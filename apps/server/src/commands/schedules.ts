// Schedules (CONTRACT section 10): what a person owes per weekday, in dated versions, and the company's
// default for people with no version. A version changes the person's account of hours, so it is logged
// and notified like any change to recorded time.
import { appendChange } from '../changelog/changelog.js';
import type { Executor, Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import type { SchedulesTable } from '../db/schema.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import { isCalendarDate } from '../time/zone.js';
import type { Selectable } from 'kysely';

/** ISO weekdays, Monday first: the order of `weekly_seconds` in the database. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Weekly = Record<Weekday, number>;

export interface ScheduleView {
  id: number;
  user_id: number;
  valid_from: string;
  weekly: Weekly;
}

export const DEFAULT_SCHEDULE_KEY = 'default_schedule';

export function weeklyOf(seconds: readonly number[]): Weekly {
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, Number(seconds[index] ?? 0)])) as Weekly;
}

export function secondsOf(weekly: Weekly): number[] {
  return WEEKDAYS.map((day) => weekly[day]);
}

export function presentSchedule(row: Selectable<SchedulesTable>): ScheduleView {
  return { id: row.id, user_id: row.user_id, valid_from: row.valid_from, weekly: weeklyOf(row.weekly_seconds) };
}

/** The company's default: seconds per ISO weekday, Monday first. */
export async function defaultScheduleSeconds(db: Executor): Promise<number[]> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', DEFAULT_SCHEDULE_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as number[]) : [25200, 25200, 25200, 25200, 25200, 0, 0];
}

export async function setDefaultSchedule(trx: Tx, weekly: Weekly): Promise<Weekly> {
  const value = JSON.stringify(secondsOf(weekly));
  await trx
    .insertInto('app_settings')
    .values({ key: DEFAULT_SCHEDULE_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return weekly;
}

export async function listSchedules(db: Executor, userId: number): Promise<ScheduleView[]> {
  const rows = await db
    .selectFrom('schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('valid_from', 'desc')
    .execute();
  return rows.map(presentSchedule);
}

export async function createSchedule(
  trx: Tx,
  actor: Actor,
  userId: number,
  input: { valid_from: string; weekly: Weekly },
): Promise<ScheduleView> {
  if (!isCalendarDate(input.valid_from)) throw ValidationError.field('valid_from', 'invalid', 'must be a date (YYYY-MM-DD)');
  await lockPerson(trx, userId);
  const taken = await trx
    .selectFrom('schedules')
    .select('id')
    .where('user_id', '=', userId)
    .where('valid_from', '=', input.valid_from)
    .executeTakeFirst();
  if (taken) throw ValidationError.field('valid_from', 'taken', 'the person already has a schedule from this date');
  const row = await trx
    .insertInto('schedules')
    .values({ user_id: userId, valid_from: input.valid_from, weekly_seconds: secondsOf(input.weekly), created_by: actor.id })
    .returningAll()
    .executeTakeFirstOrThrow();
  const view = presentSchedule(row);
  const change = await appendChange(trx, {
    userId,
    actorId: actor.id,
    action: 'create',
    subjectType: 'schedule',
    subjectId: row.id,
    before: null,
    after: view,
  });
  await notify(trx, userId, 'schedule_created', { schedule_id: row.id, change_id: change.id, actor_id: actor.id });
  return view;
}

export async function deleteSchedule(trx: Tx, actor: Actor, scheduleId: number): Promise<void> {
  const owner = await trx.selectFrom('schedules').select('user_id').where('id', '=', scheduleId).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such schedule.');
  await lockPerson(trx, owner.user_id);
  const row = await trx.deleteFrom('schedules').where('id', '=', scheduleId).returningAll().executeTakeFirst();
  if (!row) throw new NotFoundError('No such schedule.');
  const change = await appendChange(trx, {
    userId: row.user_id,
    actorId: actor.id,
    action: 'delete',
    subjectType: 'schedule',
    subjectId: row.id,
    before: presentSchedule(row),
    after: null,
  });
  await notify(trx, row.user_id, 'schedule_deleted', { schedule_id: row.id, change_id: change.id, actor_id: actor.id });
}
