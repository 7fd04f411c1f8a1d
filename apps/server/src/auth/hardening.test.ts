// Findings of the security review of sign-in and sessions, each proved through HTTP on a real database:
// client addresses only from trusted proxies, password guesses counted before they are checked (also
// in parallel, also for `current_password`), and one chain of refresh tokens per session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from '../test/app.js';
import { DEFAULT_PASSWORD } from '../test/factories.js';
import { MAX_FAILURES_PER_EMAIL } from './login-limits.js';
import { hashToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address of its own per test, so that per-address limits of one test do not touch another. */
const newAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const login = (body: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress, headers });

async function failureAddresses(email: string): Promise<string[]> {
  const rows = await t.db.selectFrom('login_failures').select('address').where('email', '=', email).execute();
  return rows.map((row) => row.address);
}

describe('client addresses (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: the per-address limit counts the real peer', async () => {
    const user = await t.f.buildUser();
    const peer = newAddress();
    const res = await login({ email: user.email, password: 'wrong password' }, peer, { 'x-forwarded-for': '203.0.113.77' });
    expect(res.statusCode).toBe(401);
    expect(await failureAddresses(user.email!)).toEqual([peer]);
  });

  it('takes the client address from a configured proxy only', async () => {
    const proxied = await buildApp({ config: testConfig({ TRUST_PROXY: '10.8.0.0/16' }), database: t.database, logger: false });
    const hops = await buildApp({ config: testConfig({ TRUST_PROXY: '1' }), database: t.database, logger: false });
    try {
      const user = await t.f.buildUser();
      const send = (app: typeof proxied, remoteAddress: string, forwarded: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'wrong password' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      // From the trusted load balancer: the address it names.
      expect((await send(proxied, '10.8.0.5', '198.51.100.1')).statusCode).toBe(401);
      // From anywhere else: the peer, whatever the header says.
      expect((await send(proxied, '10.7.0.5', '198.51.100.2')).statusCode).toBe(401);
      // One trusted hop: the address the nearest proxy saw, not what the client wrote before it.
      expect((await send(hops, '10.8.0.6', '198.51.100.66, 198.51.100.3')).statusCode).toBe(401);
      expect((await failureAddresses(user.email!)).sort()).toEqual(['10.7.0.5', '198.51.100.1', '198.51.100.3']);
    } finally {
      await proxied.close();
      await hops.close();
    }
  });
});

describe('wrong passwords in parallel', () => {
  it('never lets more than the limit through to a password check', async () => {
    const user = await t.f.buildUser();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login({ email: user.email, password: 'a wrong guess' }, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - MAX_FAILURES_PER_EMAIL);
    // Refused attempts do not count as failures: the wait does not grow with them.
    expect(await failureAddresses(user.email!)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    // The right password is refused as well until the window frees a slot.
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, newAddress())).statusCode).toBe(429);
  });

  it('forgets a successful sign-in: only failures count', async () => {
    const user = await t.f.buildUser();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 2; i += 1) {
      expect((await login({ email: user.email, password: DEFAULT_PASSWORD, client: 'mobile' }, newAddress())).statusCode).toBe(200);
    }
    expect(await failureAddresses(user.email!)).toEqual([]);
  });
});

describe('current_password', () => {
  it('counts wrong guesses on a password change and an e-mail change as sign-in does: 429 after the limit', async () => {
    const user = await t.f.buildUser({ role: 'general_manager' });
    const { headers } = await t.f.mobileSession(user);
    const address = newAddress();
    const change = (url: string, body: Record<string, unknown>) =>
      t.app.inject({ method: url.endsWith('/password') ? 'PUT' : 'POST', url: `/api${url}`, payload: body, headers, remoteAddress: address });
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      const res =
        i % 2 === 0
          ? await change(`/users/${user.id}/password`, { current_password: `guess ${i}`, password: 'a new password here' })
          : await change(`/users/${user.id}/email-change`, { current_password: `guess ${i}`, email: 'new.address@example.test' });
      expect(res.statusCode).toBe(422);
    }
    const limited = await change(`/users/${user.id}/password`, { current_password: DEFAULT_PASSWORD, password: 'a new password here' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const limitedEmail = await change(`/users/${user.id}/email-change`, { current_password: DEFAULT_PASSWORD, email: 'n@example.test' });
    expect(limitedEmail.statusCode).toBe(429);
    // Sign-in shares the count.
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, newAddress())).statusCode).toBe(429);
  });
});

describe('refresh tokens used twice within the grace period', () => {
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

  it('answer simultaneous uses with one successor, which works, and keep one chain that reuse detection sees', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.mobileSession(user);
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.json().data.refresh_token as string));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    for (const answer of answers) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${answer.json().data.access_token}` } });
      expect(me.statusCode).toBe(200);
    }
    // The successor rotates normally; its own reuse after the grace period ends the session.
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 31_000) })
      .where('token_hash', '=', hashToken(successor))
      .execute();
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await refresh(next.json().data.refresh_token)).statusCode).toBe(401);
  });

  it('answer a tab that lags two rotations behind with the newest token of the chain', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.mobileSession(user);
    const second = (await refresh(session.refreshToken)).json().data.refresh_token as string;
    const third = (await refresh(second)).json().data.refresh_token as string;
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.refresh_token).toBe(third);
  });

  it('keep the successor sealed: the stored row alone does not give it away', async () => {
    const user = await t.f.buildUser();
    const session = await t.f.mobileSession(user);
    const successor = (await refresh(session.refreshToken)).json().data.refresh_token as string;
    const row = await t.db
      .selectFrom('refresh_tokens')
      .select('successor_sealed')
      .where('token_hash', '=', hashToken(session.refreshToken))
      .executeTakeFirstOrThrow();
    expect(row.successor_sealed).toBeTruthy();
    expect(row.successor_sealed).not.toContain(successor);
  });
});
