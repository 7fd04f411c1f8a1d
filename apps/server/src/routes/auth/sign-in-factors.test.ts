// What the security review of second factors asked for: a password alone never opens a session of an account
// that has a second factor (a passkey included), a session that has not proven it adds none, adding a factor
// takes the current password (or a sign-in of the last five minutes), and a general manager can remove a
// person's factors (logged, notified, e-mailed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/second-factor.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';
import { SoftwarePasskey } from '../../test/passkey-authenticator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://time.example.test', REQUIRE_TWO_FACTOR: 'managers' } });
});
afterAll(() => t.close());

const ORIGIN = 'https://time.example.test';
let addressCounter = 0;
const newAddress = () => `10.31.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(email: string, password = DEFAULT_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, client: 'mobile' }, remoteAddress: newAddress() });
}

/** A passkey registered by the person in a session that proved it (registering proves a second factor). */
async function withPasskey(headers: Record<string, string>, userId: number) {
  const passkey = new SoftwarePasskey(ORIGIN);
  const options = await t.send('POST', `/users/${userId}/passkeys/options`, headers);
  expect(options.statusCode, options.body).toBe(200);
  const res = await t.send('POST', `/users/${userId}/passkeys`, headers, { name: 'Laptop', credential: passkey.register(options.json().data) });
  expect(res.statusCode, res.body).toBe(201);
  return passkey;
}

/** Makes a session look as if it had been opened `minutes` ago. */
async function ageSession(headers: Record<string, string>, minutes: number) {
  const me = await t.send('GET', '/auth/me', headers);
  expect(me.statusCode).toBe(200);
  const token = headers.authorization!.slice('Bearer '.length);
  const claims = await t.app.tokens.verifyAccessToken(token);
  await t.db
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where('id', '=', claims!.sessionId)
    .execute();
}

describe('finding 1: a password alone never opens a session of an account with a second factor', () => {
  it('asks a manager whose only factor is a passkey to sign in with it, and opens no session', async () => {
    const { user, headers } = await t.f.person('manager');
    await withPasskey(headers, user.id);
    const res = await login(user.email!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.two_factor).toEqual({ challenge: expect.any(String), methods: ['passkey'] });
    expect(res.json().data.access_token).toBeUndefined();
    // The challenge cannot be answered with a code: there are none.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: res.json().data.two_factor.challenge, code: '123456' },
      remoteAddress: newAddress(),
    });
    expect(answer.statusCode).toBe(401);
  });

  it('names every factor the account has: codes and passkey', async () => {
    const { user, headers } = await t.f.person('manager');
    await withPasskey(headers, user.id);
    const setup = await t.send('POST', `/users/${user.id}/totp`, headers);
    expect(setup.statusCode, setup.body).toBe(201);
    const confirm = await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(setup.json().data.secret, Date.now()) });
    expect(confirm.statusCode).toBe(200);
    const res = await login(user.email!);
    expect(res.json().data.two_factor.methods).toEqual(['totp', 'recovery_code', 'passkey']);
  });

  it('refuses a factor to a session opened with the password alone while one exists (403), under REQUIRE_TWO_FACTOR or not', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const { user, headers } = await t.f.person(role);
      await withPasskey(headers, user.id);
      // A session with one factor only (as a password sign-in gave before the fix).
      const oneFactor = await t.f.signIn(user);
      const totp = await t.send('POST', `/users/${user.id}/totp`, oneFactor);
      expect(totp.statusCode).toBe(403);
      expect(totp.json().code).toBe('forbidden');
      const options = await t.send('POST', `/users/${user.id}/passkeys/options`, oneFactor);
      expect(options.statusCode).toBe(403);
      // Nothing was started: no secret waits for a confirmation.
      const started = await t.db.selectFrom('totp_secrets').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
      expect(started).toBeUndefined();
    }
  });

  it('lets a manager under REQUIRE_TWO_FACTOR set up a first factor right after signing in', async () => {
    const { user } = await t.f.person('manager');
    const res = await login(user.email!);
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().data.access_token}` };
    expect((await t.send('GET', `/users/${user.id}/totp`, headers)).statusCode).toBe(200);
    const setup = await t.send('POST', `/users/${user.id}/totp`, headers);
    expect(setup.statusCode, setup.body).toBe(201);
  });
});

