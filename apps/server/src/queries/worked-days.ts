// Worked seconds per person and calendar day of a range, as the balances and the team report count them:
// the people's periods that touch the range (index range scans per person), cut at the local midnights,
// less the part of their breaks inside each piece, open periods and open breaks counted up to now. Written
// once, as common table expressions that a statement places after its own list of people.
//
// The planner costs these statements from estimates, and past a cost PostgreSQL compiles them (JIT) for far
// longer than they run: the bounds of the range stay subqueries of `bounds` (estimated as selective, so each
// person's scan is an index range scan) and no set-returning function gets per-row arguments (estimated as
// 1,000 rows each).
import { sql, type RawBuilder } from 'kysely';
import type { DayRange } from '../schemas/day-range.js';
import { rangeOverlap } from './working-times.js';

export interface WorkedDaysQuery {
  /** The name of a table expression of the statement, defined before these, whose `id` column lists the people. */
  people: string;
  range: DayRange;
  /** APP_TIMEZONE: where the days start and end. */
  zone: string;
  /** Open periods and open breaks count up to this instant. */
  now: Date;
  /**
   * Every instant taken to the whole second, so that the sum of any days equals the sum over their span (the
   * balances); otherwise instants count as stored.
   */
  wholeSeconds: boolean;
}

/**
 * The table expressions `bounds` (the local midnights: day k of the range is [b[k], b[k + 1]), 23 to 25 hours
 * around a daylight-saving change), `periods`, `located`, `pieces`, `period_breaks`, and `worked_days`
 * (`user_id`, `day` = k, `seconds`): one row per person and day with worked time.
 */
export function workedDaysExpressions(query: WorkedDaysQuery): RawBuilder<unknown> {
  const { people, range, zone, now, wholeSeconds } = query;
  const count = range.days;
  const instant = (value: RawBuilder<unknown>) => (wholeSeconds ? sql`date_trunc('second', ${value})` : value);
  const untilNow = (end: string) => instant(sql`coalesce(${sql.ref(end)}, ${now}::timestamptz)`);
  const overlap = rangeOverlap('w', sql<Date>`(select b[1] from bounds)`, sql<Date>`(select b[${count + 1}] from bounds)`);
  return sql`
    bounds as (
      select array_agg(d at time zone ${zone} order by d) as b
      from generate_series(${range.start}::date::timestamp, ${range.end}::date::timestamp + interval '1 day', interval '1 day') as d
    ),
    -- The people's periods that touch the range: an index range scan per person and kind of period.
    periods as (
      select w.id, w.user_id, ${instant(sql.ref('w.start'))} as start, ${instant(sql.ref('w.end'))} as "end"
      from ${sql.table(people)} m
      join working_times w on w.user_id = m.id
      where ${overlap.common}
      union all
      -- Open ones count up to now.
      select w.id, w.user_id, ${instant(sql.ref('w.start'))}, ${untilNow('w.end')}
      from ${sql.table(people)} m
      join working_times w on w.user_id = m.id
      where ${overlap.longOrOpen}
    ),
    -- Each period clipped to the range, with the days of the range it touches.
    located as (
      select c.id, c.user_id, c.s, c.e,
        width_bucket(c.s, bounds.b) as first_day,
        width_bucket(c.e - interval '1 microsecond', bounds.b) as last_day
      from (
        select p.id, p.user_id, greatest(p.start, bounds.b[1]) as s, least(p."end", bounds.b[${count + 1}]) as e
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
      from located l, bounds, generate_series(1, ${count}) as k
      where l.first_day < l.last_day and k between l.first_day and l.last_day
    ),
    -- The breaks of those periods (open ones up to now), read in one index scan: an array of unknown
    -- length is estimated as short, so the planner never scans every break instead.
    period_breaks as (
      select br.working_time_id, ${instant(sql.ref('br.start'))} as start, ${untilNow('br.end')} as "end"
      from breaks br
      where br.working_time_id = any(array(select id from periods))
    ),
    -- Worked seconds per person and day: the pieces less the part of their period's breaks inside each.
    worked_days as (
      select d.user_id, d.day, round(sum(d.seconds))::int as seconds
      from (
        select pc.user_id, pc.day, date_part('epoch', pc.e - pc.s) as seconds
        from pieces pc
        union all
        select pc.user_id, pc.day, -date_part('epoch', least(br."end", pc.e) - greatest(br.start, pc.s))
        from pieces pc
        join period_breaks br on br.working_time_id = pc.id and br.start < pc.e and br."end" > pc.s
      ) d
      group by d.user_id, d.day
    )`;
}
