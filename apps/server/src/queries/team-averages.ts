// The team report of CONTRACT section 8: worked time per member and per day over a range of calendar days
// in APP_TIMEZONE. The database does the work in one statement: it keeps the members' periods that touch
// the range (index range scans per member), cuts them at the local midnights, deducts the part of their
// breaks inside each piece, and sums per member and per day. Only the totals come back.
//
// The planner costs this statement from estimates, and past a cost PostgreSQL compiles it (JIT) for far
// longer than it runs: the bounds of the range stay subqueries of `bounds` (estimated as selective, so
// each member's scan is an index range scan) and no set-returning function gets per-row arguments
// (estimated as 1,000 rows each).
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import { ValidationError } from '../errors.js';
import { daysBetween, isCalendarDate } from '../time/zone.js';
import { rangeOverlap } from './working-times.js';

/** The longest report: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export interface DayRange {
  start: string;
  end: string;
  /** Days in the range, both ends included. */
  days: number;
}

/** `start` and `end` of the report: both required calendar dates, end not before start, at most 366 days. */
export function parseDayRange(query: { start?: string | undefined; end?: string | undefined }): DayRange {
  const problems: ConstructorParameters<typeof ValidationError>[0] = {};
  for (const field of ['start', 'end'] as const) {
    const value = query[field];
    if (value === undefined || value === '') problems[field] = [{ code: 'required', message: 'is required' }];
    else if (!isCalendarDate(value)) problems[field] = [{ code: 'invalid', message: 'must be a date (YYYY-MM-DD)' }];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const start = query.start!;
  const end = query.end!;
  const days = daysBetween(start, end) + 1;
  if (days < 1) throw ValidationError.field('end', 'before_start', 'must not be before start');
  if (days > MAX_REPORT_DAYS) {
    throw ValidationError.field('end', 'range_too_long', `the range must not exceed ${MAX_REPORT_DAYS} days`);
  }
  return { start, end, days };
}

export interface MemberAverages {
  user_id: number;
  name: string;
  worked_seconds: number;
  worked_days: number;
  daily_average_seconds: number;
  weekly_average_seconds: number;
}

export interface TeamAverages {
  team_id: number;
  start: string;
  end: string;
  days: number;
  members: MemberAverages[];
  team: { worked_seconds: number; daily_average_seconds: number; weekly_average_seconds: number };
  series: { date: string; worked_seconds: number }[];
}

export interface TeamAveragesQuery {
  teamId: number;
  range: DayRange;
  /** APP_TIMEZONE: where the days start and end. */
  zone: string;
  /** Open periods and open breaks count up to this instant. */
  now: Date;
}

interface ReportRow {
  members: { user_id: number; name: string; worked_seconds: number; worked_days: number }[];
  series: { date: string; worked_seconds: number }[];
}

export async function teamAverages(db: Executor, query: TeamAveragesQuery): Promise<TeamAverages> {
  const { teamId, range, zone, now } = query;
  const overlap = rangeOverlap('w', sql<Date>`(select b[1] from bounds)`, sql<Date>`(select b[${range.days + 1}] from bounds)`);
  const result = await sql<ReportRow>`
    with bounds as (
      -- The local midnights from the first day of the range to the day after the last: day k of the
      -- range is [b[k], b[k + 1]) (23 to 25 hours around a daylight-saving change).
      select array_agg(d at time zone ${zone} order by d) as b
      from generate_series(${range.start}::date::timestamp, ${range.end}::date::timestamp + interval '1 day', interval '1 day') as d
    ),
    members as (
      select u.id, u.name
      from team_members tm
      join users u on u.id = tm.user_id
      where tm.team_id = ${teamId} and u.status <> 'deleted'
    ),
    -- The members' periods that touch the range: an index range scan per member and kind of period.
    periods as (
      select w.id, w.user_id, w.start, w."end"
      from members m
      join working_times w on w.user_id = m.id
      where ${overlap.common}
      union all
      -- Open ones count up to now.
      select w.id, w.user_id, w.start, coalesce(w."end", ${now}::timestamptz)
      from members m
      join working_times w on w.user_id = m.id
      where ${overlap.longOrOpen}
    ),
    -- Each period clipped to the range, with the days of the range it touches.
    located as (
      select c.id, c.user_id, c.s, c.e,
        width_bucket(c.s, bounds.b) as first_day,
        width_bucket(c.e - interval '1 microsecond', bounds.b) as last_day
      from (
        select p.id, p.user_id, greatest(p.start, bounds.b[1]) as s, least(p."end", bounds.b[${range.days + 1}]) as e
        from periods p, bounds
      ) c, bounds
      where c.e > c.s
    ),
    -- Each period cut into the days it touches: most lie within one day, the others are cut at the
    -- midnights they cross.
    pieces as (
      select l.id, l.user_id, l.first_day as day, l.s, l.e
      from located l
      where l.first_day = l.last_day
      union all
      select l.id, l.user_id, k, greatest(l.s, bounds.b[k]), least(l.e, bounds.b[k + 1])
      from located l, bounds, generate_series(1, ${range.days}) as k
      where l.first_day < l.last_day and k between l.first_day and l.last_day
    ),
    -- The breaks of those periods (open ones up to now), read in one index scan: an array of unknown
    -- length is estimated as short, so the planner never scans every break instead.
    period_breaks as (
      select br.working_time_id, br.start, coalesce(br."end", ${now}::timestamptz) as "end"
      from breaks br
      where br.working_time_id = any(array(select id from periods))
    ),
    -- Worked seconds per person and day: the pieces less the part of their period's breaks inside each.
    per_day as (
      select d.user_id, d.day, round(sum(d.seconds)) as seconds
      from (
        select pc.user_id, pc.day, date_part('epoch', pc.e - pc.s) as seconds
        from pieces pc
        union all
        select pc.user_id, pc.day, -date_part('epoch', least(br."end", pc.e) - greatest(br.start, pc.s))
        from pieces pc
        join period_breaks br on br.working_time_id = pc.id and br.start < pc.e and br."end" > pc.s
      ) d
      group by d.user_id, d.day
    )
    select
      (select coalesce(json_agg(json_build_object(
          'user_id', m.id,
          'name', m.name,
          'worked_seconds', coalesce(t.worked_seconds, 0),
          'worked_days', coalesce(t.worked_days, 0)) order by lower(m.name), m.id), '[]'::json)
       from members m
       left join (
         select user_id, sum(seconds) as worked_seconds, count(*) filter (where seconds > 0) as worked_days
         from per_day group by user_id
       ) t on t.user_id = m.id) as members,
      (select json_agg(json_build_object('date', ${range.start}::date + (k - 1), 'worked_seconds', coalesce(s.seconds, 0)) order by k)
       from generate_series(1, ${range.days}) as k
       left join (select day, sum(seconds) as seconds from per_day group by day) s on s.day = k) as series
  `.execute(db);
  const row = result.rows[0]!;
  return summarize(teamId, range, parseJson(row.members), parseJson(row.series));
}

/** json values arrive parsed from pg and PGlite alike; a driver that leaves them as text is handled too. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The averages of CONTRACT section 8, from the totals the database summed. */
export function summarize(
  teamId: number,
  range: DayRange,
  members: ReportRow['members'],
  series: ReportRow['series'],
): TeamAverages {
  const withAverages = members.map((member) => ({
    user_id: member.user_id,
    name: member.name,
    worked_seconds: Number(member.worked_seconds),
    worked_days: Number(member.worked_days),
    daily_average_seconds: member.worked_days > 0 ? Math.round(member.worked_seconds / member.worked_days) : 0,
    weekly_average_seconds: Math.round((member.worked_seconds * 7) / range.days),
  }));
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    team_id: teamId,
    start: range.start,
    end: range.end,
    days: range.days,
    members: withAverages,
    team: {
      worked_seconds: withAverages.reduce((sum, member) => sum + member.worked_seconds, 0),
      daily_average_seconds: mean(withAverages.map((member) => member.daily_average_seconds)),
      weekly_average_seconds: mean(withAverages.map((member) => member.weekly_average_seconds)),
    },
    series: series.map((day) => ({ date: day.date, worked_seconds: Number(day.worked_seconds) })),
  };
}
