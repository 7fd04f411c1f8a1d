// Time off in a real Chromium against the real service. An employee asks for 3.5 days (Monday afternoon to
// Thursday) and sees the days counted and what remains as she picks them; her manager approves from Reviews,
// where the navigation counts the request; her balance and the team calendar show the leave (a colleague
// sees the paid leave by its name, a sick leave only as Away). Refusals land under the field they are about
// (overlap, not enough left with the figure, a rejection's reason). The calendar feed is made and revoked,
// the leave types shown to a general manager; phone and desktop, English and French, every screen scanned by axe.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, screenshot, signIn, startService, type Service } from './harness';

/** axe on the screen as it rests: the pointer off any control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

/** Nothing wider than the screen: readable on a phone. */
async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen}: horizontal scrolling`).toBeLessThanOrEqual(0);
}

async function signInFrench(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.locator('#main').waitFor();
}

const PASSWORD = 'a long enough password 1';
const DAY = 24 * 3600_000;
const dateOf = (day: Date) => day.toISOString().slice(0, 10);

/** Monday of the week `weeks` weeks from this one (APP_TIMEZONE is UTC in tests), as a date. */
function mondayOf(weeks: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return dateOf(new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + weeks * 7 * DAY));
}
const plus = (date: string, days: number) => dateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

let service: Service;
let manager: UserRow;
let general: UserRow;
let eve: UserRow;
let colin: UserRow;
let paidLeave: { id: number; name: string };
let sickLeave: { id: number; name: string };
// Two weeks ahead: the leave is planned, still to come, and cancellable by the person.
const monday = mondayOf(2);
const thursday = plus(monday, 3);
// The leave year began a month ago, so that today and the leave fall in the same one whatever the day the
// journey runs (in late December, a leave two weeks ahead would otherwise fall in the next calendar year).
const leaveYearStart = (() => {
  const day = plus(dateOf(new Date()), -30);
  return day.slice(5) === '02-29' ? `${day.slice(0, 5)}02-28` : day;
})();
const year = Number(leaveYearStart.slice(0, 4));

beforeAll(async () => {
  service = await startService(() => ({ LEAVE_YEAR_START: leaveYearStart.slice(5) }));
  const { t } = service;
  manager = await t.f.buildUser({ role: 'manager', name: 'Maya Manager', password: PASSWORD });
  general = await t.f.buildUser({ role: 'general_manager', name: 'Gaston Général', password: PASSWORD });
  eve = await t.f.buildUser({ name: 'Eve Early', password: PASSWORD });
  colin = await t.f.buildUser({ name: 'Colin Colleague', password: PASSWORD });
  await t.f.buildTeam({ manager, name: 'Assembly', members: [eve, colin] });
  const types = (await t.sendAs(eve, 'GET', '/leave-types')).json().data as { id: number; name: string; category: string }[];
  paidLeave = types.find((type) => type.category === 'vacation')!;
  sickLeave = types.find((type) => type.category === 'sick')!;
  expect(paidLeave.name).toBe('Paid leave');
});

afterAll(async () => {
  await service?.close();
});

describe('time off', () => {
  it('an employee asks for 3.5 days, sees them counted as she picks the dates, and the request waits', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, eve.email!, PASSWORD);
    await page.getByRole('link', { name: 'Time off' }).first().click();
    await page.getByRole('heading', { name: 'Time off', level: 1 }).waitFor();
    const paid = page.getByRole('region', { name: `Paid leave, leave year ${year}` });
    await paid.getByText('25 days').first().waitFor();

    const form = page.getByRole('form', { name: 'Ask for leave' });
    await form.getByLabel('Type').selectOption({ label: 'Paid leave' });
    await form.getByRole('textbox', { name: 'First day' }).fill(monday);
    await form.getByRole('textbox', { name: 'Last day' }).fill(thursday);
    const count = page.getByTestId('leave-count');
    await count.getByText('Counted: 4 days').waitFor();
    await form.getByLabel('Starting in the afternoon of the first day').check();
    await count.getByText('Counted: 3.5 days').waitFor();
    await count.getByText(`Left afterwards in leave year ${year}: 21.5 days`).waitFor();
    await form.getByLabel('Comment (optional)').fill('Family visit');
    await expectAccessible(page, 'time off, form filled');
    await screenshot(page, 'desktop-time-off-request');

    await form.getByRole('button', { name: 'Send the request' }).click();
    await form.getByText('Request sent (3.5 days): it waits for a decision.').waitFor();
    const request = page.getByRole('list', { name: 'Current and coming requests' }).getByRole('listitem').first();
    await request.getByText('Pending').waitFor();
    await request.getByText('3.5 days').waitFor();
    await paid.getByText('Pending').waitFor();
    expect(await paid.textContent()).toContain('21.5 days');

    const stored = await service.t.db.selectFrom('leave_requests').selectAll().where('user_id', '=', eve.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'pending', start_half: 'afternoon', end_half: null });
    expect(Number(stored[0]!.days)).toBe(3.5);
    expect(errors).toEqual([]);
  });

  it('a refused request shows why, under the field it is about', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, eve.email!, PASSWORD);
    await page.goto('/time-off');
    const form = page.getByRole('form', { name: 'Ask for leave' });
    // The same days again: they overlap the request that waits.
    await form.getByRole('textbox', { name: 'First day' }).fill(plus(monday, 1));
    await form.getByRole('textbox', { name: 'Last day' }).fill(plus(monday, 2));
    await page.getByTestId('leave-count').getByText('Counted: 2 days').waitFor();
    await form.getByRole('button', { name: 'Send the request' }).click();
    await form.getByText('These days overlap another leave request or an absence.').waitFor();
    // More than what is left (300 days, over one or two leave years): the refusal says how much is available.
    await form.getByRole('textbox', { name: 'First day' }).fill(plus(monday, 7));
    await form.getByRole('textbox', { name: 'Last day' }).fill(plus(monday, 7 + 300));
    await form.getByRole('button', { name: 'Send the request' }).click();
    await form.getByText(/^Not enough days left in leave year \d{4}: \d+(\.5)? available\.$/).waitFor();
    expect(await form.getByLabel('Type').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'time off, refusal');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'desktop-time-off-refused');
    const stored = await service.t.db.selectFrom('leave_requests').select('id').where('user_id', '=', eve.id).execute();
    expect(stored).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('the manager sees the count in the navigation and approves from Reviews; the balance and the calendar show it', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, PASSWORD);
    await page.getByRole('navigation').getByText('1 request to review').waitFor();
    await page.getByRole('link', { name: /Reviews/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Family visit' });
    await card.getByText('Eve Early', { exact: true }).waitFor();
    await card.getByText('Paid leave').waitFor();
    await card.getByText('3.5 days').waitFor();
    await card.getByText(`Left after this request in leave year ${year}: 21.5 days`).waitFor();
    await expectAccessible(page, 'reviews, leave request');
    await screenshot(page, 'desktop-reviews-leave');
    await card.getByLabel('Comment for Eve Early').fill('Enjoy');
    await page.getByRole('button', { name: 'Approve the leave of Eve Early' }).click();
    await page.getByText('No leave request waiting for you.').waitFor();
    await expect.poll(() => page.getByRole('navigation').getByText('1 request to review').count()).toBe(0);
    const absences = await service.t.db.selectFrom('absences').selectAll().where('user_id', '=', eve.id).execute();
    expect(absences.length).toBeGreaterThan(0);

    // Eve's balance: planned, and what is available after it.
    const own = await service.open('desktop');
    await signIn(own.page, eve.email!, PASSWORD);
    await own.page.goto('/time-off');
    const paid = own.page.getByRole('region', { name: `Paid leave, leave year ${year}` });
    await paid.getByText('Planned').waitFor();
    await expect.poll(async () => (await paid.getByText('3.5 days').count()) > 0).toBe(true);
    expect(await paid.textContent()).toContain('21.5 days');
    const request = own.page.getByRole('list', { name: 'Current and coming requests' }).getByRole('listitem').first();
    await request.getByText('Approved').waitFor();
    await request.getByText('Decision: Enjoy').waitFor();
    await screenshot(own.page, 'desktop-time-off-approved');

    // The team calendar, a month at a glance: Monday afternoon and the three days after.
    await own.page.goto(`/time-off/calendar?date=${monday}`);
    const row = own.page.getByRole('row', { name: /Eve Early/ });
    await row.getByText('Paid leave, afternoon').waitFor();
    expect(await row.getByText('Paid leave', { exact: true }).count()).toBe(3);
    await expectAccessible(own.page, 'team calendar, desktop');
    await screenshot(own.page, 'desktop-team-calendar');
    expect([...errors, ...own.errors]).toEqual([]);
  });

  it('a colleague sees paid leave by its name and a sick leave only as Away; a rejection says why', async () => {
    const { t } = service;
    // The manager enters a sick day for Eve (approved at once) and Eve asks for another day, which is rejected.
    const sick = await t.sendAs(manager, 'POST', `/users/${eve.id}/leave-requests`, { leave_type_id: sickLeave.id, start_date: plus(monday, 4), end_date: plus(monday, 4) });
    expect(sick.statusCode, sick.body).toBe(201);
    expect(sick.json().data.status).toBe('approved');
    const asked = await t.sendAs(eve, 'POST', `/users/${eve.id}/leave-requests`, { leave_type_id: paidLeave.id, start_date: plus(monday, 9), end_date: plus(monday, 9) });
    expect(asked.statusCode, asked.body).toBe(201);

    const { page, errors } = await service.open('phone');
    await signIn(page, colin.email!, PASSWORD);
    await page.goto(`/time-off/calendar?date=${monday}`);
    const list = page.getByRole('list', { name: 'Days with someone away' });
    const friday = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`\\b${Number(plus(monday, 4).slice(8))}\\b`) }) });
    await friday.getByText('Away').waitFor();
    expect(await list.textContent()).not.toContain('Sick');
    await list.getByText('Paid leave, afternoon').waitFor();
    // Eve's pending request is not Colin's to see.
    expect(await list.getByText('Pending').count()).toBe(0);
    await expectNoSideScroll(page, 'team calendar, phone');
    await expectAccessible(page, 'team calendar, phone');
    await screenshot(page, 'phone-team-calendar');

    // The manager rejects the pending day with a reason; a rejection without one is stopped first.
    const reviewer = await service.open('phone');
    await signIn(reviewer.page, manager.email!, PASSWORD);
    await reviewer.page.goto('/reviews');
    await reviewer.page.getByRole('button', { name: 'Reject the leave of Eve Early' }).click();
    await reviewer.page.getByText('Give a reason to reject.').waitFor();
    await reviewer.page.getByLabel('Comment for Eve Early').fill('Inventory that week');
    await expectNoSideScroll(reviewer.page, 'reviews, phone');
    await expectAccessible(reviewer.page, 'reviews, leave, phone');
    await screenshot(reviewer.page, 'phone-reviews-leave');
    await reviewer.page.getByRole('button', { name: 'Reject the leave of Eve Early' }).click();
    await reviewer.page.getByText('No leave request waiting for you.').waitFor();

    const own = await service.open('phone');
    await signIn(own.page, eve.email!, PASSWORD);
    await own.page.goto('/time-off');
    const rejected = own.page.getByTestId(`leave-request-${asked.json().data.id}`);
    await rejected.getByText('Rejected').waitFor();
    await rejected.getByText('Decision: Inventory that week').waitFor();
    await expectNoSideScroll(own.page, 'time off, phone');
    await expectAccessible(own.page, 'time off, phone');
    await screenshot(own.page, 'phone-time-off');
    expect([...errors, ...reviewer.errors, ...own.errors]).toEqual([]);
  });

  it('reads in French on a phone and a desktop, with the calendar feed made once and revoked', async () => {
    expect((await service.t.sendAs(eve, 'PUT', `/users/${eve.id}/preferences`, { language: 'fr' })).statusCode).toBe(200);
    const phone = await service.open('phone', { locale: 'fr-FR' });
    await signInFrench(phone.page, eve.email!, PASSWORD);
    await phone.page.goto('/time-off');
    await phone.page.getByRole('heading', { name: 'Congés', level: 1 }).waitFor();
    const form = phone.page.getByRole('form', { name: 'Demander un congé' });
    await form.getByRole('textbox', { name: 'Premier jour' }).fill(plus(monday, 14));
    await form.getByText('Partie de la journée').waitFor();
    await form.getByText('Matin').click();
    await phone.page.getByTestId('leave-count').getByText('Décompté : 0,5 jour').waitFor();
    await expectNoSideScroll(phone.page, 'congés, téléphone');
    await expectAccessible(phone.page, 'congés, téléphone');
    await screenshot(phone.page, 'phone-time-off-fr');
    expect(phone.errors).toEqual([]);

    const desktop = await service.open('desktop', { locale: 'fr-FR' });
    await signInFrench(desktop.page, eve.email!, PASSWORD);
    await desktop.page.goto(`/time-off/calendar?date=${monday}`);
    await desktop.page.getByRole('heading', { name: 'Qui est absent', level: 1 }).waitFor();
    // The type's name is the company's own (the three first ones are named in English).
    await desktop.page.getByRole('row', { name: /Eve Early/ }).getByText('Paid leave, après-midi').waitFor();
    await desktop.page.getByRole('button', { name: 'Créer une nouvelle adresse' }).click();
    const url = (await desktop.page.getByTestId('calendar-feed-url').textContent())!.trim();
    expect(url).toMatch(/^http/);
    await desktop.page.getByRole('button', { name: 'Copier l’adresse' }).waitFor();
    await expectAccessible(desktop.page, 'qui est absent, bureau');
    await screenshot(desktop.page, 'desktop-team-calendar-fr');
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VEVENT');
    await desktop.page.getByRole('button', { name: 'Révoquer l’adresse' }).click();
    await desktop.page.getByRole('dialog').getByRole('button', { name: 'Révoquer l’adresse' }).click();
    await desktop.page.getByText('L’adresse a été révoquée.').waitFor();
    expect((await fetch(url)).status).toBe(404);
    expect(desktop.errors).toEqual([]);
  });

  it('a general manager manages the leave types and sets an allowance on the person’s page', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, general.email!, PASSWORD);
    await page.getByRole('link', { name: 'Leave types' }).click();
    const list = page.getByRole('list', { name: 'Leave types' });
    await list.getByText('Paid leave', { exact: true }).waitFor();
    await list.getByText('Shown to colleagues as Away').waitFor();
    await page.getByRole('button', { name: 'New leave type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Training days');
    await dialog.getByLabel('Kind').selectOption('training');
    await dialog.getByRole('textbox', { name: 'Days a year', exact: true }).fill('5');
    await expectAccessible(page, 'leave types, new');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Training days').waitFor();
    await screenshot(page, 'desktop-leave-types');

    await page.goto(`/people/${eve.id}/time-off`);
    await page.getByRole('heading', { name: 'Time off of Eve Early' }).waitFor();
    await page.getByRole('button', { name: `Change the allowance of Paid leave for ${year}` }).click();
    await page.getByLabel(`Days of Paid leave for leave year ${year}`).fill('27');
    await page.getByRole('region', { name: `Paid leave, leave year ${year}` }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Allowance: 27 days a year').waitFor();
    await expectAccessible(page, 'person, time off');
    await screenshot(page, 'desktop-person-time-off');
    expect(errors).toEqual([]);
  });
});