describe('finding 2: adding a factor needs the current password or a recent sign-in', () => {
  it('asks a session older than five minutes for current_password, counts a wrong one, takes the right one', async () => {
    const { user, headers } = await t.f.person();
    await ageSession(headers, 6);
    const bare = await t.send('POST', `/users/${user.id}/totp`, headers);
    expect(bare.statusCode).toBe(422);
    expect(codes(bare)).toEqual({ current_password: ['required'] });
    const wrong = await t.send('POST', `/users/${user.id}/totp`, headers, { current_password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(codes(wrong)).toEqual({ current_password: ['invalid'] });
    const failures = await t.db.selectFrom('login_failures').select('email').where('email', '=', user.email!.toLowerCase()).execute();
    expect(failures.length).toBeGreaterThan(0);
    const right = await t.send('POST', `/users/${user.id}/totp`, headers, { current_password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(201);

    const passkeyBare = await t.send('POST', `/users/${user.id}/passkeys/options`, headers);
    expect(passkeyBare.statusCode).toBe(422);
    expect(codes(passkeyBare)).toEqual({ current_password: ['required'] });
    const passkeyRight = await t.send('POST', `/users/${user.id}/passkeys/options`, headers, { current_password: DEFAULT_PASSWORD });
    expect(passkeyRight.statusCode).toBe(200);
  });

  it('takes a session opened in the last five minutes without the password', async () => {
    const { user, headers } = await t.f.person();
    await ageSession(headers, 4);
    expect((await t.send('POST', `/users/${user.id}/totp`, headers)).statusCode).toBe(201);
  });

  it('e-mails the owner when a factor is added', async () => {
    const { user, headers } = await t.f.person();
    await withPasskey(headers, user.id);
    const mail = await t.db.selectFrom('outbox').select('template').where('recipient', '=', user.email!).execute();
    expect(mail.map((row) => row.template)).toContain('sign_in_factor_added');
  });
});

/** A general manager whose session proved two factors (REQUIRE_TWO_FACTOR names managers here). */
async function generalManager() {
  const general = await t.f.person('general_manager');
  await t.db.updateTable('sessions').set({ second_factor: true }).where('user_id', '=', general.user.id).execute();
  return general;
}

describe('DELETE /users/{id}/sign-in-factors', () => {
  it('answers 401 without credentials, 404 for nobody, 403 to a manager, an employee and to a general manager about themself', async () => {
    const { user } = await t.f.person();
    expect((await t.send('DELETE', `/users/${user.id}/sign-in-factors`, {})).statusCode).toBe(401);
    const general = await generalManager();
    expect((await t.send('DELETE', '/users/999999/sign-in-factors', general.headers)).statusCode).toBe(404);
    for (const role of ['manager', 'employee'] as const) {
      const other = await t.f.person(role);
      const res = await t.send('DELETE', `/users/${user.id}/sign-in-factors`, other.headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await t.send('DELETE', `/users/${general.user.id}/sign-in-factors`, general.headers)).statusCode).toBe(403);
  });

  it('erases codes, recovery codes and passkeys, ends the sessions, logs, notifies and e-mails the person', async () => {
    const { user, headers } = await t.f.person('manager');
    const passkey = await withPasskey(headers, user.id);
    const setup = await t.send('POST', `/users/${user.id}/totp`, headers);
    await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(setup.json().data.secret, Date.now()) });
    const general = await generalManager();

    const res = await t.send('DELETE', `/users/${user.id}/sign-in-factors`, general.headers);
    expect(res.statusCode).toBe(204);
    for (const table of ['totp_secrets', 'recovery_codes', 'passkeys'] as const) {
      expect(await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(401);
    const changes = await t.send('GET', `/users/${user.id}/changes`, general.headers);
    expect(changes.json().data.find((entry: { subject_type: string }) => entry.subject_type === 'sign_in_factors')).toMatchObject({
      actor_id: general.user.id,
      action: 'delete',
      subject_type: 'sign_in_factors',
      subject_id: user.id,
      before: { totp: true, passkeys: 1 },
      after: null,
    });
    const notes = await t.db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute();
    expect(notes.map((note) => note.kind)).toEqual(['sign_in_factors_removed']);
    const mail = await t.db.selectFrom('outbox').select('template').where('recipient', '=', user.email!).execute();
    expect(mail.map((row) => row.template)).toContain('sign_in_factors_removed');

    // The way back: the password signs in again (REQUIRE_TWO_FACTOR then asks for a new factor), the old passkey does not.
    const again = await login(user.email!);
    expect(again.json().data.access_token).toEqual(expect.any(String));
    const options = await t.send('POST', '/auth/passkey/options', {});
    const old = await t.send('POST', '/auth/passkey', {}, { credential: passkey.authenticate(options.json().data) });
    expect(old.statusCode).toBe(401);
  });
});
