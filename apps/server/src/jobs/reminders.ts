// The reminder check (docs/api.md#reminders), every REMINDER_CHECK_MS on every instance. Exactly once is the
// database's business (commands/reminders.ts); this file only drives the checks, with a clock given by the
// caller so that tests choose the instant of each check instead of waiting. A check rests before each of its
// large statements thirty times as long as the previous one took (as vacuum's cost delay paces vacuum): the day's
// first check, which sends thousands of reminders, then leaves the database and the cores to the clocks.
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

/**
 * The rest before each of a check's large statements, as a multiple of the time the previous one took. A check
 * then holds the database about 3 % of its time, so that few enough clocks meet one of its statements to stay out
 * of the clocks' p99 (resting as long as the work, half of them did). The day's first check over 100,000 people,
 * about a second of statements, is spread over about half a minute; a reminder is no less useful for it.
 */
export const REST_PER_STATEMENT = 30;
/** The longest rest, whatever the previous statement took. */
const LONGEST_REST_MS = 30_000;
/** How often a rest looks whether the job is stopping. */
const REST_STEP_MS = 100;

/**
 * Sleeps `ms`, or less once `stopping` says so: a stopping job's check then writes what it has left without
 * resting, so that a shutdown waits for at most its statements, not their rests.
 */
export async function rest(ms: number, stopping: () => boolean): Promise<void> {
  const until = performance.now() + Math.min(ms, LONGEST_REST_MS);
  while (!stopping()) {
    const left = until - performance.now();
    if (left <= 0) return;
    await sleep(Math.min(left, REST_STEP_MS));
  }
}

/** One check at the job's instant; wakes this process's mail and push workers when it wrote anything. */
export async function checkReminders(
  db: Db,
  config: Pick<Config, 'appTimezone' | 'holidaysRegion' | 'publicUrl'>,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<ReminderCheckOutcome> {
  const outcome = await runReminderCheck(db, {
    now,
    zone: config.appTimezone,
    region: config.holidaysRegion,
    publicUrl: config.publicUrl,
    rest: (previousMs) => rest(previousMs * REST_PER_STATEMENT, stopping),
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
    run: (stopping) => checkReminders(db, config, now(), stopping),
    everyMs: options.intervalMs,
    logger,
    failure: 'the reminder check failed; trying again at the next one',
  }).stop;
}
