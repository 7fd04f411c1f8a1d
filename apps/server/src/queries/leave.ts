// Time off read from the records (docs/api.md#time-off): the days a request counts, the leave years, the
// balances per type and leave year, the requests a caller may see, and the team calendar. Nothing here
// writes: reading twice, after a restart or on another instance gives the same figures.
//
// A request's days are stored when it is made (leave_request_days: each counted day whole or one half) and
// deleted when it is rejected or cancelled, so every sum below is a sum of rows, set-based for many people.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { LeaveHalf, LeaveRequestRow, LeaveRequestStatus, LeaveTypeRow, Role } from '../db/schema.js';
import { can, type Actor, type PersonSubject } from '../policies/rules.js';
import { addDays } from '../time/zone.js';
import type { CalendarRow, LeaveBalance } from '../presenters/leave.js';
import { daysOffSelect, regionDaysOff } from './holidays.js';
import { startDate, startDateOf } from './start-dates.js';

// ---------------------------------------------------------------------------------------------------------
// Leave years.
// ---------------------------------------------------------------------------------------------------------

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `MM-DD` of `year` as a date; 02-29 in a year without it is 02-28. */
export function dayOfYear(year: number, monthDay: string): string {
  const month = Number(monthDay.slice(0, 2));
  let day = Number(monthDay.slice(3, 5));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const last = month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
  if (day > last) day = last;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The leave year a day falls in: named by the calendar year it starts in. */
export function leaveYearOf(date: string, leaveYearStart: string): number {
  const year = Number(date.slice(0, 4));
  return date >= dayOfYear(year, leaveYearStart) ? year : year - 1;
}

/** The first and last days of a leave year. */
export function leaveYearBounds(year: number, leaveYearStart: string): { start: string; end: string } {
  return { start: dayOfYear(year, leaveYearStart), end: addDays(dayOfYear(year + 1, leaveYearStart), -1) };
}

/** The last day days carried into `year` may be spent on: the first `expires` day on or after the year's first day. */
export function carryOverExpiry(year: number, leaveYearStart: string, expires: string): string {
  const first = dayOfYear(year, leaveYearStart);
  const same = dayOfYear(year, expires);
  return same >= first ? same : dayOfYear(year + 1, expires);
}

/** Rounded to the nearest half day. */
export const toHalves = (days: number): number => Math.round(days * 2) / 2;

/** The twelfths of a monthly allowance accrued by `through`: one on the first day of each month of the year. */
export function monthlyAccrued(allowance: number, year: number, leaveYearStart: string, through: string): number {
  const first = dayOfYear(year, leaveYearStart);
  let months = 0;
  for (let k = 0; k < 12; k += 1) {
    const month = ((Number(leaveYearStart.slice(0, 2)) - 1 + k) % 12) + 1;
    const calendarYear = year + Math.floor((Number(leaveYearStart.slice(0, 2)) - 1 + k) / 12);
    const day = k === 0 ? first : `${calendarYear}-${String(month).padStart(2, '0')}-01`;
    if (day <= through) months += 1;
  }
  return toHalves((allowance * months) / 12);
}

// ---------------------------------------------------------------------------------------------------------
// Counting days.
// ---------------------------------------------------------------------------------------------------------

export interface CountQuery {
  userId: number;
  start: string;
  end: string;
  /** HOLIDAYS_REGION. */
  region: string | undefined;
  /** The company's default schedule, seconds per ISO weekday, Monday first. */
  defaultSeconds: readonly number[];
  /** APP_TIMEZONE: where the person's start day is read. */
  zone: string;
}

/**
 * The days of [start, end] a request of the person counts: those with expected seconds in the person's
 * schedule (the company default before their first version), not a public holiday of the region nor a
 * company day off, not before the person's start. One statement, bounded by the range (at most 366 days).
 */
export async function countedDays(db: Executor, query: CountQuery): Promise<{ date: string; seconds: number }[]> {
  const { userId, start, end, region, defaultSeconds, zone } = query;
  // Days before the person's start never count (docs/api.md#start-date).
  const personStart = await startDate(db, userId, zone);
  const from = personStart !== null && personStart > start ? personStart : start;
  if (from > end) return [];
  const daysOff = regionDaysOff(db, region, from, end);
  const result = await sql<{ date: string; seconds: number }>`
    with versions as (
      select s.valid_from, s.weekly_seconds, lead(s.valid_from) over (order by s.valid_from) as valid_to
      from schedules s
      where s.user_id = ${userId} and s.valid_from <= ${end}::date
    ),
    days_off as (${daysOffSelect(daysOff, from, end)}),
    days as (
      select d::date as date from generate_series(${from}::date::timestamp, ${end}::date::timestamp, interval '1 day') as d
    )
    select to_char(dy.date, 'YYYY-MM-DD') as date,
      (coalesce(v.weekly_seconds, ${sql.val([...defaultSeconds])}::int[]))[extract(isodow from dy.date)::int] as seconds
    from days dy
    left join versions v on dy.date >= v.valid_from and (v.valid_to is null or dy.date < v.valid_to)
    where not exists (select 1 from days_off o where o.date = dy.date)
    order by dy.date`.execute(db);
  return result.rows.map((row) => ({ date: row.date, seconds: Number(row.seconds) })).filter((row) => row.seconds > 0);
}

export type DayPart = 'day' | LeaveHalf;

/** The part of each counted day a request takes, from its halves (already checked possible). */
export function partsOf(
  days: readonly { date: string }[],
  request: { start_date: string; end_date: string; start_half: LeaveHalf | null; end_half: LeaveHalf | null },
): { date: string; part: DayPart }[] {
  return days.map(({ date }) => {
    if (request.start_date === request.end_date) return { date, part: request.start_half ?? 'day' };
    if (date === request.start_date && request.start_half) return { date, part: request.start_half };
    if (date === request.end_date && request.end_half) return { date, part: request.end_half };
    return { date, part: 'day' };
  });
}

export const partDays = (part: DayPart): number => (part === 'day' ? 1 : 0.5);

// ---------------------------------------------------------------------------------------------------------
// Sums for other features (payroll, month-end): set-based over many people.
// ---------------------------------------------------------------------------------------------------------

export interface LeaveDaysOfType {
  user_id: number;
  leave_type_id: number;
  /** Approved leave days within the range, halves counted 0.5. */
  days: number;
}

/**
 * Approved leave days per person and leave type within [start, end] (both included): the days each
 * approved request counts (docs/api.md#time-off), halves 0.5. People without any are absent from the answer.
 */
export async function leaveDaysByType(
  db: Executor,
  query: { userIds: readonly number[]; start: string; end: string },
): Promise<LeaveDaysOfType[]> {
  if (query.userIds.length === 0) return [];
  const rows = await db
    .selectFrom('leave_request_days as d')
    .innerJoin('leave_requests as r', 'r.id', 'd.leave_request_id')
    .select([
      'd.user_id',
      'r.leave_type_id',
      sql<number>`sum(case when d.part = 'day' then 1 else 0.5 end)`.as('days'),
    ])
    .where('d.user_id', '=', sql<number>`any(${sql.val([...query.userIds])}::int[])`)
    .where('d.date', '>=', query.start)
    .where('d.date', '<=', query.end)
    .where('r.status', '=', 'approved')
    .groupBy(['d.user_id', 'r.leave_type_id'])
    .orderBy('d.user_id')
    .orderBy('r.leave_type_id')
    .execute();
  return rows.map((row) => ({ user_id: Number(row.user_id), leave_type_id: Number(row.leave_type_id), days: Number(row.days) }));
}

/**
 * The number of pending leave requests per person that meet [start, end] (both included); people without
 * any are absent from the map.
 */
export async function pendingLeaveRequestCounts(
  db: Executor,
  query: { userIds: readonly number[]; start: string; end: string },
): Promise<Map<number, number>> {
  if (query.userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('leave_requests')
    .select(['user_id', sql<number>`count(*)`.as('count')])
    .where('user_id', '=', sql<number>`any(${sql.val([...query.userIds])}::int[])`)
    .where('status', '=', 'pending')
    .where('start_date', '<=', query.end)
    .where('end_date', '>=', query.start)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.count)]));
}

