// Work the entry point does around the HTTP server: the first account before listening, and the
// background workers (the mail outbox) while running.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ensureFirstAdmin } from './commands/first-admin.js';
import { startOutboxWorker } from './mail/worker.js';

export async function commandsBeforeListen(config: Config, database: DatabaseHandle, logger: Logger): Promise<void> {
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
  return async () => {
    await stopOutbox();
  };
}
