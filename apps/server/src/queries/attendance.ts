// The attendance report (docs/api.md#attendance-report): per person over a range, the figures of their
// balance and compliance answers, side by side, with the state of the range's weeks (validated or not) and
// what is still waiting for a decision, and the totals. Nothing here computes hours: the accounts come from
// `balances` and the breaches from `compliance`, for a chunk of people at once (one statement each), so
// that the report can never disagree with what each person's own answers say.
import { sql } from 'kysely';
import type { WorkingTimeRules } from '../config.js';
import type { Executor } from '../db/client.js';
import type { AbsenceType } from '../db/schema.js';
import { ForbiddenError } from '../errors.js';
import { can, type Actor } from '../policies/rules.js';
import { loadTeam } from '../policies/subjects.js';
import type { DayRange } from '../schemas/day-range.js';
import { addDays, daysBetween, mondayOf, startOfDay } from '../time/zone.js';
import { leaveFigures, type LeaveDays } from './attendance-leave.js';
import { balances, type AccountToDate } from './balances.js';
import { compliance } from './compliance.js';

export const ABSENCE_KINDS = ['vacation', 'sick', 'training', 'other'] as const satisfies readonly AbsenceType[];

export type AbsenceSecondsByKind = Record<AbsenceType, number>;

export type { LeaveDays } from './attendance-leave.js';

export interface AttendanceRow {
  user_id: number;
  name: string;
  employee_number: string | null;
  expected_seconds: number;
  worked_seconds: number;
  holiday_seconds: number;
  absence_seconds: AbsenceSecondsByKind;
  balance_seconds: number;
  leave_days: LeaveDays[];
  breaches: number;
  weeks_validated: number;
  weeks_total: number;
  pending_corrections: number;
  pending_leave_requests: number;
}

export type AttendanceTotals = Omit<AttendanceRow, 'user_id' | 'name' | 'employee_number'>;

export interface AttendanceQuery {
  range: DayRange;
  zone: string;
  now: Date;
  region: string | undefined;
  defaultSeconds: readonly number[];
  rules: WorkingTimeRules;
}

/** People per chunk: each chunk is one balance statement and one compliance read, whatever the company's size. */
export const ATTENDANCE_CHUNK = 250;

/**
 * The people of the report, ordered by name: those the caller may view (general managers: every active
 * account; managers: the active members of the teams they manage), narrowed to a team's members when
 * `teamId` is given (404 for an unknown team, 403 for a team the caller may not see).
 */
export async function attendancePeople(db: Executor, actor: Actor, teamId: number | undefined): Promise<number[]> {
  if (teamId !== undefined && !can(actor, 'view_team_averages', await loadTeam(db, teamId))) throw new ForbiddenError();
  let query = db.selectFrom('users as u').select('u.id').where('u.status', '=', 'active');
  // Whom the caller may view: the rule function answers per person from the managers of their teams.
  const everyone = can(actor, 'view_data_of', { type: 'person', id: -1, managerIds: [] });
  if (!everyone) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_members as m')
          .innerJoin('teams as t', 't.id', 'm.team_id')
          .select('m.user_id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('t.manager_id', '=', actor.id),
      ),
    );
  }
  if (teamId !== undefined) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('team_members as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.team_id', '=', teamId)),
    );
  }
  const rows = await query.orderBy('u.name').orderBy('u.id').execute();
  return rows.map((row) => row.id);
}

/** The account a report shows: the balance to date (days still to come are not owed), zero before the range starts. */
const ZERO_TO_DATE: Omit<AccountToDate, 'through'> = {
  expected_seconds: 0,
  worked_seconds: 0,
  absence_seconds: 0,
  holiday_seconds: 0,
  balance_seconds: 0,
};