// ---------------------------------------------------------------------------------------------------------
// Types.
// ---------------------------------------------------------------------------------------------------------

export async function listLeaveTypes(db: Executor, includeArchived: boolean): Promise<LeaveTypeRow[]> {
  let query = db.selectFrom('leave_types').selectAll();
  if (!includeArchived) query = query.where('active', '=', true);
  return query.orderBy('id').execute();
}

// ---------------------------------------------------------------------------------------------------------
// Balances.
// ---------------------------------------------------------------------------------------------------------


/** A counted day of a live request of the person, with its type. */
export interface LiveDay {
  leave_type_id: number;
  date: string;
  days: number;
  status: 'pending' | 'approved';
}

export interface BalanceFacts {
  type: Pick<LeaveTypeRow, 'id' | 'annual_days' | 'accrual' | 'carry_over_max_days' | 'carry_over_expires'>;
  /** Allowances set for the person and this type, by leave year. */
  allowances: ReadonlyMap<number, number>;
  /** The person's live days of this type, any year. */
  days: readonly LiveDay[];
  /** The first leave year that may carry anything over: the one holding the person's start. */
  firstYear: number;
  leaveYearStart: string;
  today: string;
}

const sumDays = (days: readonly LiveDay[], test: (day: LiveDay) => boolean): number =>
  days.reduce((total, day) => (test(day) ? total + day.days : total), 0);

