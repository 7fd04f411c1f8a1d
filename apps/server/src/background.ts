// Work the entry point does around the HTTP server: before listening, the first account and the region's
// public holidays of the years around today; while running, the background workers (the mail outbox, the
// reminder check, Web Push deliveries, and a daily refresh of the region's holidays, so that the coming year is
// in the table before it starts).
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ensureFirstAdmin } from './commands/first-admin.js';
import { writeRegionHolidays } from './commands/holidays.js';
import { startOutboxWorker } from './mail/worker.js';
import { startReportScheduleJob } from './commands/report-schedules-job.js';
import { SecretBox } from './auth/second-factor.js';
import { sharedSecret } from './auth/secrets.js';
import { startWebhookWorker } from './commands/webhooks/worker.js';
import { pruneLiveEvents } from './events/prune.js';
import { startPushWorker } from './commands/push/worker.js';
import { startReminderJob } from './jobs/reminders.js';
import { BackupJob, startBackupJob } from './jobs/backup.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function commandsBeforeListen(config: Config, database: DatabaseHandle, logger: Logger): Promise<void> {
  await writeRegionHolidays(database.db, config.holidaysRegion, config.appTimezone);
  const admin = await ensureFirstAdmin(database.db, config);
  if (!admin) return;
  if (admin.generatedPassword) {
    logger.warn(
      `First start: created the general manager ${admin.email} with the password ${admin.generatedPassword} ` +
        '(shown only this once; change it after signing in, or set ADMIN_PASSWORD before the first start)',
    );
  } else {
    logger.info(`First start: created the general manager ${admin.email} with the password from ADMIN_PASSWORD`);
  }
}

/**
 * Writes the region's public holidays of the years around today every `intervalMs` (an hour after a failure);
 * returns a function that stops it, waiting for a write in progress. Nothing runs without a region.
 */
export function startRegionHolidayRefresh(
  config: Pick<Config, 'holidaysRegion' | 'appTimezone'>,
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
  intervalMs: number = DAY_MS,
): () => Promise<void> {
  const region = config.holidaysRegion;
  if (region === undefined) return async () => {};
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(refresh, delayMs);
    timer.unref();
  };
  const refresh = () => {
    running = writeRegionHolidays(database.db, region, config.appTimezone).then(
      () => schedule(intervalMs),
      (error: unknown) => {
        logger.warn({ err: error }, 'the public holidays of HOLIDAYS_REGION could not be written; retrying in an hour');
        schedule(Math.min(intervalMs, HOUR_MS));
      },
    );
  };
  schedule(intervalMs);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}

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

/** One try of a push waits this long for the push service at most. */
const PUSH_TIMEOUT_MS = 10_000;
/** The first wait before a push is tried again (then 2, 4 minutes; given up after the fourth try). */
const PUSH_RETRY_BASE_MS = 60_000;

/** VAPID's contact (RFC 8292): the sender address of the e-mails, or the service's https address. */
export function vapidSubject(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  if (/^[^\s@]+@[^\s@]+$/.test(address)) return `mailto:${address}`;
  return config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:admin@example.com';
}

/** Starts the background workers; returns a function that stops them. */
export function startBackgroundWork(config: Config, database: DatabaseHandle, logger: Logger): () => Promise<void> {
  const stopOutbox = startOutboxWorker(database.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, logger);
  const stopHolidayRefresh = startRegionHolidayRefresh(config, database, logger);
  const stopLiveEventPrune = startLiveEventPrune(database, logger);
  const stopWebhooks = startWebhookWorker(
    database.db,
    {
      // The key the application seals webhook secrets with (app.ts).
      secretBox: sharedSecret(database.db, 'two_factor_key', config.twoFactorKey).then((secret) => new SecretBox(secret)),
      allowPrivate: config.webhookAllowPrivate,
      timeoutMs: config.webhookTimeoutMs,
      retryBaseMs: config.webhookRetryBaseMs,
    },
    logger,
  );
  const stopBackups = config.backupDir
    ? startBackupJob(
        new BackupJob({
          database,
          databaseUrl: config.databaseUrl,
          folder: config.backupDir,
          everyMs: config.backupEveryHours * HOUR_MS,
          keep: config.backupKeep,
          logger,
        }),
        logger,
      )
    : async () => {};
  const reportSchedules = startReportScheduleJob(database.db, config, logger);
  const stopReminders = startReminderJob(database.db, config, logger, { intervalMs: config.reminderCheckMs });
  const stopPushes = startPushWorker(
    database.db,
    {
      allowPrivate: config.pushAllowPrivate,
      timeoutMs: PUSH_TIMEOUT_MS,
      retryBaseMs: PUSH_RETRY_BASE_MS,
      subject: vapidSubject(config),
      zone: config.appTimezone,
    },
    logger,
  );
  return async () => {
    await stopBackups();
    await reportSchedules.stop();
    await stopReminders();
    await stopPushes();
    await stopWebhooks();
    await stopOutbox();
    await stopHolidayRefresh();
    await stopLiveEventPrune();
  };
}
