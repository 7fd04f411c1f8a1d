// The account of hours: per person and calendar day (in APP_TIMEZONE) what the schedule asked, what was
// worked, what absences and holidays credit, and the balance. The database computes every day of the range
// in one statement, with the worked seconds per day of the team report (queries/worked-days.ts): periods cut
// at the local midnights, breaks deducted, open periods and open breaks counted up to now, every instant
// taken to the whole second (so that the sum of any days equals the sum over their span). Per day:
//   scheduled = the seconds of the weekday in the person's schedule version of that day (the company
//               default before their first version, or without one); 0 before the person's start
//               (queries/start-dates.ts), whose hours still count as worked
//   holiday   = scheduled on a public holiday of the region or a company day off, else 0
//   expected  = scheduled on any other day, else 0
//   absence   = expected on a day inside one of the person's absences (credited; half of it on a half day
//               of time off), else 0
//   balance   = worked + absence - expected
// Days after today are not owed yet: `to_date` sums the days of the range up to yesterday, `today` shows the
// day in progress apart, and the running balance sums the days from the person's first schedule version up
// to the same day as `to_date`. The days before the range are not walked one by one: their sums come from
// closed forms over the schedule versions (how many Mondays, Tuesdays, … each covers), the stored holidays
// and absences, and the stored periods, so the work is bounded by the range and the stored rows. The
// region's public holidays come from the table or, for years it does not hold, from the package
// (queries/holidays.ts): a balance never writes.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/client.js';
import type { DayRange } from '../schemas/day-range.js';
import { FIRST_DAY } from '../time/calendar-window.js';
import { addDays, dateInZone, mondayOf } from '../time/zone.js';
import { daysOffSelect, regionDaysOff } from './holidays.js';
import { startDatesSelect } from './start-dates.js';
import { workedDaysExpressions } from './worked-days.js';

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

/** The sums of the days of the range up to and including `through`: what is owed so far. */
export interface AccountToDate extends Account {
  /** The earlier of the range's end and yesterday. */
  through: string;
}

/** The day in progress, apart from the balance: what it asks and what was worked so far. */
export interface TodayProgress {
  date: string;
  expected_seconds: number;
  worked_seconds: number;
}

export interface Balance extends Account {
  user_id: number;
  start: string;
  end: string;
  /** The days of the range up to yesterday; null when the range starts today or later. */
  to_date: AccountToDate | null;
  /** Present when today is in the range. */
  today?: TodayProgress;
  /**
   * The sum of the daily balances from the person's first schedule version up to and including
   * `running_through`; null without a version starting by then.
   */
  running_balance_seconds: number | null;
  /** The first schedule version's `valid_from`, where the running balance starts; null without one. */
  running_since: string | null;
  /** The last day the running balance counts: `to_date.through`, or yesterday for a range still to come. */
  running_through: string;
  weeks: BalanceWeek[];
  days: BalanceDay[];
}

export interface BalanceQuery {
  userIds: readonly number[];
  range: DayRange;
  /** APP_TIMEZONE. */
  zone: string;
  /** Open periods and open breaks count up to this instant; its day is today. */
  now: Date;
  /** HOLIDAYS_REGION. */
  region: string | undefined;
  /** The company's default schedule, seconds per ISO weekday, Monday first. */
  defaultSeconds: readonly number[];
  /**
   * False: the running balance is not wanted (reports of many people over a range): the days before the range
   * are not summed, and `running_balance_seconds` and `running_since` are null. Everything else is the same.
   */
  running?: boolean;
}

