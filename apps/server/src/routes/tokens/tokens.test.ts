// Personal access tokens through HTTP: creating, listing and revoking them (401, 403, 404, happy paths, bad
// inputs, the cap), using them (scopes, routes closed to tokens, the owner's current role and existence,
// expiry, revocation, last use at most once a minute, the second-factor rule), and the hash at rest.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { MAX_LIVE_TOKENS } from '../../auth/access-tokens.js';
import { openSession } from '../../auth/sessions.js';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { DEFAULT_PASSWORD, type Person } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Scope = 'read' | 'clock' | 'manage';

/** A new token of `person`, created through the API; its Bearer headers. */
async function tokenOf(person: Person, scopes: Scope[], extra: Record<string, unknown> = {}, app: TestApp = t) {
  const created = await app.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'script', scopes, ...extra });
  expect(created.statusCode).toBe(201);
  const data = created.json().data as { id: number; token: string };
  return { id: data.id, token: data.token, headers: { authorization: `Bearer ${data.token}` } };
}

describe('POST /users/{id}/tokens', () => {
  it('creates a token, shown once, with the scopes and the expiry asked for', async () => {
    const person = await t.f.person();
    const before = Date.now();
    const response = await t.send('POST', `/users/${person.user.id}/tokens`, person.headers, {
      name: 'Payroll export',
      scopes: ['read', 'clock'],
      expires_in_days: 30,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['created_at', 'expires_at', 'id', 'name', 'scopes', 'token']);
    expect(data.name).toBe('Payroll export');
    expect(data.scopes).toEqual(['read', 'clock']);
    expect(data.token).toMatch(/^tt_pat_[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(data.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * 86_400_000 + 5000);

    const forever = await t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'CI', scopes: ['manage'] });
    expect(forever.statusCode).toBe(201);
    expect(forever.json().data.expires_at).toBeNull();
    expect(forever.json().data.token).not.toBe(data.token);
  });

  it('works from a browser session too', async () => {
    const person = await t.f.person();
    const browser = await t.f.browserSession(person.user);
    const response = await t.send('POST', `/users/${person.user.id}/tokens`, browser.headers, { name: 'x', scopes: ['read'] });
    expect(response.statusCode).toBe(201);
  });

  it('is 401 without credentials, and with a token (a token cannot make tokens)', async () => {
    const person = await t.f.person();
    const bare = await t.send('POST', `/users/${person.user.id}/tokens`, {}, { name: 'x', scopes: ['read'] });
    expect(bare.statusCode).toBe(401);
    const { headers } = await tokenOf(person, ['manage']);
    const withToken = await t.send('POST', `/users/${person.user.id}/tokens`, headers, { name: 'x', scopes: ['read'] });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().code).toBe('unauthorized');
  });

  it("is 403 for another person's account, a general manager's included; 404 for an unknown person", async () => {
    const person = await t.f.person();
    const boss = await t.f.person('general_manager');
    const forOther = await t.send('POST', `/users/${person.user.id}/tokens`, boss.headers, { name: 'x', scopes: ['read'] });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().code).toBe('forbidden');
    const unknown = await t.send('POST', '/users/999999/tokens', boss.headers, { name: 'x', scopes: ['read'] });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 422 with the field for bad inputs', async () => {
    const person = await t.f.person();
    const post = (body: unknown) => t.send('POST', `/users/${person.user.id}/tokens`, person.headers, body);
    const cases: [unknown, string][] = [
      [{ scopes: ['read'] }, 'name'],
      [{ name: '', scopes: ['read'] }, 'name'],
      [{ name: 'n'.repeat(101), scopes: ['read'] }, 'name'],
      [{ name: 7, scopes: ['read'] }, 'name'],
      [{ name: 'x' }, 'scopes'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['read', 'read'] }, 'scopes'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes'],
      [{ name: 'x', scopes: 'read' }, 'scopes'],
      [{ name: 'x', scopes: ['read'], expires_in_days: 0 }, 'expires_in_days'],
      [{ name: 'x', scopes: ['read'], expires_in_days: 3651 }, 'expires_in_days'],
      [{ name: 'x', scopes: ['read'], expires_in_days: 1.5 }, 'expires_in_days'],
      [{ name: 'x', scopes: ['read'], expires_in_days: '30' }, 'expires_in_days'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(codes(response)).some((key) => key === field || key.startsWith(`${field}.`)), JSON.stringify(body)).toBe(true);
    }
    const unknownField = await post({ name: 'x', scopes: ['read'], admin: true });
    expect(unknownField.statusCode).toBe(422);
    const noBody = await t.send('POST', `/users/${person.user.id}/tokens`, person.headers);
    expect(noBody.statusCode).toBe(422);
    const longest = await post({ name: 'n'.repeat(100), scopes: ['read', 'clock', 'manage'], expires_in_days: 3650 });
    expect(longest.statusCode).toBe(201);
  });

  it(`holds at most ${MAX_LIVE_TOKENS} live tokens per account: 409 token_limit_reached`, async () => {
    const person = await t.f.person();
    await t.db
      .insertInto('personal_access_tokens')
      .values(
        Array.from({ length: MAX_LIVE_TOKENS - 1 }, (_, n) => ({
          user_id: person.user.id,
          name: `t${n}`,
          scopes: ['read'],
          token_hash: hashToken(`cap-${person.user.id}-${n}`),
        })),
      )
      .execute();
    // Expired and revoked tokens do not count.
    await t.db
      .insertInto('personal_access_tokens')
      .values([
        { user_id: person.user.id, name: 'old', scopes: ['read'], token_hash: hashToken(`cap-old-${person.user.id}`), expires_at: new Date(Date.now() - 1000) },
        { user_id: person.user.id, name: 'gone', scopes: ['read'], token_hash: hashToken(`cap-gone-${person.user.id}`), revoked_at: new Date() },
      ])
      .execute();
    const last = await tokenOf(person, ['read']);
    const over = await t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'one more', scopes: ['read'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('token_limit_reached');
    expect(await t.send('DELETE', `/tokens/${last.id}`, person.headers)).toMatchObject({ statusCode: 204 });
    expect((await t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'again', scopes: ['read'] })).statusCode).toBe(201);
  });
});

