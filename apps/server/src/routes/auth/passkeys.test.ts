// Passkeys through HTTP, with a software authenticator: registering for oneself, listing, removing,
// signing in (two factors: a session at once, even with two-factor codes on), challenges used once and
// kept in the database (a second instance finishes what the first began), counters that must move on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/second-factor.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { SoftwarePasskey } from '../../test/passkey-authenticator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://time.example.test', REQUIRE_TWO_FACTOR: 'everyone' } });
});
afterAll(() => t.close());

const ORIGIN = 'https://time.example.test';

async function registered(headers: Record<string, string>, userId: number, passkey = new SoftwarePasskey(ORIGIN), name?: string) {
  const options = await t.send('POST', `/users/${userId}/passkeys/options`, headers);
  expect(options.statusCode).toBe(200);
  const res = await t.send('POST', `/users/${userId}/passkeys`, headers, {
    ...(name ? { name } : {}),
    credential: passkey.register(options.json().data),
  });
  return { res, passkey };
}

async function signInWith(passkey: SoftwarePasskey, input: { origin?: string; keepCounter?: boolean; client?: 'mobile' } = {}) {
  const options = await t.send('POST', '/auth/passkey/options', {});
  expect(options.statusCode).toBe(200);
  return t.send('POST', '/auth/passkey', {}, {
    credential: passkey.authenticate(options.json().data, input),
    ...(input.client ? { client: input.client } : {}),
  });
}

