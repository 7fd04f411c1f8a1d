// The OpenAPI document, generated from the route schemas, at /api/openapi.json; the interactive
// documentation at /api/docs, with its assets served from this package (it works offline).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ACCESS_COOKIE } from '../../auth/cookies.js';

interface JsonSchemaLike {
  type?: string;
  required?: string[];
  nullable?: boolean;
  anyOf?: JsonSchemaLike[];
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, { requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchemaLike }> } }>>;
}

function bodyMayBeOmitted(schema: JsonSchemaLike): boolean {
  if (schema.nullable || schema.type === 'null') return true;
  if (schema.anyOf) return schema.anyOf.some(bodyMayBeOmitted);
  return schema.type === 'object' && (schema.required ?? []).length === 0;
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Timetrack API',
          version: '1.0.0',
          description: [
            'Time tracking and attendance: clocks, breaks, working times, absences, week validation,',
            'corrections, teams and team averages.',
            '',
            'Successful responses wrap their payload in `data`; errors have the shape `{error, code, details?, errors?}`.',
            'Browser clients authenticate with the session cookies plus the `x-csrf-token` header;',
            'mobile clients with `Authorization: Bearer <access_token>` (sign in with `client: "mobile"`).',
          ].join('\n'),
        },
        servers: [{ url: `${options.publicUrl}` }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE, description: 'plus the x-csrf-token header' },
          },
        },
      },
      // Each route's authentication, from its access declaration.
      transform: ({ schema, url, route }) => {
        const access = (route.config as { access?: unknown } | undefined)?.access;
        const documented = { ...(schema ?? {}) } as Record<string, unknown>;
        if (access !== 'public') documented.security = [{ bearer: [] }, { cookie: [] }];
        return { schema: documented as typeof schema, url };
      },
      // The generator marks every request body required; a body whose schema requires nothing (the clock
      // routes, logout, refresh) may be left out entirely, and the document says so.
      transformObject: (documentObject) => {
        const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
        for (const operations of Object.values(document.paths ?? {})) {
          for (const operation of Object.values(operations)) {
            const body = operation.requestBody;
            const schema = body?.content?.['application/json']?.schema;
            if (body && schema && bodyMayBeOmitted(schema)) body.required = false;
          }
        }
        return document;
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => (json.$id as string | undefined) ?? `def-${index}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
    app.get(
      '/api/openapi.json',
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
