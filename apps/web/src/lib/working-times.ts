// A person's working times over a range, the one read that Today and My hours share (same query key, so
// a clock refreshes both). `remember` keeps the latest answer in localStorage, so that a page opened with
// no network still knows whether the person is clocked in.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type WorkingTime } from '@timetrack/client';
import { client } from './client';

export const WORKING_TIMES_KEY = 'working-times';

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

export function workingTimesQuery(userId: number, from: Date, to: Date, options: { remember?: boolean } = {}) {
  const initial = options.remember ? remembered(userId, from) : undefined;
  return queryOptions({
    queryKey: [WORKING_TIMES_KEY, userId, from.toISOString(), to.toISOString()],
    queryFn: async (): Promise<WorkingTime[]> => {
      const body = await unwrap(
        client.api.GET('/workingtime/{id}', {
          params: { path: { id: userId }, query: { start: from.toISOString(), end: to.toISOString(), limit: 5000 } },
        }),
      );
      if (options.remember) {
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
