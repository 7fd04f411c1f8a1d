// The attendance report: on the demo company, every person's figures are those of their own balance and
// compliance answers for the same range, and the totals are the sums; the files carry the same figures;
// who sees whom; bad inputs.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { parseDuration } from '../../timesheets/sheet.js';
import { addDays, dateInZone } from '../../time/zone.js';

const ZONE = 'Europe/Paris';
const TIMEOUT = 240_000;

interface Row {
  user_id: number;
  name: string;
  employee_number: string | null;
  expected_seconds: number;
  worked_seconds: number;
  holiday_seconds: number;
  absence_seconds: Record<'vacation' | 'sick' | 'training' | 'other', number>;
  balance_seconds: number;
  leave_days: { leave_type_id: number; days: number }[];
  breaches: number;
  weeks_validated: number;
  weeks_total: number;
  pending_corrections: number;
  pending_leave_requests: number;
}

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['f']['person']>>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE, HOLIDAYS_REGION: 'FR', WORKING_TIME_RULES: 'fr' } });
  admin = await t.f.person('general_manager');
  await seedDemo(t.db, { admin: { id: admin.user.id, role: 'general_manager' }, zone: ZONE });
}, TIMEOUT);
afterAll(() => t?.close());

/** The last five weeks up to yesterday, and a range reaching past today. */
function ranges() {
  const today = dateInZone(new Date(), ZONE);
  return [
    { start: addDays(today, -35), end: addDays(today, -1) },
    { start: addDays(today, -10), end: addDays(today, 5) },
  ];
}

