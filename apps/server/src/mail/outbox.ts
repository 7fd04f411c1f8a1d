// The transactional outbox: a message is written in the same transaction as the change that causes it,
// so a committed invitation or reset is never lost; the worker (jobs/mail.ts) sends it afterwards.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { Language, MailTemplate, TemplatePayloads } from './templates.js';

/** After this many failed attempts a message is left with its last error (about a day of retries). */
export const MAX_ATTEMPTS = 12;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  recipient: string;
  template: T;
  language: Language;
  payload: TemplatePayloads[T];
  /** Files sent with the message (a scheduled report), stored beside it until it is sent. */
  attachments?: readonly MailAttachment[];
}

// Due from the moment written, by the clock the workers compare with (milliseconds): the column's default,
// the database's now(), counts microseconds, so a worker asking within the same millisecond would find the
// message not yet due.
export async function enqueueMail<T extends MailTemplate>(db: Executor, mail: OutgoingMail<T>): Promise<void> {
  const { id } = await db
    .insertInto('outbox')
    .values({
      recipient: mail.recipient,
      template: mail.template,
      language: mail.language,
      payload: JSON.stringify(mail.payload),
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (mail.attachments?.length) {
    await db
      .insertInto('outbox_attachments')
      .values(mail.attachments.map((file) => ({ outbox_id: id, filename: file.filename, content_type: file.contentType, content: file.content })))
      .execute();
  }
  enqueuedHere += 1;
}

/** Many messages in one statement (an import's invitations): one row each, written set-based. */
export async function enqueueMails(db: Executor, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map((mail) => ({ recipient: mail.recipient, template: mail.template, language: mail.language, payload: mail.payload }));
  await sql`
    insert into outbox (recipient, template, language, payload, next_attempt_at)
    select m.recipient, m.template, m.language, m.payload, ${new Date()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(recipient text, template text, language text, payload jsonb)`.execute(db);
  enqueuedHere += mails.length;
}

// Waking this process's worker once a message it enqueued is committed, so that it leaves at once instead
// of at the next poll (which remains for other instances' messages and for retries). The message is
// written inside the caller's transaction, whose commit only the request knows: a request that saw the
// count change while it ran wakes the worker once it has answered (plugins/app/mail-wake-on-response.ts).
let enqueuedHere = 0;
const wakeListeners = new Set<() => void>();

/** How many messages this process has enqueued (committed or not). */
export function enqueuedMailCount(): number {
  return enqueuedHere;
}

/** Asks this process's outbox worker to look at the outbox now. */
export function wakeOutbox(): void {
  for (const listener of wakeListeners) listener();
}

/** The worker's subscription to `wakeOutbox`; returns the unsubscription. */
export function onOutboxWake(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}
