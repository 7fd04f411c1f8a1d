// The scheduled reports' job: a round every `intervalMs` sends what is due (commands/report-schedules.ts).
// Every instance runs it; the run rows make each month go out once. The clock is injected so that tests
// drive the days instead of waiting for them.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { runDueSchedules } from '../commands/report-schedules.js';

export interface ReportScheduleJobOptions {
  /** The current instant; `() => new Date()` in production. */
  clock?: () => Date;
  intervalMs?: number;
}

/** Starts the job; the returned function stops it, waiting for a round in progress. */
export function startReportScheduleJob(
  db: Db,
  config: Pick<Config, 'appTimezone' | 'holidaysRegion' | 'workingTimeRules' | 'companyName'>,
  logger: Pick<Logger, 'warn' | 'info'>,
  options: ReportScheduleJobOptions = {},
): { stop: () => Promise<void>; round: () => Promise<number> } {
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  const round = (): Promise<number> => {
    running = running.then(async () => {
      try {
        const sent = await runDueSchedules(db, config, clock());
        if (sent > 0) logger.info({ sent }, 'scheduled reports sent');
        return sent;
      } catch (error) {
        logger.warn({ err: error }, 'the scheduled reports could not be sent; retrying');
        return 0;
      }
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void round().finally(schedule), intervalMs);
    timer.unref();
  };
  void round().finally(schedule);
  return {
    round,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
