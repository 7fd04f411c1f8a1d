// The search of the balance screens (`?period=month&date=2026-11-01`) and the range it names: a week
// (Monday to Sunday), a month or a year around `date`, as the service's inclusive dates.
import { periodRange, stepPeriod, type DateRange, type RangePeriod } from '../../lib/range';
import { parseIsoDate } from '../../lib/time';

export type BalancePeriod = RangePeriod;

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

/** The period shown and its days. */
export interface BalanceRange extends DateRange {
  period: BalancePeriod;
}

export function rangeOf(period: BalancePeriod, anchor: Date): BalanceRange {
  return { period, ...periodRange(period, anchor) };
}

/** The first day of the period before (-1) or after (1) the one shown. */
export function stepRange(range: BalanceRange, direction: 1 | -1): Date {
  return stepPeriod(range.period, range, direction);
}

export function rangeFromSearch(search: BalanceSearch, today: Date): BalanceRange {
  return rangeOf(search.period ?? 'week', search.date ? parseIsoDate(search.date) : today);
}
