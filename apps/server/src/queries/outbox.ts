// How much mail waits in the outbox: read by metrics and by health.
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/client.js';
import { MAX_ATTEMPTS } from '../mail/outbox.js';

/** Messages still to be sent: unsent, with attempts left (those given up on are not a backlog). */
export function outboxBacklogQuery(db: Db): CompiledQuery<{ count: number }> {
  return db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .compile();
}

export async function outboxBacklog(db: Db): Promise<number> {
  const { rows } = await db.executeQuery(outboxBacklogQuery(db));
  return Number(rows[0]?.count ?? 0);
}
