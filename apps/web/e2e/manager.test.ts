// A manager at their desk, in a real Chromium against the real service: People, a person's page, the
// corrections to review. Journeys: a correction reviewed, then seen by the employee with its notification;
// a week validated, after which the employee's correction touching it is refused with the reason; an edit
// refused on the field it is about. Every screen is scanned by axe at a desktop's and a phone's size, and
// in every other language at both sizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import type { Page } from 'playwright-core';
import { expectAccessible as scan, OTHER_LANGUAGES, screenshot, signIn, startService, words, type Service } from './harness';

/** axe on the screen as it rests: the pointer off any control (a hovered link is not what is scanned). */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

const MANAGER_PASSWORD = 'manager password 1';
const EMPLOYEE_PASSWORD = 'employee password 1';
const HOUR = 3600_000;
const iso = (date: Date) => date.toISOString();

let service: Service;
let manager: UserRow;

/** Midnight UTC `days` days from today (APP_TIMEZONE is UTC in tests). */
function utcDay(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}

/** Monday 00:00 UTC of the week before this one. */
function lastMonday(): Date {
  const today = utcDay(0);
  return new Date(today.getTime() - (((today.getUTCDay() + 6) % 7) + 7) * 24 * HOUR);
}

async function employeeWithPeriod(name: string, day: Date): Promise<{ employee: UserRow; periodId: number }> {
  const { t } = service;
  const employee = await t.f.buildUser({ role: 'employee', name, password: EMPLOYEE_PASSWORD });
  await t.db.insertInto('team_members').values({ team_id: team.id, user_id: employee.id }).execute();
  const created = await t.sendAs(manager, 'POST', `/workingtime/${employee.id}`, {
    start: iso(new Date(day.getTime() + 8 * HOUR)),
    end: iso(new Date(day.getTime() + 16 * HOUR)),
    breaks: [{ start: iso(new Date(day.getTime() + 12 * HOUR)), end: iso(new Date(day.getTime() + 12.5 * HOUR)) }],
  });
  expect(created.statusCode).toBe(201);
  return { employee, periodId: (created.json() as { data: { id: number } }).data.id };
}

let team: { id: number; name: string };

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  manager = await t.f.buildUser({ role: 'manager', name: 'Maya Manager', password: MANAGER_PASSWORD });
  team = await t.f.buildTeam({ manager, name: 'Assembly' });
  // A few colleagues who clock in now, so that People shows every presence.
  for (const [index, name] of ['Ada Working', 'Bo Break', 'Cy Out'].entries()) {
    const person = await t.f.buildUser({ role: 'employee', name });
    await t.db.insertInto('team_members').values({ team_id: team.id, user_id: person.id }).execute();
    if (index < 2) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}`, { action: 'in' })).statusCode).toBe(201);
    if (index === 1) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}/break`, { action: 'start' })).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await service?.close();
});

