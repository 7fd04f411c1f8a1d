// A general manager imports the company's people, in a real Chromium against the real service: a CSV
// file with errors is previewed (errors in place, only the rows with errors), then a corrected file is
// imported and the invitations leave. The same screen with a workbook (XLSX), on a phone, in every other language.
// Every state is scanned by axe.
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { expectAccessible as scan, OTHER_LANGUAGES, screenshot, signIn, startService, waitForLink, words, type Service } from './harness';

const ADMIN_PASSWORD = 'general manager password 1';

let service: Service;
let admin: UserRow;

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

beforeAll(async () => {
  service = await startService();
  admin = await service.t.f.buildUser({ role: 'general_manager', name: 'Gia General', password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await service?.close();
});

/** The file input behind the labelled file picker. */
const fileInput = (dialog: Locator) => dialog.locator('input[type="file"]');

const csv = (lines: string[]) => ({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });

describe('importing people', () => {
  it('previews a file with errors, then imports the corrected file', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, admin.email!, ADMIN_PASSWORD);
    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByRole('button', { name: 'Import people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import people' });
    await dialog.getByRole('button', { name: 'Download the template' }).waitFor();

    const header = 'email;name;role;team;team_manager;language;weekly_hours';
    await fileInput(dialog).setInputFiles(
      csv([
        header,
        'lea.lead@example.test;Léa Lead;manager;Assembly;;fr;35',
        'sam.staff@example.test;Sam Staff;employee;Assembly;lea.lead@example.test;en;37,5',
        'broken-address;;boss;;;de;',
        'sam.staff@example.test;Sam Again;;;;;',
      ]),
    );
    await dialog.getByText('Would create 1, already existing 0, with errors 3.').waitFor();
    const table = dialog.getByRole('table', { name: 'Rows of the file and what the import would do' });
    const brokenRow = table.getByRole('row').filter({ hasText: 'broken-address' });
    await brokenRow.getByText('Email: not valid').waitFor();
    await brokenRow.getByText('Name: required').waitFor();
    await brokenRow.getByText('Role: not valid').waitFor();
    await table.getByText('Email: appears more than once in the file').first().waitFor();
    expect(await dialog.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
    await expectAccessible(page, 'import people: a file with errors');

    await dialog.getByLabel('Only rows with errors').check();
    expect(await table.getByRole('row').count()).toBe(1 + 3);
    await expect(table.getByText('lea.lead@example.test').count()).resolves.toBe(0);
    await screenshot(page, 'desktop-import-people-errors');

    await fileInput(dialog).setInputFiles(
      csv([
        header,
        'lea.lead@example.test;Léa Lead;manager;Assembly;;fr;35',
        'sam.staff@example.test;Sam Staff;employee;Assembly;lea.lead@example.test;en;37,5',
        'rui.role@example.test;Rui Role;;;;;',
        `${admin.email};Gia General;;;;;`,
      ]),
    );
    await dialog.getByText('Would create 3, already existing 1, with errors 0.').waitFor();
    await dialog.getByRole('button', { name: 'Import 3 people' }).click();
    await dialog.getByText('3 accounts created, 1 already existed. 3 invitations sent.').waitFor();
    await expectAccessible(page, 'import people: done');
    await screenshot(page, 'desktop-import-people-done');

    // The accounts exist, in their team, and their invitations leave.
    const sam = await service.t.db.selectFrom('users').selectAll().where('email', '=', 'sam.staff@example.test').executeTakeFirstOrThrow();
    expect(sam).toMatchObject({ status: 'invited', role: 'employee' });
    expect(await waitForLink(service.mailbox, 'sam.staff@example.test', 'set-password')).toContain('/set-password/');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('sam');
    await page.getByRole('listitem').filter({ hasText: 'Sam Staff' }).getByText('Invited').waitFor();
    expect(errors).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('reads a workbook, on a phone and in $language', async ({ language, locale }) => {
    const { t } = service;
    const w = words(language);
    await t.sendAs(admin, 'PUT', `/users/${admin.id}/preferences`, { language });
    try {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('People');
      sheet.addRow(['email', 'name', 'role', 'weekly_hours']);
      sheet.addRow(['xavier.xlsx@example.test', 'Xavier Xlsx', 'employee', 20]);
      sheet.addRow(['yara.xlsx@example.test', 'Yara Xlsx', 'chief', 'many']);
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

      const { page, errors } = await service.open('phone', { locale });
      await signIn(page, admin.email!, ADMIN_PASSWORD, language);
      await page.goto('/accounts');
      await page.getByRole('heading', { name: w('accounts.title') }).waitFor();
      await page.getByRole('button', { name: w('accounts.import.open') }).click();
      const dialog = page.getByRole('dialog', { name: w('accounts.import.title') });
      await fileInput(dialog).setInputFiles({ name: 'people.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await dialog.getByText(w('accounts.import.summary', { created: 1, existing: 0, invalid: 1 })).waitFor();
      await dialog.getByText(w('accounts.import.problem', { field: w('accounts.import.fields.role'), problem: w('accounts.import.codes.invalid') })).waitFor();
      await expectAccessible(page, `import people: phone, ${language}`);
      await screenshot(page, `phone-import-people-${language}`);

      // A file that is not a table is refused as a whole, in words.
      await fileInput(dialog).setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]) });
      await dialog.getByText(w('accounts.import.refusedTitle')).waitFor();
      await expectAccessible(page, `import people: a refused file, ${language}`);
      expect(await t.db.selectFrom('users').select('id').where('email', 'like', '%.xlsx@example.test').execute()).toEqual([]);
      expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    } finally {
      await t.sendAs(admin, 'PUT', `/users/${admin.id}/preferences`, { language: 'en' });
    }
  });
});
