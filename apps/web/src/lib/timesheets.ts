// Payroll timesheets (docs/api.md#timesheets) of a person or a team, as CSV, XLSX or PDF, saved as files.
import { ApiError } from '@timetrack/client';
import { client } from './client';
import { saveBlob } from './save-file';

export type TimesheetFormat = 'csv' | 'xlsx' | 'pdf';
export const TIMESHEET_FORMATS: readonly TimesheetFormat[] = ['csv', 'xlsx', 'pdf'];

export interface TimesheetRequest {
  /** Whose timesheet: one person's or a team's. */
  of: { userId: number } | { teamId: number };
  start: string;
  end: string;
  format: TimesheetFormat;
}

function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a timesheet. A plain link would carry the session cookie but not the `x-csrf-token` the service
 * asks of cookie requests, so it is fetched through the client, then saved from memory under the service's name.
 */
export async function downloadTimesheet({ of, start, end, format }: TimesheetRequest): Promise<void> {
  const query = { start, end, format };
  const { data, error, response } =
    'userId' in of
      ? await client.api.GET('/users/{id}/timesheet', { params: { path: { id: of.userId }, query }, parseAs: 'blob' })
      : await client.api.GET('/teams/{id}/timesheet', { params: { path: { id: of.teamId }, query }, parseAs: 'blob' });
  if (!response.ok || !data) throw ApiError.from(response, error);
  const owner = 'userId' in of ? `user-${of.userId}` : `team-${of.teamId}`;
  saveBlob(data, fileName(response, `timesheet-${owner}-${start}-${end}.${format}`));
}
