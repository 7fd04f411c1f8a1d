// Bad input never gets a 5xx. Every route the application declares (read from its onRoute declarations,
// so a new route is walked without anyone listing it) is called by a general manager (the widest access)
// with requests generated from the route's own schemas (test/hostile-requests.ts): every path parameter,
// query field and body field in turn gets values of every hostile class (nesting tens of thousands of
// levels deep, numbers beyond PostgreSQL's ranges, lengths past the limits, wrong types, broken encodings,
// impossible dates), and whole bodies are sent malformed, oversized and in other encodings.
// Each answer is a success or the one error shape; values the schema refuses answer 422 on the
// field (404 in a path, 400 for bodies nested too deep) before anything reaches the database.
import { afterAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createTestApp } from '../test/app.js';
import { hostileProbes, INT4_MAX, requestFields, type Probe } from '../test/hostile-requests.js';
import { TimeFactories } from '../test/time-factories.js';

const t = await createTestApp();
afterAll(() => t.close());

const boss = await t.f.buildUser({ role: 'general_manager' });
let headers = await t.f.signIn(boss);

const routes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

/** The shared terminal routes take a paired terminal's credential only: theirs are walked with one. */
const terminalUrls = new Set(routes.filter((route) => route.access === 'terminal').map((route) => route.url));
const registered = await t.send('POST', '/terminals', headers, { name: 'Hostile input' });
const paired = await t.send('POST', '/terminals/pair', {}, { pairing_code: (registered.json() as { data: { pairing_code: string } }).data.pairing_code });
const terminalHeaders = { authorization: `Bearer ${(paired.json() as { data: { token: string } }).data.token}` };
const callerHeaders = (url: string) => (terminalUrls.has(url.split('?')[0]!) ? terminalHeaders : headers);

/** Records the routes' subjects point at: a fresh person in a fresh team, with hours, for each route. */
async function subjects(): Promise<number[]> {
  const employee: UserRow = await t.f.buildUser();
  const team = await t.f.buildTeam({ manager: boss, members: [employee] });
  const workingTime = await new TimeFactories(t.db).workingTime(employee, {
    start: '2026-11-10 08:00:00',
    end: '2026-11-10 12:00:00',
  });
  return [employee.id, team.id, workingTime.id];
}

/** Routes answering an endless stream (the live events): read up to their headers, then let go. */
const STREAMING = ['/api/events'];

async function send(probe: Probe) {
  if (STREAMING.some((url) => probe.url === url || probe.url.startsWith(`${url}?`))) {
    const res = await t.app.inject({ method: probe.method as 'GET', url: probe.url, headers: { ...headers, ...probe.headers }, payloadAsStream: true });
    let body = '';
    if (res.statusCode < 300) (res.raw.res as unknown as { destroy(): void }).destroy();
    else for await (const chunk of res.stream()) body += String(chunk);
    return { statusCode: res.statusCode, body, json: () => JSON.parse(body) as unknown };
  }
  return t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: {
      ...callerHeaders(probe.url),
      ...(probe.payload === undefined ? {} : { 'content-type': probe.contentType ?? 'application/json' }),
      ...probe.headers,
    },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
}

describe('every request field declares its bounds', () => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_, route) => {
    const unbounded: string[] = [];
    for (const { where, schema } of requestFields((route.schema ?? {}))) {
      const types = [schema.type ?? []].flat();
      // An integer beyond PostgreSQL's integer would fail in the database instead of the schema.
      if (types.includes('integer') || types.includes('number')) {
        if (schema.minimum === undefined || schema.maximum === undefined) unbounded.push(`${where}: no minimum or maximum`);
        else if (schema.maximum > INT4_MAX || schema.minimum < -INT4_MAX - 1) unbounded.push(`${where}: beyond integer`);
      }
      // Free text is bounded by its own length; formats and choices bound themselves.
      if (types.includes('string') && schema.format === undefined && schema.const === undefined && schema.enum === undefined) {
        if (schema.maxLength === undefined) unbounded.push(`${where}: no maxLength`);
      }
      if (types.includes('array') && schema.maxItems === undefined) unbounded.push(`${where}: no maxItems`);
    }
    expect(unbounded).toEqual([]);
  });
});

/**
 * Routes that take bodies larger than 100 KiB, and answer an array longer than they take as a body too large
 * (413) rather than as an invalid field: the import of people (2 MiB, 5,000 rows).
 */
const LARGER_BODIES: Record<string, { arrayField: string }> = { 'POST /api/users/import': { arrayField: 'rows' } };

function withLargerBodies(probe: Probe, larger: { arrayField: string }, status: number): Probe {
  // 110 KiB is within such a route's limit: any answer but a 5xx will do.
  if (probe.label === 'over 100 KiB') return { ...probe, expect: undefined };
  const tooLong = probe.label === `body ${larger.arrayField}=long array` || probe.label === `body ${larger.arrayField}=one past maxItems`;
  if (tooLong && status === 413) return { ...probe, expect: undefined };
  return probe;
}

describe('hostile input', () => {
  it('walks every route', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'never gets a 5xx: %s',
    async (_, route) => {
      const failures: string[] = [];
      const larger = LARGER_BODIES[`${route.method} ${route.url}`];
      const check = async (probe: Probe) => {
        let res = await send(probe);
        if (larger) probe = withLargerBodies(probe, larger, res.statusCode);
        // A route that ends the session (sign-out, a password change) must not leave the rest unsigned.
        if (res.statusCode === 401 && route.access !== 'public') {
          headers = await t.f.signIn(boss);
          res = await send(probe);
        }
        const where = `${probe.label}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(where);
        else if (res.statusCode >= 400) {
          const body = res.json() as { error?: unknown; code?: unknown; details?: Record<string, unknown> };
          if (typeof body.error !== 'string' || typeof body.code !== 'string') failures.push(`not the error shape: ${where}`);
          const field = probe.expect?.field;
          const named = Object.keys(body.details ?? {}).some((key) => key === field || key.startsWith(`${field}.`));
          if (field !== undefined && !named) {
            failures.push(`expected a problem on ${field}: ${where}`);
          }
        }
        if (probe.expect && res.statusCode < 500 && res.statusCode !== probe.expect.status) {
          failures.push(`expected ${probe.expect.status}: ${where}`);
        }
        return res.statusCode;
      };
      const requests = (id: number) => {
        let sequence = 0;
        const schema = route.schema;
        return hostileProbes({ method: route.method, url: route.url, ...(schema ? { schema } : {}) }, {
          id,
          sequence: () => (sequence += 1),
        });
      };

      // The subject whose plausible request succeeds takes the hostile ones, so that they reach as far
      // into the handler as they can.
      const ids = await subjects();
      let chosen = ids[0]!;
      for (const id of ids) {
        if ((await check(requests(id)[0]!)) < 400) {
          chosen = id;
          break;
        }
      }
      const probes = requests(chosen).slice(1);
      for (const probe of probes) await check(probe);
      expect(probes.length).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
