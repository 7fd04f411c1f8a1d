// A week or a month of someone's hours, as My hours and a person's page show them: the range of the view
// around a day, the view before or after it, and the periods that fall on a day.
import type { WorkingTime } from '@timetrack/client';
import { addDays, addMonths, fromServiceTime, isoDate, startOfMonth, startOfWeek } from './time';

export type HoursView = 'week' | 'month';

export interface HoursRange {
  /** First instant of the view (local midnight of a Monday or of the 1st). */
  from: Date;
  /** First instant after it. */
  to: Date;
  /** The view's first and last days as the service's inclusive dates. */
  firstDate: string;
  lastDate: string;
}

/** The week or the month that holds `anchor`. */
export function hoursRange(view: HoursView, anchor: Date): HoursRange {
  const from = view === 'week' ? startOfWeek(anchor) : startOfMonth(anchor);
  const to = view === 'week' ? addDays(from, 7) : addMonths(from, 1);
  return { from, to, firstDate: isoDate(from), lastDate: isoDate(addDays(to, -1)) };
}

/** The start of the week or month `direction` views away from the one starting at `from`. */
export function stepHoursView(view: HoursView, from: Date, direction: 1 | -1): Date {
  return view === 'week' ? addDays(from, 7 * direction) : addMonths(from, direction);
}

/** Whether a period (open or closed) covers part of the local day starting at `day`. */
export function overlapsDay(period: WorkingTime, day: Date): boolean {
  return fromServiceTime(period.start) < addDays(day, 1) && (period.end === null || fromServiceTime(period.end) > day);
}
