// Requests to review: correction requests (the caller's reviewable ones, each with the period it concerns as
// recorded) and leave requests waiting for a decision, the requesters' names, and the decisions.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { reviewable } from './pending';

export function reviewsQuery(me: Pick<User, 'id' | 'role'>) {
  return queryOptions({
    queryKey: queryKeys.corrections.reviews(me.id),
    queryFn: async () => {
      const body = await unwrap(client.api.GET('/corrections', { params: { query: { limit: 500 } } }));
      return body.data.filter((correction) => reviewable(correction, me));
    },
  });
}

/** The person's leave balances of the current leave year (the same read as Time off's), beside their request. */
export function leaveBalancesQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.leave.balances(userId, null),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/leave-balances', { params: { path: { id: userId }, query: {} } }))).data,
  });
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: number; decision: 'approve' | 'reject'; comment: string }) =>
      unwrap(
        decision === 'approve'
          ? client.api.POST('/leave-requests/{id}/approve', { params: { path: { id } }, body: comment.trim() ? { comment: comment.trim() } : {} })
          : client.api.POST('/leave-requests/{id}/reject', { params: { path: { id } }, body: { comment: comment.trim() } }),
      ),
    // Approval writes the absences: the person's hours, account and change log change with it.
    onSettled: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leave.all() }),
        ...(answer
          ? [
              queryClient.invalidateQueries({ queryKey: queryKeys.balance.person(answer.data.user_id) }),
              queryClient.invalidateQueries({ queryKey: queryKeys.absences.person(answer.data.user_id) }),
            ]
          : []),
        queryClient.invalidateQueries({ queryKey: queryKeys.changes.all() }),
      ]),
  });
}

export function namesQuery() {
  return queryOptions({
    queryKey: queryKeys.users.names(),
    queryFn: async () => {
      const body = await unwrap(client.api.GET('/users', { params: { query: { limit: 5000 } } }));
      return new Map(body.data.map((user) => [user.id, user.name]));
    },
    staleTime: 5 * 60_000,
  });
}

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: number; decision: 'approve' | 'reject'; comment: string }) => {
      const options = { params: { path: { id } }, body: comment.trim() ? { comment: comment.trim() } : {} };
      return unwrap(
        decision === 'approve'
          ? client.api.PUT('/corrections/{id}/approve', options)
          : client.api.PUT('/corrections/{id}/reject', options),
      );
    },
    onSettled: (correction) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.corrections.all() }),
        ...(correction ? [queryClient.invalidateQueries({ queryKey: queryKeys.workingTimes.person(correction.data.user_id) })] : []),
        queryClient.invalidateQueries({ queryKey: queryKeys.changes.all() }),
      ]),
  });
}
