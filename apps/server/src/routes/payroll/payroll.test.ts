// The payroll month of a small company built here: its problems fixed one by one until the month is
// ready, then both files compared byte for byte with golden files written by hand (golden/), the same
// bytes on a second export, drafts, settings and bad inputs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url));

let t: TestApp;
let tf: TimeFactories;
let admin: Awaited<ReturnType<TestApp['f']['person']>>;
let jurgen: UserRow;
let lukasz: UserRow;
const MONDAYS = ['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'];
const SETTINGS = {
  wage_types: { worked: '100', absence_vacation: '300', absence_sick: '200', absence_training: '400', absence_other: null, 'leave:1': '500' },
  datev: { consultant_number: '1234567', client_number: '12345' },
};

beforeAll(async () => {
  t = await createTestApp();
  tf = new TimeFactories(t.db);
  admin = await t.f.person('general_manager');
  await t.db.updateTable('users').set({ name: 'Ada Admin' }).where('id', '=', admin.user.id).execute();
  jurgen = await t.f.buildUser({ name: 'Jürgen Müller' });
  lukasz = await t.f.buildUser({ name: 'Łukasz Żółć' });
  // Jürgen: 8 h (a 30-minute break) and 4.25 h worked, two days of vacation, a sick day.
  await tf.workingTime(jurgen, {
    start: '2026-09-01T08:00:00Z',
    end: '2026-09-01T16:30:00Z',
    breaks: [{ start: '2026-09-01T12:00:00Z', end: '2026-09-01T12:30:00Z' }],
  });
  await tf.workingTime(jurgen, { start: '2026-09-02T08:00:00Z', end: '2026-09-02T12:15:00Z' });
  // Two days of paid leave (the first leave type), asked for him by a general manager: approved at once.
  const leave = await t.send('POST', `/users/${jurgen.id}/leave-requests`, admin.headers, {
    leave_type_id: 1,
    start_date: '2026-09-03',
    end_date: '2026-09-04',
  });
  expect(leave.json().data).toMatchObject({ status: 'approved', days: 2 });
  await tf.absence(jurgen, { start_date: '2026-09-07', type: 'sick' });
  // Łukasz: 8 h worked, a day of training.
  await tf.workingTime(lukasz, { start: '2026-09-08T09:00:00Z', end: '2026-09-08T17:00:00Z' });
  await tf.absence(lukasz, { start_date: '2026-09-09', type: 'training' });
}, 120_000);
afterAll(() => t?.close());

const exportOf = (query: string) => t.send('GET', `/payroll/export?${query}`, admin.headers);

