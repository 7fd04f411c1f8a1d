// Web Push deliveries (docs/api.md#web-push), written in the transaction of the change they announce, one per
// subscription of each recipient who keeps push on (preferences.reminders.push); the push worker
// (jobs/push.ts) encrypts and sends them afterwards, so a rolled-back change never pushes.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';

/** What a push announces; its words are written at sending time, in the recipient's language. */
export const PUSH_KINDS = [
  'reminder_open_period',
  'reminder_missing_day',
  'working_time_auto_closed',
  'correction_approved',
  'correction_rejected',
  'correction_requested',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** One delivery per subscription of each of `userIds` whose owner keeps push on. */
export async function enqueuePush(db: Executor, userIds: readonly number[], kind: PushKind, data: Record<string, unknown>): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await sql`
    insert into push_deliveries (subscription_id, kind, data, next_attempt_at)
    select s.id, ${kind}, ${JSON.stringify(data)}::jsonb, ${new Date()}::timestamptz
    from push_subscriptions s join users u on u.id = s.user_id
    where s.user_id = any(${sql.val([...userIds])}::int[]) and u.reminder_push and u.status = 'active'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

// The process's push worker looks for deliveries every second; a writer that knows its transaction has
// committed (the reminder check) wakes it at once.
const wakeListeners = new Set<() => void>();

export function wakePushWorker(): void {
  for (const listener of wakeListeners) listener();
}

export function onPushWake(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}
