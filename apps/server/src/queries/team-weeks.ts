// Month-end for a team: which weeks of which members a validation of every week up to a date would
// validate, and which are held back by an open period or a pending correction request. Read in a fixed
// number of queries whatever the team's size: its members, their first records, their weeks already
// validated or reopened, their open periods, their pending requests.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { WeekValidationRow } from '../db/schema.js';
import { ValidationError } from '../errors.js';
import { can, type Actor, type PersonSubject } from '../policies/rules.js';
import { addDays, dateInZone, daysBetween, mondayOf, weekSpan } from '../time/zone.js';

/** At most this many weeks of one person are validated (or offered) by one call: a year and a week. */
export const MAX_WEEKS_PER_PERSON = 53;
/** At most this many weeks in all by one call, whatever the team's size. */
export const MAX_WEEKS_PER_CALL = 2000;

export type BlockReason = 'open_period' | 'pending_correction' | 'pending_leave';

export interface WeekToValidate {
  userId: number;
  weekStart: string;
  span: { start: Date; end: Date };
  /** The reopened validation of that week, validated again (its former state goes to the change log). */
  reopened: WeekValidationRow | undefined;
}

export interface BlockedWeek {
  userId: number;
  weekStart: string;
  reason: BlockReason;
  /** The open period that holds the week back. */
  workingTimeId: number | null;
  /** The pending request that holds the week back. */
  correctionId: number | null;
  /** The pending leave request with a day in the week (docs/api.md#time-off). */
  leaveRequestId: number | null;
}

export interface TeamWeeksPlan {
  toValidate: WeekToValidate[];
  blocked: BlockedWeek[];
}

/**
 * The team's members whose hours the actor may edit (`edit_working_times`, never the actor themself),
 * in id order: the order their rows are locked in.
 */
export async function editableMembers(db: Executor, actor: Actor, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members as member')
    .innerJoin('users', 'users.id', 'member.user_id')
    .leftJoin('team_members as membership', 'membership.user_id', 'users.id')
    .leftJoin('teams', 'teams.id', 'membership.team_id')
    .select([
      'users.id',
      sql<number[]>`coalesce(array_agg(distinct teams.manager_id) filter (where teams.manager_id is not null), '{}')`.as('manager_ids'),
    ])
    .where('member.team_id', '=', teamId)
    .where('users.status', '<>', 'deleted')
    .groupBy('users.id')
    .orderBy('users.id')
    .execute();
  return rows
    .map((row): PersonSubject => ({ type: 'person', id: row.id, managerIds: row.manager_ids.map(Number) }))
    .filter((person) => person.id !== actor.id && can(actor, 'edit_working_times', person))
    .map((person) => person.id);
}

function overlaps(start: Date, end: Date | null, span: { start: Date; end: Date }): boolean {
  return start.getTime() < span.end.getTime() && (end === null || end.getTime() > span.start.getTime());
}

/**
 * For each of `userIds`, every complete week from the week of their first working time or absence up to
 * the last week that ends on or before `until`, that is not validated now. 422 `range_too_long` on
 * `until` beyond the bounds above.
 */