interface DayRow {
  user_id: number;
  /** [date, expected, worked, absence, holiday] for each day of the range. */
  days: [string, number, number, number, number][] | string;
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

/**
 * The share of the day `date` an absence `a` credits: 0.5 on a half (its first day's afternoon, its last
 * day's morning, a single half day), else 1.
 */
const halfShare = (date: RawBuilder<unknown>) => sql`case
  when (a.start_half is not null and ${date} = a.start_date) or (a.end_half is not null and ${date} = a.end_date) then 0.5
  else 1 end`;

/** An instant to the whole second, as every worked duration is counted. */
const wholeSecond = (value: unknown) => sql<Date>`date_trunc('second', ${value})`;

/** The days of the range, per person: one statement, bounded by the range's days and the stored rows. */
async function rangeDays(db: Executor, query: BalanceQuery): Promise<Map<number, BalanceDay[]>> {
  const { userIds, range, zone, now, region, defaultSeconds } = query;
  const ids = [...userIds];
  const count = range.days;
  const daysOff = regionDaysOff(db, region, range.start, range.end);

  const result = await sql<DayRow>`
    with persons as (
      select p.id from unnest(${sql.val(ids)}::int[]) as p(id)
    ),
    ${workedDaysExpressions({ people: 'persons', range, zone, now, wholeSeconds: true })},
    start_dates as (
      ${startDatesSelect('persons', zone)}
    ),
    days_off as (
      ${daysOffSelect(daysOff, range.start, range.end)}
    ),
    -- Each person's schedule versions with the day the next one starts.
    versions as (
      select s.user_id, s.valid_from, s.weekly_seconds,
        lead(s.valid_from) over (partition by s.user_id order by s.valid_from) as valid_to
      from schedules s
      where s.user_id = any(${sql.val(ids)}::int[]) and s.valid_from <= ${range.end}::date
    ),
    -- The share of each absent day credited: a half day (an absence's first afternoon, last morning, or a
    -- single half) 0.5, two halves or any whole day 1.
    absent_days as (
      select x.user_id, x.date, least(1, sum(x.share)) as share
      from (
        select a.user_id, d::date as date, ${halfShare(sql`d::date`)} as share
        from absences a,
          generate_series(greatest(a.start_date, ${range.start}::date)::timestamp, least(a.end_date, ${range.end}::date)::timestamp, interval '1 day') as d
        where a.user_id = any(${sql.val(ids)}::int[]) and a.start_date <= ${range.end}::date and a.end_date >= ${range.start}::date
      ) x
      group by x.user_id, x.date
    ),
    person_days as (
      select m.id as user_id, k, ${range.start}::date + (k - 1) as date
      from persons m, generate_series(1, ${count}) as k
    ),
    -- What each person owed each day: sets joined by hash, no lookup per day. Nothing before their start.
    scheduled as materialized (
      select pd.user_id, pd.k,
        case when pd.date < st.start_date then 0
          else (coalesce(v.weekly_seconds, ${sql.val([...defaultSeconds])}::int[]))[extract(isodow from pd.date)::int] end as seconds,
        o.date is not null as day_off,
        coalesce(ad.share, 0) as absent_share
      from person_days pd
      left join start_dates st on st.user_id = pd.user_id
      left join versions v on v.user_id = pd.user_id and pd.date >= v.valid_from and (v.valid_to is null or pd.date < v.valid_to)
      left join days_off o on o.date = pd.date
      left join absent_days ad on ad.user_id = pd.user_id and ad.date = pd.date
    ),
    -- The accounts and the worked seconds side by side, then summed per person and day (no join: the
    -- planner's estimate of the worked rows is far too low for a join to be costed right).
    day_rows as (
      select sc.user_id, sc.k,
        case when sc.day_off then 0 else sc.seconds end as expected,
        case when sc.day_off then 0 else round(sc.seconds * sc.absent_share)::int end as absence,
        case when sc.day_off then sc.seconds else 0 end as holiday,
        0 as worked
      from scheduled sc
      union all
      select w.user_id, w.day, 0, 0, 0, w.seconds
      from worked_days w
    ),
    per_day as (
      select r.user_id, r.k,
        sum(r.expected)::int as expected, sum(r.absence)::int as absence, sum(r.holiday)::int as holiday, sum(r.worked)::int as worked
      from day_rows r
      group by r.user_id, r.k
    )
    select a.user_id,
      json_agg(json_build_array(to_char(${range.start}::date + (a.k - 1), 'YYYY-MM-DD'), a.expected, a.worked, a.absence, a.holiday) order by a.k) as days
    from per_day a
    group by a.user_id
  `.execute(db);

  type DayTuple = [string, number, number, number, number];
  return new Map(
    result.rows.map((row) => {
      const raw = ((typeof row.days === 'string' ? JSON.parse(row.days) : row.days) as DayTuple[] | null) ?? [];
      const days = raw.map(([date, expected, worked, absence, holiday]) => ({
        date,
        expected_seconds: Number(expected),
        worked_seconds: Number(worked),
        absence_seconds: Number(absence),
        holiday_seconds: Number(holiday),
        balance_seconds: Number(worked) + Number(absence) - Number(expected),
      }));
      return [Number(row.user_id), days] as const;
    }),
  );
}

interface SpanRow {
  user_id: number;
  scheduled: string | number;
  holiday: string | number;
  absence: string | number;
  worked: string | number;
}

/** How many days of ISO weekday `w` lie in [x, y]: from the first of them in the span, one every 7 days. */
const weekdayCount = (x: string, y: string, w: string) => sql.raw(
  `case when ${x} + (${w} - extract(isodow from ${x})::int + 7) % 7 > ${y} then 0
     else (${y} - (${x} + (${w} - extract(isodow from ${x})::int + 7) % 7)) / 7 + 1 end`,
);

/**
 * The sums of each person's days from their own first day to `through` (both included), without walking
 * the days: a version covering [x, y] schedules, for each weekday, its seconds times the number of those
 * weekdays in [x, y]; the holidays and the absences are stored dates and spans; the worked seconds are the
 * stored periods clipped to the span, breaks deducted. Every person's first day must be on or after a
 * schedule version of theirs (the company default is not counted here).
 */
export async function accountOfSpans(
  db: Executor,
  query: { firsts: ReadonlyMap<number, string>; through: string; zone: string; now: Date; region: string | undefined },
): Promise<Map<number, Account>> {
  const { firsts, through, zone, now, region } = query;
  const entries = [...firsts].filter(([, first]) => first <= through);
  if (entries.length === 0) return new Map();
  const earliest = entries.reduce((min, [, first]) => (first < min ? first : min), through);
  const daysOff = regionDaysOff(db, region, earliest, through);
  const ids = entries.map(([id]) => id);
  const result = await sql<SpanRow>`
    with span_people as (
      select p.id from unnest(${sql.val(ids)}::int[]) as p(id)
    ),
    start_dates as (
      ${startDatesSelect('span_people', zone)}
    ),
    spans as (
      select sp.user_id, sp.a, ${through}::date as b,
        sp.a::timestamp at time zone ${zone} as sa,
        (${through}::date + 1)::timestamp at time zone ${zone} as sb,
        st.start_date
      from unnest(${sql.val(ids)}::int[], ${sql.val(entries.map(([, first]) => first))}::date[]) as sp(user_id, a)
      left join start_dates st on st.user_id = sp.user_id
    ),
    -- The part [x, y] of the span each schedule version covers, from the person's start: nothing is
    -- scheduled before it, so nothing is expected, credited or a holiday there.
    versions as (
      select * from (
      select v.user_id, v.weekly_seconds, greatest(v.valid_from, sp.a, sp.start_date) as x,
        case when v.valid_to is null or v.valid_to > sp.b then sp.b else v.valid_to - 1 end as y
      from (
        select s.user_id, s.valid_from, s.weekly_seconds,
          lead(s.valid_from) over (partition by s.user_id order by s.valid_from) as valid_to
        from schedules s
        where s.user_id = any(${sql.val(ids)}::int[])
      ) v
      join spans sp on sp.user_id = v.user_id
      where v.valid_from <= sp.b and (v.valid_to is null or v.valid_to > sp.a)
      ) c
      where c.x <= c.y
    ),
    weekdays as (
      select w from generate_series(1, 7) as w
    ),
    version_seconds as (
      select v.user_id, sum(v.weekly_seconds[wd.w]::bigint * ${weekdayCount('v.x', 'v.y', 'wd.w')}) as seconds
      from versions v, weekdays wd
      group by v.user_id
    ),
    days_off as (
      select v.user_id, h.date, v.weekly_seconds[extract(isodow from h.date)::int] as seconds
      from (${daysOffSelect(daysOff, earliest, through)}) h
      join versions v on h.date between v.x and v.y
    ),
    -- Absences clipped to the span, overlapping or touching ones merged into islands.
    absence_spans as (
      select a.user_id, greatest(a.start_date, sp.a) as x, least(a.end_date, sp.b) as y
      from absences a
      join spans sp on sp.user_id = a.user_id
      where a.start_date <= sp.b and a.end_date >= sp.a
    ),
    absence_marked as (
      select c.user_id, c.x, c.y,
        case when c.x <= max(c.y) over (partition by c.user_id order by c.x, c.y rows between unbounded preceding and 1 preceding) + 1
          then 0 else 1 end as opens
      from absence_spans c
    ),
    absence_islands as (
      select m.user_id, m.x, m.y, sum(m.opens) over (partition by m.user_id order by m.x, m.y rows unbounded preceding) as island
      from absence_marked m
    ),
    absences_merged as (
      select i.user_id, min(i.x) as x, max(i.y) as y
      from absence_islands i
      group by i.user_id, i.island
    ),
    absence_seconds as (
      select c.user_id, sum(c.weekly_seconds[wd.w]::bigint * ${weekdayCount('c.x', 'c.y', 'wd.w')}) as seconds
      from (
        select am.user_id, v.weekly_seconds, greatest(am.x, v.x) as x, least(am.y, v.y) as y
        from absences_merged am
        join versions v on v.user_id = am.user_id and v.x <= am.y and v.y >= am.x
      ) c, weekdays wd
      group by c.user_id
    ),
    -- A day off inside an absence credits nothing: it is a holiday.
    absent_days_off as (
      select o.user_id, sum(o.seconds) as seconds
      from days_off o
      where exists (select 1 from absences_merged am where am.user_id = o.user_id and o.date between am.x and am.y)
      group by o.user_id
    ),
    holiday_seconds as (
      select o.user_id, sum(o.seconds) as seconds
      from days_off o
      group by o.user_id
    ),
    -- Half days credit half the day (docs/api.md#time-off): the merged spans above credited the whole day,
    -- so what the halves leave uncredited is taken off again, day by day (only the absences' first and last
    -- days can be halves).
    half_dates as (
      select distinct a.user_id, e.date
      from absences a
      join spans sp on sp.user_id = a.user_id,
        lateral (values (a.start_date), (a.end_date)) as e(date)
      where (a.start_half is not null or a.end_half is not null) and e.date between sp.a and sp.b
    ),
    half_shares as (
      select hd.user_id, hd.date, least(1, sum(${halfShare(sql`hd.date`)})) as share
      from half_dates hd
      join absences a on a.user_id = hd.user_id and hd.date between a.start_date and a.end_date
      group by hd.user_id, hd.date
    ),
    half_uncredited as (
      select hs.user_id,
        sum(v.weekly_seconds[extract(isodow from hs.date)::int] - round(v.weekly_seconds[extract(isodow from hs.date)::int] * hs.share)) as seconds
      from half_shares hs
      join versions v on v.user_id = hs.user_id and hs.date between v.x and v.y
      where hs.share < 1 and not exists (select 1 from days_off o where o.user_id = hs.user_id and o.date = hs.date)
      group by hs.user_id
    ),
    periods as (
      select w.id, w.user_id,
        greatest(${wholeSecond(sql.ref('w.start'))}, sp.sa) as s,
        least(${wholeSecond(sql`coalesce(w."end", ${now}::timestamptz)`)}, sp.sb) as e
      from spans sp
      join working_times w on w.user_id = sp.user_id
      where w.start < sp.sb and (w."end" is null or w."end" > sp.sa)
    ),
    period_breaks as (
      select br.working_time_id, ${wholeSecond(sql.ref('br.start'))} as start,
        ${wholeSecond(sql`coalesce(br."end", ${now}::timestamptz)`)} as "end"
      from breaks br
      where br.working_time_id = any(array(select id from periods))
    ),
    worked as (
      select d.user_id, round(sum(d.seconds))::bigint as seconds
      from (
        select p.user_id, date_part('epoch', p.e - p.s) as seconds
        from periods p
        where p.e > p.s
        union all
        select p.user_id, -date_part('epoch', least(br."end", p.e) - greatest(br.start, p.s))
        from periods p
        join period_breaks br on br.working_time_id = p.id and br.start < p.e and br."end" > p.s
        where p.e > p.s
      ) d
      group by d.user_id
    )
    select sp.user_id,
      coalesce(vs.seconds, 0) as scheduled,
      coalesce(hs.seconds, 0) as holiday,
      coalesce(abs.seconds, 0) - coalesce(ado.seconds, 0) - coalesce(hu.seconds, 0) as absence,
      coalesce(wk.seconds, 0) as worked
    from spans sp
    left join version_seconds vs on vs.user_id = sp.user_id
    left join holiday_seconds hs on hs.user_id = sp.user_id
    left join absence_seconds abs on abs.user_id = sp.user_id
    left join absent_days_off ado on ado.user_id = sp.user_id
    left join half_uncredited hu on hu.user_id = sp.user_id
    left join worked wk on wk.user_id = sp.user_id
  `.execute(db);
  return new Map(
    result.rows.map((row) => {
      const holiday = Number(row.holiday);
      const expected = Number(row.scheduled) - holiday;
      const absence = Number(row.absence);
      const worked = Number(row.worked);
      const account: Account = {
        expected_seconds: expected,
        worked_seconds: worked,
        absence_seconds: absence,
        holiday_seconds: holiday,
        balance_seconds: worked + absence - expected,
      };
      return [Number(row.user_id), account] as const;
    }),
  );
}

/**
 * Each person's first schedule version starting on or before `through`; a version stored from before 1970
 * counts from 1970, the first day the service reasons about.
 */
async function firstVersions(db: Executor, userIds: number[], through: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('schedules')
    .select(['user_id', sql<string>`to_char(greatest(min(valid_from), ${FIRST_DAY}::date), 'YYYY-MM-DD')`.as('first_from')])
    .where('user_id', 'in', userIds)
    .where('valid_from', '<=', through)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), String(row.first_from)]));
}

