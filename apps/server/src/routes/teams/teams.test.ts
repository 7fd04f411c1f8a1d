import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { managersOf } from '../../policies/subjects.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let general: UserRow;
let manager: UserRow;
let otherManager: UserRow;
let employee: UserRow;
let colleague: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  general = await t.f.buildUser({ role: 'general_manager', name: 'Gina General' });
  manager = await t.f.buildUser({ role: 'manager', name: 'Mona Manager' });
  otherManager = await t.f.buildUser({ role: 'manager', name: 'Otto Other' });
  employee = await t.f.buildUser({ name: 'Emil Employee' });
  colleague = await t.f.buildUser({ name: 'Cleo Colleague' });
});
afterAll(() => t.close());

describe('GET /teams', () => {
  it('shows a manager the teams they manage, a general manager every team, an employee none', async () => {
    const mine = await t.f.buildTeam({ manager, members: [employee, colleague], name: 'Listing mine' });
    const theirs = await t.f.buildTeam({ manager: otherManager, members: [employee], name: 'Listing theirs' });

    const asManager = await t.sendAs(manager, 'GET', '/teams');
    expect(asManager.statusCode).toBe(200);
    const managed = asManager.json().data;
    expect(managed.map((team: { id: number }) => team.id)).toEqual([mine.id]);
    expect(managed[0]).toEqual({
      id: mine.id,
      name: 'Listing mine',
      manager_id: manager.id,
      members: [
        { id: colleague.id, name: 'Cleo Colleague', email: colleague.email, role: 'employee', start_date: null },
        { id: employee.id, name: 'Emil Employee', email: employee.email, role: 'employee', start_date: null },
      ],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const asGeneral = (await t.sendAs(general, 'GET', '/teams')).json().data.map((team: { id: number }) => team.id);
    expect(asGeneral).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const asEmployee = await t.sendAs(employee, 'GET', '/teams');
    expect(asEmployee.statusCode).toBe(200);
    expect(asEmployee.json()).toEqual({ data: [], meta: { total: 0, limit: 500, offset: 0 } });
  });

  it('pages the visible teams by name with limit and offset, counting only those the caller may see', async () => {
    const pager = await t.f.buildUser({ role: 'manager', name: 'Paula Pager' });
    const names = ['Page c', 'Page a', 'Page e', 'Page b', 'Page d'];
    const teams = [];
    for (const name of names) teams.push(await t.f.buildTeam({ manager: pager, name }));
    await t.f.buildTeam({ manager: otherManager, name: 'Page elsewhere' });
    const byName = [...teams].sort((a, b) => a.name.localeCompare(b.name));

    const page = await t.sendAs(pager, 'GET', '/teams?limit=2&offset=1');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().meta).toEqual({ total: 5, limit: 2, offset: 1 });
    expect(page.json().data.map((team: { name: string }) => team.name)).toEqual([byName[1]!.name, byName[2]!.name]);
    const last = (await t.sendAs(pager, 'GET', '/teams?limit=2&offset=4')).json();
    expect(last).toMatchObject({ data: [{ name: 'Page e' }], meta: { total: 5, limit: 2, offset: 4 } });

    const all = await t.db.selectFrom('teams').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const asGeneral = (await t.sendAs(general, 'GET', '/teams?limit=1')).json();
    expect(asGeneral.data).toHaveLength(1);
    expect(asGeneral.meta).toEqual({ total: Number(all.n), limit: 1, offset: 0 });
    expect((await t.sendAs(employee, 'GET', '/teams?limit=1&offset=3')).json()).toEqual({ data: [], meta: { total: 0, limit: 1, offset: 3 } });

    for (const query of ['limit=0', 'limit=5001', 'offset=-1', 'limit=abc']) {
      const refused = await t.sendAs(pager, 'GET', `/teams?${query}`);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().code).toBe('validation_failed');
    }
  });
});

