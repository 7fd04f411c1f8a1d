// A person's account of hours over a range, the one read that the balance screens, the person's page and
// the compact summary on Today and My hours share: same query key, so any change to the person's hours,
// absences or schedule that invalidates `['balance', userId]` refreshes them all. The service says which
// days are owed (up to yesterday, `to_date`), which is in progress (`today`) and, from those, which are still
// to come: the screens take these as they are and never count the days themselves.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type paths } from '@timetrack/client';
import { client } from './client';
import { periodRange, type DateRange } from './range';
import { queryKeys } from './query-keys';

export type BalanceAnswer =
  paths['/users/{id}/balance']['get']['responses'][200]['content']['application/json']['data'];

export function balanceQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.balance.range(userId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/balance', { params: { path: { id: userId }, query: { start, end } } }))).data,
  });
}

/** The week of `day`, Monday to Sunday, as the service's inclusive dates. */
export function weekOf(day: Date): DateRange {
  return periodRange('week', day);
}

/** Where a day of the range stands: owed (up to yesterday), in progress (today), or planned (still to come). */
export type DayStanding = 'owed' | 'today' | 'planned';

export function dayStanding(balance: Pick<BalanceAnswer, 'to_date' | 'today'>, date: string): DayStanding {
  if (balance.to_date && date <= balance.to_date.through) return 'owed';
  return balance.today?.date === date ? 'today' : 'planned';
}

/** The seconds the days after today ask: planned, not owed yet. */
export function plannedSeconds(balance: Pick<BalanceAnswer, 'to_date' | 'today' | 'days'>): number {
  return balance.days.reduce((sum, day) => (dayStanding(balance, day.date) === 'planned' ? sum + day.expected_seconds : sum), 0);
}

/** The balance of the owed days from `first` to `last` (a week of the year view); null when none is owed yet. */
export function owedBalanceOf(balance: Pick<BalanceAnswer, 'to_date' | 'today' | 'days'>, first: string, last: string): number | null {
  const owed = balance.days.filter((day) => day.date >= first && day.date <= last && dayStanding(balance, day.date) === 'owed');
  return owed.length === 0 ? null : owed.reduce((sum, day) => sum + day.balance_seconds, 0);
}
