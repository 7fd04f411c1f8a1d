// A range of calendar days as the web app and the service both speak of it: its first and last days, both
// included, as `YYYY-MM-DD`. The week (Monday to Sunday), month or year around a day, the one before or
// after it, its days, and the instants that bound it for the reads that take times (working times).
import { addDays, addMonths, isoDate, parseIsoDate, startOfMonth, startOfWeek } from './time';

export interface DateRange {
  /** First day, included. */
  start: string;
  /** Last day, included. */
  end: string;
}

export type RangePeriod = 'week' | 'month' | 'year';

/** The week, month or year that holds `anchor`. */
export function periodRange(period: RangePeriod, anchor: Date): DateRange {
  const first =
    period === 'week' ? startOfWeek(anchor) : period === 'month' ? startOfMonth(anchor) : new Date(anchor.getFullYear(), 0, 1);
  const next = period === 'week' ? addDays(first, 7) : period === 'month' ? addMonths(first, 1) : new Date(first.getFullYear() + 1, 0, 1);
  return { start: isoDate(first), end: isoDate(addDays(next, -1)) };
}

/** The first day of the week, month or year `direction` periods away from the one starting at `range.start`. */
export function stepPeriod(period: RangePeriod, range: DateRange, direction: 1 | -1): Date {
  const first = parseIsoDate(range.start);
  if (period === 'week') return addDays(first, 7 * direction);
  if (period === 'month') return addMonths(first, direction);
  return new Date(first.getFullYear() + direction, 0, 1);
}

/** The range's first instant: local midnight of its first day. */
export function rangeStart(range: DateRange): Date {
  return parseIsoDate(range.start);
}

/** The first instant after the range: local midnight of the day after its last. */
export function rangeEnd(range: DateRange): Date {
  return addDays(parseIsoDate(range.end), 1);
}

/** Each day of the range, at local midnight. */
export function daysOf(range: DateRange): Date[] {
  const days: Date[] = [];
  const after = rangeEnd(range);
  for (let day = rangeStart(range); day < after; day = addDays(day, 1)) days.push(day);
  return days;
}
