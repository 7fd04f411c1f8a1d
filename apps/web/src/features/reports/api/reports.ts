// The attendance report (docs/api.md#attendance-report): the table as JSON, its CSV and XLSX files, and the
// teams to filter by.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@timetrack/client';
import { ApiError, unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { saveBlob } from '../../../lib/save-file';
import { queryKeys } from '../../../lib/query-keys';

export type AttendanceReport = components['schemas']['AttendanceReport'];
export type AttendanceRow = components['schemas']['AttendanceRow'];

export interface ReportRange {
  start: string;
  end: string;
  teamId: number | null;
}

export function attendanceQuery({ start, end, teamId }: ReportRange) {
  return queryOptions({
    queryKey: queryKeys.attendanceReport(start, end, teamId),
    queryFn: async () => {
      // The JSON answer (format=json) of a route that also answers files.
      const body = (await unwrap(
        client.api.GET('/reports/attendance', {
          params: { query: { start, end, format: 'json', ...(teamId === null ? {} : { team_id: teamId }) } },
        }),
      )) as { data: AttendanceReport };
      return body.data;
    },
  });
}

export const reportTeamsQuery = queryOptions({
  queryKey: queryKeys.teams.forReport(),
  queryFn: async () => (await unwrap(client.api.GET('/teams', { params: { query: { limit: 5000 } } }))).data,
});

/** The report as a file, fetched through the session (a plain link lacks the CSRF header) and saved. */
export async function downloadAttendance({ start, end, teamId }: ReportRange, format: 'csv' | 'xlsx'): Promise<void> {
  const { data, error, response } = await client.api.GET('/reports/attendance', {
    params: { query: { start, end, format, ...(teamId === null ? {} : { team_id: teamId }) } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.from(response, error);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `attendance-${start}-${end}.${format}`;
  saveBlob(data, name);
}
