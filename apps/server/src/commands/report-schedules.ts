// Scheduled reports (docs/api.md#scheduled-reports): a general manager has the attendance report or the
// payroll export of the month before e-mailed, as an attachment through the outbox, on a day of each month.
// A month goes out once per schedule whatever the number of instances and restarts: its run row
// (report_schedule_runs, unique per schedule and month) is written in the same transaction as the e-mails,
// so either both are committed or neither is, and a second instance's insert finds the row and does nothing.
import { Readable, PassThrough } from 'node:stream';
import type { Config } from '../config.js';
import type { Db, Executor } from '../db/client.js';
import type { Language, PayrollProfile, ReportFormat, ReportScheduleRunsTable, ReportSchedulesTable, ScheduledReport } from '../db/schema.js';
import { NotFoundError, NotReadyError, ValidationError } from '../errors.js';
import { enqueueMail, type MailAttachment } from '../mail/outbox.js';
import type { Actor } from '../policies/rules.js';
import { addToTotals, attendanceChunks, attendanceRows, emptyTotals, type AttendanceQuery } from '../queries/attendance.js';
import { leaveColumns } from '../queries/attendance-leave.js';
import { defaultScheduleSeconds } from '../queries/schedules.js';
import { ATTENDANCE_CONTENT_TYPES, csvAttendance, writeXlsxAttendance } from '../timesheets/attendance.js';
import { exportPayroll, parseMonth, previousMonth, type Month } from '../timesheets/payroll-export.js';
import { dateInZone, startOfDay } from '../time/zone.js';
import type { Selectable } from 'kysely';

export type ReportScheduleRow = Selectable<ReportSchedulesTable>;
export type ReportScheduleRunRow = Selectable<ReportScheduleRunsTable>;

export const MAX_RECIPIENTS = 20;

export interface ReportScheduleInput {
  report: ScheduledReport;
  profile?: PayrollProfile;
  format: ReportFormat;
  day_of_month: number;
  recipients: string[];
  team_id?: number;
}

type ReportConfig = Pick<Config, 'appTimezone' | 'holidaysRegion' | 'workingTimeRules' | 'companyName'>;

