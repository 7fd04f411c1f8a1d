// Bad input never gets a 5xx: every route, called by a general manager (the widest access) with hostile
// bodies, query strings and identifiers, answers with the contract's error shape or a success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2_147_483_648,
  1e308,
  1.5,
  '',
  ' ',
  'nul\u0000byte',
  '\u0000',
  '2026-02-30 10:00:00',
  '9999-12-31T23:59:59Z',
  '0001-01-01 00:00:00',
  'x'.repeat(5000),
  '💥'.repeat(50),
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1, { a: 'b' }] } },
];

const HOSTILE_BODIES: unknown[] = [[], 'text', 42, null, { ['__proto__']: { admin: true } }, { constructor: { prototype: {} } }];

const HOSTILE_QUERY_VALUES = ['%00', 'a%00b', 'abc', '-5', '99999999999', '2026-13-45', '1e3', '%E2%98%83', ''];

interface SchemaLike {
  type?: string;
  format?: string;
  const?: unknown;
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
}

function propertiesOf(schema: unknown): string[] {
  const s = schema as SchemaLike | undefined;
  if (!s) return [];
  if (s.properties) return Object.keys(s.properties);
  return (s.anyOf ?? []).flatMap(propertiesOf);
}

let sequence = 0;
/** A value the schema accepts, so that a hostile value in one field reaches the handler. */
function plausible(schema: SchemaLike | undefined, ids: { person: number }): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return plausible(schema.anyOf.find((branch) => branch.type !== 'null') ?? schema.anyOf[0], ids);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, ids)]));
    case 'array':
      return [plausible(schema.items, ids)];
    case 'integer':
    case 'number':
      return ids.person;
    case 'boolean':
      return true;
    case 'string':
      sequence += 1;
      if (schema.format === 'email') return `robust${sequence}@example.test`;
      if (schema.format === 'date') return '2026-11-16';
      if (schema.format === 'instant' || schema.format === 'date-time') return '2026-11-16 08:00:00';
      if (schema.format === 'uuid') return '0f8fad5b-d9cb-469f-a165-70867728950e';
      return `Sample text ${sequence} long enough`;
    default:
      return undefined;
  }
}

function fill(url: string, id: string): string {
  return url.replace(/:[A-Za-z_]+/g, id);
}

describe('hostile input', () => {
  it('never gets a 5xx from any route', async () => {
    const { user: boss, headers } = await t.f.person('general_manager');
    const employee = await t.f.buildUser();
    const team = await t.f.buildTeam({ manager: boss, members: [employee] });
    const failures: string[] = [];
    const check = async (method: string, url: string, body?: unknown) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`);
      else if (res.statusCode >= 400) expect(res.json(), `${method} ${url}`).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    };

    const routes = t.app.declaredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // Identifiers that exist (the employee, the team) so that requests reach the handlers.
      const ids = [String(employee.id), String(boss.id), String(team.id), '2147483647'];
      for (const id of ids) {
        const url = fill(route.url, route.url.includes(':token') ? 'not-a-token' : id);
        const props = propertiesOf(route.schema?.body);
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          for (const body of HOSTILE_BODIES) await check(route.method, url, body);
          const base = plausible(route.schema?.body as SchemaLike | undefined, { person: employee.id });
          for (const prop of props) {
            for (const value of HOSTILE_VALUES) {
              await check(route.method, url, { ...(base as object), [prop]: value });
            }
          }
        } else {
          const query = propertiesOf(route.schema?.querystring);
          for (const name of query) {
            for (const value of HOSTILE_QUERY_VALUES) await check(route.method, `${url}?${name}=${value}`);
          }
          await check(route.method, url);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
