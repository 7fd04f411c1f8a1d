// Absences and week validations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Person } from '../../test/factories.js';
import { TimeFactories } from '../../test/time-factories.js';
import { addDays, dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
let manager: Person;
let otherManager: Person;
let general: Person;
let outsider: Person;
let team: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  tf = new TimeFactories(t.db);
  manager = await t.f.person('manager');
  otherManager = await t.f.person('manager');
  general = await t.f.person('general_manager');
  outsider = await t.f.person();
  team = await t.f.buildTeam({ manager: manager.user });
});
afterAll(() => t.close());

const today = () => dateInZone(new Date(), 'UTC');
const lastMonday = () => mondayOf(addDays(today(), -7));

describe('absences', () => {
  it('creates a batch, lists and deletes, logging and notifying each', async () => {
    const p = await t.f.member(team);
    const created = await t.send('POST', `/users/${p.user.id}/absences`, manager.headers, {
      absences: [
        { type: 'vacation', start_date: '2026-07-06', end_date: '2026-07-10', note: 'summer' },
        { type: 'sick', start_date: '2026-03-02', end_date: '2026-03-02' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [vacation, sick] = created.json().data;
    expect(vacation).toMatchObject({
      user_id: p.user.id,
      type: 'vacation',
      start_date: '2026-07-06',
      end_date: '2026-07-10',
      note: 'summer',
      created_by: manager.user.id,
    });
    expect(vacation.created_at).toMatch(/Z$/);
    expect(sick).toMatchObject({ type: 'sick', note: null });

    const all = await t.send('GET', `/users/${p.user.id}/absences`, p.headers);
    expect(all.json()).toMatchObject({ meta: { total: 2 }, data: [{ id: sick.id }, { id: vacation.id }] });
    const july = await t.send('GET', `/users/${p.user.id}/absences?start=2026-07-10&end=2026-07-31`, p.headers);
    expect(july.json().data.map((a: { id: number }) => a.id)).toEqual([vacation.id]);
    const none = await t.send('GET', `/users/${p.user.id}/absences?start=2026-07-11&end=2026-07-31`, p.headers);
    expect(none.json().data).toEqual([]);

    expect((await t.send('DELETE', `/absences/${sick.id}`, manager.headers)).statusCode).toBe(204);
    const changes = (await t.send('GET', `/users/${p.user.id}/changes`, p.headers)).json().data;
    expect(changes.map((c: { action: string; subject_type: string }) => `${c.action} ${c.subject_type}`)).toEqual([
      'delete absence',
      'create absence',
      'create absence',
    ]);
    expect(changes[0]).toMatchObject({ subject_id: sick.id, before: sick, after: null });
    const kinds = (await t.send('GET', '/notifications', p.headers)).json().data.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['absence_deleted', 'absence_created', 'absence_created']);
  });

  it('refuses overlaps and bad dates, all or nothing', async () => {
    const p = await t.f.member(team);
    await tf.absence(p.user, { start_date: '2026-05-04', end_date: '2026-05-08' });
    const expectCode = async (absences: unknown[], field: string, code: string) => {
      const res = await t.send('POST', `/users/${p.user.id}/absences`, manager.headers, { absences });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details[field], res.body).toEqual(expect.arrayContaining([{ code }]));
    };
    await expectCode(
      [
        { type: 'training', start_date: '2026-06-01', end_date: '2026-06-03' },
        { type: 'other', start_date: '2026-06-03', end_date: '2026-06-04' },
      ],
      'absences.1.start_date',
      'overlaps',
    );
    await expectCode(
      [
        { type: 'training', start_date: '2026-06-10', end_date: '2026-06-10' },
        { type: 'vacation', start_date: '2026-05-08', end_date: '2026-05-12' },
      ],
      'absences.1.start_date',
      'overlaps',
    );
    await expectCode([{ type: 'sick', start_date: '2026-06-05', end_date: '2026-06-04' }], 'absences.0.end_date', 'before_start');
    await expectCode([{ type: 'holiday', start_date: '2026-06-05', end_date: '2026-06-05' }], 'absences.0.type', 'invalid');
    await expectCode([{ type: 'sick', start_date: '2026-02-30', end_date: '2026-03-01' }], 'absences.0.start_date', 'invalid');
    await expectCode([{ type: 'sick', start_date: '2026-06-05' }], 'absences.0.end_date', 'required');
    await expectCode([], 'absences', 'too_short');
    const rows = await t.db.selectFrom('absences').select('id').where('user_id', '=', p.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses creating or deleting an absence in a validated week', async () => {
    const p = await t.f.member(team);
    const monday = lastMonday();
    const absence = await tf.absence(p.user, { start_date: addDays(monday, 2) });
    await tf.validatedWeek(p.user, { weekStart: monday, validatedBy: manager.user });
    const create = await t.send('POST', `/users/${p.user.id}/absences`, manager.headers, {
      absences: [{ type: 'sick', start_date: addDays(monday, -2), end_date: monday }],
    });
    expect(create.statusCode).toBe(409);
    expect(create.json().code).toBe('week_validated');
    const del = await t.send('DELETE', `/absences/${absence.id}`, manager.headers);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('week_validated');
    // The day before the week is free.
    const before = await t.send('POST', `/users/${p.user.id}/absences`, manager.headers, {
      absences: [{ type: 'sick', start_date: addDays(monday, -1), end_date: addDays(monday, -1) }],
    });
    expect(before.statusCode).toBe(201);
  });

  it('lets only those who may edit the hours create and delete', async () => {
    const p = await t.f.member(team);
    const absence = await tf.absence(p.user, { start_date: '2026-09-01' });
    const body = { absences: [{ type: 'vacation', start_date: '2026-09-07', end_date: '2026-09-07' }] };
    expect((await t.send('POST', `/users/${p.user.id}/absences`, p.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${p.user.id}/absences`, outsider.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${p.user.id}/absences`, otherManager.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${manager.user.id}/absences`, manager.headers, body)).statusCode).toBe(403);
    expect((await t.send('DELETE', `/absences/${absence.id}`, p.headers)).statusCode).toBe(403);
    expect((await t.send('DELETE', `/absences/${absence.id}`, otherManager.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${p.user.id}/absences`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${p.user.id}/absences`, manager.headers)).statusCode).toBe(200);
    expect((await t.send('DELETE', '/absences/99999999', general.headers)).statusCode).toBe(404);
    expect((await t.send('GET', '/users/99999999/absences', general.headers)).statusCode).toBe(404);
    expect((await t.send('POST', `/users/${p.user.id}/absences`, general.headers, body)).statusCode).toBe(201);
    expect((await t.send('DELETE', `/absences/${absence.id}`, general.headers)).statusCode).toBe(204);
  });
});

describe('week validations', () => {
  it('validates a week that is over, blocks it, reopens and validates it again', async () => {
    const p = await t.f.member(team);
    const monday = lastMonday();
    const validated = await t.send('POST', `/users/${p.user.id}/week-validations`, manager.headers, { week_start: monday });
    expect(validated.statusCode, validated.body).toBe(201);
    const week = validated.json().data;
    expect(week).toMatchObject({
      user_id: p.user.id,
      week_start: monday,
      status: 'validated',
      validated_by: manager.user.id,
      reopened_by: null,
      reopened_at: null,
    });

    const again = await t.send('POST', `/users/${p.user.id}/week-validations`, general.headers, { week_start: monday });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('week_validated');
    const blocked = await t.send('POST', `/workingtime/${p.user.id}`, manager.headers, {
      start: `${addDays(monday, 6)} 20:00:00`,
      end: `${addDays(monday, 6)} 22:00:00`,
    });
    expect(blocked.json().code).toBe('week_validated');

    const listed = await t.send('GET', `/users/${p.user.id}/week-validations?start=${addDays(monday, 6)}&end=${addDays(monday, 6)}`, p.headers);
    expect(listed.json()).toMatchObject({ meta: { total: 1 }, data: [{ id: week.id }] });
    const outside = await t.send('GET', `/users/${p.user.id}/week-validations?start=${addDays(monday, 7)}&end=${addDays(monday, 8)}`, p.headers);
    expect(outside.json().data).toEqual([]);

    const reopened = await t.send('PUT', `/week-validations/${week.id}/reopen`, manager.headers);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ id: week.id, status: 'reopened', reopened_by: manager.user.id });
    expect(reopened.json().data.reopened_at).toMatch(/Z$/);
    const twice = await t.send('PUT', `/week-validations/${week.id}/reopen`, manager.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('conflict');
    const allowed = await t.send('POST', `/workingtime/${p.user.id}`, manager.headers, {
      start: `${addDays(monday, 6)} 20:00:00`,
      end: `${addDays(monday, 6)} 22:00:00`,
    });
    expect(allowed.statusCode).toBe(201);

    const revalidated = await t.send('POST', `/users/${p.user.id}/week-validations`, general.headers, { week_start: monday });
    expect(revalidated.statusCode).toBe(201);
    expect(revalidated.json().data).toMatchObject({ id: week.id, status: 'validated', validated_by: general.user.id });

    const changes = (await t.send('GET', `/users/${p.user.id}/changes`, p.headers)).json().data;
    expect(changes.map((c: { action: string }) => c.action)).toEqual(['validate', 'create', 'reopen', 'validate']);
    const kinds = (await t.send('GET', '/notifications', p.headers)).json().data.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['week_validated', 'working_time_created', 'week_reopened', 'week_validated']);
  });

  it('refuses a day that is not a Monday and a week that is not over', async () => {
    const p = await t.f.member(team);
    const expectCode = async (weekStart: string, code: string) => {
      const res = await t.send('POST', `/users/${p.user.id}/week-validations`, manager.headers, { week_start: weekStart });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details.week_start).toEqual([{ code }]);
    };
    await expectCode(addDays(lastMonday(), 1), 'not_monday');
    await expectCode(mondayOf(today()), 'week_not_over');
    await expectCode(addDays(mondayOf(today()), 7), 'week_not_over');
    await expectCode('2026-02-30', 'invalid');
    await expectCode('monday', 'invalid');
  });

  it('lets only those allowed validate and reopen', async () => {
    const p = await t.f.member(team);
    // The other manager also manages the person, but did not validate the week.
    await t.f.buildTeam({ manager: otherManager.user, members: [p.user] });
    const monday = addDays(lastMonday(), -7);
    const body = { week_start: monday };
    expect((await t.send('POST', `/users/${p.user.id}/week-validations`, p.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${p.user.id}/week-validations`, outsider.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/users/${manager.user.id}/week-validations`, manager.headers, body)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${p.user.id}/week-validations`, outsider.headers)).statusCode).toBe(403);
    const week = (await t.send('POST', `/users/${p.user.id}/week-validations`, manager.headers, body)).json().data;
    expect((await t.send('PUT', `/week-validations/${week.id}/reopen`, p.headers)).statusCode).toBe(403);
    expect((await t.send('PUT', `/week-validations/${week.id}/reopen`, otherManager.headers)).statusCode).toBe(403);
    expect((await t.send('PUT', `/week-validations/${week.id}/reopen`, general.headers)).statusCode).toBe(200);
    expect((await t.send('PUT', '/week-validations/99999999/reopen', general.headers)).statusCode).toBe(404);
    expect((await t.send('POST', '/users/99999999/week-validations', general.headers, body)).statusCode).toBe(404);
  });
});
