// Sends the mail outbox (mail/outbox.ts) on the leased outbox (outbox.ts): several instances may run this at
// once, a message is sent by one of them, a crash mid-send releases it when its lease ends, failures are
// retried with exponential backoff.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { MAX_ATTEMPTS, onOutboxWake } from '../mail/outbox.js';
import { renderMail, type Language, type MailTemplate, type TemplatePayloads } from '../mail/templates.js';
import { createMailTransport, type MailTransport } from '../mail/transport.js';
import { afterFailedTry, claimDue, onWakeUp, type Backoff, type LeasedOutbox } from './outbox.js';
import { startPeriodic } from './periodic.js';

const BATCH = 20;
const LEASE_SECONDS = 120;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}

// A claim counts the attempt, so that a message whose sending crashes the instance still runs out of them.
const MAIL_OUTBOX: LeasedOutbox = {
  table: 'outbox',
  leaseMs: LEASE_SECONDS * 1000,
  waiting: sql`sent_at is null and attempts < ${MAX_ATTEMPTS}`,
  order: sql`id`,
  countAtClaim: true,
};
const MAIL_BACKOFF: Backoff = { maxTries: MAX_ATTEMPTS, waitMs: (attempts) => retryDelaySeconds(attempts) * 1000 };

interface Claimed {
  id: number;
  recipient: string;
  template: string;
  language: string;
  payload: unknown;
  attempts: number;
}

/**
 * Unsent messages whose link has expired are not sent any more: their payload, which holds the link's
 * token in clear, is cleared and they are left with an error. Returns how many.
 */
export async function dropExpiredLinks(db: Db, now: Date = new Date()): Promise<number> {
  const dropped = await sql<{ id: number }>`
    update outbox set payload = '{}', attempts = ${MAX_ATTEMPTS}, locked_until = null,
      last_error = 'the link expired before the message could be sent'
    where sent_at is null and payload->>'link' is not null and payload->>'expires_at' is not null
      and (payload->>'expires_at')::timestamptz <= ${now}
      and (locked_until is null or locked_until <= ${now})
    returning id`.execute(db);
  return dropped.rows.length;
}

/**
 * Claims and sends every message due at `now`, a batch at a time; returns how many were sent. Each batch's
 * lease runs from when it is claimed (a round of thousands of messages outlasts any one lease), and
 * `shouldStop` is asked after each batch, so that a stopping instance leaves the rest to the next round.
 */
export async function sendDueMessages(
  db: Db,
  transport: MailTransport,
  logger: Pick<Logger, 'warn'>,
  roundStart: Date = new Date(),
  shouldStop: () => boolean = () => false,
): Promise<number> {
  await dropExpiredLinks(db, roundStart);
  const startedAt = Date.now();
  let sent = 0;
  for (let batch = 0; ; batch += 1) {
    // The first batch is claimed at the round's own time (a caller's clock, exactly); later ones as much
    // later as the round has taken, so that each lease runs from its own claim.
    const now = batch === 0 ? roundStart : new Date(roundStart.getTime() + (Date.now() - startedAt));
    const claimed = await claimDue<Claimed>(db, MAIL_OUTBOX, {
      now,
      limit: BATCH,
      returning: ['id', 'recipient', 'template', 'language', 'payload', 'attempts'],
    });
    if (claimed.length === 0) return sent;
    for (const message of claimed) {
      try {
        const payload = (typeof message.payload === 'string' ? JSON.parse(message.payload) : message.payload) as TemplatePayloads[MailTemplate];
        const mail = renderMail(message.template as MailTemplate, message.language as Language, payload);
        const attachments = await db
          .selectFrom('outbox_attachments')
          .select(['filename', 'content_type', 'content'])
          .where('outbox_id', '=', message.id)
          .orderBy('id')
          .execute();
        await transport.send(
          message.recipient,
          mail,
          attachments.map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content) })),
        );
        await db
          .updateTable('outbox')
          // The payload held the link's token in clear only until it left: sent messages keep no secret.
          .set({ sent_at: new Date(), locked_until: null, last_error: null, payload: '{}' })
          .where('id', '=', message.id)
          .execute();
        // Nor the files they carried (a month's payroll figures).
        await db.deleteFrom('outbox_attachments').where('outbox_id', '=', message.id).execute();
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ outboxId: message.id, attempts: message.attempts }, `sending an e-mail failed: ${reason}`);
        const { givenUp, retryAt } = afterFailedTry(MAIL_BACKOFF, message.attempts, now, {
          logger,
          fields: { outboxId: message.id },
          line: 'an e-mail was given up after its last attempt',
        });
        await db
          .updateTable('outbox')
          .set({
            locked_until: null,
            last_error: reason.slice(0, 1000),
            next_attempt_at: retryAt,
            // A message given up on keeps no link token in clear.
            ...(givenUp ? { payload: '{}' } : {}),
          })
          .where('id', '=', message.id)
          .execute();
        if (givenUp) await db.deleteFrom('outbox_attachments').where('outbox_id', '=', message.id).execute();
      }
    }
    if (claimed.length < BATCH || shouldStop()) return sent;
  }
}

export interface OutboxWorkerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the outbox is looked at. */
  intervalMs?: number;
}

/**
 * Runs the outbox in the background: a round every `intervalMs` (messages of other instances, retries),
 * and one right away when this process enqueued a message and committed it (`wakeOutbox`). The returned
 * function stops it (waiting for a round in progress).
 */
export function startOutboxWorker(db: Db, options: OutboxWorkerOptions, logger: Logger): () => Promise<void> {
  const transport = createMailTransport(options, logger);
  const periodic = startPeriodic({
    run: (stopping) => sendDueMessages(db, transport, logger, new Date(), stopping),
    firstMs: 0,
    everyMs: options.intervalMs ?? 2000,
    logger,
    failure: 'the mail outbox could not be read; retrying',
  });
  const unsubscribe = onWakeUp(onOutboxWake, periodic.wake);
  return async () => {
    unsubscribe();
    await periodic.stop();
    transport.close();
  };
}
