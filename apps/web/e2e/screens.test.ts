// Every screen an employee uses, at a desktop's and a phone's size, in every language, each
// scanned by axe-core: My hours with a validated week and a correction request (rejected with a comment),
// the inbox, the change log, the profile (dark theme, French), the keyboard shortcut, signing out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible, OTHER_LANGUAGES, screenshot, signIn, startService, waitForScreen, words, type Service } from './harness';

const PASSWORD = 'employee password 1';
let service: Service;
let employee: UserRow;
let manager: UserRow;

const HOUR = 3600_000;
const iso = (date: Date) => date.toISOString();
/** Monday 00:00 UTC of the week before this one (APP_TIMEZONE is UTC in tests). */
function lastMonday(): Date {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  return monday;
}

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  manager = await t.f.buildUser({ role: 'manager', name: 'Maya Manager' });
  employee = await t.f.buildUser({ role: 'employee', name: 'Eric Employee', password: PASSWORD });
  await t.f.buildTeam({ manager, members: [employee] });
  // Last week: a day with a break, then the week validated (locked).
  const monday = lastMonday();
  const tuesday = new Date(monday.getTime() + 24 * HOUR);
  const created = await t.sendAs(manager, 'POST', `/workingtime/${employee.id}`, {
    start: iso(new Date(tuesday.getTime() + 8 * HOUR)),
    end: iso(new Date(tuesday.getTime() + 16 * HOUR)),
    breaks: [{ start: iso(new Date(tuesday.getTime() + 12 * HOUR)), end: iso(new Date(tuesday.getTime() + 12.5 * HOUR)) }],
  });
  expect(created.statusCode).toBe(201);
  const validated = await t.sendAs(manager, 'POST', `/users/${employee.id}/week-validations`, {
    week_start: monday.toISOString().slice(0, 10),
  });
  expect(validated.statusCode).toBe(201);
  // Today: a period that ended an hour ago, and an absence next month.
  const today = await t.sendAs(manager, 'POST', `/workingtime/${employee.id}`, {
    start: iso(new Date(Date.now() - 3 * HOUR)),
    end: iso(new Date(Date.now() - HOUR)),
  });
  expect(today.statusCode).toBe(201);
  const next = new Date(Date.now() + 40 * 24 * HOUR).toISOString().slice(0, 10);
  const absence = await t.sendAs(manager, 'POST', `/users/${employee.id}/absences`, {
    absences: [{ type: 'vacation', start_date: next, end_date: next }],
  });
  expect(absence.statusCode).toBe(201);
});

afterAll(async () => {
  await service?.close();
});