describe('POST /teams', () => {
  it('lets a manager create a team they manage', async () => {
    const response = await t.sendAs(manager, 'POST', '/teams', { name: '  Night shift ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Night shift', manager_id: manager.id, members: [] });

    const named = await t.sendAs(manager, 'POST', '/teams', { name: 'Day shift', manager_id: manager.id });
    expect(named.statusCode).toBe(201);
  });

  it('refuses an employee, and a manager naming another manager', async () => {
    expect((await t.sendAs(employee, 'POST', '/teams', { name: 'Coup' })).json()).toEqual({ error: 'forbidden', code: 'forbidden' });
    const forOther = await t.sendAs(manager, 'POST', '/teams', { name: 'For Otto', manager_id: otherManager.id });
    expect(forOther.statusCode).toBe(403);
  });

  it('lets a general manager name any manager or general manager, or themself by default', async () => {
    const forOther = await t.sendAs(general, 'POST', '/teams', { name: 'Otto crew', manager_id: otherManager.id });
    expect(forOther.statusCode).toBe(201);
    expect(forOther.json().data.manager_id).toBe(otherManager.id);
    const own = await t.sendAs(general, 'POST', '/teams', { name: 'Head office' });
    expect(own.json().data.manager_id).toBe(general.id);
  });

  it('answers not_a_manager for an employee, an unknown or a deleted account', async () => {
    const gone = await t.f.buildUser({ role: 'manager', status: 'deleted' });
    for (const managerId of [employee.id, 999_999, gone.id]) {
      const response = await t.sendAs(general, 'POST', '/teams', { name: `Team of ${managerId}`, manager_id: managerId });
      expect(response.statusCode).toBe(422);
      expect(codes(response)).toEqual({ manager_id: ['not_a_manager'] });
    }
  });

  it('refuses a name already taken, whatever its case, and a missing or blank name', async () => {
    await t.f.buildTeam({ manager: otherManager, name: 'Warehouse' });
    const taken = await t.sendAs(manager, 'POST', '/teams', { name: 'WAREHOUSE' });
    expect(taken.statusCode).toBe(422);
    expect(codes(taken)).toEqual({ name: ['taken'] });
    expect(codes(await t.sendAs(manager, 'POST', '/teams', {}))).toEqual({ name: ['required'] });
    expect(codes(await t.sendAs(manager, 'POST', '/teams', { name: '   ' }))).toEqual({ name: ['too_short'] });
    expect(codes(await t.sendAs(manager, 'POST', '/teams', { name: 'x'.repeat(101) }))).toEqual({ name: ['too_long'] });
  });
});

