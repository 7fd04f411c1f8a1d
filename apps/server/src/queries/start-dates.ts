// The day each person starts (docs/api.md#start-date): the one place that decides it. Before that day nothing is
// expected of the person (the balances' scheduled seconds are 0); hours recorded earlier still count as worked.
//   start = users.start_date when set, else the earliest of
//           - the day the account was created, in APP_TIMEZONE,
//           - the `valid_from` of the person's first schedule version of their own,
//           - the day (APP_TIMEZONE) of their first working time, and the first day of their first absence.
// Written as one SQL expression over a row of `users`, so that a statement for many people computes every start
// with index lookups per person (schedules, working_times and absences are indexed by person and day), and the
// balance statements use it inline.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/client.js';
import { FIRST_DAY } from '../time/calendar-window.js';

/**
 * The start of the person whose `users` row is aliased `users` in the surrounding statement, as a SQL `date`.
 * `zone`: APP_TIMEZONE.
 */
export function startDateOf(users: string, zone: string): RawBuilder<string> {
  const id = sql.ref(`${users}.id`);
  return sql<string>`greatest(${FIRST_DAY}::date, coalesce(${sql.ref(`${users}.start_date`)}, least(
    (${sql.ref(`${users}.created_at`)} at time zone ${zone})::date,
    (select min(s.valid_from) from schedules s where s.user_id = ${id}),
    (select (min(w.start) at time zone ${zone})::date from working_times w where w.user_id = ${id}),
    (select min(a.start_date) from absences a where a.user_id = ${id})
  )))`;
}

/**
 * Whether the person whose `users` row is aliased `users` had started by `day` (a SQL `date` expression): the
 * same rule as `startDateOf`, written as a predicate whose usual answer (an account created before that day)
 * needs no look-up, for statements over many people and days (reminders, attention).
 */
export function startedBy(users: string, zone: string, day: RawBuilder<unknown>): RawBuilder<boolean> {
  const id = sql.ref(`${users}.id`);
  const startDateColumn = sql.ref(`${users}.start_date`);
  return sql<boolean>`(case when ${startDateColumn} is not null then ${startDateColumn} <= ${day}
    else ((${sql.ref(`${users}.created_at`)} at time zone ${zone})::date <= ${day}
      or exists (select 1 from schedules s where s.user_id = ${id} and s.valid_from <= ${day})
      or exists (select 1 from working_times w where w.user_id = ${id}
        and w.start < ((${day} + 1)::timestamp at time zone ${zone}))
      or exists (select 1 from absences a where a.user_id = ${id} and a.start_date <= ${day})) end)`;
}

/**
 * A `select` of `(user_id, start_date)` for the people listed by the `id` column of the table expression
 * `people`, to place in a statement's `with`: `start_dates as (${startDatesSelect('persons', zone)})`.
 * `start_date` is a SQL `date`. People without an account row are left out.
 */
export function startDatesSelect(people: string, zone: string): RawBuilder<unknown> {
  return sql`
    select u.id as user_id, ${startDateOf('u', zone)} as start_date
    from ${sql.table(people)} p
    join users u on u.id = p.id`;
}

/** Each person's start as `YYYY-MM-DD`, in one statement; unknown ids are absent from the map. */
export async function startDates(db: Executor, userIds: readonly number[], zone: string): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const result = await sql<{ user_id: number; start_date: string }>`
    with people as (select distinct p.id from unnest(${sql.val([...userIds])}::int[]) as p(id))
    select s.user_id, to_char(s.start_date, 'YYYY-MM-DD') as start_date
    from (${startDatesSelect('people', zone)}) s`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.user_id), String(row.start_date)]));
}

/** One person's start as `YYYY-MM-DD`; null when there is no such account. */
export async function startDate(db: Executor, userId: number, zone: string): Promise<string | null> {
  return (await startDates(db, [userId], zone)).get(userId) ?? null;
}
