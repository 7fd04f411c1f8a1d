// Reads of the shared clocking terminals (docs/api.md#shared-clocking-terminals): the list general managers
// see, and what a terminal shows a person once they clocked.
import { sql } from 'kysely';
import type { Db, Executor } from '../db/client.js';
import { dateInZone } from '../time/zone.js';
import { paginate, type PageRequest } from './pagination.js';
import { workedDaysExpressions } from './worked-days.js';

/** The terminals not deleted, by name. */
export async function listTerminals(db: Db, page: PageRequest) {
  return paginate(db.selectFrom('terminals').where('revoked_at', 'is', null), page, (query) =>
    query
      .select(['id', 'name', 'created_by', 'created_at', 'paired_at', 'last_seen_at'])
      .orderBy(sql`lower(name)`)
      .orderBy('id'),
  );
}

export interface TerminalGreeting {
  /** Clocked in now (an open working time). */
  clockedIn: boolean;
  onBreak: boolean;
  /** Worked today (APP_TIMEZONE) up to now, counted as the balances count it (queries/worked-days.ts). */
  todaySeconds: number;
}

/** The person's state now and their worked seconds today, in one statement. */
export async function terminalGreeting(db: Executor, userId: number, zone: string, now: Date): Promise<TerminalGreeting> {
  const today = dateInZone(now, zone);
  const { rows } = await sql<{ clocked_in: boolean; on_break: boolean; today_seconds: string | number | null }>`
    with person as (select ${userId}::integer as id),
    ${workedDaysExpressions({ people: 'person', range: { start: today, end: today, days: 1 }, zone, now, wholeSeconds: true })}
    select
      exists (select 1 from working_times w where w.user_id = ${userId} and w."end" is null) as clocked_in,
      exists (
        select 1 from working_times w join breaks b on b.working_time_id = w.id
        where w.user_id = ${userId} and w."end" is null and b."end" is null
      ) as on_break,
      (select coalesce(sum(seconds), 0) from worked_days) as today_seconds
  `.execute(db);
  const row = rows[0]!;
  return { clockedIn: row.clocked_in, onBreak: row.on_break, todaySeconds: Number(row.today_seconds ?? 0) };
}
