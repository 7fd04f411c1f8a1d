// The outcomes of webhook tries, written a batch at a time: a delivery deleted while its outcome waited (a
// deleted account's events go with their deliveries) does not keep the others of its batch from being written;
// a batch does not wait for the disk (db/lazy-commit.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Claimed } from './claim.js';
import { OutcomeWriter } from './outcomes.js';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.f.buildUser({ role: 'general_manager' });
});
afterAll(() => t.close());

/** A webhook of the general manager's, subscribed to `clock.created`. */
async function webhook(url: string): Promise<{ id: number }> {
  return t.db
    .insertInto('webhooks')
    .values({ url, events: ['clock.created'], secret_sealed: t.app.secretBox.seal('s'), created_by: admin.id })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A delivery of a new event to `webhookId`, as a claim returns it (leased). */
async function claimedDelivery(webhookId: number): Promise<Claimed> {
  const eventId = randomUUID();
  const id = randomUUID();
  await t.db.insertInto('webhook_events').values({ id: eventId, type: 'clock.created', data: JSON.stringify({ id: 1 }) }).execute();
  await t.db
    .insertInto('webhook_deliveries')
    .values({ id, webhook_id: webhookId, event_id: eventId, locked_until: new Date(Date.now() + 300_000) })
    .execute();
  return { id, webhook_id: webhookId, event_id: eventId, attempts: 0, type: 'clock.created', created_at: new Date(), data: {}, body: null };
}

describe('the outcomes of webhook tries', () => {
  it('writes a batch without waiting for the disk, in its own transaction only', async () => {
    const hook = await webhook('https://hooks.example.test/y');
    const delivery = await claimedDelivery(hook.id);
    const setting = await t.db.transaction().execute(async (trx) => {
      const writer = new OutcomeWriter(trx, 60_000, { warn: () => undefined });
      const recorded = writer.record(delivery, { statusCode: 200, durationMs: 1, error: null }, new Date());
      await writer.flush();
      await recorded;
      return (await sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(trx)).rows[0]!.value;
    });
    expect(setting).toBe('off');
    expect(await t.db.selectFrom('webhook_deliveries').select('status').where('id', '=', delivery.id).executeTakeFirst()).toEqual({ status: 'delivered' });
  });

  it('writes a batch whose delivery was deleted meanwhile: the others are recorded, the deleted one is not', async () => {
    const hook = await webhook('https://hooks.example.test/x');
    const kept = await claimedDelivery(hook.id);
    const erased = await claimedDelivery(hook.id);
    const writer = new OutcomeWriter(t.db, 60_000, { warn: () => undefined });
    const ok = { statusCode: 204, durationMs: 3, error: null };
    let flushed: Promise<void[]> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // The event goes, and its delivery with it, in a transaction that commits while the batch is being
      // written: on PGlite the batch waits for the connection, on PostgreSQL for the deleted row's lock.
      await trx.deleteFrom('webhook_events').where('id', '=', erased.event_id).execute();
      const recorded = Promise.all([writer.record(kept, ok, new Date()), writer.record(erased, ok, new Date())]);
      void writer.flush();
      flushed = recorded;
    });
    await expect(flushed).resolves.toHaveLength(2);

    const rows = await t.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'attempts', 'locked_until', 'attempt_log'])
      .where('id', 'in', [kept.id, erased.id])
      .execute();
    expect(rows).toEqual([
      {
        id: kept.id,
        status: 'delivered',
        attempts: 1,
        locked_until: null,
        attempt_log: [{ at: expect.any(String), status_code: 204, duration_ms: 3, error: null }],
      },
    ]);
  });
});
