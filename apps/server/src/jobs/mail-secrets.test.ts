// A message holds its link's token in clear only while it may still be sent: given up on after the last
// attempt, or its link expired, the payload is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { enqueueMail, MAX_ATTEMPTS } from '../mail/outbox.js';
import type { MailTransport } from '../mail/transport.js';
import { sendDueMessages } from './mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { warn: () => {} };
const failing: MailTransport = {
  send: async () => {
    throw new Error('the mail server refused the message');
  },
  close: () => {},
};
const sent: string[] = [];
const working: MailTransport = {
  send: async (to) => void sent.push(to),
  close: () => {},
};

async function queueReset(recipient: string, expiresAt: Date) {
  const link = `http://localhost:3000/reset-password/secret-token-of-${recipient}`;
  await enqueueMail(t.db, { recipient, template: 'reset', language: 'en', payload: { link, expires_at: expiresAt.toISOString() } });
  return t.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).executeTakeFirstOrThrow();
}

const stored = (id: number) => t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('link tokens in the outbox', () => {
  it('are cleared when the last attempt fails', async () => {
    const { id } = await queueReset('given.up@example.test', new Date(Date.now() + 3600_000));
    await t.db.updateTable('outbox').set({ attempts: MAX_ATTEMPTS - 2 }).where('id', '=', id).execute();
    await sendDueMessages(t.db, failing, quiet);
    // One attempt left: still kept for it.
    expect(JSON.stringify((await stored(id)).payload)).toContain('secret-token-of-given.up');
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    await sendDueMessages(t.db, failing, quiet);
    const row = await stored(id);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toContain('refused');
    expect(JSON.stringify(row.payload)).not.toContain('secret-token');
  });

  it('are cleared, and the message no longer sent, once the link has expired', async () => {
    const { id } = await queueReset('too.late@example.test', new Date(Date.now() - 1000));
    await sendDueMessages(t.db, working, quiet);
    expect(sent).not.toContain('too.late@example.test');
    const row = await stored(id);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toContain('expired');
    expect(JSON.stringify(row.payload)).not.toContain('secret-token');
  });
});
