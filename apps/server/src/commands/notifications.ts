// The caller's notifications marked read (docs/api.md#notifications).
import type { Executor } from '../db/client.js';

/** Marks the person's unread notifications read: all of them, or those of `ids` (other people's ids are ignored). */
export async function markNotificationsRead(db: Executor, userId: number, ids?: readonly number[]): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  let query = db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', ids);
  await query.execute();
}
