// client.events against the real service over HTTP (through the test relay): events of the caller and of the
// people they may view, the stream reopened with `Last-Event-ID` after the connection is lost (what happened
// meanwhile is replayed), an expired access token renewed once, `reset` when the last id is too old, cookie
// sessions, and nothing more after unsubscribing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, type LiveEvent, type LiveStatus, type StorageAdapter, type TimetrackClient } from './index.js';
import { SESSION_KEY } from './session.js';
import { CookieJar } from './test/cookie-jar.js';
import { DEFAULT_PASSWORD, startService, type Service } from './test/service.js';

let service: Service;
beforeAll(async () => {
  // Heartbeats (and the checks that end a changed account's streams) every half second, not 15 s.
  service = await startService({ LIVE_EVENTS_HEARTBEAT_MS: '500' });
});
afterAll(() => service.close());

const EVENTS = 'GET /api/events';
const REFRESH = 'POST /api/auth/refresh';

async function until(condition: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function watching(client: TimetrackClient) {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  let resets = 0;
  const unsubscribe = client.events.subscribe({
    onEvent: (event) => events.push(event),
    onReset: () => (resets += 1),
    onStatus: (status) => statuses.push(status),
  });
  return { events, statuses, resets: () => resets, unsubscribe, opened: () => until(() => statuses.at(-1) === 'open', 'the stream to open') };
}

async function signedIn(storage: StorageAdapter = memoryStorage(), role: 'employee' | 'manager' = 'employee') {
  const user = await service.t.f.buildUser({ role });
  const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
  await client.login({ email: user.email!, password: DEFAULT_PASSWORD });
  return { client, user };
}

/** Clocks straight on the service (not through the relay): toggles without a body. */
async function clock(userId: number): Promise<void> {
  const response = await service.t.sendAs({ id: userId }, 'POST', `/clocks/${userId}`);
  expect(response.statusCode, response.body).toBe(201);
}

const clocks = (events: readonly LiveEvent[]) => events.filter((event) => event.type === 'clock');

describe('client.events with the service', () => {
  it('delivers the caller’s clocks and those of the people they manage, with ids', async () => {
    const { client, user: manager } = await signedIn(memoryStorage(), 'manager');
    const member = await service.t.f.buildUser();
    await service.t.f.buildTeam({ manager, members: [member] });
    const live = watching(client);
    try {
      await live.opened();
      await clock(manager.id);
      await clock(member.id);
      await until(() => clocks(live.events).length === 2, 'two clock events');
      const [own, theirs] = clocks(live.events);
      expect(own).toMatchObject({ type: 'clock', data: { user_id: manager.id, status: true, on_break: false } });
      expect(theirs).toMatchObject({ type: 'clock', data: { user_id: member.id, status: true, on_break: false } });
      expect(Number(theirs!.id)).toBeGreaterThan(Number(own!.id));
      expect(Number.isNaN(Date.parse(own!.data.time as string))).toBe(false);
    } finally {
      live.unsubscribe();
    }
  });

  it('reopens the stream after the connection is lost and gets what happened meanwhile (Last-Event-ID)', async () => {
    const { client, user } = await signedIn();
    const live = watching(client);
    try {
      await live.opened();
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock-in');
      const before = service.relay.count(EVENTS);
      await service.relay.down();
      await until(() => live.statuses.at(-1) === 'reconnecting', 'the loss to be seen');
      // Clocked out while the stream is down: only a replay can bring this event.
      await clock(user.id);
      await service.relay.up();
      await until(() => clocks(live.events).length === 2, 'the replayed clock-out', 40_000);
      expect(clocks(live.events)[1]).toMatchObject({ data: { user_id: user.id, status: false } });
      expect(service.relay.count(EVENTS)).toBeGreaterThan(before);
      expect(live.resets()).toBe(0);
      expect(live.statuses).toEqual(['open', 'reconnecting', 'open']);
      // Nothing is delivered twice.
      expect(new Set(live.events.map((event) => event.id)).size).toBe(live.events.length);
    } finally {
      live.unsubscribe();
    }
  }, 60_000);

  it('renews an expired access token once, then streams', async () => {
    const storage = memoryStorage();
    const { user } = await signedIn(storage);
    const stored = JSON.parse((await storage.get(SESSION_KEY))!) as { access_token: string; version: string };
    const claims = JSON.parse(Buffer.from(stored.access_token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    stored.access_token = await service.expiredAccessToken(user.id, claims.sid);
    stored.version = 'expired';
    await storage.set(SESSION_KEY, JSON.stringify(stored));
    const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
    await client.resume();
    const refreshes = service.relay.count(REFRESH);
    const live = watching(client);
    try {
      await live.opened();
      expect(service.relay.count(REFRESH) - refreshes).toBe(1);
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock event');
    } finally {
      live.unsubscribe();
    }
  });

  it('waits for a sign-in when the session has ended, then streams', async () => {
    const user = await service.t.f.buildUser();
    const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token' });
    const live = watching(client);
    try {
      await until(() => live.statuses.at(-1) === 'reconnecting', 'the refusal');
      await client.login({ email: user.email!, password: DEFAULT_PASSWORD });
      await live.opened();
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock event');
    } finally {
      live.unsubscribe();
    }
  });

  it('hands a reset to the application when the last event is too old to replay, then goes on', async () => {
    const { client, user } = await signedIn();
    const live = watching(client);
    try {
      await live.opened();
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock-in');
      await service.relay.down();
      await service.t.db
        .updateTable('live_events')
        .set({ created_at: new Date(Date.now() - 10 * 60_000) })
        .where('id', '=', Number(live.events[0]!.id))
        .execute();
      await service.relay.up();
      await until(() => live.resets() === 1, 'the reset', 40_000);
      await clock(user.id);
      await until(() => clocks(live.events).length === 2, 'the next clock');
    } finally {
      live.unsubscribe();
    }
  }, 60_000);

  it('streams with cookies in cookie mode', async () => {
    const user = await service.t.f.buildUser();
    const jar = new CookieJar();
    const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'cookie', fetch: jar.fetch });
    await client.login({ email: user.email!, password: DEFAULT_PASSWORD });
    const live = watching(client);
    try {
      await live.opened();
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock event');
    } finally {
      live.unsubscribe();
    }
  });

  it('reopens the stream the service ends after a role change, and goes on without a reset', async () => {
    const { client, user } = await signedIn();
    const live = watching(client);
    try {
      await live.opened();
      const opened = service.relay.count(EVENTS);
      await service.t.db.updateTable('users').set({ role: 'manager' }).where('id', '=', user.id).execute();
      await until(() => service.relay.count(EVENTS) > opened && live.statuses.at(-1) === 'open', 'the stream to be reopened', 30_000);
      expect(live.statuses).toEqual(['open', 'reconnecting', 'open']);
      await clock(user.id);
      await until(() => clocks(live.events).length === 1, 'the clock event');
      expect(live.resets()).toBe(0);
    } finally {
      live.unsubscribe();
    }
  }, 40_000);

  it('streams to a personal access token with the read scope; one without waits, keeping the token', async () => {
    const person = await service.t.f.person();
    const tokenWith = async (scopes: string[]) => {
      const created = await service.t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'live', scopes });
      expect(created.statusCode, created.body).toBe(201);
      const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token' });
      await client.signInWithAccessToken((created.json().data as { token: string }).token);
      return client;
    };
    const reader = await tokenWith(['read']);
    const live = watching(reader);
    try {
      await live.opened();
      await clock(person.user.id);
      await until(() => clocks(live.events).length === 1, 'the clock event');
    } finally {
      live.unsubscribe();
    }

    const clockOnly = await tokenWith(['clock']);
    const opened = service.relay.count(EVENTS);
    const refused = watching(clockOnly);
    try {
      await until(() => refused.statuses.includes('reconnecting'), 'the refusal');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(service.relay.count(EVENTS)).toBe(opened + 1);
      expect(refused.statuses).toEqual(['reconnecting']);
      expect(clockOnly.viaPersonalToken).toBe(true);
      expect(clockOnly.user?.id).toBe(person.user.id);
    } finally {
      refused.unsubscribe();
    }
  });

  it('delivers nothing more and opens nothing after unsubscribing', async () => {
    const { client, user } = await signedIn();
    const live = watching(client);
    await live.opened();
    live.unsubscribe();
    const opened = service.relay.count(EVENTS);
    await clock(user.id);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(live.events).toEqual([]);
    expect(service.relay.count(EVENTS)).toBe(opened);
  });
});