export async function createReportSchedule(db: Db, actor: Actor, input: ReportScheduleInput): Promise<ReportScheduleRow> {
  const problems: ConstructorParameters<typeof ValidationError>[0] = {};
  if (input.report === 'payroll') {
    if (!input.profile) problems.profile = [{ code: 'required', message: 'a payroll schedule names its profile' }];
    if (input.format !== 'csv') problems.format = [{ code: 'invalid', message: 'the payroll export is a text file: csv' }];
    if (input.team_id !== undefined) problems.team_id = [{ code: 'invalid', message: 'the payroll export holds everyone' }];
  } else if (input.profile !== undefined) {
    problems.profile = [{ code: 'invalid', message: 'only a payroll schedule has a profile' }];
  }
  const recipients = [...new Set(input.recipients.map((address) => address.trim().toLowerCase()))];
  if (input.team_id !== undefined && !problems.team_id) {
    const team = await db.selectFrom('teams').select('id').where('id', '=', input.team_id).executeTakeFirst();
    if (!team) problems.team_id = [{ code: 'invalid', message: 'no such team' }];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return db
    .insertInto('report_schedules')
    .values({
      report: input.report,
      profile: input.report === 'payroll' ? input.profile! : null,
      format: input.format,
      day_of_month: input.day_of_month,
      recipients,
      team_id: input.team_id ?? null,
      created_by: actor.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteReportSchedule(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('report_schedules').where('id', '=', id).returning('id').executeTakeFirst();
  if (!deleted) throw new NotFoundError('No such report schedule.');
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The schedule's file of `month`: the attendance report (its team or everyone) or the payroll export (a draft when not ready). */
export async function scheduledFile(
  db: Executor,
  config: ReportConfig,
  schedule: ReportScheduleRow,
  month: Month,
  language: Language,
  now: Date,
): Promise<MailAttachment & { draft: boolean }> {
  if (schedule.report === 'payroll') {
    const context = { db, config, now };
    let file;
    let draft = false;
    try {
      file = await exportPayroll(context, month, schedule.profile!, false);
    } catch (error) {
      if (!(error instanceof NotReadyError)) throw error;
      // Not ready: the month still goes out, as a draft that says so.
      draft = true;
      file = await exportPayroll(context, month, schedule.profile!, true);
    }
    return { filename: file.filename, contentType: file.contentType, content: file.content, draft };
  }
  let people = db.selectFrom('users as u').select('u.id').where('u.status', '=', 'active');
  if (schedule.team_id !== null) {
    const teamId = schedule.team_id;
    people = people.where((eb) =>
      eb.exists(eb.selectFrom('team_members as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.team_id', '=', teamId)),
    );
  }
  const userIds = (await people.orderBy('u.name').orderBy('u.id').execute()).map((row) => row.id);
  const query: AttendanceQuery = {
    range: month.range,
    zone: config.appTimezone,
    now,
    region: config.holidaysRegion,
    defaultSeconds: await defaultScheduleSeconds(db),
    rules: config.workingTimeRules,
  };
  const base = `attendance-${schedule.team_id !== null ? `team-${schedule.team_id}-` : ''}${month.month}`;
  if (schedule.format === 'json') {
    const rows = await attendanceRows(db, query, userIds);
    const totals = emptyTotals();
    for (const row of rows) addToTotals(totals, row);
    const body = JSON.stringify({ start: month.range.start, end: month.range.end, people: rows, totals });
    return { filename: `${base}.json`, contentType: 'application/json', content: Buffer.from(body), draft: false };
  }
  const columns = await leaveColumns(db);
  const chunks = attendanceChunks(db, query, userIds);
  if (schedule.format === 'csv') {
    const content = await streamToBuffer(Readable.from(csvAttendance(chunks, language, columns)));
    return { filename: `${base}.csv`, contentType: ATTENDANCE_CONTENT_TYPES.csv, content, draft: false };
  }
  const output = new PassThrough();
  const written = writeXlsxAttendance(chunks, output, { language, leaveColumns: columns, start: month.range.start, end: month.range.end });
  const [content] = await Promise.all([streamToBuffer(output), written]);
  return { filename: `${base}.xlsx`, contentType: ATTENDANCE_CONTENT_TYPES.xlsx, content, draft: false };
}

/**
 * Sends the schedule's file of `month` to every recipient, in one transaction with its run row. `trigger`
 * 'schedule' is the month's one run (a second attempt, on any instance, finds the row and sends nothing:
 * returns null); 'manual' ("send now") always sends.
 */
export async function sendScheduledReport(
  db: Db,
  config: ReportConfig,
  schedule: ReportScheduleRow,
  month: string,
  trigger: 'schedule' | 'manual',
  now: Date,
): Promise<ReportScheduleRunRow | null> {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('report_schedule_runs')
      .values({ schedule_id: schedule.id, month, trigger, created_at: now })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'month']).where('trigger', '=', 'schedule').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!run) return null;
    const owner = await trx.selectFrom('users').select('language').where('id', '=', schedule.created_by).executeTakeFirst();
    const language = owner?.language ?? 'en';
    const file = await scheduledFile(trx, config, schedule, parseMonth(month, config.appTimezone, now), language, now);
    for (const recipient of schedule.recipients) {
      await enqueueMail(trx, {
        recipient,
        template: 'scheduled_report',
        language,
        payload: { report: schedule.report, month, filename: file.filename, draft: file.draft, company: config.companyName ?? null },
        attachments: [{ filename: file.filename, contentType: file.contentType, content: file.content }],
      });
    }
    return run;
  });
}

/**
 * The schedules due at `now`: their day of this month (APP_TIMEZONE) has come, they existed before it
 * began, and the month before has not gone out yet.
 */
export async function dueSchedules(db: Executor, zone: string, now: Date): Promise<{ schedule: ReportScheduleRow; month: string }[]> {
  const today = dateInZone(now, zone);
  const day = Number(today.slice(8, 10));
  const month = previousMonth(now, zone);
  const rows = await db
    .selectFrom('report_schedules as s')
    .selectAll('s')
    .where('s.day_of_month', '<=', day)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('report_schedule_runs as r')
            .select('r.id')
            .whereRef('r.schedule_id', '=', 's.id')
            .where('r.month', '=', month)
            .where('r.trigger', '=', 'schedule'),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  // A schedule created after its day this month starts with the next month.
  return rows
    .filter((schedule) => new Date(schedule.created_at) < startOfDay(`${today.slice(0, 8)}${String(schedule.day_of_month).padStart(2, '0')}`, zone))
    .map((schedule) => ({ schedule, month }));
}

/** One round of the job: sends every due schedule's month; returns how many went out from this instance. */
export async function runDueSchedules(db: Db, config: ReportConfig, now: Date): Promise<number> {
  let sent = 0;
  for (const { schedule, month } of await dueSchedules(db, config.appTimezone, now)) {
    if (await sendScheduledReport(db, config, schedule, month, 'schedule', now)) sent += 1;
  }
  return sent;
}
