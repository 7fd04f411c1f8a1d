// Sends webhook deliveries. Several instances may run this at once: each claims due deliveries with
// `for update skip locked` and a lease (`locked_until`), so one delivery is tried by one instance at a
// time; a crash mid-try releases it when the lease ends. At most `concurrency` tries run at once per
// instance, and `perWebhook` per webhook, so that one slow receiver cannot hold all of them.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { SecretBox } from '../../auth/second-factor.js';
import type { Db } from '../../db/client.js';
import { systemResolver, type Resolver } from './address.js';
import { buildBody } from './body.js';
import { MAX_TRIES, retryWaitMs } from './schedule.js';
import { postOnce } from './send.js';
import { signatureHeader } from './signature.js';
import { noteLiveWebhooks, onWebhookWake } from './wake.js';

/** Longer than a try (at most a minute) plus its wait for a slot of its webhook. */
const LEASE_MS = 5 * 60_000;
/** Finished deliveries are kept this long for the deliveries list, then deleted with their event. */
const KEEP_FINISHED_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
const MAX_ERROR_LENGTH = 500;
/** Outcomes of tries are written together when this many are waiting, or after this long. */
const FLUSH_SIZE = 64;
const FLUSH_MS = 20;
const TARGETS_FRESH_MS = 1000;
/** Wake-ups within this long make one claim (a claim per committed change would cost more than it saves). */
const WAKE_GATHER_MS = 20;

interface OutcomeRow {
  id: string;
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  status: 'delivered' | 'retrying' | 'failed';
  attempts: number;
  next_attempt_at: string;
  finished: boolean;
}

export interface WebhookWorkerOptions {
  /** Opens the webhooks' secrets (a promise while the key is read at start). */
  secretBox: SecretBox | Promise<SecretBox>;
  allowPrivate: boolean;
  /** The time limit of one try (ms). */
  timeoutMs: number;
  /** The first wait before a try again (ms); see schedule.ts. */
  retryBaseMs: number;
  resolve?: Resolver;
  /** Tries at once in this instance. */
  concurrency?: number;
  /** Tries at once per webhook in this instance. */
  perWebhook?: number;
  /** How often the table is looked at besides the wake-ups (other instances' changes, retries). */
  intervalMs?: number;
}

interface Claimed {
  id: string;
  webhook_id: number;
  event_id: string;
  attempts: number;
  /** The event, read in the claim's round trip. */
  type: string;
  created_at: Date;
  data: unknown;
  body: string | null;
}

interface Prepared {
  targets: Map<number, Target>;
  bodies: Map<string, string>;
  types: Map<string, string>;
}

interface Target {
  url: string;
  secret: string | undefined;
  deleted: boolean;
}

