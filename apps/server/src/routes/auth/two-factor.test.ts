// Two-factor codes through HTTP: set-up and confirmation, the sign-in challenge (time windows, a code
// works once, five wrong codes end it, recovery codes once), turning them off, the secret sealed at rest,
// and REQUIRE_TWO_FACTOR holding a session back until a second factor is set up. Codes are computed here
// from the secret the service gave, at instants the test fixes (only Date is faked).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.js';
import { SecretBox, totpCode } from '../../auth/second-factor.js';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The middle of a 30-second step near the real time: every code of the test is then of a known step. */
const STEP = 30_000;
let now: number;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};

let addressCounter = 0;
const newAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(app: TestApp, user: UserRow, client?: 'mobile') {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD, ...(client ? { client } : {}) },
    remoteAddress: newAddress(),
  });
}

function answer(app: TestApp, body: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: body, remoteAddress: newAddress() });
}

/** A person with two-factor codes on: their secret and recovery codes. */
async function withTotp(app: TestApp = t, role: UserRow['role'] = 'employee') {
  const person = await app.f.person(role);
  const setup = await app.send('POST', `/users/${person.user.id}/totp`, person.headers);
  expect(setup.statusCode).toBe(201);
  const secret: string = setup.json().data.secret;
  const confirmed = await app.send('POST', `/users/${person.user.id}/totp/confirm`, person.headers, { code: totpCode(secret, now) });
  expect(confirmed.statusCode).toBe(200);
  // The set-up used this step's code: sign-ins start at the next step.
  advance(STEP);
  return { ...person, secret, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

async function challengeOf(app: TestApp, user: UserRow, client?: 'mobile'): Promise<string> {
  const res = await login(app, user, client);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.two_factor.methods).toEqual(['totp', 'recovery_code']);
  expect(res.json().data.user).toBeUndefined();
  expect(res.cookies).toHaveLength(0);
  return res.json().data.two_factor.challenge;
}

describe('setting up two-factor codes', () => {
  it('answers a secret and its otpauth address, and turns the codes on only with a right code', async () => {
    const { user, headers } = await t.f.person();
    const res = await t.send('POST', `/users/${user.id}/totp`, headers);
    expect(res.statusCode).toBe(201);
    const { secret, otpauth_url } = res.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Timetrack:/);
    expect(new URL(otpauth_url).searchParams.get('secret')).toBe(secret);

    // Not on yet: the password alone still signs in.
    expect((await login(t, user)).json().data.user.id).toBe(user.id);
    expect((await t.send('GET', `/users/${user.id}/totp`, headers)).json().data).toEqual({ enabled: false, recovery_codes_left: 0 });

    const wrong = await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: '000000' === totpCode(secret, now) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(codes(wrong)).toEqual({ code: ['invalid'] });

    const ok = await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret, now) });
    expect(ok.statusCode).toBe(200);
    const recovery: string[] = ok.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await t.send('GET', `/users/${user.id}/totp`, headers)).json().data).toEqual({ enabled: true, recovery_codes_left: 10 });
    const mail = await t.db.selectFrom('outbox').select('template').where('recipient', '=', user.email!).execute();
    expect(mail).toEqual([{ template: 'sign_in_factor_added' }]);

    // On: a second set-up is refused until the codes are turned off.
    expect((await t.send('POST', `/users/${user.id}/totp`, headers)).json().code).toBe('conflict');
    expect((await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret, now) })).statusCode).toBe(409);
  });

  it('keeps the secret sealed: the table does not hold it, and another key cannot open it', async () => {
    const { user, headers } = await t.f.person();
    const secret: string = (await t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
    const row = await t.db.selectFrom('totp_secrets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.secret_sealed.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(t.app.secretBox.open(row.secret_sealed)).toBe(secret);
    expect(new SecretBox('another key that is long enough for the derivation').open(row.secret_sealed)).toBeUndefined();

    const confirmed = await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret, now) });
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    const other = new SecretBox('another key that is long enough for the derivation');
    for (const code of confirmed.json().data.recovery_codes as string[]) {
      expect(stored.some((r) => r.code_hash.includes(code) || r.code_hash.includes(code.replace('-', '')))).toBe(false);
      // Keyed hashes: without the key, a copy of the table cannot be searched for the codes.
      expect(stored.map((r) => r.code_hash)).toContain(t.app.secretBox.hashRecoveryCode(code));
      expect(stored.map((r) => r.code_hash)).not.toContain(other.hashRecoveryCode(code));
    }
  });

  it('refuses without credentials (401), for someone else (403), an unknown person (404), and bad bodies (422)', async () => {
    const { user, headers } = await t.f.person('general_manager');
    const other = await t.f.person();
    for (const [method, url, body] of [
      ['GET', `/users/${other.user.id}/totp`, undefined],
      ['POST', `/users/${other.user.id}/totp`, undefined],
      ['POST', `/users/${other.user.id}/totp/confirm`, { code: '123456' }],
      ['DELETE', `/users/${other.user.id}/totp`, { current_password: DEFAULT_PASSWORD }],
    ] as const) {
      expect((await t.send(method, url, {}, body)).statusCode).toBe(401);
      expect((await t.send(method, url, headers, body)).json().code).toBe('forbidden');
      expect((await t.send(method, url.replace(String(other.user.id), '999999'), headers, body)).statusCode).toBe(404);
      expect((await t.send(method, url.replace(String(other.user.id), 'abc'), headers, body)).statusCode).toBe(404);
    }
    expect(codes(await t.send('POST', `/users/${user.id}/totp/confirm`, headers, {}))).toEqual({ code: ['required'] });
    expect(codes(await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: 'x'.repeat(21) }))).toEqual({ code: ['too_long'] });
    expect((await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: '123456' })).statusCode).toBe(409);
    expect(codes(await t.send('DELETE', `/users/${user.id}/totp`, headers, {}))).toEqual({ current_password: ['required'] });
    const badJson = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/totp/confirm`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(badJson.statusCode).toBe(400);
  });
});

describe('signing in with two-factor codes', () => {
  it('answers a challenge instead of a session, then the browser session for a right code', async () => {
    const { user, secret } = await withTotp();
    const challenge = await challengeOf(t, user);
    const res = await answer(t, { challenge, code: totpCode(secret, now) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    const csrf = res.json().data.csrf_token;
    expect(csrf).toEqual(expect.any(String));
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${ACCESS_COOKIE}=${cookies[ACCESS_COOKIE]}; ${REFRESH_COOKIE}=${cookies[REFRESH_COOKIE]}`, 'x-csrf-token': csrf },
    });
    expect(me.json().data).toMatchObject({ id: user.id, two_factor_required: false });
    // The challenge is used.
    advance(STEP);
    expect((await answer(t, { challenge, code: totpCode(secret, now) })).json().code).toBe('challenge_ended');
  });

  it('keeps the mobile client of the login: the token pair', async () => {
    const { user, secret } = await withTotp();
    const challenge = await challengeOf(t, user, 'mobile');
    const res = await answer(t, { challenge, code: totpCode(secret, now) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(res.cookies).toHaveLength(0);
    const me = await t.send('GET', '/auth/me', { authorization: `Bearer ${res.json().data.access_token}` });
    expect(me.json().data.id).toBe(user.id);
  });

  it('accepts the codes of the step before and after, not two steps away', async () => {
    const { user, secret } = await withTotp();
    advance(3 * STEP);
    const early = await challengeOf(t, user);
    expect((await answer(t, { challenge: early, code: totpCode(secret, now - 2 * STEP) })).json().code).toBe('two_factor_failed');
    expect((await answer(t, { challenge: early, code: totpCode(secret, now + 2 * STEP) })).json().code).toBe('two_factor_failed');
    expect((await answer(t, { challenge: early, code: totpCode(secret, now - STEP) })).statusCode).toBe(200);
    const late = await challengeOf(t, user);
    expect((await answer(t, { challenge: late, code: totpCode(secret, now + STEP) })).statusCode).toBe(200);
  });

  it('accepts a code once: the same step, or an older one, is refused afterwards', async () => {
    const { user, secret } = await withTotp();
    const code = totpCode(secret, now);
    expect((await answer(t, { challenge: await challengeOf(t, user), code })).statusCode).toBe(200);
    const again = await challengeOf(t, user);
    expect((await answer(t, { challenge: again, code })).json().code).toBe('two_factor_failed');
    // The step before is within the window but older than the one used.
    expect((await answer(t, { challenge: again, code: totpCode(secret, now - STEP) })).json().code).toBe('two_factor_failed');
    advance(STEP);
    expect((await answer(t, { challenge: again, code: totpCode(secret, now) })).statusCode).toBe(200);
  });

  it('lets one code in once when two sign-ins send it at the same moment', async () => {
    const { user, secret } = await withTotp();
    const [first, second] = [await challengeOf(t, user), await challengeOf(t, user)];
    const code = totpCode(secret, now);
    const answers = await Promise.all([answer(t, { challenge: first, code }), answer(t, { challenge: second, code })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('ends the challenge at the fifth wrong code; even a right code then gets challenge_ended', async () => {
    const { user, secret } = await withTotp();
    const challenge = await challengeOf(t, user);
    const right = totpCode(secret, now);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await answer(t, { challenge, code: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('two_factor_failed');
    }
    const fifth = await answer(t, { challenge, code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().code).toBe('challenge_ended');
    expect((await answer(t, { challenge, code: right })).json().code).toBe('challenge_ended');
    // A new sign-in gives a new challenge that works.
    expect((await answer(t, { challenge: await challengeOf(t, user), code: right })).statusCode).toBe(200);
  });

  it('refuses more wrong codes for one account across many challenges (429)', async () => {
    const { user, secret } = await withTotp();
    const wrong = totpCode(secret, now) === '000000' ? '000001' : '000000';
    for (let round = 0; round < 4; round += 1) {
      const challenge = await challengeOf(t, user);
      for (let attempt = 0; attempt < 5; attempt += 1) await answer(t, { challenge, code: wrong });
    }
    const res = await answer(t, { challenge: await challengeOf(t, user), code: totpCode(secret, now) });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });

  it('lets each recovery code in once', async () => {
    const { user, recoveryCodes, headers } = await withTotp();
    const [first, second] = recoveryCodes as [string, string];
    expect((await answer(t, { challenge: await challengeOf(t, user), recovery_code: first.toUpperCase() })).statusCode).toBe(200);
    const again = await challengeOf(t, user);
    expect((await answer(t, { challenge: again, recovery_code: first })).json().code).toBe('two_factor_failed');
    expect((await answer(t, { challenge: again, recovery_code: second })).statusCode).toBe(200);
    expect((await t.send('GET', `/users/${user.id}/totp`, headers)).json().data.recovery_codes_left).toBe(8);
  });

  it('refuses unknown and expired challenges, and bodies with neither or both answers', async () => {
    const { user, secret } = await withTotp();
    expect((await answer(t, { challenge: 'nothing-like-a-challenge', code: totpCode(secret, now) })).json().code).toBe('challenge_ended');
    const challenge = await challengeOf(t, user);
    expect(codes(await answer(t, { challenge }))).toEqual({ code: ['required'] });
    expect(codes(await answer(t, { challenge, code: '123456', recovery_code: 'abcde-fghij' }))).toEqual({ recovery_code: ['invalid'] });
    expect(codes(await answer(t, { code: '123456' }))).toEqual({ challenge: ['required'] });
    expect((await answer(t, { challenge, code: 12 })).statusCode).toBe(422);
    advance(5 * 60 * 1000 + 1000);
    expect((await answer(t, { challenge, code: totpCode(secret, now) })).json().code).toBe('challenge_ended');
  });

  it('turns the codes off with the current password; the password alone signs in again', async () => {
    const { user, headers, secret } = await withTotp();
    const pending = await challengeOf(t, user);
    const wrong = await t.send('DELETE', `/users/${user.id}/totp`, headers, { current_password: 'not the password' });
    expect(codes(wrong)).toEqual({ current_password: ['invalid'] });
    expect((await t.send('DELETE', `/users/${user.id}/totp`, headers, { current_password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect((await login(t, user)).json().data.user.id).toBe(user.id);
    expect((await answer(t, { challenge: pending, code: totpCode(secret, now) })).json().code).toBe('challenge_ended');
    expect(await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('erases its two-factor secret, recovery codes and passkeys', async () => {
    const { user } = await withTotp();
    const boss = await t.f.person('general_manager');
    expect((await t.send('DELETE', `/users/${user.id}`, boss.headers)).statusCode).toBe(204);
    for (const table of ['totp_secrets', 'recovery_codes', 'two_factor_challenges', 'passkeys'] as const) {
      expect(await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { REQUIRE_TWO_FACTOR: 'managers' } });
  });
  afterAll(() => strict.close());

  it('holds a manager back until a second factor is set up; employees are not named', async () => {
    const employee = await strict.f.buildUser({ role: 'employee' });
    const employeeLogin = await login(strict, employee, 'mobile');
    const employeeHeaders = { authorization: `Bearer ${employeeLogin.json().data.access_token}` };
    expect((await strict.send('GET', '/auth/me', employeeHeaders)).json().data.two_factor_required).toBe(false);
    expect((await strict.send('GET', `/clocks/${employee.id}`, employeeHeaders)).statusCode).toBe(200);

    const manager = await strict.f.buildUser({ role: 'manager' });
    const res = await login(strict, manager, 'mobile');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().data.access_token}` };
    expect((await strict.send('GET', '/auth/me', headers)).json().data).toMatchObject({ id: manager.id, two_factor_required: true });
    for (const [method, url] of [
      ['GET', `/clocks/${manager.id}`],
      ['GET', '/users'],
      ['GET', `/workingtime/${manager.id}`],
    ] as const) {
      const refused = await strict.send(method, url, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('two_factor_required');
    }
    // The set-up routes and the passkey routes are reachable.
    expect((await strict.send('GET', `/users/${manager.id}/passkeys`, headers)).statusCode).toBe(200);
    const secret: string = (await strict.send('POST', `/users/${manager.id}/totp`, headers)).json().data.secret;
    expect(
      (await strict.send('POST', `/users/${manager.id}/totp/confirm`, headers, { code: totpCode(secret, now) })).statusCode,
    ).toBe(200);
    // The session that set it up is no longer held back.
    expect((await strict.send('GET', '/auth/me', headers)).json().data.two_factor_required).toBe(false);
    expect((await strict.send('GET', `/clocks/${manager.id}`, headers)).statusCode).toBe(200);

    // The next sign-in asks for a code, and its session is not held back.
    advance(STEP);
    const challenge = await challengeOf(strict, manager, 'mobile');
    const signedIn = await answer(strict, { challenge, code: totpCode(secret, now) });
    const next = { authorization: `Bearer ${signedIn.json().data.access_token}` };
    expect((await strict.send('GET', `/clocks/${manager.id}`, next)).statusCode).toBe(200);
    // Sign-out works for a held-back session too.
    const other = await login(strict, await strict.f.buildUser({ role: 'general_manager' }), 'mobile');
    const otherHeaders = { authorization: `Bearer ${other.json().data.access_token}` };
    expect((await strict.send('POST', '/auth/logout', otherHeaders)).statusCode).toBe(204);
    expect((await strict.send('GET', '/auth/me', otherHeaders)).statusCode).toBe(401);
  });

  it('keeps the second factor of a session through a password change', async () => {
    const manager = await strict.f.buildUser({ role: 'manager' });
    const headers = await strict.f.signIn(manager);
    const secret: string = (await strict.send('POST', `/users/${manager.id}/totp`, headers)).json().data.secret;
    await strict.send('POST', `/users/${manager.id}/totp/confirm`, headers, { code: totpCode(secret, now) });
    const changed = await strict.send('PUT', `/users/${manager.id}/password`, headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'another long password',
    });
    expect(changed.statusCode).toBe(200);
    const next = { authorization: `Bearer ${changed.json().data.access_token}` };
    expect((await strict.send('GET', `/clocks/${manager.id}`, next)).statusCode).toBe(200);
  });

  it('applies a role change at once', async () => {
    const person = await strict.f.buildUser({ role: 'employee' });
    const res = await login(strict, person, 'mobile');
    const headers = { authorization: `Bearer ${res.json().data.access_token}` };
    expect((await strict.send('GET', `/clocks/${person.id}`, headers)).statusCode).toBe(200);
    await strict.db.updateTable('users').set({ role: 'manager' }).where('id', '=', person.id).execute();
    expect((await strict.send('GET', `/clocks/${person.id}`, headers)).json().code).toBe('two_factor_required');
  });
});
