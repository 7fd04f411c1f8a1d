// The leased outbox under the delivery workers: concurrent claims of several instances take each row once, a
// lease keeps a row from others until it ends or is given back, and the backoff gives a row up after its last
// try with a log line. A claim does not wait for the disk (db/lazy-commit.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testDatabaseKind } from '../test/database.js';
import { afterFailedTry, claimDue, releaseLeases, type LeasedOutbox } from './outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OUTBOX: LeasedOutbox = { table: 'outbox', leaseMs: 60_000, waiting: sql`sent_at is null`, order: sql`id`, countAtClaim: true };

async function queue(prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await enqueueMail(t.db, { recipient: `${prefix}${i}@example.test`, template: 'email_change_notice', language: 'en', payload: { email: 'x@example.test' } });
  }
}

describe('the leased outbox', () => {
  it('gives each due row to one claim only when instances claim at the same time', async () => {
    await queue('claim', 40);
    const now = new Date(Date.now() + 1000);
    // On PostgreSQL the other claims come from another instance with its own connections.
    const other = testDatabaseKind() === 'postgres' ? (await t.another()).db : t.db;
    const claims = await Promise.all(
      [t.db, other, t.db, other].map((db) => claimDue<{ id: number; attempts: number }>(db, OUTBOX, { now, limit: 15, returning: ['id', 'attempts'] })),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    // The claim counted the try.
    expect(claims.flat().every((row) => row.attempts === 1)).toBe(true);
    // Leased: nothing more to claim until the lease ends, then everything again.
    expect(await claimDue(t.db, OUTBOX, { now, limit: 100, returning: ['id'] })).toEqual([]);
    const later = await claimDue<{ id: number }>(t.db, OUTBOX, { now: new Date(now.getTime() + 61_000), limit: 100, returning: ['id'] });
    expect(later.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    await t.db.updateTable('outbox').set({ sent_at: new Date() }).execute();
  });

  it('lets another instance take a row given back before its lease ends', async () => {
    await queue('released', 2);
    const now = new Date(Date.now() + 1000);
    const claimed = await claimDue<{ id: number }>(t.db, OUTBOX, { now, limit: 10, returning: ['id'] });
    expect(claimed).toHaveLength(2);
    await releaseLeases(t.db, OUTBOX, [claimed[0]!.id]);
    const again = await claimDue<{ id: number }>(t.db, OUTBOX, { now, limit: 10, returning: ['id'] });
    expect(again.map((row) => row.id)).toEqual([claimed[0]!.id]);
    await t.db.updateTable('outbox').set({ sent_at: new Date() }).execute();
  });

  it('leases without waiting for the disk, in the claim\'s transaction only', async () => {
    await queue('lazily', 1);
    const now = new Date(Date.now() + 1000);
    const setting = async (db: Executor) => (await sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(db)).rows[0]!.value;
    const during = await t.db.transaction().execute(async (trx) => {
      expect(await claimDue(trx, OUTBOX, { now, limit: 10, returning: ['id'] })).toHaveLength(1);
      return setting(trx);
    });
    expect(during).toBe('off');
    // The connection goes back to the pool as it was: what people change still waits for the disk.
    expect(await t.db.transaction().execute((trx) => setting(trx))).toBe('on');
    await t.db.updateTable('outbox').set({ sent_at: new Date() }).execute();
  });

  it('waits longer after each failed try and gives up after the last, with a log line', () => {
    const lines: { fields: unknown; line: string }[] = [];
    const logger = { warn: (fields: unknown, line?: string) => void lines.push({ fields, line: line ?? '' }) };
    const backoff = { maxTries: 3, waitMs: (tries: number) => 1000 * 2 ** (tries - 1) };
    const now = new Date('2026-01-01T00:00:00Z');
    const verdicts = [1, 2, 3].map((tries) => afterFailedTry(backoff, tries, now, { logger, fields: { rowId: 7 }, line: 'given up' }));
    expect(verdicts.map((verdict) => verdict.givenUp)).toEqual([false, false, true]);
    expect(verdicts.slice(0, 2).map((verdict) => verdict.retryAt.getTime() - now.getTime())).toEqual([1000, 2000]);
    expect(lines).toEqual([{ fields: { rowId: 7, attempts: 3 }, line: 'given up' }]);
  });
});