describe('the attendance report of the demo company', () => {
  it('gives each person the figures of their own balance and compliance answers, and their sums as totals', async () => {
    for (const range of ranges()) {
      const res = await t.send('GET', `/reports/attendance?start=${range.start}&end=${range.end}`, admin.headers);
      expect(res.statusCode).toBe(200);
      const report = res.json().data as { people: Row[]; totals: Omit<Row, 'user_id' | 'name' | 'employee_number'> };
      expect(report.people.length).toBeGreaterThan(10);
      const names = report.people.map((row) => row.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      let withAbsence = 0;
      let withBreach = 0;
      for (const row of report.people) {
        const balance = (await t.send('GET', `/users/${row.user_id}/balance?start=${range.start}&end=${range.end}`, admin.headers)).json().data;
        const compliance = (await t.send('GET', `/users/${row.user_id}/compliance?start=${range.start}&end=${range.end}`, admin.headers)).json().data;
        const toDate = balance.to_date ?? { expected_seconds: 0, worked_seconds: 0, holiday_seconds: 0, absence_seconds: 0, balance_seconds: 0 };
        const absence = Object.values(row.absence_seconds).reduce((sum, seconds) => sum + seconds, 0);
        expect({
          expected: row.expected_seconds,
          worked: row.worked_seconds,
          holiday: row.holiday_seconds,
          absence,
          balance: row.balance_seconds,
          breaches: row.breaches,
        }).toEqual({
          expected: toDate.expected_seconds,
          worked: toDate.worked_seconds,
          holiday: toDate.holiday_seconds,
          absence: toDate.absence_seconds,
          balance: toDate.balance_seconds,
          breaches: compliance.breaches.length,
        });
        if (absence > 0) withAbsence += 1;
        if (row.breaches > 0) withBreach += 1;
      }
      // The demo company has absences and late shifts breaking the daily rest: the comparison is not empty.
      if (range.end < dateInZone(new Date(), ZONE)) {
        expect(withAbsence).toBeGreaterThan(0);
        expect(withBreach).toBeGreaterThan(0);
      }
      const sum = (pick: (row: Row) => number) => report.people.reduce((total, row) => total + pick(row), 0);
      expect(report.totals.expected_seconds).toBe(sum((row) => row.expected_seconds));
      expect(report.totals.worked_seconds).toBe(sum((row) => row.worked_seconds));
      expect(report.totals.balance_seconds).toBe(sum((row) => row.balance_seconds));
      expect(report.totals.absence_seconds.vacation).toBe(sum((row) => row.absence_seconds.vacation));
      expect(report.totals.breaches).toBe(sum((row) => row.breaches));
      expect(report.totals.weeks_validated).toBe(sum((row) => row.weeks_validated));
      expect(report.totals.pending_corrections).toBe(sum((row) => row.pending_corrections));
    }
  }, TIMEOUT);

  it('writes the same figures to CSV and XLSX, with a totals row', async () => {
    const [range] = ranges();
    const json = (await t.send('GET', `/reports/attendance?start=${range!.start}&end=${range!.end}`, admin.headers)).json().data as {
      people: Row[];
      totals: Row;
    };
    const csv = await t.send('GET', `/reports/attendance?start=${range!.start}&end=${range!.end}&format=csv`, admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendance-${range!.start}-${range!.end}.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(json.people.length + 2);
    expect(lines[0]!.startsWith('Employee number,Person,Expected,Worked,Holidays,')).toBe(true);
    for (const [index, row] of json.people.entries()) {
      const cells = lines[index + 1]!.split(',');
      expect(parseDuration(cells[3]!)).toBe(row.worked_seconds);
      expect(parseDuration(cells[9]!)).toBe(row.balance_seconds);
    }
    expect(parseDuration(lines.at(-1)!.split(',')[3]!)).toBe(json.totals.worked_seconds);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/reports/attendance?start=${range!.start}&end=${range!.end}&format=xlsx`,
      headers: admin.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(json.people.length + 3);
    const first = sheet.getRow(3);
    expect(first.getCell(2).value).toBe(json.people[0]!.name);
    expect(Math.round(Number(first.getCell(4).value) * 3600)).toBe(json.people[0]!.worked_seconds);
    expect(Math.round(Number(sheet.getRow(sheet.rowCount).getCell(4).value) * 3600)).toBe(json.totals.worked_seconds);
  }, TIMEOUT);
});

describe('who sees whom', () => {
  it('gives a manager their own people, a team filter, and refuses the rest', async () => {
    const manager = await t.f.person('manager');
    const own = await t.f.buildUser({ name: '=HYPERLINK("x")' });
    const team = await t.f.buildTeam({ manager: manager.user, members: [own] });
    const otherManager = await t.f.buildUser({ role: 'manager' });
    const otherTeam = await t.f.buildTeam({ manager: otherManager });
    const range = ranges()[0]!;
    const q = `start=${range.start}&end=${range.end}`;

    const mine = await t.send('GET', `/reports/attendance?${q}`, manager.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.people.map((row: Row) => row.user_id)).toEqual([own.id]);
    expect((await t.send('GET', `/reports/attendance?${q}&team_id=${team.id}`, manager.headers)).json().data.people).toHaveLength(1);
    expect((await t.send('GET', `/reports/attendance?${q}&team_id=${otherTeam.id}`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/reports/attendance?${q}&team_id=999999`, manager.headers)).statusCode).toBe(404);
    const byTeam = await t.send('GET', `/reports/attendance?${q}&team_id=${team.id}`, admin.headers);
    expect(byTeam.json().data.people.map((row: Row) => row.user_id)).toEqual([own.id]);

    // A name that a spreadsheet would run is written as text.
    const csv = await t.send('GET', `/reports/attendance?${q}&format=csv`, manager.headers);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);

    const employee = await t.f.person('employee');
    expect((await t.send('GET', `/reports/attendance?${q}`, employee.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/reports/attendance?${q}`, {})).statusCode).toBe(401);
  });

  it('refuses bad ranges and formats with the field codes', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['start=2026-01-01&end=2027-06-01', { end: ['range_too_long'] }],
      ['start=2026-02-01&end=2026-01-01', { end: ['before_start'] }],
      ['start=1960-01-01&end=1960-01-02', { start: ['out_of_range'], end: ['out_of_range'] }],
      ['end=2026-01-02', { start: ['required'] }],
    ];
    for (const [q, expected] of cases) {
      const res = await t.send('GET', `/reports/attendance?${q}`, admin.headers);
      expect(res.statusCode, q).toBe(422);
      expect(codes(res)).toEqual(expected);
    }
    const format = await t.send('GET', '/reports/attendance?start=2026-01-01&end=2026-01-31&format=pdf', admin.headers);
    expect(format.statusCode).toBe(422);
    const team = await t.send('GET', '/reports/attendance?start=2026-01-01&end=2026-01-31&team_id=abc', admin.headers);
    expect(team.statusCode).toBe(422);
  });
});

describe('employee numbers', () => {
  it('are set by general managers, unique, shown on the account, and refused to others', async () => {
    const person = await t.f.person('employee');
    const other = await t.f.buildUser();
    const set = await t.send('PUT', `/users/${person.user.id}`, admin.headers, { employee_number: ' 10042 ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.employee_number).toBe('10042');
    expect(set.json().data.name).toBe(person.user.name);
    const taken = await t.send('PUT', `/users/${other.id}`, admin.headers, { employee_number: '10042' });
    expect(taken.statusCode).toBe(422);
    expect(codes(taken)).toEqual({ employee_number: ['taken'] });
    expect((await t.send('GET', '/auth/me', person.headers)).json().data.employee_number).toBe('10042');

    // The person renames themself, but cannot set their own number; a general manager cannot rename others.
    expect((await t.send('PUT', `/users/${person.user.id}`, person.headers, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await t.send('PUT', `/users/${person.user.id}`, person.headers, { employee_number: '1' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${person.user.id}`, admin.headers, { name: 'Other' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${other.id}`, person.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${person.user.id}`, admin.headers, {})).statusCode).toBe(422);
    expect((await t.send('PUT', `/users/${person.user.id}`, admin.headers, { employee_number: 'x'.repeat(33) })).statusCode).toBe(422);
    expect((await t.send('PUT', `/users/${person.user.id}`, admin.headers, { employee_number: 'a\nb' })).statusCode).toBe(422);

    // Cleared with null; then free for another account.
    expect((await t.send('PUT', `/users/${person.user.id}`, admin.headers, { employee_number: null })).json().data.employee_number).toBe(null);
    expect((await t.send('PUT', `/users/${other.id}`, admin.headers, { employee_number: '10042' })).statusCode).toBe(200);
  });

  it('are imported with the people: invalid, duplicate in the file, taken by another account', async () => {
    const rows = [
      { email: 'num-a@example.org', name: 'A', employee_number: '20001' },
      { email: 'num-b@example.org', name: 'B', employee_number: '20001' },
    ];
    const duplicate = await t.send('POST', '/users/import?dry_run=true', admin.headers, { rows });
    expect(duplicate.json().data.rows.map((row: { errors?: unknown }) => row.errors)).toEqual([
      { employee_number: [{ code: 'duplicate' }] },
      { employee_number: [{ code: 'duplicate' }] },
    ]);
    const created = await t.send('POST', '/users/import?dry_run=false', admin.headers, { rows: [rows[0]] });
    expect(created.json().data.created).toBe(1);
    const stored = await t.db.selectFrom('users').select('employee_number').where('email', '=', 'num-a@example.org').executeTakeFirstOrThrow();
    expect(stored.employee_number).toBe('20001');
    const taken = await t.send('POST', '/users/import?dry_run=true', admin.headers, {
      rows: [{ email: 'num-c@example.org', name: 'C', employee_number: '20001' }, { email: 'num-d@example.org', name: 'D', employee_number: 'y'.repeat(33) }],
    });
    expect(taken.json().data.rows.map((row: { errors?: unknown }) => row.errors)).toEqual([
      { employee_number: [{ code: 'taken' }] },
      { employee_number: [{ code: 'invalid' }] },
    ]);
  });
});
