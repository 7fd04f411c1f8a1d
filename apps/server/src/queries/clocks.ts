import type { Executor } from '../db/client.js';

/** The person's latest `work` clock record (status true: clocked in), or undefined. */
export async function latestWorkClock(db: Executor, userId: number) {
  return db
    .selectFrom('clock_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'work')
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
