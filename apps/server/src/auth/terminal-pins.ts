// PINs typed at shared clocking terminals (docs/api.md#shared-clocking-terminals). Wrong PINs are counted per
// badge in the database, so the lock holds on every terminal and every server instance: the 5th wrong PIN for
// a badge within 15 minutes locks that badge for 15 minutes (429, even with the right PIN) and tells the
// person (`terminal_pin_locked`). An unknown badge is counted and answered exactly like a wrong PIN. Each
// terminal may also fail only so often in 15 minutes, so that a stolen tablet cannot try PINs across badges.
//
// As for passwords (auth/login-limits.ts), an attempt is counted before the PIN is verified, under a
// transaction-scoped advisory lock on the badge: of any number of simultaneous attempts, at most the limit go
// on to be verified. A right PIN removes its row again: only failures stay counted.
import { sql } from 'kysely';
import type { Db, Executor } from '../db/client.js';
import { RateLimitedError } from '../errors.js';
import { notify } from '../notifications/notify.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const PIN_WINDOW_SECONDS = 15 * 60;
export const MAX_PIN_FAILURES_PER_BADGE = 5;
export const BADGE_LOCK_SECONDS = 15 * 60;
/** A terminal's wrong PINs and unknown badges, all badges together, within the window. */
export const MAX_PIN_FAILURES_PER_TERMINAL = 30;

/** The advisory lock class of the PIN counters (two-key advisory locks; login-limits.ts uses 7301). */
const LOCK_CLASS = 7302;

export const hashPin = hashPassword;

interface BadgeHolder {
  id: number;
  name: string;
  pin_hash: string | null;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

async function lockBadge(trx: Executor, badge: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`badge:${badge}`}))`.execute(trx);
}

/** Failures of the badge that count now: within the window, and after the badge's last lock began. */
async function badgeFailures(trx: Executor, badge: string, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('terminal_pin_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('badge', '=', badge)
    .where('failed_at', '>', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('terminal_badge_locks')
            .select('badge')
            .where('terminal_badge_locks.badge', '=', badge)
            .whereRef('terminal_badge_locks.locked_at', '>=', 'terminal_pin_failures.failed_at'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Checks the PIN typed with `badge` at `terminalId`. Returns the badge's holder when it is right; throws
 * 429 (`RateLimitedError`) while the badge or the terminal is locked out, and `wrongPin()` (the caller's
 * error: 403 `wrong_pin`) when the badge is unknown or the PIN wrong.
 */
export async function checkTerminalPin(
  db: Db,
  input: { badge: string; pin: string; terminalId: number },
  wrongPin: () => Error,
  now: Date = new Date(),
): Promise<BadgeHolder> {
  const { badge, terminalId } = input;
  const since = new Date(now.getTime() - PIN_WINDOW_SECONDS * 1000);
  const counted = await db.transaction().execute(async (trx) => {
    await lockBadge(trx, badge);
    const lock = await trx.selectFrom('terminal_badge_locks').select('locked_until').where('badge', '=', badge).executeTakeFirst();
    if (lock && lock.locked_until.getTime() > now.getTime()) return { wait: secondsUntil(lock.locked_until, now) };
    // Attempts still being verified count too: at most the limit of them are ever verified at once.
    if ((await badgeFailures(trx, badge, since)) >= MAX_PIN_FAILURES_PER_BADGE) return { wait: BADGE_LOCK_SECONDS };
    const terminal = await trx
      .selectFrom('terminal_pin_failures')
      .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('failed_at').as('oldest')])
      .where('terminal_id', '=', terminalId)
      .where('failed_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(terminal.count) >= MAX_PIN_FAILURES_PER_TERMINAL) {
      const oldest = terminal.oldest ? new Date(terminal.oldest) : now;
      return { wait: secondsUntil(new Date(oldest.getTime() + PIN_WINDOW_SECONDS * 1000), now) };
    }
    const attempt = await trx
      .insertInto('terminal_pin_failures')
      .values({ badge, terminal_id: terminalId, failed_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holder = await trx
      .selectFrom('users')
      .select(['id', 'name', 'pin_hash'])
      .where('badge', '=', badge)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return { attempt: attempt.id, holder };
  });
  if (counted.wait !== undefined) throw new RateLimitedError(counted.wait);
  // Failures that left the window no longer count (a write outside the lock: any instance may do it).
  await db.deleteFrom('terminal_pin_failures').where('failed_at', '<=', since).execute();

  // An unknown badge, or a person without a PIN, is compared against a dummy hash: the same time, the same answer.
  // The verification always runs (verifyPassword compares against a dummy hash when there is none), and
  // before looking at whether there is a holder: skipping it for an unknown badge told badges apart by time.
  const { holder } = counted;
  const pinOk = await verifyPassword(holder?.pin_hash ?? null, input.pin);
  if (holder && pinOk) {
    await db.deleteFrom('terminal_pin_failures').where('id', '=', counted.attempt).execute();
    return holder;
  }
  await db.transaction().execute(async (trx) => {
    await lockBadge(trx, badge);
    if ((await badgeFailures(trx, badge, since)) < MAX_PIN_FAILURES_PER_BADGE) return;
    const lockedUntil = new Date(now.getTime() + BADGE_LOCK_SECONDS * 1000);
    await trx
      .insertInto('terminal_badge_locks')
      .values({ badge, locked_at: now, locked_until: lockedUntil })
      .onConflict((oc) => oc.column('badge').doUpdateSet({ locked_at: now, locked_until: lockedUntil }))
      .execute();
    if (holder) {
      await notify(trx, holder.id, 'terminal_pin_locked', { terminal_id: terminalId, locked_until: lockedUntil.toISOString() });
    }
  });
  throw wrongPin();
}