/**
 * What a year leaves to the next, and its carried-over part: the leftover of a year (accrued in full +
 * carried over - expired - approved days of the year; never below 0, at most carry_over_max_days) carries
 * into the next; carried days are spent first, only on days up to the expiry day, then the rest expires.
 */
function carriedInto(year: number, facts: BalanceFacts): number {
  const { type, allowances, days, firstYear, leaveYearStart } = facts;
  let carried = 0;
  for (let y = firstYear; y < year; y += 1) {
    const bounds = leaveYearBounds(y, leaveYearStart);
    const allowance = allowances.get(y) ?? type.annual_days;
    const approved = sumDays(days, (d) => d.status === 'approved' && d.date >= bounds.start && d.date <= bounds.end);
    let expired = 0;
    if (type.carry_over_expires !== null && carried > 0) {
      const expiry = carryOverExpiry(y, leaveYearStart, type.carry_over_expires);
      const spentBy = sumDays(days, (d) => d.status === 'approved' && d.date >= bounds.start && d.date <= expiry);
      expired = Math.max(0, carried - spentBy);
    }
    carried = Math.min(type.carry_over_max_days, Math.max(0, allowance + carried - expired - approved));
  }
  return carried;
}

/** The balance of one type and leave year, from the facts. */
export function balanceOf(year: number, facts: BalanceFacts): LeaveBalance {
  const { type, allowances, days, leaveYearStart, today } = facts;
  const bounds = leaveYearBounds(year, leaveYearStart);
  const allowance = allowances.get(year) ?? type.annual_days;
  const accrued =
    type.accrual === 'annual' ? allowance : bounds.start > today ? 0 : monthlyAccrued(allowance, year, leaveYearStart, today);
  const carried = year < facts.firstYear ? 0 : carriedInto(year, facts);
  const inYear = (d: LiveDay) => d.date >= bounds.start && d.date <= bounds.end;
  let expired = 0;
  let expiresOn: string | null = null;
  if (type.carry_over_expires !== null) {
    expiresOn = carryOverExpiry(year, leaveYearStart, type.carry_over_expires);
    if (today > expiresOn && carried > 0) {
      const spentBy = sumDays(days, (d) => d.status === 'approved' && inYear(d) && d.date <= expiresOn!);
      expired = Math.max(0, carried - spentBy);
    }
  }
  const taken = sumDays(days, (d) => d.status === 'approved' && inYear(d) && d.date <= today);
  const planned = sumDays(days, (d) => d.status === 'approved' && inYear(d) && d.date > today);
  const pending = sumDays(days, (d) => d.status === 'pending' && inYear(d));
  return {
    leave_type_id: type.id,
    year,
    year_start: bounds.start,
    year_end: bounds.end,
    allowance_days: allowance,
    accrued_days: accrued,
    carried_over_days: carried,
    carried_over_expires_on: expiresOn,
    expired_days: expired,
    taken_days: taken,
    planned_days: planned,
    pending_days: pending,
    available_days: accrued + carried - expired - taken - planned - pending,
  };
}

