// Presence: where each person the caller may view is right now (clocked in, on a break, out), since when,
// and their worked seconds today and this week (docs/api.md#presence). One statement for a whole page of
// people: the people and their count, each one's last period and open break (index scans per person), and
// the worked seconds per day of the balances (queries/worked-days.ts), so the figures here always equal
// those of the account of hours.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/client.js';
import { can, type Actor, type PersonSubject } from '../policies/rules.js';
import type { PresenceRow, PresenceStatus } from '../presenters/presence.js';
import type { DayRange } from '../schemas/day-range.js';
import { addDays, dateInZone, daysBetween, mondayOf } from '../time/zone.js';
import type { PageRequest } from './pagination.js';
import { escapeLike } from './users.js';
import { workedDaysExpressions } from './worked-days.js';


export interface PresenceQuery {
  q?: string | undefined;
  teamId?: number | undefined;
  /** APP_TIMEZONE: where today and the week (Monday first) start. */
  zone: string;
  /** Open periods and open breaks count up to this instant. */
  now: Date;
}

/**
 * Whose data the caller may view, as the rule function answers for a typical person: anyone's, their own
 * people's (members of the teams they manage) and their own, or only their own.
 */
export function viewScope(actor: Actor): 'everyone' | 'own_people' | 'self' {
  const person = (managerIds: number[]): PersonSubject => ({ type: 'person', id: 0, managerIds });
  if (can(actor, 'view_data_of', person([]))) return 'everyone';
  if (can(actor, 'view_data_of', person([actor.id]))) return 'own_people';
  return 'self';
}

interface Row {
  total: string | number;
  user_id: number | null;
  name: string | null;
  team_ids: number[] | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  break_start: Date | string | null;
  today_seconds: string | number | null;
  week_seconds: string | number | null;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The one statement: the count of the people the caller may view and one page of them, with their presence. */
export function presenceStatement(actor: Actor, query: PresenceQuery, page: PageRequest): RawBuilder<Row> {
  const { zone, now } = query;
  const today = dateInZone(now, zone);
  const monday = mondayOf(today);
  const week: DayRange = { start: monday, end: addDays(monday, 6), days: 7 };
  const todayIndex = daysBetween(monday, today) + 1;

  const conditions: RawBuilder<unknown>[] = [sql`u.status = 'active'`];
  const scope = viewScope(actor);
  if (scope === 'self') conditions.push(sql`u.id = ${actor.id}`);
  if (scope === 'own_people') {
    conditions.push(sql`(u.id = ${actor.id} or exists (
      select 1 from team_members tm join teams t on t.id = tm.team_id
      where tm.user_id = u.id and t.manager_id = ${actor.id}))`);
  }
  if (query.teamId !== undefined) {
    conditions.push(sql`exists (select 1 from team_members tm where tm.user_id = u.id and tm.team_id = ${query.teamId})`);
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    conditions.push(sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern})`);
  }

  return sql<Row>`
    with visible as (
      select u.id, u.name from users u where ${sql.join(conditions, sql` and `)}
    ),
    listed as materialized (
      select v.id, v.name from visible v order by lower(v.name), v.id limit ${page.limit} offset ${page.offset}
    ),
    ${workedDaysExpressions({ people: 'listed', range: week, zone, now, wholeSeconds: true })},
    worked as (
      select w.user_id, sum(w.seconds) as week_seconds, sum(w.seconds) filter (where w.day = ${todayIndex}) as today_seconds
      from worked_days w
      group by w.user_id
    )
    select c.total, l.id as user_id, l.name,
      array(select tm.team_id from team_members tm where tm.user_id = l.id order by tm.team_id) as team_ids,
      last.start as period_start, last."end" as period_end, open_break.start as break_start,
      coalesce(wk.today_seconds, 0) as today_seconds, coalesce(wk.week_seconds, 0) as week_seconds
    from (select count(*) as total from visible) c
    left join listed l on true
    -- The person's latest period begun by now: open, or the one whose end is when they left.
    left join lateral (
      select w.id, w.start, w."end" from working_times w
      where w.user_id = l.id and w.start <= ${now}::timestamptz
      order by w.start desc limit 1
    ) last on true
    left join lateral (
      select b.start from breaks b where b.working_time_id = last.id and last."end" is null and b."end" is null
    ) open_break on true
    left join worked wk on wk.user_id = l.id
    order by lower(l.name), l.id
  `;
}

export async function listPresence(
  db: Executor,
  actor: Actor,
  query: PresenceQuery,
  page: PageRequest,
): Promise<{ rows: PresenceRow[]; total: number }> {
  const result = await presenceStatement(actor, query, page).execute(db);

  const first = result.rows[0];
  const total = first ? Number(first.total) : 0;
  const rows = result.rows
    .filter((row) => row.user_id !== null)
    .map((row): PresenceRow => {
      const open = row.period_start !== null && row.period_end === null;
      const status: PresenceStatus = !open ? 'out' : row.break_start !== null ? 'break' : 'in';
      return {
        user_id: Number(row.user_id),
        name: row.name ?? '',
        team_ids: (row.team_ids ?? []).map(Number),
        status,
        since: asDate(status === 'in' ? row.period_start : status === 'break' ? row.break_start : row.period_end),
        today_seconds: Number(row.today_seconds ?? 0),
        week_seconds: Number(row.week_seconds ?? 0),
      };
    });
  return { rows, total };
}
