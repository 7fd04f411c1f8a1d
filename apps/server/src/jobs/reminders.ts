// The reminder check (docs/api.md#reminders), every REMINDER_CHECK_MS on every instance. Exactly once is the
// database's business (commands/reminders.ts); this file only drives the checks, with a clock given by the
// caller so that tests choose the instant of each check instead of waiting. A check rests before each of its
// large statements as long as the previous one took (as vacuum's cost delay does): the day's first check, which
// sends thousands of reminders, then leaves the database and the cores to the clocks half of its time.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { runReminderCheck, type ReminderCheckOutcome } from '../commands/reminders.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { wakeOutbox } from '../mail/outbox.js';
import { wakePushWorker } from '../notifications/push.js';
import { startPeriodic } from './periodic.js';

export interface ReminderJobOptions {
  intervalMs: number;
  /** The instant of a check (tests give a clock of their own). */
  now?: () => Date;
}

/** The rest before each of a check's large statements, as a share of the time the previous one took. */
export const REST_PER_STATEMENT = 1;

/** One check at the job's instant; wakes this process's mail and push workers when it wrote anything. */
export async function checkReminders(
  db: Db,
  config: Pick<Config, 'appTimezone' | 'holidaysRegion' | 'publicUrl'>,
  now: Date,
): Promise<ReminderCheckOutcome> {
  const outcome = await runReminderCheck(db, {
    now,
    zone: config.appTimezone,
    region: config.holidaysRegion,
    publicUrl: config.publicUrl,
    rest: (previousMs) => sleep(previousMs * REST_PER_STATEMENT),
  });
  if (outcome.open_period + outcome.missing_day + outcome.auto_closed > 0) wakeOutbox();
  if (outcome.pushes > 0) wakePushWorker();
  return outcome;
}

/** Starts the checks; returns a function that stops them, waiting for a check in progress. */
export function startReminderJob(
  db: Db,
  config: Pick<Config, 'appTimezone' | 'holidaysRegion' | 'publicUrl'>,
  logger: Pick<Logger, 'warn'>,
  options: ReminderJobOptions,
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  return startPeriodic({
    run: () => checkReminders(db, config, now()),
    everyMs: options.intervalMs,
    logger,
    failure: 'the reminder check failed; trying again at the next one',
  }).stop;
}
