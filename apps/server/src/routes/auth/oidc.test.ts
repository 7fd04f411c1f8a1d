// Single sign-on against a real OpenID Connect provider on 127.0.0.1: the browser and mobile sign-ins,
// and everything the service must refuse (accounts it must not match, answers that are replayed, forged
// or aimed at another browser, redirects it must not follow, verifiers that do not match).
import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.js';
import { isAllowedMobileRedirect } from '../../auth/oidc.js';
import { hashToken } from '../../auth/tokens.js';
import { deleteAccount } from '../../commands/accounts/users.js';
import { loadConfig } from '../../config.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { Browser, claimsOf, foreignKey, startTestProvider, type TestProvider } from '../../test/oidc-provider.js';
import { OIDC_BINDING_COOKIE } from './oidc.js';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;
const APP_REDIRECT = 'com.example.timetrack:/oidc';

let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Example SSO',
      OIDC_MOBILE_REDIRECTS: `${APP_REDIRECT}, http://127.0.0.1/callback`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.tamper = undefined;
  provider.amr = ['pwd'];
});

let counter = 0;
/** An active account, known to the provider with the same e-mail (verified unless told otherwise). */
async function personAtProvider(options: { verified?: boolean; status?: 'active' | 'invited' } = {}) {
  counter += 1;
  const email = `sso.person${counter}.${randomBytes(3).toString('hex')}@example.test`;
  const user = await t.f.buildUser({ email, ...(options.status ? { status: options.status } : {}) });
  provider.accounts.set(email, { email: email.toUpperCase(), email_verified: options.verified ?? true });
  return { user, email };
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** A GET to the service as `browser`, keeping its cookies. */
async function visit(browser: Browser, url: string, app = t.app): Promise<LightMyRequestResponse> {
  const target = new URL(url, PUBLIC_URL);
  const response = await app.inject({ method: 'GET', url: target.pathname + target.search, headers: { cookie: browser.header() } });
  browser.keep(setCookies(response));
  return response;
}

/** Start in the service, sign in at the provider; returns the callback address the provider sent back. */
async function toCallback(browser: Browser, email: string, start = '/api/auth/oidc/start?client=browser'): Promise<string> {
  const started = await visit(browser, start);
  expect(started.statusCode).toBe(302);
  return browser.throughProvider(String(started.headers.location), provider.issuer, email);
}

async function browserSignIn(email: string) {
  const browser = new Browser();
  const callback = await toCallback(browser, email);
  expect(callback.startsWith(`${CALLBACK}?`)).toBe(true);
  const finished = await visit(browser, callback);
  return { browser, callback, finished };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The mobile sign-in up to the redirect into the app. */
async function mobileRedirect(email: string, redirectUri = APP_REDIRECT, extra = '') {
  const { verifier, challenge } = pkce();
  const browser = new Browser();
  const start =
    `/api/auth/oidc/start?client=mobile&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&code_challenge=${challenge}&code_challenge_method=S256${extra}`;
  const callback = await toCallback(browser, email, start);
  const finished = await visit(browser, callback);
  expect(finished.statusCode).toBe(302);
  return { verifier, location: new URL(String(finished.headers.location)) };
}

const exchange = (code: string, verifier: string) => t.send('POST', '/auth/oidc/token', {}, { code, code_verifier: verifier });

const sessionsOf = async (userId: number) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('whether single sign-on is on', () => {
  it('tells clients its name', async () => {
    const res = await t.send('GET', '/auth/oidc', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { enabled: true, name: 'Example SSO' } });
  });

  it('is off without OIDC_ISSUER: the routes answer 404', async () => {
    const off = await createTestApp();
    try {
      expect((await off.send('GET', '/auth/oidc', {})).json()).toEqual({ data: { enabled: false, name: null } });
      const start = await off.send('GET', '/auth/oidc/start?client=browser', {});
      expect(start.statusCode).toBe(404);
      expect(start.json().code).toBe('not_found');
      expect((await off.send('GET', '/auth/oidc/callback?state=x&code=y', {})).statusCode).toBe(404);
      expect((await off.send('POST', '/auth/oidc/token', {}, { code: 'x', code_verifier: 'v'.repeat(43) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('browser', () => {
  it('signs an active account in with the session cookies, then opens /', async () => {
    const { user, email } = await personAtProvider();
    const { browser, finished } = await browserSignIn(email);
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/');
    const cookies = setCookies(finished).join('\n');
    expect(cookies).toMatch(new RegExp(`${ACCESS_COOKIE}=[^;]+;.*HttpOnly.*SameSite=Strict`));
    expect(cookies).toMatch(new RegExp(`${REFRESH_COOKIE}=[^;]+;`));
    // The page recovers its CSRF token as after a reload, and the session is the account's.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: browser.header() } });
    expect(refreshed.statusCode).toBe(200);
    const { user: me, csrf_token } = refreshed.json().data;
    expect(me.id).toBe(user.id);
    browser.keep(setCookies(refreshed));
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: browser.header(), 'x-csrf-token': csrf_token },
    });
    expect(read.json().data.email).toBe(email);
  });

  it('goes back to the path it was asked for, and only to a path of this site', async () => {
    const { email } = await personAtProvider();
    const browser = new Browser();
    const callback = await toCallback(browser, email, '/api/auth/oidc/start?client=browser&redirect_uri=%2Fhours');
    expect((await visit(browser, callback)).headers.location).toBe('/hours');
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'hours']) {
      const res = await t.send('GET', `/auth/oidc/start?client=browser&redirect_uri=${encodeURIComponent(elsewhere)}`, {});
      expect(res.statusCode, elsewhere).toBe(422);
      expect(codes(res)).toEqual({ redirect_uri: ['invalid'] });
    }
  });

  it('sends the person to the provider with PKCE S256, state and nonce, and a cookie for this browser', async () => {
    const res = await t.send('GET', '/auth/oidc/start', {});
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(setCookies(res).join('\n')).toMatch(new RegExp(`${OIDC_BINDING_COOKIE}=[^;]+;.*HttpOnly.*SameSite=Lax`));
  });

  it.runIf(testDatabaseKind() === 'postgres')('finishes on a second instance a sign-in the first began', async () => {
    const { user, email } = await personAtProvider();
    const browser = new Browser();
    const callback = await toCallback(browser, email);
    const finished = await visit(browser, callback, await t.another());
    expect(finished.headers.location).toBe('/');
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('asks the second factor when the account has one and the provider did not', async () => {
    const { user, email } = await personAtProvider();
    await t.db.insertInto('totp_secrets').values({ user_id: user.id, secret_sealed: 'sealed', confirmed_at: new Date() }).execute();
    const { finished } = await browserSignIn(email);
    expect(String(finished.headers.location)).toMatch(/^\/sign-in#two_factor=[\w%-]+$/);
    expect(setCookies(finished).join('\n')).not.toContain(`${ACCESS_COOKIE}=`);
    expect(await sessionsOf(user.id)).toBe(0);

    provider.amr = ['pwd', 'otp'];
    const again = await browserSignIn(email);
    expect(again.finished.headers.location).toBe('/');
    expect(await sessionsOf(user.id)).toBe(1);
  });
});

describe('accounts that single sign-on must not reach', () => {
  async function refused(email: string, reason = 'no_account') {
    const { finished } = await browserSignIn(email);
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe(`/sign-in?error=${reason}`);
    expect(setCookies(finished).join('\n')).not.toContain(`${ACCESS_COOKIE}=`);
  }

  it('an e-mail the provider has not verified', async () => {
    const { user, email } = await personAtProvider({ verified: false });
    await refused(email);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('an e-mail no account has: nothing is created', async () => {
    const email = `stranger.${randomBytes(3).toString('hex')}@example.test`;
    provider.accounts.set(email, { email, email_verified: true });
    const before = await t.db.selectFrom('users').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await refused(email);
    const after = await t.db.selectFrom('users').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a deleted account', async () => {
    const { user, email } = await personAtProvider();
    await deleteAccount(t.db, user.id);
    await refused(email);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('an invited account not yet activated', async () => {
    const { user, email } = await personAtProvider({ status: 'invited' });
    await refused(email);
    expect(await sessionsOf(user.id)).toBe(0);
  });
});

describe('answers the service refuses', () => {
  async function expectFailed(finished: LightMyRequestResponse, userId: number) {
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/sign-in?error=failed');
    expect(setCookies(finished).join('\n')).not.toContain(`${ACCESS_COOKIE}=`);
    expect(await sessionsOf(userId)).toBe(0);
  }

  it('a wrong state', async () => {
    const { user, email } = await personAtProvider();
    const browser = new Browser();
    const callback = new URL(await toCallback(browser, email));
    callback.searchParams.set('state', randomBytes(32).toString('base64url'));
    await expectFailed(await visit(browser, callback.toString()), user.id);
  });

  it('an answer opened in another browser than the one that started (login forgery)', async () => {
    const { user, email } = await personAtProvider();
    const attacker = new Browser();
    const callback = await toCallback(attacker, email);
    await expectFailed(await visit(new Browser(), callback), user.id);
  });

  it('an answer used twice, and the provider\'s code used again with another state', async () => {
    const { user, email } = await personAtProvider();
    const { browser, callback, finished } = await browserSignIn(email);
    expect(finished.headers.location).toBe('/');
    const sessions = await sessionsOf(user.id);
    // The same answer again: its state is used up.
    const replay = await visit(browser, callback);
    expect(replay.headers.location).toBe('/sign-in?error=failed');
    // The provider's code with the state of a new sign-in of the same browser: the provider refuses the code.
    const fresh = new URL(await toCallback(browser, email));
    fresh.searchParams.set('code', new URL(callback).searchParams.get('code') as string);
    const reused = await visit(browser, fresh.toString());
    expect(reused.headers.location).toBe('/sign-in?error=failed');
    expect(await sessionsOf(user.id)).toBe(sessions);
  });

  it('an answer that comes back after the sign-in expired', async () => {
    const { user, email } = await personAtProvider();
    const browser = new Browser();
    const callback = await toCallback(browser, email);
    const state = new URL(callback).searchParams.get('state') as string;
    await t.db.updateTable('oidc_flows').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', '=', hashToken(state)).execute();
    await expectFailed(await visit(browser, callback), user.id);
  });

  it('the person cancelling at the provider', async () => {
    const browser = new Browser();
    const started = await visit(browser, '/api/auth/oidc/start?client=browser');
    const state = new URL(String(started.headers.location)).searchParams.get('state') as string;
    const res = await visit(browser, `/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`);
    expect(res.headers.location).toBe('/sign-in?error=cancelled');
  });

  /** Signs in while the provider's token endpoint answers with an ID token changed by `change`. */
  async function withIdToken(change: (idToken: string) => Promise<string>) {
    const { user, email } = await personAtProvider();
    provider.tamper = change;
    const { finished } = await browserSignIn(email);
    await expectFailed(finished, user.id);
  }

  it('an ID token with another nonce', async () => {
    await withIdToken(async (idToken) =>
      provider.sign({ ...claimsOf(idToken), nonce: 'another-nonce' }, provider.signingKey, provider.signingKid),
    );
  });

  it('an ID token signed by a key the provider does not publish (same key id, and an unknown one)', async () => {
    const forger = await foreignKey();
    await withIdToken(async (idToken) => provider.sign(claimsOf(idToken), forger, provider.signingKid));
    await withIdToken(async (idToken) => provider.sign(claimsOf(idToken), forger, 'rotated-key-2'));
  });

  it('an expired ID token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await withIdToken(async (idToken) =>
      provider.sign({ ...claimsOf(idToken), iat: past - 600, exp: past }, provider.signingKey, provider.signingKid),
    );
  });

  it('an ID token for another client or from another issuer', async () => {
    await withIdToken(async (idToken) => provider.sign({ ...claimsOf(idToken), aud: 'another-client' }, provider.signingKey, provider.signingKid));
    await withIdToken(async (idToken) =>
      provider.sign({ ...claimsOf(idToken), iss: 'http://127.0.0.1:1' }, provider.signingKey, provider.signingKid),
    );
  });

  it('an ID token whose signature was stripped', async () => {
    await withIdToken(async (idToken) => {
      const [, payload] = idToken.split('.');
      return `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    });
  });
});

describe('the provider rotating its keys', () => {
  afterEach(() => vi.useRealTimers());

  it('is followed: a token with a newly published key is checked against the keys fetched again', async () => {
    const { email } = await personAtProvider();
    expect((await browserSignIn(email)).finished.headers.location).toBe('/');
    await provider.rotateKey();
    // The keys are fetched again for an unknown key once the copy is a minute old (the library's guard
    // against being made to fetch on every forged token); the clock is moved past it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000, shouldAdvanceTime: true });
    const { user, email: next } = await personAtProvider();
    expect((await browserSignIn(next)).finished.headers.location).toBe('/');
    expect(await sessionsOf(user.id)).toBe(1);
  });
});

describe('mobile', () => {
  it('redirects the app with a one-time code, exchanged once with the verifier for a token pair', async () => {
    const { user, email } = await personAtProvider();
    const { verifier, location } = await mobileRedirect(email, APP_REDIRECT, '&state=app-state-1');
    expect(`${location.protocol}${location.pathname}`).toBe(APP_REDIRECT);
    expect(location.searchParams.get('state')).toBe('app-state-1');
    const code = location.searchParams.get('code') as string;
    const res = await exchange(code, verifier);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ user: { id: user.id }, token_type: 'Bearer', expires_in: t.config.accessTokenTtl });
    const me = await t.send('GET', '/auth/me', { authorization: `Bearer ${body.access_token}` });
    expect(me.json().data.id).toBe(user.id);
    const renewed = await t.send('POST', '/auth/refresh', {}, { refresh_token: body.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.refresh_token).not.toBe(body.refresh_token);

    // Used once.
    const again = await exchange(code, verifier);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('unauthorized');
  });

  it('a wrong code_verifier gets nothing, and the code is spent', async () => {
    const { user, email } = await personAtProvider();
    const { verifier, location } = await mobileRedirect(email);
    const code = location.searchParams.get('code') as string;
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.statusCode).toBe(401);
    expect((await exchange(code, verifier)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('an expired code', async () => {
    const { user, email } = await personAtProvider();
    const { verifier, location } = await mobileRedirect(email);
    const code = location.searchParams.get('code') as string;
    await t.db.updateTable('oidc_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('code_hash', '=', hashToken(code)).execute();
    expect((await exchange(code, verifier)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('an unknown code, and malformed bodies', async () => {
    expect((await exchange(randomBytes(32).toString('base64url'), pkce().verifier)).statusCode).toBe(401);
    const short = await exchange('x', 'too-short');
    expect(short.statusCode).toBe(422);
    expect(codes(short)).toHaveProperty('code_verifier');
    expect((await t.send('POST', '/auth/oidc/token', {}, {})).statusCode).toBe(422);
  });

  it('an account without a match goes back to the app with error=no_account', async () => {
    const email = `nobody.${randomBytes(3).toString('hex')}@example.test`;
    provider.accounts.set(email, { email, email_verified: true });
    const { location } = await mobileRedirect(email);
    expect(location.searchParams.get('error')).toBe('no_account');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('the second factor is still due after the exchange unless the provider asked one', async () => {
    const { user, email } = await personAtProvider();
    await t.db.insertInto('totp_secrets').values({ user_id: user.id, secret_sealed: 'sealed', confirmed_at: new Date() }).execute();
    const first = await mobileRedirect(email);
    const challenged = await exchange(first.location.searchParams.get('code') as string, first.verifier);
    expect(challenged.json().data.two_factor.methods).toContain('totp');
    provider.amr = ['mfa'];
    const second = await mobileRedirect(email);
    const signedIn = await exchange(second.location.searchParams.get('code') as string, second.verifier);
    expect(signedIn.json().data.access_token).toEqual(expect.any(String));
  });

  it('refuses a redirect that is not configured, before any redirect', async () => {
    const { challenge } = pkce();
    for (const redirect of ['https://evil.example/callback', 'com.example.timetrack:/other', 'http://127.0.0.1:8080/elsewhere', 'http://localhost:8080/callback']) {
      const res = await t.send(
        'GET',
        `/auth/oidc/start?client=mobile&redirect_uri=${encodeURIComponent(redirect)}&code_challenge=${challenge}&code_challenge_method=S256`,
        {},
      );
      expect(res.statusCode, redirect).toBe(422);
      expect(codes(res)).toEqual({ redirect_uri: ['invalid'] });
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('requires the app\'s own S256 challenge', async () => {
    const base = `/auth/oidc/start?client=mobile&redirect_uri=${encodeURIComponent(APP_REDIRECT)}`;
    expect(codes(await t.send('GET', base, {}))).toEqual({ code_challenge: ['required'], code_challenge_method: ['invalid'] });
    const plain = await t.send('GET', `${base}&code_challenge=${pkce().challenge}&code_challenge_method=plain`, {});
    expect(codes(plain)).toEqual({ code_challenge_method: ['invalid'] });
    const bad = await t.send('GET', `${base}&code_challenge=short&code_challenge_method=S256`, {});
    expect(codes(bad)).toEqual({ code_challenge: ['invalid'] });
  });

  it('accepts any port on a configured loopback redirect (native apps and the command line)', async () => {
    const { user, email } = await personAtProvider();
    const { verifier, location } = await mobileRedirect(email, 'http://127.0.0.1:49152/callback');
    expect(location.host).toBe('127.0.0.1:49152');
    const res = await exchange(location.searchParams.get('code') as string, verifier);
    expect(res.json().data.user.id).toBe(user.id);
  });
});

describe('loopback and exact redirects', () => {
  const allowed = ['http://127.0.0.1/callback', 'http://[::1]/callback', 'com.example.app:/oidc', 'http://127.0.0.1:7000/fixed'];
  it.each([
    ['http://127.0.0.1:53123/callback', true],
    ['http://[::1]:53123/callback', true],
    ['http://127.0.0.1/callback', true],
    ['com.example.app:/oidc', true],
    ['http://127.0.0.1:7000/fixed', true],
    ['http://127.0.0.1:7001/fixed', false],
    ['http://127.0.0.1:53123/callback?x=1', false],
    ['http://127.0.0.1:53123/callback/more', false],
    ['http://user@127.0.0.1:53123/callback', false],
    ['https://127.0.0.1:53123/callback', false],
    ['http://localhost:53123/callback', false],
    ['http://127.0.0.2:53123/callback', false],
    ['com.example.app:/oidc#x', false],
    ['not a url', false],
  ])('%s → %s', (requested, expected) => {
    expect(isAllowedMobileRedirect(allowed, requested)).toBe(expected);
  });
});

describe('settings', () => {
  const base = { DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' };
  it('stop the start with one line naming the setting', () => {
    expect(() => loadConfig({ ...base, OIDC_CLIENT_ID: 'x' })).toThrow('OIDC_ISSUER is required when OIDC_CLIENT_ID is set');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com' })).toThrow('OIDC_CLIENT_ID is required');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'x' })).toThrow('OIDC_ISSUER must start with https://');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow('OIDC_ISSUER is not a valid URL');
    expect(() =>
      loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x', OIDC_MOBILE_REDIRECTS: 'app:/ok, relative/path' }),
    ).toThrow('OIDC_MOBILE_REDIRECTS holds "relative/path"');
    const oidc = loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x' }).oidc;
    expect(oidc).toEqual({ issuer: 'https://id.example.com', clientId: 'x', clientSecret: undefined, name: 'id.example.com', mobileRedirects: [] });
  });

  it('a provider that cannot be reached is 503 unavailable', async () => {
    const unreachable = await createTestApp({ env: { OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x' } });
    try {
      const res = await unreachable.send('GET', '/auth/oidc/start', {});
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('unavailable');
      expect(res.headers['retry-after']).toBeDefined();
      expect(await unreachable.db.selectFrom('oidc_flows').selectAll().execute()).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});
