// The OpenAPI 3.1 document, generated from the route schemas, at /api/openapi.json; the interactive
// documentation at /api/docs, with its assets served from this package (it works offline).
// `npm run openapi` writes the same document to apps/server/openapi.json (see `publishedDocument`).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type TSchema } from 'typebox';
import { ACCESS_COOKIE } from '../../auth/cookies.js';
import { errorResponses, type ErrorSpec } from '../../schemas/common.js';
import { refineDocument } from './openapi-document.js';

/** Every path of the API starts with this prefix; the document names it once, as its server. */
export const API_PREFIX = '/api';

/** The `servers` entry of the published file: relative, so the file does not depend on PUBLIC_URL. */
export const PUBLISHED_SERVERS = [{ url: API_PREFIX }];

/** A Bearer token, or the access cookie together with the `x-csrf-token` header (both required). */
const AUTHENTICATED = [{ bearer: [] }, { cookie: [], csrf: [] }];
/** The GET routes that browsers open without headers of their own (the live events). */
const COOKIE_WITHOUT_CSRF = [{ bearer: [] }, { cookie: [] }];
/** A shared clocking terminal's own credential: the only one its routes take. */
const TERMINAL = [{ terminal: [] }];

interface JsonSchemaLike {
  type?: string | string[];
  required?: string[];
  anyOf?: JsonSchemaLike[];
  properties?: Record<string, JsonSchemaLike>;
}
interface OperationLike {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchemaLike }> };
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationLike>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The areas of the API, in the documentation's order; a tag a route uses and this list lacks is added. */
const TAGS = [
  { name: 'service', description: 'Liveness and readiness of the service' },
  { name: 'session', description: 'Sign-in, sessions, password links' },
  { name: 'accounts', description: 'Accounts, roles, preferences, e-mail changes, personal data export' },
  { name: 'clocks', description: 'Clocking in and out, breaks' },
  { name: 'working times', description: 'Worked periods and their breaks' },
  { name: 'absences', description: 'Leave, sickness and other absences' },
  { name: 'week validations', description: "A manager's sign-off of a person's week" },
  { name: 'corrections', description: 'Requests to correct recorded hours, and their review' },
  { name: 'teams', description: 'Teams, members and team reports' },
  {
    name: 'accounts of hours',
    description: 'Work schedules, public holidays, balances of hours and working-time compliance',
  },
  { name: 'change log', description: 'The tamper-evident log of changes to recorded time' },
  { name: 'notifications', description: "The caller's notifications" },
  { name: 'reminders', description: 'Forgotten clocks: the reminder policy, Web Push subscriptions, what needs the managers' },
  { name: 'events', description: 'Live events: what changes, as it happens (server-sent events)' },
  { name: 'terminals', description: 'Shared clocking terminals: registration, pairing, badges and PINs, clocking by badge' },
  { name: 'personal access tokens', description: "Tokens for one's scripts and integrations: create, list, revoke" },
  { name: 'payroll', description: 'The payroll month: settings, the export for the payroll software, scheduled reports' },
];

function bodyMayBeOmitted(schema: JsonSchemaLike): boolean {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  if (schema.anyOf) return schema.anyOf.some(bodyMayBeOmitted);
  return schema.type === 'object' && (schema.required ?? []).length === 0;
}

function hasProperties(schema: unknown): boolean {
  const properties = (schema as JsonSchemaLike | undefined)?.properties;
  return properties !== undefined && Object.keys(properties).length > 0;
}

/**
 * The error answers every route can give, by its shape, added to those it documents itself:
 * 400 (malformed JSON), 413 (over 100 KiB) and 415 (not JSON) on every method that may carry a body (the
 * body is parsed before the route's schema is looked at, even when the route reads none), 401 unless public, 403 unless
 * public (the rule function, a personal access token's scopes, or a second factor to set up first), 404 with
 * path parameters, 422 everywhere (a NUL character anywhere in the query string or the body is refused, even
 * in a parameter the route does not read), and 503 everywhere (the database could not be
 * reached or did not answer within the time limits; `Retry-After` says when to try again).
 */
