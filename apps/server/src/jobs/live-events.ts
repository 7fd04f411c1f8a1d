// Live events are kept ten minutes (for a stream that reconnects with Last-Event-ID); every instance deletes
// the older ones now and then (events/prune.ts).
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.js';
import { pruneLiveEvents } from '../events/prune.js';

/** Deletes the live events past their ten minutes every `intervalMs`; returns a function that stops it. */
export function startLiveEventPrune(
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
  intervalMs: number = 60_000,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(prune, intervalMs);
    timer.unref();
  };
  const prune = () => {
    running = pruneLiveEvents(database.db).then(
      () => schedule(),
      (error: unknown) => {
        logger.warn({ err: error }, 'old live events could not be deleted; trying again later');
        schedule();
      },
    );
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
