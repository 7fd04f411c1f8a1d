// The transactional outbox: a message is written in the same transaction as the change that causes it,
// so a committed invitation or reset is never lost; the worker (worker.ts) sends it afterwards.
import type { Executor } from '../db/client.js';
import type { Language, MailTemplate, TemplatePayloads } from './templates.js';

export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  recipient: string;
  template: T;
  language: Language;
  payload: TemplatePayloads[T];
}

export async function enqueueMail<T extends MailTemplate>(db: Executor, mail: OutgoingMail<T>): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      recipient: mail.recipient,
      template: mail.template,
      language: mail.language,
      payload: JSON.stringify(mail.payload),
    })
    .execute();
}
