// A week or a month of someone's hours, as My hours and a person's page show them: the periods, the time
// worked, the absences and the lock of each day of the range, worked out once per answer.
import type { Absence, WeekValidation, WorkingTime } from '@timetrack/client';
import { daysOf, type DateRange } from './range';
import { addDays, fromServiceTime, isoDate, startOfWeek } from './time';
import { totalWorkedSeconds } from './worked';

export type HoursView = 'week' | 'month';

/** Whether a period covers part of the local day starting at `day`; an open one runs up to `now`, not into the days after it. */
export function overlapsDay(period: WorkingTime, day: Date, now: Date): boolean {
  const end = period.end === null ? now : fromServiceTime(period.end);
  return fromServiceTime(period.start) < addDays(day, 1) && end > day;
}

export interface HoursDay {
  /** Local midnight of the day. */
  day: Date;
  /** The day as `YYYY-MM-DD`. */
  date: string;
  periods: WorkingTime[];
  /** Seconds worked on the day, breaks deducted, an open period counted up to `now`. */
  worked: number;
  absences: Absence[];
  /** Whether the day's week was validated by a manager. */
  locked: boolean;
}

/** Each day of `range` with what happened on it. */
export function hoursDays(
  range: DateRange,
  periods: readonly WorkingTime[],
  absences: readonly Absence[],
  validations: readonly WeekValidation[],
  now: Date,
): HoursDay[] {
  const lockedWeeks = new Set(validations.filter((week) => week.status === 'validated').map((week) => week.week_start));
  return daysOf(range).map((day) => {
    const date = isoDate(day);
    const on = periods.filter((period) => overlapsDay(period, day, now));
    return {
      day,
      date,
      periods: on,
      worked: totalWorkedSeconds(on, day, addDays(day, 1), now),
      absences: absences.filter((absence) => absence.start_date <= date && absence.end_date >= date),
      locked: lockedWeeks.has(isoDate(startOfWeek(day))),
    };
  });
}
