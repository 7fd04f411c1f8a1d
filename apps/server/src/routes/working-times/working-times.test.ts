import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallTime } from '../../presenters/time.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Person } from '../../test/factories.js';
import { TimeFactories } from '../../test/time-factories.js';
import { dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The test's "now", in whole seconds, so that each wall time written twice is the same. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
/** A wall time `hours` before NOW. */
const before = (hours: number) => wallTime(new Date(NOW - hours * HOUR));

// A manager, the member of their team, an employee outside it, and a general manager.
let manager: Person;
let member: Person;
let outsider: Person;
let general: Person;
let team: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  tf = new TimeFactories(t.db);
  manager = await t.f.person('manager');
  member = await t.f.person();
  outsider = await t.f.person();
  general = await t.f.person('general_manager');
  team = await t.f.buildTeam({ manager: manager.user, members: [member.user] });
});
afterAll(() => t.close());

describe('working times', () => {
  it('creates, reads, changes and deletes a working time, logging and notifying each change', async () => {
    const person = await t.f.member(team);
    const start = before(30);
    const created = await t.send('POST', `/workingtime/${person.user.id}`, manager.headers, {
      start,
      end: new Date(Date.parse(`${before(26).replace(' ', 'T')}Z`)).toISOString(),
      breaks: [{ start: before(28), end: before(27.5) }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const workingTime = created.json().data;
    expect(workingTime).toMatchObject({ user_id: person.user.id, start, end: before(26) });
    expect(workingTime.breaks).toEqual([{ id: expect.any(Number), start: before(28), end: before(27.5) }]);

    const one = await t.send('GET', `/workingtime/${person.user.id}/${workingTime.id}`, person.headers);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(workingTime);

    // Only the fields given change; breaks given replace the set.
    const updated = await t.send('PUT', `/workingtime/${workingTime.id}`, manager.headers, { end: before(25), breaks: [] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id: workingTime.id, start, end: before(25), breaks: [] });
    const kept = await t.send('PUT', `/workingtime/${workingTime.id}`, manager.headers, { start: before(29) });
    expect(kept.json().data).toMatchObject({ start: before(29), end: before(25), breaks: [] });

    const deleted = await t.send('DELETE', `/workingtime/${workingTime.id}`, manager.headers);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.send('GET', `/workingtime/${person.user.id}/${workingTime.id}`, person.headers)).statusCode).toBe(404);

    const changes = await t.send('GET', `/users/${person.user.id}/changes`, person.headers);
    expect(changes.json().data.map((c: { action: string }) => c.action)).toEqual(['delete', 'update', 'update', 'create']);
    const [del, , firstUpdate, create] = changes.json().data;
    expect(create).toMatchObject({ actor_id: manager.user.id, subject_type: 'working_time', subject_id: workingTime.id, before: null, after: workingTime });
    expect(firstUpdate.before).toEqual(workingTime);
    expect(firstUpdate.after).toEqual(updated.json().data);
    expect(del).toMatchObject({ before: kept.json().data, after: null });
    const verify = await t.send('GET', `/users/${person.user.id}/changes/verify`, person.headers);
    expect(verify.json()).toEqual({ data: { valid: true, entries: 4 } });

    const notifications = await t.send('GET', '/notifications', person.headers);
    expect(notifications.json().data.map((n: { kind: string }) => n.kind)).toEqual([
      'working_time_deleted',
      'working_time_updated',
      'working_time_updated',
      'working_time_created',
    ]);
    expect(notifications.json().data[3].data).toMatchObject({ working_time_id: workingTime.id, actor_id: manager.user.id });
  });

  it('accepts ISO 8601 with an offset and answers in UTC wall time; an open period without end', async () => {
    const person = await t.f.member(team);
    const res = await t.send('POST', `/workingtime/${person.user.id}`, general.headers, {
      start: '2026-01-05T10:00:00+02:00',
      end: '2026-01-05T12:30:00.000+02:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ start: '2026-01-05 08:00:00', end: '2026-01-05 10:30:00', breaks: [] });
    const open = await t.send('POST', `/workingtime/${person.user.id}`, general.headers, { start: before(2), breaks: [{ start: before(1) }] });
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().data).toMatchObject({ end: null, breaks: [{ start: before(1), end: null }] });
  });

  it('lists the working times overlapping a range, ordered by start, with pagination', async () => {
    const person = await t.f.member(team);
    await tf.workingTime(person.user, { start: '2026-02-03 08:00:00', end: '2026-02-03 12:00:00' });
    await tf.workingTime(person.user, { start: '2026-02-01 22:00:00', end: '2026-02-02 02:00:00' });
    await tf.workingTime(person.user, { start: '2026-02-05 08:00:00', end: '2026-02-05 12:00:00' });
    const all = await t.send('GET', `/workingtime/${person.user.id}`, person.headers);
    expect(all.json().meta).toEqual({ total: 3, limit: 500, offset: 0 });
    expect(all.json().data.map((w: { start: string }) => w.start)).toEqual([
      '2026-02-01 22:00:00',
      '2026-02-03 08:00:00',
      '2026-02-05 08:00:00',
    ]);
    const range = await t.send('GET', `/workingtime/${person.user.id}?start=2026-02-02&end=2026-02-03`, person.headers);
    expect(range.json().data.map((w: { start: string }) => w.start)).toEqual(['2026-02-01 22:00:00', '2026-02-03 08:00:00']);
    const page = await t.send('GET', `/workingtime/${person.user.id}?limit=1&offset=1`, person.headers);
    expect(page.json()).toMatchObject({ meta: { total: 3, limit: 1, offset: 1 }, data: [{ start: '2026-02-03 08:00:00' }] });
    const instantRange = await t.send(
      'GET',
      `/workingtime/${person.user.id}?start=2026-02-03T11:00:00Z&end=2026-02-05 08:00:00`,
      person.headers,
    );
    expect(instantRange.json().data).toHaveLength(1);
    const half = await t.send('GET', `/workingtime/${person.user.id}?start=2026-02-02`, person.headers);
    expect(half.statusCode).toBe(422);
    expect(half.json().details.end[0].code).toBe('required');
    const backwards = await t.send('GET', `/workingtime/${person.user.id}?start=2026-02-05&end=2026-02-02`, person.headers);
    expect(backwards.statusCode).toBe(422);
  });

  it('lists periods longer than 24 hours and open ones that started more than 24 hours before the range', async () => {
    const person = await t.f.member(team);
    await tf.workingTime(person.user, { start: '2026-01-29 08:00:00', end: '2026-01-29 12:00:00' });
    // A clock-out forgotten until the next night: 30 hours.
    await tf.workingTime(person.user, { start: '2026-01-30 20:00:00', end: '2026-02-01 02:00:00' });
    await tf.workingTime(person.user, { start: '2026-02-01 08:00:00', end: '2026-02-01 12:00:00' });
    await tf.workingTime(person.user, { start: '2026-02-03 08:00:00' });
    const starts = (response: { json(): { data: { start: string }[] } }) => response.json().data.map((w) => w.start);

    const long = await t.send('GET', `/workingtime/${person.user.id}?start=2026-01-31T22:00:00Z&end=2026-02-01T09:00:00Z`, person.headers);
    expect(long.json().meta.total).toBe(2);
    expect(starts(long)).toEqual(['2026-01-30 20:00:00', '2026-02-01 08:00:00']);
    const open = await t.send('GET', `/workingtime/${person.user.id}?start=2026-02-05T00:00:00Z&end=2026-02-06T00:00:00Z`, person.headers);
    expect(open.json().meta.total).toBe(1);
    expect(starts(open)).toEqual(['2026-02-03 08:00:00']);
    // Both kinds in one page, in order of start.
    const page = await t.send(
      'GET',
      `/workingtime/${person.user.id}?start=2026-01-29T00:00:00Z&end=2026-02-06T00:00:00Z&limit=2&offset=1`,
      person.headers,
    );
    expect(page.json().meta).toEqual({ total: 4, limit: 2, offset: 1 });
    expect(starts(page)).toEqual(['2026-01-30 20:00:00', '2026-02-01 08:00:00']);
    const none = await t.send('GET', `/workingtime/${person.user.id}?start=2026-01-30T12:00:00Z&end=2026-01-30T20:00:00Z`, person.headers);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    // Exactly 24 hours, beside the open one: each listed once.
    await tf.workingTime(person.user, { start: '2026-02-07 08:00:00', end: '2026-02-08 08:00:00' });
    const day = await t.send('GET', `/workingtime/${person.user.id}?start=2026-02-08T07:00:00Z&end=2026-02-08T09:00:00Z`, person.headers);
    expect(day.json().meta.total).toBe(2);
    expect(starts(day)).toEqual(['2026-02-03 08:00:00', '2026-02-07 08:00:00']);
  });

  it('refuses bad values with the documented codes', async () => {
    const person = await t.f.member(team);
    await tf.workingTime(person.user, { start: before(10), end: before(8) });
    await tf.workingTime(person.user, { start: before(1) });
    const expectCode = async (body: unknown, field: string, code: string) => {
      const res = await t.send('POST', `/workingtime/${person.user.id}`, manager.headers, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
      expect(res.json().details[field], res.body).toEqual(expect.arrayContaining([{ code }]));
    };
    await expectCode({ start: before(20), end: before(21) }, 'end', 'before_start');
    await expectCode({ start: before(20), end: before(20) }, 'end', 'before_start');
    await expectCode({ start: before(50), end: before(25) }, 'end', 'too_long');
    await expectCode({ start: before(-1) }, 'start', 'in_future');
    await expectCode({ start: before(3), end: before(-1) }, 'end', 'in_future');
    await expectCode({ start: before(9), end: before(7) }, 'start', 'overlaps');
    await expectCode({ start: before(12), end: before(5) }, 'start', 'overlaps');
    await expectCode({ start: before(3) }, 'end', 'open_exists');
    await expectCode({ start: before(3), end: before(0.5) }, 'start', 'overlaps');
    await expectCode({ start: '2026-13-01 00:00:00' }, 'start', 'invalid');
    await expectCode({ start: 'today' }, 'start', 'invalid');
    await expectCode({}, 'start', 'required');
    await expectCode({ start: before(20), end: before(18), breaks: [{ start: before(21), end: before(19) }] }, 'breaks.0.start', 'invalid');
    await expectCode({ start: before(20), end: before(18), breaks: [{ start: before(19) }] }, 'breaks.0.end', 'required');
    await expectCode(
      { start: before(20), end: before(18), breaks: [{ start: before(19.5), end: before(19.6) }] },
      'breaks.0.end',
      'before_start',
    );
    await expectCode(
      {
        start: before(20),
        end: before(16),
        breaks: [
          { start: before(19), end: before(18) },
          { start: before(18.5), end: before(17) },
        ],
      },
      'breaks.1.start',
      'overlaps',
    );

    // An update is checked like a creation, against the other periods only.
    const own = await tf.workingTime(person.user, { start: before(20), end: before(18) });
    const moved = await t.send('PUT', `/workingtime/${own.id}`, manager.headers, { end: before(9) });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().details.start[0].code).toBe('overlaps');
    const reopened = await t.send('PUT', `/workingtime/${own.id}`, manager.headers, { end: null });
    expect(reopened.json().details.end[0].code).toBe('open_exists');
    const self = await t.send('PUT', `/workingtime/${own.id}`, manager.headers, { start: before(19) });
    expect(self.statusCode).toBe(200);
  });

  it('refuses changes touching a validated week (409 week_validated)', async () => {
    const person = await t.f.member(team);
    const lastWeek = mondayOf(dateInZone(new Date(Date.now() - 7 * DAY), 'UTC'));
    await tf.validatedWeek(person.user, { weekStart: lastWeek, validatedBy: manager.user });
    const inWeek = await tf.workingTime(person.user, { start: `${lastWeek} 08:00:00`, end: `${lastWeek} 12:00:00` });
    const before2 = await tf.workingTime(person.user, { start: '2025-01-06 08:00:00', end: '2025-01-06 12:00:00' });

    const create = await t.send('POST', `/workingtime/${person.user.id}`, manager.headers, {
      start: `${lastWeek} 13:00:00`,
      end: `${lastWeek} 14:00:00`,
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: 'week_validated' });
    const update = await t.send('PUT', `/workingtime/${inWeek.id}`, manager.headers, { end: `${lastWeek} 11:00:00` });
    expect(update.json().code).toBe('week_validated');
    // Moving a period into the validated week touches it too.
    const moveIn = await t.send('PUT', `/workingtime/${before2.id}`, manager.headers, {
      start: `${lastWeek} 15:00:00`,
      end: `${lastWeek} 16:00:00`,
    });
    expect(moveIn.json().code).toBe('week_validated');
    const del = await t.send('DELETE', `/workingtime/${inWeek.id}`, manager.headers);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('week_validated');
    // Outside the week, nothing is blocked.
    expect((await t.send('PUT', `/workingtime/${before2.id}`, manager.headers, { end: '2025-01-06 11:00:00' })).statusCode).toBe(200);
  });

  it('lets only those allowed edit hours, never their own', async () => {
    const wt = await tf.workingTime(member.user, { start: '2025-03-03 08:00:00', end: '2025-03-03 12:00:00' });
    const body = { start: '2025-03-04 08:00:00', end: '2025-03-04 09:00:00' };
    // An employee editing someone else, or their own hours.
    expect((await t.send('POST', `/workingtime/${member.user.id}`, outsider.headers, body)).statusCode).toBe(403);
    expect((await t.send('POST', `/workingtime/${member.user.id}`, member.headers, body)).statusCode).toBe(403);
    expect((await t.send('PUT', `/workingtime/${wt.id}`, member.headers, { end: '2025-03-03 11:00:00' })).statusCode).toBe(403);
    expect((await t.send('DELETE', `/workingtime/${wt.id}`, member.headers)).statusCode).toBe(403);
    // A manager editing their own hours, or someone not in their teams.
    const managersOwn = await tf.workingTime(manager.user, { start: '2025-03-03 08:00:00', end: '2025-03-03 12:00:00' });
    expect((await t.send('POST', `/workingtime/${manager.user.id}`, manager.headers, body)).statusCode).toBe(403);
    expect((await t.send('PUT', `/workingtime/${managersOwn.id}`, manager.headers, { end: '2025-03-03 11:00:00' })).statusCode).toBe(403);
    expect((await t.send('DELETE', `/workingtime/${managersOwn.id}`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/workingtime/${outsider.user.id}`, manager.headers, body)).statusCode).toBe(403);
    // A general manager editing their own.
    expect((await t.send('POST', `/workingtime/${general.user.id}`, general.headers, body)).statusCode).toBe(403);
    const refusal = await t.send('POST', `/workingtime/${outsider.user.id}`, manager.headers, body);
    expect(refusal.json()).toEqual({ error: 'forbidden', code: 'forbidden' });
    // Reading: own, own people, everyone for a general manager.
    expect((await t.send('GET', `/workingtime/${member.user.id}`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/workingtime/${member.user.id}/${wt.id}`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/workingtime/${outsider.user.id}`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/workingtime/${member.user.id}`, manager.headers)).statusCode).toBe(200);
    expect((await t.send('GET', `/workingtime/${member.user.id}`, general.headers)).statusCode).toBe(200);
    expect((await t.send('GET', `/workingtime/${manager.user.id}`, member.headers)).statusCode).toBe(403);
  });

  it('answers 404 for unknown ids and for a working time of someone else', async () => {
    const wt = await tf.workingTime(member.user, { start: '2025-04-01 08:00:00', end: '2025-04-01 12:00:00' });
    expect((await t.send('GET', `/workingtime/${outsider.user.id}/${wt.id}`, outsider.headers)).statusCode).toBe(404);
    expect((await t.send('GET', `/workingtime/${member.user.id}/99999999`, member.headers)).statusCode).toBe(404);
    expect((await t.send('GET', `/workingtime/99999999`, general.headers)).statusCode).toBe(404);
    expect((await t.send('PUT', `/workingtime/99999999`, general.headers, { start: '2025-04-01 07:00:00' })).statusCode).toBe(404);
    expect((await t.send('DELETE', `/workingtime/99999999`, general.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', `/workingtime/abc`, general.headers)).statusCode).toBe(404);
    expect((await t.send('POST', `/workingtime/99999999`, general.headers, { start: '2025-04-01 07:00:00' })).statusCode).toBe(404);
  });
});

describe('GET /workingtime/{user_id}/{id}: a working time of another person', () => {
  it('is 404 before any authorization when the id is not one of that person’s working times', async () => {
    const outsidersOwn = await tf.workingTime(outsider.user, { start: '2025-04-02 08:00:00', end: '2025-04-02 12:00:00' });
    // The outsider may not see the member's hours, but an id that names none of them is still 404.
    const unknown = await t.send('GET', `/workingtime/${member.user.id}/99999999`, outsider.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const notTheirs = await t.send('GET', `/workingtime/${member.user.id}/${outsidersOwn.id}`, outsider.headers);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('not_found');
    // The working time of a manager's person, under another person's id.
    expect((await t.send('GET', `/workingtime/${member.user.id}/${outsidersOwn.id}`, manager.headers)).statusCode).toBe(404);
    expect((await t.send('GET', `/workingtime/${outsider.user.id}/${outsidersOwn.id}`, outsider.headers)).statusCode).toBe(200);
  });
});

describe('edits that open or close the period keep the clock state', () => {
  const iso = (hours: number) => new Date(NOW - hours * HOUR).toISOString();
  const clockState = async (person: Person) => {
    const response = await t.send('GET', `/clocks/${person.user.id}`, person.headers);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('closing the open period by an edit clocks the person out at its end, ending the break in progress', async () => {
    const person = await t.f.member(team);
    const clockIn = await t.send('POST', `/clocks/${person.user.id}`, person.headers, { action: 'in', time: iso(3) });
    expect(clockIn.statusCode).toBe(201);
    const workingTimeId = clockIn.json().data.working_time_id;
    expect((await t.send('POST', `/clocks/${person.user.id}/break`, person.headers, { action: 'start', time: iso(2) })).statusCode).toBe(201);

    const closed = await t.send('PUT', `/workingtime/${workingTimeId}`, manager.headers, { end: before(1) });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ end: before(1), breaks: [{ start: before(2), end: before(1) }] });
    expect(await clockState(person)).toMatchObject({ kind: 'work', status: false, time: iso(1), working_time_id: workingTimeId });

    // The next toggle clocks in, also with a time between the edit's end and now.
    const next = await t.send('POST', `/clocks/${person.user.id}`, person.headers, { time: iso(0.5) });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data).toMatchObject({ status: true, time: iso(0.5) });
    expect(await clockState(person)).toMatchObject({ status: true, time: iso(0.5) });

    // The change log names the manager who closed it.
    const change = await t.db
      .selectFrom('changes')
      .select(['actor_id', 'action'])
      .where('user_id', '=', person.user.id)
      .where('subject_id', '=', workingTimeId)
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ actor_id: manager.user.id, action: 'update' });
  });

  it('creating an open period clocks the person in at its start; their next toggle clocks out', async () => {
    const person = await t.f.member(team);
    const created = await t.send('POST', `/workingtime/${person.user.id}`, general.headers, { start: before(2) });
    expect(created.statusCode, created.body).toBe(201);
    expect(await clockState(person)).toMatchObject({ status: true, time: iso(2), working_time_id: created.json().data.id });

    const clockIn = await t.send('POST', `/clocks/${person.user.id}`, person.headers, { action: 'in' });
    expect(clockIn.statusCode).toBe(409);
    expect(clockIn.json().code).toBe('already_clocked_in');
    const out = await t.send('POST', `/clocks/${person.user.id}`, person.headers);
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().data).toMatchObject({ status: false, working_time_id: created.json().data.id });
    expect(await clockState(person)).toMatchObject({ status: false });
  });

  it('reopening, deleting and creating again follow the order of the edits, not the times they state', async () => {
    const person = await t.f.member(team);
    const clockIn = await t.send('POST', `/clocks/${person.user.id}`, person.headers, { action: 'in', time: iso(5) });
    const workingTimeId = clockIn.json().data.working_time_id;
    expect((await t.send('POST', `/clocks/${person.user.id}`, person.headers, { action: 'out', time: iso(4) })).statusCode).toBe(201);

    // Reopened: clocked in since its start, although the clock-out written before is dated later.
    const reopened = await t.send('PUT', `/workingtime/${workingTimeId}`, manager.headers, { end: null });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await clockState(person)).toMatchObject({ status: true, time: iso(5), working_time_id: workingTimeId });

    // Deleted while open: clocked out at the moment of the deletion.
    const deletedAt = Date.now();
    expect((await t.send('DELETE', `/workingtime/${workingTimeId}`, manager.headers)).statusCode).toBe(204);
    const afterDelete = await clockState(person);
    expect(afterDelete).toMatchObject({ status: false, working_time_id: null });
    expect(Date.parse(afterDelete.time)).toBeGreaterThanOrEqual(deletedAt - 1000);

    // Created again, starting before the deletion: clocked in.
    const created = await t.send('POST', `/workingtime/${person.user.id}`, manager.headers, { start: before(3) });
    expect(created.statusCode, created.body).toBe(201);
    expect(await clockState(person)).toMatchObject({ status: true, time: iso(3) });
    const out = await t.send('POST', `/clocks/${person.user.id}`, person.headers);
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().data).toMatchObject({ status: false, working_time_id: created.json().data.id });
  });
});