function genericErrorStatuses(method: string, config: RouteConfigLike, schema: Record<string, unknown>): ErrorSpec[] {
  const statuses: ErrorSpec[] = [];
  if (BODY_METHODS.has(method)) statuses.push(400, 413, 415);
  if (config.access !== 'public') statuses.push(401, config.beforeSecondFactor ? [403, 'forbidden'] : 403);
  if (hasProperties(schema.params)) statuses.push(404);
  statuses.push(422, 503);
  return statuses;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteConfigLike {
  access?: unknown;
  scope?: unknown;
  beforeSecondFactor?: boolean;
  cookieWithoutCsrf?: boolean;
}

/** Objects with their keys sorted, recursively; arrays keep their order (it carries meaning). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document as `npm run openapi` publishes it: fixed `servers`, keys in a stable order. */
export function publishedDocument(document: OpenApiDocument): OpenApiDocument {
  const { openapi, info, servers: _servers, ...rest } = document;
  return { openapi, info, servers: PUBLISHED_SERVERS, ...(sortKeys(rest) as Record<string, unknown>) };
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Timetrack API',
          version: '1.0.0',
          license: { name: 'MIT', identifier: 'MIT' },
          contact: { name: 'Timetrack maintainers' },
          description: [
            'Time tracking and attendance: clocks, breaks, working times, absences, week validation,',
            'corrections, teams and team averages.',
            '',
            'Successful responses wrap their payload in `data`; errors have the shape `{error, code, details?, errors?}`.',
            'Browser clients authenticate with the session cookies plus the `x-csrf-token` header;',
            'mobile clients with `Authorization: Bearer <access_token>` (sign in with `client: "mobile"`).',
          ].join('\n'),
        },
        // The paths are written without the prefix, which the server URL carries.
        servers: [{ url: `${options.publicUrl.replace(/\/+$/, '')}${API_PREFIX}` }],
        tags: TAGS,
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookie: {
              type: 'apiKey',
              in: 'cookie',
              name: ACCESS_COOKIE,
              description: 'the session cookie of a browser sign-in; always together with `csrf`',
            },
            terminal: {
              type: 'http',
              scheme: 'bearer',
              description: 'the credential of a paired shared clocking terminal (`POST /terminals/pair`); valid on the terminal routes only',
            },
            personal_access_token: {
              type: 'http',
              scheme: 'bearer',
              description:
                'a personal access token (`tt_pat_…`, `POST /users/{id}/tokens`); accepted where the operation lists this scheme, within the token\'s scopes (docs/api.md#personal-access-tokens)',
            },
            csrf: {
              type: 'apiKey',
              in: 'header',
              name: 'x-csrf-token',
              description: 'the `csrf_token` of the browser sign-in answer; required with the `cookie` scheme',
            },
          },
        },
      },
      // Each route's authentication and the error answers it can give, from its access declaration and shape.
      transform: ({ schema, url, route }) => {
        const config = (route.config ?? {}) as RouteConfigLike;
        const documented = { ...(schema ?? {}) } as Record<string, unknown>;
        documented.security =
          config.access === 'public'
            ? []
            : config.access === 'terminal'
              ? TERMINAL
              : config.cookieWithoutCsrf
                ? COOKIE_WITHOUT_CSRF
                : AUTHENTICATED;
        // Routes that admit personal access tokens (their `scope`) also list that scheme.
        if (config.scope !== undefined && config.access !== 'public' && config.access !== 'terminal') {
          documented.security = [...(documented.security as object[]), { personal_access_token: [] }];
        }
        const declared = (documented.response ?? {}) as Record<string, TSchema>;
        const methods = [route.method].flat().map((method) => String(method).toUpperCase());
        const missing = methods.flatMap((method) => genericErrorStatuses(method, config, documented)).filter(
          (spec) => declared[typeof spec === 'number' ? spec : spec[0]] === undefined,
        );
        const responses: Record<string, unknown> = { ...declared, ...errorResponses(...missing) };
        // Errors are JSON whatever the route's success answers are (`produces` names the latter only).
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          const { description } = response as { description?: string };
          responses[status] = { description, content: { 'application/json': { schema: response } } };
        }
        documented.response = responses;
        return { schema: documented, url };
      },
      // The generator marks every request body required; a body whose schema requires nothing (the clock
      // routes, logout, refresh) may be left out entirely, and the document says so.
      transformObject: (documentObject) => {
        const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
        const tags = [...TAGS];
        for (const operations of Object.values(document.paths ?? {})) {
          for (const operation of Object.values(operations)) {
            const body = operation.requestBody;
            const schema = body?.content?.['application/json']?.schema;
            if (body && schema && bodyMayBeOmitted(schema)) body.required = false;
            for (const name of operation.tags ?? []) {
              if (!tags.some((tag) => tag.name === name)) tags.push({ name, description: `The ${name} routes` });
            }
          }
        }
        return refineDocument({ ...document, tags });
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => (json.$id as string | undefined) ?? `def-${index}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
    app.get(
      `${API_PREFIX}/openapi.json`,
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          response: { 200: Type.Object({}, { additionalProperties: true }) },
        },
      },
      async () => app.swagger(),
    );
  },
  { name: 'openapi', dependencies: ['access-declarations'] },
);
