// Leave (docs/api.md#time-off) as the screens that show it share it: the company's leave types, which
// everyone reads, one query key for every read of leave so that a request, a decision or a cancellation
// anywhere refreshes them all, and the words of a request's days and halves.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type paths } from '@timetrack/client';
import { client } from './client';
import { queryKeys } from './query-keys';

type Listed<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': { data: (infer Item)[] } } } } };
}
  ? Item
  : never;
export type LeaveType = Listed<'/leave-types'>;
export type LeaveRequest = Listed<'/users/{id}/leave-requests'>;
export type LeaveBalance = Listed<'/users/{id}/leave-balances'>;
export type LeaveCalendarPerson = Listed<'/leave-calendar'>;
export type LeaveCategory = LeaveType['category'];
export type LeaveStatus = LeaveRequest['status'];

export function leaveTypesQuery(includeArchived = false) {
  return queryOptions({
    queryKey: queryKeys.leave.types(includeArchived),
    queryFn: async () =>
      (await unwrap(client.api.GET('/leave-types', { params: { query: includeArchived ? { include_archived: true } : {} } }))).data,
    staleTime: 5 * 60_000,
  });
}

/** `2.5` as the language writes it, in halves at most. */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(days);
}

/** Which part of a request's days is a half: the first day's afternoon, the last day's morning, or a single half day. */
export interface Halves {
  start_half: 'morning' | 'afternoon' | null;
  end_half: 'morning' | 'afternoon' | null;
}

/** The half of a one-day request, or null for the whole day. */
export function singleDayHalf(request: Halves): 'morning' | 'afternoon' | null {
  return request.start_half ?? request.end_half;
}
