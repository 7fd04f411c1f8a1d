import { Type, type Static } from 'typebox';
import type { ReportScheduleRunsTable, ReportSchedulesTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const ReportScheduleSchema = Type.Object(
  {
    id: Type.Integer(),
    report: Type.Union([Type.Literal('attendance'), Type.Literal('payroll')]),
    profile: Type.Union([Type.Literal('generic'), Type.Literal('datev_lodas'), Type.Null()]),
    format: Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')]),
    day_of_month: Type.Integer({ minimum: 1, maximum: 28 }),
    recipients: Type.Array(Type.String()),
    team_id: Type.Union([Type.Integer(), Type.Null()]),
    created_at: Instant,
  },
  { title: 'ReportSchedule' },
);

export const ReportScheduleRunSchema = Type.Object(
  {
    id: Type.Integer(),
    schedule_id: Type.Integer(),
    month: Type.String({ description: '`YYYY-MM`: the month whose file was sent' }),
    trigger: Type.Union([Type.Literal('schedule'), Type.Literal('manual')]),
    created_at: Instant,
  },
  { title: 'ReportScheduleRun' },
);

export function presentReportSchedule(row: Selectable<ReportSchedulesTable>): Static<typeof ReportScheduleSchema> {
  return {
    id: row.id,
    report: row.report,
    profile: row.profile,
    format: row.format,
    day_of_month: row.day_of_month,
    recipients: row.recipients,
    team_id: row.team_id,
    created_at: instant(row.created_at),
  };
}

export function presentReportScheduleRun(row: Selectable<ReportScheduleRunsTable>): Static<typeof ReportScheduleRunSchema> {
  return { id: row.id, schedule_id: row.schedule_id, month: row.month, trigger: row.trigger, created_at: instant(row.created_at) };
}
