import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { wallTime } from '../../presenters/time.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { RoundTrips } from '../../test/round-trips.js';
import { TimeFactories } from '../../test/time-factories.js';
import { dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
const roundTrips = new RoundTrips();
const HOUR = 3_600_000;
/** The test's "now", in whole seconds. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
/** A wall time `hours` before NOW. */
const before = (hours: number) => wallTime(new Date(NOW - hours * HOUR));

// Team A: managed by `manager`, members `member` and `memberTwo`. Team B: managed by `otherManager`,
// members `outsider` and `manager` (so the manager's own requests go to otherManager).
let general: UserRow;
let generalTwo: UserRow;
let manager: UserRow;
let otherManager: UserRow;
let member: UserRow;
let memberTwo: UserRow;
let outsider: UserRow;

async function notifications(user: UserRow, kind: string) {
  const rows = await t.db
    .selectFrom('notifications')
    .select('data')
    .where('user_id', '=', user.id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>);
}

/** A pending request of `user` made through the API. */
async function requestOf(user: UserRow, body: Record<string, unknown>) {
  const response = await t.sendAs(user, 'POST', '/corrections', { reason: 'Forgot to clock out', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; working_time_id: number | null };
}

beforeAll(async () => {
  t = await createTestApp({ onRoundTrip: roundTrips.onRoundTrip });
  tf = new TimeFactories(t.db);
  general = await t.f.buildUser({ role: 'general_manager' });
  generalTwo = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  otherManager = await t.f.buildUser({ role: 'manager' });
  member = await t.f.buildUser();
  memberTwo = await t.f.buildUser();
  outsider = await t.f.buildUser();
  await t.f.buildTeam({ manager, members: [member, memberTwo] });
  await t.f.buildTeam({ manager: otherManager, members: [outsider, manager] });
});
afterAll(() => t.close());

describe('POST /corrections', () => {
  it('files a request for one of the caller’s working times and notifies every reviewer', async () => {
    const workingTime = await tf.workingTime(member, { start: before(50), end: before(45) });
    const clientId = randomUUID();
    const response = await t.sendAs(member, 'POST', '/corrections', {
      working_time_id: workingTime.id,
      start: before(50),
      end: new Date(NOW - 42 * HOUR).toISOString(),
      reason: '  Stayed late for the inventory  ',
      client_id: clientId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const correction = response.json().data;
    expect(correction).toEqual({
      id: expect.any(Number),
      user_id: member.id,
      working_time_id: workingTime.id,
      start: before(50),
      end: before(42),
      reason: 'Stayed late for the inventory',
      status: 'pending',
      reviewer_id: null,
      reviewed_at: null,
      review_comment: null,
      client_id: clientId,
      created_at: expect.stringMatching(/Z$/),
      recorded: { start: before(50), end: before(45), breaks: [] },
    });
    // The team's manager and every general manager; not the manager of another team, not the requester.
    for (const reviewer of [manager, general, generalTwo]) {
      expect(await notifications(reviewer, 'correction_requested')).toContainEqual(
        expect.objectContaining({ correction_id: correction.id, user_id: member.id }),
      );
    }
    for (const bystander of [otherManager, member]) {
      expect(await notifications(bystander, 'correction_requested')).not.toContainEqual(
        expect.objectContaining({ correction_id: correction.id }),
      );
    }

    // The same client_id again: the stored request, whatever the rest of the body says.
    const replay = await t.sendAs(member, 'POST', '/corrections', {
      start: before(10),
      end: before(20),
      reason: 'x',
      client_id: clientId.toUpperCase(),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(correction);
  });

  it('files a request for a new working time', async () => {
    const response = await t.sendAs(member, 'POST', '/corrections', { start: before(80), end: before(72), reason: 'Worked from home' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ working_time_id: null, start: before(80), end: before(72), recorded: null });
  });

  it('does not notify a manager of their own request; a general manager is a reviewer of their own', async () => {
    const own = await requestOf(manager, { start: before(30), end: before(29) });
    expect(await notifications(manager, 'correction_requested')).not.toContainEqual(expect.objectContaining({ correction_id: own.id }));
    expect(await notifications(otherManager, 'correction_requested')).toContainEqual(expect.objectContaining({ correction_id: own.id }));
    const generals = await requestOf(general, { start: before(30), end: before(29) });
    expect(await notifications(general, 'correction_requested')).toContainEqual(expect.objectContaining({ correction_id: generals.id }));
  });

  it('answers 404 for a working time that is not the caller’s', async () => {
    const someoneElses = await tf.workingTime(memberTwo, { start: before(100), end: before(99) });
    const response = await t.sendAs(member, 'POST', '/corrections', {
      working_time_id: someoneElses.id,
      start: before(100),
      end: before(98),
      reason: 'Mine?',
    });
    expect(response.statusCode).toBe(404);
    const unknown = await t.sendAs(member, 'POST', '/corrections', { working_time_id: 99_999_999, start: before(3), end: before(2), reason: 'r' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad times and reasons with the documented codes', async () => {
    const ask = (body: Record<string, unknown>) => t.sendAs(member, 'POST', '/corrections', { start: before(10), end: before(9), reason: 'r', ...body });
    expect(codes(await ask({ end: before(11) }))).toEqual({ end: ['before_start'] });
    expect(codes(await ask({ start: before(40), end: before(15) }))).toEqual({ end: ['too_long'] });
    expect(codes(await ask({ start: '2999-01-01 09:00:00', end: '2999-01-01T10:00:00Z' }))).toEqual({
      start: ['in_future'],
      end: ['in_future'],
    });
    expect(codes(await ask({ end: new Date(NOW + HOUR).toISOString() }))).toEqual({ end: ['in_future'] });
    expect(codes(await ask({ start: 'yesterday' }))).toEqual({ start: ['invalid'] });
    expect(codes(await ask({ reason: '   ' }))).toEqual({ reason: ['too_short'] });
    expect(codes(await ask({ reason: 'r'.repeat(1001) }))).toEqual({ reason: ['too_long'] });
    expect(codes(await ask({ client_id: 'not-a-uuid' }))).toEqual({ client_id: ['invalid'] });
    const missing = await t.sendAs(member, 'POST', '/corrections', {});
    expect(codes(missing)).toEqual({ start: ['required'], end: ['required'], reason: ['required'] });
  });
});

describe('GET /corrections', () => {
  it('lists the caller’s own requests plus those they may review, newest first', async () => {
    const boss = await t.f.buildUser({ role: 'manager' });
    const peer = await t.f.buildUser({ role: 'manager' });
    const worker = await t.f.buildUser();
    const stranger = await t.f.buildUser();
    await t.f.buildTeam({ manager: boss, members: [worker] });
    await t.f.buildTeam({ manager: peer, members: [stranger, boss] });
    const byWorker = (await requestOf(worker, { start: before(11), end: before(10) })).id;
    const byStranger = (await requestOf(stranger, { start: before(11), end: before(10) })).id;
    const byBoss = (await requestOf(boss, { start: before(11), end: before(10) })).id;
    const byWorkerLater = (await requestOf(worker, { start: before(6), end: before(5) })).id;
    await t.db.updateTable('corrections').set({ status: 'rejected' }).where('id', '=', byWorkerLater).execute();

    const list = async (user: UserRow, query = '') => {
      const response = await t.sendAs(user, 'GET', `/corrections${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { data: { id: number }[]; meta: { total: number; limit: number; offset: number } };
    };
    const ids = (page: { data: { id: number }[] }) => page.data.map((c) => c.id);
    expect(ids(await list(worker))).toEqual([byWorkerLater, byWorker]);
    expect(ids(await list(boss))).toEqual([byWorkerLater, byBoss, byWorker]);
    expect(ids(await list(peer))).toEqual([byBoss, byStranger]);
    expect(ids(await list(stranger))).toEqual([byStranger]);
    // A general manager sees every request (these four among them, newest first).
    const all = await list(general);
    expect(ids(all).filter((id) => [byWorker, byStranger, byBoss, byWorkerLater].includes(id))).toEqual([
      byWorkerLater,
      byBoss,
      byStranger,
      byWorker,
    ]);
    expect(all.meta).toEqual({ total: all.data.length, limit: 500, offset: 0 });

    expect(ids(await list(boss, '?status=pending'))).toEqual([byBoss, byWorker]);
    expect(ids(await list(boss, '?status=rejected'))).toEqual([byWorkerLater]);
    const paged = await list(boss, '?limit=1&offset=1');
    expect(ids(paged)).toEqual([byBoss]);
    expect(paged.meta).toEqual({ total: 3, limit: 1, offset: 1 });

    expect((await t.sendAs(boss, 'GET', '/corrections?status=lost')).statusCode).toBe(422);

    // One person's requests, among those the caller sees.
    expect(ids(await list(boss, `?user_id=${worker.id}`))).toEqual([byWorkerLater, byWorker]);
    expect(ids(await list(peer, `?user_id=${worker.id}`))).toEqual([]);
    expect((await t.sendAs(boss, 'GET', '/corrections?user_id=0')).statusCode).toBe(422);
  });

  it('shows each request beside its working time as recorded now, read in a fixed number of queries', async () => {
    const reviewer = await t.f.buildUser({ role: 'manager' });
    const person = await t.f.buildUser();
    await t.f.buildTeam({ manager: reviewer, members: [person] });
    const changed = await tf.workingTime(person, {
      start: before(30),
      end: before(22),
      breaks: [{ start: before(26), end: before(25.5) }],
    });
    const kept = await tf.workingTime(person, { start: before(54), end: before(46) });
    const doomed = await tf.workingTime(person, { start: before(78), end: before(70) });
    const moves = await requestOf(person, { working_time_id: changed.id, start: before(30), end: before(20) });
    const keeps = await requestOf(person, { working_time_id: kept.id, start: before(55), end: before(46) });
    const asksNew = await requestOf(person, { start: before(100), end: before(96) });
    const lost = await requestOf(person, { working_time_id: doomed.id, start: before(79), end: before(70) });
    expect((await t.sendAs(reviewer, 'DELETE', `/workingtime/${doomed.id}`)).statusCode).toBe(204);
    // The period changes after the request: what is shown is how it is now.
    expect((await t.sendAs(reviewer, 'PUT', `/workingtime/${kept.id}`, { end: before(47) })).statusCode).toBe(200);

    const response = await t.sendAs(reviewer, 'GET', `/corrections?user_id=${person.id}`);
    const byId = new Map((response.json().data as { id: number; recorded: unknown }[]).map((c) => [c.id, c.recorded]));
    expect(byId.get(moves.id)).toEqual({
      start: before(30),
      end: before(22),
      breaks: [{ id: expect.any(Number), start: before(26), end: before(25.5) }],
    });
    expect(byId.get(keeps.id)).toEqual({ start: before(54), end: before(47), breaks: [] });
    expect(byId.get(asksNew.id)).toBeNull();
    expect(byId.get(lost.id)).toBeNull();

    // Approved: the recorded period is the corrected one; the answer of the review carries it too.
    const approved = await t.sendAs(reviewer, 'PUT', `/corrections/${moves.id}/approve`);
    expect(approved.json().data.recorded).toMatchObject({ start: before(30), end: before(20) });
    const created = await t.sendAs(reviewer, 'PUT', `/corrections/${asksNew.id}/approve`);
    expect(created.json().data).toMatchObject({ working_time_id: expect.any(Number), recorded: null });

    // As many round trips for one request as for several.
    const single = await t.f.buildUser();
    await t.f.buildTeam({ manager: reviewer, members: [single] });
    const only = await tf.workingTime(single, { start: before(30), end: before(22) });
    await requestOf(single, { working_time_id: only.id, start: before(31), end: before(22) });
    const headers = await t.f.signIn(reviewer);
    const tripsFor = async (user: UserRow) =>
      (await roundTrips.during(() => t.send('GET', `/corrections?user_id=${user.id}`, headers))).length;
    const trips = await tripsFor(single);
    expect(trips).toBeGreaterThan(2);
    expect(await tripsFor(person)).toBe(trips);
  });
});

describe('PUT /corrections/{id}/approve', () => {
  it('applies the request as the reviewer’s edit: logged, notified, answered with the reviewed request', async () => {
    const workingTime = await tf.workingTime(member, { start: before(60), end: before(55) });
    const request = await requestOf(member, { working_time_id: workingTime.id, start: before(61), end: before(53) });
    const response = await t.sendAs(manager, 'PUT', `/corrections/${request.id}/approve`, { comment: 'Seen on the camera' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: request.id,
      status: 'approved',
      reviewer_id: manager.id,
      review_comment: 'Seen on the camera',
      reviewed_at: expect.stringMatching(/Z$/),
      working_time_id: workingTime.id,
    });
    const row = await t.db.selectFrom('working_times').selectAll().where('id', '=', workingTime.id).executeTakeFirstOrThrow();
    expect([wallTime(row.start), wallTime(row.end!)]).toEqual([before(61), before(53)]);
    const change = await t.db
      .selectFrom('changes')
      .selectAll()
      .where('subject_type', '=', 'working_time')
      .where('subject_id', '=', workingTime.id)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ user_id: member.id, actor_id: manager.id, action: 'update' });
    expect(await notifications(member, 'working_time_updated')).toContainEqual(expect.objectContaining({ working_time_id: workingTime.id }));
    expect(await notifications(member, 'correction_approved')).toContainEqual(
      expect.objectContaining({ correction_id: request.id, reviewer_id: manager.id }),
    );

    // Reviewing twice is a conflict, either way.
    const again = await t.sendAs(general, 'PUT', `/corrections/${request.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect((await t.sendAs(general, 'PUT', `/corrections/${request.id}/reject`)).statusCode).toBe(409);
  });

  it('creates the working time a request asks for, without a body', async () => {
    const request = await requestOf(memberTwo, { start: before(130), end: before(122) });
    const response = await t.sendAs(general, 'PUT', `/corrections/${request.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data.working_time_id;
    expect(created).toEqual(expect.any(Number));
    const row = await t.db.selectFrom('working_times').selectAll().where('id', '=', created).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: memberTwo.id });
    expect([wallTime(row.start), wallTime(row.end!)]).toEqual([before(130), before(122)]);
    expect(response.json().data.review_comment).toBeNull();
    expect(await notifications(memberTwo, 'working_time_created')).toContainEqual(expect.objectContaining({ working_time_id: created }));
  });

  it('cuts the breaks that no longer fit the corrected period', async () => {
    const workingTime = await tf.workingTime(memberTwo, {
      start: before(150),
      end: before(142),
      breaks: [
        { start: before(149), end: before(148.5) },
        { start: before(146), end: before(145) },
        { start: before(143), end: before(142.5) },
      ],
    });
    const request = await requestOf(memberTwo, { working_time_id: workingTime.id, start: before(150), end: before(145.5) });
    expect((await t.sendAs(manager, 'PUT', `/corrections/${request.id}/approve`)).statusCode).toBe(200);
    const breaks = await t.db.selectFrom('breaks').selectAll().where('working_time_id', '=', workingTime.id).orderBy('start').execute();
    expect(breaks.map((b) => [wallTime(b.start), wallTime(b.end!)])).toEqual([
      [before(149), before(148.5)],
      [before(146), before(145.5)],
    ]);
  });

  it('refuses a manager their own request and the requests of people outside their teams', async () => {
    const own = await requestOf(manager, { start: before(200), end: before(199) });
    expect((await t.sendAs(manager, 'PUT', `/corrections/${own.id}/approve`)).json()).toEqual({ error: 'forbidden', code: 'forbidden' });
    expect((await t.sendAs(manager, 'PUT', `/corrections/${own.id}/reject`)).statusCode).toBe(403);
    const outsiders = await requestOf(outsider, { start: before(200), end: before(199) });
    expect((await t.sendAs(manager, 'PUT', `/corrections/${outsiders.id}/approve`)).statusCode).toBe(403);
    expect((await t.sendAs(member, 'PUT', `/corrections/${outsiders.id}/approve`)).statusCode).toBe(403);
    expect((await t.sendAs(outsider, 'PUT', `/corrections/${outsiders.id}/approve`)).statusCode).toBe(403);
    // The manager of the outsider's team may.
    expect((await t.sendAs(otherManager, 'PUT', `/corrections/${outsiders.id}/reject`)).statusCode).toBe(200);
  });

  it('lets a general manager approve their own request', async () => {
    const own = await requestOf(general, { start: before(210), end: before(209) });
    const response = await t.sendAs(general, 'PUT', `/corrections/${own.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'approved', reviewer_id: general.id });
  });

  it('answers 404 for an unknown request', async () => {
    expect((await t.sendAs(general, 'PUT', '/corrections/99999999/approve')).statusCode).toBe(404);
    expect((await t.sendAs(general, 'PUT', '/corrections/99999999/reject')).statusCode).toBe(404);
    expect((await t.sendAs(general, 'PUT', '/corrections/nope/approve')).statusCode).toBe(404);
  });

  it('keeps the request pending when the change breaks a rule: validated week, overlap, deleted working time', async () => {
    const person = await t.f.buildUser();
    await t.db
      .insertInto('team_members')
      .values({ team_id: (await t.db.selectFrom('teams').select('id').where('manager_id', '=', manager.id).executeTakeFirstOrThrow()).id, user_id: person.id })
      .execute();

    // A validated week (two weeks back).
    const locked = await tf.workingTime(person, { start: before(24 * 14), end: before(24 * 14 - 2) });
    await tf.validatedWeek(person, { weekStart: mondayOf(dateInZone(new Date(NOW - 14 * 24 * HOUR), 'UTC')), validatedBy: manager });
    const inLockedWeek = await requestOf(person, { working_time_id: locked.id, start: before(24 * 14), end: before(24 * 14 - 3) });
    const weekLocked = await t.sendAs(manager, 'PUT', `/corrections/${inLockedWeek.id}/approve`);
    expect(weekLocked.statusCode).toBe(409);
    expect(weekLocked.json().code).toBe('week_validated');

    // Overlapping another period of the person.
    await tf.workingTime(person, { start: before(20), end: before(18) });
    const overlapping = await requestOf(person, { start: before(19), end: before(17) });
    const overlaps = await t.sendAs(manager, 'PUT', `/corrections/${overlapping.id}/approve`);
    expect(overlaps.statusCode).toBe(422);
    expect(codes(overlaps)).toEqual({ start: ['overlaps'] });

    // The working time was deleted since the request.
    const doomed = await tf.workingTime(person, { start: before(12), end: before(11) });
    const forDoomed = await requestOf(person, { working_time_id: doomed.id, start: before(12), end: before(10.5) });
    await t.db.deleteFrom('working_times').where('id', '=', doomed.id).execute();
    const gone = await t.sendAs(manager, 'PUT', `/corrections/${forDoomed.id}/approve`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('conflict');

    const statuses = await t.db
      .selectFrom('corrections')
      .select('status')
      .where('id', 'in', [inLockedWeek.id, overlapping.id, forDoomed.id])
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await notifications(person, 'correction_approved')).toEqual([]);
  });
});

describe('PUT /corrections/{id}/reject', () => {
  it('rejects with a comment, notifies the requester, and changes no hours', async () => {
    const workingTime = await tf.workingTime(member, { start: before(300), end: before(295) });
    const request = await requestOf(member, { working_time_id: workingTime.id, start: before(301), end: before(295) });
    const response = await t.sendAs(manager, 'PUT', `/corrections/${request.id}/reject`, { comment: 'No trace of it' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'rejected', reviewer_id: manager.id, review_comment: 'No trace of it' });
    expect(await notifications(member, 'correction_rejected')).toContainEqual(
      expect.objectContaining({ correction_id: request.id, reviewer_id: manager.id }),
    );
    const row = await t.db.selectFrom('working_times').select('start').where('id', '=', workingTime.id).executeTakeFirstOrThrow();
    expect(wallTime(row.start)).toBe(before(300));
    expect((await t.sendAs(manager, 'PUT', `/corrections/${request.id}/approve`)).statusCode).toBe(409);
  });
});