/**
 * What is left for new days of a leave year, as a request is checked: monthly accrual counted up to the
 * request's last day in that year, and carried days usable only on days up to their expiry (the live days
 * and the new ones by then spend them first).
 */
export function availableFor(
  year: number,
  facts: BalanceFacts,
  newDays: readonly { date: string; days: number }[],
): { available: number; needed: number } {
  const { type, allowances, days, leaveYearStart } = facts;
  const bounds = leaveYearBounds(year, leaveYearStart);
  const mine = newDays.filter((d) => d.date >= bounds.start && d.date <= bounds.end);
  const lastDay = mine.reduce((last, d) => (d.date > last ? d.date : last), bounds.start);
  const allowance = allowances.get(year) ?? type.annual_days;
  const accrued = type.accrual === 'annual' ? allowance : monthlyAccrued(allowance, year, leaveYearStart, lastDay);
  const carried = year < facts.firstYear ? 0 : carriedInto(year, facts);
  const inYear = (d: { date: string }) => d.date >= bounds.start && d.date <= bounds.end;
  const live = sumDays(days, inYear);
  let expired = 0;
  if (type.carry_over_expires !== null && carried > 0) {
    const expiry = carryOverExpiry(year, leaveYearStart, type.carry_over_expires);
    const lastUse = mine.reduce((last, d) => (d.date > last ? d.date : last), facts.today);
    if (lastUse > expiry) {
      const spentBy =
        sumDays(days, (d) => inYear(d) && d.date <= expiry) + mine.filter((d) => d.date <= expiry).reduce((t, d) => t + d.days, 0);
      expired = Math.max(0, carried - spentBy);
    }
  }
  return { available: accrued + carried - expired - live, needed: mine.reduce((t, d) => t + d.days, 0) };
}

/**
 * The facts of a person's balances of the tracked types: the types, the person's allowances and live days,
 * and their start, in one statement (one round trip, whatever the years of history).
 */
export async function balanceFacts(
  db: Executor,
  query: { userId: number; leaveYearStart: string; today: string; zone: string; typeIds?: readonly number[] },
): Promise<{ types: LeaveTypeRow[]; facts: Map<number, BalanceFacts> }> {
  const typeFilter = query.typeIds ? sql`and t.id = any(${sql.val([...query.typeIds])}::int[])` : sql``;
  const result = await sql<{ types: unknown; allowances: unknown; days: unknown; start: string | null }>`
    with types as (
      select t.* from leave_types t where t.tracked ${typeFilter}
    )
    select
      coalesce((select json_agg(row_to_json(t) order by t.id) from types t), '[]'::json) as types,
      coalesce((
        select json_agg(json_build_array(a.leave_type_id, a.year, a.days))
        from leave_allowances a
        where a.user_id = ${query.userId} and a.leave_type_id in (select id from types)
      ), '[]'::json) as allowances,
      coalesce((
        select json_agg(json_build_array(r.leave_type_id, to_char(d.date, 'YYYY-MM-DD'), d.part, r.status))
        from leave_request_days d
        join leave_requests r on r.id = d.leave_request_id
        where d.user_id = ${query.userId} and r.leave_type_id in (select id from types)
      ), '[]'::json) as days,
      (select to_char(${startDateOf('u', query.zone)}, 'YYYY-MM-DD') from users u where u.id = ${query.userId}) as start`.execute(db);
  const row = result.rows[0]!;
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const types = parse<(LeaveTypeRow & { created_at: string })[]>(row.types).map((type) => ({
    ...type,
    annual_days: Number(type.annual_days),
    carry_over_max_days: Number(type.carry_over_max_days),
    created_at: new Date(type.created_at),
  }));
  if (types.length === 0) return { types, facts: new Map() };
  const allowanceRows = parse<[number, number, number | string][]>(row.allowances);
  const dayRows = parse<[number, string, DayPart, 'pending' | 'approved'][]>(row.days);
  // A year that ended before the person's start carries nothing (docs/api.md#start-date): the first year
  // that may carry anything over is the one holding the start.
  const firstYear = leaveYearOf(row.start ?? query.today, query.leaveYearStart);
  const facts = new Map<number, BalanceFacts>();
  for (const type of types) {
    facts.set(type.id, {
      type,
      allowances: new Map(allowanceRows.filter(([typeId]) => typeId === type.id).map(([, year, days]) => [Number(year), Number(days)])),
      days: dayRows
        .filter(([typeId]) => typeId === type.id)
        .map(([, date, part, status]) => ({ leave_type_id: type.id, date, days: partDays(part), status })),
      firstYear,
      leaveYearStart: query.leaveYearStart,
      today: query.today,
    });
  }
  return { types, facts };
}

