// Leave years starting on 1 June (French paid leave): monthly accrual, carry-over and its expiry, computed
// from the records; the sums other features read (leave days by type, pending requests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestApp, type TestApp } from '../test/app.js';
import type { Person } from '../test/factories.js';
import { balanceOf, carryOverExpiry, leaveDaysByType, leaveYearBounds, leaveYearOf, monthlyAccrued, pendingLeaveRequestCounts } from './leave.js';

let t: TestApp;
let general: Person;
let person: Person;
const PAID = 1;
const SICK = 2;

beforeAll(async () => {
  t = await createTestApp({ env: { HOLIDAYS_REGION: 'FR', LEAVE_YEAR_START: '06-01' } });
  general = await t.f.person('general_manager');
  person = await t.f.person();
  await t.db.updateTable('users').set({ start_date: '2021-06-01' }).where('id', '=', person.user.id).execute();
});
afterAll(() => t.close());

const enter = (start: string, end: string, type = PAID) =>
  t.send('POST', `/users/${person.user.id}/leave-requests`, general.headers, { leave_type_id: type, start_date: start, end_date: end });

describe('leave years', () => {
  it('are named by the calendar year they start in', () => {
    expect(leaveYearOf('2026-05-31', '06-01')).toBe(2025);
    expect(leaveYearOf('2026-06-01', '06-01')).toBe(2026);
    expect(leaveYearBounds(2026, '06-01')).toEqual({ start: '2026-06-01', end: '2027-05-31' });
    expect(leaveYearBounds(2026, '01-01')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(carryOverExpiry(2026, '06-01', '03-31')).toBe('2027-03-31');
    expect(carryOverExpiry(2026, '01-01', '03-31')).toBe('2026-03-31');
  });

  it('accrue monthly: a twelfth on the first day of each month of the year, rounded to halves', () => {
    expect(monthlyAccrued(25, 2026, '06-01', '2026-05-31')).toBe(0);
    expect(monthlyAccrued(25, 2026, '06-01', '2026-06-01')).toBe(2);
    expect(monthlyAccrued(25, 2026, '06-01', '2026-11-27')).toBe(12.5);
    expect(monthlyAccrued(12, 2026, '06-01', '2027-05-01')).toBe(12);
    expect(monthlyAccrued(12, 2026, '06-01', '2027-04-30')).toBe(11);
  });

  it('carry over at most the maximum, spent first, expiring on their day', () => {
    const type = { id: 1, annual_days: 25, accrual: 'annual' as const, carry_over_max_days: 5, carry_over_expires: '03-31' };
    const days = [
      { leave_type_id: 1, date: '2025-07-01', days: 20, status: 'approved' as const },
      { leave_type_id: 1, date: '2026-07-01', days: 1, status: 'approved' as const },
      { leave_type_id: 1, date: '2027-04-15', days: 2, status: 'approved' as const },
    ];
    const facts = { type, allowances: new Map(), days, firstYear: 2025, leaveYearStart: '06-01', today: '2026-09-01' };
    expect(balanceOf(2025, facts)).toMatchObject({ carried_over_days: 0, taken_days: 20, available_days: 5 });
    // Before the expiry: 5 carried, nothing expired yet.
    expect(balanceOf(2026, facts)).toMatchObject({
      carried_over_days: 5,
      carried_over_expires_on: '2027-03-31',
      expired_days: 0,
      taken_days: 1,
      planned_days: 2,
      available_days: 27,
    });
    // After it: 4 of the 5 expired (one day was spent by then).
    expect(balanceOf(2026, { ...facts, today: '2027-04-01' })).toMatchObject({ expired_days: 4, available_days: 23 });
    // The next year, if nothing more were taken: 25 + 5 - 4 - 3 = 23, at most 5.
    expect(balanceOf(2027, facts)).toMatchObject({ carried_over_days: 5 });
    // A year before the first carries nothing over.
    expect(balanceOf(2024, facts).carried_over_days).toBe(0);
  });
});

describe('balances across leave years starting on 1 June', () => {
  it('carry the unused days over, the unspent part expiring after 31 March', async () => {
    // 2021 leave year: 18 days (14 July is a holiday).
    const first = await enter('2021-07-05', '2021-07-29');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ days: 18, status: 'approved' });
    // 2022 leave year: 2 days before the carried days expire, 8 after.
    expect((await enter('2023-02-06', '2023-02-07')).json().data.days).toBe(2);
    expect((await enter('2023-04-17', '2023-04-26')).json().data.days).toBe(8);

    const year2021 = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2021`, person.headers)).json().data;
    expect(year2021).toEqual([
      {
        leave_type_id: PAID, year: 2021, year_start: '2021-06-01', year_end: '2022-05-31', allowance_days: 25, accrued_days: 25,
        carried_over_days: 0, carried_over_expires_on: '2022-03-31', expired_days: 0, taken_days: 18, planned_days: 0,
        pending_days: 0, available_days: 7,
      },
    ]);
    const year2022 = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2022`, person.headers)).json().data[0];
    expect(year2022).toMatchObject({
      carried_over_days: 5,
      carried_over_expires_on: '2023-03-31',
      expired_days: 3,
      taken_days: 10,
      available_days: 17,
    });
    const year2023 = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2023`, person.headers)).json().data[0];
    expect(year2023).toMatchObject({ carried_over_days: 5, expired_days: 5, taken_days: 0, available_days: 25 });
    // A year that ended before the start carries nothing and counts nothing.
    const year2020 = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2020`, person.headers)).json().data[0];
    expect(year2020).toMatchObject({ carried_over_days: 0, taken_days: 0 });
    // Reading twice gives the same.
    expect((await t.send('GET', `/users/${person.user.id}/leave-balances?year=2022`, person.headers)).json().data[0]).toEqual(year2022);
    expect((await t.send('GET', `/users/${person.user.id}/leave-balances?year=1969`, person.headers)).statusCode).toBe(422);
  });

  it('accrue monthly, a request checked against what has accrued by its last day', async () => {
    const type = (
      await t.send('POST', '/leave-types', general.headers, { name: 'Monthly days', category: 'vacation', tracked: true, annual_days: 12, accrual: 'monthly' })
    ).json().data;
    const own = (body: Record<string, unknown>) =>
      t.send('POST', `/users/${person.user.id}/leave-requests`, person.headers, { leave_type_id: type.id, ...body });
    // 2 August 2030 is a Friday: by then June, July and August have accrued, 3 days; the request needs 4.
    const tooEarly = await own({ start_date: '2030-08-02', end_date: '2030-08-07' });
    expect(tooEarly.json().details).toEqual({ leave_type_id: [{ code: 'insufficient_balance', available_days: 3, year: 2030 }] });
    expect((await own({ start_date: '2030-08-02', end_date: '2030-08-06' })).statusCode).toBe(201);
    const balances = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2030`, person.headers)).json().data;
    // A future year has accrued nothing yet.
    expect(balances.find((b: { leave_type_id: number }) => b.leave_type_id === type.id)).toMatchObject({ accrued_days: 0, pending_days: 3 });
    const past = (await t.send('GET', `/users/${person.user.id}/leave-balances?year=2022`, person.headers)).json().data;
    expect(past.find((b: { leave_type_id: number }) => b.leave_type_id === type.id)).toMatchObject({ accrued_days: 12 });
    expect(codes(await own({ start_date: '2030-09-02', end_date: '2030-09-02', start_half: 'noon' }))).toEqual({ start_half: ['invalid'] });
  });

  it('answer the days per person and type, and the pending requests, for many people at once', async () => {
    const other = await t.f.person();
    await t.db.updateTable('users').set({ start_date: '2021-06-01' }).where('id', '=', other.user.id).execute();
    await t.send('POST', `/users/${other.user.id}/leave-requests`, general.headers, { leave_type_id: SICK, start_date: '2023-04-24', end_date: '2023-04-25' });
    const pending = await t.send('POST', `/users/${other.user.id}/leave-requests`, other.headers, { leave_type_id: PAID, start_date: '2023-05-02', end_date: '2023-05-02' });
    expect(pending.json().data.status).toBe('pending');
    const days = await leaveDaysByType(t.db, { userIds: [person.user.id, other.user.id], start: '2023-04-01', end: '2023-04-30' });
    expect(days).toEqual([
      { user_id: person.user.id, leave_type_id: PAID, days: 8 },
      { user_id: other.user.id, leave_type_id: SICK, days: 2 },
    ]);
    expect(await leaveDaysByType(t.db, { userIds: [], start: '2023-04-01', end: '2023-04-30' })).toEqual([]);
    const counts = await pendingLeaveRequestCounts(t.db, { userIds: [person.user.id, other.user.id], start: '2023-05-01', end: '2023-05-31' });
    expect([...counts]).toEqual([[other.user.id, 1]]);
  });

  it('take the allowance of the first tracked type for the current leave year from the import', async () => {
    const rows = [
      { email: 'leave-import@example.test', name: 'Imported Leave', leave_days: '27,5' },
      { email: 'leave-import-2@example.test', name: 'Imported Number', leave_days: 30 },
    ];
    const bad = await t.send('POST', '/users/import?dry_run=false', general.headers, { rows: [{ email: 'x@example.test', name: 'X', leave_days: '2.3' }] });
    expect(bad.json().data.rows[0]).toMatchObject({ status: 'invalid', errors: { leave_days: [{ code: 'invalid' }] } });
    const done = await t.send('POST', '/users/import?dry_run=false', general.headers, { rows });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.created).toBe(2);
    const created = await t.db.selectFrom('users').select(['id', 'email']).where('email', 'in', rows.map((row) => row.email)).orderBy('id').execute();
    const allowances = await t.db.selectFrom('leave_allowances').select(['user_id', 'leave_type_id', 'year', 'days']).where('user_id', 'in', created.map((u) => u.id)).orderBy('user_id').execute();
    const year = leaveYearOf(new Date().toISOString().slice(0, 10), '06-01');
    expect(allowances.map((a) => ({ ...a, days: Number(a.days) }))).toEqual([
      { user_id: created[0]!.id, leave_type_id: PAID, year, days: 27.5 },
      { user_id: created[1]!.id, leave_type_id: PAID, year, days: 30 },
    ]);
  });
});
