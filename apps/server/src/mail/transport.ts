// Where mail goes: an SMTP server when SMTP_URL is set; otherwise the log (info level, link included),
// so that a fresh installation without mail still lets people follow their invitation.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { RenderedMail } from './templates.js';

export interface MailTransport {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

export function createMailTransport(settings: { smtpUrl: string | undefined; mailFrom: string }, logger: Pick<Logger, 'info'>): MailTransport {
  if (!settings.smtpUrl) {
    return {
      send: async (to, mail) => {
        logger.info({ mail: { to, subject: mail.subject } }, `E-mail (no SMTP_URL set) to ${to}: ${mail.subject}\n${mail.text}`);
      },
      close: () => {},
    };
  }
  const smtp = nodemailer.createTransport(settings.smtpUrl);
  return {
    send: async (to, mail) => {
      await smtp.sendMail({ from: settings.mailFrom, to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => smtp.close(),
  };
}
