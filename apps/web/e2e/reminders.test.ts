// Forgotten clocks in a real Chromium against the real service, with the application's real service worker:
// a push delivered through the DevTools protocol (ServiceWorker.deliverPushMessage) shows its notification with
// the payload's words, and the worker's click handler opens the payload's screen in the open window. A headless
// Chromium cannot click a notification, so the click is a `notificationclick` event dispatched in the worker
// with the notification it shows (an untrusted event: the window is navigated, focusing it is refused).
// Also: the reminder switches of Profile, the reminder policy in Settings, the attention marker, filter and count
// on People, and a period closed automatically marked on Hours; in English and French, phone and desktop, axe.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayload } from '../../server/src/commands/push/payload';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible, screenshot, signIn, startService, waitForScreen, type Service } from './harness';

const PASSWORD = 'reminders password 12';
let service: Service;
let employee: UserRow;
let manager: UserRow;
let admin: UserRow;

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  employee = await t.f.buildUser({ name: 'Emma Employee', password: PASSWORD });
  manager = await t.f.buildUser({ role: 'manager', name: 'Max Manager', password: PASSWORD });
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: PASSWORD });
  await t.f.buildTeam({ manager, members: [employee] });
  // Emma's Monday three weeks ago... nothing; two days ago a period the service closed.
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
  twoDaysAgo.setUTCHours(7, 0, 0, 0);
  await t.db
    .insertInto('working_times')
    .values({ user_id: employee.id, start: twoDaysAgo, end: new Date(twoDaysAgo.getTime() + 7 * 3_600_000), auto_closed: true })
    .execute();
});
afterAll(() => service?.close());

/** The service worker's registration id, as the DevTools protocol knows it, once the worker is active. */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
    for (const registration of event.registrations) if (!registration.isDeleted) ids.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => ids.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return ids.at(-1)!;
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as { url: string } }));
  });
}

/** Clicks the notification the worker shows, as a `notificationclick` dispatched in the worker. */
async function clickNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    // The worker's global scope (the page's types do not describe it).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification shown');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
}

describe('Web Push in the service worker', () => {
  it('a pushed request to review shows its notification in French and a click opens Reviews', async () => {
    const opened = await service.open('desktop');
    const { page, context } = opened;
    await service.t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', manager.id).execute();
    await context.grantPermissions(['notifications'], { origin: service.url });
    await signIn(page, manager.email!, PASSWORD);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, page);
    // Controlled by the worker from the next load on (the first version does not claim open pages).
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);

    // The payload the service sends for a new request to review, in French.
    const payload = pushPayload('correction_requested', { correction_id: 1, user_id: employee.id }, 'fr', manager.id, 'Europe/Paris');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: service.url, registrationId: id, data: JSON.stringify(payload) });
    await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 10_000 }).toBe(1);
    expect(await shownNotifications(page)).toEqual([
      { title: 'Nouvelle demande à examiner', body: 'Une demande de correction attend votre examen.', data: { url: '/reviews' } },
    ]);

    await clickNotification(context);
    await page.waitForURL((url) => url.pathname === '/reviews', { timeout: 10_000 });
    await waitForScreen(opened, page.locator('#main'));
    expect(await shownNotifications(page)).toEqual([]);
  });

  it('a pushed open-period reminder opens Today, a missing day opens Hours', async () => {
    const opened = await service.open('phone');
    const { page, context } = opened;
    await context.grantPermissions(['notifications'], { origin: service.url });
    await signIn(page, employee.email!, PASSWORD);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, page);
    await page.goto('/profile');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);

    const missing = pushPayload('reminder_missing_day', { date: '2026-11-23' }, 'en', employee.id, 'Europe/Paris');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: service.url, registrationId: id, data: JSON.stringify(missing) });
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title), { timeout: 10_000 }).toEqual(['Hours missing']);
    await clickNotification(context);
    await page.waitForURL((url) => url.pathname === '/hours', { timeout: 10_000 });

    const open = pushPayload('reminder_open_period', { working_time_id: 1, start: new Date().toISOString() }, 'en', employee.id, 'Europe/Paris');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: service.url, registrationId: id, data: JSON.stringify(open) });
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title), { timeout: 10_000 }).toEqual(['Still clocked in?']);
    await clickNotification(context);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });
});

describe('screens', () => {
  it('Profile: the two switches; Hours marks the period closed automatically', async () => {
    const opened = await service.open('phone');
    const { page, errors } = opened;
    await signIn(page, employee.email!, PASSWORD);
    await page.goto('/profile');
    await waitForScreen(opened, page.getByRole('heading', { name: 'Reminders' }));
    const email = page.getByRole('switch', { name: 'By e-mail' });
    await expect.poll(() => email.isChecked()).toBe(true);
    await email.click({ force: true });
    await expect
      .poll(async () => (await service.t.db.selectFrom('users').select('reminder_email').where('id', '=', employee.id).executeTakeFirstOrThrow()).reminder_email)
      .toBe(false);
    await page.getByRole('switch', { name: 'As a push to this device' }).waitFor();
    await expectAccessible(page, 'profile reminders');
    await page.getByRole('heading', { name: 'Reminders' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-profile-reminders');

    await page.goto('/hours');
    await waitForScreen(opened, page.getByText('Closed automatically').first());
    await expectAccessible(page, 'hours with a period closed automatically');
    expect(errors).toEqual([]);
  });

  it('Settings: a general manager changes the reminder policy; a figure out of bounds is refused in words', async () => {
    const opened = await service.open('desktop');
    const { page, errors } = opened;
    await signIn(page, admin.email!, PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Reminders' }));
    await page.getByRole('switch', { name: 'Close forgotten periods automatically' }).click({ force: true });
    const closeAfter = page.getByRole('textbox', { name: 'After (hours)' }).last();
    await closeAfter.fill('0.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Not a valid value.').waitFor();
    await closeAfter.fill('16');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The reminder policy is saved.').waitFor();
    const saved = await service.t.sendAs(admin, 'GET', '/settings/reminders');
    expect(saved.json().data).toEqual({ open_after_minutes: 720, missing_day_after: '09:00', auto_close_after_minutes: 960 });
    await expectAccessible(page, 'settings');
    await screenshot(page, 'desktop-settings-reminders');
    expect(errors).toEqual([]);
  });

  it('People: the marker, the filter and the count in the navigation, in French', async () => {
    const opened = await service.open('desktop');
    const { page, errors } = opened;
    await signIn(page, manager.email!, PASSWORD);
    await page.goto('/people');
    const row = page.getByRole('listitem').filter({ hasText: 'Emma Employee' });
    await waitForScreen(opened, row.getByText('À vérifier'));
    await page.getByRole('navigation').getByText('1 personne demande votre attention').waitFor({ state: 'attached' });
    await page.getByText('À vérifier (1)').click();
    await expect.poll(() => page.getByRole('listitem').count()).toBe(1);
    // The count says how many are listed: with the filter on, those who need the manager.
    await page.getByText('1 personne', { exact: true }).waitFor();
    await expectAccessible(page, 'people needing attention');
    await screenshot(page, 'desktop-people-attention-fr');
    expect(errors).toEqual([]);
  });
});
