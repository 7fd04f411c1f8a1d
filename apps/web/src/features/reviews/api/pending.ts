// What waits for the caller's decision, counted for the navigation on every screen: a file of its own, so the
// start bundle carries these two reads and not the rest of Reviews.
import { queryOptions } from '@tanstack/react-query';
import type { Correction, User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import type { LeaveRequest } from '../../../lib/leave';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the caller reviews this request: a manager never reviews their own, a general manager may. */
export function reviewable(correction: Correction, me: Pick<User, 'id' | 'role'>): boolean {
  return correction.user_id !== me.id || me.role === 'general_manager';
}

/** The pending correction requests the caller reviews, for the navigation's count (read again every minute). */
export function pendingCountQuery(me: Pick<User, 'id' | 'role'>) {
  return queryOptions({
    queryKey: queryKeys.corrections.pendingCount(me.id),
    queryFn: async () => {
      const body = await unwrap(client.api.GET('/corrections', { params: { query: { status: 'pending', limit: 500 } } }));
      return body.data.filter((correction) => reviewable(correction, me)).length;
    },
    refetchInterval: 60_000,
  });
}

/** The pending leave requests the caller decides: the service lists one's own too, which nobody decides themself. */
export function pendingLeaveQuery(me: Pick<User, 'id'>) {
  return queryOptions({
    queryKey: queryKeys.leave.pending(me.id),
    queryFn: async (): Promise<LeaveRequest[]> => {
      const body = await unwrap(client.api.GET('/leave-requests', { params: { query: { status: 'pending' } } }));
      return body.data.filter((request) => request.user_id !== me.id);
    },
    refetchInterval: 60_000,
  });
}
