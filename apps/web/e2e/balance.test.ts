// Accounts of hours in a real Chromium against the real service: an employee reads their balance for a
// week with a breach of the daily rest flagged on its day and downloads the CSV timesheet; a manager adds
// a schedule version (and is refused a second one on the same day), reads the team's balances; a general
// manager adds and deletes a company day off. Every screen is scanned by axe at a phone's and a desktop's
// size, and in every other language on a phone.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, OTHER_LANGUAGES, screenshot, signIn, startService, words, type Service } from './harness';

/** axe on the screen as it rests: the pointer off any control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

const EMPLOYEE_PASSWORD = 'employee password 1';
const MANAGER_PASSWORD = 'manager password 1';
const ADMIN_PASSWORD = 'general manager password 1';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** `YYYY-MM-DD` of a UTC midnight (APP_TIMEZONE is UTC in tests). */
const dateOf = (day: Date) => day.toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week `weeks` weeks from this one. */
function mondayOf(weeks: number): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + weeks * 7 * DAY);
}

const lastMonday = mondayOf(-1);
/** A day as the screens write it in full (`Monday, November 16, 2026`). */
const longDay = (day: Date) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
const EIGHT_HOURS = 8 * 3600;
const OFFICE_WEEK = { mon: EIGHT_HOURS, tue: EIGHT_HOURS, wed: EIGHT_HOURS, thu: EIGHT_HOURS, fri: EIGHT_HOURS, sat: 0, sun: 0 };
const LAST_WEEK = `period=week&date=${dateOf(lastMonday)}`;

let service: Service;
let manager: UserRow;
let employee: UserRow;
let team: { id: number; name: string };

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  manager = await t.f.buildUser({ role: 'manager', name: 'Maya Manager', password: MANAGER_PASSWORD });
  employee = await t.f.buildUser({ role: 'employee', name: 'Eve Employee', password: EMPLOYEE_PASSWORD });
  team = await t.f.buildTeam({ manager, name: 'Assembly' });
  await t.db.insertInto('team_members').values({ team_id: team.id, user_id: employee.id }).execute();
  // 8 hours a day, Monday to Friday, from the Monday before last.
  const schedule = await t.sendAs(manager, 'POST', `/users/${employee.id}/schedules`, {
    valid_from: dateOf(mondayOf(-2)),
    weekly: OFFICE_WEEK,
  });
  expect(schedule.statusCode).toBe(201);
  // Last week: Monday 08:00-17:30 with a 30-minute break (9 h), then Tuesday 01:00-03:00 (2 h): only
  // 7 h 30 min of rest in the 24 hours after Monday's start, a breach of the daily rest (11 h).
  const at = (hours: number) => new Date(lastMonday.getTime() + hours * HOUR).toISOString();
  for (const period of [
    { start: at(8), end: at(17.5), breaks: [{ start: at(12), end: at(12.5) }] },
    { start: at(25), end: at(27), breaks: [] },
  ]) {
    expect((await t.sendAs(manager, 'POST', `/workingtime/${employee.id}`, period)).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await service?.close();
});

describe('an employee', () => {
  it('reads last week’s balance, the breach on its day, and downloads the CSV timesheet', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, employee.email!, EMPLOYEE_PASSWORD);
    // Today shows this week's balance and leads to the account.
    await page.getByText('Balance to date').waitFor();
    await page.getByRole('link', { name: 'Balance and timesheets' }).click();
    await page.waitForURL((url) => url.pathname === '/balance');
    await page.getByRole('heading', { name: 'Balance', level: 1 }).waitFor();

    await page.goto(`/balance?${LAST_WEEK}`);
    // Expected 5 × 8 h = 40 h; worked 9 h + 2 h = 11 h; balance −29 h, all owed: the week is past. The week
    // before: −40 h.
    const total = page.locator('[data-figure="to-date"]');
    await expect.poll(() => total.textContent()).toBe('−29 h');
    await expect.poll(() => page.getByText('−69 h').count()).toBe(1);
    await page.getByText('1 breach of the legal limits').waitFor();
    const monday = page.getByRole('row').filter({ hasText: 'Daily rest' });
    await expect.poll(() => monday.count()).toBe(1);
    expect(await monday.getByRole('rowheader').textContent()).toContain(
      new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short' }).format(lastMonday),
    );
    expect(await monday.textContent()).toContain('Daily rest: 7 h 30 min, limit 11 h');
    await expectAccessible(page, 'balance');
    await screenshot(page, 'desktop-balance');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the timesheet as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `timesheet-${employee.id}-${dateOf(lastMonday)}-${dateOf(new Date(lastMonday.getTime() + 6 * DAY))}.csv`,
    );
    const lines = (await readFile((await download.path()), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 7 + 1);
    const totals = lines[8]!.split(',');
    expect(totals[2]).toBe('Balance to date');
    expect(totals.slice(6, 8)).toEqual(['11:00:00', '40:00:00']);

    // A year: a row per week, the breach flagged on its week.
    await page.getByText('Year', { exact: true }).click();
    await page.getByRole('heading', { name: 'Week by week' }).waitFor();
    await expectAccessible(page, 'balance-year');
    expect(errors).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('reads it on a phone, in $language', async ({ language, locale }) => {
    const w = words(language);
    await service.t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { language });
    const { page, errors } = await service.open('phone', { locale });
    await signIn(page, employee.email!, EMPLOYEE_PASSWORD, language);
    await page.goto(`/balance?${LAST_WEEK}`);
    await page.getByRole('heading', { name: w('balance.title'), level: 1 }).waitFor();
    await expect.poll(() => page.locator('[data-figure="to-date"]').textContent()).toBe('−29 h');
    await page.getByText(w('balance.breachLine', { rule: w('balance.rules.daily_rest'), measured: '7 h 30 min', limit: '11 h' })).waitFor();
    await expectAccessible(page, `balance-${language}`);
    await screenshot(page, `phone-balance-${language}`);
    expect(errors).toEqual([]);
    await service.t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { language: 'en' });
  });
});

