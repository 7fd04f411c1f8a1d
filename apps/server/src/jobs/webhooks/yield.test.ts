// While the instance is busy answering requests, webhook deliveries go on at a trickle (a claim of a few every
// so often) instead of all at once; once it is not busy, what waited leaves together. Against a real receiver on
// loopback and the real worker.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startWebhookWorker } from './worker.js';

const silent = { warn: () => undefined };
const CLOCKS = 40;
const BATCH = 4;
const PACE_MS = 300;
/** How much later than its claim one try may arrive compared with another (a first connection, a loaded machine). */
const SLACK_MS = 100;

let t: TestApp;
let admin: UserRow;
let server: Server;
let url: string;
/** When each delivery arrived (performance.now()). */
const arrivals: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  admin = await t.f.buildUser({ role: 'general_manager' });
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(performance.now());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting (${arrivals.length} deliveries arrived)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhook deliveries while the instance is busy', () => {
  it('leave a few at a time while busy, and the rest at once when it no longer is', async () => {
    const created = await t.sendAs(admin, 'POST', '/webhooks', { url, events: ['clock.created'], description: 'Payroll' });
    expect(created.statusCode, created.body).toBe(201);
    const person = await t.f.buildUser();
    for (let i = 0; i < CLOCKS; i += 1) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}`, {})).statusCode).toBe(201);

    let busy = true;
    const stop = startWebhookWorker(
      t.db,
      { secretBox: t.app.secretBox, allowPrivate: true, timeoutMs: 2000, retryBaseMs: 40, intervalMs: 30, busy: () => busy, yieldBatch: BATCH, yieldMs: PACE_MS },
      silent,
    );
    try {
      // The webhook's ping and the first clocks: one batch.
      await waitFor(() => arrivals.length >= BATCH);
      const first = arrivals[0]!;
      // However slow the machine, no more than a batch per pace has left since the first.
      await waitFor(() => arrivals.length >= 3 * BATCH);
      const third = arrivals[2 * BATCH]!;
      expect(third - first).toBeGreaterThanOrEqual(2 * PACE_MS - SLACK_MS);
      for (let i = 0; i < arrivals.length; i += 1) {
        const batchesSinceFirst = Math.floor((arrivals[i]! - first + SLACK_MS) / PACE_MS) + 1;
        expect(i + 1, `delivery ${i + 1} left before its turn`).toBeLessThanOrEqual(batchesSinceFirst * BATCH);
      }
      // No longer busy: everything that waited leaves without waiting for turns (a pace per batch would take twice
      // as long as allowed here).
      busy = false;
      const freedAt = performance.now();
      await waitFor(() => arrivals.length === CLOCKS + 1);
      const left = CLOCKS + 1 - 3 * BATCH;
      expect(performance.now() - freedAt).toBeLessThan((left / BATCH) * PACE_MS / 2);
    } finally {
      await stop();
    }
  });
});
