// Time off: leave types, requests and their day counts, decisions, balances, the team calendar and its
// privacy, and the calendar feed, on a region with public holidays (FR).
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import type { Person } from '../../test/factories.js';
import { testDatabaseKind } from '../../test/database.js';
import { TimeFactories } from '../../test/time-factories.js';
import { addDays, dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
let manager: Person;
let general: Person;
let outsider: Person;
let team: { id: number };
const PAID = 1;
const SICK = 2;
const UNPAID = 3;

beforeAll(async () => {
  t = await createTestApp({ env: { HOLIDAYS_REGION: 'FR' } });
  tf = new TimeFactories(t.db);
  manager = await t.f.person('manager');
  general = await t.f.person('general_manager');
  outsider = await t.f.person();
  team = await t.f.buildTeam({ manager: manager.user });
  await t.db.updateTable('users').set({ start_date: '2020-01-01' }).execute();
});
afterAll(() => t.close());

const today = () => dateInZone(new Date(), 'UTC');

/** A member of the team who started long ago. */
async function employee(): Promise<Person> {
  const p = await t.f.member(team);
  await t.db.updateTable('users').set({ start_date: '2020-01-01' }).where('id', '=', p.user.id).execute();
  return p;
}

const ask = (p: Person, body: Record<string, unknown>, as: Person = p) =>
  t.send('POST', `/users/${p.user.id}/leave-requests`, as.headers, { leave_type_id: PAID, ...body });

describe('leave types', () => {
  it('starts with the three defaults, read by everyone', async () => {
    const res = await t.send('GET', '/leave-types', outsider.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: PAID, name: 'Paid leave', category: 'vacation', requires_approval: true, tracked: true, annual_days: 25,
        accrual: 'annual', carry_over_max_days: 5, carry_over_expires: '03-31', allow_negative: false,
        visible_to_colleagues: true, active: true,
      },
      expect.objectContaining({ id: SICK, name: 'Sick leave', category: 'sick', requires_approval: false, tracked: false, visible_to_colleagues: false }),
      expect.objectContaining({ id: UNPAID, name: 'Unpaid leave', category: 'other', requires_approval: true, tracked: false }),
    ]);
    expect((await t.send('GET', '/leave-types', {})).statusCode).toBe(401);
  });

  it('are managed by general managers; a used one is archived, an unused one erased', async () => {
    const body = { name: 'Training days', category: 'training', tracked: true, annual_days: 3, accrual: 'monthly' };
    expect((await t.send('POST', '/leave-types', manager.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', '/leave-types', {}, body)).statusCode).toBe(401);
    const created = await t.send('POST', '/leave-types', general.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json().data;
    expect(type).toMatchObject({ name: 'Training days', accrual: 'monthly', annual_days: 3, requires_approval: true, active: true });

    const taken = await t.send('POST', '/leave-types', general.headers, { name: ' paid LEAVE ', category: 'vacation' });
    expect(codes(taken)).toEqual({ name: ['taken'] });
    const badDay = await t.send('POST', '/leave-types', general.headers, { name: 'X', category: 'other', carry_over_expires: '02-30' });
    expect(codes(badDay)).toEqual({ carry_over_expires: ['invalid'] });
    const badHalf = await t.send('POST', '/leave-types', general.headers, { name: 'Y', category: 'other', annual_days: 2.3 });
    expect(badHalf.statusCode).toBe(422);
    // A name, as every name, holds no line break or control character (it goes into files and e-mails).
    for (const name of ['Paid\nleave', 'Leave\u0007', '   ']) {
      const refused = await t.send('POST', '/leave-types', general.headers, { name, category: 'other' });
      expect(refused.statusCode, JSON.stringify(name)).toBe(422);
      expect(Object.keys(refused.json().details), JSON.stringify(name)).toEqual(['name']);
    }

    const updated = await t.send('PUT', `/leave-types/${type.id}`, general.headers, { annual_days: 4.5, visible_to_colleagues: false });
    expect(updated.json().data).toMatchObject({ annual_days: 4.5, visible_to_colleagues: false, name: 'Training days' });
    expect((await t.send('PUT', '/leave-types/99999', general.headers, { annual_days: 1 })).statusCode).toBe(404);
    expect((await t.send('PUT', `/leave-types/${type.id}`, manager.headers, { annual_days: 1 })).statusCode).toBe(403);

    // Used: archived.
    const p = await employee();
    expect((await ask(p, { leave_type_id: type.id, start_date: '2027-02-01', end_date: '2027-02-01' })).statusCode).toBe(201);
    expect((await t.send('DELETE', `/leave-types/${type.id}`, general.headers)).statusCode).toBe(204);
    const active = (await t.send('GET', '/leave-types', p.headers)).json().data.map((x: { id: number }) => x.id);
    expect(active).not.toContain(type.id);
    const all = (await t.send('GET', '/leave-types?include_archived=true', p.headers)).json().data;
    expect(all.find((x: { id: number }) => x.id === type.id)).toMatchObject({ active: false });
    expect(codes(await ask(p, { leave_type_id: type.id, start_date: '2027-03-01', end_date: '2027-03-01' }))).toEqual({
      leave_type_id: ['inactive'],
    });
    // Unused: erased.
    const spare = (await t.send('POST', '/leave-types', general.headers, { name: 'Spare', category: 'other' })).json().data;
    expect((await t.send('DELETE', `/leave-types/${spare.id}`, general.headers)).statusCode).toBe(204);
    const after = (await t.send('GET', '/leave-types?include_archived=true', p.headers)).json().data;
    expect(after.map((x: { id: number }) => x.id)).not.toContain(spare.id);
    expect((await t.send('DELETE', `/leave-types/${spare.id}`, general.headers)).statusCode).toBe(404);
  });
});

describe('counting days', () => {
  it('leaves out weekends, public holidays of the region (25 December in FR) and company days off', async () => {
    const p = await employee();
    // 2026-12-21 is a Monday; Friday the 25th is Christmas: Monday to Thursday count.
    const christmas = await ask(p, { start_date: '2026-12-21', end_date: '2026-12-27' });
    expect(christmas.statusCode, christmas.body).toBe(201);
    expect(christmas.json().data).toMatchObject({ days: 4, status: 'pending', start_half: null, end_half: null });

    const dayOff = await t.send('POST', '/holidays', general.headers, { date: '2027-01-06', name: 'Company day' });
    expect(dayOff.statusCode, dayOff.body).toBe(201);
    const january = await ask(p, { start_date: '2027-01-04', end_date: '2027-01-08' });
    expect(january.json().data.days).toBe(4);

    const weekend = await ask(p, { start_date: '2027-01-16', end_date: '2027-01-17' });
    expect(codes(weekend)).toEqual({ start_date: ['no_working_days'] });
  });

  it('counts halves: the first afternoon, the last morning, a single half', async () => {
    const p = await employee();
    const three = await ask(p, { start_date: '2027-03-01', end_date: '2027-03-04', start_half: 'afternoon', end_half: 'morning' });
    expect(three.json().data).toMatchObject({ days: 3, start_half: 'afternoon', end_half: 'morning' });
    const morning = await ask(p, { start_date: '2027-03-08', end_date: '2027-03-08', end_half: 'morning' });
    expect(morning.json().data).toMatchObject({ days: 0.5, start_half: 'morning', end_half: 'morning' });
    // The other half of the same day is free.
    const afternoon = await ask(p, { start_date: '2027-03-08', end_date: '2027-03-08', start_half: 'afternoon' });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect(codes(await ask(p, { start_date: '2027-03-08', end_date: '2027-03-08' }))).toEqual({ start_date: ['overlaps'] });

    expect(codes(await ask(p, { start_date: '2027-03-15', end_date: '2027-03-16', start_half: 'morning' }))).toEqual({ start_half: ['invalid'] });
    expect(codes(await ask(p, { start_date: '2027-03-15', end_date: '2027-03-16', end_half: 'afternoon' }))).toEqual({ end_half: ['invalid'] });
    expect(codes(await ask(p, { start_date: '2027-03-15', end_date: '2027-03-15', start_half: 'morning', end_half: 'afternoon' }))).toEqual({
      end_half: ['invalid'],
    });
  });

  it('refuses bad input with nothing written', async () => {
    const p = await employee();
    expect(codes(await ask(p, { start_date: '2027-04-09', end_date: '2027-04-08' }))).toEqual({ end_date: ['before_start'] });
    expect(codes(await ask(p, { start_date: '2027-04-01', end_date: '2028-04-08' }))).toEqual({ end_date: ['range_too_long'] });
    expect(codes(await ask(p, { leave_type_id: 9999, start_date: '2027-04-01', end_date: '2027-04-01' }))).toEqual({ leave_type_id: ['invalid'] });
    expect((await ask(p, { start_date: 'soon', end_date: '2027-04-01' })).statusCode).toBe(422);
    expect((await ask(p, { start_date: '2027-04-01', end_date: '2027-04-01', start_half: 'evening' })).statusCode).toBe(422);
    expect((await ask(p, { start_date: '2027-04-01' })).statusCode).toBe(422);
    expect((await t.send('GET', `/users/${p.user.id}/leave-requests`, p.headers)).json().data).toEqual([]);
  });

  it('refuses overlaps with requests and absences, and days in a validated week', async () => {
    const p = await employee();
    await ask(p, { start_date: '2027-05-03', end_date: '2027-05-07' });
    expect(codes(await ask(p, { start_date: '2027-05-07', end_date: '2027-05-10' }))).toEqual({ start_date: ['overlaps'] });
    await tf.absence(p.user, { start_date: '2027-05-17', end_date: '2027-05-18', type: 'training' });
    expect(codes(await ask(p, { start_date: '2027-05-18', end_date: '2027-05-19' }))).toEqual({ start_date: ['overlaps'] });

    await tf.validatedWeek(p.user, { weekStart: '2026-06-15', validatedBy: manager.user });
    const validated = await ask(p, { start_date: '2026-06-16', end_date: '2026-06-16' });
    expect(validated.statusCode).toBe(409);
    expect(validated.json().code).toBe('week_validated');
  });
});

describe('access', () => {
  it('401 without credentials, 404 for someone the caller may not view, 403 for a reviewer deciding their own', async () => {
    const p = await employee();
    expect((await t.send('POST', `/users/${p.user.id}/leave-requests`, {}, { leave_type_id: 1, start_date: '2027-06-01', end_date: '2027-06-01' })).statusCode).toBe(401);
    expect((await ask(p, { start_date: '2027-06-01', end_date: '2027-06-01' }, outsider)).statusCode).toBe(404);
    expect((await ask({ ...p, user: { ...p.user, id: 999_999 } }, { start_date: '2027-06-01', end_date: '2027-06-01' })).statusCode).toBe(404);
    expect((await t.send('GET', `/users/${p.user.id}/leave-balances`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${p.user.id}/leave-requests`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/999999/leave-balances`, general.headers)).statusCode).toBe(404);

    // A manager's own request goes to the general managers; the manager cannot decide it.
    const own = await t.send('POST', `/users/${manager.user.id}/leave-requests`, manager.headers, {
      leave_type_id: UNPAID,
      start_date: '2027-06-07',
      end_date: '2027-06-07',
    });
    expect(own.json().data.status).toBe('pending');
    const id = own.json().data.id;
    expect((await t.send('POST', `/leave-requests/${id}/approve`, manager.headers, {})).statusCode).toBe(403);
    expect((await t.send('POST', `/leave-requests/${id}/approve`, outsider.headers, {})).statusCode).toBe(403);
    expect((await t.send('POST', `/leave-requests/${id}/approve`, {}, {})).statusCode).toBe(401);
    expect((await t.send('POST', `/leave-requests/999999/approve`, general.headers, {})).statusCode).toBe(404);
    expect((await t.send('POST', `/leave-requests/${id}/reject`, general.headers, {})).statusCode).toBe(422);
    expect((await t.send('POST', `/leave-requests/${id}/approve`, general.headers, { comment: 'ok' })).json().data).toMatchObject({
      status: 'approved',
      decided_by: general.user.id,
      decision_comment: 'ok',
    });
  });
});

describe('decisions', () => {
  it('approval records the absence (half days credit half), notified, logged, announced', async () => {
    const p = await employee();
    const made = await ask(p, { start_date: '2027-06-14', end_date: '2027-06-17', end_half: 'morning', comment: 'family' });
    expect(made.statusCode, made.body).toBe(201);
    const request = made.json().data;
    expect(request).toMatchObject({ days: 3.5, status: 'pending', comment: 'family' });
    const managerKinds = (await t.send('GET', '/notifications', manager.headers)).json().data.map((n: { kind: string }) => n.kind);
    expect(managerKinds).toContain('leave_requested');

    const pending = await t.send('GET', '/leave-requests?status=pending', manager.headers);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toContain(request.id);
    const mine = await t.send('GET', '/leave-requests', p.headers);
    expect(mine.json().data.every((r: { user_id: number }) => r.user_id === p.user.id)).toBe(true);
    expect((await t.send('GET', '/leave-requests', outsider.headers)).json().data).toEqual([]);

    const approved = await t.send('POST', `/leave-requests/${request.id}/approve`, manager.headers, null);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decided_by: manager.user.id });
    const again = await t.send('POST', `/leave-requests/${request.id}/approve`, manager.headers, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_pending');

    const absences = (await t.send('GET', `/users/${p.user.id}/absences`, p.headers)).json().data;
    expect(absences).toEqual([
      expect.objectContaining({ type: 'vacation', start_date: '2027-06-14', end_date: '2027-06-17', start_half: null, end_half: 'morning', leave_request_id: request.id }),
    ]);
    const hours = (await t.send('GET', `/users/${p.user.id}/balance?start=2027-06-14&end=2027-06-18`, p.headers)).json().data;
    expect(hours.days.map((d: { absence_seconds: number }) => d.absence_seconds)).toEqual([25200, 25200, 25200, 12600, 0]);

    expect((await t.send('GET', '/notifications', p.headers)).json().data[0].kind).toBe('leave_approved');
    const changes = (await t.send('GET', `/users/${p.user.id}/changes`, p.headers)).json().data;
    expect(changes.map((c: { action: string; subject_type: string }) => `${c.action} ${c.subject_type}`)).toEqual([
      'create absence',
      'update leave_request',
      'create leave_request',
    ]);
    const events = await t.db.selectFrom('live_events').select(['kind', 'data']).where('kind', '=', 'leave_request').execute();
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([{ id: request.id, user_id: p.user.id, status: 'pending' }, { id: request.id, user_id: p.user.id, status: 'approved' }]),
    );

    const removed = await t.send('DELETE', `/absences/${absences[0].id}`, manager.headers);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('conflict');
    const hook = await t.db
      .insertInto('webhooks')
      .values({ url: 'https://hooks.example.test/leave', events: ['leave_request.cancelled'], secret_sealed: 'x', created_by: general.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Cancelled by a reviewer: the absence goes.
    const cancelled = await t.send('POST', `/leave-requests/${request.id}/cancel`, manager.headers);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await t.send('GET', `/users/${p.user.id}/absences`, p.headers)).json().data).toEqual([]);
    const sent = await t.db.selectFrom('webhook_events').select(['type', 'data']).where('type', 'like', 'leave_request.%').execute();
    expect(sent).toEqual([{ type: 'leave_request.cancelled', data: expect.objectContaining({ id: request.id, status: 'cancelled' }) }]);
    await t.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', hook.id).execute();
    await t.db.deleteFrom('webhooks').where('id', '=', hook.id).execute();
    const twice = await t.send('POST', `/leave-requests/${request.id}/cancel`, manager.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('conflict');
  });

  it('a past half day credits half the day in the running balance, counted day by day or over spans alike', async () => {
    const p = await employee();
    await t.db
      .insertInto('schedules')
      .values({ user_id: p.user.id, valid_from: '2020-01-01', weekly_seconds: [28800, 28800, 28800, 28800, 28800, 0, 0], created_by: general.user.id })
      .execute();
    // Thursday 4 June 2026 and the morning of Friday 5.
    const entered = await ask(p, { start_date: '2026-06-04', end_date: '2026-06-05', end_half: 'morning' }, manager);
    expect(entered.json().data).toMatchObject({ status: 'approved', days: 1.5 });
    const around = (await t.send('GET', `/users/${p.user.id}/balance?start=2026-06-02&end=2026-06-07`, p.headers)).json().data;
    expect(around.days.map((d: { absence_seconds: number }) => d.absence_seconds)).toEqual([0, 0, 28800, 14400, 0, 0]);
    const after = (await t.send('GET', `/users/${p.user.id}/balance?start=2026-06-06&end=2026-06-07`, p.headers)).json().data;
    expect(after.running_balance_seconds).toBe(around.running_balance_seconds);
  });

  it('rejects with a reason; the person cancels before the leave, not after; others may not', async () => {
    const p = await employee();
    const a = (await ask(p, { start_date: '2027-07-05', end_date: '2027-07-06' })).json().data;
    const rejected = await t.send('POST', `/leave-requests/${a.id}/reject`, manager.headers, { comment: 'busy week' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decision_comment: 'busy week' });
    expect((await t.send('POST', `/leave-requests/${a.id}/cancel`, p.headers)).json().code).toBe('conflict');
    expect((await t.send('POST', `/leave-requests/${a.id}/reject`, manager.headers, { comment: 'x' })).json().code).toBe('not_pending');
    // The days are free again.
    expect((await ask(p, { start_date: '2027-07-05', end_date: '2027-07-06' })).statusCode).toBe(201);

    const b = (await ask(p, { start_date: '2027-07-12', end_date: '2027-07-12' })).json().data;
    expect((await t.send('POST', `/leave-requests/${b.id}/cancel`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/leave-requests/${b.id}/cancel`, p.headers)).json().data.status).toBe('cancelled');

    // Entered by the manager for a past day: approved at once; the person may no longer cancel it.
    const past = addDays(mondayOf(addDays(today(), -30)), 1);
    const entered = await ask(p, { leave_type_id: SICK, start_date: past, end_date: past }, manager);
    expect(entered.json().data).toMatchObject({ status: 'approved', decided_by: manager.user.id });
    expect((await t.send('POST', `/leave-requests/${entered.json().data.id}/cancel`, p.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/leave-requests/${entered.json().data.id}/cancel`, manager.headers)).statusCode).toBe(200);
  });

  it('month-end holds back a week with a pending request', async () => {
    const p = await employee();
    const monday = '2026-06-08';
    const made = await ask(p, { leave_type_id: UNPAID, start_date: '2026-06-10', end_date: '2026-06-10' });
    expect(made.statusCode, made.body).toBe(201);
    const until = '2026-06-21';
    const run = await t.send('POST', `/teams/${team.id}/week-validations?dry_run=true`, manager.headers, { until });
    expect(run.statusCode, run.body).toBe(200);
    const mine = run.json().data.blocked.filter((week: { user_id: number }) => week.user_id === p.user.id);
    expect(mine).toEqual([
      { user_id: p.user.id, week_start: monday, reason: 'pending_leave', working_time_id: null, correction_id: null, leave_request_id: made.json().data.id },
    ]);
    expect(run.json().data.validated).toContainEqual({ user_id: p.user.id, week_start: addDays(monday, 7), id: null });
  });

  it('a type without approval is approved when made', async () => {
    const p = await employee();
    const sick = await ask(p, { leave_type_id: SICK, start_date: '2027-08-02', end_date: '2027-08-03' });
    expect(sick.json().data).toMatchObject({ status: 'approved', days: 2 });
  });
});

describe('balances', () => {
  it('counts taken, planned and pending against the allowance, refusing what is not left', async () => {
    const p = await employee();
    const year = Number(today().slice(0, 4));
    const set = await t.send('PUT', `/users/${p.user.id}/leave-allowances`, general.headers, { leave_type_id: PAID, year: year + 1, days: 5 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ leave_type_id: PAID, year: year + 1, allowance_days: 5, accrued_days: 5, available_days: expect.any(Number) });
    expect((await t.send('PUT', `/users/${p.user.id}/leave-allowances`, manager.headers, { leave_type_id: PAID, year, days: 5 })).statusCode).toBe(403);
    expect(codes(await t.send('PUT', `/users/${p.user.id}/leave-allowances`, general.headers, { leave_type_id: SICK, year, days: 5 }))).toEqual({
      leave_type_id: ['invalid'],
    });
    expect((await t.send('PUT', `/users/${p.user.id}/leave-allowances`, general.headers, { leave_type_id: PAID, year, days: 1.25 })).statusCode).toBe(422);

    // Next year: 5 days plus what this year carries (at most 5).
    const next = `${year + 1}`;
    const first = await ask(p, { start_date: `${next}-02-01`, end_date: `${next}-02-05` });
    expect(first.statusCode, first.body).toBe(201);
    await t.send('POST', `/leave-requests/${first.json().data.id}/approve`, manager.headers, {});
    const pendingOne = await ask(p, { start_date: `${next}-02-08`, end_date: `${next}-02-08`, start_half: 'afternoon' });
    expect(pendingOne.statusCode).toBe(201);
    const balance = (await t.send('GET', `/users/${p.user.id}/leave-balances?year=${next}`, p.headers)).json().data[0];
    expect(balance).toMatchObject({
      leave_type_id: PAID,
      year: year + 1,
      year_start: `${next}-01-01`,
      year_end: `${next}-12-31`,
      allowance_days: 5,
      accrued_days: 5,
      carried_over_days: 5,
      carried_over_expires_on: `${next}-03-31`,
      taken_days: 0,
      planned_days: 5,
      pending_days: 0.5,
      available_days: 4.5,
    });
    const tooMuch = await ask(p, { start_date: `${next}-06-07`, end_date: `${next}-06-11` });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details.leave_type_id).toEqual([{ code: 'insufficient_balance', available_days: 4.5, year: year + 1 }]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('races (PostgreSQL, two instances)', () => {
  it('of two requests for the same days, or the last days of a balance, exactly one is accepted', async () => {
    const other = await t.another();
    const p = await employee();
    const year = Number(today().slice(0, 4)) + 2;
    await t.send('PUT', `/users/${p.user.id}/leave-allowances`, general.headers, { leave_type_id: PAID, year, days: 3 });
    await t.db.updateTable('users').set({ start_date: `${year}-01-01` }).where('id', '=', p.user.id).execute();
    const body = (start: string, end: string) => ({ leave_type_id: PAID, start_date: start, end_date: end });
    const same = await Promise.all([
      t.send('POST', `/users/${p.user.id}/leave-requests`, p.headers, body(`${year}-03-01`, `${year}-03-01`)),
      t.send('POST', `/users/${p.user.id}/leave-requests`, p.headers, body(`${year}-03-01`, `${year}-03-01`), other),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    // 2 days left: two requests of 2 days each, on different days.
    const last = await Promise.all([
      t.send('POST', `/users/${p.user.id}/leave-requests`, p.headers, body(`${year}-04-05`, `${year}-04-06`)),
      t.send('POST', `/users/${p.user.id}/leave-requests`, p.headers, body(`${year}-04-12`, `${year}-04-13`), other),
    ]);
    expect(last.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = last.find((r) => r.statusCode === 422)!;
    expect(codes(refused)).toEqual({ leave_type_id: ['insufficient_balance'] });
  });
});

describe('the team calendar', () => {
  it('shows approved leave to colleagues without the type of a sick leave, pending only to reviewers', async () => {
    const a = await employee();
    const b = await employee();
    await t.db.updateTable('users').set({ name: 'Aaron Calendar' }).where('id', '=', a.user.id).execute();
    const sick = await ask(a, { leave_type_id: SICK, start_date: '2027-09-06', end_date: '2027-09-06' });
    expect(sick.json().data.status).toBe('approved');
    await ask(a, { start_date: '2027-09-08', end_date: '2027-09-08', start_half: 'morning' });

    const seenByB = await t.send('GET', '/leave-calendar?start=2027-09-01&end=2027-09-30', b.headers);
    expect(seenByB.statusCode, seenByB.body).toBe(200);
    const aForB = seenByB.json().data.find((row: { user_id: number }) => row.user_id === a.user.id);
    expect(aForB).toEqual({ user_id: a.user.id, name: 'Aaron Calendar', days: [{ date: '2027-09-06', status: 'approved', half: null }] });
    expect(JSON.stringify(seenByB.json())).not.toContain('"leave_type_id":2');

    const seenByManager = await t.send('GET', `/leave-calendar?start=2027-09-01&end=2027-09-30&team_id=${team.id}`, manager.headers);
    const aForManager = seenByManager.json().data.find((row: { user_id: number }) => row.user_id === a.user.id);
    expect(aForManager.days).toEqual([
      { date: '2027-09-06', status: 'approved', half: null, leave_type_id: SICK },
      { date: '2027-09-08', status: 'pending', half: 'morning', leave_type_id: PAID },
    ]);
    const names = seenByManager.json().data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));

    const outsiderView = (await t.send('GET', '/leave-calendar?start=2027-09-01&end=2027-09-30', outsider.headers)).json().data;
    expect(outsiderView.map((row: { user_id: number }) => row.user_id)).toEqual([outsider.user.id]);
    expect((await t.send('GET', '/leave-calendar?start=2027-09-01&end=2028-09-30', b.headers)).statusCode).toBe(422);
    expect((await t.send('GET', '/leave-calendar?start=2027-09-01', b.headers)).statusCode).toBe(422);
    expect((await t.send('GET', '/leave-calendar?start=2027-09-01&end=2027-09-30', {})).statusCode).toBe(401);
  });
});

describe('the calendar feed', () => {
  it('is a secret .ics address with stable UIDs, revocable', async () => {
    const p = await employee();
    const near = addDays(mondayOf(addDays(today(), 21)), 0);
    const made = await ask(p, { leave_type_id: SICK, start_date: near, end_date: addDays(near, 8) });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.send('POST', `/users/${p.user.id}/calendar-feed`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${p.user.id}/calendar-feed`, {})).statusCode).toBe(401);
    const feed = await t.send('POST', `/users/${p.user.id}/calendar-feed`, p.headers);
    expect(feed.statusCode, feed.body).toBe(201);
    const url = new URL(feed.json().data.url);
    expect(url.pathname).toBe('/api/leave-calendar.ics');

    const read = () => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(first.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const mine = events.filter((event) => event.summary.includes(p.user.name));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.startDate.isDate).toBe(true);
    expect(mine[0]!.startDate.toString()).toBe(near);
    expect(mine[0]!.endDate.toString()).toBe(addDays(near, 9));
    expect(mine[0]!.summary).toContain('Sick leave');
    const again = new ICAL.Component(ICAL.parse((await read()).body) as unknown[]);
    expect(again.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid')),
    );

    // A new address revokes the old one; deleting revokes it too.
    const second = new URL((await t.send('POST', `/users/${p.user.id}/calendar-feed`, p.headers)).json().data.url);
    expect((await read()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${second.pathname}${second.search}` })).statusCode).toBe(200);
    expect((await t.send('DELETE', `/users/${p.user.id}/calendar-feed`, p.headers)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${second.pathname}${second.search}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/leave-calendar.ics' })).statusCode).toBe(422);
  });
});
