// The OpenAPI document: what /api/openapi.json serves is what `npm run openapi` committed, every
// operation is named and declares its authentication and the errors it can answer.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { API_PREFIX, PUBLISHED_SERVERS, publishedDocument, type OpenApiDocument } from './openapi.js';

const PUBLISHED_FILE = new URL('../../../openapi.json', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let t: TestApp;
let served: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
  expect(res.statusCode).toBe(200);
  served = res.json();
});
afterAll(() => t.close());

function withoutServers(document: OpenApiDocument): Omit<OpenApiDocument, 'servers'> {
  const { servers: _servers, ...rest } = document;
  return rest;
}

/** Every documented operation with the access its route declares. */
function operations(): { method: string; path: string; operation: Operation; access: unknown; scope: unknown }[] {
  const found = [];
  for (const [path, item] of Object.entries(served.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const url = API_PREFIX + path.replace(/\{([^}]+)\}/g, ':$1');
      const route = t.app.declaredRoutes.find((r) => r.method === method.toUpperCase() && r.url === url);
      expect(route, `${method} ${url} is a declared route`).toBeDefined();
      found.push({ method, path, operation, access: route!.access, scope: route!.scope });
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is the committed apps/server/openapi.json, but for its server URL (else run `npm run openapi`)', async () => {
    const published = JSON.parse(await readFile(PUBLISHED_FILE, 'utf8')) as OpenApiDocument;
    expect(published.servers).toEqual(PUBLISHED_SERVERS);
    expect(withoutServers(published)).toEqual(withoutServers(served));
    // The file is written in a stable form: the same document always gives the same bytes.
    const rewritten = publishedDocument(served);
    expect(JSON.stringify(rewritten)).toBe(JSON.stringify(published));
  });

  it('is OpenAPI 3.1 and names the API prefix once, as the server URL', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served.servers).toEqual([{ url: `${t.config.publicUrl}${API_PREFIX}` }]);
    expect(Object.keys(served.paths ?? {}).filter((path) => path.startsWith(`${API_PREFIX}/`))).toEqual([]);
  });

  it('documents every route but its own and those of the documentation pages', () => {
    const documented = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${API_PREFIX}${path}`));
    const undocumented = t.app.declaredRoutes
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
      .map((route) => `${route.method} ${route.url.replace(/:([^/]+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    for (const route of undocumented) expect(route).toMatch(/^GET \/api\/(openapi\.json|docs(\/.*)?)$/);
  });

  it('gives every operation a unique camelCase operationId, declared by its route', () => {
    const ids = operations().map(({ method, path, operation }) => {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares no security for public routes, and the bearer token or the cookie with x-csrf-token for the others', () => {
    const all = operations();
    expect(all.filter(({ access }) => access === 'public').length).toBeGreaterThan(0);
    for (const { method, path, operation, access, scope } of all) {
      // The live events are opened by browsers without headers of their own (`cookieWithoutCsrf`).
      const withoutCsrf = method === 'get' && path === '/events';
      // Routes open to personal access tokens (a declared `scope`) also list that scheme.
      const personal = scope === undefined ? [] : [{ personal_access_token: [] }];
      const expected =
        access === 'public'
          ? []
          : access === 'terminal'
            ? [{ terminal: [] }]
            : [{ bearer: [] }, withoutCsrf ? { cookie: [] } : { cookie: [], csrf: [] }, ...personal];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it('documents the error answers each route can give, with the codes of each status', () => {
    const components = served.components?.schemas ?? {};
    for (const { method, path, operation, access } of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      const where = `${method} ${path}`;
      if (access !== 'public') expect(statuses, where).toContain('401');
      if (access !== 'public') expect(statuses, where).toContain('403');
      if (path.includes('{')) expect(statuses, where).toContain('404');
      if (method !== 'get') expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
      expect(statuses, where).toEqual(expect.arrayContaining(['422', '503']));
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const response = operation.responses![status]! as { content?: Record<string, unknown>; headers?: Record<string, unknown> };
        expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual(['application/json']);
        const ref = (response.content!['application/json'] as { schema: { $ref: string } }).schema.$ref;
        expect(ref, `${where} ${status}`).toMatch(new RegExp(`^#/components/schemas/Error${status}`));
        const named = components[ref.split('/').pop()!] as { allOf: [unknown, { properties: { code: { enum: string[] } } }] };
        expect(named.allOf[0]).toEqual({ $ref: '#/components/schemas/Error' });
        expect(named.allOf[1].properties.code.enum.length, ref).toBeGreaterThan(0);
        if (status === '429' || status === '503') expect(response.headers, `${where} ${status}`).toHaveProperty('Retry-After');
      }
    }
  });

  it('names each resource once, as a component, and uses no format of its own', () => {
    const text = JSON.stringify(served.paths);
    for (const name of ['User', 'ClockRecord', 'WorkingTime', 'Break', 'Team', 'Correction', 'Absence', 'WeekValidation',
      'Notification', 'Change', 'Schedule', 'Holiday', 'Balance', 'Error', 'Session', 'BrowserSession', 'MobileSession']) {
      expect(served.components?.schemas, name).toHaveProperty(name);
    }
    // Two different schemas under one title would be kept apart as `Title_2`: each title names one shape.
    expect(Object.keys(served.components?.schemas ?? {}).filter((name) => name.includes('_'))).toEqual([]);
    expect(text).not.toMatch(/"title":/);
    const whole = JSON.stringify(served);
    expect(whole).not.toMatch(/"format":"(instant|date-or-instant)"/);
  });

  it('marks the bounds of the reports required, and answers timesheets in three media types', () => {
    for (const path of ['/users/{id}/balance', '/users/{id}/timesheet', '/teams/{id}/timesheet']) {
      const parameters = (served.paths?.[path]?.get as { parameters: { name: string; in: string; required?: boolean }[] }).parameters;
      for (const name of ['start', 'end']) {
        expect(parameters.find((p) => p.in === 'query' && p.name === name)?.required, `${path} ${name}`).toBe(true);
      }
    }
    const timesheet = served.paths?.['/users/{id}/timesheet']?.get as { responses: Record<string, { content: Record<string, unknown> }> };
    expect(Object.keys(timesheet.responses['200']!.content).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ]);
  });

  it('is what the interactive documentation shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(res.statusCode).toBe(200);
    expect(withoutServers(res.json())).toEqual(withoutServers(served));
  });
});