export function startWebhookWorker(db: Db, options: WebhookWorkerOptions, logger: Pick<Logger, 'warn'>): () => Promise<void> {
  const concurrency = options.concurrency ?? 128;
  const perWebhook = options.perWebhook ?? 32;
  /** Free slots worth a claim after a try ends (a claim per finished try would cost more than the tries). */
  const refill = Math.max(1, Math.floor(concurrency / 4));
  const intervalMs = options.intervalMs ?? 1000;
  const resolve = options.resolve ?? systemResolver;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;
  let again = false;
  let lastPrune = 0;
  /** Tries running, per webhook; and those claimed waiting for a slot of their webhook. */
  const running = new Map<number, number>();
  const waiting = new Map<number, { delivery: Claimed; prepared: Prepared }[]>();
  const sends = new Set<Promise<void>>();
  let held = 0;

  const saturated = () => [...running.entries()].filter(([, count]) => count >= perWebhook).map(([id]) => id);

  const claim = async (limit: number): Promise<Claimed[]> => {
    const now = new Date();
    const claiming = sql`
      update webhook_deliveries set locked_until = ${new Date(now.getTime() + LEASE_MS)}
      where id in (
        select id from webhook_deliveries
        where status in ('pending', 'retrying') and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
          and not (webhook_id = any(${saturated()}::integer[]))
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, webhook_id, event_id, attempts`;
    const result = await sql<Claimed>`
      with claimed as (${claiming})
      select c.id::text as id, c.webhook_id, c.event_id::text as event_id, c.attempts, e.type, e.created_at, e.data, e.body
      from claimed c join webhook_events e on e.id = c.event_id`.execute(db);
    return result.rows;
  };

  /** The bodies of the claimed events, built (and kept) for those tried for the first time. */
  const bodiesOf = async (claimed: Claimed[]): Promise<{ bodies: Map<string, string>; types: Map<string, string> }> => {
    const events = new Map(claimed.map((delivery) => [delivery.event_id, delivery]));
    const bodies = new Map<string, string>();
    const types = new Map([...events.values()].map((event) => [event.event_id, event.type]));
    const built: { id: string; body: string }[] = [];
    for (const event of events.values()) {
      if (event.body !== null) bodies.set(event.event_id, event.body);
      else built.push({ id: event.event_id, body: await buildBody(db, { id: event.event_id, type: event.type, created_at: event.created_at, data: event.data }) });
    }
    if (built.length > 0) {
      // Another instance may have built one meanwhile: the body first kept is the one every try sends.
      const kept = await sql<{ id: string; body: string }>`
        with given as (select * from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as g(id uuid, body text)),
        stored as (
          update webhook_events e set body = g.body from given g
          where e.id = g.id and e.body is null
          returning e.id, e.body)
        select e.id::text as id, coalesce(s.body, e.body) as body
        from webhook_events e left join stored s on s.id = e.id
        where e.id in (select id from given)`.execute(db);
      for (const row of kept.rows) bodies.set(row.id, row.body);
    }
    return { bodies, types };
  };

  // Webhooks are read at most once a second: a URL never changes, and a deleted webhook's deliveries are
  // marked failed in its deletion's transaction, so no claim finds them afterwards.
  let knownTargets = new Map<number, Target>();
  let targetsReadAt = 0;
  const targetsOf = async (webhookIds: number[]): Promise<Map<number, Target>> => {
    if (Date.now() - targetsReadAt > TARGETS_FRESH_MS) {
      knownTargets = new Map();
      targetsReadAt = Date.now();
    }
    const missing = webhookIds.filter((id) => !knownTargets.has(id));
    if (missing.length === 0) return knownTargets;
    const rows = await db
      .selectFrom('webhooks')
      .select(['id', 'url', 'secret_sealed', 'deleted_at'])
      .where('id', 'in', missing)
      .execute();
    const box = await options.secretBox;
    for (const row of rows) knownTargets.set(row.id, { url: row.url, secret: box.open(row.secret_sealed), deleted: row.deleted_at !== null });
    return knownTargets;
  };

  // The outcomes of tries are written a batch at a time (one statement for many tries): under load a
  // statement per try would cost more than the tries themselves.
  let outcomes: { row: OutcomeRow; done: () => void; failed: (error: unknown) => void }[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = outcomes;
    outcomes = [];
    if (batch.length === 0) return;
    try {
      await sql`
        with given as (
          select * from jsonb_to_recordset(${JSON.stringify(batch.map((entry) => entry.row))}::jsonb) as g(
            id uuid, at timestamptz, status_code integer, duration_ms integer, error text, status text,
            attempts integer, next_attempt_at timestamptz, finished boolean)),
        tries as (
          insert into webhook_attempts (delivery_id, at, status_code, duration_ms, error)
          select id, at, status_code, duration_ms, error from given)
        update webhook_deliveries d
        set status = g.status, attempts = g.attempts, next_attempt_at = g.next_attempt_at, locked_until = null,
          finished_at = case when g.finished then now() else null end
        from given g where d.id = g.id`.execute(db);
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  };

  const record = (delivery: Claimed, outcome: { statusCode: number | null; durationMs: number; error: string | null }, at: Date) => {
    const tries = delivery.attempts + 1;
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const wait = delivered ? undefined : retryWaitMs(tries, options.retryBaseMs);
    const status = delivered ? 'delivered' : wait === undefined || tries >= MAX_TRIES ? 'failed' : 'retrying';
    const error = outcome.error ?? (delivered ? null : `answered ${outcome.statusCode}`);
    if (status === 'failed') logger.warn({ deliveryId: delivery.id, webhookId: delivery.webhook_id }, `a webhook delivery failed for good: ${error}`);
    const row: OutcomeRow = {
      id: delivery.id,
      at: at.toISOString(),
      status_code: outcome.statusCode,
      duration_ms: outcome.durationMs,
      error: error?.slice(0, MAX_ERROR_LENGTH) ?? null,
      status,
      attempts: tries,
      next_attempt_at: new Date(Date.now() + (wait ?? 0)).toISOString(),
      finished: status === 'delivered' || status === 'failed',
    };
    return new Promise<void>((done, failed) => {
      outcomes.push({ row, done, failed });
      if (outcomes.length >= FLUSH_SIZE) void flush();
      else flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
    });
  };

  const tryDelivery = async (delivery: Claimed, target: Target | undefined, body: string | undefined, type: string) => {
    const at = new Date();
    if (!target || target.deleted) {
      // Deleted since it was claimed: nothing is sent.
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', locked_until: null, finished_at: at })
        .where('id', '=', delivery.id)
        .execute();
      return;
    }
    if (target.secret === undefined || body === undefined) {
      await record(delivery, { statusCode: null, durationMs: 0, error: 'the secret or the event could not be read' }, at);
      return;
    }
    const headers = {
      'timetrack-event': type,
      'timetrack-delivery': delivery.id,
      'timetrack-signature': signatureHeader(target.secret, body),
    };
    const outcome = await postOnce(target.url, headers, body, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      resolve,
    });
    await record(delivery, outcome, at);
  };

  const start = (delivery: Claimed, prepared: Prepared) => {
    running.set(delivery.webhook_id, (running.get(delivery.webhook_id) ?? 0) + 1);
    const send = tryDelivery(delivery, prepared.targets.get(delivery.webhook_id), prepared.bodies.get(delivery.event_id), prepared.types.get(delivery.event_id) ?? '')
      .catch((error: unknown) => logger.warn({ err: error, deliveryId: delivery.id }, 'a webhook delivery could not be recorded; it is tried again when its lease ends'))
      .finally(() => {
        sends.delete(send);
        held -= 1;
        const left = (running.get(delivery.webhook_id) ?? 1) - 1;
        const queue = waiting.get(delivery.webhook_id);
        const nextOne = queue?.shift();
        if (queue && queue.length === 0) waiting.delete(delivery.webhook_id);
        if (left === 0) running.delete(delivery.webhook_id);
        else running.set(delivery.webhook_id, left);
        if (nextOne && !stopped) start(nextOne.delivery, nextOne.prepared);
        else if (nextOne) void release([nextOne.delivery]);
        if (concurrency - held >= refill || held === 0) pump();
      });
    sends.add(send);
  };

  const release = async (deliveries: Claimed[]) => {
    held -= deliveries.length;
    if (deliveries.length === 0) return;
    await db
      .updateTable('webhook_deliveries')
      .set({ locked_until: null })
      .where('id', 'in', deliveries.map((d) => d.id))
      .execute()
      .catch(() => undefined);
  };

  const claimRound = async () => {
    for (;;) {
      if (stopped) return;
      const free = concurrency - held;
      if (free <= 0) return;
      const claimed = await claim(free);
      if (claimed.length === 0) return;
      held += claimed.length;
      let prepared: Prepared;
      try {
        const targets = await targetsOf([...new Set(claimed.map((d) => d.webhook_id))]);
        prepared = { targets, ...(await bodiesOf(claimed)) };
      } catch (error) {
        await release(claimed);
        throw error;
      }
      for (const delivery of claimed) {
        if (stopped) {
          await release([delivery]);
          continue;
        }
        if ((running.get(delivery.webhook_id) ?? 0) >= perWebhook) {
          const queue = waiting.get(delivery.webhook_id) ?? [];
          queue.push({ delivery, prepared });
          waiting.set(delivery.webhook_id, queue);
        } else {
          start(delivery, prepared);
        }
      }
      if (claimed.length < free) return;
    }
  };

  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const before = new Date(Date.now() - KEEP_FINISHED_MS);
    await db.deleteFrom('webhook_deliveries').where('finished_at', '<', before).execute();
    await sql`delete from webhook_events e where e.created_at < ${before}
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)`.execute(db);
  };

  function pump(): void {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimRound()
      .catch((error: unknown) => logger.warn({ err: error }, 'the webhook deliveries could not be read; retrying'))
      .finally(() => {
        claiming = undefined;
        if (again) {
          again = false;
          pump();
        }
      });
  }

  const poll = () => {
    if (stopped) return;
    void (async () => {
      try {
        const live = await db.selectFrom('webhooks').select('id').where('deleted_at', 'is', null).limit(1).executeTakeFirst();
        noteLiveWebhooks(live !== undefined);
        await prune();
      } catch (error) {
        logger.warn({ err: error }, 'the webhooks could not be read; retrying');
      }
      pump();
      if (!stopped) {
        timer = setTimeout(poll, intervalMs);
        timer.unref();
      }
    })();
  };
  let wakeTimer: NodeJS.Timeout | undefined;
  const unsubscribe = onWebhookWake(() => {
    wakeTimer ??= setTimeout(() => {
      wakeTimer = undefined;
      pump();
    }, WAKE_GATHER_MS);
  });
  poll();

  return async () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (wakeTimer) clearTimeout(wakeTimer);
    while (claiming) await claiming;
    // Tries in progress end (within their time limit) and are recorded; those waiting are left to others.
    const waitingNow = [...waiting.values()].flat().map((entry) => entry.delivery);
    waiting.clear();
    await release(waitingNow);
    while (sends.size > 0) await Promise.all([...sends]);
    await flush();
  };
}
