// Finished deliveries are kept a month for the deliveries list, then deleted with their event; each instance
// looks at most once an hour.
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

const KEEP_FINISHED_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export class DeliveryPrune {
  private last = 0;

  constructor(private readonly db: Db) {}

  /** Deletes what is past its month, unless this instance did within the hour. */
  async maybeRun(): Promise<void> {
    if (Date.now() - this.last < PRUNE_EVERY_MS) return;
    this.last = Date.now();
    const before = new Date(Date.now() - KEEP_FINISHED_MS);
    await this.db.deleteFrom('webhook_deliveries').where('finished_at', '<', before).execute();
    await sql`delete from webhook_events e where e.created_at < ${before}
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)`.execute(this.db);
  }
}