/** A person's balances of the tracked types for a leave year. */
export async function leaveBalances(
  db: Executor,
  query: { userId: number; year: number; leaveYearStart: string; today: string; zone: string; typeIds?: readonly number[] },
): Promise<LeaveBalance[]> {
  const { types, facts } = await balanceFacts(db, query);
  return types.map((type) => balanceOf(query.year, facts.get(type.id)!));
}

// ---------------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------------

/** Whose requests the caller may review, as the rule function answers for a typical request. */
export function leaveReviewScope(actor: Actor): 'everyone' | 'own_people' | 'none' {
  const requestOf = (managerIds: number[]) => ({
    type: 'leave_request' as const,
    id: 0,
    person: { type: 'person' as const, id: 0, managerIds },
  });
  if (can(actor, 'review_leave', requestOf([]))) return 'everyone';
  if (can(actor, 'review_leave', requestOf([actor.id]))) return 'own_people';
  return 'none';
}

export interface RequestFilter {
  status?: LeaveRequestStatus | undefined;
  start?: string | undefined;
  end?: string | undefined;
  teamId?: number | undefined;
  userId?: number | undefined;
}

/** The longest answer of a request list: the range or the status bounds what a caller asks for. */
export const MAX_LISTED_REQUESTS = 1000;

/**
 * Requests ordered by first day (newest first): of one person (`userId`), or those the caller may review,
 * theirs included (`actor`).
 */
