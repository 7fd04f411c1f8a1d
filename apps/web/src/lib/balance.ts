// A person's account of hours over a range (CONTRACT section 10), the one read that the balance screens,
// the person's page and the compact summary on Today share: same query key, so any change to the person's
// hours, absences or schedule that invalidates `['balance', userId]` refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from './client';
import { isoDate, startOfWeek } from './time';

export const BALANCE_KEY = 'balance';

export function balanceQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: [BALANCE_KEY, userId, start, end],
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/balance', { params: { path: { id: userId }, query: { start, end } } }))).data,
  });
}

/** This week so far: Monday to `day`, as the service's inclusive dates (days still to come are left out). */
export function weekSoFar(day: Date): { start: string; end: string } {
  return { start: isoDate(startOfWeek(day)), end: isoDate(day) };
}
