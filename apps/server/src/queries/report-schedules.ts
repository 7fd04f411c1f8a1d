// The scheduled reports (docs/api.md#scheduled-reports).
import type { Selectable } from 'kysely';
import type { Executor } from '../db/client.js';
import type { ReportSchedulesTable } from '../db/schema.js';
import { NotFoundError } from '../errors.js';

/** At most this many schedules are listed (a company keeps a handful). */
export const MAX_LISTED_SCHEDULES = 1000;

export async function listReportSchedules(db: Executor): Promise<Selectable<ReportSchedulesTable>[]> {
  return db.selectFrom('report_schedules').selectAll().orderBy('id').limit(MAX_LISTED_SCHEDULES).execute();
}

/** The schedule, or 404. */
export async function reportSchedule(db: Executor, id: number): Promise<Selectable<ReportSchedulesTable>> {
  const row = await db.selectFrom('report_schedules').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such report schedule.');
  return row;
}
