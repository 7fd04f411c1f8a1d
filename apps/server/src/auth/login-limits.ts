// Failed sign-ins are counted in the database, so the limits hold across every instance: at most 10
// failures per e-mail address and 100 per client address within 15 minutes, then 429 until the oldest
// failure of the window is old enough.
import type { Executor } from '../db/client.js';
import { RateLimitedError } from '../errors.js';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

async function retryAfter(
  db: Executor,
  column: 'email' | 'address',
  value: string,
  max: number,
  since: Date,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where(column, '=', value)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(max)
    .execute();
  if (rows.length < max) return undefined;
  // The window frees a slot when the oldest of the last `max` failures leaves it.
  const oldest = rows[rows.length - 1]!.failed_at.getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}

/** Throws 429 when the e-mail address or the client address failed too often recently. */
export async function checkLoginAllowed(db: Executor, email: string, address: string, now: Date = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const wait =
    (await retryAfter(db, 'email', email, MAX_FAILURES_PER_EMAIL, since, now)) ??
    (await retryAfter(db, 'address', address, MAX_FAILURES_PER_ADDRESS, since, now));
  if (wait !== undefined) throw new RateLimitedError(wait);
}

/** Records a failure, and drops the failures that no longer count. */
export async function recordLoginFailure(db: Executor, email: string, address: string, now: Date = new Date()): Promise<void> {
  await db.insertInto('login_failures').values({ email, address, failed_at: now }).execute();
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000))
    .execute();
}
