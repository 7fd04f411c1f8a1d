// A person's working times over a range, the one read that Today and My hours share (same query key, so
// a clock refreshes both). `remember` keeps the latest answer in localStorage, so that a page opened with
// no network still knows whether the person is clocked in.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type WorkingTime } from '@timetrack/client';
import { client } from './client';
import { rangeEnd, rangeStart, type DateRange } from './range';
import { session } from './session';
import { queryKeys } from './query-keys';

function storageKey(userId: number, from: Date): string {
  return `timetrack:working-times:${userId}:${from.toISOString()}`;
}

function remembered(userId: number, from: Date): WorkingTime[] | undefined {
  try {
    const text = localStorage.getItem(storageKey(userId, from));
    return text ? (JSON.parse(text) as WorkingTime[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The working times that touch the days of `range` (from the first day's midnight to the one after the last). */
export function workingTimesQuery(userId: number, range: DateRange, options: { remember?: boolean } = {}) {
  const from = rangeStart(range);
  const to = rangeEnd(range);
  const initial = options.remember ? remembered(userId, from) : undefined;
  return queryOptions({
    queryKey: queryKeys.workingTimes.range(userId, range.start, range.end),
    queryFn: async (): Promise<WorkingTime[]> => {
      const body = await unwrap(
        client.api.GET('/workingtime/{id}', {
          params: { path: { id: userId }, query: { start: from.toISOString(), end: to.toISOString(), limit: 5000 } },
        }),
      );
      // Only while the person is still signed in: an answer arriving after they signed out is not kept.
      if (options.remember && session.user?.id === userId) {
        try {
          localStorage.setItem(storageKey(userId, from), JSON.stringify(body.data));
        } catch {
          // A full or disabled storage only loses the offline copy.
        }
      }
      return body.data;
    },
    // The remembered copy is shown at once and read again from the service.
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
}
