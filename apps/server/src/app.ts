// Builds the Fastify application without listening: tests use inject() and real HTTP alike.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TokenService } from './auth/tokens.js';
import { sharedSecret } from './auth/secrets.js';
import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import accessPlugin from './plugins/app/access.js';
import authenticationPlugin from './plugins/app/authentication.js';
import errorHandlerPlugin from './plugins/app/error-handler.js';
import openapiPlugin from './plugins/external/openapi.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import { apiRoutes } from './routes/index.js';
import { ErrorBody } from './schemas/common.js';
import { findNulCharacter, makeAjv } from './schemas/validation.js';
import { NotFoundError, ValidationError } from './errors.js';
import { loggerOptions } from './logger.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
    tokens: TokenService;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** A logger to use (tests pass a silent one); default: pino at the configured level. */
  logger?: FastifyBaseLogger | false;
}

export const BODY_LIMIT = 100 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify({
    ...serverOptions,
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bodyAjv = makeAjv({ coerce: false });
  const textAjv = makeAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
  // Path identifiers are integers written as digits: coercion would also read "0x2", "2.0" or "1e0" as
  // numbers, so the raw text is checked first; anything else names nothing (404).
  app.addHook('preValidation', async (request) => {
    const declared = (request.routeOptions.schema?.params as { properties?: Record<string, { type?: string }> } | undefined)
      ?.properties;
    if (!declared) return;
    for (const [name, value] of Object.entries(request.params as Record<string, string>)) {
      if (declared[name]?.type === 'integer' && !/^\d{1,10}$/.test(value)) throw new NotFoundError();
    }
  });
  app.addHook('preValidation', async (request) => {
    // A path naming something with a NUL character names nothing; elsewhere the field is invalid.
    if (findNulCharacter(request.params) !== undefined) throw new NotFoundError();
    for (const part of [request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== undefined) throw ValidationError.field(field, 'invalid', 'must not contain the NUL character');
    }
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', new TokenService(await sharedSecret(database.db, 'jwt_secret', config.jwtSecret), config.accessTokenTtl));

  // JSON bodies only. An empty body with a JSON content type counts as no body (the optional bodies
  // of the clock routes); anything else that is not JSON is 415.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addSchema(ErrorBody);
  await app.register(errorHandlerPlugin);
  // Cookies are parsed before authentication reads them (hooks run in registration order).
  await app.register(cookie);
  await app.register(accessPlugin);
  await app.register(authenticationPlugin);
  // A JSON API: no content security policy is needed for its answers; the documentation pages send their own.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(apiRoutes, { prefix: '/api' });

  return app;
}
