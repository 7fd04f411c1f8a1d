// Reading a workbook into rows (the first sheet, its first row the header), and the template.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../lib/i18n';
import { IMPORT_COLUMNS, NoEmailColumnError, peopleTemplate, workbookRows } from './people-file';

async function workbook(rows: unknown[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer).buffer;
}

describe('workbookRows', () => {
  it('reads the header case-insensitively, keeps known columns, turns numbers and links into text', async () => {
    const rows = await workbookRows(
      await workbook([
        [],
        ['Email', 'Name', 'Weekly_Hours', 'Notes'],
        [{ text: 'ana@example.test', hyperlink: 'mailto:ana@example.test' }, 'Ana', 37.5, 'ignored'],
        ['ben@example.test', 'Ben', null, null],
      ]),
    );
    expect(rows).toEqual([
      { email: 'ana@example.test', name: 'Ana', weekly_hours: '37.5' },
      { email: 'ben@example.test', name: 'Ben', weekly_hours: '' },
    ]);
  });

  it('refuses a sheet whose header has no email column', async () => {
    await expect(workbookRows(await workbook([['mail', 'name'], ['a@example.test', 'A']]))).rejects.toBeInstanceOf(NoEmailColumnError);
  });
});

describe('peopleTemplate', () => {
  it('names every column in its header row', () => {
    const [header, ...examples] = peopleTemplate().trim().split('\r\n');
    expect(header!.split(',')).toEqual([...IMPORT_COLUMNS]);
    expect(examples.every((line) => line.split(',').length === IMPORT_COLUMNS.length)).toBe(true);
    // An example in each language the service accepts.
    expect(examples.map((line) => line.split(',')[IMPORT_COLUMNS.indexOf('language')]).sort()).toEqual([...LANGUAGES].sort());
  });
});
