// Prometheus metrics: absent unless METRICS_TOKEN is set, then only for its Bearer token.
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { buildApp as BuildApp } from '../../app.js';
import type { createTestApp as CreateTestApp, testConfig as TestConfig, TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';

// The constant-time comparison is watched: what it is given says whether a wrong token's length could
// show in the answer's timing.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;
let buildApp: typeof BuildApp;
let testConfig: typeof TestConfig;
beforeAll(async () => {
  // Test files share a worker's modules: the service is loaded afresh, so that it sees the watched crypto.
  vi.resetModules();
  ({ buildApp } = await import('../../app.js'));
  let createTestApp: typeof CreateTestApp;
  ({ createTestApp, testConfig } = await import('../../test/app.js'));
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      const res = await plain.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('needs the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer not the token at all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthorized');
  });

  it('compares every presented token in full, whatever its length, and takes only the right one', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    const answer = async (presented: string) => {
      compare.mockClear();
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${presented}` } });
      expect(compare).toHaveBeenCalledTimes(1);
      const [a, b] = compare.mock.calls[0]! as [Buffer, Buffer];
      expect(a.length).toBe(b.length);
      return res.statusCode;
    };
    expect(await answer(TOKEN)).toBe(200);
    expect(await answer(TOKEN.replace(/.$/, 'X'))).toBe(401);
    expect(await answer(TOKEN.slice(0, -1))).toBe(401);
    expect(await answer(`${TOKEN}x`)).toBe(401);
    expect(await answer('short')).toBe(401);
    expect(await answer('x'.repeat(500))).toBe(401);
  });

  it('reports latency per route, the outbox backlog, clocked people and, on PostgreSQL, the pool', async () => {
    const { user, headers } = await t.f.person();
    expect((await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in' })).statusCode).toBe(201);
    await t.send('GET', '/auth/me', headers);
    await t.f.buildUser({ status: 'invited' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/timetrack_http_request_duration_seconds_bucket\{[^}]*route="\/api\/clocks\/:user_id"[^}]*status_code="201"/);
    expect(text).toMatch(/timetrack_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status_code="200"\} 1/);
    expect(text).toMatch(/timetrack_outbox_backlog \d+/);
    expect(text).toMatch(/timetrack_live_event_streams 0/);
    expect(text).toMatch(/timetrack_people_clocked\{state="working"\} 1/);
    expect(text).toMatch(/timetrack_people_clocked\{state="on_break"\} 0/);
    if (testDatabaseKind() === 'postgres') expect(text).toMatch(/timetrack_db_pool_connections\{state="max"\} \d+/);
  });
});
