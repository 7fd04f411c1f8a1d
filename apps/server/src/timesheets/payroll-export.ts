// A month's payroll export: the month parsed and bounded, its people and figures read, the problems that
// keep it from being ready, and the file of the chosen profile (timesheets/payroll.ts).
import { Type } from 'typebox';
import type { Config } from '../config.js';
import type { Executor } from '../db/client.js';
import type { PayrollProfile } from '../db/schema.js';
import { NotReadyError, ValidationError, type PayrollProblem } from '../errors.js';
import type { AttendanceQuery } from '../queries/attendance.js';
import { payrollMonth, payrollPeople, payrollSettings } from '../queries/payroll.js';
import { defaultScheduleSeconds } from '../queries/schedules.js';
import type { DayRange } from '../schemas/day-range.js';
import { isDayInWindow, WINDOW_MESSAGE } from '../time/calendar-window.js';
import { addDays, dateInZone, daysBetween } from '../time/zone.js';
import { datevLodas, genericCsv, type PayrollFile } from './payroll.js';

export const PayrollProblemSchema = Type.Object(
  {
    user_id: Type.Integer(),
    problem: Type.Union([
      Type.Literal('no_employee_number'),
      Type.Literal('weeks_not_validated'),
      Type.Literal('pending_corrections'),
      Type.Literal('pending_leave'),
      Type.Literal('name_transliterated'),
    ]),
  },
  { title: 'PayrollProblem' },
);

/** What an export reads besides the database: the service's settings and the time. */
export interface PayrollContext {
  db: Executor;
  config: Pick<Config, 'appTimezone' | 'holidaysRegion' | 'workingTimeRules'>;
  now?: Date;
}

export interface Month {
  month: string;
  range: DayRange;
}

/** The last day of `YYYY-MM`. */
function lastDay(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  const next = mm === 12 ? `${year! + 1}-01-01` : `${year}-${String(mm! + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** `YYYY-MM`: a month of the date window, not after the current month in APP_TIMEZONE (422 on `month`). */
export function parseMonth(value: string, zone: string, now: Date = new Date()): Month {
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(value)) throw ValidationError.field('month', 'invalid', 'must be a month (YYYY-MM)');
  const start = `${value}-01`;
  if (!isDayInWindow(start)) throw ValidationError.field('month', 'out_of_range', WINDOW_MESSAGE);
  if (value > dateInZone(now, zone).slice(0, 7)) throw ValidationError.field('month', 'in_future', 'must not be after the current month');
  const end = lastDay(value);
  return { month: value, range: { start, end, days: daysBetween(start, end) + 1 } };
}

/** The month before the one holding `now`, in `zone`. */
export function previousMonth(now: Date, zone: string): string {
  const first = `${dateInZone(now, zone).slice(0, 7)}-01`;
  return addDays(first, -1).slice(0, 7);
}

async function monthOf(context: PayrollContext, month: Month, profile: PayrollProfile) {
  const { db, config } = context;
  const query: AttendanceQuery = {
    range: month.range,
    zone: config.appTimezone,
    now: context.now ?? new Date(),
    region: config.holidaysRegion,
    defaultSeconds: await defaultScheduleSeconds(db),
    rules: config.workingTimeRules,
  };
  return payrollMonth(db, query, month.month, profile, await payrollPeople(db, month.range.end, config.appTimezone));
}

function fileOf(profile: PayrollProfile, ...args: Parameters<typeof genericCsv>): PayrollFile {
  return profile === 'generic' ? genericCsv(...args) : datevLodas(...args);
}

/** Whether the month is ready, and every problem, notices included. */
export async function monthProblems(
  context: PayrollContext,
  month: Month,
  profile: PayrollProfile,
): Promise<{ ready: boolean; problems: PayrollProblem[] }> {
  const figures = await monthOf(context, month, profile);
  const file = fileOf(profile, figures, await payrollSettings(context.db), false);
  return { ready: figures.problems.length === 0, problems: merged(figures.people.map((p) => p.user_id), figures.problems, file.transliterated) };
}

/** Blocking problems and notices together, in the people's order. */
function merged(order: number[], problems: PayrollProblem[], notices: PayrollProblem[]): PayrollProblem[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...problems, ...notices].sort((a, b) => (rank.get(a.user_id) ?? 0) - (rank.get(b.user_id) ?? 0));
}

/** The month's file; 409 `not_ready` with the problems unless ready or `draft`. */
export async function exportPayroll(context: PayrollContext, month: Month, profile: PayrollProfile, draft: boolean): Promise<PayrollFile> {
  const settings = await payrollSettings(context.db);
  if (profile === 'datev_lodas') {
    if (settings.datev.consultant_number === null || settings.datev.client_number === null) {
      throw ValidationError.field('profile', 'invalid', 'set the DATEV consultant and client numbers in the payroll settings first');
    }
    if (!settings.wage_types.worked) throw ValidationError.field('profile', 'invalid', 'set the DATEV wage type of the worked hours first');
  }
  const figures = await monthOf(context, month, profile);
  const notReady = figures.problems.length > 0;
  const file = fileOf(profile, figures, settings, notReady);
  if (notReady && !draft) throw new NotReadyError(merged(figures.people.map((p) => p.user_id), figures.problems, file.transliterated));
  return file;
}
