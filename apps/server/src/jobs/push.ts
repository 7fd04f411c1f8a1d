// Sends Web Push deliveries (RFC 8030): each is encrypted to its subscription's keys (RFC 8291, aes128gcm) and
// signed with the service's VAPID key (RFC 8292) by the web-push package, then posted through the webhooks'
// sender (the endpoint's address checked and pinned, a time limit per try). Several instances may run this:
// each claims due deliveries with `for update skip locked` and a lease. A push service that answers 404 or 410
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
  const claimed = await sql<Claimed>`
    with claimed as (
      update push_deliveries set locked_until = ${new Date(now.getTime() + LEASE_MS)}
      where id in (
        select id from push_deliveries
        where next_attempt_at <= ${now} and (locked_until is null or locked_until <= ${now})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning id, subscription_id, kind, data, attempts)
    select c.id::text as id, c.subscription_id, c.kind, c.data, c.attempts, s.user_id, s.endpoint, s.p256dh, s.auth, u.language
    from claimed c join push_subscriptions s on s.id = c.subscription_id join users u on u.id = s.user_id`.execute(db);
  const round: PushRound = { claimed: claimed.rows.length, delivered: 0, removed: 0, retried: 0, given_up: 0 };
  if (claimed.rows.length === 0) return round;
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
      if (attempts >= PUSH_MAX_TRIES) {
        done.push(delivery.id);
        round.given_up += 1;
        logger.warn(
          { push_delivery_id: delivery.id, subscription_id: delivery.subscription_id, status, error: outcome.error, attempts },
          'a push was given up after its last try',
        );
      } else {
        retry.push({ id: delivery.id, attempts, next: new Date(now.getTime() + options.retryBaseMs * 2 ** (attempts - 1)) });
        round.retried += 1;
      }
    }
  };
  const queue = [...claimed.rows];
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
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // A full round may leave more due: go on at once.
        while (!stopped && (await sendDuePushes(db, options, logger, ROUND_SIZE)).claimed === ROUND_SIZE);
      } catch (error) {
        logger.warn({ err: error }, 'pushes could not be sent; trying again later');
      } finally {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else {
          schedule(intervalMs);
        }
      }
    })();
  };
  const unsubscribe = onPushWake(() => schedule(0));
  schedule(intervalMs);
  return async () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    await running;
  };
}