export async function listLeaveRequests(db: Executor, actor: Actor | null, filter: RequestFilter): Promise<LeaveRequestRow[]> {
  let query = db.selectFrom('leave_requests').selectAll('leave_requests');
  if (filter.userId !== undefined) query = query.where('leave_requests.user_id', '=', filter.userId);
  if (actor) {
    const scope = leaveReviewScope(actor);
    if (scope !== 'everyone') {
      query = query.where((eb) =>
        eb.or([
          eb('leave_requests.user_id', '=', actor.id),
          ...(scope === 'own_people'
            ? [
                eb(
                  'leave_requests.user_id',
                  'in',
                  eb
                    .selectFrom('team_members')
                    .innerJoin('teams', 'teams.id', 'team_members.team_id')
                    .select('team_members.user_id')
                    .where('teams.manager_id', '=', actor.id),
                ),
              ]
            : []),
        ]),
      );
    }
  }
  if (filter.teamId !== undefined) {
    query = query.where('leave_requests.user_id', 'in', (eb) =>
      eb.selectFrom('team_members').select('team_members.user_id').where('team_members.team_id', '=', filter.teamId!),
    );
  }
  if (filter.status !== undefined) query = query.where('leave_requests.status', '=', filter.status);
  if (filter.start !== undefined) query = query.where('leave_requests.end_date', '>=', filter.start);
  if (filter.end !== undefined) query = query.where('leave_requests.start_date', '<=', filter.end);
  return query
    .orderBy('leave_requests.start_date', 'desc')
    .orderBy('leave_requests.id', 'desc')
    .limit(MAX_LISTED_REQUESTS)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// The team calendar.
// ---------------------------------------------------------------------------------------------------------



/** What the caller may see of others, as the rule function answers for a typical person. */
function viewScope(actor: Actor): 'everyone' | 'own_people' | 'self' {
  const person = (managerIds: number[]): PersonSubject => ({ type: 'person', id: 0, managerIds });
  if (can(actor, 'view_data_of', person([]))) return 'everyone';
  if (can(actor, 'view_data_of', person([actor.id]))) return 'own_people';
  return 'self';
}

/**
 * Who is away (docs/api.md#team-calendar): the members of the caller's teams (those they are in and those
 * they manage) and the people they may view, the caller included, ordered by name, with their approved
 * leave days in the range, and pending ones for the people whose data they may view (the person themself,
 * their reviewers). The type only where it is visible to colleagues or the caller may view the person.
 * One statement.
 */
export async function leaveCalendar(
  db: Executor,
  actor: Actor,
  query: { start: string; end: string; teamId?: number | undefined; approvedOnly?: boolean },
): Promise<CalendarRow[]> {
  const scope = viewScope(actor);
  const teamFilter = query.teamId === undefined ? sql`true` : sql`p.id in (select user_id from team_members where team_id = ${query.teamId})`;
  const viewable =
    scope === 'everyone'
      ? sql`true`
      : scope === 'own_people'
        ? sql`(p.id = ${actor.id} or p.id in (select m.user_id from team_members m join teams t on t.id = m.team_id where t.manager_id = ${actor.id}))`
        : sql`p.id = ${actor.id}`;
  const people =
    scope === 'everyone'
      ? sql`select u.id from users u where u.status <> 'deleted'`
      : sql`
        select ${actor.id}::int as id
        union
        select m.user_id from team_members m
        where m.team_id in (select team_id from team_members where user_id = ${actor.id} union select id from teams where manager_id = ${actor.id})`;
  const result = await sql<{ user_id: number; name: string; viewable: boolean; days: unknown }>`
    with people as (
      select u.id, u.name, ${viewable} as viewable
      from users u
      join (${people}) p on p.id = u.id
      where u.status <> 'deleted' and ${teamFilter}
    )
    select pe.id as user_id, pe.name, pe.viewable,
      coalesce((
        select json_agg(json_build_array(to_char(d.date, 'YYYY-MM-DD'), r.status, d.part,
          case when pe.viewable or t.visible_to_colleagues then r.leave_type_id end, r.id) order by d.date, d.part)
        from leave_request_days d
        join leave_requests r on r.id = d.leave_request_id
        join leave_types t on t.id = r.leave_type_id
        where d.user_id = pe.id and d.date between ${query.start}::date and ${query.end}::date
          and (r.status = 'approved' or (r.status = 'pending' and pe.viewable ${query.approvedOnly ? sql`and false` : sql``}))
      ), '[]'::json) as days
    from people pe
    order by pe.name, pe.id`.execute(db);
  return result.rows.map((row) => {
    const raw = (typeof row.days === 'string' ? JSON.parse(row.days) : row.days) as [string, 'approved' | 'pending', DayPart, number | null, number][];
    return {
      user_id: Number(row.user_id),
      name: row.name,
      days: raw.map(([date, status, part, typeId, requestId]) => ({
        date,
        status,
        half: part === 'day' ? null : part,
        ...(typeId === null ? {} : { leave_type_id: Number(typeId) }),
        leave_request_id: Number(requestId),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Calendar feeds.
// ---------------------------------------------------------------------------------------------------------

/** Only a feed token's hash is stored: a copy of the table does not open anyone's calendar. */
export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The active owner of a feed token, or undefined (unknown, revoked, or the account gone). */
export async function calendarFeedOwner(db: Executor, token: string): Promise<{ id: number; role: Role } | undefined> {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.role'])
    .where('calendar_feeds.token_hash', '=', feedTokenHash(token))
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}
