// Renewal as docs/api.md#sessions says, against the real service over HTTP: one refresh for any number of
// concurrent 401s, the session ended once by a refused refresh, kept through a network failure, never
// renewed for the session routes, and shared by clients of one storage without presenting a rotated
// refresh token twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, NetworkError, unwrap, type StorageAdapter, type TimetrackClient } from './index.js';
import { fileStorage } from './node.js';
import { SESSION_KEY } from './session.js';
import { CookieJar } from './test/cookie-jar.js';
import { DEFAULT_PASSWORD, startService, type Service } from './test/service.js';

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const REFRESH = 'POST /api/auth/refresh';

async function signedIn(storage: StorageAdapter = memoryStorage()): Promise<{ client: TimetrackClient; userId: number }> {
  const user = await service.t.f.buildUser();
  const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
  await client.login({ email: user.email!, password: DEFAULT_PASSWORD });
  return { client, userId: user.id };
}

/** Replaces the stored access token by one of the same session that expired a minute ago. */
async function expireStoredAccessToken(storage: StorageAdapter): Promise<void> {
  const stored = JSON.parse((await storage.get(SESSION_KEY))!) as { access_token: string; version: string };
  const claims = JSON.parse(Buffer.from(stored.access_token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  stored.access_token = await service.expiredAccessToken(Number(claims.sub), claims.sid);
  stored.version = `expired-${Math.random()}`;
  await storage.set(SESSION_KEY, JSON.stringify(stored));
}

/** A client resumed from `storage`, whose access token has expired. */
async function resumedWithExpiredToken(storage: StorageAdapter): Promise<TimetrackClient> {
  await expireStoredAccessToken(storage);
  const client = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
  await client.resume();
  return client;
}

function counting(client: TimetrackClient, event: 'session-ended' | 'session-started') {
  let count = 0;
  client.on(event, () => (count += 1));
  return () => count;
}

describe('token mode', () => {
  it('signs in with client "mobile" and keeps the token pair in the storage', async () => {
    const storage = memoryStorage();
    const { client, userId } = await signedIn(storage);
    expect(client.user?.id).toBe(userId);
    const stored = JSON.parse((await storage.get(SESSION_KEY))!) as Record<string, unknown>;
    expect(stored).toMatchObject({ mode: 'token', user: { id: userId } });
    expect(typeof stored.access_token).toBe('string');
    expect(typeof stored.refresh_token).toBe('string');
    const me = await unwrap(client.api.GET('/auth/me'));
    expect(me.data.id).toBe(userId);
  });

  it('answers 20 concurrent requests after the access token expired with exactly one refresh', async () => {
    const storage = memoryStorage();
    const { userId } = await signedIn(storage);
    const client = await resumedWithExpiredToken(storage);
    const before = service.relay.count(REFRESH);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.api.GET('/auth/me')));
    expect(service.relay.count(REFRESH) - before).toBe(1);
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.data?.data.id).toBe(userId);
    }
  });

  it('renews a token that really expired (ACCESS_TOKEN_TTL of 2 seconds) and replays the request once', async () => {
    const shortLived = await startService({ ACCESS_TOKEN_TTL: '2' });
    try {
      const user = await shortLived.t.f.buildUser();
      const client = createClient({ baseUrl: shortLived.relay.baseUrl, mode: 'token' });
      await client.login({ email: user.email!, password: DEFAULT_PASSWORD });
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const answer = await client.api.GET('/auth/me');
      expect(answer.response.status).toBe(200);
      expect(shortLived.relay.count(REFRESH)).toBe(1);
      expect(shortLived.relay.count('GET /api/auth/me')).toBe(2);
    } finally {
      await shortLived.close();
    }
  });

  it('ends the session once when the refresh is answered 401: event, storage cleared, no loop', async () => {
    const storage = memoryStorage();
    const { client, userId } = await signedIn(storage);
    const ended = counting(client, 'session-ended');
    await service.t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).execute();
    const before = service.relay.count(REFRESH);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.api.GET('/auth/me')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(401));
    expect(service.relay.count(REFRESH) - before).toBe(1);
    expect(ended()).toBe(1);
    expect(client.user).toBeNull();
    expect(await storage.get(SESSION_KEY)).toBeNull();
    // Later requests do not try again.
    expect((await client.api.GET('/auth/me')).response.status).toBe(401);
    await expect(unwrap(client.api.GET('/auth/me'))).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(service.relay.count(REFRESH) - before).toBe(1);
    expect(ended()).toBe(1);
  });

  it('keeps the session when the refresh cannot reach the service, and the caller gets a NetworkError', async () => {
    const storage = memoryStorage();
    await signedIn(storage);
    const client = await resumedWithExpiredToken(storage);
    const ended = counting(client, 'session-ended');
    service.relay.cut(REFRESH);
    await expect(client.api.GET('/auth/me')).rejects.toBeInstanceOf(NetworkError);
    expect(ended()).toBe(0);
    expect(client.user).not.toBeNull();
    expect(await storage.get(SESSION_KEY)).not.toBeNull();
    // Back online: the same session renews and answers.
    expect((await client.api.GET('/auth/me')).response.status).toBe(200);
  });

  it('a request that cannot reach the service is a NetworkError, not an HTTP error', async () => {
    const { client } = await signedIn();
    service.relay.cut('GET /api/auth/me');
    const failure = await client.api.GET('/auth/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
  });

  it('never renews for the session routes', async () => {
    const storage = memoryStorage();
    const { userId } = await signedIn(storage);
    const client = await resumedWithExpiredToken(storage);
    const ended = counting(client, 'session-ended');
    const before = service.relay.count(REFRESH);
    const login = await client.api.POST('/auth/login', { body: { email: 'nobody@example.test', password: 'not the password' } });
    expect(login.response.status).toBe(401);
    expect(login.error).toMatchObject({ code: 'invalid_credentials' });
    const refresh = await client.api.POST('/auth/refresh', { body: { refresh_token: 'not a token' } });
    expect(refresh.response.status).toBe(401);
    // Only the refresh asked for by the caller reached the service; the session is untouched.
    expect(service.relay.count(REFRESH) - before).toBe(1);
    expect(ended()).toBe(0);
    expect(client.user?.id).toBe(userId);
    await expect(client.login({ email: 'nobody@example.test', password: 'not the password' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(service.relay.count(REFRESH) - before).toBe(1);
  });

  it('replays without a second refresh a 401 that comes back after the token was renewed', async () => {
    const storage = memoryStorage();
    const { userId } = await signedIn(storage);
    const client = await resumedWithExpiredToken(storage);
    const before = service.relay.count(REFRESH);
    // The slow request leaves with the expired token and is answered 401 only after the other renewed it.
    service.relay.hold(`GET /api/clocks/${userId}`, 500);
    const slow = client.api.GET('/clocks/{user_id}', { params: { path: { user_id: userId } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await client.api.GET('/auth/me')).response.status).toBe(200);
    expect(service.relay.count(REFRESH) - before).toBe(1);
    expect((await slow).response.status).toBe(200);
    expect(service.relay.count(`GET /api/clocks/${userId}`)).toBe(2);
    expect(service.relay.count(REFRESH) - before).toBe(1);
  });

  it('refreshes once more when the credentials another client stored have expired too', async () => {
    const storage = memoryStorage();
    await signedIn(storage);
    const first = await resumedWithExpiredToken(storage);
    const second = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
    await second.resume();
    const before = service.relay.count(REFRESH);
    expect((await second.api.GET('/auth/me')).response.status).toBe(200);
    // The second client's renewed access token expires in turn, before the first client calls again.
    await expireStoredAccessToken(storage);
    expect((await first.api.GET('/auth/me')).response.status).toBe(200);
    expect(service.relay.count(REFRESH) - before).toBe(2);
    expect((await second.api.GET('/auth/me')).response.status).toBe(200);
    expect(service.relay.count(REFRESH) - before).toBe(2);
  });

  it('two clients sharing one storage renew once and both keep working (no theft revocation)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'timetrack-client-'));
    try {
      const { userId } = await signedIn(fileStorage(dir));
      await expireStoredAccessToken(fileStorage(dir));
      // Two processes on one folder: each has its own storage object, the lock file is what they share.
      const first = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage: fileStorage(dir) });
      const second = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage: fileStorage(dir) });
      await Promise.all([first.resume(), second.resume()]);
      const before = service.relay.count(REFRESH);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => first.api.GET('/auth/me')),
        ...Array.from({ length: 5 }, () => second.api.GET('/auth/me')),
      ]);
      expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
      expect(service.relay.count(REFRESH) - before).toBe(1);
      const sessions = await service.t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', userId).execute();
      expect(sessions.map((s) => s.revoked_at)).toEqual([null]);
      expect((await first.api.GET('/auth/me')).response.status).toBe(200);
      expect((await second.api.GET('/auth/me')).response.status).toBe(200);
    } finally {
      await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    }
  });

  it('signs out: the session is revoked on the service and forgotten, without a session-ended event', async () => {
    const storage = memoryStorage();
    const { client, userId } = await signedIn(storage);
    const ended = counting(client, 'session-ended');
    await client.logout();
    expect(ended()).toBe(0);
    expect(client.user).toBeNull();
    expect(await storage.get(SESSION_KEY)).toBeNull();
    const sessions = await service.t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', userId).execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    const resumed = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
    expect(await resumed.resume()).toBeNull();
  });
});

