// The account of hours of CONTRACT section 10: per person and calendar day (in APP_TIMEZONE) what the
// schedule asked, what was worked, what absences and holidays credit, and the balance. The database
// computes every day of the range in one statement, with the clipping and break rules of the team
// averages (queries/team-averages.ts): periods cut at the local midnights, breaks deducted, open periods
// and open breaks counted up to now. Per day:
//   scheduled = the seconds of the weekday in the person's schedule version of that day (the company
//               default before their first version, or without one)
//   holiday   = scheduled on a public holiday of the region or a company day off, else 0
//   expected  = scheduled on any other day, else 0
//   absence   = expected on a day inside one of the person's absences (credited), else 0
//   balance   = worked + absence - expected
// The running balance sums the balances from the person's first schedule version to the range's end.
import { sql } from 'kysely';
import { writeRegionHolidays } from '../commands/holidays.js';
import type { Executor } from '../db/client.js';
import { daysBetween, mondayOf } from '../time/zone.js';
import type { DayRange } from './team-averages.js';
import { rangeOverlap } from './working-times.js';

export interface Account {
  expected_seconds: number;
  worked_seconds: number;
  absence_seconds: number;
  holiday_seconds: number;
  balance_seconds: number;
}

export interface BalanceDay extends Account {
  date: string;
}

export interface BalanceWeek extends Account {
  /** The Monday of the week; the first and last weeks may be cut by the range. */
  week_start: string;
}

export interface Balance extends Account {
  user_id: number;
  start: string;
  end: string;
  /** Sum of the daily balances from the person's first schedule version to `end`; null without a version. */
  running_balance_seconds: number | null;
  /** The first schedule version's `valid_from`, where the running balance starts; null without a version. */
  running_since: string | null;
  weeks: BalanceWeek[];
  days: BalanceDay[];
}

export interface BalanceQuery {
  userIds: readonly number[];
  range: DayRange;
  /** APP_TIMEZONE. */
  zone: string;
  /** Open periods and open breaks count up to this instant. */
  now: Date;
  /** HOLIDAYS_REGION. */
  region: string | undefined;
  /** The company's default schedule, seconds per ISO weekday, Monday first. */
  defaultSeconds: readonly number[];
}

interface BalanceRow {
  user_id: number;
  first_from: string | null;
  /** [date, expected, worked, absence, holiday] for each day of the range. */
  days: [string, number, number, number, number][] | string;
  running: number | null;
}

const emptyAccount = (): Account => ({
  expected_seconds: 0,
  worked_seconds: 0,
  absence_seconds: 0,
  holiday_seconds: 0,
  balance_seconds: 0,
});

function addTo(total: Account, day: Account): void {
  total.expected_seconds += day.expected_seconds;
  total.worked_seconds += day.worked_seconds;
  total.absence_seconds += day.absence_seconds;
  total.holiday_seconds += day.holiday_seconds;
  total.balance_seconds += day.balance_seconds;
}

