// Month-end for a team: every week up to a date of each member the caller may edit, validated in one call;
// weeks held back by an open period or a pending correction request answered as blocked, and validated on
// a later call once freed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';
import { addDays, dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
let manager: UserRow;
let general: UserRow;
let team: { id: number };
/** Monday of the current week (APP_TIMEZONE is UTC in tests). */
const current = mondayOf(dateInZone(new Date(), 'UTC'));
/** Monday of the week `n` weeks before the current one. */
const week = (n: number) => addDays(current, -7 * n);
const at = (date: string, time: string) => `${date} ${time}`;

async function run(caller: UserRow, until: string, query = '') {
  return t.sendAs(caller, 'POST', `/teams/${team.id}/week-validations${query}`, { until });
}

async function weekRows(user: UserRow) {
  return t.db
    .selectFrom('week_validations')
    .select(['id', 'week_start', 'status', 'validated_by'])
    .where('user_id', '=', user.id)
    .orderBy('week_start')
    .execute();
}

async function count(table: 'notifications' | 'changes', user: UserRow) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  tf = new TimeFactories(t.db);
  manager = await t.f.buildUser({ role: 'manager' });
  general = await t.f.buildUser({ role: 'general_manager' });
  team = await t.f.buildTeam({ manager });
});
afterAll(() => t.close());

