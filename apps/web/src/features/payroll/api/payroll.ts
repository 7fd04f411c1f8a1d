// Payroll (general managers): the settings, a month's readiness and its file, and the scheduled reports.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@timetrack/client';
import { ApiError, unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { saveBlob } from '../../../lib/save-file';
import { queryKeys } from '../../../lib/query-keys';

export type PayrollSettings = components['schemas']['PayrollSettings'];
export type PayrollProblem = components['schemas']['PayrollProblem'];
export type ReportSchedule = components['schemas']['ReportSchedule'];
export type PayrollProfile = 'generic' | 'datev_lodas';

export const payrollSettingsQuery = queryOptions({
  queryKey: queryKeys.payroll.settings(),
  queryFn: async () => (await unwrap(client.api.GET('/settings/payroll'))).data,
});

export function payrollProblemsQuery(month: string, profile: PayrollProfile) {
  return queryOptions({
    queryKey: queryKeys.payroll.problems(month, profile),
    queryFn: async () => (await unwrap(client.api.GET('/payroll/problems', { params: { query: { month, profile } } }))).data,
  });
}

export const payrollPeopleQuery = queryOptions({
  queryKey: queryKeys.payroll.people(),
  queryFn: async () => (await unwrap(client.api.GET('/users', { params: { query: { limit: 5000 } } }))).data,
});

export const schedulesQuery = queryOptions({
  queryKey: queryKeys.payroll.schedules(),
  queryFn: async () => (await unwrap(client.api.GET('/report-schedules'))).data,
});

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { wage_types: Record<string, string | null>; datev: { consultant_number: string | null; client_number: string | null } }) =>
      (await unwrap(client.api.PUT('/settings/payroll', { body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payroll.all() }),
  });
}

/** The month's file; `draft` exports a month not ready anyway. */
export async function downloadPayroll(month: string, profile: PayrollProfile, draft: boolean): Promise<void> {
  const { data, error, response } = await client.api.GET('/payroll/export', {
    params: { query: { month, profile, draft } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.from(response, error);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `payroll-${month}-${profile}.txt`;
  saveBlob(data, name);
}

export interface NewSchedule {
  report: 'attendance' | 'payroll';
  profile?: PayrollProfile;
  format: 'json' | 'csv' | 'xlsx';
  day_of_month: number;
  recipients: string[];
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewSchedule) => (await unwrap(client.api.POST('/report-schedules', { body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payroll.schedules() }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/report-schedules/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payroll.schedules() }),
  });
}

export function useRunSchedule() {
  return useMutation({
    mutationFn: async (id: number) => (await unwrap(client.api.POST('/report-schedules/{id}/run', { params: { path: { id } } }))).data,
  });
}
