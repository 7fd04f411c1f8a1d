import type { Executor } from '../db/client.js';

/**
 * The person's latest `work` clock record (status true: clocked in), or undefined. Latest in the order
 * written (identity), not by `time`: an edit by a manager that opens or closes the person's working time
 * writes a record dated when that began (a period's start or end), possibly before records written
 * earlier, and it is still the one that tells the current state.
 */
export async function latestWorkClock(db: Executor, userId: number) {
  return db
    .selectFrom('clock_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'work')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
