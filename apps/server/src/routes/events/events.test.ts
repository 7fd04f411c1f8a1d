// GET /api/events over a real HTTP server (inject cannot stream): who receives which event, replay and reset,
// heartbeats, streams ended by a deletion, a role change or a revoked session, cookies without CSRF, a slow
// reader cut off, the limits, and on PostgreSQL an event crossing instances.
import { request as httpRequest, type IncomingMessage, type ClientRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { pruneLiveEvents } from '../../events/prune.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { Factories } from '../../test/factories.js';
import { TcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, testConfig, type TestApp } from '../../test/app.js';
import { createTestDatabase, testDatabaseKind } from '../../test/database.js';

interface SseEvent {
  id: string | undefined;
  event: string;
  data: any;
}

/** One open stream, read as it arrives. */
class Stream {
  readonly events: SseEvent[] = [];
  comments: string[] = [];
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  constructor(
    readonly response: IncomingMessage,
    readonly request: ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) !== -1) {
        this.parse(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.wake();
    });
    const finish = () => {
      this.ended = true;
      this.wake();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  }

  private parse(block: string) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits until `done()` holds (checked on every chunk); fails after `ms`. */
  async until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async next(match: (event: SseEvent) => boolean, what: string): Promise<SseEvent> {
    await this.until(() => this.events.some(match) || this.ended, what);
    const found = this.events.find(match);
    if (!found) throw new Error(`the stream ended before ${what}; got ${JSON.stringify(this.events)}`);
    return found;
  }

  close() {
    this.request.destroy();
  }
}

let t: TestApp;
let base: string;
const streams: Stream[] = [];

function get(url: string, headers: Record<string, string>): Promise<IncomingMessage & { request: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => resolve(Object.assign(response, { request })));
    request.on('error', reject);
    request.end();
  });
}