describe('PUT /teams/{id}', () => {
  it('renames a team the manager manages, keeping the manager when it is named again', async () => {
    const team = await t.f.buildTeam({ manager, name: 'Rename me' });
    const response = await t.sendAs(manager, 'PUT', `/teams/${team.id}`, { name: 'Renamed', manager_id: manager.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: team.id, name: 'Renamed', manager_id: manager.id });
    // Its own name in another case is not "taken".
    expect((await t.sendAs(manager, 'PUT', `/teams/${team.id}`, { name: 'RENAMED' })).json().data.name).toBe('RENAMED');
  });

  it('refuses a team someone else manages, a change of manager by a manager, and an unknown team', async () => {
    const mine = await t.f.buildTeam({ manager });
    const theirs = await t.f.buildTeam({ manager: otherManager });
    expect((await t.sendAs(manager, 'PUT', `/teams/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await t.sendAs(employee, 'PUT', `/teams/${mine.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'PUT', `/teams/${mine.id}`, { manager_id: otherManager.id })).statusCode).toBe(403);
    expect((await t.sendAs(general, 'PUT', '/teams/999999', { name: 'Nowhere' })).statusCode).toBe(404);
    expect((await t.sendAs(general, 'PUT', '/teams/abc', { name: 'Nowhere' })).statusCode).toBe(404);
  });

  it('lets a general manager hand a team to another manager, never to an employee', async () => {
    const team = await t.f.buildTeam({ manager });
    const handed = await t.sendAs(general, 'PUT', `/teams/${team.id}`, { manager_id: otherManager.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data.manager_id).toBe(otherManager.id);
    const refused = await t.sendAs(general, 'PUT', `/teams/${team.id}`, { manager_id: employee.id });
    expect(codes(refused)).toEqual({ manager_id: ['not_a_manager'] });
  });

  it('refuses a name another team has', async () => {
    await t.f.buildTeam({ manager, name: 'Taken name' });
    const team = await t.f.buildTeam({ manager });
    expect(codes(await t.sendAs(manager, 'PUT', `/teams/${team.id}`, { name: 'taken NAME' }))).toEqual({ name: ['taken'] });
  });
});

describe('DELETE /teams/{id}', () => {
  it('deletes a team the manager manages; its members keep their accounts', async () => {
    const team = await t.f.buildTeam({ manager, members: [employee] });
    expect((await t.sendAs(otherManager, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(403);
    const response = await t.sendAs(manager, 'DELETE', `/teams/${team.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.sendAs(manager, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(404);
    const account = await t.db.selectFrom('users').select('status').where('id', '=', employee.id).executeTakeFirst();
    expect(account).toEqual({ status: 'active' });
    const left = await t.db.selectFrom('team_members').select('user_id').where('team_id', '=', team.id).execute();
    expect(left).toEqual([]);
  });
});

describe('team members', () => {
  it('adds a member once however often it is asked, and removes them', async () => {
    const team = await t.f.buildTeam({ manager });
    const added = await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, { user_id: employee.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.members).toEqual([{ id: employee.id, name: employee.name, email: employee.email, role: 'employee', start_date: null }]);
    const again = await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, { user_id: employee.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.members).toHaveLength(1);

    const removed = await t.sendAs(manager, 'DELETE', `/teams/${team.id}/members/${employee.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.sendAs(manager, 'DELETE', `/teams/${team.id}/members/${employee.id}`)).statusCode).toBe(404);
    expect((await t.sendAs(manager, 'GET', '/teams')).json().data.find((x: { id: number }) => x.id === team.id).members).toEqual([]);
  });

  it('makes the member one of the manager’s people', async () => {
    const team = await t.f.buildTeam({ manager });
    const newcomer = await t.f.buildUser();
    await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, { user_id: newcomer.id });
    expect(await managersOf(t.db, newcomer.id)).toEqual([manager.id]);
  });

  it('lets a manager add only employees; a manager or a general manager takes a general manager', async () => {
    const team = await t.f.buildTeam({ manager });
    for (const someone of [otherManager, general, manager]) {
      const refused = await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, { user_id: someone.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      expect(await managersOf(t.db, someone.id)).not.toContain(manager.id);
    }
    // Nor can they read or edit that person's hours afterwards.
    expect((await t.sendAs(manager, 'GET', `/workingtime/${otherManager.id}`)).statusCode).toBe(403);
    for (const someone of [otherManager, general]) {
      expect((await t.sendAs(general, 'POST', `/teams/${team.id}/members`, { user_id: someone.id })).statusCode).toBe(200);
    }
    expect(await managersOf(t.db, otherManager.id)).toEqual([manager.id]);
  });

  it('refuses an unknown or deleted account, someone else’s team and an unknown team', async () => {
    const team = await t.f.buildTeam({ manager });
    const gone = await t.f.buildUser({ status: 'deleted' });
    for (const userId of [999_999, gone.id]) {
      const response = await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, { user_id: userId });
      expect(response.statusCode).toBe(422);
      expect(codes(response)).toEqual({ user_id: ['invalid'] });
    }
    expect(codes(await t.sendAs(manager, 'POST', `/teams/${team.id}/members`, {}))).toEqual({ user_id: ['required'] });
    const theirs = await t.f.buildTeam({ manager: otherManager, members: [colleague] });
    expect((await t.sendAs(manager, 'POST', `/teams/${theirs.id}/members`, { user_id: employee.id })).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'DELETE', `/teams/${theirs.id}/members/${colleague.id}`)).statusCode).toBe(403);
    expect((await t.sendAs(employee, 'POST', `/teams/${team.id}/members`, { user_id: employee.id })).statusCode).toBe(403);
    expect((await t.sendAs(general, 'POST', '/teams/999999/members', { user_id: employee.id })).statusCode).toBe(404);
    expect((await t.sendAs(general, 'DELETE', `/teams/999999/members/${employee.id}`)).statusCode).toBe(404);
  });
});

describe('GET /teams/{id}/averages', () => {
  it('answers the report to the team’s manager and to a general manager', async () => {
    const team = await t.f.buildTeam({ manager, members: [employee] });
    await t.db
      .insertInto('working_times')
      .values({ user_id: employee.id, start: '2026-02-02T08:00:00Z', end: '2026-02-02T12:00:00Z' })
      .execute();
    for (const user of [manager, general]) {
      const response = await t.sendAs(user, 'GET', `/teams/${team.id}/averages?start=2026-02-02&end=2026-02-08`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        team_id: team.id,
        start: '2026-02-02',
        end: '2026-02-08',
        days: 7,
        members: [{ user_id: employee.id, worked_seconds: 14_400, worked_days: 1, daily_average_seconds: 14_400, weekly_average_seconds: 14_400 }],
        team: { worked_seconds: 14_400, daily_average_seconds: 14_400, weekly_average_seconds: 14_400 },
      });
      expect(response.json().data.series).toHaveLength(7);
    }
  });

  it('refuses an employee and the manager of another team; 404 for an unknown team', async () => {
    const team = await t.f.buildTeam({ manager, members: [employee] });
    const query = '?start=2026-02-02&end=2026-02-08';
    expect((await t.sendAs(employee, 'GET', `/teams/${team.id}/averages${query}`)).statusCode).toBe(403);
    expect((await t.sendAs(otherManager, 'GET', `/teams/${team.id}/averages${query}`)).statusCode).toBe(403);
    expect((await t.sendAs(general, 'GET', `/teams/999999/averages${query}`)).statusCode).toBe(404);
  });

  it('requires both dates, in order, at most 366 days apart', async () => {
    const team = await t.f.buildTeam({ manager });
    const ask = async (query: string) => t.sendAs(manager, 'GET', `/teams/${team.id}/averages${query}`);
    expect(codes(await ask(''))).toEqual({ start: ['required'], end: ['required'] });
    expect(codes(await ask('?start=2026-01-01'))).toEqual({ end: ['required'] });
    expect(codes(await ask('?end=2026-01-01'))).toEqual({ start: ['required'] });
    expect(codes(await ask('?start=2026-01-02&end=2026-01-01'))).toEqual({ end: ['before_start'] });
    expect(codes(await ask('?start=2026-02-30&end=2026-03-01'))).toEqual({ start: ['invalid'] });
    expect(codes(await ask('?start=2026-01-01&end=2026-01-01T10:00:00Z'))).toEqual({ end: ['invalid'] });
    const tooLong = await ask('?start=2027-01-01&end=2028-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(codes(tooLong)).toEqual({ end: ['range_too_long'] });
    // A leap year is 366 days: allowed.
    const leapYear = await ask('?start=2028-01-01&end=2028-12-31');
    expect(leapYear.statusCode).toBe(200);
    expect(leapYear.json().data.days).toBe(366);
    expect(leapYear.json().data.series).toHaveLength(366);
  });
});
