// Payroll timesheets read back: CSV parsed by hand, XLSX with exceljs, PDF text with unpdf; their
// figures equal the balance endpoint's, and they carry the head hash of the person's change log.
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';
import { parseDuration } from '../../timesheets/sheet.js';

let t: TestApp;
let manager: UserRow;
let amelie: UserRow;
let bruno: UserRow;
let outsider: UserRow;
let teamId: number;

const RANGE = 'start=2026-04-27&end=2026-05-03';

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Paris', HOLIDAYS_REGION: 'FR' } });
  const tf = new TimeFactories(t.db);
  manager = await t.f.buildUser({ role: 'manager', name: 'Manager' });
  amelie = await t.f.buildUser({ name: 'Amélie, "A"' });
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', amelie.id).execute();
  bruno = await t.f.buildUser({ name: 'Bruno' });
  outsider = await t.f.buildUser();
  teamId = (await t.f.buildTeam({ manager, members: [amelie, bruno] })).id;
  const schedule = await t.sendAs(manager, 'POST', `/users/${amelie.id}/schedules`, {
    valid_from: '2026-04-01',
    weekly: { mon: 28_800, tue: 28_800, wed: 28_800, thu: 28_800, fri: 28_800, sat: 0, sun: 0 },
  });
  expect(schedule.statusCode).toBe(201);
  // Paris is UTC+2. Monday 27: 08:00-17:00 local with a 1-hour break → 8 h.
  await tf.workingTime(amelie, { start: '2026-04-27T06:00:00', end: '2026-04-27T15:00:00', breaks: [{ start: '2026-04-27T10:00:00', end: '2026-04-27T11:00:00' }] });
  // Tuesday 28 22:00 to Wednesday 29 02:30 local: 2 h and 2.5 h.
  await tf.workingTime(amelie, { start: '2026-04-28T20:00:00', end: '2026-04-29T00:30:00' });
  await tf.absence(amelie, { start_date: '2026-04-30', end_date: '2026-04-30', type: 'sick' });
  // Friday 1 May is a public holiday in France. Bruno worked on it.
  await tf.workingTime(bruno, { start: '2026-05-01T07:00:00', end: '2026-05-01T09:15:30' });
});
afterAll(() => t.close());

async function download(user: UserRow, url: string) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: await t.f.signIn(user) });
}

async function balanceOf(user: UserRow) {
  return (await download(manager, `/users/${user.id}/balance?${RANGE}`)).json().data;
}

async function headHash(user: UserRow): Promise<string | null> {
  const row = await t.db.selectFrom('changes').select('hash').where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash ?? null;
}