/** The report's rows of `userIds` (in that order), computed for all of them at once. */
export async function attendanceRows(db: Executor, query: AttendanceQuery, userIds: readonly number[]): Promise<AttendanceRow[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const { range, zone, now } = query;
  // The balance's own statement; the running balance (every day before the range) is not part of a report.
  const accounts = await balances(db, {
    userIds: ids,
    range,
    zone,
    now,
    region: query.region,
    defaultSeconds: query.defaultSeconds,
    running: false,
  });
  const { breaches } = await compliance(db, { userIds: ids, range, zone, now, rules: query.rules });
  const breachCounts = new Map<number, number>();
  for (const breach of breaches) breachCounts.set(breach.user_id, (breachCounts.get(breach.user_id) ?? 0) + 1);

  const people = await db.selectFrom('users').select(['id', 'name', 'employee_number']).where('id', 'in', ids).execute();
  const personOf = new Map(people.map((person) => [person.id, person]));

  // The kind of each absent day: the earliest absence covering it (as the timesheets name it).
  const absences = await db
    .selectFrom('absences')
    .select(['user_id', 'type', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end')])
    .where('user_id', 'in', ids)
    .where('start_date', '<=', range.end)
    .where('end_date', '>=', range.start)
    .orderBy('user_id')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const absencesOf = new Map<number, typeof absences>();
  for (const absence of absences) absencesOf.set(absence.user_id, [...(absencesOf.get(absence.user_id) ?? []), absence]);

  // The weeks of the range: every week that has a day in it, counted from its Monday.
  const firstMonday = mondayOf(range.start);
  const weeksTotal = Math.floor(daysBetween(firstMonday, mondayOf(range.end)) / 7) + 1;
  const validated = await db
    .selectFrom('week_validations')
    .select(['user_id', sql<number>`count(distinct week_start)::int`.as('weeks')])
    .where('user_id', 'in', ids)
    .where('status', '=', 'validated')
    .where('week_start', '>=', firstMonday)
    .where('week_start', '<=', range.end)
    .groupBy('user_id')
    .execute();
  const validatedOf = new Map(validated.map((row) => [row.user_id, Number(row.weeks)]));

  // Correction requests still waiting for a decision, for a period starting in the range.
  const pending = await db
    .selectFrom('corrections')
    .select(['user_id', sql<number>`count(*)::int`.as('count')])
    .where('user_id', 'in', ids)
    .where('status', '=', 'pending')
    .where('start', '>=', startOfDay(range.start, zone))
    .where('start', '<', startOfDay(addDays(range.end, 1), zone))
    .groupBy('user_id')
    .execute();
  const pendingOf = new Map(pending.map((row) => [row.user_id, Number(row.count)]));
  const leave = await leaveFigures(db, ids, range);

  return accounts.flatMap((balance) => {
    const person = personOf.get(balance.user_id);
    if (!person) return [];
    const toDate = balance.to_date ?? ZERO_TO_DATE;
    const through = balance.to_date?.through ?? '';
    const byKind: AbsenceSecondsByKind = { vacation: 0, sick: 0, training: 0, other: 0 };
    const own = absencesOf.get(balance.user_id) ?? [];
    for (const day of balance.days) {
      if (day.date > through || day.absence_seconds === 0) continue;
      const absence = own.find((a) => a.start <= day.date && a.end >= day.date);
      byKind[absence?.type ?? 'other'] += day.absence_seconds;
    }
    return [
      {
        user_id: balance.user_id,
        name: person.name,
        employee_number: person.employee_number,
        expected_seconds: toDate.expected_seconds,
        worked_seconds: toDate.worked_seconds,
        holiday_seconds: toDate.holiday_seconds,
        absence_seconds: byKind,
        balance_seconds: toDate.balance_seconds,
        leave_days: leave.days.get(balance.user_id) ?? [],
        breaches: breachCounts.get(balance.user_id) ?? 0,
        weeks_validated: validatedOf.get(balance.user_id) ?? 0,
        weeks_total: weeksTotal,
        pending_corrections: pendingOf.get(balance.user_id) ?? 0,
        pending_leave_requests: leave.pending.get(balance.user_id) ?? 0,
      },
    ];
  });
}

/** The report's rows a chunk at a time, so that a file of thousands of people is written while it is read. */
export async function* attendanceChunks(db: Executor, query: AttendanceQuery, userIds: readonly number[]): AsyncGenerator<AttendanceRow[]> {
  for (let from = 0; from < userIds.length; from += ATTENDANCE_CHUNK) {
    yield await attendanceRows(db, query, userIds.slice(from, from + ATTENDANCE_CHUNK));
  }
}

export function emptyTotals(): AttendanceTotals {
  return {
    expected_seconds: 0,
    worked_seconds: 0,
    holiday_seconds: 0,
    absence_seconds: { vacation: 0, sick: 0, training: 0, other: 0 },
    balance_seconds: 0,
    leave_days: [],
    breaches: 0,
    weeks_validated: 0,
    weeks_total: 0,
    pending_corrections: 0,
    pending_leave_requests: 0,
  };
}

/** Adds a row to the totals (leave days per type, in the order the types first appear). */
export function addToTotals(totals: AttendanceTotals, row: AttendanceRow): void {
  totals.expected_seconds += row.expected_seconds;
  totals.worked_seconds += row.worked_seconds;
  totals.holiday_seconds += row.holiday_seconds;
  for (const kind of ABSENCE_KINDS) totals.absence_seconds[kind] += row.absence_seconds[kind];
  totals.balance_seconds += row.balance_seconds;
  for (const leave of row.leave_days) {
    const total = totals.leave_days.find((t) => t.leave_type_id === leave.leave_type_id);
    if (total) total.days += leave.days;
    else totals.leave_days.push({ ...leave });
  }
  totals.leave_days.sort((a, b) => a.leave_type_id - b.leave_type_id);
  totals.breaches += row.breaches;
  totals.weeks_validated += row.weeks_validated;
  totals.weeks_total += row.weeks_total;
  totals.pending_corrections += row.pending_corrections;
  totals.pending_leave_requests += row.pending_leave_requests;
}