/** The sums of the days from `from` to `through`, both included. */
function sumOfDays(days: readonly BalanceDay[], from: string, through: string): Account {
  const total = emptyAccount();
  for (const day of days) if (day.date >= from && day.date <= through) addTo(total, day);
  return total;
}

/** The balances of several people over the same range, in the order of `userIds`. */
export async function balances(db: Executor, query: BalanceQuery): Promise<Balance[]> {
  const { userIds, range, zone, now, region } = query;
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const today = dateInZone(now, zone);
  const yesterday = addDays(today, -1);
  const through = range.end < yesterday ? range.end : yesterday;
  const dayMap = await rangeDays(db, query);
  const withRunning = query.running ?? true;
  const firsts = withRunning ? await firstVersions(db, ids, through) : new Map<number, string>();
  // The running balance's days before the range, from each person's first version.
  const beforeRange = addDays(range.start, -1);
  const before = withRunning
    ? await accountOfSpans(db, { firsts, through: through < beforeRange ? through : beforeRange, zone, now, region })
    : new Map<number, Account>();

  return ids.map((userId) => {
    const days = dayMap.get(userId) ?? [];
    const first = firsts.get(userId) ?? null;
    const running =
      first === null ? null : (before.get(userId)?.balance_seconds ?? 0) + sumOfDays(days, first, through).balance_seconds;
    return assemble(userId, range, days, { today, through, first, running });
  });
}

