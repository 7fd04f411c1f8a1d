// A general manager at their desk, in a real Chromium against the real service: Accounts and Teams. The
// journey: invite a person, who follows the e-mail link, chooses a password and signs in; promote them to
// manager; create their team, add an employee found by a search, read the team's averages and chart;
// deleting the new manager is refused with the reason. Every screen is scanned by axe at a desktop's and
// a phone's size, and in every other language.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, OTHER_LANGUAGES, screenshot, signIn, startService, waitForLink, words, type Service } from './harness';

const ADMIN_PASSWORD = 'general manager password 1';
const HOUR = 3600_000;

let service: Service;
let admin: UserRow;
let worker: UserRow;

/** Midnight UTC `days` days from today (APP_TIMEZONE is UTC in tests). */
function utcDay(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}
const isoDay = (days: number) => utcDay(days).toISOString().slice(0, 10);

/** axe on the screen as it rests: the pointer off any control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: ADMIN_PASSWORD });
  // An employee with hours on the two days before today, to be added to the new team.
  worker = await t.f.buildUser({ role: 'employee', name: 'Walt Worker' });
  for (const daysAgo of [1, 2]) {
    const start = new Date(utcDay(-daysAgo).getTime() + 8 * HOUR);
    const created = await t.sendAs(admin, 'POST', `/workingtime/${worker.id}`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 4 * HOUR).toISOString(),
    });
    expect(created.statusCode).toBe(201);
  }
  // Enough accounts for two pages.
  for (let n = 1; n <= 26; n += 1) await t.f.buildUser({ role: 'employee', name: `Zed Filler ${String(n).padStart(2, '0')}` });
});

afterAll(async () => {
  await service?.close();
});

describe('a general manager', () => {
  it('invites a person who signs in, promotes them to manager, creates their team and reads its averages', async () => {
    const { t, mailbox } = service;
    const { page, errors } = await service.open('desktop');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByText('28 accounts').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Zed Filler 26').waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();

    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    const email = 'nora.new@example.test';
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Name').fill('Nora New');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('nora');
    await page.getByText('1 account').waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Nora New' });
    await row.getByText('Invited').waitFor();
    await expectAccessible(page, 'accounts');
    await screenshot(page, 'desktop-accounts');

    // The invited person follows the link from the e-mail, chooses a password and signs in.
    const link = await waitForLink(mailbox, email, 'set-password');
    const invited = await service.open('phone');
    await invited.page.goto(link);
    await invited.page.getByRole('textbox', { name: 'New password', exact: true }).fill('nora password 1');
    await invited.page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('nora password 1');
    await invited.page.getByRole('button', { name: 'Save the password' }).click();
    await invited.page.waitForURL(/\/sign-in/);
    await signIn(invited.page, email, 'nora password 1');
    expect(invited.errors).toEqual([]);

    // Active now; promoted to manager.
    await page.reload();
    await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('nora');
    await row.getByText('Active').waitFor();
    await row.getByRole('combobox', { name: 'Role of Nora New' }).selectOption('manager');
    await row.getByText('Nora New is now Manager.').waitFor();
    const nora = await t.db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(nora.role).toBe('manager');

    // Their team, with an employee found by a search, and its averages.
    await nav.getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    await page.getByRole('button', { name: 'New team' }).click();
    const create = page.getByRole('dialog', { name: 'New team' });
    await create.getByLabel('Name').fill('Night shift');
    await create.getByRole('combobox', { name: 'Manager' }).selectOption({ label: 'Nora New' });
    await create.getByRole('button', { name: 'Create the team' }).click();
    await page.getByRole('heading', { name: 'Night shift' }).waitFor();
    await page.getByText('Managed by Nora New').waitFor();
    await page.getByRole('textbox', { name: 'Add people' }).fill('walt');
    await page.getByRole('button', { name: 'Add Walt Worker to the team' }).click();
    await page.getByRole('button', { name: 'Remove Walt Worker from the team' }).waitFor();
    const team = await t.db.selectFrom('teams').select(['id', 'manager_id']).where('name', '=', 'Night shift').executeTakeFirstOrThrow();
    expect(team.manager_id).toBe(nora.id);

    await page.getByLabel('From', { exact: true }).fill(isoDay(-7));
    await page.getByLabel('To', { exact: true }).fill(isoDay(0));
    await page.getByText(`From ${isoDay(-7)} to ${isoDay(0)} (8 days)`).waitFor();
    const chart = page.getByRole('img', { name: 'Team hours worked per day' });
    await chart.locator('.recharts-rectangle').first().waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row', { name: /Walt Worker/ }).getByText('8 h').waitFor();
    await table.getByRole('row', { name: /^Team/ }).getByText('8 h').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the table (CSV)' }).click();
    const csv = await readFile((await (await download).path()), 'utf8');
    // 8 h over 2 days worked in the 8 days shown: 4 h per worked day, 7 h per week.
    expect(csv.split('\r\n')).toEqual([
      'Member,Worked (hours),Days worked,Per worked day (hours),Per week (hours)',
      'Walt Worker,8.00,2,4.00,7.00',
      'Team,8.00,,4.00,7.00',
      '',
    ]);
    await expectAccessible(page, 'team');
    await screenshot(page, 'desktop-team');

    // Nora manages a team: deleting her account is refused, with the reason.
    await nav.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('nora');
    await row.getByRole('button', { name: 'Delete the account of Nora New' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Nora New manages a team: give their teams another manager, or delete those teams, first.').waitFor();
    await expectAccessible(page, 'accounts, delete refused');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await nav.getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('link', { name: 'Night shift' }).waitFor();
    await expectAccessible(page, 'teams');
    await screenshot(page, 'desktop-teams');
    expect(errors).toEqual([]);
  });

  it('works on a phone and in every other language', async () => {
    const { page, errors } = await service.open('phone');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.goto('/more');
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByText('Gia General').waitFor();
    await expectAccessible(page, 'accounts, phone');
    await screenshot(page, 'phone-accounts');
    await page.goto('/teams');
    await page.getByRole('link', { name: 'Night shift' }).waitFor();
    await expectAccessible(page, 'teams, phone');
    await screenshot(page, 'phone-teams');
    await page.goto('/people');
    await page.getByRole('list', { name: 'People' }).getByText('Walt Worker').waitFor();
    await expectAccessible(page, 'people of a general manager, phone');
    expect(errors).toEqual([]);

    // In every other language: Accounts (its invitation offers every language) and a team's chart.
    for (const { language, locale } of OTHER_LANGUAGES) {
      const w = words(language);
      await service.t.sendAs(admin, 'PUT', `/users/${admin.id}/preferences`, { language });
      const opened = await service.open('desktop', { locale });
      await signIn(opened.page, admin.email!, ADMIN_PASSWORD, language);
      await opened.page.getByRole('navigation', { name: w('nav.label') }).getByRole('link', { name: w('nav.accounts') }).click();
      await opened.page.getByRole('heading', { name: w('accounts.title') }).waitFor();
      await opened.page.getByText(w('accounts.count', { count: 29 })).waitFor();
      await expectAccessible(opened.page, `${language} accounts`);
      await screenshot(opened.page, `desktop-accounts-${language}`);
      await opened.page.getByRole('button', { name: w('accounts.invite') }).click();
      const languages = opened.page.getByRole('dialog').getByLabel(w('accounts.language'));
      await expect.poll(() => languages.locator('option').allTextContents()).toEqual(['English', 'Français', 'Deutsch']);
      await opened.page.getByRole('dialog').getByRole('button', { name: w('common.cancel') }).click();
      await opened.page.goto('/teams');
      await opened.page.getByRole('link', { name: 'Night shift' }).click();
      await opened.page.getByRole('img', { name: w('teams.averages.chartTitle') }).waitFor();
      await expectAccessible(opened.page, `${language} team`);
      await screenshot(opened.page, `desktop-team-${language}`);
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });

  it('scrolls through 1,000 people, drawing only the rows in view', async () => {
    const { t } = service;
    await t.db
      .insertInto('users')
      .values(
        Array.from({ length: 1000 }, (_, n) => ({
          email: `crowd${n}@example.test`,
          name: `Crowd ${String(n).padStart(4, '0')}`,
          role: 'employee' as const,
          status: 'active' as const,
          password_hash: null,
        })),
      )
      .execute();
    await t.sendAs(admin, 'PUT', `/users/${admin.id}/preferences`, { language: 'en' });
    const { page, errors } = await service.open('desktop');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.goto('/people');
    const list = page.getByRole('list', { name: 'People' });
    await list.getByText('Crowd 0000').waitFor();
    await page.getByText(/^10\d\d people$/).waitFor();
    // A window of rows, not a thousand.
    expect(await list.getByRole('listitem').count()).toBeLessThan(30);
    await page.getByRole('region', { name: 'People' }).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await list.getByText('Zed Filler 26').waitFor();
    expect(await list.getByRole('listitem').count()).toBeLessThan(30);
    await page.getByRole('textbox', { name: 'Search' }).fill('crowd 0999');
    await list.getByText('Crowd 0999').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
