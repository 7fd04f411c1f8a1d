// Rate limits while Redis is unreachable: still enforced, on this instance's own counters, and said in
// /api/health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_LIMITS } from '../../routes/auth/index.js';
import { LINK_FAILURE_LIMIT } from './rate-limit.js';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: Redis is down from the start.
  t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
afterAll(() => t.close());

describe('rate limits without Redis', () => {
  it('fall back to in-process counters instead of letting every request through', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < FORGOT_LIMITS.perAddress.max; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `r${i}@example.test` }, remoteAddress: address });
      expect(res.statusCode).toBe(204);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'last@example.test' }, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.afterAnswer.settled();
  });

  it('are reported as degraded by /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'ok', rate_limits: 'degraded' });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits with Redis', () => {
  it('are reported as ok by /api/health once connected', async () => {
    const shared = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      await expect.poll(async () => (await shared.app.inject({ method: 'GET', url: '/api/health' })).json().data.rate_limits).toBe('ok');
    } finally {
      await shared.close();
    }
  });

  it('share the count of unusable links between instances, and a usable link still works', async () => {
    const first = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    const second = await buildApp({ config: first.config, database: first.database, logger: false });
    try {
      await expect.poll(() => first.app.rateLimitState()).toBe('ok');
      await expect.poll(() => second.rateLimitState()).toBe('ok');
      // Redis outlives the test database: an address of this run only.
      const address = `172.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      const check = (app: typeof second, token: string) => app.inject({ method: 'GET', url: `/api/password-tokens/${token}`, remoteAddress: address });
      for (let i = 0; i < LINK_FAILURE_LIMIT.max; i += 1) expect((await check(i % 2 === 0 ? first.app : second, `wrong-${i}`)).statusCode).toBe(404);
      const limited = await check(second, 'wrong-last');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const admin = await first.f.person('general_manager');
      const email = `redis.${Date.now()}@example.test`;
      expect((await first.send('POST', '/users', admin.headers, { email, name: 'Shared', role: 'employee' })).statusCode).toBe(201);
      const [row] = await first.db.selectFrom('outbox').select('payload').where('recipient', '=', email).execute();
      const payload = (typeof row!.payload === 'string' ? JSON.parse(row!.payload) : row!.payload) as { link: string };
      expect((await check(second, payload.link.split('/').at(-1)!)).statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
