// The scheduled reports' job: a round every `intervalMs` sends what is due (commands/report-schedules.ts).
// Every instance runs it; the run rows make each month go out once. The clock is injected so that tests
// drive the days instead of waiting for them.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { runDueSchedules } from '../commands/report-schedules.js';
import { startPeriodic } from './periodic.js';

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
  const failure = 'the scheduled reports could not be sent; retrying';
  const once = async (): Promise<number> => {
    const sent = await runDueSchedules(db, config, clock());
    if (sent > 0) logger.info({ sent }, 'scheduled reports sent');
    return sent;
  };
  // The timer's rounds and those asked for (tests) run one after the other.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = (): Promise<number> => {
    const result = chain.then(once);
    chain = result.catch(() => undefined);
    return result;
  };
  const periodic = startPeriodic({ run: serial, firstMs: 0, everyMs: options.intervalMs ?? 60_000, logger, failure });
  return {
    round: () =>
      serial().catch((error: unknown) => {
        logger.warn({ err: error }, failure);
        return 0;
      }),
    stop: async () => {
      await periodic.stop();
      await chain;
    },
  };
}
