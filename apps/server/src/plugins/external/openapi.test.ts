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
function operations(): { method: string; path: string; operation: Operation; access: unknown }[] {
  const found = [];
  for (const [path, item] of Object.entries(served.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const url = API_PREFIX + path.replace(/\{([^}]+)\}/g, ':$1');
      const route = t.app.declaredRoutes.find((r) => r.method === method.toUpperCase() && r.url === url);
      expect(route, `${method} ${url} is a declared route`).toBeDefined();
      found.push({ method, path, operation, access: route!.access });
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

  it('declares no security for public routes, and the bearer token or the cookie for the others', () => {
    const all = operations();
    expect(all.filter(({ access }) => access === 'public').length).toBeGreaterThan(0);
    for (const { method, path, operation, access } of all) {
      const expected = access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it('documents the error answers each route can give, with the error body', () => {
    for (const { method, path, operation, access } of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      const where = `${method} ${path}`;
      if (access !== 'public') expect(statuses, where).toContain('401');
      if (typeof access === 'object') expect(statuses, where).toContain('403');
      if (path.includes('{')) expect(statuses, where).toContain('404');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = operation.responses![status]!.content?.['application/json']?.schema;
        expect(schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      }
    }
  });

  it('is what the interactive documentation shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(res.statusCode).toBe(200);
    expect(withoutServers(res.json())).toEqual(withoutServers(served));
  });
});