describe('a manager', () => {
  it('adds a schedule version, is refused a second on the same day, deletes it', async () => {
    const { t } = service;
    const nextMonday = mondayOf(1);
    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    await page.goto(`/people/${employee.id}?view=week`);
    await page.getByRole('link', { name: 'Balance, schedule and timesheets' }).click();
    await page.getByRole('heading', { name: 'Balance of Eve Employee' }).waitFor();
    await page.getByText(`From ${longDay(mondayOf(-2))}`).waitFor();

    await page.getByLabel('Valid from').fill(dateOf(nextMonday));
    await page.getByLabel('Monday', { exact: true }).fill('6');
    await page.getByLabel('Friday', { exact: true }).fill('4.5');
    await page.getByRole('button', { name: 'Add version' }).click();
    await page.getByText('Schedule version added.').waitFor();
    const rows = () => t.db.selectFrom('schedules').selectAll().where('user_id', '=', employee.id).orderBy('valid_from').execute();
    await expect.poll(async () => (await rows()).length).toBe(2);
    // Monday to Sunday: 6 h, 8 h, 8 h, 8 h, 4 h 30 min, nothing at the weekend.
    expect((await rows())[1]!.weekly_seconds).toEqual([21_600, EIGHT_HOURS, EIGHT_HOURS, EIGHT_HOURS, 16_200, 0, 0]);
    await page.getByText(`From ${longDay(nextMonday)}`).waitFor();
    await page.getByText('34 h 30 min a week').waitFor();
    await expectAccessible(page, 'person-balance');
    await screenshot(page, 'desktop-person-balance');

    // The same day again: the service says `taken`, shown on the date.
    await page.getByRole('button', { name: 'Add version' }).click();
    await page.getByText('Already used.').waitFor();
    expect(await rows()).toHaveLength(2);

    await page.getByRole('button', { name: `Delete version of ${longDay(nextMonday)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete version' }).click();
    await expect.poll(async () => (await rows()).length).toBe(1);
    await expect.poll(() => page.getByText(`From ${longDay(nextMonday)}`).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reads the team’s balances and breaches, on a phone and a desktop', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const { page, errors } = await service.open(size);
      await signIn(page, manager.email!, MANAGER_PASSWORD);
      await page.goto(`/teams/${team.id}/balance?${LAST_WEEK}`);
      await page.getByRole('heading', { name: 'Balances of Assembly' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Eve Employee' });
      await expect.poll(() => row.textContent()).toContain('−29 h');
      expect(await row.textContent()).toContain('1 breach of the legal limits');
      await page.getByText(/Eve Employee, .*: Daily rest: 7 h 30 min, limit 11 h/).waitFor();
      await expectAccessible(page, `team-balance-${size}`);
      await screenshot(page, `${size}-team-balance`);
      if (size === 'phone') {
        await page.goto(`/people/${employee.id}/balance?${LAST_WEEK}`);
        await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
        await expectAccessible(page, 'person-balance-phone');
      }
      expect(errors).toEqual([]);
    }
  });
});

describe('a general manager', () => {
  it('adds and deletes a company day off and saves the default schedule', async () => {
    const { t } = service;
    const admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: ADMIN_PASSWORD });
    const { page, errors } = await service.open('desktop');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Calendar' }).first().click();
    await page.getByRole('heading', { name: 'Company calendar' }).waitFor();
    const year = new Date().getFullYear();
    await page.getByLabel(/^Date/).fill(`${year}-12-24`);
    await page.getByLabel(/^Name/).fill('Christmas Eve');
    await page.getByRole('button', { name: 'Add day off' }).click();
    await page.getByRole('list', { name: `Days off in ${year}` }).getByText('Christmas Eve').waitFor();
    await expect.poll(() => t.db.selectFrom('holidays').select('name').where('name', '=', 'Christmas Eve').execute()).toHaveLength(1);

    await page.getByLabel('Saturday', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Default schedule saved.').waitFor();
    const saved = await t.sendAs(admin, 'GET', '/settings/schedule');
    expect((saved.json() as { data: { sat: number; mon: number } }).data).toMatchObject({ sat: 10_800, mon: 25_200 });
    await expectAccessible(page, 'calendar');
    await screenshot(page, 'desktop-calendar');

    await page.getByRole('button', { name: /^Delete day off: Christmas Eve/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete day off' }).click();
    await page.getByText('No day off this year.').waitFor();
    expect(errors).toEqual([]);

    const phone = await service.open('phone');
    await signIn(phone.page, admin.email!, ADMIN_PASSWORD);
    await phone.page.goto('/calendar');
    await phone.page.getByRole('heading', { name: 'Default schedule' }).waitFor();
    await expectAccessible(phone.page, 'calendar-phone');
    expect(phone.errors).toEqual([]);
  });
});
