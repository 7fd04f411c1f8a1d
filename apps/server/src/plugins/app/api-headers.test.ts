// Every API answer is kept out of caches and may load nothing nor be framed; the documentation pages and
// the web application keep their own policies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { API_CONTENT_SECURITY_POLICY } from './api-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API answer headers', () => {
  it('sends no-store and a strict policy on personal answers, errors and public answers under /api', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    for (const answer of [
      await t.send('GET', '/auth/me', headers),
      await t.send('GET', `/users/${user.id}/data`, headers),
      await t.send('GET', '/auth/me', {}),
      await t.send('GET', '/health', {}),
      await t.send('GET', '/no-such-route', headers),
    ]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('leaves the documentation pages their own policy', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBeLessThan(400);
    expect(docs.headers['content-security-policy']).not.toBe(API_CONTENT_SECURITY_POLICY);
  });
});
