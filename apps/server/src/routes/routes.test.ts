// Walks every registered route and proves that each one not declared public refuses a request without
// credentials (401), and one with a tampered token; and that a route without an access rule cannot exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A path with every parameter filled: `/api/teams/:id/members/:user_id` → `/api/teams/1/members/1`. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}

describe('every route', () => {
  it('demands authentication unless declared public', async () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(3);
    const protectedRoutes = routes.filter((route) => route.access !== 'public');
    for (const { method, url } of protectedRoutes) {
      const bare = await t.app.inject({ method: method as 'GET', url: concrete(url) });
      expect(bare.statusCode, `${method} ${url} without credentials`).toBe(401);
      expect(bare.json()).toMatchObject({ code: 'unauthorized' });
      const tampered = await t.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(tampered.statusCode, `${method} ${url} with a tampered token`).toBe(401);
    }
  });

  it('is public only when it says so', () => {
    const publicRoutes = t.app.declaredRoutes
      .filter((route) => route.access === 'public' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/health',
        'GET /api/leave-calendar.ics',
        'GET /api/openapi.json',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'POST /api/auth/forgot-password',
        'GET /api/password-tokens/:token',
        'POST /api/password-tokens/:token',
        'POST /api/email-change/:token',
        // Single sign-on: whether it is on, its start and callback (browser navigations), the mobile code exchange.
        'GET /api/auth/oidc',
        'GET /api/auth/oidc/start',
        'GET /api/auth/oidc/callback',
        'POST /api/auth/oidc/token',
        // The second step of a sign-in with two-factor codes, and signing in with a passkey.
        'POST /api/auth/login/two-factor',
        'POST /api/auth/passkey/options',
        'POST /api/auth/passkey',
        // A tablet pairing with a shared clocking terminal by its one-time code.
        'POST /api/terminals/pair',
        // The key browsers subscribe to pushes with (VAPID, public by nature).
        'GET /api/push/key',
        // The web application's page and files, when it is built.
        'GET /*',
      ]
        .filter((route) => t.app.declaredRoutes.some((r) => `${r.method} ${r.url}` === route))
        .sort(),
    );
  });

  it('fails the start when a route declares no access rule', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });
});