describe('GET /users/{id}/tokens', () => {
  it('lists the tokens without their text, newest first, last use null until used', async () => {
    const person = await t.f.person();
    const first = await tokenOf(person, ['read'], { expires_in_days: 90 });
    const second = await tokenOf(person, ['clock']);
    const response = await t.send('GET', `/users/${person.user.id}/tokens`, person.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>[];
    expect(data.map((token) => token.id)).toEqual([second.id, first.id]);
    expect(Object.keys(data[0]!).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'scopes']);
    expect(data[0]).toMatchObject({ scopes: ['clock'], expires_at: null, last_used_at: null });
    expect(typeof data[1]!.expires_at).toBe('string');
    expect(response.body).not.toContain(first.token);
    expect(response.body).not.toContain(hashToken(first.token));
  });

  it('shows no revoked token', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    await t.send('DELETE', `/tokens/${token.id}`, person.headers);
    const response = await t.send('GET', `/users/${person.user.id}/tokens`, person.headers);
    expect(response.json().data).toEqual([]);
  });

  it('is 401 without credentials or with a token, 403 for another person, 404 for an unknown one', async () => {
    const person = await t.f.person();
    const boss = await t.f.person('general_manager');
    expect((await t.send('GET', `/users/${person.user.id}/tokens`, {})).statusCode).toBe(401);
    const { headers } = await tokenOf(person, ['read', 'manage']);
    expect((await t.send('GET', `/users/${person.user.id}/tokens`, headers)).statusCode).toBe(401);
    expect((await t.send('GET', `/users/${person.user.id}/tokens`, boss.headers)).statusCode).toBe(403);
    expect((await t.send('GET', '/users/999999/tokens', boss.headers)).statusCode).toBe(404);
    expect((await t.send('GET', '/users/abc/tokens', boss.headers)).statusCode).toBe(404);
  });
});

