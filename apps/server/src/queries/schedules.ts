// Schedules: each person's dated versions, and the company's default for people with no version.
import type { Executor } from '../db/client.js';
import { presentSchedule, type ScheduleView } from '../presenters/schedule.js';

/** The settings key of the company's default schedule. */
export const DEFAULT_SCHEDULE_KEY = 'default_schedule';

/** The company's default: seconds per ISO weekday, Monday first. */
export async function defaultScheduleSeconds(db: Executor): Promise<number[]> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', DEFAULT_SCHEDULE_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as number[]) : [25200, 25200, 25200, 25200, 25200, 0, 0];
}

/** A person's versions, newest first. */
export async function listSchedules(db: Executor, userId: number): Promise<ScheduleView[]> {
  const rows = await db
    .selectFrom('schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('valid_from', 'desc')
    .execute();
  return rows.map(presentSchedule);
}
