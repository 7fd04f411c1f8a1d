// The team report: worked time per member and per day over a range of calendar days in APP_TIMEZONE. The
// database does the work in one statement: the members' worked seconds per day (queries/worked-days.ts),
// summed per member and per day. Only the totals come back.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { DayRange } from '../schemas/day-range.js';
import { workedDaysExpressions } from './worked-days.js';

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
  const result = await sql<ReportRow>`
    with members as (
      select u.id, u.name
      from team_members tm
      join users u on u.id = tm.user_id
      where tm.team_id = ${teamId} and u.status <> 'deleted'
    ),
    ${workedDaysExpressions({ people: 'members', range, zone, now, wholeSeconds: false })}
    select
      (select coalesce(json_agg(json_build_object(
          'user_id', m.id,
          'name', m.name,
          'worked_seconds', coalesce(t.worked_seconds, 0),
          'worked_days', coalesce(t.worked_days, 0)) order by lower(m.name), m.id), '[]'::json)
       from members m
       left join (
         select user_id, sum(seconds) as worked_seconds, count(*) filter (where seconds > 0) as worked_days
         from worked_days group by user_id
       ) t on t.user_id = m.id) as members,
      (select json_agg(json_build_object('date', ${range.start}::date + (k - 1), 'worked_seconds', coalesce(s.seconds, 0)) order by k)
       from generate_series(1, ${range.days}) as k
       left join (select day, sum(seconds) as seconds from worked_days group by day) s on s.day = k) as series
  `.execute(db);
  const row = result.rows[0]!;
  return summarize(teamId, range, parseJson(row.members), parseJson(row.series));
}

/** json values arrive parsed from pg and PGlite alike; a driver that leaves them as text is handled too. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The averages, from the totals the database summed. */
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
