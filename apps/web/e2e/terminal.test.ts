// Shared clocking terminals, in a real Chromium against the real service: a general manager registers a
// terminal and reads its pairing code once, and sets a person's badge; a tablet pairs with the code, and a
// person with a badge (scanned: digits then Enter) and a PIN (on the keypad) clocks in, sees the greeting,
// which then clears; a wrong PIN is refused; offline, a tap is kept with its time and sent when the network
// returns; a revoked terminal says so; a person sets their PIN in Profile. Keys measured at least 64 px at
// tablet (both orientations) and phone sizes, axe on every screen, English, French and German.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { DEFAULT_PASSWORD } from '../../server/src/test/factories';
import { LANGUAGE_NAMES } from '../src/lib/i18n';
import { expectAccessible as scan, LANGUAGES, screenshot, signIn, startService, waitForScreen, words, type OpenedPage, type Service } from './harness';

const ADMIN_PASSWORD = 'general manager password 1';
const TABLET_PORTRAIT = { width: 820, height: 1180 };
const TABLET_LANDSCAPE = { width: 1180, height: 820 };
const MIN_KEY = 64;

let service: Service;
let admin: UserRow;
/** Has badge 4242 and PIN 2468. */
let tess: UserRow;
/** Has badge 5151 and PIN 1357; clocks while the tablet is offline. */
let omar: UserRow;
/** Has badge 9090 and PIN 8642; locks their badge with wrong PINs. */
let lou: UserRow;
/** Has no PIN yet: sets it in Profile. */
let pia: UserRow;
/** The pairing code the general manager read on the Terminals screen. */
let pairingCode = '';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

async function badgeAndPin(t: Service['t'], user: UserRow, badge: string, pin: string): Promise<void> {
  expect((await t.sendAs(admin, 'PUT', `/users/${user.id}/badge`, { badge })).statusCode).toBe(204);
  expect((await t.sendAs(user, 'PUT', `/users/${user.id}/pin`, { pin, current_password: DEFAULT_PASSWORD })).statusCode).toBe(204);
}

/** Every key of the keypad is at least 64 px wide and tall, as drawn. */
/** The keypad's name in every language. */
const KEYPAD = new RegExp(`^(${LANGUAGES.map(({ language }) => words(language)('terminal.keypad')).join('|')})$`);

async function expectLargeKeys(page: Page, where: string): Promise<void> {
  const keys = page.getByRole('group', { name: KEYPAD }).getByRole('button');
  expect(await keys.count()).toBe(12);
  for (const key of await keys.all()) {
    const box = await key.boundingBox();
    expect(box, where).not.toBeNull();
    expect(Math.min(box!.width, box!.height), `${where}: ${await key.getAttribute('aria-label') ?? await key.textContent()}`).toBeGreaterThanOrEqual(MIN_KEY);
  }
}

/** Presses the keypad's digits one by one. */
async function pressKeys(page: Page, digits: string): Promise<void> {
  const keypad = page.getByRole('group', { name: KEYPAD });
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

/** A badge reader acting as a keyboard: the digits, then Enter, into the focused field. */
async function scanBadge(page: Page, badge: string): Promise<void> {
  await page.keyboard.type(badge);
  await page.keyboard.press('Enter');
}

async function openTerminal(size: { width: number; height: number }, locale = 'en-GB', clock = false): Promise<OpenedPage> {
  const opened = await service.open(size.width < 500 ? 'phone' : 'desktop', { locale });
  await opened.page.setViewportSize(size);
  // A clock the journey can move forward: the idle clearing without waiting for it.
  if (clock) await opened.page.clock.install();
  await opened.page.goto('/terminal');
  return opened;
}

async function pair(opened: OpenedPage, code: string, labels = { field: 'Pairing code', button: 'Pair' }): Promise<void> {
  const { page } = opened;
  await waitForScreen(opened, page.getByLabel(labels.field));
  await page.getByLabel(labels.field).fill(code);
  await page.getByRole('button', { name: labels.button, exact: true }).click();
}

async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);
}

function lastClock(userId: number) {
  return service.t.db
    .selectFrom('clock_records')
    .select(['kind', 'status', 'time', 'received_at', 'source', 'terminal_id'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: ADMIN_PASSWORD });
  tess = await t.f.buildUser({ name: 'Tess Tapper' });
  omar = await t.f.buildUser({ name: 'Omar Offline' });
  pia = await t.f.buildUser({ name: 'Pia Pinless' });
  lou = await t.f.buildUser({ name: 'Lou Locked' });
  await badgeAndPin(t, tess, '4242', '2468');
  await badgeAndPin(t, omar, '5151', '1357');
  await badgeAndPin(t, lou, '9090', '8642');
});

afterAll(async () => {
  await service?.close();
});