describe('a manager', () => {
  it('reviews a correction; the employee sees the corrected period and the notification', async () => {
    const { t } = service;
    const yesterday = utcDay(-1);
    const { employee, periodId } = await employeeWithPeriod('Eve Employee', yesterday);
    const requested = { start: new Date(yesterday.getTime() + 7 * HOUR), end: new Date(yesterday.getTime() + 16 * HOUR) };
    const correction = await t.sendAs(employee, 'POST', '/corrections', {
      working_time_id: periodId,
      start: iso(requested.start),
      end: iso(requested.end),
      reason: 'I started at seven',
    });
    expect(correction.statusCode).toBe(201);

    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'People' }).click();
    await page.getByRole('heading', { name: 'People' }).waitFor();
    const list = page.getByRole('list', { name: 'People' });
    await list.getByText('Working', { exact: true }).waitFor();
    await list.getByText('On a break', { exact: true }).waitFor();
    await expect.poll(() => list.getByText('Out', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'people');
    await screenshot(page, 'desktop-people');

    await nav.getByRole('link', { name: /^Reviews.*1 request to review/ }).click();
    await page.getByRole('heading', { name: 'Corrections to review' }).waitFor();
    await page.getByText('I started at seven').waitFor();
    await page.getByText('Recorded').waitFor();
    await expectAccessible(page, 'reviews');
    await screenshot(page, 'desktop-reviews');
    await page.getByRole('textbox', { name: 'Comment for Eve Employee (optional)' }).fill('Thanks, corrected.');
    await page.getByRole('button', { name: 'Approve the correction of Eve Employee' }).click();
    await page.getByRole('heading', { name: 'Reviewed' }).waitFor();
    await page.getByText('Comment: Thanks, corrected.').waitFor();
    await page.getByText('No correction waiting for you.').waitFor();
    const period = await t.db.selectFrom('working_times').select(['start', 'end']).where('id', '=', periodId).executeTakeFirstOrThrow();
    expect(period.start.getTime()).toBe(requested.start.getTime());
    expect(errors).toEqual([]);

    // The employee, on their phone: the corrected period in My hours, and the notifications.
    const phone = await service.open('phone');
    await signIn(phone.page, employee.email!, EMPLOYEE_PASSWORD);
    await phone.page.goto(`/hours?view=week&date=${yesterday.toISOString().slice(0, 10)}`);
    await phone.page.getByRole('heading', { name: 'My hours' }).waitFor();
    const startText = await phone.page.evaluate(
      (time) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(time)),
      requested.start.toISOString(),
    );
    await phone.page.getByText(new RegExp(`^${startText} –`)).waitFor();
    await phone.page.getByRole('link', { name: /^Inbox/ }).first().click();
    await phone.page.getByText('Your correction request was approved.').waitFor();
    await phone.page.getByText('A manager changed a period of your hours.').first().waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('validates a week; the employee’s correction touching it is then refused with the reason; an overlap is refused on its field', async () => {
    const { t } = service;
    const monday = lastMonday();
    const tuesday = new Date(monday.getTime() + 24 * HOUR);
    const { employee, periodId } = await employeeWithPeriod('Finn Employee', tuesday);
    const correction = await t.sendAs(employee, 'POST', '/corrections', {
      working_time_id: periodId,
      start: iso(new Date(tuesday.getTime() + 9 * HOUR)),
      end: iso(new Date(tuesday.getTime() + 16 * HOUR)),
      reason: 'I started at nine',
    });
    expect(correction.statusCode).toBe(201);

    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    await page.goto('/people');
    await page.getByRole('textbox', { name: 'Search' }).fill('finn');
    await page.getByRole('link', { name: /Finn Employee/ }).click();
    await page.getByRole('heading', { name: 'Finn Employee' }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(/^Break /).first().waitFor();

    // An overlapping period is refused under its start.
    await page.getByRole('button', { name: 'Add a working time', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New working time' });
    const local = (date: Date) =>
      page.evaluate((time) => {
        const d = new Date(time);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }, date.toISOString());
    await dialog.getByLabel('Start', { exact: true }).fill(await local(new Date(tuesday.getTime() + 10 * HOUR)));
    await dialog.getByLabel('End', { exact: true }).fill(await local(new Date(tuesday.getTime() + 11 * HOUR)));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Overlaps another period of this person.').waitFor();
    await expectAccessible(page, 'working time refused');
    await screenshot(page, 'desktop-person-refusal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const weekLabel = await page.evaluate(
      (time) => `Validate the Week of ${new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(time))}`,
      // The local Monday of that week (the browser is in Europe/Paris, ahead of UTC).
      iso(new Date(monday.getTime() + 12 * HOUR)),
    );
    await page.getByRole('button', { name: weekLabel }).click();
    await page.getByRole('button', { name: /^Reopen the Week of/ }).waitFor();
    await expect.poll(() => page.getByText('Validated').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByRole('button', { name: /^Change the period/ }).count()).toBe(0);
    await page.getByText('Validated', { exact: true }).first().waitFor();
    await page.getByText('I started at nine').count();
    await expectAccessible(page, 'person, week validated');
    await screenshot(page, 'desktop-person');

    await page.goto('/reviews');
    await page.getByText('I started at nine').waitFor();
    await page.getByRole('button', { name: 'Approve the correction of Finn Employee' }).click();
    await page.getByRole('alert').getByText('This week was validated by a manager: it can no longer be changed.').waitFor();
    const stored = await t.db.selectFrom('corrections').select('status').where('user_id', '=', employee.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(errors).toEqual([]);
  });

  it('works on a phone and in every other language', async () => {
    const { t } = service;
    const { page, errors } = await service.open('phone');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    await page.goto('/more');
    await page.getByRole('link', { name: 'People' }).click();
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.getByRole('list', { name: 'People' }).getByText('Working', { exact: true }).waitFor();
    await expectAccessible(page, 'people, phone');
    await screenshot(page, 'phone-people');
    await page.getByRole('link', { name: /Eve Employee/ }).click();
    await page.getByRole('heading', { name: 'Eve Employee' }).waitFor();
    await page.getByText('Working-time account').waitFor();
    await expectAccessible(page, 'person, phone');
    await screenshot(page, 'phone-person');
    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Corrections to review' }).waitFor();
    await page.getByText('I started at nine').waitFor();
    await expectAccessible(page, 'reviews, phone');
    await screenshot(page, 'phone-reviews');
    await page.goto('/teams');
    await page.getByRole('link', { name: 'Assembly' }).click();
    await page.getByRole('heading', { name: 'Assembly' }).waitFor();
    await page.getByRole('img', { name: 'Team hours worked per day' }).waitFor();
    await expectAccessible(page, 'team, phone');
    await screenshot(page, 'phone-team');
    expect(errors).toEqual([]);

    // The same manager in every other language, at both sizes.
    for (const { language, locale } of OTHER_LANGUAGES) {
      const w = words(language);
      expect((await t.sendAs(manager, 'PUT', `/users/${manager.id}/preferences`, { language })).statusCode).toBe(200);
      for (const size of ['desktop', 'phone'] as const) {
        const opened = await service.open(size, { locale });
        await signIn(opened.page, manager.email!, MANAGER_PASSWORD, language);
        if (size === 'desktop') await opened.page.getByRole('navigation', { name: w('nav.label') }).getByRole('link', { name: w('nav.people') }).click();
        else await opened.page.goto('/people');
        await opened.page.getByRole('heading', { name: w('people.title') }).waitFor();
        await opened.page.getByRole('list', { name: w('people.listLabel') }).getByText(w('people.presence.in'), { exact: true }).waitFor();
        await expectAccessible(opened.page, `${language} ${size} people`);
        await screenshot(opened.page, `${size}-people-${language}`);
        await opened.page.getByRole('link', { name: /Finn Employee/ }).click();
        await opened.page.getByText(w('person.account.title')).waitFor();
        await expectAccessible(opened.page, `${language} ${size} person`);
        if (size === 'desktop') {
          await opened.page.goto('/reviews');
          await opened.page.getByRole('heading', { name: w('reviews.title') }).waitFor();
          await expectAccessible(opened.page, `${language} reviews`);
          await screenshot(opened.page, `desktop-reviews-${language}`);
          await opened.page.goto('/teams');
          await opened.page.getByRole('heading', { name: w('teams.title') }).waitFor();
          await expectAccessible(opened.page, `${language} teams`);
        }
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      }
    }
  });
});
