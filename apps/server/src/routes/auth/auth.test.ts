// Sign-in, sessions, password links and the e-mails that carry them, through HTTP, with a real SMTP
// server receiving the mail.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.js';
import { hashToken, TokenService } from '../../auth/tokens.js';
import { loggerOptions } from '../../logger.js';
import { createMailTransport, type MailTransport } from '../../mail/transport.js';
import { sendDueMessages } from '../../jobs/mail.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';

let t: TestApp;
let mailbox: Mailbox;
let transport: MailTransport;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url } });
  transport = createMailTransport(t.config, quiet);
});
afterAll(async () => {
  transport.close();
  await t.close();
  await mailbox.close();
});

/** Sends what the outbox holds, as the worker would (once the work done after answering is done). */
const deliver = async () => {
  await t.app.afterAnswer.settled();
  return sendDueMessages(t.db, transport, quiet);
};

let addressCounter = 0;
/** A client address of its own per test, so that per-address limits of one test do not touch another. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string): string | undefined {
  return res.cookies.find((cookie) => cookie.name === name)?.value;
}

function browserHeaders(res: { cookies: { name: string; value: string }[]; json(): { data: { csrf_token: string } } }) {
  return {
    cookie: `${ACCESS_COOKIE}=${cookieOf(res, ACCESS_COOKIE)}; ${REFRESH_COOKIE}=${cookieOf(res, REFRESH_COOKIE)}`,
    'x-csrf-token': res.json().data.csrf_token,
  };
}

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('POST /auth/login', () => {
  it('signs a browser in with cookies and a CSRF token', async () => {
    const user = await t.f.buildUser();
    const res = await login({ email: user.email!.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, status: 'active', preferences: { language: 'en', theme: 'system' } });
    expect(typeof body.data.csrf_token).toBe('string');
    expect(body.data.access_token).toBeUndefined();
    const access = res.cookies.find((c) => c.name === ACCESS_COOKIE)!;
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(access).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
    expect(refresh).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(access.secure).toBeFalsy();

    const headers = browserHeaders(res);
    expect((await me(headers)).json()).toEqual({ data: { ...body.data.user, two_factor_required: false } });
    // Cookie authentication needs the CSRF header, and the right one.
    expect((await me({ cookie: headers.cookie })).statusCode).toBe(401);
    const wrong = await me({ cookie: headers.cookie, 'x-csrf-token': 'x'.repeat(headers['x-csrf-token'].length) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthorized');
  });

  it('gives a mobile client a Bearer token pair', async () => {
    const user = await t.f.buildUser({ role: 'manager' });
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ user: { id: user.id, role: 'manager' }, token_type: 'Bearer', expires_in: 3600 });
    expect(data.csrf_token).toBeUndefined();
    expect(res.cookies).toHaveLength(0);
    const ok = await me({ authorization: `Bearer ${data.access_token}` });
    expect(ok.json().data.id).toBe(user.id);
  });

  it('answers the same to a wrong password, an unknown e-mail and an account not yet activated', async () => {
    const user = await t.f.buildUser();
    const invited = await t.f.buildUser({ status: 'invited' });
    const address = newAddress();
    const answers = [
      await login({ email: user.email, password: 'wrong password!' }, address),
      await login({ email: 'nobody@example.test', password: DEFAULT_PASSWORD }, address),
      await login({ email: invited.email, password: DEFAULT_PASSWORD }, address),
      await login({ email: 'not an address', password: 'x' }, address),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
      expect(res.json().code).toBe('invalid_credentials');
    }
    const missing = await login({ email: user.email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details.password).toEqual([{ code: 'required' }]);
  });

  it('refuses an e-mail address after 10 failures in 15 minutes, with Retry-After', async () => {
    const user = await t.f.buildUser();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: user.email, password: `wrong ${i} password` }, newAddress())).statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: DEFAULT_PASSWORD }, newAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Failures older than the window stop counting.
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 16 * 60 * 1000) })
      .where('email', '=', user.email!)
      .execute();
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, newAddress())).statusCode).toBe(200);
  });

  it('refuses a client address after 100 failures, counted in the shared table, and purges old ones', async () => {
    const user = await t.f.buildUser();
    const address = newAddress();
    const recent = new Date(Date.now() - 60 * 1000);
    await t.db
      .insertInto('login_failures')
      .values(Array.from({ length: 100 }, (_, i) => ({ email: `someone${i}@example.test`, address, failed_at: recent })))
      .execute();
    await t.db.insertInto('login_failures').values({ email: 'old@example.test', address: '10.9.9.9', failed_at: new Date(Date.now() - 3600_000) }).execute();
    const limited = await login({ email: user.email, password: DEFAULT_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not concerned; its failure purges the rows that no longer count.
    expect((await login({ email: user.email, password: 'wrong password' }, newAddress())).statusCode).toBe(401);
    const old = await t.db.selectFrom('login_failures').select('id').where('email', '=', 'old@example.test').execute();
    expect(old).toHaveLength(0);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates a mobile refresh token; a reuse within 30 s gets the same successor, later it revokes the session', async () => {
    const user = await t.f.buildUser();
    const first = (await login({ email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' })).json().data;
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json().data;
    expect(pair).toMatchObject({ user: { id: user.id }, token_type: 'Bearer', expires_in: 3600 });
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await me({ authorization: `Bearer ${pair.access_token}` })).statusCode).toBe(200);

    // Two tabs: the rotated token again, within the grace period, is answered with the successor already
    // issued (no second branch of the session that reuse detection would never see), and a working access token.
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refresh_token).toBe(pair.refresh_token);
    expect((await me({ authorization: `Bearer ${again.json().data.access_token}` })).statusCode).toBe(200);
    const branches = await t.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select('token_hash')
      .where('sessions.user_id', '=', user.id)
      .execute();
    expect(branches).toHaveLength(2);

    // Later than 30 seconds after its rotation: theft, the whole session ends.
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 31_000) })
      .where('token_hash', '=', hashToken(first.refresh_token))
      .execute();
    const stolen = await refresh(first.refresh_token);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('unauthorized');
    expect((await me({ authorization: `Bearer ${pair.access_token}` })).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('renews a browser session from the refresh cookie alone (no CSRF header)', async () => {
    const user = await t.f.buildUser();
    const signedIn = await login({ email: user.email, password: DEFAULT_PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${cookieOf(signedIn, REFRESH_COOKIE)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    expect(cookieOf(res, REFRESH_COOKIE)).not.toBe(cookieOf(signedIn, REFRESH_COOKIE));
    expect((await me(browserHeaders(res))).statusCode).toBe(200);
  });

  it('refuses unknown, expired and revoked refresh tokens, and deleted accounts', async () => {
    const refresh = (token?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: token === undefined ? {} : { refresh_token: token } });
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-token')).json().code).toBe('unauthorized');

    const user = await t.f.buildUser();
    const expired = await t.f.mobileSession(user);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(expired.refreshToken))
      .execute();
    expect((await refresh(expired.refreshToken)).statusCode).toBe(401);

    const revoked = await t.f.mobileSession(user);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked.headers });
    expect((await refresh(revoked.refreshToken)).statusCode).toBe(401);

    const doomed = await t.f.buildUser();
    const session = await t.f.mobileSession(doomed);
    await t.db.updateTable('users').set({ status: 'deleted', email: null }).where('id', '=', doomed.id).execute();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('several instances', () => {
  it.runIf(testDatabaseKind() === 'postgres')('share sessions: simultaneous refreshes both answer, a sign-out holds everywhere', async () => {
    const other = await t.another();
    const user = await t.f.buildUser();
    const signedIn = (await login({ email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' })).json().data;
    const bearer = { authorization: `Bearer ${signedIn.access_token}` };
    expect((await other.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).statusCode).toBe(200);

    const [a, b] = await Promise.all(
      [t.app, other].map((app) => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: signedIn.refresh_token } })),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    // One successor for both: the session keeps a single chain of refresh tokens.
    expect(a!.json().data.refresh_token).toBe(b!.json().data.refresh_token);
    expect((await me({ authorization: `Bearer ${b!.json().data.access_token}` })).statusCode).toBe(200);

    expect((await other.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer })).statusCode).toBe(204);
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${a!.json().data.access_token}` })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses tampered and expired tokens', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.mobileSession(user);
    const [head, payload, signature] = session.accessToken.split('.');
    const tampered = `${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me({ authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
    const forged = await new TokenService('another secret that is long enough for HS256!!', 3600).signAccessToken({
      userId: user.id,
      sessionId: session.sessionId,
    });
    expect((await me({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    const expired = await new TokenService(t.config.jwtSecret!, -60).signAccessToken({ userId: user.id, sessionId: session.sessionId });
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes a browser session from its cookies and clears them', async () => {
    const user = await t.f.buildUser();
    const signedIn = await login({ email: user.email, password: DEFAULT_PASSWORD });
    const headers = browserHeaders(signedIn);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cleared = res.cookies.find((c) => c.name === name)!;
      expect(cleared.value).toBe('');
      expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    }
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('revokes a mobile session from the Bearer header or a refresh_token body, and is 204 when signed out', async () => {
    const user = await t.f.buildUser();
    const byHeader = await t.f.mobileSession(user);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: byHeader.headers })).statusCode).toBe(204);
    expect((await me(byHeader.headers)).statusCode).toBe(401);

    const byBody = await t.f.mobileSession(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: byBody.refreshToken } });
    expect(res.statusCode).toBe(204);
    expect((await me(byBody.headers)).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: byHeader.headers })).statusCode).toBe(204);
  });

  it('ends a browser session only with its x-csrf-token: missing or wrong is 401 and nothing is revoked', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.browserSession(user);
    const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const cookiesOnly = { cookie: session.headers.cookie };
    const other = await t.f.browserSession(user);
    for (const headers of [cookiesOnly, { ...cookiesOnly, 'x-csrf-token': 'wrong' }, { ...cookiesOnly, 'x-csrf-token': other.csrfToken }]) {
      const refused = await logout(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('unauthorized');
      expect(refused.cookies).toEqual([]);
    }
    expect((await me(session.headers)).statusCode).toBe(200);

    // With the access token expired, the refresh cookie names the session: its CSRF token is still required.
    const expired = await new TokenService(t.config.jwtSecret!, -60).signAccessToken({ userId: user.id, sessionId: session.sessionId });
    const stale = { cookie: `${ACCESS_COOKIE}=${expired}; ${REFRESH_COOKIE}=${session.refreshToken}` };
    expect((await logout(stale)).statusCode).toBe(401);
    expect((await logout({ cookie: `${REFRESH_COOKIE}=${session.refreshToken}` })).statusCode).toBe(401);
    expect((await me(session.headers)).statusCode).toBe(200);
    expect((await logout({ ...stale, 'x-csrf-token': session.csrfToken })).statusCode).toBe(204);
    expect((await me(session.headers)).statusCode).toBe(401);

    // Already signed out: nothing left to protect, 204 with or without the token.
    expect((await logout(cookiesOnly)).statusCode).toBe(204);
    expect((await logout(session.headers)).statusCode).toBe(204);
    expect((await me(other.headers)).statusCode).toBe(200);
  });
});

describe('password links', () => {
  it('resets a forgotten password from the mailed link, ending every session', async () => {
    const user = await t.f.buildUser({ name: 'Zoé Martin' });
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute();
    const before = await t.f.mobileSession(user);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: newAddress() });
    expect(res.statusCode).toBe(204);
    expect(await deliver()).toBe(1);
    const mail = mailbox.to(user.email!).at(-1)!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Timetrack');
    const link = mailbox.linkFor(user.email!, 'reset-password')!;
    expect(link.startsWith('http://localhost:3000/reset-password/')).toBe(true);
    expect(mail.body).toContain('<a href="http://localhost:3000/reset-password/');
    const token = link.split('/').at(-1)!;
    // Stored hashed only.
    expect(await t.db.selectFrom('password_tokens').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();

    const check = await t.app.inject({ method: 'GET', url: `/api/password-tokens/${token}` });
    expect(check.statusCode).toBe(200);
    const expiresAt = new Date(check.json().data.expires_at).getTime();
    expect(check.json().data).toMatchObject({ purpose: 'reset', email: user.email });
    expect(Math.abs(expiresAt - Date.now() - 3600_000)).toBeLessThan(60_000);

    const tooShort = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'short' } });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().details.password).toEqual([{ code: 'too_short' }]);
    const tooLong = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'x'.repeat(129) } });
    expect(tooLong.json().details.password).toEqual([{ code: 'too_long' }]);

    const set = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'a brand new password' } });
    expect(set.statusCode).toBe(204);
    expect((await me(before.headers)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, newAddress())).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a brand new password' })).statusCode).toBe(200);

    // Single-use.
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${token}` })).statusCode).toBe(404);
    const reuse = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'yet another password' } });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().code).toBe('not_found');
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const sentBefore = mailbox.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody.here@example.test' },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(204);
    await deliver();
    expect(mailbox.messages.length).toBe(sentBefore);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nope' }, remoteAddress: newAddress() });
    expect(bad.statusCode).toBe(422);
  });

  it('limits forgotten-password requests per e-mail and per client address', async () => {
    const user = await t.f.buildUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: newAddress() });
      expect(res.statusCode).toBe(204);
    }
    const perEmail = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: newAddress() });
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().code).toBe('rate_limited');
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `x${i}@example.test` }, remoteAddress: address });
      expect(res.statusCode).toBe(204);
    }
    const perAddress = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'y@example.test' }, remoteAddress: address });
    expect(perAddress.statusCode).toBe(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    await deliver();
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares the forgotten-password limits between instances through Redis', async () => {
    const config = { ...t.config, redisUrl: process.env.TEST_REDIS_URL! };
    const [first, second] = [
      await buildApp({ config, database: t.database, logger: false }),
      await buildApp({ config, database: t.database, logger: false }),
    ];
    try {
      // Until an instance's connection to Redis is up it counts alone (degraded): both are connected first.
      await vi.waitFor(() => expect([first.rateLimitState(), second.rateLimitState()]).toEqual(['ok', 'ok']), { timeout: 10_000, interval: 20 });
      // Redis outlives the test database: names and addresses of this run only.
      const email = `shared.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
      const randomAddress = () => `172.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? first : second;
        const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: randomAddress() });
        expect(res.statusCode).toBe(204);
      }
      const limited = await second.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: randomAddress() });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('treats unknown and expired links as not found', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/password-tokens/unknown-token' })).statusCode).toBe(404);
    const user = await t.f.buildUser();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: newAddress() });
    await deliver();
    const token = mailbox.linkFor(user.email!, 'reset-password')!.split('/').at(-1)!;
    await t.db.updateTable('password_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${token}` })).statusCode).toBe(404);
    const use = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'a brand new password' } });
    expect(use.statusCode).toBe(404);
  });

  it('takes an invited person from the invitation e-mail to signing in', async () => {
    const admin = await t.f.buildUser({ role: 'general_manager' });
    const headers = await t.f.signIn(admin);
    const invite = await t.send('POST', '/users', headers, {
      email: 'New.Person@Example.test',
      name: 'New Person',
      role: 'employee',
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().data).toMatchObject({ email: 'new.person@example.test', status: 'invited', role: 'employee' });
    expect(await deliver()).toBe(1);
    const mail = mailbox.to('new.person@example.test').at(-1)!;
    expect(mail.subject).toBe('You are invited to Timetrack');
    expect(mail.body).toContain('Hello New Person');
    const link = mailbox.linkFor('new.person@example.test', 'set-password')!;
    const token = link.split('/').at(-1)!;

    const check = await t.app.inject({ method: 'GET', url: `/api/password-tokens/${token}` });
    expect(check.json().data).toMatchObject({ purpose: 'invitation', email: 'new.person@example.test' });
    expect(Math.abs(new Date(check.json().data.expires_at).getTime() - Date.now() - 7 * 86400_000)).toBeLessThan(60_000);
    expect((await login({ email: 'new.person@example.test', password: 'my chosen password' }, newAddress())).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'my chosen password' } })).statusCode).toBe(204);
    const signedIn = await login({ email: 'new.person@example.test', password: 'my chosen password' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.status).toBe('active');
  });

  it('changes a general manager’s e-mail address after confirmation from the new address', async () => {
    const admin = await t.f.buildUser({ role: 'general_manager' });
    const headers = await t.f.signIn(admin);
    const res = await t.send('POST', `/users/${admin.id}/email-change`, headers, {
      email: 'boss.new@example.test',
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.email).toBe('boss.new@example.test');
    expect(await deliver()).toBe(2);
    expect(mailbox.to(admin.email!).at(-1)!.body).toContain('boss.new@example.test');
    const link = mailbox.linkFor('boss.new@example.test', 'confirm-email')!;
    expect(link.startsWith('http://localhost:3000/confirm-email/')).toBe(true);
    const token = link.split('/').at(-1)!;

    const confirm = await t.app.inject({ method: 'POST', url: `/api/email-change/${token}` });
    expect(confirm.statusCode).toBe(204);
    expect((await me(headers)).json().data.email).toBe('boss.new@example.test');
    expect((await login({ email: 'boss.new@example.test', password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/email-change/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${admin.id}/email-change`, headers })).json()).toEqual({ data: null });
  });
});

describe('PUT /users/{id}/password', () => {
  it('answers a browser with new cookies and CSRF token, revoking every other session', async () => {
    const user = await t.f.buildUser();
    const browser = await t.f.browserSession(user);
    const phone = await t.f.mobileSession(user);
    const res = await t.send('PUT', `/users/${user.id}/password`, browser.headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'another good password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    expect(res.json().data.csrf_token).not.toBe(browser.csrfToken);
    expect((await me(browserHeaders(res))).statusCode).toBe(200);
    expect((await me(browser.headers)).statusCode).toBe(401);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'another good password' })).statusCode).toBe(200);
  });

  it('answers a mobile client with a new token pair', async () => {
    const user = await t.f.buildUser();
    const phone = await t.f.mobileSession(user);
    const res = await t.send('PUT', `/users/${user.id}/password`, phone.headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'another good password',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect((await me({ authorization: `Bearer ${data.access_token}` })).statusCode).toBe(200);
    expect((await me(phone.headers)).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a bad new one, and someone else’s account', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    const wrong = await t.send('PUT', `/users/${user.id}/password`, headers, {
      current_password: 'not my password',
      password: 'another good password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', details: { current_password: [{ code: 'invalid' }] } });
    const short = await t.send('PUT', `/users/${user.id}/password`, headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'short',
    });
    expect(short.json().details.password).toEqual([{ code: 'too_short' }]);
    expect((await me(headers)).statusCode).toBe(200);

    const admin = await t.f.buildUser({ role: 'general_manager' });
    const other = await t.send('PUT', `/users/${user.id}/password`, await t.f.signIn(admin), {
      current_password: DEFAULT_PASSWORD,
      password: 'another good password',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden', code: 'forbidden' });
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or link tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ config: t.config, database: t.database, logger: pino(loggerOptions('trace'), sink) });
    await logged.ready();
    try {
      const user = await t.f.buildUser();
      const signedIn = await logged.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' } });
      const { access_token, refresh_token } = signedIn.json().data;
      await logged.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${access_token}` } });
      const renewed = await logged.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
      const browser = await logged.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
      await logged.inject({ method: 'GET', url: '/api/auth/me', headers: browserHeaders(browser) });
      await logged.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: newAddress() });
      await logged.afterAnswer.settled();
      await deliver();
      const link = mailbox.linkFor(user.email!, 'reset-password')!;
      const token = link.split('/').at(-1)!;
      await logged.inject({ method: 'GET', url: `/api/password-tokens/${token}` });
      await logged.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'the next password' } });

      const text = lines.join('');
      expect(text).toContain('/api/password-tokens/[redacted]');
      for (const secret of [
        DEFAULT_PASSWORD,
        'the next password',
        access_token,
        refresh_token,
        renewed.json().data.refresh_token,
        browser.json().data.csrf_token,
        cookieOf(browser, ACCESS_COOKIE)!,
        token,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });

  it('redact access_token, token and the like in a query string (security review, finding 9)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ config: t.config, database: t.database, logger: pino(loggerOptions('trace'), sink) });
    await logged.ready();
    try {
      const user = await t.f.buildUser();
      const signedIn = await logged.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' } });
      const { access_token } = signedIn.json().data;
      const refused = await logged.inject({ method: 'GET', url: `/api/events?access_token=${access_token}` });
      expect(refused.statusCode).toBe(401);
      await logged.inject({ method: 'GET', url: `/api/auth/me?token=${access_token}&Refresh_Token=r3fr3sh-s3cret&limit=5` });
      await logged.inject({ method: 'GET', url: '/api/users?feed_token=f33d-s3cret&q=ann' });
      const text = lines.join('');
      expect(text).toContain('access_token=[redacted]');
      expect(text).toContain('&limit=5');
      expect(text).toContain('&q=ann');
      for (const secret of [access_token, 'r3fr3sh-s3cret', 'f33d-s3cret']) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
