// Live events are kept ten minutes (for a stream that reconnects with Last-Event-ID); every instance deletes
// the older ones now and then (events/prune.ts).
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.js';
import { pruneLiveEvents } from '../events/prune.js';
import { startPeriodic } from './periodic.js';

/** Deletes the live events past their ten minutes every `intervalMs`; returns a function that stops it. */
export function startLiveEventPrune(
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
  intervalMs: number = 60_000,
): () => Promise<void> {
  return startPeriodic({
    run: () => pruneLiveEvents(database.db),
    everyMs: intervalMs,
    logger,
    failure: 'old live events could not be deleted; trying again later',
  }).stop;
}
