// Sends Web Push deliveries (RFC 8030): each is encrypted to its subscription's keys (RFC 8291, aes128gcm) and
// signed with the service's VAPID key (RFC 8292) by the web-push package, then posted through the webhooks'
// sender (the endpoint's address checked and pinned, a time limit per try). Several instances may run this:
// each claims due deliveries on the leased outbox (outbox.ts). A push service that answers 404 or 410
// has forgotten the subscription: it is deleted (its deliveries with it). Other failures are tried again a few
// times, later each time, then given up and logged. A delivered push is deleted.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import webPush from 'web-push';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { vapidKeys } from '../commands/push/keys.js';
import { pushPayload } from '../commands/push/payload.js';
import { systemResolver, type Resolver } from '../commands/webhooks/address.js';
import { postOnce } from '../commands/webhooks/send.js';
import { onPushWake } from '../notifications/push.js';
import { afterFailedTry, claimDue, onWakeUp, type Backoff, type LeasedOutbox } from './outbox.js';
import { startPeriodic } from './periodic.js';

/** One try of a push waits this long for the push service at most. */
export const PUSH_TIMEOUT_MS = 10_000;
/** The first wait before a push is tried again (then 2, 4 minutes; given up after the fourth try). */
export const PUSH_RETRY_BASE_MS = 60_000;
/** Tries of one delivery before it is given up. */
export const PUSH_MAX_TRIES = 4;
const LEASE_MS = 2 * 60_000;
/** How long a push service keeps a message for an offline browser (seconds): a reminder is stale after a day. */
const TTL_SECONDS = 24 * 3600;
const ROUND_SIZE = 500;

/** VAPID's contact (RFC 8292): the sender address of the e-mails, or the service's https address. */
export function vapidSubject(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  if (/^[^\s@]+@[^\s@]+$/.test(address)) return `mailto:${address}`;
  return config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:admin@example.com';
}

const PUSH_OUTBOX: LeasedOutbox = { table: 'push_deliveries', leaseMs: LEASE_MS, order: sql`next_attempt_at, id` };

/** The wait before a try again doubles at each try. */
function pushBackoff(retryBaseMs: number): Backoff {
  return { maxTries: PUSH_MAX_TRIES, waitMs: (tries) => retryBaseMs * 2 ** (tries - 1) };
}

export interface PushWorkerOptions {
  allowPrivate: boolean;
  /** The time limit of one try (ms). */
  timeoutMs: number;
  /** The first wait before a try again (ms), doubled at each try. */
  retryBaseMs: number;
  /** VAPID `sub`: how the push service may reach the operator (mailto: or https:). */
  subject: string;
  /** APP_TIMEZONE, in which the payload's times are written. */
  zone: string;
  resolve?: Resolver;
  /** Tries at once in this instance. */
  concurrency?: number;
  intervalMs?: number;
  /** The clock of the retries (tests). */
  now?: () => Date;
}

interface Claimed {
  id: string;
  subscription_id: number;
  kind: string;
  data: Record<string, unknown>;
  attempts: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

export interface PushRound {
  claimed: number;
  delivered: number;
  removed: number;
  retried: number;
  given_up: number;
}

/** One round: claims the due deliveries (at most `limit`) and tries each. */
export async function sendDuePushes(db: Db, options: PushWorkerOptions, logger: Pick<Logger, 'warn'>, limit = ROUND_SIZE): Promise<PushRound> {
  const now = options.now?.() ?? new Date();
  const claimed = await claimDue<Claimed>(db, PUSH_OUTBOX, {
    now,
    limit,
    returning: ['id', 'subscription_id', 'kind', 'data', 'attempts'],
    read: sql`
      select c.id::text as id, c.subscription_id, c.kind, c.data, c.attempts, s.user_id, s.endpoint, s.p256dh, s.auth, u.language
      from claimed c join push_subscriptions s on s.id = c.subscription_id join users u on u.id = s.user_id`,
  });
  const round: PushRound = { claimed: claimed.length, delivered: 0, removed: 0, retried: 0, given_up: 0 };
  if (claimed.length === 0) return round;
  const keys = await vapidKeys(db);
  const resolve = options.resolve ?? systemResolver;
  const concurrency = options.concurrency ?? 64;
  const done: string[] = [];
  const gone: number[] = [];
  const retry: { id: string; attempts: number; next: Date }[] = [];
  const tryOne = async (delivery: Claimed) => {
    const data = typeof delivery.data === 'string' ? (JSON.parse(delivery.data) as Record<string, unknown>) : delivery.data;
    const payload = JSON.stringify(pushPayload(delivery.kind, data, delivery.language, delivery.user_id, options.zone));
    const details = webPush.generateRequestDetails(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    delete headers['content-length'];
    const outcome = await postOnce(details.endpoint, headers, details.body ?? Buffer.alloc(0), {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      resolve,
    });
    const status = outcome.statusCode;
    if (status !== null && status >= 200 && status < 300) {
      done.push(delivery.id);
      round.delivered += 1;
    } else if (status === 404 || status === 410) {
      gone.push(delivery.subscription_id);
      round.removed += 1;
    } else {
      const attempts = delivery.attempts + 1;
      const { givenUp, retryAt } = afterFailedTry(pushBackoff(options.retryBaseMs), attempts, now, {
        logger,
        fields: { push_delivery_id: delivery.id, subscription_id: delivery.subscription_id, status, error: outcome.error },
        line: 'a push was given up after its last try',
      });
      if (givenUp) {
        done.push(delivery.id);
        round.given_up += 1;
      } else {
        retry.push({ id: delivery.id, attempts, next: retryAt });
        round.retried += 1;
      }
    }
  };
  const queue = [...claimed];
  const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await tryOne(next);
  });
  await Promise.all(lanes);
  // The outcomes of the round in three statements, whatever the number of tries.
  if (done.length > 0) await sql`delete from push_deliveries where id = any(${sql.val(done)}::bigint[])`.execute(db);
  if (gone.length > 0) await sql`delete from push_subscriptions where id = any(${sql.val(gone)}::int[])`.execute(db);
  if (retry.length > 0) {
    await sql`
      update push_deliveries d set attempts = g.attempts, next_attempt_at = g.next, locked_until = null
      from jsonb_to_recordset(${JSON.stringify(retry)}::jsonb) as g(id bigint, attempts int, next timestamptz)
      where d.id = g.id`.execute(db);
  }
  return round;
}

/** Sends pushes every `intervalMs` and on wake-ups; returns a function that stops it. */
export function startPushWorker(db: Db, options: PushWorkerOptions, logger: Pick<Logger, 'warn'>): () => Promise<void> {
  const periodic = startPeriodic({
    // A full round may leave more due: go on at once.
    run: async (stopping) => {
      while (!stopping() && (await sendDuePushes(db, options, logger, ROUND_SIZE)).claimed === ROUND_SIZE);
    },
    everyMs: options.intervalMs ?? 1000,
    logger,
    failure: 'pushes could not be sent; trying again later',
  });
  const unsubscribe = onWakeUp(onPushWake, periodic.wake);
  return async () => {
    unsubscribe();
    await periodic.stop();
  };
}