export async function planTeamWeeks(
  db: Executor,
  userIds: readonly number[],
  until: string,
  zone: string,
  now: Date,
): Promise<TeamWeeksPlan> {
  const plan: TeamWeeksPlan = { toValidate: [], blocked: [] };
  if (userIds.length === 0) return plan;
  const ids = [...userIds];
  // The last week: the one ending on or before `until`, and never the current one.
  const currentMonday = mondayOf(dateInZone(now, zone));
  let lastMonday = mondayOf(addDays(until, -6));
  if (lastMonday >= currentMonday) lastMonday = addDays(currentMonday, -7);
  while (weekSpan(lastMonday, zone).end.getTime() > now.getTime()) lastMonday = addDays(lastMonday, -7);

  const [firstPeriods, firstAbsences, firstPendingLeave] = await Promise.all([
    db
      .selectFrom('working_times')
      .select(['user_id', (eb) => eb.fn.min('start').as('first')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('absences')
      .select(['user_id', (eb) => eb.fn.min('start_date').as('first')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    // A pending leave request holds its weeks back even before anything else is recorded.
    db
      .selectFrom('leave_requests')
      .select(['user_id', (eb) => eb.fn.min('start_date').as('first')])
      .where('user_id', 'in', ids)
      .where('status', '=', 'pending')
      .groupBy('user_id')
      .execute(),
  ]);
  const firstMonday = new Map<number, string>();
  const keepEarlier = (userId: number, date: string) => {
    const monday = mondayOf(date);
    const known = firstMonday.get(userId);
    if (known === undefined || monday < known) firstMonday.set(userId, monday);
  };
  for (const row of firstPeriods) keepEarlier(row.user_id, dateInZone(new Date(row.first), zone));
  for (const row of firstAbsences) keepEarlier(row.user_id, String(row.first));
  for (const row of firstPendingLeave) keepEarlier(row.user_id, String(row.first));
  const people = ids.filter((id) => (firstMonday.get(id) ?? '9999-12-31') <= lastMonday);
  if (people.length === 0) return plan;
  const earliest = people.map((id) => firstMonday.get(id)!).reduce((a, b) => (a < b ? a : b));

  const weeks = await db
    .selectFrom('week_validations')
    .selectAll()
    .where('user_id', 'in', people)
    .where('week_start', '>=', earliest)
    .where('week_start', '<=', lastMonday)
    .execute();
  const validated = new Set<string>();
  const validatedCount = new Map<number, number>();
  const reopened = new Map<string, WeekValidationRow>();
  for (const week of weeks) {
    const key = `${week.user_id} ${week.week_start}`;
    if (week.status === 'validated') {
      validated.add(key);
      if (week.week_start >= firstMonday.get(week.user_id)!) validatedCount.set(week.user_id, (validatedCount.get(week.user_id) ?? 0) + 1);
    } else reopened.set(key, week);
  }

  // The number of weeks to go through, counted before listing them: the dates allow centuries.
  let total = 0;
  for (const userId of people) {
    const span = daysBetween(firstMonday.get(userId)!, lastMonday) / 7 + 1;
    const count = span - (validatedCount.get(userId) ?? 0);
    if (count > MAX_WEEKS_PER_PERSON) {
      throw ValidationError.field(
        'until',
        'range_too_long',
        `a person would have ${count} weeks to validate; at most ${MAX_WEEKS_PER_PERSON} at once: choose an earlier date first`,
      );
    }
    total += count;
  }
  if (total > MAX_WEEKS_PER_CALL) {
    throw ValidationError.field(
      'until',
      'range_too_long',
      `the team would have ${total} weeks to validate; at most ${MAX_WEEKS_PER_CALL} at once: choose an earlier date first`,
    );
  }

  const [openPeriods, pending, pendingLeave] = await Promise.all([
    db
      .selectFrom('working_times')
      .select(['id', 'user_id', 'start'])
      .where('user_id', 'in', people)
      .where('end', 'is', null)
      .execute(),
    db
      .selectFrom('corrections')
      .leftJoin('working_times', (join) =>
        join.onRef('working_times.id', '=', 'corrections.working_time_id').on('corrections.changes_working_time', '=', true),
      )
      .select([
        'corrections.id',
        'corrections.user_id',
        'corrections.start',
        'corrections.end',
        'working_times.start as recorded_start',
        'working_times.end as recorded_end',
        'working_times.id as recorded_id',
      ])
      .where('corrections.status', '=', 'pending')
      .where('corrections.user_id', 'in', people)
      .orderBy('corrections.id')
      .execute(),
    db
      .selectFrom('leave_requests')
      .select(['id', 'user_id', 'start_date', 'end_date'])
      .where('status', '=', 'pending')
      .where('user_id', 'in', people)
      .where('start_date', '<=', addDays(lastMonday, 6))
      .orderBy('id')
      .execute(),
  ]);

  for (const userId of people) {
    const opens = openPeriods.filter((period) => period.user_id === userId);
    const requests = pending.filter((request) => request.user_id === userId);
    const leaves = pendingLeave.filter((leave) => leave.user_id === userId);
    for (let monday = firstMonday.get(userId)!; monday <= lastMonday; monday = addDays(monday, 7)) {
      const key = `${userId} ${monday}`;
      if (validated.has(key)) continue;
      const span = weekSpan(monday, zone);
      const open = opens.find((period) => overlaps(period.start, null, span));
      // A request holds the week its requested times fall in and the week of the period it would change.
      const request = requests.find(
        (candidate) =>
          overlaps(candidate.start, candidate.end, span) ||
          (candidate.recorded_id !== null && overlaps(candidate.recorded_start!, candidate.recorded_end, span)),
      );
      const sunday = addDays(monday, 6);
      const leave = leaves.find((candidate) => candidate.start_date <= sunday && candidate.end_date >= monday);
      const held = { userId, weekStart: monday, workingTimeId: null, correctionId: null, leaveRequestId: null };
      if (open) plan.blocked.push({ ...held, reason: 'open_period', workingTimeId: open.id });
      else if (request) plan.blocked.push({ ...held, reason: 'pending_correction', correctionId: request.id });
      else if (leave) plan.blocked.push({ ...held, reason: 'pending_leave', leaveRequestId: leave.id });
      else plan.toValidate.push({ userId, weekStart: monday, span, reopened: reopened.get(key) });
    }
  }
  return plan;
}