/** A minimal CSV reader: quoted fields with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 1);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r') continue;
    else if (c === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else field += c;
  }
  return rows;
}

const TOTAL_KEYS = ['worked_seconds', 'expected_seconds', 'absence_seconds', 'holiday_seconds', 'balance_seconds'] as const;
const totalsOf = (balance: Record<string, number>) => TOTAL_KEYS.map((key) => balance[key]);

describe('timesheets', () => {
  it('CSV: every day and the totals of the balance, the change-log head, in the person’s language', async () => {
    const response = await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="timesheet-${amelie.id}-2026-04-27-2026-05-03.csv"`);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['user_id', 'Personne', 'Date', 'Plages', 'Pauses', 'Travaillé', 'Prévu', 'Absence', "Type d'absence", 'Férié', 'Nom du férié', 'Solde', 'Empreinte du dernier changement']);
    expect(rows).toHaveLength(1 + 7 + 1);
    const balance = await balanceOf(amelie);
    // Worked 8 h + 2 h + 2.5 h; expected Monday to Thursday (the sick day too, then credited); 1 May a holiday.
    expect(totalsOf(balance)).toEqual([45_000, 4 * 28_800, 28_800, 28_800, 45_000 + 28_800 - 4 * 28_800]);
    expect(rows[1]).toEqual([String(amelie.id), 'Amélie, "A"', '2026-04-27', '08:00-17:00', '12:00-13:00', '8:00:00', '8:00:00', '0:00:00', '', '0:00:00', '', '0:00:00', '']);
    expect(rows[2]!.slice(2, 4)).toEqual(['2026-04-28', '22:00-24:00']);
    expect(rows[3]!.slice(2, 4)).toEqual(['2026-04-29', '00:00-02:30']);
    expect(rows[4]!.slice(7, 9)).toEqual(['8:00:00', 'maladie']);
    expect(rows[5]!.slice(9, 11)).toEqual(['8:00:00', 'Fête du travail']);
    rows.slice(1, 8).forEach((row, index) => {
      const day = balance.days[index];
      expect(row[2]).toBe(day.date);
      expect([row[5], row[6], row[7], row[9], row[11]].map((value) => parseDuration(value!))).toEqual([
        day.worked_seconds,
        day.expected_seconds,
        day.absence_seconds,
        day.holiday_seconds,
        day.balance_seconds,
      ]);
    });
    const total = rows[8]!;
    expect(total[2]).toBe('Total');
    expect([total[5], total[6], total[7], total[9], total[11]].map((v) => parseDuration(v!))).toEqual(totalsOf(balance));
    expect(total[12]).toBe(await headHash(amelie));
    expect(total[12]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('XLSX: a worksheet per member, figures in hours that read back to the balance', async () => {
    const response = await download(manager, `/teams/${teamId}/timesheet?${RANGE}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(2);
    for (const [index, person] of [amelie, bruno].entries()) {
      const sheet = workbook.worksheets[index]!;
      expect(sheet.getRow(1).getCell(2).value).toBe(person.name);
      expect(sheet.getRow(4).getCell(2).value).toBe((await headHash(person)) ?? (person === bruno ? 'none' : 'aucune'));
      const total = sheet.getRow(6 + 7 + 1);
      const seconds = (column: number) => Math.round(Number(total.getCell(column).value) * 3600);
      const balance = await balanceOf(person);
      expect([seconds(4), seconds(5), seconds(6), seconds(8), seconds(10)]).toEqual([
        balance.worked_seconds,
        balance.expected_seconds,
        balance.absence_seconds,
        balance.holiday_seconds,
        balance.balance_seconds,
      ]);
    }
    // Bruno has no schedule: the company default (7 h); he worked 2 h 15 min 30 s on a public holiday.
    expect(totalsOf(await balanceOf(bruno))).toEqual([8_130, 4 * 25_200, 0, 25_200, 8_130 - 4 * 25_200]);
  });

  it('PDF: the totals line and the hash in the text', async () => {
    const response = await download(manager, `/users/${bruno.id}/timesheet?${RANGE}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Timesheet: Bruno');
    expect(text).toContain('Change-log head hash: none');
    const match = /Total: Worked (-?\d+:\d\d:\d\d); Expected (-?\d+:\d\d:\d\d); Absence (-?\d+:\d\d:\d\d); Holiday (-?\d+:\d\d:\d\d); Balance (-?\d+:\d\d:\d\d)/.exec(text);
    expect(match).not.toBeNull();
    expect(match!.slice(1).map(parseDuration)).toEqual([8_130, 4 * 25_200, 0, 25_200, 8_130 - 4 * 25_200]);

    const french = await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=pdf`);
    const frenchText = (await extractText(await getDocumentProxy(new Uint8Array(french.rawPayload)), { mergePages: true })).text;
    expect(frenchText).toContain(`Empreinte du dernier changement: ${await headHash(amelie)}`);
    expect(frenchText).toMatch(/Total: Travaillé 12:30:00; Prévu 32:00:00; Absence 8:00:00; Férié 8:00:00; Solde -11:30:00/);
  });

  it('CSV of a team: one header, each member’s days and total', async () => {
    const response = await download(manager, `/teams/${teamId}/timesheet?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1 + 2 * 8);
    expect(rows[0]![1]).toBe('Person');
    expect(rows[16]!.slice(0, 3)).toEqual([String(bruno.id), 'Bruno', 'Total']);
  });

  it('refuses: 401, 403, 404, bad format, the range', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${amelie.id}/timesheet?${RANGE}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/timesheet?${RANGE}` })).statusCode).toBe(401);
    expect((await download(outsider, `/users/${amelie.id}/timesheet?${RANGE}`)).statusCode).toBe(403);
    expect((await download(outsider, `/teams/${teamId}/timesheet?${RANGE}`)).statusCode).toBe(403);
    expect((await download(amelie, `/users/${amelie.id}/timesheet?${RANGE}`)).statusCode).toBe(200);
    expect((await download(manager, `/users/999999/timesheet?${RANGE}`)).statusCode).toBe(404);
    expect((await download(manager, `/teams/999999/timesheet?${RANGE}`)).statusCode).toBe(404);
    expect((await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=docx`)).statusCode).toBe(422);
    expect(codes(await download(manager, `/users/${amelie.id}/timesheet?start=2026-01-01&end=2027-01-02`))).toEqual({ end: ['range_too_long'] });
    expect(codes(await download(manager, `/teams/${teamId}/timesheet?start=2026-01-01`))).toEqual({ end: ['required'] });
  });
});
