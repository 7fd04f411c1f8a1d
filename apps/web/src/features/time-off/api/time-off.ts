// Everything the Time off screens read and change (docs/api.md#time-off): a person's balances and requests,
// a request sent, cancelled, the team calendar and its feed, the leave types and the allowances. Every key
// starts with `leave` (lib/query-keys.ts), so that any change of leave reads them all again; a request that is approved at once,
// or cancelled, also changes the person's absences and account of hours.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { type Halves, type LeaveType } from '../../../lib/leave';
import { queryKeys } from '../../../lib/query-keys';

export type LeaveTypeInput = Omit<LeaveType, 'id' | 'active'>;

export function leaveBalancesQuery(userId: number, year: number | null) {
  return queryOptions({
    queryKey: queryKeys.leave.balances(userId, year),
    queryFn: async () =>
      (
        await unwrap(
          client.api.GET('/users/{id}/leave-balances', { params: { path: { id: userId }, query: year === null ? {} : { year } } }),
        )
      ).data,
  });
}

export function leaveRequestsQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.leave.requests(userId),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/leave-requests', { params: { path: { id: userId } } }))).data,
  });
}

/** The days of a range with what each expects of the person (holidays expect nothing), to count a request's days. */
export function expectedDaysQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.balance.range(userId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/balance', { params: { path: { id: userId }, query: { start, end } } }))).data,
    select: (balance) => balance.days,
    staleTime: 60_000,
  });
}

export function leaveCalendarQuery(start: string, end: string, teamId: number | null) {
  return queryOptions({
    queryKey: queryKeys.leave.calendar(start, end, teamId),
    queryFn: async () =>
      (
        await unwrap(
          client.api.GET('/leave-calendar', { params: { query: { start, end, ...(teamId === null ? {} : { team_id: teamId }) } } }),
        )
      ).data,
  });
}

/** A change of leave: every leave read, and the person's absences and account of hours. */
function useLeaveChanged() {
  const queryClient = useQueryClient();
  return (userId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.leave.all() }),
      ...(userId === undefined
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: queryKeys.balance.person(userId) }),
            queryClient.invalidateQueries({ queryKey: queryKeys.absences.person(userId) }),
            queryClient.invalidateQueries({ queryKey: queryKeys.changes.all() }),
          ]),
    ]);
}

export interface LeaveRequestInput extends Halves {
  leave_type_id: number;
  start_date: string;
  end_date: string;
  comment?: string;
}

export function useRequestLeave(userId: number) {
  const changed = useLeaveChanged();
  return useMutation({
    mutationFn: (body: LeaveRequestInput) =>
      unwrap(client.api.POST('/users/{id}/leave-requests', { params: { path: { id: userId } }, body })),
    onSettled: () => changed(userId),
  });
}

export function useCancelLeave() {
  const changed = useLeaveChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.POST('/leave-requests/{id}/cancel', { params: { path: { id } } })),
    onSettled: (answer) => changed(answer?.data.user_id),
  });
}

export function useCreateCalendarFeed(userId: number) {
  return useMutation({
    mutationFn: async () => (await unwrap(client.api.POST('/users/{id}/calendar-feed', { params: { path: { id: userId } } }))).data.url,
  });
}

export function useRevokeCalendarFeed(userId: number) {
  return useMutation({
    mutationFn: () => unwrap(client.api.DELETE('/users/{id}/calendar-feed', { params: { path: { id: userId } } })),
  });
}

export function useSaveLeaveType() {
  const changed = useLeaveChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LeaveTypeInput }) =>
      unwrap(
        id === null
          ? client.api.POST('/leave-types', { body })
          : client.api.PUT('/leave-types/{id}', { params: { path: { id } }, body }),
      ),
    onSuccess: () => changed(),
  });
}

export function useArchiveLeaveType() {
  const changed = useLeaveChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/leave-types/{id}', { params: { path: { id } } })),
    onSuccess: () => changed(),
  });
}

export function useSetAllowance(userId: number) {
  const changed = useLeaveChanged();
  return useMutation({
    mutationFn: (body: { leave_type_id: number; year: number; days: number }) =>
      unwrap(client.api.PUT('/users/{id}/leave-allowances', { params: { path: { id: userId } }, body })),
    onSuccess: () => changed(userId),
  });
}

