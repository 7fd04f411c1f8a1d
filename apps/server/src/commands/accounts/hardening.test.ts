// Findings of the security review of the public password routes and e-mail changes, proved through
// HTTP on a real database: a forgotten-password answer that takes the same time for any address, password
// links looked up before any hashing and limited per address on failures only, and reset links that die with the address
// they were sent to.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import { LINK_FAILURE_LIMIT } from '../../plugins/external/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const newAddress = () => `10.6.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** The token of the newest link of that kind held in the outbox for `recipient` (before it is sent). */
async function linkToken(recipient: string, kind: 'reset-password' | 'confirm-email'): Promise<string | undefined> {
  const rows = await t.db.selectFrom('outbox').select('payload').where('recipient', '=', recipient).orderBy('id', 'desc').execute();
  for (const row of rows) {
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { link?: string };
    if (payload.link?.includes(`/${kind}/`)) return payload.link.split('/').at(-1);
  }
  return undefined;
}

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: newAddress() });

describe('the forgotten-password answer', () => {
  it('does not wait for any database work, for a known address as for an unknown one', async () => {
    const user = await t.f.buildUser();
    // Hold the accounts table: a request that looked the address up before answering would wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table users in access exclusive mode`.execute(trx);
      taken();
      await held;
    });
    await lockTaken;
    const timeout = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms));
    try {
      for (const email of [user.email!, 'nobody.known@example.test']) {
        const answer = await Promise.race([forgot(email), timeout(3000)]);
        expect(answer === 'waited' ? 'waited' : answer.statusCode).toBe(204);
      }
    } finally {
      release();
      await holder;
    }
    // The work happens afterwards: the known address gets its link, the unknown one nothing.
    await t.app.afterAnswer.settled();
    expect(await linkToken(user.email!, 'reset-password')).toBeTruthy();
    expect(await linkToken('nobody.known@example.test', 'reset-password')).toBeUndefined();
  });
});

describe('using a password link', () => {
  it('looks the link up before hashing: an unknown link costs less than one password hash', async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const hashes: number[] = [];
    for (let i = 0; i < 3; i += 1) hashes.push(await timed(() => hashPassword('a password being timed')));
    const unknown: number[] = [];
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      unknown.push(
        await timed(async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/password-tokens/unknown-token-${i}`,
            payload: { password: 'a brand new password' },
            remoteAddress: address,
          });
          expect(res.statusCode).toBe(404);
        }),
      );
    }
    expect(Math.min(...unknown)).toBeLessThan(Math.min(...hashes));
  });

  const useLink = (token: string, address: string) =>
    t.app.inject({ method: 'POST', url: `/api/password-tokens/${token}`, payload: { password: 'a brand new password' }, remoteAddress: address });

  /** Invites `count` people through the service and returns their links' tokens, from the outbox. */
  async function invitationTokens(count: number): Promise<string[]> {
    const admin = await t.f.person('general_manager');
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const email = `office.${addressCounter}.${i}.${Math.random().toString(36).slice(2, 8)}@example.test`;
      expect((await t.send('POST', '/users', admin.headers, { email, name: `Office ${i}`, role: 'employee' })).statusCode).toBe(201);
      const rows = await t.db.selectFrom('outbox').select('payload').where('recipient', '=', email).execute();
      const payload = (typeof rows[0]!.payload === 'string' ? JSON.parse(rows[0]!.payload) : rows[0]!.payload) as { link: string };
      tokens.push(payload.link.split('/').at(-1)!);
    }
    return tokens;
  }

  it('lets a whole office behind one address activate its accounts: 200 invitations from one address', async () => {
    const address = newAddress();
    const tokens = await invitationTokens(200);
    for (const token of tokens) {
      expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${token}`, remoteAddress: address })).statusCode).toBe(200);
      expect((await useLink(token, address)).statusCode).toBe(204);
    }
    const activated = await t.db
      .selectFrom('password_tokens')
      .innerJoin('users', 'users.id', 'password_tokens.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('password_tokens.token_hash', 'in', tokens.map((token) => hashToken(token)))
      .where('users.status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(Number(activated.count)).toBe(200);
    // 200 password hashes (argon2) on a shared machine.
  }, 180_000);

  it(`answers 429 to the ${LINK_FAILURE_LIMIT.max + 1}st unusable link of an address, and still honours a usable one`, async () => {
    const address = newAddress();
    const [valid] = await invitationTokens(1);
    for (let i = 0; i < LINK_FAILURE_LIMIT.max; i += 1) expect((await useLink(`wrong-token-${i}`, address)).statusCode).toBe(404);
    const limited = await useLink('wrong-token-last', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Checking a link is held back too once the address is locked out…
    expect((await t.app.inject({ method: 'GET', url: '/api/password-tokens/wrong-token-get', remoteAddress: address })).statusCode).toBe(429);
    // …but a usable link works from that address, checked and then used.
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${valid}`, remoteAddress: address })).statusCode).toBe(200);
    expect((await useLink(valid!, address)).statusCode).toBe(204);
    // Once used, the link is unusable and counted like any wrong one.
    expect((await useLink(valid!, address)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await useLink('wrong-token-0', newAddress())).statusCode).toBe(404);
  });

  it('counts failed checks of a link (GET) against the address too', async () => {
    const address = newAddress();
    for (let i = 0; i < LINK_FAILURE_LIMIT.max; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/unknown-${i}`, remoteAddress: address })).statusCode).toBe(404);
    }
    expect((await useLink('unknown-post', address)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/email-change/unknown-confirmation', remoteAddress: address })).statusCode).toBe(429);
  });

  it('counts an expired link as a failure', async () => {
    const address = newAddress();
    const [expired] = await invitationTokens(1);
    await t.db.updateTable('password_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(expired!)).execute();
    for (let i = 0; i < LINK_FAILURE_LIMIT.max; i += 1) expect((await useLink(expired!, address)).statusCode).toBe(404);
    expect((await useLink(expired!, address)).statusCode).toBe(429);
  });
});

describe('an e-mail change', () => {
  it('ends the reset links sent to the old address once confirmed', async () => {
    const user = await t.f.buildUser({ role: 'general_manager' });
    expect((await forgot(user.email!)).statusCode).toBe(204);
    await t.app.afterAnswer.settled();
    const reset = (await linkToken(user.email!, 'reset-password'))!;
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${reset}` })).statusCode).toBe(200);

    const newEmail = `moved.${user.id}@example.test`;
    const requested = await t.sendAs(user, 'POST', `/users/${user.id}/email-change`, { email: newEmail, current_password: DEFAULT_PASSWORD });
    expect(requested.statusCode).toBe(202);
    const confirm = (await linkToken(newEmail, 'confirm-email'))!;
    expect((await t.app.inject({ method: 'POST', url: `/api/email-change/${confirm}` })).statusCode).toBe(204);

    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${reset}` })).statusCode).toBe(404);
    const use = await t.app.inject({ method: 'POST', url: `/api/password-tokens/${reset}`, payload: { password: 'taken over account' } });
    expect(use.statusCode).toBe(404);
  });
});
