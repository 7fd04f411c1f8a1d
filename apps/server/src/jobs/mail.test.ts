// The outbox worker (mail.ts): retries with backoff, one sending per message even with several
// workers at once, the log transport when no SMTP server is configured, many messages over one pooled
// SMTP connection, and a stopping worker that leaves between batches.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testDatabaseKind } from '../test/database.js';
import { enqueueMail, MAX_ATTEMPTS } from '../mail/outbox.js';
import type { RenderedMail } from '../mail/templates.js';
import { createMailTransport, type MailTransport } from '../mail/transport.js';
import { retryDelaySeconds, sendDueMessages, startOutboxWorker } from './mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {} };

/** A transport that records what it sends, and fails while `failing` is set. */
function recorder() {
  const sent: { to: string; mail: RenderedMail }[] = [];
  const transport: MailTransport & { failing: boolean } = {
    failing: false,
    async send(to, mail) {
      if (transport.failing) throw new Error('connection refused');
      sent.push({ to, mail });
    },
    close: () => {},
  };
  return { sent, transport };
}

async function queue(db: Db, recipient: string) {
  // A link valid for a day: a message whose link has expired is no longer sent.
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  await enqueueMail(db, { recipient, template: 'reset', language: 'en', payload: { link: 'http://localhost:3000/reset-password/abc', expires_at: expiresAt } });
  return db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();
}

