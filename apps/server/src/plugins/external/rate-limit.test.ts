// Rate limits while Redis is unreachable: still enforced, on this instance's own counters, and said in
// /api/health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_LIMITS } from '../../routes/auth/index.js';
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
});