describe('DELETE /tokens/{id}', () => {
  it('revokes at once, on every instance: the token then answers 401', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(200);
    const revoked = await t.send('DELETE', `/tokens/${token.id}`, person.headers);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const after = await t.send('GET', '/auth/me', token.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
    expect((await t.send('DELETE', `/tokens/${token.id}`, person.headers)).statusCode).toBe(404);
  });

  it("is 404 for another person's token, a general manager's request included; the token keeps working", async () => {
    const person = await t.f.person();
    const boss = await t.f.person('general_manager');
    const token = await tokenOf(person, ['read']);
    expect((await t.send('DELETE', `/tokens/${token.id}`, boss.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', '/tokens/999999', boss.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', '/tokens/x', boss.headers)).statusCode).toBe(404);
    expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(200);
  });

  it('is 401 without credentials, and with a token (even its own)', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['manage']);
    expect((await t.send('DELETE', `/tokens/${token.id}`, {})).statusCode).toBe(401);
    expect((await t.send('DELETE', `/tokens/${token.id}`, token.headers)).statusCode).toBe(401);
    expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(200);
  });
});

describe('using a token', () => {
  it('acts as its owner: GET /auth/me', async () => {
    const person = await t.f.person();
    const { headers } = await tokenOf(person, ['read']);
    const me = await t.send('GET', '/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(person.user.id);
  });

  it('read: every GET the owner may make, nothing else', async () => {
    const manager = await t.f.person('manager');
    const worker = await t.f.person();
    const outsider = await t.f.person();
    await t.f.buildTeam({ manager: manager.user, members: [worker.user] });
    const { headers } = await tokenOf(manager, ['read']);
    for (const path of [`/users/${worker.user.id}/absences`, `/clocks/${worker.user.id}`, '/users', '/teams', '/notifications', `/users/${worker.user.id}/week-validations`]) {
      expect((await t.send('GET', path, headers)).statusCode, path).toBe(200);
    }
    // What the owner may not see stays refused.
    expect((await t.send('GET', `/users/${outsider.user.id}/absences`, headers)).statusCode).toBe(403);
    // No change at all, not even a clock.
    const clock = await t.send('POST', `/clocks/${manager.user.id}`, headers, { action: 'in' });
    expect(clock.statusCode).toBe(403);
    expect(clock.json().code).toBe('forbidden');
    expect((await t.send('PUT', `/users/${manager.user.id}/preferences`, headers, { theme: 'dark' })).statusCode).toBe(403);
    expect((await t.send('PUT', '/notifications/read', headers, {})).statusCode).toBe(403);
  });

  it("clock: the owner's own clocks, breaks and clock state, and nothing of anyone else's", async () => {
    const manager = await t.f.person('manager');
    const worker = await t.f.person();
    await t.f.buildTeam({ manager: manager.user, members: [worker.user] });
    const { headers } = await tokenOf(manager, ['clock']);
    expect((await t.send('POST', `/clocks/${manager.user.id}`, headers, { action: 'in' })).statusCode).toBe(201);
    expect((await t.send('POST', `/clocks/${manager.user.id}/break`, headers, { action: 'start' })).statusCode).toBe(201);
    expect((await t.send('POST', `/clocks/${manager.user.id}/break`, headers, { action: 'end' })).statusCode).toBe(201);
    const state = await t.send('GET', `/clocks/${manager.user.id}`, headers);
    expect(state.statusCode).toBe(200);
    expect(state.json().data.status).toBe(true);
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(200);
    // Another's clock state, even one the owner may read with a session, and anyone's clocking.
    expect((await t.send('GET', `/clocks/${worker.user.id}`, headers)).statusCode).toBe(403);
    expect((await t.sendAs(manager.user, 'GET', `/clocks/${worker.user.id}`)).statusCode).toBe(200);
    expect((await t.send('POST', `/clocks/${worker.user.id}`, headers, { action: 'in' })).statusCode).toBe(403);
    // Other reads and other changes.
    for (const path of [`/users/${manager.user.id}/absences`, `/users/${manager.user.id}/balance`, '/notifications', '/users']) {
      expect((await t.send('GET', path, headers)).statusCode, path).toBe(403);
    }
    expect((await t.send('POST', '/corrections', headers, { date: '2026-01-05', message: 'x' })).statusCode).toBe(403);
    expect((await t.send('POST', `/clocks/${manager.user.id}`, headers, { action: 'out' })).statusCode).toBe(201);
  });

  it('manage: all the owner may do, and no more', async () => {
    const boss = await t.f.person('general_manager');
    const worker = await t.f.person();
    const { headers } = await tokenOf(boss, ['manage']);
    expect((await t.send('GET', '/users', headers)).statusCode).toBe(200);
    expect((await t.send('POST', `/clocks/${boss.user.id}`, headers, { action: 'in' })).statusCode).toBe(201);
    const invited = await t.send('POST', '/users', headers, { email: `inv${Date.now()}@example.test`, name: 'New', role: 'employee' });
    expect(invited.statusCode).toBe(201);
    expect((await t.send('PUT', `/users/${worker.user.id}/role`, headers, { role: 'manager' })).statusCode).toBe(200);
    // Still refused what the rule function refuses the owner.
    expect((await t.send('PUT', `/users/${boss.user.id}/role`, headers, { role: 'employee' })).statusCode).toBe(403);
    const employee = await t.f.person();
    const employeeToken = await tokenOf(employee, ['manage']);
    expect((await t.send('GET', '/users', employeeToken.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/clocks/${worker.user.id}`, employeeToken.headers, { action: 'in' })).statusCode).toBe(403);
  });

  it('is 401 on the session routes and the account-security routes, whatever its scopes', async () => {
    const person = await t.f.person();
    const { headers } = await tokenOf(person, ['read', 'clock', 'manage']);
    const id = person.user.id;
    const refused: [string, string, unknown?][] = [
      ['POST', '/auth/login', { email: person.user.email, password: DEFAULT_PASSWORD }],
      ['POST', '/auth/refresh', { refresh_token: 'x' }],
      ['POST', '/auth/logout', {}],
      ['PUT', `/users/${id}/password`, { current_password: DEFAULT_PASSWORD, new_password: 'another long password' }],
      ['POST', `/users/${id}/email-change`, { email: 'new@example.test' }],
      ['GET', `/users/${id}/totp`],
      ['POST', `/users/${id}/totp`],
      ['GET', `/users/${id}/passkeys`],
      ['POST', `/users/${id}/passkeys/options`],
      ['GET', `/users/${id}/tokens`],
      ['POST', `/users/${id}/tokens`, { name: 'x', scopes: ['read'] }],
    ];
    for (const [method, path, body] of refused) {
      const response = await t.send(method as 'GET', path, headers, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json().code, `${method} ${path}`).toBe('unauthorized');
    }
    // The logout did not end anything: the token still works.
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(200);
  });

  it("follows its owner's current role at every request", async () => {
    const boss = await t.f.person('general_manager');
    const { headers } = await tokenOf(boss, ['read']);
    expect((await t.send('GET', '/users', headers)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'employee' }).where('id', '=', boss.user.id).execute();
    expect((await t.send('GET', '/users', headers)).statusCode).toBe(403);
    const me = await t.send('GET', '/auth/me', headers);
    expect(me.json().data.role).toBe('employee');
  });

  it('is 401 once its owner is deleted', async () => {
    const boss = await t.f.person('general_manager');
    const person = await t.f.person();
    const { headers } = await tokenOf(person, ['read']);
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(200);
    expect((await t.send('DELETE', `/users/${person.user.id}`, boss.headers)).statusCode).toBe(204);
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(401);
  });

  it('is 401 once expired', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read'], { expires_in_days: 1 });
    expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(200);
    await t.db
      .updateTable('personal_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', token.id)
      .execute();
    const expired = await t.send('GET', '/auth/me', token.headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthorized');
  });

  it('is 401 when unknown or altered, and never mistaken for a session token', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    for (const value of [`${token.token}x`, token.token.slice(0, -1), 'tt_pat_', 'tt_pat_abc']) {
      expect((await t.send('GET', '/auth/me', { authorization: `Bearer ${value}` })).statusCode, value).toBe(401);
    }
    // As a cookie, it is not a token at all.
    const browser = await t.f.browserSession(person.user);
    const asCookie = await t.send('GET', '/auth/me', { cookie: `tt_access=${token.token}`, 'x-csrf-token': browser.csrfToken });
    expect(asCookie.statusCode).toBe(401);
  });

  it('records its last use, at most once a minute', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    const lastUsed = async () =>
      (await t.db.selectFrom('personal_access_tokens').select('last_used_at').where('id', '=', token.id).executeTakeFirstOrThrow()).last_used_at;
    expect(await lastUsed()).toBeNull();
    await t.send('GET', '/auth/me', token.headers);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await t.send('GET', '/auth/me', token.headers);
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
    const longAgo = new Date(Date.now() - 2 * 60_000);
    await t.db.updateTable('personal_access_tokens').set({ last_used_at: longAgo }).where('id', '=', token.id).execute();
    await t.send('GET', '/auth/me', token.headers);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
    const listed = await t.send('GET', `/users/${person.user.id}/tokens`, person.headers);
    expect(listed.json().data[0].last_used_at).toMatch(/Z$/);
  });

  it('is stored as a hash only: its text is nowhere in the database', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    const rows = await sql<{ row: string }>`select row_to_json(p)::text as row from personal_access_tokens p where user_id = ${person.user.id}`.execute(t.db);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.row).not.toContain(token.token);
    expect(rows.rows[0]!.row).not.toContain(token.token.slice('tt_pat_'.length));
    expect(rows.rows[0]!.row).toContain(hashToken(token.token));
  });

  it('works on another instance at once, and its revocation too', async () => {
    if (process.env.TEST_DB !== 'postgres') return;
    const other = await t.another();
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    expect((await t.send('GET', '/auth/me', token.headers, undefined, other)).statusCode).toBe(200);
    await t.send('DELETE', `/tokens/${token.id}`, person.headers);
    expect((await t.send('GET', '/auth/me', token.headers, undefined, other)).statusCode).toBe(401);
  });
});

describe('the second-factor rule', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { REQUIRE_TWO_FACTOR: 'managers' } });
  });
  afterAll(() => strict.close());

  async function sessionWithTwoFactors(user: UserRow): Promise<Person> {
    const issued = await openSession(strict.db, strict.app.tokens, { refreshTokenTtl: 3600 }, user.id, 'mobile', true);
    return { user, headers: { authorization: `Bearer ${issued.accessToken}` } };
  }

  it('counts a token created in a session with two factors as one', async () => {
    const manager = await sessionWithTwoFactors(await strict.f.buildUser({ role: 'manager' }));
    const { headers } = await tokenOf(manager, ['read'], {}, strict);
    expect((await strict.send('GET', '/users', headers)).statusCode).toBe(200);
  });

  it('holds back a token created without two factors once its owner must use them', async () => {
    const employee = await strict.f.person();
    const { headers } = await tokenOf(employee, ['read'], {}, strict);
    expect((await strict.send('GET', `/users/${employee.user.id}/absences`, headers)).statusCode).toBe(200);
    await strict.db.updateTable('users').set({ role: 'manager' }).where('id', '=', employee.user.id).execute();
    const held = await strict.send('GET', `/users/${employee.user.id}/absences`, headers);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('two_factor_required');
  });
});

describe('every route', () => {
  it('declares known scopes, and `clock` only where the rule function decides on a subject', () => {
    for (const route of t.app.declaredRoutes) {
      if (route.scope === undefined) continue;
      const scopes = typeof route.scope === 'string' ? [route.scope] : route.scope;
      expect(scopes.length, route.url).toBeGreaterThan(0);
      for (const scope of scopes) expect(['read', 'clock', 'manage'], route.url).toContain(scope);
      // `clock` admits the owner's own records only: a rule decides on the subject (or the route is about the caller alone).
      if (scopes.includes('clock') && route.url !== '/api/auth/me') expect(typeof route.access, route.url).toBe('object');
      if (route.method === 'GET') expect(scopes, route.url).toContain('read');
    }
  });

  it('refuses tokens where no scope is declared (401), and admits a manage token where one is', async () => {
    const person = await t.f.person('general_manager');
    const { headers } = await tokenOf(person, ['manage']);
    for (const route of t.app.declaredRoutes) {
      // The web app's files, and the event stream (it stays open; tested with its route).
      if (route.url.startsWith('/api/docs') || route.url === '/*' || route.url === '/api/events') continue;
      // Routes outside the OpenAPI document (the document itself, metrics).
      if (route.schema === undefined || (route.schema as { hide?: boolean }).hide === true) continue;
      // Ids that name nothing: the walk changes nothing.
      const path = route.url.replace(/:[A-Za-z_]+/g, '999999');
      if (route.url.includes(':token')) continue;
      const response = await t.app.inject({ method: route.method as 'GET', url: path, headers });
      const label = `${route.method} ${route.url}`;
      if (route.access === 'public') {
        const sessionRoute = ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/auth/login/two-factor', '/api/auth/passkey', '/api/auth/oidc/token'].includes(route.url);
        if (sessionRoute) expect(response.statusCode, label).toBe(401);
        else expect(response.statusCode, label).not.toBe(401);
      } else if (route.scope === undefined) {
        expect(response.statusCode, label).toBe(401);
      } else {
        expect(response.statusCode, label).not.toBe(401);
        expect(response.statusCode, label).not.toBe(403);
      }
    }
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(200);
  });
});

describe('a password change or reset revokes the tokens; a new token is e-mailed', () => {
  it('revokes every token of the person when they change their password, and says so in the description', async () => {
    const person = await t.f.person('general_manager');
    const manage = await tokenOf(person, ['manage']);
    const read = await tokenOf(person, ['read']);
    expect((await t.send('GET', '/auth/me', read.headers)).statusCode).toBe(200);
    const changed = await t.send('PUT', `/users/${person.user.id}/password`, person.headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [manage, read]) expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(401);
    const other = await t.f.person();
    const acted = await t.send('POST', `/clocks/${other.user.id}`, manage.headers);
    expect(acted.statusCode).toBe(401);
  });

  it('revokes them when the password is reset by e-mail link', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read', 'clock']);
    const link = 'a-reset-link-of-this-test';
    await t.db
      .insertInto('password_tokens')
      .values({ token_hash: hashToken(link), user_id: person.user.id, purpose: 'reset', expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const reset = await t.send('POST', `/password-tokens/${link}`, {}, { password: 'another new password' });
    expect(reset.statusCode).toBe(204);
    expect((await t.send('GET', '/auth/me', token.headers)).statusCode).toBe(401);
    const listed = await t.db.selectFrom('personal_access_tokens').select('revoked_at').where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(listed.revoked_at).not.toBeNull();
  });

  it('e-mails the owner about every token created, in their language', async () => {
    const person = await t.f.person();
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', person.user.id).execute();
    await tokenOf(person, ['read'], { name: 'Export', expires_in_days: 7 } as Record<string, unknown>);
    const mail = await t.db
      .selectFrom('outbox')
      .select(['template', 'language', 'payload'])
      .where('recipient', '=', person.user.email!)
      .where('template', '=', 'access_token_created')
      .execute();
    expect(mail).toEqual([{ template: 'access_token_created', language: 'fr', payload: { name: 'Export', scopes: ['read'], expires_at: expect.any(String) } }]);
  });
});