describe('on a desktop', () => {
  it('shows My hours, takes a correction request, shows the reviewer’s answer, the inbox, the change log and the profile', async () => {
    const { t } = service;
    const { page, context, errors } = await service.open('desktop');
    await signIn(page, employee.email!, PASSWORD);
    await page.getByRole('button', { name: 'Clock in' }).waitFor();
    await expectAccessible(page, 'desktop today');
    await screenshot(page, 'desktop-today');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hours' }).click();
    await page.getByRole('heading', { name: 'My hours' }).waitFor();
    await page.getByRole('button', { name: /^Correct the period at/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a correction' });
    await dialog.waitFor();
    await expectAccessible(page, 'correction dialog');
    await dialog.getByLabel('Reason').fill('I arrived at 7:30, the badge reader was down.');
    await screenshot(page, 'desktop-correction');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('I arrived at 7:30, the badge reader was down.').waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    const requests = await t.db.selectFrom('corrections').selectAll().where('user_id', '=', employee.id).execute();
    expect(requests).toHaveLength(1);

    const rejected = await t.sendAs(manager, 'PUT', `/corrections/${requests[0]!.id}/reject`, { comment: 'The badge log says 8:00.' });
    expect(rejected.statusCode).toBe(200);
    await page.reload();
    await page.getByText('Rejected', { exact: true }).waitFor();
    await page.getByText("Reviewer's comment: The badge log says 8:00.").waitFor();
    await expectAccessible(page, 'my hours, week, with requests');
    await screenshot(page, 'desktop-hours-week');

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Validated', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Correct the period/ }).count()).toBe(0);
    await expectAccessible(page, 'my hours, a validated week');
    await screenshot(page, 'desktop-hours-validated-week');
    await page.locator('label', { hasText: /^Month$/ }).click();
    await page.waitForURL(/view=month/);
    await expectAccessible(page, 'my hours, month');
    await screenshot(page, 'desktop-hours-month');

    // The keyboard shortcut clocks in from any screen; the header shows the new state.
    await page.keyboard.press('Alt+Shift+C');
    await page.getByRole('banner').getByRole('button', { name: 'Clock out' }).waitFor();
    await expect
      .poll(async () => (await t.db.selectFrom('working_times').select('end').where('user_id', '=', employee.id).where('end', 'is', null).execute()).length)
      .toBe(1);

    await page.getByRole('link', { name: /^Inbox, \d+ unread notifications?$/ }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await page.getByText('Your correction request was rejected.').waitFor();
    await expectAccessible(page, 'inbox');
    await screenshot(page, 'desktop-inbox');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('link', { name: 'Inbox, 0 unread notifications' }).waitFor();
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', employee.id).where('read_at', 'is', null).execute()).toEqual([]);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Change log' }).click();
    await page.getByText(/^The log is intact: \d+ entries verified\.$/).waitFor();
    await expectAccessible(page, 'change log');
    await screenshot(page, 'desktop-changes');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await expectAccessible(page, 'profile');
    await page.locator('label', { hasText: /^Dark$/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await expectAccessible(page, 'profile, dark theme');
    await screenshot(page, 'desktop-profile-dark');
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Clock out' }).first().waitFor();
    await expectAccessible(page, 'today, dark theme');
    await screenshot(page, 'desktop-today-dark');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await page.locator('label', { hasText: /^Light$/ }).click();
    await page.locator('label', { hasText: /^Français$/ }).click();
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect
      .poll(() => t.db.selectFrom('users').select(['language', 'theme']).where('id', '=', employee.id).executeTakeFirstOrThrow())
      .toEqual({ language: 'fr', theme: 'light' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A regular expression matching exactly one of `texts`. */
const oneOf = (...texts: string[]) => new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

describe.each(OTHER_LANGUAGES)('in $language', ({ language, locale }) => {
  const t = words(language);

  it('on a phone: signs in from a browser in the language, shows every screen in it, and signs out', async () => {
    await service.t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { language });
    const opened = await service.open('phone', { locale });
    const { page, context, errors } = opened;
    await page.goto('/sign-in');
    await waitForScreen(opened, page.getByRole('button', { name: t('auth.signIn'), exact: true }));
    await expectAccessible(page, `${language} sign-in`);
    await screenshot(page, `phone-sign-in-${language}`);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(employee.email!);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
    await page.getByRole('button', { name: oneOf(t('today.clockIn'), t('today.clockOut')) }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await expectAccessible(page, `${language} today`);
    await screenshot(page, `phone-today-${language}`);

    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('link', { name: t('nav.hours') }).click();
    await page.getByRole('heading', { name: t('hours.title') }).waitFor();
    await expectAccessible(page, `${language} hours`);
    await screenshot(page, `phone-hours-${language}`);
    await nav.getByRole('link', { name: t('nav.inbox') }).click();
    await page.getByRole('heading', { name: t('inbox.title') }).waitFor();
    await expectAccessible(page, `${language} inbox`);
    await screenshot(page, `phone-inbox-${language}`);
    await nav.getByRole('link', { name: t('nav.more') }).click();
    await page.getByRole('link', { name: t('nav.changes') }).click();
    await page.getByRole('heading', { name: t('changes.title') }).waitFor();
    await expectAccessible(page, `${language} change log`);
    await nav.getByRole('link', { name: t('nav.more') }).click();
    await page.getByRole('link', { name: t('nav.profile') }).click();
    await page.getByRole('heading', { name: t('profile.title') }).waitFor();
    await expectAccessible(page, `${language} profile`);
    await screenshot(page, `phone-profile-${language}`);
    await nav.getByRole('link', { name: t('nav.more') }).click();
    await expectAccessible(page, `${language} more`);
    await page.getByRole('button', { name: t('nav.signOut') }).click();
    await page.getByRole('button', { name: t('auth.signIn'), exact: true }).waitFor();
    // Signed out on the service too: the protected screens send back to the sign-in page.
    await page.goto('/hours');
    await page.waitForURL(/\/sign-in/);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('on a desktop: Today, My hours with its requests, and the balance', async () => {
    await service.t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { language });
    const opened = await service.open('desktop', { locale });
    const { page, context, errors } = opened;
    await signIn(page, employee.email!, PASSWORD, language);
    await page.getByRole('button', { name: oneOf(t('today.clockIn'), t('today.clockOut')) }).first().waitFor();
    await expectAccessible(page, `${language} desktop today`);
    await screenshot(page, `desktop-today-${language}`);
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('link', { name: t('nav.hours') }).click();
    await page.getByRole('heading', { name: t('hours.title') }).waitFor();
    await page.getByRole('heading', { name: t('hours.myRequests') }).waitFor();
    await expectAccessible(page, `${language} desktop hours`);
    await screenshot(page, `desktop-hours-${language}`);
    await nav.getByRole('link', { name: t('balance.nav') }).click();
    await page.getByRole('heading', { name: t('balance.title'), level: 1 }).waitFor();
    await expectAccessible(page, `${language} desktop balance`);
    await screenshot(page, `desktop-balance-${language}`);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('the open pages', () => {
  it('are accessible at both sizes: forgot password, an unusable link, an unknown address', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const opened = await service.open(size);
      const { page, context, errors } = opened;
      await page.goto('/forgot-password');
      await waitForScreen(opened, page.getByRole('heading', { name: 'Reset your password' }));
      await expectAccessible(page, `${size} forgot password`);
      await page.getByLabel('Email').fill('nobody@example.test');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(/a link to choose a new password is on its way/).waitFor();
      await page.goto('/reset-password/not-a-real-token');
      await page.getByText(/This link can no longer be used/).waitFor();
      await expectAccessible(page, `${size} unusable link`);
      await page.goto('/confirm-email/not-a-real-token');
      await page.getByText(/This link can no longer be used/).waitFor();
      await expectAccessible(page, `${size} unusable confirmation`);
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await expectAccessible(page, `${size} not found`);
      if (size === 'desktop') await screenshot(page, 'desktop-sign-in-forgot');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