async function open(headers: Record<string, string>, at = base): Promise<Stream> {
  const response = await get(`${at}/api/events`, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const stream = new Stream(response, response.request);
  streams.push(stream);
  return stream;
}

async function openAs(user: Pick<UserRow, 'id'>, extra: Record<string, string> = {}, at = base): Promise<Stream> {
  return open({ ...(await t.f.signIn(user)), ...extra }, at);
}

async function toggleClock(user: UserRow) {
  const response = await t.sendAs(user, 'POST', `/clocks/${user.id}`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const clockOf = (user: Pick<UserRow, 'id'>) => (event: SseEvent) => event.event === 'clock' && event.data.user_id === user.id;

/** A past Monday, `weeksAgo` weeks back (UTC). */
function monday(weeksAgo: number): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_EVENTS_HEARTBEAT_MS: '200' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

describe('GET /events: credentials', () => {
  it('answers 401 without credentials, and with a wrong token', async () => {
    const bare = await get(`${base}/api/events`, {});
    expect(bare.statusCode).toBe(401);
    bare.resume();
    const wrong = await get(`${base}/api/events`, { authorization: 'Bearer nonsense' });
    expect(wrong.statusCode).toBe(401);
    wrong.resume();
  });

  it('takes the access cookie without x-csrf-token, while a POST still needs it', async () => {
    const user = await t.f.buildUser();
    const browser = await t.f.browserSession(user);
    const stream = await open({ cookie: browser.headers.cookie });
    await stream.until(() => stream.comments.includes('open'), 'the opening comment');
    const withoutCsrf = await t.send('POST', `/clocks/${user.id}`, { cookie: browser.headers.cookie });
    expect(withoutCsrf.statusCode).toBe(401);
    const withCsrf = await t.send('POST', `/clocks/${user.id}`, browser.headers);
    expect(withCsrf.statusCode).toBe(201);
    const event = await stream.next(clockOf(user), 'the own clock');
    expect(event.data).toEqual({ user_id: user.id, status: true, on_break: false, time: withCsrf.json().data.time });
    stream.close();
  });

  it('sends a comment line at every heartbeat', async () => {
    const stream = await openAs(await t.f.buildUser());
    await stream.until(() => stream.comments.filter((c) => c === 'heartbeat').length >= 2, 'two heartbeats');
    stream.close();
  });

  it('answers 429 beyond 20 streams of one account', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    const opened: Stream[] = [];
    for (let i = 0; i < 20; i += 1) opened.push(await open(headers));
    const refused = await get(`${base}/api/events`, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    refused.resume();
    for (const stream of opened) stream.close();
    await opened[0]!.until(() => t.app.liveEvents.openStreams < 20, 'the streams to close');
  });
});

describe('GET /events: who receives what', () => {
  let general: UserRow;
  let manager: UserRow;
  let otherManager: UserRow;
  let employee: UserRow;
  let colleague: UserRow;

  beforeAll(async () => {
    general = await t.f.buildUser({ role: 'general_manager' });
    manager = await t.f.buildUser({ role: 'manager' });
    otherManager = await t.f.buildUser({ role: 'manager' });
    employee = await t.f.buildUser();
    colleague = await t.f.buildUser();
    await t.f.buildTeam({ manager, members: [employee, colleague] });
    await t.f.buildTeam({ manager: otherManager });
  });

  it('clock: the person, their managers and general managers; not a colleague or another manager', async () => {
    const own = await openAs(employee);
    const mate = await openAs(colleague);
    const boss = await openAs(manager);
    const other = await openAs(otherManager);
    const top = await openAs(general);

    const record = await toggleClock(employee);
    const expected = { user_id: employee.id, status: true, on_break: false, time: record.time };
    for (const stream of [own, boss, top]) expect((await stream.next(clockOf(employee), 'the clock')).data).toEqual(expected);
    const onBreak = await t.sendAs(employee, 'POST', `/clocks/${employee.id}/break`);
    expect(onBreak.statusCode, onBreak.body).toBe(201);
    await own.next((e) => clockOf(employee)(e) && e.data.on_break === true, 'the break');

    // Events are sent in order: once each has their own next event, the employee's were not sent to them.
    await toggleClock(colleague);
    await mate.next(clockOf(colleague), "the colleague's own clock");
    await toggleClock(otherManager);
    await other.next(clockOf(otherManager), "the other manager's own clock");
    expect(mate.events.filter(clockOf(employee))).toEqual([]);
    expect(other.events.filter(clockOf(employee))).toEqual([]);
    expect(other.events.filter(clockOf(colleague))).toEqual([]);
    expect(own.events.filter(clockOf(colleague))).toEqual([]);
    await boss.next(clockOf(colleague), "the manager sees the colleague's clock");
    await top.next(clockOf(otherManager), "the general manager sees the other manager's clock");
    for (const stream of [own, mate, boss, other, top]) stream.close();
  });

  it('applies a team change to the next event', async () => {
    const newcomer = await t.f.buildUser();
    const newTeamManager = await t.f.buildUser({ role: 'manager' });
    const newTeam = await t.f.buildTeam({ manager: newTeamManager });
    const watcher = await openAs(newTeamManager);
    await toggleClock(newcomer);
    await toggleClock(newTeamManager);
    await watcher.next(clockOf(newTeamManager), 'the own clock');
    expect(watcher.events.filter(clockOf(newcomer))).toEqual([]);

    const added = await t.sendAs(newTeamManager, 'POST', `/teams/${newTeam.id}/members`, { user_id: newcomer.id });
    expect(added.statusCode, added.body).toBe(200);
    await toggleClock(newcomer);
    const seen = await watcher.next(clockOf(newcomer), "the new member's clock");
    expect(seen.data.status).toBe(false);
    watcher.close();
  });

  it('notification, correction and week validation reach their people only', async () => {
    const own = await openAs(employee);
    const mate = await openAs(colleague);
    const boss = await openAs(manager);
    const other = await openAs(otherManager);
    const top = await openAs(general);

    const now = Date.now();
    const requested = await t.sendAs(employee, 'POST', '/corrections', {
      start: new Date(now - 3 * 3600_000).toISOString(),
      end: new Date(now - 2 * 3600_000).toISOString(),
      reason: 'Forgot to clock',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const correction = requested.json().data;
    const isCorrection = (status: string) => (e: SseEvent) => e.event === 'correction' && e.data.id === correction.id && e.data.status === status;
    for (const stream of [own, boss, top]) {
      expect((await stream.next(isCorrection('pending'), 'the request')).data).toEqual({ id: correction.id, user_id: employee.id, status: 'pending' });
    }
    // The manager is told by a notification too; its event goes to the manager alone.
    const notice = await boss.next((e) => e.event === 'notification', "the manager's notification");
    expect(Object.keys(notice.data).sort()).toEqual(['id', 'kind']);

    const approved = await t.sendAs(manager, 'PUT', `/corrections/${correction.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await own.next(isCorrection('approved'), 'the approval');
    await own.next((e) => e.event === 'notification', "the employee's notification");

    const week = monday(2);
    const validated = await t.sendAs(manager, 'POST', `/users/${employee.id}/week-validations`, { week_start: week });
    expect(validated.statusCode, validated.body).toBe(201);
    const validation = validated.json().data;
    const isWeek = (status: string) => (e: SseEvent) => e.event === 'week_validation' && e.data.id === validation.id && e.data.status === status;
    for (const stream of [own, boss, top]) {
      expect((await stream.next(isWeek('validated'), 'the validation')).data).toEqual({
        id: validation.id,
        user_id: employee.id,
        week_start: week,
        status: 'validated',
      });
    }
    const reopened = await t.sendAs(manager, 'PUT', `/week-validations/${validation.id}/reopen`, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    await own.next(isWeek('reopened'), 'the reopening');
    await boss.next(isWeek('reopened'), 'the reopening');

    await toggleClock(colleague);
    await mate.next(clockOf(colleague), "the colleague's own clock");
    await toggleClock(otherManager);
    await other.next(clockOf(otherManager), "the other manager's own clock");
    for (const stream of [mate, other]) {
      expect(stream.events.filter((e) => ['correction', 'week_validation', 'notification'].includes(e.event))).toEqual([]);
    }
    expect(own.events.filter((e) => e.event === 'notification' && e.data.id === notice.data.id)).toEqual([]);
    expect(top.events.filter((e) => e.event === 'notification' && e.data.id === notice.data.id)).toEqual([]);
    for (const stream of [own, mate, boss, other, top]) stream.close();
  });

  it('a leave request reaches the person and those who may review it only', async () => {
    const own = await openAs(employee);
    const mate = await openAs(colleague);
    const boss = await openAs(manager);
    const other = await openAs(otherManager);
    const top = await openAs(general);
    const requested = await t.sendAs(employee, 'POST', `/users/${employee.id}/leave-requests`, {
      leave_type_id: 1,
      start_date: '2027-03-02',
      end_date: '2027-03-02',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const leave = requested.json().data;
    const isLeave = (status: string) => (e: SseEvent) => e.event === 'leave_request' && e.data.id === leave.id && e.data.status === status;
    for (const stream of [own, boss, top]) {
      expect((await stream.next(isLeave('pending'), 'the request')).data).toEqual({ id: leave.id, user_id: employee.id, status: 'pending' });
    }
    const approved = await t.sendAs(manager, 'POST', `/leave-requests/${leave.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await own.next(isLeave('approved'), 'the approval');
    await toggleClock(colleague);
    await mate.next(clockOf(colleague), "the colleague's own clock");
    await toggleClock(otherManager);
    await other.next(clockOf(otherManager), "the other manager's own clock");
    for (const stream of [mate, other]) expect(stream.events.filter((e) => e.event === 'leave_request')).toEqual([]);
    for (const stream of [own, mate, boss, other, top]) stream.close();
  });
});

describe('GET /events: many events of one statement', () => {
  it('delivers each of them once', async () => {
    const user = await t.f.buildUser();
    const stream = await openAs(user);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    await sql`insert into notifications (user_id, kind) select ${user.id}, 'bulk' from generate_series(1, 450)`.execute(t.db);
    await stream.until(() => stream.events.filter((e) => e.event === 'notification').length >= 450, '450 notifications');
    const ids = stream.events.filter((e) => e.event === 'notification').map((e) => e.data.id);
    expect(new Set(ids).size).toBe(450);
    await toggleClock(user);
    await stream.next(clockOf(user), 'the next event');
    expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(450);
    stream.close();
  });
});

describe('GET /events: replay', () => {
  it('replays what was missed after Last-Event-ID, only what the caller may see', async () => {
    const manager = await t.f.buildUser({ role: 'manager' });
    const member = await t.f.buildUser();
    const stranger = await t.f.buildUser();
    await t.f.buildTeam({ manager, members: [member] });
    const first = await openAs(manager);
    await toggleClock(member);
    const seen = await first.next(clockOf(member), 'the first clock');
    first.close();
    await first.until(() => first.ended, 'the end');

    await toggleClock(stranger);
    expect((await t.sendAs(member, 'POST', `/clocks/${member.id}/break`)).statusCode).toBe(201);
    await toggleClock(member);
    const again = await openAs(manager, { 'last-event-id': seen.id! });
    await again.until(() => again.events.filter(clockOf(member)).length >= 2, 'the missed clocks');
    expect(again.events.map((e) => [e.event, e.data.user_id, e.data.status, e.data.on_break])).toEqual([
      ['clock', member.id, true, true],
      ['clock', member.id, false, false],
    ]);
    expect(Number(again.events[0]!.id)).toBeGreaterThan(Number(seen.id));
    again.close();
  });

  it('tells a client with an unknown or old Last-Event-ID to reset', async () => {
    const user = await t.f.buildUser();
    for (const id of ['999999999999', 'not-a-number']) {
      const stream = await openAs(user, { 'last-event-id': id });
      const reset = await stream.next((e) => e.event === 'reset', 'the reset');
      expect(reset.id).toBeUndefined();
      stream.close();
    }
    const record = await toggleClock(user);
    const watcher = await openAs(user);
    await toggleClock(user);
    const latest = await watcher.next((e) => clockOf(user)(e) && e.data.status === false, 'the clock out');
    watcher.close();
    const event = await t.db.selectFrom('live_events').select('id').where('user_id', '=', user.id).where('kind', '=', 'clock').orderBy('id').executeTakeFirstOrThrow();
    expect(record.time).toBeDefined();
    await sql`update live_events set created_at = now() - interval '6 minutes' where id = ${event.id}`.execute(t.db);
    const old = await openAs(user, { 'last-event-id': String(event.id) });
    await old.next((e) => e.event === 'reset', 'the reset for an old id');
    old.close();
    // A recent id is not reset: nothing newer yet, and the stream stays open.
    const recent = await openAs(user, { 'last-event-id': latest.id! });
    await toggleClock(user);
    await recent.next(clockOf(user), 'the next clock');
    expect(recent.events.filter((e) => e.event === 'reset')).toEqual([]);
    recent.close();
  });
});

describe('GET /events: streams that end', () => {
  it('ends the stream of a deleted account', async () => {
    const general = await t.f.buildUser({ role: 'general_manager' });
    const leaving = await t.f.buildUser();
    const stream = await openAs(leaving);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    await toggleClock(leaving);
    await stream.next(clockOf(leaving), 'the own clock');
    const deleted = await t.sendAs(general, 'DELETE', `/users/${leaving.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await stream.until(() => stream.ended, 'the end of the stream');
    // Its personal data is erased, its recent clock events included.
    const left = await t.db.selectFrom('live_events').select('kind').where('user_id', '=', leaving.id).execute();
    expect(left.map((row) => row.kind)).toEqual(['account']);
    const again = await get(`${base}/api/events`, await t.f.signIn(leaving));
    expect(again.statusCode).toBe(401);
    again.resume();
  });

  it('ends the stream when the role changes; the next stream sees with the new role', async () => {
    const general = await t.f.buildUser({ role: 'general_manager' });
    const promoted = await t.f.buildUser();
    const someone = await t.f.buildUser();
    const headers = await t.f.signIn(promoted);
    const stream = await open(headers);
    const changed = await t.sendAs(general, 'PUT', `/users/${promoted.id}/role`, { role: 'general_manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    await stream.until(() => stream.ended, 'the end of the stream');
    const next = await open(headers);
    await toggleClock(someone);
    await next.next(clockOf(someone), "a general manager sees everyone's clocks");
    next.close();
  });

  it('keeps a stream opened after the role change, when the change is read after it opened', async () => {
    // Reads a second and a half apart, session checks every 100 ms: the first stream ends by its check, the
    // second opens before the change's event is read, and that event must not end it.
    const slow = await createTestApp({ env: { LIVE_EVENTS_HEARTBEAT_MS: '100', LIVE_EVENTS_POLL_MS: '1500' } });
    try {
      const at = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const general = await slow.f.buildUser({ role: 'general_manager' });
      const promoted = await slow.f.buildUser();
      const someone = await slow.f.buildUser();
      const headers = await slow.f.signIn(promoted);
      const first = await open(headers, at);
      await first.until(() => first.comments.includes('open'), 'the opening');
      const changed = await slow.sendAs(general, 'PUT', `/users/${promoted.id}/role`, { role: 'general_manager' });
      expect(changed.statusCode, changed.body).toBe(200);
      await first.until(() => first.ended, 'the end of the stream at its session check');
      const next = await open(headers, at);
      const clocked = await slow.sendAs(someone, 'POST', `/clocks/${someone.id}`);
      expect(clocked.statusCode).toBe(201);
      await next.next(clockOf(someone), 'the clock read with the change');
      expect(next.ended).toBe(false);
      next.close();
    } finally {
      await slow.close();
    }
  });

  it('ends the stream of a session that was signed out', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    const stream = await open(headers);
    const out = await t.send('POST', '/auth/logout', headers);
    expect(out.statusCode).toBe(204);
    await stream.until(() => stream.ended, 'the end of the stream');
  });

  it('cuts a reader that does not keep up, with the server holding a bounded queue', async () => {
    const user = await t.f.buildUser();
    const stream = await openAs(user);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    stream.response.pause();
    // 4,000 notifications of 4 KiB each (16 MiB of events) in 10 statements.
    const kind = 'k'.repeat(4096);
    for (let i = 0; i < 10; i += 1) {
      await sql`insert into notifications (user_id, kind) select ${user.id}, ${kind} from generate_series(1, 400)`.execute(t.db);
    }
    const deadline = Date.now() + 20_000;
    while (t.app.liveEvents.openStreams > 0 && streamsOf(user.id) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(streamsOf(user.id)).toBe(0);
    stream.response.resume();
    // What the reader still gets is what the sockets held before the cut: far from all of it.
    await stream.until(() => stream.ended, 'the end of the stream', 30_000);
    expect(stream.events.length).toBeLessThan(4000);
  });
});

function streamsOf(userId: number): number {
  return (t.app.liveEvents as unknown as { byAccount: Map<number, Set<unknown>> }).byAccount.get(userId)?.size ?? 0;
}

describe('GET /events: the security review (findings 5 and 9)', () => {
  it('ends a Bearer stream when its access token expires', async () => {
    const tokens = t.app.tokens as unknown as { accessTokenTtl: number };
    const ttl = tokens.accessTokenTtl;
    tokens.accessTokenTtl = 2;
    let headers: Record<string, string>;
    try {
      headers = await t.f.signIn(await t.f.buildUser());
    } finally {
      tokens.accessTokenTtl = ttl;
    }
    const stream = await open(headers);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    const opened = Date.now();
    await stream.until(() => stream.ended, 'the end of the stream with its token', 6000);
    // Not before the token expired (two seconds from its issue, in whole seconds).
    expect(Date.now() - opened).toBeGreaterThan(200);
    // The token is refused from then on: the client reconnects with a fresh one.
    const again = await get(`${base}/api/events`, headers);
    expect(again.statusCode).toBe(401);
    again.resume();
  });

  it('holds 20 streams per account when 21 open at once on an instance not yet listening', async () => {
    const fresh = await createTestApp();
    try {
      const at = await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const headers = await fresh.f.signIn(await fresh.f.buildUser());
      const responses = await Promise.all(Array.from({ length: 21 }, () => get(`${at}/api/events`, headers)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
      for (const response of responses) response.request.destroy();
    } finally {
      await fresh.close();
    }
  });

  it('counts the streams of an account again once they close', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    const opened: Stream[] = [];
    for (let i = 0; i < 20; i += 1) opened.push(await open(headers));
    for (const stream of opened) stream.close();
    const rows = async () => (await t.db.selectFrom('live_streams').select('id').where('user_id', '=', user.id).execute()).length;
    const deadline = Date.now() + 5000;
    while ((await rows()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toBe(0);
    const again = await open(headers);
    again.close();
  });
});

describe('GET /events: stopping', () => {
  it('holds LIVE_EVENTS_MAX_STREAMS at most, and ends open streams when the application closes', async () => {
    const other = await createTestApp({ env: { LIVE_EVENTS_MAX_STREAMS: '1' } });
    const at = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await other.f.buildUser();
    const response = await get(`${at}/api/events`, await other.f.signIn(user));
    expect(response.statusCode).toBe(200);
    const stream = new Stream(response, response.request);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    const full = await get(`${at}/api/events`, await other.f.signIn(await other.f.buildUser()));
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBeDefined();
    full.resume();
    await other.close();
    await stream.until(() => stream.ended, 'the end of the stream');
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('GET /events across instances', () => {
  let second: FastifyInstance;
  let secondBase: string;
  beforeAll(async () => {
    second = await t.another();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });

  it('holds 20 streams per account across instances', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    const opened: Stream[] = [];
    for (let i = 0; i < 10; i += 1) opened.push(await open(headers));
    for (let i = 0; i < 10; i += 1) opened.push(await open(headers, secondBase));
    for (const at of [base, secondBase]) {
      const refused = await get(`${at}/api/events`, headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      refused.resume();
    }
    for (const stream of opened) stream.close();
  });

  it('delivers a clock written on one instance to a stream on another within a second', async () => {
    const user = await t.f.buildUser();
    const stream = await openAs(user, {}, secondBase);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    const started = performance.now();
    await toggleClock(user);
    await stream.next(clockOf(user), 'the clock from the other instance');
    expect(performance.now() - started).toBeLessThan(1000);
    stream.close();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('GET /events: a transaction that commits late', () => {
  it('delivers its event once it commits, after a later event already sent', async () => {
    const user = await t.f.buildUser();
    const stream = await openAs(user);
    await stream.until(() => stream.comments.includes('open'), 'the opening');
    let inserted!: () => void;
    let release!: () => void;
    const insertedLate = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const late = t.db.transaction().execute(async (trx) => {
      await sql`insert into notifications (user_id, kind) values (${user.id}, 'late')`.execute(trx);
      inserted();
      await held;
    });
    await insertedLate;
    await sql`insert into notifications (user_id, kind) values (${user.id}, 'early')`.execute(t.db);
    const kindOf = (kind: string) => (event: SseEvent) => event.event === 'notification' && event.data.kind === kind;
    await stream.next(kindOf('early'), 'the event committed first');
    // Several reads pass while the first transaction is still open: its event is not lost for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.events.some(kindOf('late'))).toBe(false);
    release();
    await late;
    await stream.next(kindOf('late'), 'the event committed late');
    const early = stream.events.find(kindOf('early'))!;
    const lateEvent = stream.events.find(kindOf('late'))!;
    expect(Number(lateEvent.id)).toBeLessThan(Number(early.id));
    await toggleClock(user);
    await stream.next(clockOf(user), 'the next event');
    expect(stream.events.filter(kindOf('late'))).toHaveLength(1);
    expect(stream.events.filter(kindOf('early'))).toHaveLength(1);
    stream.close();
  });
});

describe('old live events', () => {
  it('are deleted after ten minutes, in batches', async () => {
    const user = await t.f.buildUser();
    await sql`insert into live_events (kind, user_id, data, created_at)
      select 'clock', ${user.id}, '{}'::jsonb, now() - interval '11 minutes' from generate_series(1, 5200)`.execute(t.db);
    await sql`insert into live_events (kind, user_id, data, created_at)
      select 'clock', ${user.id}, '{}'::jsonb, now() - interval '9 minutes' from generate_series(1, 3)`.execute(t.db);
    expect(await pruneLiveEvents(t.db)).toBeGreaterThanOrEqual(5200);
    const left = await t.db.selectFrom('live_events').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(3);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('GET /events when the database link drops', () => {
  it('ends the streams once listening again, and the next streams receive events', async () => {
    const database = await createTestDatabase();
    const url = new URL(database.url!);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    const handle = await openDatabase({ databaseUrl: proxy.urlThrough(database.url!), dataDir: '', poolSize: 2 });
    const app = await buildApp({ config: testConfig({ LIVE_EVENTS_HEARTBEAT_MS: '200' }), database: handle, logger: false });
    try {
      const at = await app.listen({ port: 0, host: '127.0.0.1' });
      const f = new Factories(handle.db, app.tokens, 3600);
      const user = await f.buildUser();
      const headers = await f.signIn(user);
      const first = await get(`${at}/api/events`, headers);
      expect(first.statusCode).toBe(200);
      const stream = new Stream(first, first.request);
      await stream.until(() => stream.comments.includes('open'), 'the opening');

      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.open();
      await stream.until(() => stream.ended, 'the end of the stream once listening again', 20_000);

      // The pool finds its connections gone at their next use: the first requests may answer 503.
      let next: Awaited<ReturnType<typeof get>> | undefined;
      for (let i = 0; i < 20 && next?.statusCode !== 200; i += 1) {
        next?.resume();
        next = await get(`${at}/api/events`, headers);
      }
      expect(next!.statusCode).toBe(200);
      const again = new Stream(next!, next!.request);
      let clocked = 0;
      for (let i = 0; i < 20 && clocked !== 201; i += 1) {
        clocked = (await app.inject({ method: 'POST', url: `/api/clocks/${user.id}`, headers })).statusCode;
      }
      expect(clocked).toBe(201);
      await again.next(clockOf(user), 'the clock after the link came back');
      again.close();
    } finally {
      await app.close();
      await proxy.cut();
      await handle.close();
      await database.drop();
    }
  }, 60_000);

});
