// People, live, in a real Chromium against the real service: a manager's list follows a clock made on
// another device within two seconds, without a reload; Today and the inbox's count follow across devices
// too. The presence badge keeps its words whole in every language, at a phone's and a desktop's width;
// a person the manager may not see gets the refusal alone; the change log names its authors for every reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, LANGUAGES, screenshot, signIn, startService, words, type Service, type Size } from './harness';

/** axe on the screen as it rests: the pointer off any control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

const PASSWORD = 'people live password 1';
const HOUR = 3_600_000;

let service: Service;
let maya: UserRow;
let marc: UserRow;
let admin: UserRow;
let elle: UserRow;
let otto: UserRow;
/** Clocks on the shared terminal: badge 4711, PIN 2580. */
let tom: UserRow;


/** Minutes of a duration as shown (`7 h 42 min`, `42 min`, `3 h`). */
function minutesOf(text: string): number {
  const hours = /(\d+)\s*h/.exec(text)?.[1];
  const minutes = /(\d+)\s*min/.exec(text)?.[1];
  return Number(hours ?? 0) * 60 + Number(minutes ?? 0);
}

/** Resolves once the page's live stream has answered (its events reach the page from then on). */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200, {
    timeout: 10_000,
  });
}

/** Every presence badge of the list shows its whole label: nothing cut, no ellipsis. */
async function expectWholeBadges(list: Locator, label: string): Promise<void> {
  const labels = list.locator('[data-presence] .mantine-Badge-label');
  await labels.first().waitFor();
  const sizes = await labels.evaluateAll((elements) =>
    elements.map((element) => ({ text: element.textContent, scroll: element.scrollWidth, client: element.clientWidth })),
  );
  expect(sizes.length, label).toBeGreaterThan(0);
  for (const size of sizes) expect(size.scroll, `${label}: "${size.text}"`).toBeLessThanOrEqual(size.client);
}

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia Administrator', password: PASSWORD });
  maya = await t.f.buildUser({ role: 'manager', name: 'Maya Manager', password: PASSWORD });
  marc = await t.f.buildUser({ role: 'manager', name: 'Marc Responsable', password: PASSWORD });
  elle = await t.f.buildUser({ role: 'employee', name: 'Elle Employee', password: PASSWORD });
  otto = await t.f.buildUser({ role: 'employee', name: 'Otto Elsewhere', password: PASSWORD });
  tom = await t.f.buildUser({ role: 'employee', name: 'Tom Terminal', password: PASSWORD });
  expect((await t.sendAs(admin, 'PUT', `/users/${tom.id}/badge`, { badge: '4711' })).statusCode).toBe(204);
  expect((await t.sendAs(tom, 'PUT', `/users/${tom.id}/pin`, { pin: '2580', current_password: PASSWORD })).statusCode).toBe(204);
  const members: UserRow[] = [elle, tom];
  // Colleagues in each state, so that every badge shows.
  for (const [index, name] of ['Ada Working', 'Bo Break', 'Cy Out'].entries()) {
    const person = await t.f.buildUser({ role: 'employee', name });
    members.push(person);
    if (index < 2) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}`, { action: 'in' })).statusCode).toBe(201);
    if (index === 1) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}/break`, { action: 'start' })).statusCode).toBe(201);
  }
  // Two teams of the same people: one manager reads English, the other French.
  await t.f.buildTeam({ manager: maya, members, name: 'Assembly' });
  await t.f.buildTeam({ manager: marc, members, name: 'Montage' });
  await t.sendAs(marc, 'PUT', `/users/${marc.id}/preferences`, { language: 'fr' });
  // A period of Elle's yesterday, recorded by the general manager: the change log's author.
  const yesterday = new Date(Date.now() - 24 * HOUR);
  yesterday.setUTCHours(8, 0, 0, 0);
  const created = await t.sendAs(admin, 'POST', `/workingtime/${elle.id}`, {
    start: yesterday.toISOString(),
    end: new Date(yesterday.getTime() + 4 * HOUR).toISOString(),
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(async () => {
  await service?.close();
});

describe('People, live', () => {
  it("shows an employee in within two seconds of their clock on another device, with no reload; Today and the inbox follow", async () => {
    const manager = await service.open('desktop');
    const managerStream = streamOpened(manager.page);
    await signIn(manager.page, maya.email!, PASSWORD);
    await manager.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People' }).click();
    await manager.page.getByRole('heading', { name: 'People' }).waitFor();
    await managerStream;
    const list = manager.page.getByRole('list', { name: 'People' });
    const elleRow = list.getByRole('listitem').filter({ hasText: 'Elle Employee' });
    await elleRow.getByText('Out', { exact: true }).waitFor();
    await list.getByText('Working', { exact: true }).first().waitFor();
    await list.getByText('On a break', { exact: true }).waitFor();
    // Nothing reloads the page from here: a marker on the window would be lost.
    await manager.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The employee on their phone, and the same employee at a desk.
    const phone = await service.open('phone');
    await signIn(phone.page, elle.email!, PASSWORD);
    const desk = await service.open('desktop');
    const deskStream = streamOpened(desk.page);
    await signIn(desk.page, elle.email!, PASSWORD);
    await desk.page.getByRole('button', { name: 'Clock in' }).first().waitFor();
    await deskStream;

    const clockIn = phone.page.getByRole('button', { name: 'Clock in' });
    await clockIn.waitFor();
    const tapped = Date.now();
    await clockIn.click();
    await elleRow.getByText('Working', { exact: true }).waitFor({ timeout: 2_000 });
    const seen = Date.now() - tapped;
    expect(seen).toBeLessThan(2_000);
    await elleRow.getByText(/since \d/).waitFor({ timeout: 2_000 });
    // Today on the other device follows as well.
    await desk.page.getByRole('button', { name: 'Clock out' }).first().waitFor({ timeout: 2_000 });
    expect(await manager.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // A break, and back: the list follows each.
    await phone.page.getByRole('button', { name: 'Start break' }).click();
    await elleRow.getByText('On a break', { exact: true }).waitFor({ timeout: 2_000 });
    await phone.page.getByRole('button', { name: 'End break' }).click();
    await elleRow.getByText('Working', { exact: true }).waitFor({ timeout: 2_000 });

    // A correction request notifies the manager: the bell's count follows with no reload.
    const bell = manager.page.getByRole('link', { name: /^Inbox, \d+ unread/ });
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
    const periods = await service.t.sendAs(elle, 'GET', `/workingtime/${elle.id}`);
    const periodId = (periods.json() as { data: { id: number }[] }).data[0]!.id;
    const start = new Date(Date.now() - 30 * HOUR);
    const requested = await service.t.sendAs(elle, 'POST', '/corrections', {
      working_time_id: periodId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3 * HOUR).toISOString(),
      reason: 'I left earlier',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    await expect
      .poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0), { timeout: 2_000, interval: 100 })
      .toBeGreaterThan(unreadBefore);

    await expectAccessible(manager.page, 'people, live');
    await screenshot(manager.page, 'desktop-people-live');
    expect(manager.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });

  it('shows a clock made on the shared terminal within two seconds, with no reload', async () => {
    const registered = await service.t.sendAs(admin, 'POST', '/terminals', { name: 'Front door' });
    expect(registered.statusCode, registered.body).toBe(201);
    const pairingCode = (registered.json() as { data: { pairing_code: string } }).data.pairing_code;

    const manager = await service.open('phone');
    const managerStream = streamOpened(manager.page);
    await signIn(manager.page, maya.email!, PASSWORD);
    await manager.page.goto('/people');
    await managerStream;
    const tomRow = manager.page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: 'Tom Terminal' });
    await tomRow.getByText('Out', { exact: true }).waitFor();
    await manager.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const terminal = await service.open('desktop');
    await terminal.page.goto('/terminal');
    await terminal.page.getByLabel('Pairing code').fill(pairingCode);
    await terminal.page.getByRole('button', { name: 'Pair', exact: true }).click();
    await terminal.page.getByText('Type or scan your badge').waitFor();
    await terminal.page.keyboard.type('4711');
    await terminal.page.keyboard.press('Enter');
    await terminal.page.getByText('Type your PIN, then choose').waitFor();
    await terminal.page.keyboard.type('2580');
    const tapped = Date.now();
    await terminal.page.getByRole('button', { name: 'Clock in/out', exact: true }).click();
    await tomRow.getByText('Working', { exact: true }).waitFor({ timeout: 2_000 });
    expect(Date.now() - tapped).toBeLessThan(2_000);
    await terminal.page.getByText('Hello Tom Terminal').waitFor();
    expect(await manager.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectAccessible(manager.page, 'people after a terminal clock, phone');
    await screenshot(manager.page, 'phone-people-live');
    expect(manager.errors).toEqual([]);
    expect(terminal.errors).toEqual([]);
  });

  for (const size of ['phone', 'desktop'] as const satisfies readonly Size[]) {
    it(`keeps every presence badge whole, in every language, at a ${size}'s width, with today's and the week's time`, async () => {
      for (const { language, locale } of LANGUAGES) {
        const w = words(language);
        // Maya reads English; Marc, French, and German for this walk.
        const user = language === 'en' ? maya : marc;
        if (user === marc) await service.t.sendAs(marc, 'PUT', `/users/${marc.id}/preferences`, { language });
        const opened = await service.open(size, { locale });
        await signIn(opened.page, user.email!, PASSWORD, language);
        await opened.page.goto('/people');
        const list = opened.page.getByRole('list', { name: w('people.listLabel') });
        await list.getByText(w('people.presence.break'), { exact: true }).waitFor();
        await expectWholeBadges(list, `${language}, ${size}`);
        // Today's and the week's time on every row, phone included.
        const rows = await list.getByRole('listitem').count();
        const today = new RegExp(`^${w('people.today')}`);
        await expect.poll(() => list.getByText(today).count()).toBe(rows);
        await expect.poll(() => list.getByText(new RegExp(`^${w('people.week')}`)).count()).toBe(rows);
        for (const text of await list.getByText(today).all()) {
          expect(await text.isVisible()).toBe(true);
        }
        await expectAccessible(opened.page, `people, ${language}, ${size}`);
        await screenshot(opened.page, `${size}-people-badges-${language}`);
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      }
      await service.t.sendAs(marc, 'PUT', `/users/${marc.id}/preferences`, { language: 'fr' });
    });
  }

  it('runs the time of those at work on between reads', async () => {
    const opened = await service.open('desktop');
    // A clock of the page's own that can be moved forward; it runs as usual until then.
    await opened.context.clock.install();
    await signIn(opened.page, maya.email!, PASSWORD);
    await opened.page.goto('/people');
    const row = opened.page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: 'Ada Working' });
    const today = row.getByText(/^Today/);
    const week = row.getByText(/^Week/);
    await today.waitFor();
    const before = { today: minutesOf((await today.textContent()) ?? ''), week: minutesOf((await week.textContent()) ?? '') };
    await opened.page.clock.fastForward('10:00');
    await expect.poll(async () => minutesOf((await today.textContent()) ?? '')).toBeGreaterThanOrEqual(before.today + 9);
    expect(minutesOf((await week.textContent()) ?? '')).toBeGreaterThanOrEqual(before.week + 9);
    // Someone on a break stays still.
    const resting = opened.page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: 'Bo Break' });
    expect(minutesOf((await resting.getByText(/^Today/).textContent()) ?? '')).toBeLessThan(5);
    await opened.context.close();
  });

  it('shows the refusal alone on the page of someone the manager may not see', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const opened = await service.open(size);
      await signIn(opened.page, maya.email!, PASSWORD);
      await opened.page.goto(`/people/${otto.id}?view=week`);
      await opened.page.getByRole('alert').getByText('You are not allowed to do this.').waitFor();
      // The refusal is the page's only alert: no section tried its own read.
      expect(await opened.page.getByRole('alert').count()).toBe(1);
      for (const offered of ['Add a working time', 'Add absences']) {
        expect(await opened.page.getByRole('button', { name: offered }).count(), offered).toBe(0);
      }
      expect(await opened.page.getByText('Total:').count()).toBe(0);
      expect(await opened.page.getByText('Working-time account').count()).toBe(0);
      await expectAccessible(opened.page, `refused person, ${size}`);
      await screenshot(opened.page, `${size}-person-refused`);
      await opened.context.close();
    }
  });

  it("names the change log's author for the manager, the employee and in French", async () => {
    const manager = await service.open('desktop');
    await signIn(manager.page, maya.email!, PASSWORD);
    await manager.page.goto(`/people/${elle.id}?view=week`);
    await manager.page.getByRole('heading', { name: 'Elle Employee' }).waitFor();
    await manager.page.getByText('By Gia Administrator').first().waitFor();
    expect(await manager.page.getByText(/^By #\d+/).count()).toBe(0);
    await expectAccessible(manager.page, 'person with change log');
    await screenshot(manager.page, 'desktop-person-change-author');

    const employee = await service.open('phone');
    await signIn(employee.page, elle.email!, PASSWORD);
    await employee.page.goto('/changes');
    await employee.page.getByText('By Gia Administrator').first().waitFor();
    await expectAccessible(employee.page, 'own change log, phone');
    await screenshot(employee.page, 'phone-changes-author');

    const french = await service.open('phone', { locale: 'fr-FR' });
    await signIn(french.page, marc.email!, PASSWORD, 'fr');
    await french.page.goto(`/people/${elle.id}?view=week`);
    await french.page.getByText('Par Gia Administrator').first().waitFor();
    await expectAccessible(french.page, 'personne, journal des modifications');
    await screenshot(french.page, 'phone-person-change-author-fr');
    for (const opened of [manager, employee, french]) expect(opened.errors).toEqual([]);
  });
});
