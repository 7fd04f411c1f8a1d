// Where mail goes: an SMTP server when SMTP_URL is set; otherwise the log (info level, link included),
// so that a fresh installation without mail still lets people follow their invitation.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { RenderedMail } from './templates.js';

export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  send(to: string, mail: RenderedMail, attachments?: readonly MailFile[]): Promise<void>;
  close(): void;
}

/** The pace of outgoing mail per instance (the outbox worker sends one message after another). */
export const MESSAGES_PER_SECOND = 10;

export function createMailTransport(
  settings: { smtpUrl: string | undefined; mailFrom: string; messagesPerSecond?: number },
  logger: Pick<Logger, 'info'>,
): MailTransport {
  if (!settings.smtpUrl) {
    return {
      send: async (to, mail, attachments = []) => {
        const files = attachments.map((file) => `${file.filename} (${file.content.length} bytes)`).join(', ');
        logger.info(
          { mail: { to, subject: mail.subject, attachments: attachments.map((file) => file.filename) } },
          `E-mail (no SMTP_URL set) to ${to}: ${mail.subject}\n${mail.text}${files ? `Attached: ${files}\n` : ''}`,
        );
      },
      close: () => {},
    };
  }
  // One pooled connection reused for up to 100 messages, and at most MESSAGES_PER_SECOND: thousands of
  // invitations written at once leave at a steady pace an SMTP server accepts, not as thousands of
  // connections opened back to back.
  const smtp = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    rateDelta: 1000,
    rateLimit: settings.messagesPerSecond ?? MESSAGES_PER_SECOND,
  });
  return {
    send: async (to, mail, attachments = []) => {
      await smtp.sendMail({
        from: settings.mailFrom,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
      });
    },
    close: () => smtp.close(),
  };
}
