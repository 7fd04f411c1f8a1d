import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP platform', () => {
  it('answers health with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok', rate_limits: 'ok', outbox_backlog: 0, last_backup_age_seconds: null } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown routes with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'not_found' });
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    // The paths are written without the /api prefix, which the server URL carries.
    expect(doc.servers).toEqual([{ url: `${t.config.publicUrl}/api` }]);
    expect(doc.paths['/health']).toBeDefined();
    expect(doc.components.securitySchemes.bearer).toBeDefined();
    // Every route is documented with its authentication, and optional bodies are marked optional.
    expect(doc.paths['/auth/me'].get.security).toEqual(expect.arrayContaining([{ bearer: [] }, { cookie: [], csrf: [] }]));
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/auth/login'].post.requestBody.required).toBe(true);
    expect(doc.paths['/clocks/{user_id}'].post.requestBody.required).toBe(false);
    expect(doc.paths['/auth/logout'].post.requestBody.required).toBe(false);
  });

  it('serves the interactive documentation and its assets locally', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const assets = [...page.body.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^https?:/);
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${asset!.replace(/^\.?\//, '')}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.test", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'bad_request' });
  });

  it('answers a body over 100 KiB with 413 payload_too_large', async () => {
    const res = await t.send('POST', '/auth/login', {}, { email: 'a@example.test', password: 'x'.repeat(101 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
  });

  it.each([
    ['text/plain', 'email=a'],
    ['application/x-www-form-urlencoded', 'email=a&password=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers a %s body with 415 unsupported_media_type', async (type, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'unsupported_media_type' });
  });

  it('answers a schema failure with 422 validation_failed, details and errors per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 42 } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.password).toEqual([{ code: 'required' }]);
    expect(body.details.email).toEqual([{ code: 'invalid' }]);
    expect(body.errors.password).toEqual([expect.any(String)]);
  });

  it('ignores unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'long enough password', colour: 'blue' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('answers a non-integer path identifier with 404', async () => {
    const user = await t.f.buildUser();
    const headers = await t.f.signIn(user);
    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/workingtime/${id}`, headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('masks a database failure as health 503', async () => {
    const original = t.app.database.ping;
    t.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      t.app.database.ping = original;
    }
  });
});

describe('the order of checks: authentication, request shape, authorization, business rules', () => {
  it('answers a malformed request about someone else with 422, not 403', async () => {
    const { user: employee, headers } = await t.f.person();
    const other = await t.f.buildUser();
    const manager = await t.f.buildUser({ role: 'manager' });
    const team = await t.f.buildTeam({ manager });
    const cases: [string, string, unknown, Record<string, string>][] = [
      ['POST', `/workingtime/${other.id}`, { start: 'yesterday' }, { start: 'invalid' }],
      ['GET', `/workingtime/${other.id}?start=bad&end=bad`, undefined, { start: 'invalid', end: 'invalid' }],
      ['GET', `/workingtime/${other.id}?start=2026-11-10`, undefined, { end: 'required' }],
      ['GET', `/workingtime/${other.id}?end=2026-11-10`, undefined, { start: 'required' }],
      ['GET', `/workingtime/${other.id}?start=2026-11-10&end=2026-11-01`, undefined, { end: 'before_start' }],
      ['GET', `/users/${other.id}/absences?start=2026-11-10`, undefined, { end: 'required' }],
      ['GET', `/users/${other.id}/changes?start=2026-11-10T00:00:00Z&end=2026-11-09`, undefined, { end: 'before_start' }],
      ['POST', `/clocks/${other.id}`, { time: 'now' }, { time: 'invalid' }],
      ['GET', `/teams/${team.id}/averages?start=2025-01-01&end=2026-11-10`, undefined, { end: 'range_too_long' }],
      ['GET', `/teams/${team.id}/averages?start=2026-11-01T00:00:00Z&end=2026-11-10`, undefined, { start: 'invalid' }],
      ['GET', `/teams/${team.id}/averages`, undefined, { start: 'required', end: 'required' }],
    ];
    for (const [method, url, body, expected] of cases) {
      const res = await t.send(method as 'GET', url, headers, body);
      expect(res.statusCode, `${method} ${url} as ${employee.role}`).toBe(422);
      const details = res.json().details as Record<string, { code: string }[]>;
      expect(Object.fromEntries(Object.entries(details).map(([field, codes]) => [field, codes[0]!.code])), url).toEqual(
        expected,
      );
    }
    // The same well-formed requests reach the rule function.
    const allowedShape = await t.send('GET', `/workingtime/${other.id}?start=2026-11-01&end=2026-11-10`, headers);
    expect(allowedShape.statusCode).toBe(403);
  });

  it('reads path identifiers as digits only', async () => {
    const { user, headers } = await t.f.person();
    for (const id of ['0x' + user.id.toString(16), `${user.id}.0`, `+${user.id}`, `%20${user.id}`, `${user.id}e0`, '0']) {
      const res = await t.send('GET', `/workingtime/${id}`, headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await t.send('GET', `/workingtime/${user.id}`, headers)).statusCode).toBe(200);
  });

  it('names only the fields at fault when an optional body is wrong', async () => {
    const { user, headers } = await t.f.person();
    const res = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'sideways' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual({ action: [{ code: 'invalid' }] });
    expect(Object.keys(res.json().errors)).toEqual(['action']);
  });
});

