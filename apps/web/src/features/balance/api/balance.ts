// Everything the balance screens read and change (docs/api.md#working-time-accounts): a person's breaches, schedule
// versions and timesheets; a team's balances, breaches and timesheets; the company's holidays (changed here, read
// through lib/company-reads.ts) and default schedule. The person's balance itself is the shared read of lib/balance.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

type Answer<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': { data: infer Data } } } } };
}
  ? Data
  : never;
export type Balance = Answer<'/users/{id}/balance'>;
export type Compliance = Answer<'/users/{id}/compliance'>;
export type Breach = Compliance['breaches'][number];
export type Holiday = Answer<'/holidays'>[number];
export type Schedule = Answer<'/users/{id}/schedules'>[number];

/** Seconds owed on each weekday, Monday first. */
export interface Weekly {
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
  sat: number;
  sun: number;
}
export const WEEKDAYS: readonly (keyof Weekly)[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export function schedulesQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.schedules.person(userId),
    queryFn: async () => (await unwrap(client.api.GET('/users/{id}/schedules', { params: { path: { id: userId } } }))).data,
  });
}

export function defaultScheduleQuery() {
  return queryOptions({
    queryKey: queryKeys.defaultSchedule(),
    queryFn: async () => (await unwrap(client.api.GET('/settings/schedule'))).data,
  });
}

export function teamBalancesQuery(teamId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.teams.balances(teamId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/teams/{id}/balances', { params: { path: { id: teamId }, query: { start, end } } }))).data,
  });
}

export function teamComplianceQuery(teamId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.teams.compliance(teamId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/teams/{id}/compliance', { params: { path: { id: teamId }, query: { start, end } } }))).data,
  });
}

/** A schedule changes what the person owes: their balance and schedule are read again. */
function useScheduleChanged(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.schedules.person(userId), queryKeys.balance.person(userId), queryKeys.changes.person(userId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateSchedule(userId: number) {
  const changed = useScheduleChanged(userId);
  return useMutation({
    mutationFn: (input: { valid_from: string; weekly: Weekly }) =>
      unwrap(client.api.POST('/users/{id}/schedules', { params: { path: { id: userId } }, body: input })),
    onSuccess: changed,
  });
}

export function useDeleteSchedule(userId: number) {
  const changed = useScheduleChanged(userId);
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/schedules/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

/** Holidays and the default schedule change everyone's balance. */
function useCalendarChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.holidays.all(), queryKeys.defaultSchedule(), queryKeys.balance.all(), queryKeys.teams.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateHoliday() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (input: { date: string; name: string }) => unwrap(client.api.POST('/holidays', { body: input })),
    onSuccess: changed,
  });
}

export function useDeleteHoliday() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/holidays/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

export function useSetDefaultSchedule() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (weekly: Weekly) => unwrap(client.api.PUT('/settings/schedule', { body: weekly })),
    onSuccess: changed,
  });
}