function assemble(
  userId: number,
  range: DayRange,
  days: BalanceDay[],
  running: { today: string; through: string; first: string | null; running: number | null },
): Balance {
  const total = emptyAccount();
  const weeks: BalanceWeek[] = [];
  for (const day of days) {
    addTo(total, day);
    const weekStart = mondayOf(day.date);
    if (weeks.length === 0 || weeks.at(-1)!.week_start !== weekStart) weeks.push({ week_start: weekStart, ...emptyAccount() });
    addTo(weeks.at(-1)!, day);
  }
  const { today, through } = running;
  const todayRow = days.find((day) => day.date === today);
  return {
    user_id: userId,
    start: range.start,
    end: range.end,
    ...total,
    to_date: range.start <= through ? { through, ...sumOfDays(days, range.start, through) } : null,
    ...(todayRow
      ? { today: { date: today, expected_seconds: todayRow.expected_seconds, worked_seconds: todayRow.worked_seconds } }
      : {}),
    running_balance_seconds: running.running,
    running_since: running.first,
    running_through: through,
    weeks,
    days,
  };
}

/** One person's balance. */
export async function balance(db: Executor, query: Omit<BalanceQuery, 'userIds'> & { userId: number }): Promise<Balance> {
  const [result] = await balances(db, { ...query, userIds: [query.userId] });
  return result!;
}

export interface BalanceToDate {
  user_id: number;
  /** The sums of the range's days up to yesterday; null when the range starts today or later. */
  to_date: AccountToDate | null;
  /** Today's expected and worked seconds, present when today is in the range. */
  today?: TodayProgress;
}

/**
 * The balance so far of several people over a range, in the order of `userIds`: what the days up to
 * yesterday owe and credit (`to_date`), and today's progress apart. Every sheet and screen shows this as the
 * balance; days after today are planned, not owed.
 */
export async function balancesToDate(db: Executor, query: BalanceQuery): Promise<BalanceToDate[]> {
  return (await balances(db, query)).map(({ user_id, to_date, today }) => ({ user_id, to_date, ...(today ? { today } : {}) }));
}
