// Schedules: what a person owes per weekday, in dated versions, and the company's
// default for people with no version. A version changes the person's account of hours, so it is logged
// and notified like any change to recorded time.
import { sql } from 'kysely';
import { appendChange } from '../changelog/changelog.js';
import type { Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import { presentSchedule, secondsOf, weeklyOf, WEEKDAYS, type ScheduleView, type Weekly } from '../presenters/schedule.js';
import { DEFAULT_SCHEDULE_KEY, defaultScheduleSeconds } from '../queries/schedules.js';
import { isCalendarDate } from '../time/zone.js';

/** The change log's subject of a change of the company default: it has no id of its own, so 0. */
export const DEFAULT_SCHEDULE_SUBJECT = { type: 'default_schedule', id: 0 } as const;

/**
 * Changes the company's default. Everyone with no schedule version of their own follows it, so a change
 * changes what each of them owes, the general manager who made it included: each gets an entry in their
 * change log and a notification (`default_schedule_updated`), as for any other change of their hours.
 * Nobody changes their own expected hours unseen.
 */
export async function setDefaultSchedule(trx: Tx, actor: Actor, weekly: Weekly): Promise<Weekly> {
  const value = JSON.stringify(secondsOf(weekly));
  // Two changes at once take turns, so that each logs the default it replaced.
  await sql`select key from app_settings where key = ${DEFAULT_SCHEDULE_KEY} for update`.execute(trx);
  const before = weeklyOf(await defaultScheduleSeconds(trx));
  await trx
    .insertInto('app_settings')
    .values({ key: DEFAULT_SCHEDULE_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  if (WEEKDAYS.every((day) => before[day] === weekly[day])) return weekly;
  const followers = await trx
    .selectFrom('users')
    .select('id')
    .where('status', '<>', 'deleted')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('schedules').select('schedules.id').whereRef('schedules.user_id', '=', 'users.id'))))
    // Always in the same order: the locks of two such transactions never cross.
    .orderBy('id')
    .execute();
  for (const { id } of followers) {
    await lockPerson(trx, id);
    const change = await appendChange(trx, {
      userId: id,
      actorId: actor.id,
      action: 'update',
      subjectType: DEFAULT_SCHEDULE_SUBJECT.type,
      subjectId: DEFAULT_SCHEDULE_SUBJECT.id,
      before,
      after: weekly,
    });
    await notify(trx, id, 'default_schedule_updated', { change_id: change.id, actor_id: actor.id });
  }
  return weekly;
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
