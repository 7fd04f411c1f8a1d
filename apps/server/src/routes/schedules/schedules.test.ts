// Schedule versions and the company default: who may read and change them, the change log and the
// notification of each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let manager: UserRow;
let generalManager: UserRow;
let eve: UserRow;
let stranger: UserRow;

const WEEKLY = { mon: 28_800, tue: 28_800, wed: 28_800, thu: 28_800, fri: 21_600, sat: 0, sun: 0 };

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.f.buildUser({ role: 'manager' });
  generalManager = await t.f.buildUser({ role: 'general_manager' });
  eve = await t.f.buildUser({ name: 'Eve' });
  stranger = await t.f.buildUser();
  await t.f.buildTeam({ manager, members: [eve] });
});
afterAll(() => t.close());

describe('schedules of a person', () => {
  it('creates versions (logged and notified), lists them newest first, deletes them', async () => {
    const first = await t.sendAs(manager, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-01-01', weekly: WEEKLY });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(Number), user_id: eve.id, valid_from: '2026-01-01', weekly: WEEKLY });
    const second = await t.sendAs(generalManager, 'POST', `/users/${eve.id}/schedules`, {
      valid_from: '2026-06-01',
      weekly: { ...WEEKLY, fri: 28_800 },
    });
    expect(second.statusCode).toBe(201);

    const list = await t.sendAs(eve, 'GET', `/users/${eve.id}/schedules`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { valid_from: string }) => s.valid_from)).toEqual(['2026-06-01', '2026-01-01']);

    const changes = await t.sendAs(eve, 'GET', `/users/${eve.id}/changes`);
    expect(changes.json().data[0]).toMatchObject({
      action: 'create',
      subject_type: 'schedule',
      subject_id: second.json().data.id,
      actor_id: generalManager.id,
      before: null,
      after: second.json().data,
    });
    const notifications = await t.sendAs(eve, 'GET', '/notifications');
    expect(notifications.json().data.map((n: { kind: string }) => n.kind)).toEqual(['schedule_created', 'schedule_created']);

    const deleted = await t.sendAs(manager, 'DELETE', `/schedules/${first.json().data.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await t.sendAs(eve, 'GET', `/users/${eve.id}/schedules`)).json().data).toHaveLength(1);
    expect((await t.sendAs(eve, 'GET', `/users/${eve.id}/changes`)).json().data[0]).toMatchObject({
      action: 'delete',
      subject_type: 'schedule',
      before: first.json().data,
      after: null,
    });
    expect((await t.sendAs(eve, 'GET', '/notifications')).json().data[0].kind).toBe('schedule_deleted');
    expect((await t.sendAs(eve, 'GET', `/users/${eve.id}/changes/verify`)).json().data).toEqual({ valid: true, entries: 3 });
  });

  it('refuses: no credentials, oneself, a stranger, unknown ids, a taken date, bad weekly seconds', async () => {
    expect((await t.send('GET', `/users/${eve.id}/schedules`, {})).statusCode).toBe(401);
    expect((await t.sendAs(eve, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-02-01', weekly: WEEKLY })).statusCode).toBe(403);
    expect((await t.sendAs(generalManager, 'POST', `/users/${generalManager.id}/schedules`, { valid_from: '2026-02-01', weekly: WEEKLY })).statusCode).toBe(403);
    expect((await t.sendAs(stranger, 'GET', `/users/${eve.id}/schedules`)).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'GET', '/users/999999/schedules')).statusCode).toBe(404);
    expect((await t.sendAs(manager, 'POST', '/users/999999/schedules', { valid_from: '2026-02-01', weekly: WEEKLY })).statusCode).toBe(404);
    expect((await t.sendAs(manager, 'DELETE', '/schedules/999999')).statusCode).toBe(404);
    expect((await t.sendAs(manager, 'DELETE', '/schedules/abc')).statusCode).toBe(404);

    const taken = await t.sendAs(manager, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-06-01', weekly: WEEKLY });
    expect(taken.statusCode).toBe(422);
    expect(codes(taken)).toEqual({ valid_from: ['taken'] });
    const tooMuch = await t.sendAs(manager, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-07-01', weekly: { ...WEEKLY, mon: 90_000 } });
    expect(tooMuch.statusCode).toBe(422);
    const missingDay = await t.sendAs(manager, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-07-01', weekly: { mon: 1 } });
    expect(missingDay.statusCode).toBe(422);
    const badDate = await t.sendAs(manager, 'POST', `/users/${eve.id}/schedules`, { valid_from: '2026-02-30', weekly: WEEKLY });
    expect(badDate.statusCode).toBe(422);

    const strangers = await t.sendAs(manager, 'POST', `/users/${stranger.id}/schedules`, { valid_from: '2026-02-01', weekly: WEEKLY });
    expect(strangers.statusCode).toBe(403);
    const own = await t.sendAs(generalManager, 'POST', `/users/${stranger.id}/schedules`, { valid_from: '2026-02-01', weekly: WEEKLY });
    expect((await t.sendAs(stranger, 'DELETE', `/schedules/${own.json().data.id}`)).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'DELETE', `/schedules/${own.json().data.id}`)).statusCode).toBe(403);
  });
});

describe('the company default schedule', () => {
  it('starts at 7 hours Monday to Friday and is changed by general managers only', async () => {
    const initial = await t.sendAs(generalManager, 'GET', '/settings/schedule');
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({ mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 25_200, sat: 0, sun: 0 });
    expect((await t.sendAs(manager, 'GET', '/settings/schedule')).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'PUT', '/settings/schedule', WEEKLY)).statusCode).toBe(403);
    expect((await t.send('PUT', '/settings/schedule', {}, WEEKLY)).statusCode).toBe(401);
    expect((await t.sendAs(generalManager, 'PUT', '/settings/schedule', { ...WEEKLY, sun: -1 })).statusCode).toBe(422);
    const changed = await t.sendAs(generalManager, 'PUT', '/settings/schedule', WEEKLY);
    expect(changed.json().data).toEqual(WEEKLY);
    expect((await t.sendAs(generalManager, 'GET', '/settings/schedule')).json().data).toEqual(WEEKLY);
  });
});

describe('a change of the company default', () => {
  const LONGER = { mon: 30_600, tue: 30_600, wed: 30_600, thu: 30_600, fri: 30_600, sat: 0, sun: 0 };

  it("is logged and notified to everyone who follows it, the general manager who made it included, never to one with a version", async () => {
    const follower = await t.f.buildUser({ name: 'Follower' });
    const withVersion = await t.f.buildUser({ name: 'Has a version' });
    const ownVersion = await t.sendAs(generalManager, 'POST', `/users/${withVersion.id}/schedules`, { valid_from: '2026-01-01', weekly: WEEKLY });
    expect(ownVersion.statusCode).toBe(201);
    const before = (await t.sendAs(generalManager, 'GET', '/settings/schedule')).json().data;
    const kinds = async (user: UserRow) => (await t.sendAs(user, 'GET', '/notifications')).json().data.map((n: { kind: string }) => n.kind);
    const defaultChanges = async (user: UserRow) =>
      (await t.sendAs(user, 'GET', `/users/${user.id}/changes`)).json().data.filter((c: { subject_type: string }) => c.subject_type === 'default_schedule');

    const earlier = { [generalManager.id]: (await defaultChanges(generalManager)).length, [follower.id]: 0 };

    const changed = await t.sendAs(generalManager, 'PUT', '/settings/schedule', LONGER);
    expect(changed.statusCode).toBe(200);

    // The general manager follows the default: their own expected hours changed, and it shows.
    for (const person of [generalManager, follower]) {
      const entries = await defaultChanges(person);
      expect(entries).toHaveLength(earlier[person.id]! + 1);
      expect(entries[0]).toMatchObject({
        user_id: person.id,
        actor_id: generalManager.id,
        action: 'update',
        subject_type: 'default_schedule',
        subject_id: 0,
        before,
        after: LONGER,
      });
      expect(await kinds(person)).toContain('default_schedule_updated');
      expect((await t.sendAs(person, 'GET', `/users/${person.id}/changes/verify`)).json().data.valid).toBe(true);
    }
    const notification = (await t.sendAs(follower, 'GET', '/notifications')).json().data[0];
    expect(notification).toMatchObject({ kind: 'default_schedule_updated', data: { actor_id: generalManager.id, change_id: expect.any(Number) } });
    // Someone with a version of their own owes the same as before: nothing to log.
    expect(await defaultChanges(withVersion)).toEqual([]);
    expect(await kinds(withVersion)).not.toContain('default_schedule_updated');

    // The same default again changes nobody's hours.
    expect((await t.sendAs(generalManager, 'PUT', '/settings/schedule', LONGER)).statusCode).toBe(200);
    expect(await defaultChanges(follower)).toHaveLength(1);
  });
});
