// The one timer loop of the background jobs: a run, then the next one an interval after it ends (a shorter
// or longer wait after a failure, which is logged), a wake-up that runs at once (or right after the run in
// progress), and a stop that starts nothing more and waits for the run in progress. Runs never overlap.
import type { Logger } from 'pino';

type Level = 'warn' | 'error';

export interface PeriodicOptions<L extends Level> {
  /** One run; `stopping` tells a long run that the job is stopping, so that it may leave the rest to later. */
  run: (stopping: () => boolean) => Promise<unknown>;
  /** The wait between the end of a run and the next. */
  everyMs: number;
  /** The wait before the first run (default `everyMs`; 0 runs at once). */
  firstMs?: number;
  /** The wait after a failed run (default `everyMs`). */
  retryMs?: number;
  logger: Pick<Logger, NoInfer<L>>;
  /** The line logged, with the error, when a run fails. */
  failure: string;
  level?: L;
}

export interface Periodic {
  /** Runs now, or right after the run in progress; the interval counts again from its end. */
  wake: () => void;
  /** Starts nothing more; resolves once the run in progress has ended. */
  stop: () => Promise<void>;
}

export function startPeriodic<L extends Level = 'warn'>(options: PeriodicOptions<L>): Periodic {
  const level = (options.level ?? 'warn') as L;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** A wake-up came during a run: what it announces may have been committed after the run looked. */
  let again = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // A waiting job never keeps the process alive.
    timer.unref();
  };
  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = options
      .run(() => stopped)
      .then(
        () => options.everyMs,
        (error: unknown) => {
          const log: Logger[Level] = options.logger[level];
          log.call(options.logger, { err: error }, options.failure);
          return options.retryMs ?? options.everyMs;
        },
      )
      .then((nextMs) => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        } else {
          schedule(nextMs);
        }
      });
  }

  if (options.firstMs === 0) tick();
  else schedule(options.firstMs ?? options.everyMs);
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A wake-up during the last run may have started one more: wait until none is running.
      while (running) await running;
    },
  };
}
