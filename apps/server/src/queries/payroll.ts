// The payroll month (docs/api.md#payroll): the company's payroll settings, and for a month the people the
// export holds with their figures (the attendance report's, the same code) and what keeps the month from
// being ready.
import type { Executor } from '../db/client.js';
import type { PayrollProblem } from '../errors.js';
import type { PayrollProfile } from '../db/schema.js';
import { startDateOf } from './start-dates.js';
import { ABSENCE_KINDS, attendanceRows, type AttendanceQuery, type AttendanceRow } from './attendance.js';

export const PAYROLL_SETTINGS_KEY = 'payroll';

/** The wage types every export knows; `leave:<leave_type_id>` keys add one per leave type. */
export const BASE_WAGE_TYPES = ['worked', ...ABSENCE_KINDS.map((kind) => `absence_${kind}` as const)] as const;

export interface PayrollSettings {
  /** Wage type → the payroll software's code; a key without a code is left out of the DATEV file. */
  wage_types: Record<string, string>;
  datev: { consultant_number: string | null; client_number: string | null };
}

export const EMPTY_PAYROLL_SETTINGS: PayrollSettings = { wage_types: {}, datev: { consultant_number: null, client_number: null } };

export async function payrollSettings(db: Executor): Promise<PayrollSettings> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', PAYROLL_SETTINGS_KEY).executeTakeFirst();
  if (!row) return structuredClone(EMPTY_PAYROLL_SETTINGS);
  const stored = JSON.parse(row.value) as Partial<PayrollSettings>;
  return {
    wage_types: stored.wage_types ?? {},
    datev: { consultant_number: stored.datev?.consultant_number ?? null, client_number: stored.datev?.client_number ?? null },
  };
}

/** DATEV LODAS's personnel number (`pnr#bwd`): 1 to 5 digits, not 0. */
export const DATEV_PERSONNEL_NUMBER = /^(?!0+$)[0-9]{1,5}$/;

/** One line of an export: a person, a wage type and its quantity. */
export interface PayrollLine {
  wage_type: string;
  quantity: number;
  unit: 'hours' | 'days';
}

export interface PayrollPerson {
  user_id: number;
  name: string;
  employee_number: string | null;
  lines: PayrollLine[];
}

export interface PayrollMonth {
  month: string;
  people: PayrollPerson[];
  /** What keeps the month from being ready, person by person, in the people's order. */
  problems: PayrollProblem[];
}

const hoursOf = (seconds: number) => Math.round(seconds / 36) / 100;

/** The lines of a person's month: every wage type with a quantity, hours first, then leave days by type. */
export function linesOf(row: AttendanceRow): PayrollLine[] {
  const lines: PayrollLine[] = [];
  if (row.worked_seconds !== 0) lines.push({ wage_type: 'worked', quantity: hoursOf(row.worked_seconds), unit: 'hours' });
  for (const kind of ABSENCE_KINDS) {
    const seconds = row.absence_seconds[kind];
    if (seconds !== 0) lines.push({ wage_type: `absence_${kind}`, quantity: hoursOf(seconds), unit: 'hours' });
  }
  for (const leave of [...row.leave_days].sort((a, b) => a.leave_type_id - b.leave_type_id)) {
    if (leave.days !== 0) lines.push({ wage_type: `leave:${leave.leave_type_id}`, quantity: leave.days, unit: 'days' });
  }
  return lines;
}

/**
 * The month's people (every active account who had started by the month's end), ordered by employee number
 * then name, with their lines and the month's problems. `profile` decides what an employee number must be:
 * DATEV LODAS takes 1 to 5 digits, so another number counts as missing there.
 */
export async function payrollMonth(
  db: Executor,
  query: AttendanceQuery,
  month: string,
  profile: PayrollProfile,
  userIds: readonly number[],
): Promise<PayrollMonth> {
  const rows = await attendanceRows(db, query, userIds);
  rows.sort(
    (a, b) =>
      (a.employee_number === null ? 1 : 0) - (b.employee_number === null ? 1 : 0) ||
      (a.employee_number ?? '').localeCompare(b.employee_number ?? '', 'en', { numeric: true }) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      a.user_id - b.user_id,
  );
  const problems: PayrollProblem[] = [];
  for (const row of rows) {
    const number = row.employee_number;
    if (number === null || (profile === 'datev_lodas' && !DATEV_PERSONNEL_NUMBER.test(number))) {
      problems.push({ user_id: row.user_id, problem: 'no_employee_number' });
    }
    if (row.weeks_validated < row.weeks_total) problems.push({ user_id: row.user_id, problem: 'weeks_not_validated' });
    if (row.pending_corrections > 0) problems.push({ user_id: row.user_id, problem: 'pending_corrections' });
    if (row.pending_leave_requests > 0) problems.push({ user_id: row.user_id, problem: 'pending_leave' });
  }
  return {
    month,
    people: rows.map((row) => ({ user_id: row.user_id, name: row.name, employee_number: row.employee_number, lines: linesOf(row) })),
    problems,
  };
}

/** The people a payroll month is about: every active account who had started by `end` (queries/start-dates.ts). */
export async function payrollPeople(db: Executor, end: string, zone: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'active')
    .where(startDateOf('users', zone), '<=', end)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
