// A real SMTP server inside the test process (127.0.0.1, a free port) that keeps what it receives, so
// tests can read the e-mails the service sent and follow their links.
//   const mailbox = await startMailbox();
//   const t = await createTestApp({ env: { SMTP_URL: mailbox.url } });
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded body (plain text and HTML parts together). */
  body: string;
  raw: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Messages received for an address, oldest first. */
  to(address: string): ReceivedMail[];
  /** The first link to PUBLIC_URL/<path>/… in the latest message for `address`. */
  linkFor(address: string, path: string): string | undefined;
  close(): Promise<void>;
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes long or non-ASCII lines. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    // Adjacent encoded words join without the space between them.
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          subject: decodeSubject(raw),
          body: decodeQuotedPrintable(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    linkFor: (address, path) => {
      const latest = to(address).at(-1);
      return latest ? new RegExp(`https?://[^\\s"<>]+/${path}/[A-Za-z0-9_-]+`).exec(latest.body)?.[0] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