/** The balances of several people over the same range, in the order of `userIds`. */
export async function balances(db: Executor, query: BalanceQuery): Promise<Balance[]> {
  const { userIds, range, zone, now, region, defaultSeconds } = query;
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  // The running balance reaches back to the earliest first version among them: the days computed start there.
  const firsts = await db
    .selectFrom('schedules')
    .select(['user_id', (eb) => eb.fn.min('valid_from').as('first_from')])
    .where('user_id', 'in', ids)
    .where('valid_from', '<=', range.end)
    .groupBy('user_id')
    .execute();
  const from = firsts.reduce((earliest, row) => (String(row.first_from) < earliest ? String(row.first_from) : earliest), range.start);
  const count = daysBetween(from, range.end) + 1;
  const offset = daysBetween(from, range.start);
  await writeRegionHolidays(db, region, from, range.end);

  const overlap = rangeOverlap('w', sql<Date>`(select b[1] from bounds)`, sql<Date>`(select b[${count + 1}] from bounds)`);
  const result = await sql<BalanceRow>`
    with bounds as (
      -- Day k is [b[k], b[k + 1]): local midnights, 23 to 25 hours apart around a daylight-saving change.
      select array_agg(d at time zone ${zone} order by d) as b
      from generate_series(${from}::date::timestamp, ${range.end}::date::timestamp + interval '1 day', interval '1 day') as d
    ),
    persons as (
      select p.id from unnest(${sql.val(ids)}::int[]) as p(id)
    ),
    periods as (
      select w.id, w.user_id, w.start, w."end"
      from persons m
      join working_times w on w.user_id = m.id
      where ${overlap.common}
      union all
      select w.id, w.user_id, w.start, coalesce(w."end", ${now}::timestamptz)
      from persons m
      join working_times w on w.user_id = m.id
      where ${overlap.longOrOpen}
    ),
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
    pieces as (
      select l.id, l.user_id, l.first_day as day, l.s, l.e
      from located l
      where l.first_day = l.last_day
      union all
      select l.id, l.user_id, k, greatest(l.s, bounds.b[k]), least(l.e, bounds.b[k + 1])
      from located l, bounds, generate_series(1, ${count}) as k
      where l.first_day < l.last_day and k between l.first_day and l.last_day
    ),
    period_breaks as (
      select br.working_time_id, br.start, coalesce(br."end", ${now}::timestamptz) as "end"
      from breaks br
      where br.working_time_id = any(array(select id from periods))
    ),
    worked as (
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
    ),
    days_off as (
      select distinct h.date from holidays h
      where h.date between ${from}::date and ${range.end}::date
        and (h.source = 'company' or h.region = ${region ?? null})
    ),
    -- Each person's schedule versions with the day the next one starts.
    versions as (
      select s.user_id, s.valid_from, s.weekly_seconds,
        lead(s.valid_from) over (partition by s.user_id order by s.valid_from) as valid_to
      from schedules s
      where s.user_id = any(${sql.val(ids)}::int[]) and s.valid_from <= ${range.end}::date
    ),
    absent_days as (
      select distinct a.user_id, d::date as date
      from absences a,
        generate_series(greatest(a.start_date, ${from}::date)::timestamp, least(a.end_date, ${range.end}::date)::timestamp, interval '1 day') as d
      where a.user_id = any(${sql.val(ids)}::int[]) and a.start_date <= ${range.end}::date and a.end_date >= ${from}::date
    ),
    person_days as (
      select m.id as user_id, k, ${from}::date + (k - 1) as date
      from persons m, generate_series(1, ${count}) as k
    ),
    -- What each person owed each day: sets joined by hash, no lookup per day.
    scheduled as materialized (
      select pd.user_id, pd.k,
        (coalesce(v.weekly_seconds, ${sql.val([...defaultSeconds])}::int[]))[extract(isodow from pd.date)::int] as seconds,
        o.date is not null as day_off,
        ad.date is not null as absent
      from person_days pd
      left join versions v on v.user_id = pd.user_id and pd.date >= v.valid_from and (v.valid_to is null or pd.date < v.valid_to)
      left join days_off o on o.date = pd.date
      left join absent_days ad on ad.user_id = pd.user_id and ad.date = pd.date
    ),
    -- The accounts and the worked seconds side by side, then summed per person and day (no join: the
    -- planner's estimate of the worked rows is far too low for a join to be costed right).
    day_rows as (
      select sc.user_id, sc.k,
        case when sc.day_off then 0 else sc.seconds end as expected,
        case when sc.absent and not sc.day_off then sc.seconds else 0 end as absence,
        case when sc.day_off then sc.seconds else 0 end as holiday,
        0 as worked
      from scheduled sc
      union all
      select w.user_id, w.day, 0, 0, 0, w.seconds
      from worked w
    ),
    per_day as (
      select r.user_id, r.k,
        sum(r.expected)::int as expected, sum(r.absence)::int as absence, sum(r.holiday)::int as holiday, sum(r.worked)::int as worked
      from day_rows r
      group by r.user_id, r.k
    ),
    firsts as (
      select s.user_id, min(s.valid_from) as first_from
      from schedules s
      where s.user_id = any(${sql.val(ids)}::int[]) and s.valid_from <= ${range.end}::date
      group by s.user_id
    )
    select a.user_id, to_char(f.first_from, 'YYYY-MM-DD') as first_from,
      json_agg(json_build_array(to_char(${from}::date + (a.k - 1), 'YYYY-MM-DD'), a.expected, a.worked, a.absence, a.holiday) order by a.k)
        filter (where a.k > ${offset}) as days,
      sum(a.worked + a.absence - a.expected) filter (where ${from}::date + (a.k - 1) >= f.first_from) as running
    from per_day a
    left join firsts f on f.user_id = a.user_id
    group by a.user_id, f.first_from
  `.execute(db);

  const byUser = new Map(result.rows.map((row) => [Number(row.user_id), row]));
  return ids.map((userId) => {
    const row = byUser.get(userId);
    type DayTuple = [string, number, number, number, number];
    const raw: DayTuple[] = row ? ((typeof row.days === 'string' ? JSON.parse(row.days) : row.days) as DayTuple[] | null) ?? [] : [];
    const days: BalanceDay[] = raw.map(([date, expected, worked, absence, holiday]) => ({
      date,
      expected_seconds: Number(expected),
      worked_seconds: Number(worked),
      absence_seconds: Number(absence),
      holiday_seconds: Number(holiday),
      balance_seconds: Number(worked) + Number(absence) - Number(expected),
    }));
    return assemble(userId, range, days, row?.first_from ?? null, row?.running ?? null);
  });
}

function assemble(userId: number, range: DayRange, days: BalanceDay[], firstFrom: string | null, running: number | null): Balance {
  const total = emptyAccount();
  const weeks: BalanceWeek[] = [];
  for (const day of days) {
    addTo(total, day);
    const weekStart = mondayOf(day.date);
    if (weeks.length === 0 || weeks.at(-1)!.week_start !== weekStart) weeks.push({ week_start: weekStart, ...emptyAccount() });
    addTo(weeks.at(-1)!, day);
  }
  return {
    user_id: userId,
    start: range.start,
    end: range.end,
    ...total,
    running_balance_seconds: firstFrom === null ? null : Number(running ?? 0),
    running_since: firstFrom,
    weeks,
    days,
  };
}

/** One person's balance. */
export async function balance(db: Executor, query: Omit<BalanceQuery, 'userIds'> & { userId: number }): Promise<Balance> {
  const [result] = await balances(db, { ...query, userIds: [query.userId] });
  return result!;
}
