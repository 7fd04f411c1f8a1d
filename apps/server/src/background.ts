// Work the entry point does around the HTTP server: before listening, the first account and the region's
// public holidays of the years around today; while running, the background jobs of jobs/ (each in a file of
// its own), started and stopped here.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ensureFirstAdmin } from './commands/first-admin.js';
import { writeRegionHolidays } from './commands/holidays.js';
import { SecretBox } from './auth/second-factor.js';
import { sharedSecret } from './auth/secrets.js';
import { BackupJob, startBackupJob } from './jobs/backup.js';
import { startRegionHolidayRefresh } from './jobs/holidays.js';
import { startLiveEventPrune } from './jobs/live-events.js';
import { startOutboxWorker } from './jobs/mail.js';
import { PUSH_RETRY_BASE_MS, PUSH_TIMEOUT_MS, startPushWorker, vapidSubject } from './jobs/push.js';
import { startReminderJob } from './jobs/reminders.js';
import { startReportScheduleJob } from './jobs/report-schedules.js';
import { startWebhookWorker } from './jobs/webhooks/worker.js';
import { requestsInFlight } from './request-load.js';

const HOUR_MS = 3_600_000;
/**
 * Requests being answered at once from which this instance counts as busy: webhook deliveries then slow to a
 * trickle (jobs/webhooks/worker.ts). A clock is answered in about 10 ms, so at a hundred a second one or two are
 * in flight; sixteen means requests are queueing for the machine.
 */
const BUSY_REQUESTS = 16;

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
      busy: () => requestsInFlight() >= BUSY_REQUESTS,
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