describe('shared clocking terminals', () => {
  it('a general manager registers a terminal, reads its pairing code once, and sets a badge', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Terminals' }).click();
    await page.getByRole('heading', { name: 'Clocking terminals' }).waitFor();
    await page.getByText('No terminal yet.').waitFor();
    await page.getByLabel('Name').fill('Front door');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Pairing code for Front door').waitFor();
    pairingCode = (await page.getByTestId('pairing-code').textContent())!.trim();
    expect(pairingCode).toMatch(/^\S{8}$/);
    const row = page.getByRole('listitem').filter({ hasText: 'Front door' });
    await row.getByText('Not used yet').waitFor();
    await expectAccessible(page, 'terminals');
    await screenshot(page, 'desktop-terminals');

    // Done: the code is gone from the screen; the service keeps only its hash.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('pairing-code').count()).toBe(0);

    // A badge set where general managers edit accounts.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('Pia');
    await page.getByText('1 account').waitFor();
    await page.getByRole('button', { name: 'Badge of Pia Pinless' }).click();
    const dialog = page.getByRole('dialog', { name: 'Badge of Pia Pinless' });
    await dialog.getByLabel('Badge number').fill('4242');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Tess has 4242: taken.
    await dialog.getByText('Already used.').waitFor();
    await dialog.getByLabel('Badge number').fill('777');
    await expectAccessible(page, 'badge dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: 'Pia Pinless' }).getByText('Badge 777, no terminal PIN yet').waitFor();
    expect((await service.t.db.selectFrom('users').select('badge').where('id', '=', pia.id).executeTakeFirstOrThrow()).badge).toBe('777');
    expect(errors).toEqual([]);
  });

  it('a tablet pairs, a person clocks in with badge and PIN, the greeting clears; a wrong PIN is refused', async () => {
    const opened = await openTerminal(TABLET_PORTRAIT);
    const { page, errors } = opened;
    await waitForScreen(opened, page.getByRole('heading', { name: 'Pair this terminal' }));
    await expectAccessible(page, 'terminal pairing');
    await screenshot(page, 'tablet-terminal-pairing');
    await pair(opened, 'WRONGCOD');
    await page.getByText('This code is unknown, used or expired.', { exact: false }).waitFor();
    await pair(opened, pairingCode);
    await page.getByRole('heading', { name: 'Front door' }).waitFor();
    await page.getByText('Type or scan your badge').waitFor();
    expect(await focusedLabel(page)).toBe('Badge');
    await expectLargeKeys(page, 'tablet portrait');
    await expectAccessible(page, 'terminal badge');
    await screenshot(page, 'tablet-terminal-badge');

    await scanBadge(page, '4242');
    await page.getByText('Type your PIN, then choose').waitFor();
    expect(await focusedLabel(page)).toBe('PIN');
    await pressKeys(page, '2468');
    // The PIN is masked, and the keys left the focus in the field.
    expect(await page.getByLabel('PIN').getAttribute('type')).toBe('password');
    expect(await focusedLabel(page)).toBe('PIN');
    await expectAccessible(page, 'terminal pin');
    await screenshot(page, 'tablet-terminal-pin');
    await page.getByRole('button', { name: 'Clock in/out', exact: true }).click();
    const greeting = page.getByText('Hello Tess Tapper');
    await greeting.waitFor();
    await page.getByText('You are clocked in.').waitFor();
    await expectAccessible(page, 'terminal greeting');
    await screenshot(page, 'tablet-terminal-greeting');
    expect(await lastClock(tess.id)).toMatchObject({ kind: 'work', status: true, source: 'terminal' });
    // Cleared after a few seconds, ready for the next person (focus back in the badge field).
    await greeting.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Type or scan your badge').waitFor();
    expect(await focusedLabel(page)).toBe('Badge');
    // Nothing about Tess stays on the screen.
    expect(await page.getByText('Tess').count()).toBe(0);

    await scanBadge(page, '4242');
    await pressKeys(page, '0000');
    await page.keyboard.press('Enter');
    await page.getByText('Wrong badge or PIN. Try again.').waitFor();
    await expectAccessible(page, 'terminal wrong pin');
    await screenshot(page, 'tablet-terminal-wrong-pin');
    expect(await lastClock(tess.id)).toMatchObject({ status: true });

    // Five wrong PINs lock the badge: even the right PIN is refused, with the time to wait.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await scanBadge(page, '9090');
      await pressKeys(page, '1111');
      await page.keyboard.press('Enter');
      await page.getByText('Wrong badge or PIN. Try again.').waitFor();
    }
    await scanBadge(page, '9090');
    await pressKeys(page, '8642');
    await page.getByRole('button', { name: 'Clock in/out', exact: true }).click();
    await page.getByText('This badge is locked after too many wrong PINs. Try again in 15 minutes.').waitFor();
    await screenshot(page, 'tablet-terminal-locked');
    expect(await lastClock(lou.id)).toBeUndefined();

    // Landscape: the keypad keeps its size and everything stays on the screen.
    await page.setViewportSize(TABLET_LANDSCAPE);
    await expectLargeKeys(page, 'tablet landscape');
    await screenshot(page, 'tablet-landscape-terminal');
    await scanBadge(page, '4242');
    await pressKeys(page, '24');
    await page.getByRole('button', { name: 'Clock in/out', exact: true }).waitFor();
    await expectAccessible(page, 'terminal pin landscape');
    await screenshot(page, 'tablet-landscape-terminal-pin');
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByText('Type or scan your badge').waitFor();
    expect(await focusedLabel(page)).toBe('Badge');
    expect(errors).toEqual([]);
  });

  it('offline, a tap is kept with its time and sent once the network returns', async () => {
    // The tablet of the previous journey's context is gone: a second terminal for this one.
    const registered = await service.t.sendAs(admin, 'POST', '/terminals', { name: 'Loading bay' });
    expect(registered.statusCode).toBe(201);
    const opened = await openTerminal(TABLET_LANDSCAPE);
    const { page, context, errors } = opened;
    await pair(opened, (registered.json() as { data: { pairing_code: string } }).data.pairing_code);
    await page.getByRole('heading', { name: 'Loading bay' }).waitFor();

    await context.setOffline(true);
    await scanBadge(page, '5151');
    await pressKeys(page, '1357');
    const tappedAt = Date.now();
    await page.getByRole('button', { name: 'Clock in/out', exact: true }).click();
    await page.getByText('Saved, will be sent when the connection returns.', { exact: false }).waitFor();
    const waiting = page.getByRole('status').filter({ hasText: '1 clock waiting to be sent' }).first();
    await waiting.waitFor();
    await expectAccessible(page, 'terminal offline');
    await screenshot(page, 'tablet-terminal-offline');
    expect(await lastClock(omar.id)).toBeUndefined();
    // Long enough that the tap's time and the sending time differ.
    await page.waitForTimeout(1500);

    const backAt = Date.now();
    await context.setOffline(false);
    await page.getByText('1 clock waiting to be sent').first().waitFor({ state: 'detached', timeout: 15_000 });
    const record = await lastClock(omar.id);
    expect(record).toMatchObject({ kind: 'work', status: true, source: 'terminal' });
    const time = new Date(record!.time).getTime();
    expect(time).toBeGreaterThanOrEqual(tappedAt - 1000);
    expect(time).toBeLessThan(backAt);
    expect(new Date(record!.received_at).getTime()).toBeGreaterThanOrEqual(backAt - 1000);
    // Nothing of the tap (badge, PIN) is left in the terminal's storage.
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const opening = indexedDB.open('timetrack-terminal');
          opening.onsuccess = () => {
            const request = opening.result.transaction('values', 'readonly').objectStore('values').get('queue');
            request.onsuccess = () => resolve(String(request.result ?? ''));
          };
        }),
    );
    expect(stored).not.toContain('1357');
    expect(errors).toEqual([]);
  });

  it('in French on a phone, then revoked by a general manager', async () => {
    const registered = await service.t.sendAs(admin, 'POST', '/terminals', { name: 'Porte arrière' });
    const terminalId = (registered.json() as { data: { id: number; pairing_code: string } }).data;
    const opened = await openTerminal({ width: 390, height: 844 }, 'fr-FR', true);
    const { page, errors } = opened;
    await waitForScreen(opened, page.getByRole('heading', { name: 'Appairer cette borne' }));
    await expectAccessible(page, 'terminal pairing fr');
    await screenshot(page, 'phone-fr-terminal-pairing');
    await pair(opened, terminalId.pairing_code, { field: 'Code d’appairage', button: 'Appairer' });
    await page.getByText('Tapez ou scannez votre badge').waitFor();
    await expectLargeKeys(page, 'phone');
    await expectAccessible(page, 'terminal badge fr');
    await screenshot(page, 'phone-fr-terminal-badge');

    // An entry left alone is cleared: a badge half typed, then a PIN step abandoned.
    await pressKeys(page, '42');
    expect(await page.getByLabel('Badge').inputValue()).toBe('42');
    await page.clock.fastForward(21_000);
    await expect.poll(() => page.getByLabel('Badge').inputValue()).toBe('');
    await scanBadge(page, '4242');
    await page.getByText('Tapez votre code PIN, puis choisissez').waitFor();
    await pressKeys(page, '24');
    await page.clock.fastForward(21_000);
    await page.getByText('Tapez ou scannez votre badge').waitFor();
    expect(await page.getByLabel('Badge').inputValue()).toBe('');

    await scanBadge(page, '4242');
    await pressKeys(page, '2468');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText('Bonjour Tess Tapper').waitFor();
    await page.getByText('Vous êtes en pause.').waitFor();
    await expectAccessible(page, 'terminal greeting fr');
    await screenshot(page, 'phone-fr-terminal-greeting');

    // Revoked: the next tap finds the terminal refused, and the screen says so.
    expect((await service.t.sendAs(admin, 'DELETE', `/terminals/${terminalId.id}`)).statusCode).toBe(204);
    await scanBadge(page, '4242');
    await pressKeys(page, '2468');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText('Cette borne n’est plus appairée').waitFor();
    await expectAccessible(page, 'terminal revoked fr');
    await screenshot(page, 'phone-fr-terminal-revoked');
    expect(errors).toEqual([]);
  });

  it('in German on a phone: pairing, the keypad, a greeting, and the language switch offering every language', async () => {
    const w = words('de');
    const jurgen = await service.t.f.buildUser({ name: 'Jürgen Groß' });
    await badgeAndPin(service.t, jurgen, '7070', '1212');
    const registered = await service.t.sendAs(admin, 'POST', '/terminals', { name: 'Hintereingang' });
    const terminal = (registered.json() as { data: { id: number; pairing_code: string } }).data;
    const opened = await openTerminal({ width: 390, height: 844 }, 'de-DE');
    const { page, errors } = opened;
    await waitForScreen(opened, page.getByRole('heading', { name: w('terminal.pairing.title') }));
    await pair(opened, terminal.pairing_code, { field: w('terminal.pairing.code'), button: w('terminal.pairing.submit') });
    await page.getByText(w('terminal.badgePrompt')).waitFor();
    await expectLargeKeys(page, 'phone');
    await expectAccessible(page, 'terminal badge de');
    await screenshot(page, 'phone-de-terminal-badge');
    const switches = LANGUAGES.map(({ language }) => page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }));
    expect(await Promise.all(switches.map((button) => button.getAttribute('aria-pressed')))).toEqual(['false', 'false', 'true']);

    await scanBadge(page, '7070');
    await page.getByText(w('terminal.pinPrompt')).waitFor();
    await pressKeys(page, '1212');
    await page.getByRole('button', { name: w('terminal.clock'), exact: true }).click();
    await page.getByText(w('terminal.hello', { name: 'Jürgen Groß' })).waitFor();
    await page.getByText(w('terminal.state.in')).waitFor();
    await expectAccessible(page, 'terminal greeting de');
    await screenshot(page, 'phone-de-terminal-greeting');

    // The switch speaks each language at once, German included.
    await switches[0]!.click();
    await page.getByText(words('en')('terminal.badgePrompt')).waitFor();
    await switches[2]!.click();
    await page.getByText(w('terminal.badgePrompt')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect((await service.t.sendAs(admin, 'DELETE', `/terminals/${terminal.id}`)).statusCode).toBe(204);
    expect(errors).toEqual([]);
  });

  it('a general manager reads the terminals in French on a phone: when each was last seen, a revoked one gone', async () => {
    await service.t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', admin.id).execute();
    // Signed in from an English browser: the account's language (French) takes over.
    const { page, errors } = await service.open('phone');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.goto('/terminals');
    await page.getByRole('heading', { name: 'Bornes de pointage' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Front door' }).getByText(/^Vue le /).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Porte arrière' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Nouveau code d’appairage pour Front door' }).click();
    await page.getByText('Code d’appairage de Front door').waitFor();
    await expectAccessible(page, 'terminals fr');
    await screenshot(page, 'phone-fr-terminals');
    expect(errors).toEqual([]);
  });

  it('a person sets their terminal PIN in Profile', async () => {
    const { page, errors } = await service.open('phone');
    await signIn(page, pia.email!, DEFAULT_PASSWORD);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Terminal PIN' });
    await section.getByText('No PIN yet').waitFor();
    await section.getByLabel('New PIN (4 to 8 digits)').fill('12a');
    await section.getByLabel('Current password').fill(DEFAULT_PASSWORD);
    await section.getByRole('button', { name: 'Set the PIN' }).click();
    await section.getByText('4 to 8 digits.').waitFor();
    await section.getByLabel('New PIN (4 to 8 digits)').fill('9753');
    await section.getByRole('button', { name: 'Set the PIN' }).click();
    await section.getByText('PIN set', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Change the PIN' }).waitFor();
    await expectAccessible(page, 'profile pin');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-profile-terminal-pin');
    // The PIN works at a terminal (the API, as a tablet would send it).
    const row = await service.t.db.selectFrom('users').select('pin_hash').where('id', '=', pia.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toBeNull();
    expect(errors).toEqual([]);
  });
});
