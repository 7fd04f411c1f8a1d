// The search of the balance screens (`?period=month&date=2026-11-01`) and the range it names: a week
// (Monday to Sunday), a month or a year around `date`, as the service's inclusive dates.
import { addDays, addMonths, isoDate, parseIsoDate, startOfMonth, startOfWeek } from '../../lib/time';

export type BalancePeriod = 'week' | 'month' | 'year';

export interface BalanceSearch {
  period?: BalancePeriod;
  /** A day of the period shown (`YYYY-MM-DD`); default today. */
  date?: string;
}

export function validateBalanceSearch(search: Record<string, unknown>): BalanceSearch {
  const period = search.period === 'week' || search.period === 'month' || search.period === 'year' ? search.period : undefined;
  return {
    ...(period ? { period } : {}),
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  };
}

export interface BalanceRange {
  period: BalancePeriod;
  /** First day, at local midnight. */
  from: Date;
  /** The day after the last, at local midnight. */
  to: Date;
  start: string;
  end: string;
}

export function rangeOf(period: BalancePeriod, anchor: Date): BalanceRange {
  const from =
    period === 'week' ? startOfWeek(anchor) : period === 'month' ? startOfMonth(anchor) : new Date(anchor.getFullYear(), 0, 1);
  const to = period === 'week' ? addDays(from, 7) : period === 'month' ? addMonths(from, 1) : new Date(from.getFullYear() + 1, 0, 1);
  return { period, from, to, start: isoDate(from), end: isoDate(addDays(to, -1)) };
}

/** The period before (-1) or after (1) the one shown. */
export function stepRange(range: BalanceRange, direction: 1 | -1): Date {
  if (range.period === 'week') return addDays(range.from, 7 * direction);
  if (range.period === 'month') return addMonths(range.from, direction);
  return new Date(range.from.getFullYear() + direction, 0, 1);
}

export function rangeFromSearch(search: BalanceSearch, today: Date): BalanceRange {
  return rangeOf(search.period ?? 'week', search.date ? parseIsoDate(search.date) : today);
}
