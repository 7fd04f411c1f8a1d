// The week lock: while a week of a person is validated, nothing that touches it may change
// (docs/api.md#week-validation). A validated week stores the instants it covers, so this check needs no time zone.
import type { Executor } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { addDays } from '../time/zone.js';

/** A span of time a change touches: [start, end); `end` null is open-ended; `end` equal to `start` is one instant. */
export interface TouchedInterval {
  start: Date;
  end: Date | null;
}

function touches(interval: TouchedInterval, weekStart: Date, weekEnd: Date): boolean {
  const start = interval.start.getTime();
  const end = interval.end === null ? Infinity : interval.end.getTime();
  if (end === start) return start >= weekStart.getTime() && start < weekEnd.getTime();
  return start < weekEnd.getTime() && end > weekStart.getTime();
}

/** The validated week of the person that one of `intervals` touches, if any. */
export async function validatedWeekTouching(
  db: Executor,
  userId: number,
  intervals: readonly TouchedInterval[],
): Promise<{ id: number; week_start: string } | undefined> {
  if (intervals.length === 0) return undefined;
  const earliest = new Date(Math.min(...intervals.map((i) => i.start.getTime())));
  const weeks = await db
    .selectFrom('week_validations')
    .select(['id', 'week_start', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'validated')
    .where('ends_at', '>', earliest)
    .execute();
  return weeks.find((week) => intervals.some((interval) => touches(interval, week.starts_at, week.ends_at)));
}

/** 409 `week_validated` when one of `intervals` touches a validated week of the person. */
export async function assertWeeksOpen(db: Executor, userId: number, intervals: readonly TouchedInterval[]): Promise<void> {
  const week = await validatedWeekTouching(db, userId, intervals);
  if (week) throw new ConflictError('week_validated', `The week of ${week.week_start} is validated; reopen it first.`);
}

/** 409 `week_validated` when the calendar days [startDate, endDate] (inclusive) meet a validated week. */
export async function assertWeeksOpenForDays(db: Executor, userId: number, startDate: string, endDate: string): Promise<void> {
  // A week starting on Monday W covers the days W … W+6: it meets the days when W <= endDate and W+6 >= startDate.
  const week = await db
    .selectFrom('week_validations')
    .select(['id', 'week_start'])
    .where('user_id', '=', userId)
    .where('status', '=', 'validated')
    .where('week_start', '<=', endDate)
    .where('week_start', '>', addDays(startDate, -7))
    .executeTakeFirst();
  if (week) throw new ConflictError('week_validated', `The week of ${week.week_start} is validated; reopen it first.`);
}
