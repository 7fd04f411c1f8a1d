// Live events are kept ten minutes: twice the replay window (docs/api.md#live-events), so that an event is
// never removed while a reconnecting client may still ask for it. Deleted in bounded batches, so that a
// backlog never becomes one long transaction.
import { sql } from 'kysely';
import type { Db } from '../db/client.js';

const BATCH = 5000;

/** Deletes the live events older than ten minutes, `BATCH` at a time; returns how many. */
export async function pruneLiveEvents(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`delete from live_events where id in (
        select id from live_events where created_at < now() - interval '10 minutes' order by id limit ${BATCH})`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
