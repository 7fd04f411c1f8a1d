import type { Executor } from '../db/client.js';
import type { PushSubscriptionRow } from '../db/schema.js';
/** A person has at most 10 (commands/push/subscriptions.ts); the bound keeps the read bounded anyway. */
const MAX_PUSH_SUBSCRIPTIONS_SHOWN = 100;

export async function listPushSubscriptions(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PUSH_SUBSCRIPTIONS_SHOWN)
    .execute();
}
