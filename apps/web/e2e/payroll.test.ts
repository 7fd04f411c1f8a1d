// The payroll month, in a real Chromium against the real service: the attendance report of a team (sorted,
// totals, a CSV download); a month's export whose problems are fixed one by one until it is ready and its file
// downloads; the same screens on a phone, in French. Axe on every screen.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { TimeFactories } from '../../server/src/test/time-factories';
import { expectAccessible as scan, screenshot, signIn, startService, waitForScreen, type Service } from './harness';

const PASSWORD = 'general manager password 1';

let service: Service;
let admin: UserRow;
let adminFr: UserRow;
let manager: UserRow;
let jurgen: UserRow;
let lea: UserRow;
let omar: UserRow;
let month = '';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

/** The month before today's, `YYYY-MM`, and its Mondays from the week of its first day. */
function lastMonth(): { month: string; mondays: string[]; day: (n: number) => string } {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const monday = new Date(first);
  monday.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const mondays: string[] = [];
  for (const d = new Date(monday); d <= last; d.setUTCDate(d.getUTCDate() + 7)) mondays.push(iso(d));
  return { month: iso(first).slice(0, 7), mondays, day: (n) => `${iso(first).slice(0, 8)}${String(n).padStart(2, '0')}` };
}

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  const tf = new TimeFactories(t.db);
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: PASSWORD });
  adminFr = await t.f.buildUser({ role: 'general_manager', name: 'Gaëlle Générale', password: PASSWORD });
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', adminFr.id).execute();
  manager = await t.f.buildUser({ role: 'manager', name: 'Mia Manager', password: PASSWORD });
  jurgen = await t.f.buildUser({ name: 'Jürgen Müller' });
  lea = await t.f.buildUser({ name: 'Léa Martin' });
  omar = await t.f.buildUser({ name: 'Omar Office' });
  await t.f.buildTeam({ manager, members: [jurgen, lea], name: 'Bakery' });
  await t.f.buildTeam({ manager: admin, members: [omar], name: 'Office' });
  const last = lastMonth();
  month = last.month;
  // Hours in the month: Jürgen works more than Léa.
  for (const [person, hours] of [
    [jurgen, 9],
    [lea, 5],
    [omar, 7],
  ] as const) {
    await tf.workingTime(person, { start: `${last.day(6)}T07:00:00Z`, end: `${last.day(6)}T${String(7 + hours).padStart(2, '0')}:00:00Z` });
  }
  // The general managers' and the manager's accounts start today: they are not in last month's export.
});

afterAll(async () => {
  await service?.close();
});

describe('the attendance report', () => {
  it('shows a team, sorted, with its totals, and downloads it', async () => {
    const opened = await service.open('desktop');
    const { page, errors } = opened;
    await signIn(page, admin.email!, PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Reports' }));
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Omar Office' }).waitFor();
    await page.getByLabel('Team').selectOption({ label: 'Bakery' });
    await table.getByRole('rowheader', { name: 'Omar Office' }).waitFor({ state: 'detached' });
    await table.getByText(/: 2 people$/).waitFor();
    // Sorted by worked time, most first.
    await table.getByRole('button', { name: 'Worked' }).click();
    await table.getByRole('button', { name: 'Worked' }).click();
    const names = await table.locator('tbody th').allTextContents();
    expect(names).toEqual(['Jürgen Müller', 'Léa Martin']);
    await table.locator('tfoot').getByText('14 h', { exact: true }).waitFor();
    await expectAccessible(page, 'reports');
    await screenshot(page, 'desktop-reports');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the report as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^attendance-team-\d+-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Jürgen Müller');
    expect(csv).not.toContain('Omar Office');
    expect(errors).toEqual([]);
  });
});

describe('the payroll export of a month', () => {
  it('lists the problems, each fixed in turn, until the month is ready and its file downloads', async () => {
    const opened = await service.open('desktop');
    const { page, errors } = opened;
    const { t } = service;
    await signIn(page, admin.email!, PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payroll' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Export a month' }));
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe(month);
    const problems = page.getByRole('list', { name: 'What keeps the month from being ready' });
    await problems.getByText('Jürgen Müller has no employee number').waitFor();
    await problems.getByText('Léa Martin: weeks of the month are not validated').waitFor();
    expect(await page.getByRole('button', { name: 'Download the file' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'payroll, not ready');
    await screenshot(page, 'desktop-payroll-not-ready');

    // A draft downloads anyway, and says so in its name.
    const [draft] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a draft' }).click()]);
    expect(draft.suggestedFilename()).toBe(`payroll-${month}-generic-DRAFT.csv`);

    // Employee numbers: the link leads to the accounts, where each is set.
    await problems.getByRole('link', { name: 'Jürgen Müller has no employee number' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Accounts' }));
    for (const [person, number] of [
      [jurgen, '1001'],
      [lea, '1002'],
      [omar, '1003'],
    ] as const) {
      await page.getByRole('button', { name: `Employee number of ${person.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Employee number of ${person.name}` });
      await dialog.getByLabel('Employee number').fill(number);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Employee number ${number}`).waitFor();
    }
    await page.goBack();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Export a month' }));
    await page.getByRole('button', { name: 'Check the month' }).click();
    await problems.getByText('Jürgen Müller has no employee number').waitFor({ state: 'detached' });

    // The weeks: the link leads to the person's page, where their weeks are validated.
    await problems.getByRole('link', { name: 'Léa Martin: weeks of the month are not validated' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Léa Martin' }));
    const tf = new TimeFactories(t.db);
    for (const person of [jurgen, lea, omar]) {
      for (const weekStart of lastMonth().mondays) await tf.validatedWeek(person, { weekStart, validatedBy: admin, zone: 'UTC' });
    }
    await page.goBack();
    await page.getByRole('button', { name: 'Check the month' }).click();
    await page.getByText('Ready for payroll').waitFor();
    await expectAccessible(page, 'payroll, ready');
    await screenshot(page, 'desktop-payroll-ready');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the file' }).click()]);
    expect(file.suggestedFilename()).toBe(`payroll-${month}-generic.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '\uFEFFemployee_number;name;wage_type;quantity;unit',
      '1001;Jürgen Müller;worked;9.00;hours',
      '1002;Léa Martin;worked;5.00;hours',
      '1003;Omar Office;worked;7.00;hours',
    ]);
    expect(errors).toEqual([]);
  });
});

describe('on a phone, in French', () => {
  it('shows the payroll month and the report', async () => {
    // The account's language is French; the browser's is not what decides.
    const opened = await service.open('phone');
    const { page, errors } = opened;
    await signIn(page, adminFr.email!, PASSWORD);
    await page.goto('/payroll');
    await waitForScreen(opened, page.getByRole('heading', { name: 'Exporter un mois' }));
    await page.getByText('Prêt pour la paie').waitFor();
    await page.getByRole('heading', { name: 'Rapports envoyés chaque mois' }).waitFor();
    await page.getByLabel('Destinataires').fill('paie@example.org');
    await page.getByRole('button', { name: 'Ajouter l’envoi' }).click();
    await page.getByText('Le 1 de chaque mois, à paie@example.org').waitFor();
    await expectAccessible(page, 'payroll, phone, French');
    await screenshot(page, 'phone-payroll-fr');

    await page.goto('/reports');
    await waitForScreen(opened, page.getByRole('heading', { name: 'Rapports' }));
    await page.getByRole('table').getByRole('rowheader', { name: 'Léa Martin' }).waitFor();
    await expectAccessible(page, 'reports, phone, French');
    await screenshot(page, 'phone-reports-fr');
    expect(errors).toEqual([]);
  });
});
