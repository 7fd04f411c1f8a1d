// Findings of the security review of the public password routes and e-mail changes, proved through
// HTTP on a real database: a forgotten-password answer that takes the same time for any address, password
// links looked up before any hashing and limited per address, and reset links that die with the address
// they were sent to.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { PASSWORD_LINK_LIMIT } from '../../routes/auth/index.js';
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

  it(`is limited to ${PASSWORD_LINK_LIMIT.max} uses per client address in 15 minutes`, async () => {
    const address = newAddress();
    const use = () =>
      t.app.inject({ method: 'POST', url: '/api/password-tokens/some-token', payload: { password: 'a brand new password' }, remoteAddress: address });
    for (let i = 0; i < PASSWORD_LINK_LIMIT.max; i += 1) expect((await use()).statusCode).toBe(404);
    const limited = await use();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/password-tokens/some-token',
      payload: { password: 'a brand new password' },
      remoteAddress: newAddress(),
    });
    expect(other.statusCode).toBe(404);
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
