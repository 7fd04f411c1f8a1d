// Webhooks, in a real Chromium against the real service (WEBHOOK_ALLOW_PRIVATE=true, so that a receiver on
// loopback may be called): a general manager adds a webhook, reads its secret once, and the receiver's ping
// carries a signature made with that secret; the first try answered 500 is listed with its code, tried again
// from the screen, then delivered; a missing choice of events is refused in words; deleting asks first.
// On a phone, in French. Axe on every screen.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookWorker } from '../../server/src/jobs/webhooks/worker';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, screenshot, signIn, startService, waitForScreen, type Service } from './harness';

const ADMIN_PASSWORD = 'general manager password 1';

let service: Service;
let admin: UserRow;
let adminFr: UserRow;
let stopWorker: () => Promise<void>;
let receiver: Server;
let receiverUrl = '';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
/** The receiver answers 500 to the next delivery when set, else 204. */
let failNext = false;

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

function signedWith(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(failNext ? 500 : 204).end();
      failNext = false;
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/timetrack`;
  service = await startService(() => ({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
  const { t } = service;
  // The deliveries leave as they do in the service; a failed try waits a minute before the next one.
  stopWorker = startWebhookWorker(
    t.db,
    { secretBox: t.app.secretBox, allowPrivate: true, timeoutMs: 5000, retryBaseMs: 60_000, intervalMs: 200 },
    { warn: () => undefined },
  );
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: ADMIN_PASSWORD });
  adminFr = await t.f.buildUser({ role: 'general_manager', name: 'Gaëlle Générale', password: ADMIN_PASSWORD });
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', adminFr.id).execute();
});

afterAll(async () => {
  await stopWorker?.();
  await service?.close();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('webhooks', () => {
  it('a general manager adds a webhook, reads its secret once, sees a failed try, retries it, and deletes the webhook', async () => {
    const opened = await service.open('desktop');
    const { page, errors } = opened;
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Add a webhook' }));
    await page.getByText('No webhook yet.').waitFor();

    // No event chosen: refused, in words.
    await page.getByLabel('Address').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('Choose at least one event.').waitFor();
    await expectAccessible(page, 'webhooks, refused');

    failNext = true;
    await page.getByRole('checkbox', { name: /Clock recorded/ }).check();
    await page.getByRole('checkbox', { name: /Person invited/ }).check();
    await page.getByLabel('Description').fill('Payroll export');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByRole('heading', { name: 'Signing secret' }).waitFor();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Copy secret' }).waitFor();

    // The ping: signed with the secret shown; the receiver answered 500.
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const ping = received[0]!;
    expect(ping.headers['timetrack-event']).toBe('ping');
    expect(signedWith(secret, ping.headers['timetrack-signature'] as string, ping.body)).toBe(true);

    const item = page.getByRole('listitem').filter({ hasText: receiverUrl });
    await item.getByText('Payroll export').waitFor();
    await item.getByRole('button', { name: 'Deliveries of Payroll export' }).click();
    const delivery = item.getByRole('listitem').filter({ hasText: 'Test (sent when the webhook is added)' });
    await delivery.getByText('Retrying').waitFor({ timeout: 10_000 });
    await delivery.getByRole('cell', { name: '500', exact: true }).waitFor();
    await delivery.getByText('answered 500').waitFor();
    await expectAccessible(page, 'webhooks with a delivery');
    await screenshot(page, 'desktop-webhooks');

    // Done: the secret is gone from the screen.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);

    // Tried again from the screen: the same event, delivered this time.
    await delivery.getByRole('button', { name: 'Retry the delivery of ping' }).click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received[1]!.body).toBe(ping.body);
    await delivery.getByText('Delivered').waitFor({ timeout: 15_000 });
    await delivery.getByRole('cell', { name: '204', exact: true }).waitFor();
    await screenshot(page, 'desktop-webhooks-delivered');

    // Deleting asks first.
    await item.getByRole('button', { name: 'Delete Payroll export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await dialog.getByText(`${receiverUrl} will receive nothing more`, { exact: false }).waitFor();
    await expectAccessible(page, 'webhook delete dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhook yet.').waitFor();
    expect(errors).toEqual([]);
  });

  it('works on a phone, in French', async () => {
    const opened = await service.open('phone');
    const { page, errors } = opened;
    await signIn(page, adminFr.email!, ADMIN_PASSWORD);
    await page.goto('/more');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Ajouter un webhook' }));
    await page.getByLabel('Adresse').fill('ftp://example.com/x');
    await page.getByRole('button', { name: 'Tout cocher' }).click();
    await page.getByRole('button', { name: 'Ajouter le webhook' }).click();
    await page.getByText('Utilisez une adresse https://.').waitFor();
    await page.getByLabel('Adresse').fill(receiverUrl);
    await page.getByRole('button', { name: 'Ajouter le webhook' }).click();
    await page.getByRole('heading', { name: 'Secret de signature' }).waitFor();
    await page.getByRole('button', { name: 'Copier le secret' }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'webhooks on a phone, in French');
    await screenshot(page, 'phone-webhooks-fr');
    const item = page.getByRole('listitem').filter({ hasText: receiverUrl });
    await item.getByRole('button', { name: `Envois de ${receiverUrl}` }).click();
    const attempts = () =>
      service.t.db
        .selectFrom('webhook_deliveries')
        .select(['webhook_id', 'status', 'attempt_log'])
        .execute()
        .then((rows) => rows.flatMap(({ attempt_log, ...delivery }) => attempt_log.map((attempt) => ({ ...delivery, status_code: attempt.status_code, error: attempt.error }))));
    await expect.poll(async () => JSON.stringify(await attempts()), { timeout: 10_000 }).toMatch(/"webhook_id":\d+,"status":"delivered","status_code":204,"error":null}\]$/);
    const ping = item.getByRole('listitem').filter({ hasText: /Test \(envoyé à l.ajout du webhook\)/ });
    await ping.getByText('Livré').waitFor({ timeout: 15_000 });
    await ping.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'webhook deliveries on a phone');
    await screenshot(page, 'phone-webhooks-deliveries-fr');
    expect(errors).toEqual([]);
  });
});
