// The leased outbox every delivery worker runs on: the mail outbox (`outbox`), webhook deliveries
// (`webhook_deliveries`) and Web Push deliveries (`push_deliveries`). Each row waits in its table with
// `attempts`, `next_attempt_at` and `locked_until`. Exactly once across instances: a claim takes due rows
// with `for update skip locked` (instances claiming at the same moment skip each other's rows instead of
// waiting or taking them twice) and leases them (`locked_until`), because the row lock ends with the claim's
// statement while the try goes on; a crash mid-try releases the row when its lease ends. The same on PGlite,
// where the statement runs alone anyway. What a table's rows are and how a try's outcome is written stay
// with each worker; the claim, the lease, the backoff, giving up and the wake-ups are here.
import { sql, type RawBuilder } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { commitWithoutWaitingForDisk } from '../db/lazy-commit.js';

/** A table of rows to deliver. */
export interface LeasedOutbox {
  table: 'outbox' | 'webhook_deliveries' | 'push_deliveries';
  /** How long a claimed row is this instance's: longer than a try, with its wait for a slot. */
  leaseMs: number;
  /** Beside being due and not leased, what makes a row wait for a try (`sent_at is null`). */
  waiting?: RawBuilder<unknown>;
  /** The order rows are claimed in. */
  order: RawBuilder<unknown>;
  /** Whether a claim counts the try in `attempts` (otherwise the outcome does). */
  countAtClaim?: boolean;
}

export interface ClaimRequest {
  /** The instant rows must be due at. */
  now: Date;
  limit: number;
  /** The claimed rows' columns the worker reads. */
  returning: readonly string[];
  /** A further condition of this claim (the webhooks with no free slot left out). */
  also?: RawBuilder<unknown>;
  /** A select over the claimed rows (`claimed`), to read what a try needs in the claim's round trip. */
  read?: RawBuilder<unknown>;
}

/** Leases at most `limit` rows due at `now`; returns them, or what `read` selects from them. */
export async function claimDue<Row>(db: Db, outbox: LeasedOutbox, request: ClaimRequest): Promise<Row[]> {
  const { now } = request;
  const table = sql.table(outbox.table);
  const conditions = [
    sql`next_attempt_at <= ${now}`,
    sql`(locked_until is null or locked_until <= ${now})`,
    ...(outbox.waiting ? [outbox.waiting] : []),
    ...(request.also ? [request.also] : []),
    // A lease lost in a crash of the database server only lets the row be claimed again.
    commitWithoutWaitingForDisk,
  ];
  const claiming = sql`
    update ${table} set locked_until = ${new Date(now.getTime() + outbox.leaseMs)}${outbox.countAtClaim ? sql`, attempts = attempts + 1` : sql``}
    where id in (
      select id from ${table}
      where ${sql.join(conditions, sql` and `)}
      order by ${outbox.order}
      limit ${request.limit}
      for update skip locked)
    returning ${sql.join(request.returning.map((column) => sql.ref(column)))}`;
  const result = await sql<Row>`with claimed as (${claiming}) ${request.read ?? sql`select * from claimed`}`.execute(db);
  return result.rows;
}

/** Gives leases back at once (claimed rows a stopping instance will not try), for another instance to take. */
export async function releaseLeases(db: Db, outbox: LeasedOutbox, ids: readonly (string | number)[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update ${sql.table(outbox.table)} set locked_until = null where id in (${sql.join(ids)})`.execute(db);
}

/** When a failed row is tried again, and when it is given up. */
export interface Backoff {
  /** Tries of one row; the last failed one gives it up. */
  maxTries: number;
  /** The wait after the `tries`-th failed try (ms). */
  waitMs: (tries: number) => number;
}

export interface AfterFailure {
  /** The row has had its last try. */
  givenUp: boolean;
  /** When it is due again (kept on a row given up, which no claim takes any more). */
  retryAt: Date;
}

/**
 * The verdict on a row whose `tries`-th try failed at `now`; a row given up is logged, with `fields` naming it,
 * since no one will try it again.
 */
export function afterFailedTry(
  backoff: Backoff,
  tries: number,
  now: Date,
  giveUp: { logger: Pick<Logger, 'warn'>; fields: Record<string, unknown>; line: string },
): AfterFailure {
  const givenUp = tries >= backoff.maxTries;
  if (givenUp) giveUp.logger.warn({ ...giveUp.fields, attempts: tries }, giveUp.line);
  return { givenUp, retryAt: new Date(now.getTime() + backoff.waitMs(tries)) };
}

/**
 * Subscribes `action` to a worker's wake-up signal (`wakeOutbox`, `wakeWebhooks`, `wakePushWorker`): the
 * writer that knows its transaction has committed wakes the worker, which then does not wait for its next
 * poll. Wake-ups within `gatherMs` make one action. Returns the unsubscription.
 */
export function onWakeUp(subscribe: (listener: () => void) => () => void, action: () => void, gatherMs = 0): () => void {
  if (gatherMs === 0) return subscribe(action);
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = subscribe(() => {
    timer ??= setTimeout(() => {
      timer = undefined;
      action();
    }, gatherMs);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
