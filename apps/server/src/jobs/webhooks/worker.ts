// Sends webhook deliveries on the leased outbox (../outbox.ts): several instances may run this at once, one
// delivery is tried by one instance at a time, a crash mid-try releases it when its lease ends. The pieces:
// the claim (claim.ts), the slots per instance and per webhook (lanes.ts), one try (deliver.ts), the outcomes
// written in batches (outcomes.ts), the prune of finished deliveries (prune.ts).
import type { Logger } from 'pino';
import type { SecretBox } from '../../auth/second-factor.js';
import type { Db } from '../../db/client.js';
import { systemResolver, type Resolver } from '../../commands/webhooks/address.js';
import { noteLiveWebhooks, onWebhookWake } from '../../commands/webhooks/wake.js';
import { claimDeliveries, releaseDeliveries, WebhookTargets } from './claim.js';
import { tryDelivery } from './deliver.js';
import { DeliveryLanes, type Claim } from './lanes.js';
import { onWakeUp } from '../outbox.js';
import { startPeriodic } from '../periodic.js';
import { OutcomeWriter } from './outcomes.js';
import { DeliveryPrune } from './prune.js';

/** Wake-ups within this long make one claim (a claim per committed change would cost more than it saves). */
const WAKE_GATHER_MS = 20;
/**
 * While the instance is busy answering requests, deliveries go on at this pace only (a claim of YIELD_BATCH every
 * YIELD_MS, 50 a second): a clock is five deliveries with five webhooks, and sending them all at once would take
 * the machine from the clocks themselves. What waits leaves once the rush is over.
 */
const YIELD_BATCH = 10;
const YIELD_MS = 200;
/** Tries begun in one go before the event loop takes its other work (see the claim round). */
const DISPATCH_SLICE = 8;

export interface WebhookWorkerOptions {
  /** Opens the webhooks' secrets (a promise while the key is read at start). */
  secretBox: SecretBox | Promise<SecretBox>;
  allowPrivate: boolean;
  /** The time limit of one try (ms). */
  timeoutMs: number;
  /** The first wait before a try again (ms); see commands/webhooks/schedule.ts. */
  retryBaseMs: number;
  resolve?: Resolver;
  /** Tries at once in this instance. */
  concurrency?: number;
  /** Tries at once per webhook in this instance. */
  perWebhook?: number;
  /** How often the table is looked at besides the wake-ups (other instances' changes, retries). */
  intervalMs?: number;
  /** Whether the instance is busy with requests now (deliveries then yield: YIELD_BATCH every YIELD_MS). */
  busy?: () => boolean;
  /** Deliveries claimed per `yieldMs` while busy. */
  yieldBatch?: number;
  yieldMs?: number;
}

export function startWebhookWorker(db: Db, options: WebhookWorkerOptions, logger: Pick<Logger, 'warn'>): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 1000;
  const settings = { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs, resolve: options.resolve ?? systemResolver };
  const targets = new WebhookTargets(db, options.secretBox);
  const outcomes = new OutcomeWriter(db, options.retryBaseMs, logger);
  const prune = new DeliveryPrune(db);
  const send = ({ delivery, prepared }: Claim) =>
    tryDelivery(db, outcomes, settings, delivery, prepared.targets.get(delivery.webhook_id), prepared.bodies.get(delivery.event_id), prepared.types.get(delivery.event_id) ?? '').catch(
      (error: unknown) => logger.warn({ err: error, deliveryId: delivery.id }, 'a webhook delivery could not be recorded; it is tried again when its lease ends'),
    );
  const lanes = new DeliveryLanes(options.concurrency ?? 128, options.perWebhook ?? 32, {
    send,
    release: (deliveries) => releaseDeliveries(db, deliveries),
    room: () => pump(),
  });
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let again = false;
  const busy = options.busy ?? (() => false);
  const yieldBatch = options.yieldBatch ?? YIELD_BATCH;
  const yieldMs = options.yieldMs ?? YIELD_MS;
  /** When the last claim made while busy was, and the claim waiting for its turn. */
  let lastBusyClaim = -Infinity;
  let yieldTimer: NodeJS.Timeout | undefined;

  /** Claims while slots are free and deliveries are due; while the instance is busy, a few at a time. */
  const claimRound = async () => {
    for (;;) {
      if (stopped) return;
      let free = lanes.free();
      if (free <= 0) return;
      if (busy()) {
        const wait = lastBusyClaim + yieldMs - performance.now();
        if (wait > 0) {
          yieldTimer ??= setTimeout(() => {
            yieldTimer = undefined;
            pump();
          }, wait);
          return;
        }
        lastBusyClaim = performance.now();
        free = Math.min(free, yieldBatch);
      }
      const claimed = await claimDeliveries(db, free, lanes.saturated());
      if (claimed.length === 0) return;
      lanes.hold(claimed.length);
      const prepared = await targets.prepare(claimed).catch(async (error: unknown) => {
        await lanes.release(claimed);
        throw error;
      });
      for (const [index, delivery] of claimed.entries()) {
        // Between a few tries begun and the next, the requests that arrived meanwhile are answered: a claim of a
        // hundred begun at once would hold them up for the time of a hundred.
        if (index > 0 && index % DISPATCH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        await lanes.dispatch({ delivery, prepared });
      }
      if (claimed.length < free) return;
      // Busy: the next claim waits for its turn (the loop's next round schedules it).
    }
  };

  /** One claim round at a time; a call during one makes another after it. */
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

  // Besides the wake-ups: whether any webhook is live (so that requests wake this worker only then), the
  // prune, and a claim for other instances' changes and for retries.
  const poll = startPeriodic({
    run: async () => {
      try {
        const live = await db.selectFrom('webhooks').select('id').where('deleted_at', 'is', null).limit(1).executeTakeFirst();
        noteLiveWebhooks(live !== undefined);
        await prune.maybeRun();
      } finally {
        pump();
      }
    },
    firstMs: 0,
    everyMs: intervalMs,
    logger,
    failure: 'the webhooks could not be read; retrying',
  });
  const unsubscribe = onWakeUp(onWebhookWake, pump, WAKE_GATHER_MS);

  return async () => {
    stopped = true;
    if (yieldTimer) clearTimeout(yieldTimer);
    lanes.stop();
    unsubscribe();
    await poll.stop();
    while (claiming) await claiming;
    await lanes.drain();
    await outcomes.flush();
  };
}
