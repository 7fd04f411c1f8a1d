// Failed password checks are counted in the database, so the limits hold across every instance: at most
// 10 failures per e-mail address and 100 per client address within 15 minutes, then 429 until the oldest
// failure of the window is old enough. Sign-ins and the `current_password` of a password or e-mail change
// count alike.
//
// An attempt is counted before the password is verified, atomically: under transaction-scoped advisory
// locks on the e-mail address and the client address, the window is counted and, under the limits, the
// attempt's row written. Of any number of simultaneous attempts, at most the limit go on to be verified.
// A successful check removes its row again: only failures stay counted.
import { sql } from 'kysely';
import type { Db, Executor } from '../db/client.js';
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

async function countSince(db: Executor, column: 'email' | 'address', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', value)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A counted password check: `succeeded()` once the password was right; a failure needs nothing more. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

/** The advisory lock class of the sign-in counters (two-key advisory locks: their own key space). */
const LOCK_CLASS = 7301;

/**
 * Counts a password check for the e-mail address and the client address before it is made; throws 429
 * (counting nothing) when either already failed too often in the window.
 */
export async function beginPasswordAttempt(db: Db, email: string, address: string, now: Date = new Date()): Promise<PasswordAttempt> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const counted = await db.transaction().execute(async (trx) => {
    // Always the e-mail's lock before the address's: two attempts never wait for each other in a cycle.
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`email:${email}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`address:${address}`}))`.execute(trx);
    if ((await countSince(trx, 'email', email, since)) >= MAX_FAILURES_PER_EMAIL) {
      return { wait: await retryAfter(trx, 'email', email, MAX_FAILURES_PER_EMAIL, since, now) };
    }
    if ((await countSince(trx, 'address', address, since)) >= MAX_FAILURES_PER_ADDRESS) {
      return { wait: await retryAfter(trx, 'address', address, MAX_FAILURES_PER_ADDRESS, since, now) };
    }
    const row = await trx.insertInto('login_failures').values({ email, address, failed_at: now }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id };
  });
  if ('wait' in counted) throw new RateLimitedError(counted.wait ?? 1);
  // Failures that left the window no longer count (a write outside the locks: any instance may do it).
  await db.deleteFrom('login_failures').where('failed_at', '<=', since).execute();
  return {
    succeeded: async () => {
      await db.deleteFrom('login_failures').where('id', '=', counted.id).execute();
    },
  };
}
