// What needs a manager (docs/api.md#attention): over the last 14 days, the periods left open too long, the
// days expected and left empty, and the periods the service closed, for the people the caller may view. Each
// item is read from the hours as they are now, so it is gone once fixed (a correction, the hours entered, an
// absence; an automatic close until someone changes that period). One statement, bounded by 14 days.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import { addDays, dateInZone, isoWeekday, startOfDay } from '../time/zone.js';
import { daysOffSelect, regionDaysOff } from './holidays.js';
import { defaultScheduleSeconds } from './schedules.js';
import { startedBy } from './start-dates.js';

export const ATTENTION_DAYS = 14;
/** `open_too_long` when open-period reminders are off. */
export const DEFAULT_OPEN_MINUTES = 720;

export type AttentionKind = 'open_too_long' | 'missing_day' | 'auto_closed';

export interface AttentionItem {
  user_id: number;
  name: string;
  kind: AttentionKind;
  date: string;
  working_time_id?: number;
}

export interface AttentionQuery {
  /** Everyone (general managers), or the members of the teams this manager manages. */
  viewer: { id: number; everyone: boolean };
  teamId: number | undefined;
  now: Date;
  zone: string;
  region: string | undefined;
  openAfterMinutes: number;
}

interface Row {
  user_id: number;
  name: string;
  kind: AttentionKind;
  date: string;
  working_time_id: number | null;
}

export async function listAttention(db: Executor, query: AttentionQuery): Promise<AttentionItem[]> {
  const { viewer, teamId, now, zone, region, openAfterMinutes } = query;
  const today = dateInZone(now, zone);
  const first = addDays(today, -ATTENTION_DAYS);
  const yesterday = addDays(today, -1);
  const since = startOfDay(first, zone);
  const days = Array.from({ length: ATTENTION_DAYS }, (_, index) => addDays(first, index));
  const daysOff = regionDaysOff(db, region, first, yesterday);
  const defaults = await defaultScheduleSeconds(db);
  const people = viewer.everyone
    ? sql`select u.id from users u where u.status = 'active' and u.id <> ${viewer.id}`
    : sql`select distinct m.user_id as id from team_members m join teams t on t.id = m.team_id
          join users u on u.id = m.user_id and u.status = 'active'
          where t.manager_id = ${viewer.id} and m.user_id <> ${viewer.id}`;
  const team =
    teamId === undefined ? sql`true` : sql`p.id in (select user_id from team_members where team_id = ${teamId})`;
  const result = await sql<Row>`
    with people as (
      select p.id from (${people}) p where ${team}
    ),
    days as (
      select d.date, d.starts, d.ends, d.weekday
      from unnest(${sql.val(days)}::date[], ${sql.val(days.map((day) => startOfDay(day, zone)))}::timestamptz[],
        ${sql.val(days.map((day) => startOfDay(addDays(day, 1), zone)))}::timestamptz[],
        ${sql.val(days.map((day) => isoWeekday(day)))}::int[]) as d(date, starts, ends, weekday)
      where d.date not in (${daysOffSelect(daysOff, first, yesterday)})
    ),
    open_too_long as (
      select w.user_id, 'open_too_long' as kind, w.start, w.id as working_time_id
      from working_times w join people p on p.id = w.user_id
      where w."end" is null and w.start <= ${new Date(now.getTime() - openAfterMinutes * 60_000)}::timestamptz
    ),
    auto_closed as (
      select w.user_id, 'auto_closed' as kind, w.start, w.id as working_time_id
      from working_times w join people p on p.id = w.user_id
      where w.auto_closed and w."end" >= ${since}::timestamptz
    ),
    missing as (
      select p.id as user_id, d.date
      from people p cross join days d join users u on u.id = p.id
      where ${startedBy('u', zone, sql`d.date`)}
        and (coalesce(
          (select s.weekly_seconds from schedules s where s.user_id = p.id and s.valid_from <= d.date order by s.valid_from desc limit 1),
          ${sql.val(defaults)}::int[]))[d.weekday] > 0
        and not exists (select 1 from absences a where a.user_id = p.id and a.start_date <= d.date and a.end_date >= d.date)
        and not exists (
          select 1 from working_times w where w.user_id = p.id and w.start < d.ends
            and w.start >= d.starts - interval '24 hours' and (w."end" is null or w."end" > d.starts))
        and not exists (
          select 1 from working_times w where w.user_id = p.id and (w."end" is null or w."end" - w.start > interval '24 hours')
            and w.start < d.ends and (w."end" is null or w."end" > d.starts))
    )
    select x.user_id, u.name, x.kind, x.date, x.working_time_id from (
      select user_id, kind, to_char(start at time zone ${zone}, 'YYYY-MM-DD') as date, working_time_id from open_too_long
      union all
      select user_id, kind, to_char(start at time zone ${zone}, 'YYYY-MM-DD'), working_time_id from auto_closed
      union all
      select user_id, 'missing_day', to_char(date, 'YYYY-MM-DD'), null from missing
    ) x join users u on u.id = x.user_id
    order by x.date desc, u.name, x.user_id, x.kind`.execute(db);
  return result.rows.map((row) => ({
    user_id: row.user_id,
    name: row.name,
    kind: row.kind,
    date: row.date,
    ...(row.working_time_id === null ? {} : { working_time_id: row.working_time_id }),
  }));
}