describe('POST /teams/{id}/week-validations: refusals', () => {
  it('answers 401, 403, 404 and 422 in the usual order', async () => {
    const anonymous = await t.send('POST', `/teams/${team.id}/week-validations`, {}, { until: week(1) });
    expect(anonymous.statusCode).toBe(401);
    const employee = await t.f.buildUser();
    expect((await run(employee, week(1))).json()).toEqual({ error: 'forbidden', code: 'forbidden' });
    const otherManager = await t.f.buildUser({ role: 'manager' });
    expect((await run(otherManager, week(1))).statusCode).toBe(403);
    const unknown = await t.sendAs(manager, 'POST', '/teams/999999/week-validations', { until: week(1) });
    expect(unknown.statusCode).toBe(404);
    expect((await t.sendAs(manager, 'POST', '/teams/abc/week-validations', { until: week(1) })).statusCode).toBe(404);

    const bad = async (body: unknown) => {
      const response = await t.sendAs(manager, 'POST', `/teams/${team.id}/week-validations`, body);
      expect(response.statusCode, response.body).toBe(422);
      return codes(response);
    };
    expect(await bad({})).toEqual({ until: ['required'] });
    expect(await bad({ until: 'yesterday' })).toEqual({ until: ['invalid'] });
    expect(await bad({ until: '2026-13-01' })).toEqual({ until: ['invalid'] });
    expect(await bad({ until: '2026-02-30' })).toEqual({ until: ['invalid'] });
    expect(await bad({ until: '1969-12-31' })).toEqual({ until: ['out_of_range'] });
    expect(await bad({ until: '2201-01-01' })).toEqual({ until: ['out_of_range'] });
    expect(await bad({ until: 20261130 })).toEqual({ until: ['invalid'] });
    // The shape is checked before the caller's rights.
    expect((await run(employee, '1969-12-31')).statusCode).toBe(422);
    const badQuery = await t.sendAs(manager, 'POST', `/teams/${team.id}/week-validations?dry_run=perhaps`, { until: week(1) });
    expect(codes(badQuery)).toEqual({ dry_run: ['invalid'] });
  });

  it('refuses more than 53 weeks of one person at once, and takes them in two steps', async () => {
    const longManager = await t.f.buildUser({ role: 'manager' });
    const veteran = await t.f.buildUser();
    const longTeam = await t.f.buildTeam({ manager: longManager, members: [veteran] });
    await tf.workingTime(veteran, { start: at(addDays(week(60), 1), '09:00:00'), end: at(addDays(week(60), 1), '17:00:00') });
    const tooMany = await t.sendAs(longManager, 'POST', `/teams/${longTeam.id}/week-validations`, { until: addDays(week(0), -1) });
    expect(tooMany.statusCode).toBe(422);
    expect(codes(tooMany)).toEqual({ until: ['range_too_long'] });
    expect(await weekRows(veteran)).toEqual([]);

    const first = await t.sendAs(longManager, 'POST', `/teams/${longTeam.id}/week-validations`, { until: addDays(week(20), -1) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.validated).toHaveLength(40);
    const second = await t.sendAs(longManager, 'POST', `/teams/${longTeam.id}/week-validations`, { until: addDays(week(0), -1) });
    expect(second.json().data.validated).toHaveLength(20);
  });
});

describe('POST /teams/{id}/week-validations', () => {
  let steady: UserRow; // records from four weeks ago: every week validated, the empty ones too
  let clockedIn: UserRow; // an open period since two weeks ago
  let asking: UserRow; // a pending request moving a period of week 3 into week 2
  let returning: UserRow; // a week validated, then reopened
  let newcomer: UserRow; // nothing recorded
  let correctionId: number;
  let openId: number;

  beforeAll(async () => {
    [steady, clockedIn, asking, returning, newcomer] = await Promise.all(
      ['Steady', 'Clocked In', 'Asking', 'Returning', 'Newcomer'].map((name) => t.f.buildUser({ name })),
    ) as [UserRow, UserRow, UserRow, UserRow, UserRow];
    for (const member of [steady, clockedIn, asking, returning, newcomer, manager]) {
      await t.db.insertInto('team_members').values({ team_id: team.id, user_id: member.id }).execute();
    }
    await tf.workingTime(steady, {
      start: at(addDays(week(4), 1), '09:00:00'),
      end: at(addDays(week(4), 1), '17:00:00'),
      breaks: [{ start: at(addDays(week(4), 1), '12:00:00'), end: at(addDays(week(4), 1), '12:30:00') }],
    });
    await tf.workingTime(clockedIn, { start: at(week(4), '08:00:00'), end: at(week(4), '16:00:00') });
    openId = (await tf.workingTime(clockedIn, { start: at(addDays(week(2), 2), '08:00:00') })).id;
    const period = await tf.workingTime(asking, { start: at(addDays(week(3), 3), '08:00:00'), end: at(addDays(week(3), 3), '12:00:00') });
    const request = await t.sendAs(asking, 'POST', '/corrections', {
      working_time_id: period.id,
      start: at(addDays(week(2), 1), '08:00:00'),
      end: at(addDays(week(2), 1), '12:00:00'),
      reason: 'It was the next week',
    });
    expect(request.statusCode, request.body).toBe(201);
    correctionId = request.json().data.id;
    await tf.absence(returning, { start_date: addDays(week(3), 2), createdBy: manager });
    const validated = await tf.validatedWeek(returning, { weekStart: week(3), validatedBy: manager });
    await t.db.updateTable('week_validations').set({ status: 'reopened', reopened_by: manager.id, reopened_at: new Date() }).where('id', '=', validated.id).execute();
    // The manager is a member of their own team too: their weeks are never theirs to validate.
    await tf.workingTime(manager, { start: at(week(3), '09:00:00'), end: at(week(3), '10:00:00') });
  });

  it('previews without writing, then validates every free week and answers the blocked ones', async () => {
    const until = addDays(week(0), -1); // last Sunday
    const before = await t.db.selectFrom('week_validations').select('id').execute();
    const preview = await run(manager, until, '?dry_run=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const expectedValidated = [
      ...[4, 3, 2, 1].map((n) => ({ user_id: steady.id, week_start: week(n) })),
      ...[4, 3].map((n) => ({ user_id: clockedIn.id, week_start: week(n) })),
      { user_id: asking.id, week_start: week(1) },
      ...[3, 2, 1].map((n) => ({ user_id: returning.id, week_start: week(n) })),
    ];
    const expectedBlocked = [
      { user_id: clockedIn.id, week_start: week(2), reason: 'open_period', working_time_id: openId, correction_id: null, leave_request_id: null },
      { user_id: clockedIn.id, week_start: week(1), reason: 'open_period', working_time_id: openId, correction_id: null, leave_request_id: null },
      { user_id: asking.id, week_start: week(3), reason: 'pending_correction', working_time_id: null, correction_id: correctionId, leave_request_id: null },
      { user_id: asking.id, week_start: week(2), reason: 'pending_correction', working_time_id: null, correction_id: correctionId, leave_request_id: null },
    ];
    const sortWeeks = <T extends { user_id: number; week_start: string }>(items: T[]) =>
      [...items].sort((a, b) => a.user_id - b.user_id || a.week_start.localeCompare(b.week_start));
    const data = preview.json().data;
    expect(data.dry_run).toBe(true);
    expect(data.until).toBe(until);
    expect(sortWeeks(data.validated)).toEqual(sortWeeks(expectedValidated.map((item) => ({ ...item, id: null }))));
    expect(sortWeeks(data.blocked)).toEqual(sortWeeks(expectedBlocked));
    expect(await t.db.selectFrom('week_validations').select('id').execute()).toEqual(before);
    expect(await count('notifications', steady)).toBe(0);

    const response = await run(manager, until);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.dry_run).toBe(false);
    expect(sortWeeks(result.validated)).toEqual(sortWeeks(expectedValidated.map((item) => ({ ...item, id: expect.any(Number) }))));
    expect(sortWeeks(result.blocked)).toEqual(sortWeeks(expectedBlocked));

    expect((await weekRows(steady)).map((row) => [row.week_start, row.status, row.validated_by])).toEqual(
      [4, 3, 2, 1].map((n) => [week(n), 'validated', manager.id]),
    );
    // Each validation is logged and notified as a single one is.
    expect(await count('changes', steady)).toBe(4);
    const notified = await t.db
      .selectFrom('notifications')
      .select(['kind', 'data'])
      .where('user_id', '=', steady.id)
      .orderBy('id')
      .execute();
    expect(notified.map((row) => row.kind)).toEqual(Array(4).fill('week_validated'));
    const firstData = (typeof notified[0]!.data === 'string' ? JSON.parse(notified[0]!.data) : notified[0]!.data) as Record<string, unknown>;
    expect(firstData).toMatchObject({ week_start: week(4), actor_id: manager.id, week_validation_id: expect.any(Number) });
    const chain = await t.sendAs(general, 'GET', `/users/${steady.id}/changes/verify`);
    expect(chain.json().data).toEqual({ valid: true, entries: 4 });

    // The reopened week is validated again, its former state in the change log.
    const returned = await weekRows(returning);
    expect(returned.map((row) => [row.week_start, row.status])).toEqual([3, 2, 1].map((n) => [week(n), 'validated']));
    const revalidation = await t.db
      .selectFrom('changes')
      .select(['action', 'before'])
      .where('user_id', '=', returning.id)
      .where('subject_id', '=', returned[0]!.id)
      .executeTakeFirstOrThrow();
    expect(revalidation.action).toBe('validate');
    expect(JSON.stringify(revalidation.before)).toContain('reopened');

    expect(await weekRows(newcomer)).toEqual([]);
    expect(await weekRows(manager)).toEqual([]);
    // The week lock holds on what was validated.
    const locked = await t.sendAs(manager, 'POST', `/workingtime/${steady.id}`, {
      start: at(addDays(week(2), 2), '09:00:00'),
      end: at(addDays(week(2), 2), '10:00:00'),
    });
    expect(locked.json().code).toBe('week_validated');
  });

  it('offers the blocked weeks again, and validates them once freed', async () => {
    const until = addDays(week(0), -1);
    const again = (await run(manager, until)).json().data;
    expect(again.validated).toEqual([]);
    expect(again.blocked).toHaveLength(4);

    const closed = await t.sendAs(manager, 'PUT', `/workingtime/${openId}`, { end: at(addDays(week(2), 2), '17:00:00') });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.sendAs(manager, 'PUT', `/corrections/${correctionId}/reject`, { comment: 'No' })).statusCode).toBe(200);

    const freed = await run(manager, until);
    expect(freed.statusCode).toBe(200);
    const data = freed.json().data;
    expect(data.blocked).toEqual([]);
    expect(data.validated.map((item: { user_id: number; week_start: string }) => [item.user_id, item.week_start]).sort()).toEqual(
      [
        [clockedIn.id, week(2)],
        [clockedIn.id, week(1)],
        [asking.id, week(3)],
        [asking.id, week(2)],
      ].sort(),
    );
    expect((await run(manager, until)).json().data).toMatchObject({ validated: [], blocked: [] });
  });

  it('never takes the current week, and stops at the last week ending on or before the date', async () => {
    const later = await t.f.buildUser();
    await t.db.insertInto('team_members').values({ team_id: team.id, user_id: later.id }).execute();
    await tf.workingTime(later, { start: at(week(2), '09:00:00'), end: at(week(2), '10:00:00') });
    // A Saturday: its week is not over by then.
    const saturday = await run(manager, addDays(week(0), -2), '?dry_run=true');
    expect(saturday.json().data.validated).toEqual([{ user_id: later.id, week_start: week(2), id: null }]);
    const future = await run(general, addDays(week(0), 300));
    expect(future.statusCode).toBe(200);
    const validated = future.json().data.validated as { user_id: number; week_start: string }[];
    expect(validated.filter((item) => item.user_id === later.id).map((item) => item.week_start)).toEqual([week(2), week(1)]);
    // A general manager may edit the team's manager: the manager's weeks are taken too, the caller's never.
    expect((await weekRows(manager)).map((row) => [row.week_start, row.validated_by])).toEqual(
      [3, 2, 1].map((n) => [week(n), general.id]),
    );
  });
});
