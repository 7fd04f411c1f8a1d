// The reminder policy, the reminder channels of the preferences, and the managers' attention list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { addDays, dateInZone } from '../../time/zone.js';

let t: TestApp;
let admin: UserRow;
let manager: UserRow;
let employee: UserRow;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  employee = await t.f.buildUser();
});
afterAll(() => t.close());

describe('GET/PUT /settings/reminders', () => {
  it('401 without credentials, 403 for managers and employees', async () => {
    expect((await t.send('GET', '/settings/reminders', {})).statusCode).toBe(401);
    expect((await t.sendAs(manager, 'GET', '/settings/reminders')).statusCode).toBe(403);
    expect((await t.sendAs(employee, 'PUT', '/settings/reminders', { open_after_minutes: 60, missing_day_after: null, auto_close_after_minutes: null })).statusCode).toBe(403);
  });

  it('starts with the defaults and keeps what a general manager sets', async () => {
    const initial = await t.sendAs(admin, 'GET', '/settings/reminders');
    expect(initial.json().data).toEqual({ open_after_minutes: 720, missing_day_after: '09:00', auto_close_after_minutes: null });
    const policy = { open_after_minutes: 30, missing_day_after: '23:59', auto_close_after_minutes: 1440 };
    const set = await t.sendAs(admin, 'PUT', '/settings/reminders', policy);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual(policy);
    expect((await t.sendAs(admin, 'GET', '/settings/reminders')).json().data).toEqual(policy);
    const off = { open_after_minutes: null, missing_day_after: null, auto_close_after_minutes: null };
    expect((await t.sendAs(admin, 'PUT', '/settings/reminders', off)).json().data).toEqual(off);
  });

  it.each([
    [{ open_after_minutes: 29 }, 'open_after_minutes'],
    [{ open_after_minutes: 1441 }, 'open_after_minutes'],
    [{ open_after_minutes: 60.5 }, 'open_after_minutes'],
    [{ auto_close_after_minutes: 59 }, 'auto_close_after_minutes'],
    [{ auto_close_after_minutes: 1441 }, 'auto_close_after_minutes'],
    [{ missing_day_after: '24:00' }, 'missing_day_after'],
    [{ missing_day_after: '9:00' }, 'missing_day_after'],
    [{ missing_day_after: 'nine' }, 'missing_day_after'],
  ])('refuses %j with a 422 on its field', async (change, field) => {
    const res = await t.sendAs(admin, 'PUT', '/settings/reminders', {
      open_after_minutes: 720,
      missing_day_after: '09:00',
      auto_close_after_minutes: null,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(codes(res))).toContain(field);
  });

  it('refuses a policy missing a field', async () => {
    const res = await t.sendAs(admin, 'PUT', '/settings/reminders', { open_after_minutes: 720 });
    expect(res.statusCode).toBe(422);
    expect(codes(res)).toMatchObject({ missing_day_after: ['required'] });
  });
});

describe('preferences.reminders', () => {
  it('is on by default, changed by PUT /users/{id}/preferences, read in GET /auth/me', async () => {
    const me = await t.sendAs(employee, 'GET', '/auth/me');
    expect(me.json().data.preferences.reminders).toEqual({ email: true, push: true });
    const changed = await t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { reminders: { email: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.preferences).toMatchObject({ language: 'en', reminders: { email: false, push: true } });
    await t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { reminders: { push: false } });
    expect((await t.sendAs(employee, 'GET', '/auth/me')).json().data.preferences.reminders).toEqual({ email: false, push: false });
  });

  it('refuses a value that is not a boolean, and another person', async () => {
    const bad = await t.sendAs(employee, 'PUT', `/users/${employee.id}/preferences`, { reminders: { email: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.sendAs(manager, 'PUT', `/users/${employee.id}/preferences`, { reminders: { email: true } })).statusCode).toBe(403);
  });
});

describe('GET /attention', () => {
  it('401, 403 for employees, 404 for an unknown team, 403 for a team the manager does not manage', async () => {
    expect((await t.send('GET', '/attention', {})).statusCode).toBe(401);
    expect((await t.sendAs(employee, 'GET', '/attention')).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'GET', '/attention?team_id=999999')).statusCode).toBe(404);
    const otherManager = await t.f.buildUser({ role: 'manager' });
    const foreign = await t.f.buildTeam({ manager: otherManager });
    expect((await t.sendAs(manager, 'GET', `/attention?team_id=${foreign.id}`)).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'GET', '/attention?team_id=abc')).statusCode).toBe(422);
  });

  it('lists what needs the manager among their people, and forgets it once fixed', async () => {
    await t.sendAs(admin, 'PUT', '/settings/reminders', { open_after_minutes: null, missing_day_after: '09:00', auto_close_after_minutes: null });
    await t.db.updateTable('app_settings').set({ value: JSON.stringify(Array(7).fill(25200)) }).where('key', '=', 'default_schedule').execute();
    const now = new Date();
    const today = dateInZone(now, 'UTC');
    const people = await Promise.all([t.f.buildUser({ name: 'Ada' }), t.f.buildUser({ name: 'Bo' }), t.f.buildUser({ name: 'Outsider' })]);
    const [ada, bo, outsider] = people as [UserRow, UserRow, UserRow];
    const team = await t.f.buildTeam({ manager, members: [ada, bo] });
    // Accounts made three days ago; every day since then worked, except the ones the test leaves out.
    await sql`update users set created_at = now() - interval '3 days' where id = any(${[ada.id, bo.id, outsider.id]}::int[])`.execute(t.db);
    const day = (offset: number) => addDays(today, offset);
    const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
    for (const offset of [-3, -2, -1]) {
      // Bo's mornings end at 10:00: the open period below starts at 11:00 yesterday at the earliest (13 hours
      // before now), so that closing it never overlaps them, whatever the hour the test runs at.
      await t.db.insertInto('working_times').values({ user_id: bo.id, start: at(day(offset), 6), end: at(day(offset), 10) }).execute();
      if (offset !== -2) await t.db.insertInto('working_times').values({ user_id: ada.id, start: at(day(offset), 8), end: at(day(offset), 12) }).execute();
    }
    // Bo: a period open for 13 hours (720 minutes when the open-period reminders are off) and one closed by the service.
    const open = await t.db.insertInto('working_times').values({ user_id: bo.id, start: new Date(now.getTime() - 13 * HOUR), end: null }).returning('id').executeTakeFirstOrThrow();
    const closed = await t.db
      .insertInto('working_times')
      .values({ user_id: bo.id, start: at(day(-3), 13), end: at(day(-3), 15), auto_closed: true })
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await t.sendAs(manager, 'GET', '/attention');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { user_id: number; kind: string; date: string; working_time_id?: number }[];
    expect(items.filter((item) => item.user_id === ada.id)).toEqual([{ user_id: ada.id, name: 'Ada', kind: 'missing_day', date: day(-2) }]);
    expect(items.filter((item) => item.user_id === bo.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'open_too_long', working_time_id: open.id }),
        expect.objectContaining({ kind: 'auto_closed', working_time_id: closed.id, date: day(-3) }),
      ]),
    );
    expect(items.some((item) => item.user_id === outsider.id)).toBe(false);
    // The general manager sees the outsider's missing days too; the team filter keeps the team.
    const all = (await t.sendAs(admin, 'GET', '/attention')).json().data as { user_id: number }[];
    expect(all.some((item) => item.user_id === outsider.id)).toBe(true);
    const teamOnly = (await t.sendAs(admin, 'GET', `/attention?team_id=${team.id}`)).json().data as { user_id: number }[];
    expect(teamOnly.every((item) => item.user_id === ada.id || item.user_id === bo.id)).toBe(true);

    // Fixed: an absence for Ada's day; Bo's open period closed; the automatic close corrected.
    await t.db.insertInto('absences').values({ user_id: ada.id, type: 'sick', start_date: day(-2), end_date: day(-2), created_by: admin.id }).execute();
    const closedNow = await t.sendAs(manager, 'PUT', `/workingtime/${open.id}`, { end: new Date(now.getTime() - 5 * HOUR).toISOString() });
    expect(closedNow.statusCode, closedNow.body).toBe(200);
    const corrected = await t.sendAs(manager, 'PUT', `/workingtime/${closed.id}`, { end: at(day(-3), 16).toISOString() });
    expect(corrected.statusCode).toBe(200);
    const after = (await t.sendAs(manager, 'GET', `/attention?team_id=${team.id}`)).json().data;
    expect(after).toEqual([]);
  });
});