describe('a month made ready', () => {
  it('lists its problems, each fixed one by one, until both files are the golden ones', async () => {
    expect((await t.send('PUT', '/settings/payroll', admin.headers, SETTINGS)).statusCode).toBe(200);
    await t.db
      .insertInto('corrections')
      .values({ user_id: lukasz.id, start: new Date('2026-09-10T08:00:00Z'), end: new Date('2026-09-10T12:00:00Z'), reason: 'forgot' })
      .execute();
    const pendingLeave = await t.sendAs(lukasz, 'POST', `/users/${lukasz.id}/leave-requests`, {
      leave_type_id: 1,
      start_date: '2026-09-14',
      end_date: '2026-09-14',
    });
    expect(pendingLeave.json().data.status).toBe('pending');

    const first = await exportOf('month=2026-09&profile=generic');
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('not_ready');
    // The general manager started in November (their account's day): not in September's export.
    const people = [jurgen.id, lukasz.id];
    // Nobody has a number yet: ordered by name.
    expect(first.json().details.problems).toEqual([
      { user_id: jurgen.id, problem: 'no_employee_number' },
      { user_id: jurgen.id, problem: 'weeks_not_validated' },
      { user_id: lukasz.id, problem: 'no_employee_number' },
      { user_id: lukasz.id, problem: 'weeks_not_validated' },
      { user_id: lukasz.id, problem: 'pending_corrections' },
      { user_id: lukasz.id, problem: 'pending_leave' },
    ]);

    const numbers = ['1001', '1002'];
    for (const [index, id] of people.entries()) {
      expect((await t.send('PUT', `/users/${id}`, admin.headers, { employee_number: numbers[index] })).statusCode).toBe(200);
    }
    const problems = async () => (await exportOf('month=2026-09&profile=generic')).json().details?.problems;
    expect(await problems()).toEqual([
      { user_id: jurgen.id, problem: 'weeks_not_validated' },
      { user_id: lukasz.id, problem: 'weeks_not_validated' },
      { user_id: lukasz.id, problem: 'pending_corrections' },
      { user_id: lukasz.id, problem: 'pending_leave' },
    ]);
    const rejected = await t.send('POST', `/leave-requests/${pendingLeave.json().data.id}/reject`, admin.headers, { comment: 'no' });
    expect(rejected.statusCode).toBe(200);
    for (const id of people) {
      for (const weekStart of MONDAYS) await tf.validatedWeek({ id }, { weekStart, validatedBy: admin.user });
    }
    expect(await problems()).toEqual([{ user_id: lukasz.id, problem: 'pending_corrections' }]);
    const readiness = await t.send('GET', '/payroll/problems?month=2026-09&profile=datev_lodas', admin.headers);
    expect(readiness.json().data).toEqual({
      ready: false,
      problems: [
        { user_id: lukasz.id, problem: 'pending_corrections' },
        { user_id: lukasz.id, problem: 'name_transliterated' },
      ],
    });
    await t.db.updateTable('corrections').set({ status: 'rejected' }).where('user_id', '=', lukasz.id).execute();

    const generic = await exportOf('month=2026-09&profile=generic');
    expect(generic.statusCode).toBe(200);
    expect(generic.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(generic.headers['content-disposition']).toBe('attachment; filename="payroll-2026-09-generic.csv"');
    expect(generic.rawPayload.toString('utf8').split('\r\n')).toEqual(golden('payroll-2026-09-generic.csv').toString('utf8').split('\r\n'));
    expect(generic.rawPayload.equals(golden('payroll-2026-09-generic.csv'))).toBe(true);

    const datev = await exportOf('month=2026-09&profile=datev_lodas');
    expect(datev.statusCode).toBe(200);
    expect(datev.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(datev.headers['content-disposition']).toBe('attachment; filename="payroll-2026-09-datev_lodas.txt"');
    expect(datev.rawPayload.toString('latin1').split('\r\n')).toEqual(golden('payroll-2026-09-datev_lodas.txt').toString('latin1').split('\r\n'));
    expect(datev.rawPayload.equals(golden('payroll-2026-09-datev_lodas.txt'))).toBe(true);
    // The name Windows-1252 cannot hold is still listed, as a notice that does not keep the month from being ready.
    expect((await t.send('GET', '/payroll/problems?month=2026-09&profile=datev_lodas', admin.headers)).json().data).toEqual({
      ready: true,
      problems: [{ user_id: lukasz.id, problem: 'name_transliterated' }],
    });

    // The same month again: the same bytes.
    expect((await exportOf('month=2026-09&profile=generic')).rawPayload.equals(generic.rawPayload)).toBe(true);
    expect((await exportOf('month=2026-09&profile=datev_lodas')).rawPayload.equals(datev.rawPayload)).toBe(true);
  });

  it('exports a draft of a month not ready, saying so in the name and the file', async () => {
    // October: nobody's weeks are validated.
    expect((await exportOf('month=2026-10&profile=generic')).statusCode).toBe(409);
    const draft = await exportOf('month=2026-10&profile=generic&draft=true');
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-disposition']).toBe('attachment; filename="payroll-2026-10-generic-DRAFT.csv"');
    const lines = draft.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFemployee_number;name;wage_type;quantity;unit');
    expect(lines[1]).toBe('DRAFT;Draft of 2026-10: not ready for payroll (2 problems);;;');
    const datev = await exportOf('month=2026-10&profile=datev_lodas&draft=true');
    expect(datev.headers['content-disposition']).toBe('attachment; filename="payroll-2026-10-datev_lodas-DRAFT.txt"');
    expect(datev.rawPayload.toString('latin1')).toContain('\r\n* ENTWURF / DRAFT 2026-10: not ready for payroll (2 problems)\r\n');
    // A ready month asked as a draft is the final file.
    expect((await exportOf('month=2026-09&profile=generic&draft=true')).rawPayload.equals(golden('payroll-2026-09-generic.csv'))).toBe(true);
  });
});

describe('settings and bad inputs', () => {
  it('keeps the settings and refuses what DATEV cannot take', async () => {
    const read = await t.send('GET', '/settings/payroll', admin.headers);
    expect(read.json().data).toEqual({
      wage_types: { absence_sick: '200', absence_training: '400', absence_vacation: '300', 'leave:1': '500', worked: '100' },
      datev: SETTINGS.datev,
    });
    const bad = await t.send('PUT', '/settings/payroll', admin.headers, {
      wage_types: { worked: '12345', absence_sick: 'A-1', holiday: '1', 'leave:999': '1' },
      datev: { consultant_number: '999', client_number: '123456' },
    });
    expect(bad.statusCode).toBe(422);
    expect(codes(bad)).toEqual({
      'datev.consultant_number': ['invalid'],
      'datev.client_number': ['invalid'],
      'wage_types.worked': ['invalid'],
      'wage_types.absence_sick': ['invalid'],
      'wage_types.holiday': ['invalid'],
      'wage_types.leave:999': ['invalid'],
    });
    const half = await t.send('PUT', '/settings/payroll', admin.headers, { wage_types: {}, datev: { consultant_number: '1234', client_number: null } });
    expect(codes(half)).toEqual({ 'datev.client_number': ['invalid'] });
    const chars = await t.send('PUT', '/settings/payroll', admin.headers, { wage_types: { worked: 'a;b' }, datev: { consultant_number: null, client_number: null } });
    expect(codes(chars)).toEqual({ 'wage_types.worked': ['invalid'] });
    // Without DATEV, codes may be letters; DATEV's export then needs its numbers.
    const generic = await t.send('PUT', '/settings/payroll', admin.headers, { wage_types: { worked: 'HRS' }, datev: { consultant_number: null, client_number: null } });
    expect(generic.statusCode).toBe(200);
    const datev = await exportOf('month=2026-09&profile=datev_lodas');
    expect(datev.statusCode).toBe(422);
    expect(codes(datev)).toEqual({ profile: ['invalid'] });
    expect((await t.send('PUT', '/settings/payroll', admin.headers, SETTINGS)).statusCode).toBe(200);
  });

  it('refuses bad months and profiles, and everyone but general managers', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['month=2026-13&profile=generic', { month: ['invalid'] }],
      ['month=1969-12&profile=generic', { month: ['out_of_range'] }],
      ['month=2199-01&profile=generic', { month: ['in_future'] }],
      ['month=2026-09&profile=silae', { profile: ['invalid'] }],
      ['profile=generic', { month: ['required'] }],
    ];
    for (const [query, expected] of cases) {
      const res = await exportOf(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(codes(res)), query).toEqual(Object.keys(expected));
    }
    expect(codes(await exportOf('month=2026-13&profile=generic'))).toEqual({ month: ['invalid'] });
    expect(codes(await exportOf('month=2199-01&profile=generic'))).toEqual({ month: ['in_future'] });
    const manager = await t.f.person('manager');
    for (const [method, url] of [
      ['GET', '/settings/payroll'],
      ['GET', '/payroll/export?month=2026-09&profile=generic'],
      ['GET', '/payroll/problems?month=2026-09&profile=generic'],
    ] as const) {
      expect((await t.send(method, url, manager.headers)).statusCode).toBe(403);
      expect((await t.send(method, url, {})).statusCode).toBe(401);
    }
    expect((await t.send('PUT', '/settings/payroll', manager.headers, SETTINGS)).statusCode).toBe(403);
  });
});