describe('passkeys', () => {
  it('registers one for oneself with the relying party of PUBLIC_URL, lists it, signs in with it', async () => {
    const { user, headers } = await t.f.person();
    const options = (await t.send('POST', `/users/${user.id}/passkeys/options`, headers)).json().data;
    expect(options.rp).toEqual({ name: 'Timetrack', id: 'time.example.test' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const { res, passkey } = await registered(headers, user.id, undefined, 'Laptop');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Laptop', last_used_at: null });
    // The person is told of every passkey added (a stolen session could add its own).
    const mail = await t.db.selectFrom('outbox').select(['template', 'payload']).where('recipient', '=', user.email!).execute();
    expect(mail).toEqual([{ template: 'sign_in_factor_added', payload: { factor: 'passkey', name: 'Laptop' } }]);
    const list = await t.send('GET', `/users/${user.id}/passkeys`, headers);
    expect(list.json().data).toEqual([res.json().data]);
    // Registering proved a second factor: REQUIRE_TWO_FACTOR no longer holds this session back.
    expect((await t.send('GET', '/auth/me', headers)).json().data.two_factor_required).toBe(false);

    const signedIn = await signInWith(passkey);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.id).toBe(user.id);
    expect(signedIn.json().data.csrf_token).toEqual(expect.any(String));
    const mobile = await signInWith(passkey, { client: 'mobile' });
    const bearer = { authorization: `Bearer ${mobile.json().data.access_token}` };
    // Two factors: the session is not held back by REQUIRE_TWO_FACTOR.
    expect((await t.send('GET', '/auth/me', bearer)).json().data).toMatchObject({ id: user.id, two_factor_required: false });
    expect((await t.send('GET', `/clocks/${user.id}`, bearer)).statusCode).toBe(200);
    expect((await t.send('GET', `/users/${user.id}/passkeys`, headers)).json().data[0].last_used_at).toEqual(expect.any(String));
  });

  it('signs in at once even with two-factor codes on (a passkey is two factors)', async () => {
    const { user, headers } = await t.f.person();
    const { passkey } = await registered(headers, user.id);
    const secret = (await t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
    expect((await t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret) })).statusCode).toBe(200);
    const res = await signInWith(passkey);
    expect(res.json().data.two_factor).toBeUndefined();
    expect(res.json().data.user.id).toBe(user.id);
  });

  it('refuses a replayed signature counter, a used challenge, another origin, an unknown or removed passkey', async () => {
    const { user, headers } = await t.f.person();
    const { passkey, res } = await registered(headers, user.id);
    expect((await signInWith(passkey)).statusCode).toBe(200);
    // The same counter again: a cloned authenticator.
    const replayed = await signInWith(passkey, { keepCounter: true });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('invalid_credentials');

    // A challenge works once.
    const options = (await t.send('POST', '/auth/passkey/options', {})).json().data;
    const assertion = passkey.authenticate(options);
    expect((await t.send('POST', '/auth/passkey', {}, { credential: assertion })).statusCode).toBe(200);
    const again = passkey.authenticate(options);
    expect((await t.send('POST', '/auth/passkey', {}, { credential: again })).json().code).toBe('invalid_credentials');
    // A challenge the service never gave.
    expect((await t.send('POST', '/auth/passkey', {}, { credential: passkey.authenticate({ challenge: 'bm90LWdpdmVu', rpId: 'time.example.test' }) })).statusCode).toBe(401);
    // Another site's origin.
    expect((await signInWith(passkey, { origin: 'https://evil.example' })).statusCode).toBe(401);
    // A registration challenge does not sign in.
    const registration = (await t.send('POST', `/users/${user.id}/passkeys/options`, headers)).json().data;
    const crossed = passkey.authenticate({ challenge: registration.challenge, rpId: 'time.example.test' });
    expect((await t.send('POST', '/auth/passkey', {}, { credential: crossed })).statusCode).toBe(401);

    expect((await signInWith(new SoftwarePasskey(ORIGIN))).statusCode).toBe(401);
    expect((await t.send('DELETE', `/users/${user.id}/passkeys/${res.json().data.id}`, headers)).statusCode).toBe(204);
    expect((await signInWith(passkey)).json().code).toBe('invalid_credentials');
    expect((await t.send('GET', `/users/${user.id}/passkeys`, headers)).json().data).toEqual([]);
  });

  it('refuses a registration without user verification, for another challenge or origin, or twice', async () => {
    const { user, headers } = await t.f.person();
    const unverified = await registered(headers, user.id, new SoftwarePasskey(ORIGIN, false));
    expect(codes(unverified.res)).toEqual({ credential: ['invalid'] });
    const foreign = await t.send('POST', `/users/${user.id}/passkeys/options`, headers);
    const wrongOrigin = new SoftwarePasskey(ORIGIN).register(foreign.json().data, 'https://evil.example');
    expect(codes(await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: wrongOrigin }))).toEqual({ credential: ['invalid'] });
    // That challenge was taken by the failed attempt.
    const late = new SoftwarePasskey(ORIGIN).register(foreign.json().data);
    expect(codes(await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: late }))).toEqual({ credential: ['invalid'] });
    // Another person's registration challenge is not this person's.
    const other = await t.f.person();
    const theirs = (await t.send('POST', `/users/${other.user.id}/passkeys/options`, other.headers)).json().data;
    const stolen = new SoftwarePasskey(ORIGIN).register(theirs);
    expect(codes(await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: stolen }))).toEqual({ credential: ['invalid'] });
    const { passkey } = await registered(headers, user.id);
    const twice = await registered(headers, user.id, passkey);
    expect(codes(twice.res)).toEqual({ credential: ['taken'] });
  });

  it('answers 401, 403, 404 and 422 on every passkey route', async () => {
    const { user, headers } = await t.f.person('general_manager');
    const other = await t.f.person();
    const { res } = await registered(other.headers, other.user.id);
    const theirPasskey = res.json().data.id;
    const garbage = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } };
    for (const [method, url, body] of [
      ['POST', `/users/${other.user.id}/passkeys/options`, undefined],
      ['POST', `/users/${other.user.id}/passkeys`, { credential: garbage }],
      ['GET', `/users/${other.user.id}/passkeys`, undefined],
      ['DELETE', `/users/${other.user.id}/passkeys/${theirPasskey}`, undefined],
    ] as const) {
      expect((await t.send(method, url, {}, body)).statusCode).toBe(401);
      expect((await t.send(method, url, headers, body)).json().code).toBe('forbidden');
      expect((await t.send(method, url.replace(`/users/${other.user.id}/`, '/users/999999/'), headers, body)).statusCode).toBe(404);
    }
    // Someone else's passkey through one's own path, and an unknown one.
    expect((await t.send('DELETE', `/users/${user.id}/passkeys/${theirPasskey}`, headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', `/users/${user.id}/passkeys/abc`, headers)).statusCode).toBe(404);
    expect((await t.send('GET', `/users/${other.user.id}/passkeys`, other.headers)).json().data).toHaveLength(1);

    expect(codes(await t.send('POST', `/users/${user.id}/passkeys`, headers, {}))).toEqual({ credential: ['required'] });
    expect(codes(await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: garbage }))).toEqual({ credential: ['invalid'] });
    expect((await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: { ...garbage, id: 'not base64!' } })).statusCode).toBe(422);
    expect((await t.send('POST', `/users/${user.id}/passkeys`, headers, { name: '', credential: garbage })).statusCode).toBe(422);

    // Sign-in: bad shapes are 422, a well-formed garbage assertion 401.
    expect(codes(await t.send('POST', '/auth/passkey', {}, {}))).toEqual({ credential: ['required'] });
    const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } };
    expect((await t.send('POST', '/auth/passkey', {}, { credential: assertion })).json().code).toBe('invalid_credentials');
    expect((await t.send('POST', '/auth/passkey', {}, { credential: { ...assertion, type: 'other' } })).statusCode).toBe(422);
  });

  it.runIf(testDatabaseKind() === 'postgres')('finishes on a second instance a ceremony the first began', async () => {
    const { user, headers } = await t.f.person();
    const second = await t.another();
    const options = await t.send('POST', `/users/${user.id}/passkeys/options`, headers);
    const passkey = new SoftwarePasskey(ORIGIN);
    const res = await t.send('POST', `/users/${user.id}/passkeys`, headers, { credential: passkey.register(options.json().data) }, second);
    expect(res.statusCode).toBe(201);
    const signIn = await t.send('POST', '/auth/passkey/options', {}, undefined, second);
    expect((await t.send('POST', '/auth/passkey', {}, { credential: passkey.authenticate(signIn.json().data) })).statusCode).toBe(200);
  });
});