describe('the outbox worker', () => {
  it('retries a failed message with exponential backoff and records the error, then sends it', async () => {
    const { sent, transport } = recorder();
    const message = await queue(t.db, 'retry@example.test');
    // The database keeps microseconds, a Date milliseconds: one millisecond later it is surely due.
    const start = new Date(message.next_attempt_at.getTime() + 1);
    transport.failing = true;

    expect(await sendDueMessages(t.db, transport, quiet, start)).toBe(0);
    let row = await t.db.selectFrom('outbox').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'connection refused', locked_until: null });
    expect(row.next_attempt_at.getTime()).toBe(start.getTime() + 30_000);

    // Not due before its next attempt.
    expect(await sendDueMessages(t.db, transport, quiet, new Date(start.getTime() + 29_000))).toBe(0);
    expect((await t.db.selectFrom('outbox').select('attempts').where('id', '=', message.id).executeTakeFirstOrThrow()).attempts).toBe(1);

    const second = new Date(start.getTime() + 30_000);
    await sendDueMessages(t.db, transport, quiet, second);
    row = await t.db.selectFrom('outbox').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at.getTime()).toBe(second.getTime() + 60_000);

    transport.failing = false;
    expect(await sendDueMessages(t.db, transport, quiet, new Date(second.getTime() + 60_000))).toBe(1);
    row = await t.db.selectFrom('outbox').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(row.payload).toEqual({});
    expect(sent.map((s) => s.to)).toEqual(['retry@example.test']);
    // Sent once: nothing more to do.
    expect(await sendDueMessages(t.db, transport, quiet, new Date(second.getTime() + 3600_000))).toBe(0);
  });

  it('grows the delay up to an hour and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
    const { transport } = recorder();
    const message = await queue(t.db, 'hopeless@example.test');
    await t.db.updateTable('outbox').set({ attempts: MAX_ATTEMPTS }).where('id', '=', message.id).execute();
    expect(await sendDueMessages(t.db, transport, quiet, new Date(Date.now() + 86400_000))).toBe(0);
    await t.db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', message.id).execute();
  });

  it('does not take a message another worker holds, until its lease ends', async () => {
    const { sent, transport } = recorder();
    const message = await queue(t.db, 'leased@example.test');
    const now = new Date(message.next_attempt_at.getTime() + 1000);
    await t.db.updateTable('outbox').set({ locked_until: new Date(now.getTime() + 60_000) }).where('id', '=', message.id).execute();
    expect(await sendDueMessages(t.db, transport, quiet, now)).toBe(0);
    expect(await sendDueMessages(t.db, transport, quiet, new Date(now.getTime() + 61_000))).toBe(1);
    expect(sent.map((s) => s.to)).toEqual(['leased@example.test']);
  });

  it('sends each message once when several workers run at the same time', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.test`);
    for (const recipient of recipients) await queue(t.db, recipient);
    const { sent, transport } = recorder();
    // On PostgreSQL the second worker is another instance with its own connections.
    const otherDb = testDatabaseKind() === 'postgres' ? (await t.another()).db : t.db;
    const counts = await Promise.all([
      sendDueMessages(t.db, transport, quiet),
      sendDueMessages(otherDb, transport, quiet),
      sendDueMessages(t.db, transport, quiet),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(sent.map((s) => s.to).sort()).toEqual([...recipients].sort());
  });

  it('writes messages to the log, link included, when no SMTP server is set', async () => {
    const lines: string[] = [];
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'x@example.test' }, { info: (_obj: unknown, line?: string) => void lines.push(line ?? '') } as never);
    await queue(t.db, 'logged@example.test');
    expect(await sendDueMessages(t.db, transport, quiet)).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('logged@example.test');
    expect(lines[0]).toContain('http://localhost:3000/reset-password/abc');
  });

  it('runs in the background until stopped', async () => {
    const lines: string[] = [];
    const logger = { info: (_obj: unknown, line?: string) => void lines.push(line ?? ''), warn: () => {} };
    await queue(t.db, 'background@example.test');
    const stop = startOutboxWorker(t.db, { smtpUrl: undefined, mailFrom: 'x@example.test', intervalMs: 60_000 }, logger as never);
    await stop();
    expect(lines.some((line) => line.includes('background@example.test'))).toBe(true);
    const row = await t.db.selectFrom('outbox').select('sent_at').where('recipient', '=', 'background@example.test').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  });
});

describe('thousands of messages at once (an import)', () => {
  it('leaves a round between two batches when the worker is stopping', async () => {
    const { sent, transport } = recorder();
    await sendDueMessages(t.db, transport, quiet);
    sent.length = 0;
    for (let i = 0; i < 25; i += 1) await queue(t.db, `batch${i}@example.test`);
    // Asked after each batch: the first batch is sent, the rest waits.
    expect(await sendDueMessages(t.db, transport, quiet, new Date(), () => true)).toBe(20);
    expect(await sendDueMessages(t.db, transport, quiet)).toBe(5);
    expect(sent).toHaveLength(25);
  });

  it('sends them over one SMTP connection, not one connection per message', async () => {
    let connections = 0;
    let received = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          received += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'x@example.test', messagesPerSecond: 1000 }, quiet);
    try {
      for (let i = 0; i < 30; i += 1) await queue(t.db, `pooled${i}@example.test`);
      expect(await sendDueMessages(t.db, transport, quiet)).toBe(30);
      expect(received).toBe(30);
      expect(connections).toBe(1);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a message enqueued by a request', () => {
  it('leaves as soon as the request has answered, without waiting for the next poll', async () => {
    const lines: string[] = [];
    const logger = { info: (_obj: unknown, line?: string) => void lines.push(line ?? ''), warn: () => {} };
    const logged = (address: string) => lines.filter((line) => line.includes(address));
    await queue(t.db, 'warm-up@example.test');
    // Polling once an hour: only a wake-up can send the invitation within the test.
    const stop = startOutboxWorker(t.db, { smtpUrl: undefined, mailFrom: 'x@example.test', intervalMs: 3_600_000 }, logger as never);
    try {
      // The first round has sent what was waiting; the invitation does not exist yet.
      await vi.waitFor(() => expect(logged('warm-up@example.test')).toHaveLength(1), { timeout: 20_000, interval: 10 });
      const general = await t.f.buildUser({ role: 'general_manager' });
      const invited = await t.sendAs(general, 'POST', '/users', { email: 'woken@example.test', name: 'Wendy Woken', role: 'employee' });
      expect(invited.statusCode, invited.body).toBe(201);
      await vi.waitFor(() => expect(logged('woken@example.test')).toHaveLength(1), { timeout: 20_000, interval: 10 });
      expect(logged('woken@example.test')[0]).toContain('http://localhost:3000/set-password/');
    } finally {
      await stop();
    }
    const row = await t.db.selectFrom('outbox').select('sent_at').where('recipient', '=', 'woken@example.test').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  }, 60_000);
});