describe('cookie mode', () => {
  it('keeps the CSRF token in memory and recovers it after a reload with POST /auth/refresh', async () => {
    const user = await service.t.f.buildUser();
    const jar = new CookieJar();
    const page = createClient({ baseUrl: service.relay.baseUrl, mode: 'cookie', fetch: jar.fetch });
    const started = counting(page, 'session-started');
    await page.login({ email: user.email!, password: DEFAULT_PASSWORD });
    expect(started()).toBe(1);
    expect((await page.api.GET('/auth/me')).response.status).toBe(200);

    // The same page reloaded: cookies are still there, the CSRF token is not.
    const reloaded = createClient({ baseUrl: service.relay.baseUrl, mode: 'cookie', fetch: jar.fetch });
    const me = await reloaded.resume();
    expect(me?.id).toBe(user.id);
    expect((await reloaded.api.GET('/auth/me')).response.status).toBe(200);

    // The access cookie expires: one refresh, the request replayed.
    jar.expire('tt_access');
    const before = service.relay.count(REFRESH);
    const answers = await Promise.all(Array.from({ length: 5 }, () => reloaded.api.GET('/auth/me')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(5).fill(200));
    expect(service.relay.count(REFRESH) - before).toBe(1);

    await reloaded.logout();
    expect(reloaded.user).toBeNull();
    const fresh = createClient({ baseUrl: service.relay.baseUrl, mode: 'cookie', fetch: jar.fetch });
    const ended = counting(fresh, 'session-ended');
    expect(await fresh.resume()).toBeNull();
    expect(ended()).toBe(0);
  });
});
