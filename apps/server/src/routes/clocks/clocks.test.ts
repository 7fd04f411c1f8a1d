import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { TimeFactories } from '../../test/time-factories.js';
import { dateInZone, mondayOf } from '../../time/zone.js';

let t: TestApp;
let tf: TimeFactories;
beforeAll(async () => {
  t = await createTestApp();
  tf = new TimeFactories(t.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('POST /clocks/{user_id}', () => {
  it('toggles in and out, with a break in between, and GET shows the latest work record', async () => {
    const { user, headers } = await t.f.person();
    const none = await t.app.inject({ method: 'GET', url: `/api/clocks/${user.id}`, headers });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const start = ago(60 * MINUTE);
    const clockIn = await t.send('POST', `/clocks/${user.id}`, headers, { time: start });
    expect(clockIn.statusCode).toBe(201);
    const inRecord = clockIn.json().data;
    expect(inRecord).toMatchObject({ user_id: user.id, kind: 'work', status: true, time: start });
    expect(inRecord.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(inRecord.received_at).toMatch(/Z$/);
    expect(typeof inRecord.working_time_id).toBe('number');

    const current = await t.app.inject({ method: 'GET', url: `/api/clocks/${user.id}`, headers });
    expect(current.json().data).toEqual(inRecord);

    const breakStart = await t.send('POST', `/clocks/${user.id}/break`, headers, { time: ago(40 * MINUTE) });
    expect(breakStart.statusCode).toBe(201);
    expect(breakStart.json().data).toMatchObject({ kind: 'break', status: true, working_time_id: inRecord.working_time_id });
    const breakEnd = await t.send('POST', `/clocks/${user.id}/break`, headers, { time: ago(30 * MINUTE) });
    expect(breakEnd.json().data).toMatchObject({ kind: 'break', status: false });

    // No body at all: toggles out at the moment received.
    const clockOut = await t.send('POST', `/clocks/${user.id}`, headers);
    expect(clockOut.statusCode).toBe(201);
    expect(clockOut.json().data).toMatchObject({ kind: 'work', status: false, working_time_id: inRecord.working_time_id });

    const list = await t.app.inject({ method: 'GET', url: `/api/workingtime/${user.id}`, headers });
    expect(list.json().data).toHaveLength(1);
    const workingTime = list.json().data[0];
    expect(workingTime.end).not.toBeNull();
    expect(workingTime.breaks).toHaveLength(1);
    expect(workingTime.breaks[0].end).not.toBeNull();

    const latest = await t.app.inject({ method: 'GET', url: `/api/clocks/${user.id}`, headers });
    expect(latest.json().data).toMatchObject({ status: false, id: clockOut.json().data.id });

    // Own clocking is not a change to log.
    const changes = await t.db.selectFrom('changes').select('id').where('user_id', '=', user.id).execute();
    expect(changes).toHaveLength(0);
  });

  it('accepts an empty JSON body and {} as no body', async () => {
    const { user, headers } = await t.f.person();
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/clocks/${user.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().data.status).toBe(true);
    const object = await t.send('POST', `/clocks/${user.id}`, headers, {});
    expect(object.statusCode).toBe(201);
    expect(object.json().data.status).toBe(false);
  });

  it('closes an open break when clocking out', async () => {
    const { user, headers } = await t.f.person();
    await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', time: ago(30 * MINUTE) });
    await t.send('POST', `/clocks/${user.id}/break`, headers, { action: 'start', time: ago(20 * MINUTE) });
    const out = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'out', time: ago(10 * MINUTE) });
    expect(out.statusCode).toBe(201);
    const breaks = await t.db
      .selectFrom('breaks')
      .selectAll()
      .where('working_time_id', '=', out.json().data.working_time_id)
      .execute();
    expect(breaks).toHaveLength(1);
    expect(breaks[0]!.end?.toISOString()).toBe(out.json().data.time);
  });

  it('answers the state conflicts with their codes', async () => {
    const { user, headers } = await t.f.person();
    const url = `/clocks/${user.id}`;
    expect((await t.send('POST', url, headers, { action: 'out' })).json()).toMatchObject({ code: 'not_clocked_in' });
    const breakOut = await t.send('POST', `${url}/break`, headers, { action: 'start' });
    expect(breakOut.statusCode).toBe(409);
    expect(breakOut.json()).toMatchObject({ code: 'not_clocked_in' });
    expect((await t.send('POST', `${url}/break`, headers)).json()).toMatchObject({ code: 'not_clocked_in' });

    expect((await t.send('POST', url, headers, { action: 'in', time: ago(30 * MINUTE) })).statusCode).toBe(201);
    const again = await t.send('POST', url, headers, { action: 'in' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_clocked_in', error: expect.any(String) });

    const notOnBreak = await t.send('POST', `${url}/break`, headers, { action: 'end' });
    expect(notOnBreak.statusCode).toBe(409);
    expect(notOnBreak.json()).toMatchObject({ code: 'not_on_break' });
    expect((await t.send('POST', `${url}/break`, headers, { action: 'start', time: ago(20 * MINUTE) })).statusCode).toBe(201);
    const onBreak = await t.send('POST', `${url}/break`, headers, { action: 'start' });
    expect(onBreak.statusCode).toBe(409);
    expect(onBreak.json()).toMatchObject({ code: 'already_on_break' });
  });

  it('answers a known client_id with the stored record (200), on either route, before any state rule', async () => {
    const { user, headers } = await t.f.person();
    const clientId = randomUUID();
    const first = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', client_id: clientId, time: ago(MINUTE) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.client_id).toBe(clientId);

    const replay = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', client_id: clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const viaBreak = await t.send('POST', `/clocks/${user.id}/break`, headers, { action: 'end', client_id: clientId.toUpperCase() });
    expect(viaBreak.statusCode).toBe(200);
    expect(viaBreak.json()).toEqual(first.json());

    // Another person may use the same identifier: it is unique per person.
    const other = await t.f.person();
    const theirs = await t.send('POST', `/clocks/${other.user.id}`, other.headers, { client_id: clientId });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('checks the given time', async () => {
    const { user, headers } = await t.f.person();
    const url = `/clocks/${user.id}`;
    const expectField = async (body: unknown, field: string, code: string) => {
      const res = await t.send('POST', url, headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { [field]: [{ code }] } });
    };
    await expectField({ time: new Date(Date.now() + 3 * MINUTE).toISOString() }, 'time', 'in_future');
    await expectField({ time: ago(8 * 24 * 60 * MINUTE) }, 'time', 'too_old');
    await expectField({ time: 'yesterday' }, 'time', 'invalid');
    await expectField({ client_id: 'not-a-uuid' }, 'client_id', 'invalid');
    await expectField({ action: 'start' }, 'action', 'invalid');

    // One minute ahead is clock skew, accepted.
    const ahead = await t.send('POST', url, headers, { time: new Date(Date.now() + MINUTE).toISOString() });
    expect(ahead.statusCode).toBe(201);
    await expectField({ time: ago(MINUTE) }, 'time', 'before_last_clock');
    const anyBody = await t.send('POST', url, headers, { time: ago(0) });
    expect(anyBody.statusCode).toBe(422);
    expect(anyBody.json().details.time[0].code).toBe('before_last_clock');
    const stillIn = await t.db.selectFrom('working_times').select('id').where('user_id', '=', user.id).where('end', 'is', null).execute();
    expect(stillIn).toHaveLength(1);
  });

  it('refuses a backdated clock-in that reaches into a recorded working time', async () => {
    const { user, headers } = await t.f.person();
    await tf.workingTime(user, { start: ago(120 * MINUTE), end: ago(60 * MINUTE) });
    const res = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', time: ago(90 * MINUTE) });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.time[0].code).toBe('overlaps');
  });

  it('refuses a time inside a validated week (409 week_validated)', async () => {
    const { user, headers } = await t.f.person();
    const manager = await t.f.buildUser({ role: 'manager' });
    const time = ago(6 * 24 * 60 * MINUTE);
    await tf.validatedWeek(user, { weekStart: mondayOf(dateInZone(new Date(time), 'UTC')), validatedBy: manager });
    const res = await t.send('POST', `/clocks/${user.id}`, headers, { time });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'week_validated' });
  });

  it('lets nobody clock for another person, and shows clocks only to those who may see the data', async () => {
    const member = await t.f.person();
    const manager = await t.f.person('manager');
    const general = await t.f.person('general_manager');
    const stranger = await t.f.person();
    await t.f.buildTeam({ manager: manager.user, members: [member.user] });
    for (const caller of [manager, general, stranger]) {
      const res = await t.send('POST', `/clocks/${member.user.id}`, caller.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', code: 'forbidden' });
      expect((await t.send('POST', `/clocks/${member.user.id}/break`, caller.headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/clocks/${member.user.id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/clocks/${member.user.id}`, headers: manager.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/clocks/${member.user.id}`, headers: general.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/clocks/${manager.user.id}`, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clocks/999999', headers: general.headers })).statusCode).toBe(404);
    expect((await t.send('POST', '/clocks/abc', member.headers)).statusCode).toBe(404);
    expect((await t.send('POST', '/clocks/999999', member.headers)).statusCode).toBe(404);
  });

  it('clocks from a browser session with its CSRF header', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.browserSession(user);
    const res = await t.send('POST', `/clocks/${user.id}`, session.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { 'x-csrf-token': _csrf, ...withoutCsrf } = session.headers;
    expect((await t.send('POST', `/clocks/${user.id}`, withoutCsrf)).statusCode).toBe(401);
  });
});

describe('back-dated clocks and working times over 24 hours', () => {
  const HOUR = 60 * MINUTE;
  const notificationsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().data as {
      kind: string;
      data: Record<string, unknown>;
    }[];

  it('does not mark a clock received on time, nor one back-dated by up to 10 minutes, and tells nobody', async () => {
    const member = await t.f.person();
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [member.user] });
    const clockIn = await t.send('POST', `/clocks/${member.user.id}`, member.headers, { time: ago(9 * MINUTE) });
    expect(clockIn.json().data).toMatchObject({ status: true, backdated: false });
    const now = await t.send('POST', `/clocks/${member.user.id}/break`, member.headers);
    expect(now.json().data).toMatchObject({ kind: 'break', status: true, backdated: false });
    const ahead = await t.send('POST', `/clocks/${member.user.id}/break`, member.headers, { time: ago(-MINUTE) });
    expect(ahead.json().data).toMatchObject({ kind: 'break', status: false, backdated: false });
    const current = await t.app.inject({ method: 'GET', url: `/api/clocks/${member.user.id}`, headers: member.headers });
    expect(current.json().data.backdated).toBe(false);
    expect(await notificationsOf(manager.headers)).toEqual([]);
  });

  it("marks a clock dated more than 10 minutes before it was received and notifies the person's managers", async () => {
    const member = await t.f.person();
    const manager = await t.f.person('manager');
    const otherManager = await t.f.person('manager');
    const general = await t.f.person('general_manager');
    await t.f.buildTeam({ manager: manager.user, members: [member.user] });
    await t.f.buildTeam({ manager: otherManager.user, members: [member.user] });
    const time = ago(2 * HOUR);
    const clockIn = await t.send('POST', `/clocks/${member.user.id}`, member.headers, { time });
    expect(clockIn.statusCode).toBe(201);
    const record = clockIn.json().data;
    expect(record).toMatchObject({ status: true, time, backdated: true });
    const current = await t.app.inject({ method: 'GET', url: `/api/clocks/${member.user.id}`, headers: member.headers });
    expect(current.json().data).toEqual(record);

    for (const reviewer of [manager, otherManager]) {
      const notes = await notificationsOf(reviewer.headers);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'clock_backdated',
        data: { user_id: member.user.id, clock_record_id: record.id, time, received_at: record.received_at },
      });
    }
    // The general managers hear of it only for a person without a manager; the person is not told.
    expect(await notificationsOf(general.headers)).toEqual([]);
    expect(await notificationsOf(member.headers)).toEqual([]);

    // A replay answers the stored record and tells nobody again.
    const replay = await t.send('POST', `/clocks/${member.user.id}`, member.headers, { client_id: record.client_id, time });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(record);
    expect(await notificationsOf(manager.headers)).toHaveLength(1);

    // A back-dated break is marked and notified the same way.
    const breakStart = await t.send('POST', `/clocks/${member.user.id}/break`, member.headers, { time: ago(HOUR) });
    expect(breakStart.json().data).toMatchObject({ kind: 'break', backdated: true });
    expect((await notificationsOf(manager.headers)).map((n) => n.kind)).toEqual(['clock_backdated', 'clock_backdated']);
  });

  it('notifies the general managers when the person has no manager, and a manager who back-dates their own clock', async () => {
    const loner = await t.f.person();
    const general = await t.f.person('general_manager');
    const clockIn = await t.send('POST', `/clocks/${loner.user.id}`, loner.headers, { time: ago(HOUR) });
    expect(clockIn.json().data.backdated).toBe(true);
    const notes = await notificationsOf(general.headers);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'clock_backdated', data: { user_id: loner.user.id, clock_record_id: clockIn.json().data.id } });

    // A manager in a team they manage themself has no manager but themself: the general managers are told.
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [manager.user] });
    const own = await t.send('POST', `/clocks/${manager.user.id}`, manager.headers, { time: ago(HOUR) });
    expect(own.json().data.backdated).toBe(true);
    expect(await notificationsOf(manager.headers)).toEqual([]);
    expect((await notificationsOf(general.headers)).map((n) => n.data.user_id)).toEqual([manager.user.id, loner.user.id]);
  });

  it('keeps a clock-out that closes a working time longer than 24 hours, and notifies it', async () => {
    const member = await t.f.person();
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [member.user] });
    const start = ago(30 * HOUR);
    const clockIn = await t.send('POST', `/clocks/${member.user.id}`, member.headers, { time: start });
    expect(clockIn.json().data.backdated).toBe(true);
    await t.send('POST', `/clocks/${member.user.id}/break`, member.headers, { action: 'start', time: ago(29 * HOUR) });
    const clockOut = await t.send('POST', `/clocks/${member.user.id}`, member.headers);
    expect(clockOut.statusCode).toBe(201);
    const out = clockOut.json().data;
    expect(out).toMatchObject({ status: false, backdated: false, working_time_id: clockIn.json().data.working_time_id });

    const period = await t.app.inject({
      method: 'GET',
      url: `/api/workingtime/${member.user.id}/${out.working_time_id}`,
      headers: member.headers,
    });
    // Kept whole: nothing is lost (the working time shows whole seconds).
    const shown = period.json().data;
    expect(Math.floor(Date.parse(`${shown.start}Z`) / 1000)).toBe(Math.floor(Date.parse(start) / 1000));
    expect(Math.floor(Date.parse(`${shown.end}Z`) / 1000)).toBe(Math.floor(Date.parse(out.time) / 1000));
    expect(shown.breaks[0].end).toBe(shown.end);

    const notes = await notificationsOf(manager.headers);
    expect(notes.map((n) => n.kind)).toEqual(['working_time_over_24h', 'clock_backdated', 'clock_backdated']);
    expect(notes[0]!.data).toEqual({
      user_id: member.user.id,
      working_time_id: out.working_time_id,
      clock_record_id: out.id,
      start,
      end: out.time,
    });
    // Exactly 24 hours is not over 24 hours.
    const exact = await t.f.person();
    await t.f.buildTeam({ manager: manager.user, members: [exact.user] });
    const exactStart = ago(48 * HOUR);
    await t.send('POST', `/clocks/${exact.user.id}`, exact.headers, { time: exactStart });
    const exactOut = await t.send('POST', `/clocks/${exact.user.id}`, exact.headers, {
      time: new Date(Date.parse(exactStart) + 24 * HOUR).toISOString(),
    });
    expect(exactOut.statusCode).toBe(201);
    expect((await notificationsOf(manager.headers)).filter((n) => n.data.user_id === exact.user.id).map((n) => n.kind)).toEqual([
      'clock_backdated',
      'clock_backdated',
    ]);
  });
});

describe('simultaneous clock requests of one person', () => {
  const N = 8;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    // On PostgreSQL, two server instances on one database; PGlite is one process: one instance.
    apps = testDatabaseKind() === 'postgres' ? [t.app, await t.another()] : [t.app];
  });
  const appFor = (i: number) => apps[i % apps.length]!;

  async function assertConsistent(userId: number) {
    const records = await t.db.selectFrom('clock_records').selectAll().where('user_id', '=', userId).execute();
    expect(records.every((r) => r.working_time_id !== null)).toBe(true);
    expect(new Set(records.map((r) => r.client_id)).size).toBe(records.length);
    const open = await t.db.selectFrom('working_times').select('id').where('user_id', '=', userId).where('end', 'is', null).execute();
    expect(open.length).toBeLessThanOrEqual(1);
    return records;
  }

  it('processes parallel toggles one after the other', async () => {
    const { user, headers } = await t.f.person();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => t.send('POST', `/clocks/${user.id}`, headers, undefined, appFor(i))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(N).fill(201));
    const records = await assertConsistent(user.id);
    const ordered = records.sort((a, b) => a.id - b.id);
    // Sequential toggles alternate: in, out, in, out …
    expect(ordered.map((r) => r.status)).toEqual(Array.from({ length: N }, (_, i) => i % 2 === 0));
    const workingTimes = await t.db.selectFrom('working_times').selectAll().where('user_id', '=', user.id).execute();
    expect(workingTimes).toHaveLength(N / 2);
    expect(workingTimes.every((w) => w.end !== null)).toBe(true);
  });

  it('lets exactly one of parallel clock-ins with distinct client_ids through', async () => {
    const { user, headers } = await t.f.person();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', client_id: randomUUID() }, appFor(i)),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('already_clocked_in');
    const records = await assertConsistent(user.id);
    expect(records).toHaveLength(1);
  });

  it('answers parallel replays of one client_id with one 201 and the same record', async () => {
    const { user, headers } = await t.f.person();
    const clientId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.send('POST', `/clocks/${user.id}${i % 3 === 2 ? '/break' : ''}`, headers, { client_id: clientId }, appFor(i)),
      ),
    );
    // The first one processed clocks in (a break request first would be 409 not_clocked_in and store nothing).
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const id = created[0]!.json().data.id;
    for (const r of responses) {
      if (r.statusCode === 409) expect(r.json().code).toBe('not_clocked_in');
      else expect(r.json().data.id).toBe(id);
    }
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(N - 1 - Math.floor(N / 3));
    const records = await assertConsistent(user.id);
    expect(records).toHaveLength(1);
  });
});

describe('a clock request whose client has gone', () => {
  it('is not carried out when the client closed the connection while it waited for the database', async () => {
    const { user, headers } = await t.f.person();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // Every database connection is taken, so the request waits, as it would behind a burst.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const connections = t.database.poolUsage?.().max ?? 1;
    let held = 0;
    const holders = Array.from({ length: connections }, () =>
      t.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        held += 1;
        await gate;
      }),
    );
    await vi.waitFor(() => expect(held).toBe(connections));

    const received = new Promise<ServerResponse>((resolve) => t.app.server.once('request', (_request, response) => resolve(response)));
    const client = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: `/api/clocks/${user.id}`, headers });
    client.on('error', () => {}); // the connection is closed on purpose
    client.end();
    const response = await received;
    const closed = new Promise((resolve) => response.socket!.once('close', resolve));
    client.destroy();
    await closed;

    open();
    await Promise.all(holders);
    // The service answered it (to nobody) without a clock record.
    await vi.waitFor(() => expect(response.writableEnded).toBe(true));
    const records = await t.db.selectFrom('clock_records').select('id').where('user_id', '=', user.id).execute();
    expect(records).toEqual([]);

    // The person's next clock is their first.
    const next = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in' });
    expect(next.statusCode).toBe(201);
  });
});
