// Builds the Fastify application without listening: tests use inject() and real HTTP alike.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { TokenService } from './auth/tokens.js';
import { AfterAnswer } from './commands/accounts/after-answer.js';
import { SecretBox } from './auth/second-factor.js';
import { sharedSecret } from './auth/secrets.js';
import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import accessPlugin from './plugins/app/access.js';
import apiHeadersPlugin from './plugins/app/api-headers.js';
import metricsPlugin from './plugins/app/metrics.js';
import authenticationPlugin from './plugins/app/authentication.js';
import requestLoadPlugin from './plugins/app/request-load.js';
import securityHeadersPlugin, { writeSecurityHeaders } from './plugins/app/security-headers.js';
import errorHandlerPlugin, { errorBody } from './plugins/app/error-handler.js';
import webAppPlugin from './plugins/app/web-app.js';
import liveEventsPlugin from './plugins/app/live-events.js';
import openapiPlugin from './plugins/external/openapi.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import { apiRoutes } from './routes/index.js';
import { findNulCharacter, isNestedDeeperThan, makeAjv, MAX_JSON_DEPTH } from './schemas/validation.js';
import { BadRequestError, NotFoundError, UnavailableError, ValidationError } from './errors.js';
import { loggerOptions } from './logger.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
    tokens: TokenService;
    /** Seals two-factor secrets at rest. */
    secretBox: SecretBox;
    /** Work done after a request has answered (commands/accounts/after-answer.ts). */
    afterAnswer: AfterAnswer;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** A logger to use (tests pass a silent one); default: pino at the configured level. */
  logger?: FastifyBaseLogger | false;
  /** The built web application served at `/`; default apps/web/dist (the API runs alone when it is missing). */
  webRoot?: string;
}

export const BODY_LIMIT = 100 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    bodyLimit: BODY_LIMIT,
    // Requests that arrive while stopping get 503 `unavailable` (see the onRequest hook below).
    return503OnClosing: false,
    // Only the configured proxies may name the client (TRUST_PROXY); by default request.ip is the peer.
    // A hop count trusts that many addresses from the socket's end of X-Forwarded-For (Fastify's own
    // numeric setting trusts none).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, a parameter over its length) names nothing.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      writeSecurityHeaders(reply);
      void reply.status(404).send(errorBody(new NotFoundError()));
    },
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
  // numbers, so the raw text is checked first; anything else names nothing (404). A path naming something
  // with a NUL character names nothing either; in the query or the body the field is invalid (422).
  // One hook without a promise: it runs on every request, and most have no path parameters.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, string>;
    let declared: Record<string, { type?: string }> | undefined;
    for (const name in params) {
      declared ??= (request.routeOptions.schema?.params as { properties?: Record<string, { type?: string }> } | undefined)
        ?.properties ?? {};
      if (declared[name]?.type === 'integer' && !/^\d{1,10}$/.test(params[name]!)) return done(new NotFoundError());
    }
    if (declared !== undefined && findNulCharacter(params) !== undefined) return done(new NotFoundError());
    for (const part of [request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== undefined) return done(ValidationError.field(field, 'invalid', 'must not contain the NUL character'));
    }
    done();
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('afterAnswer', new AfterAnswer(app.log));
  app.addHook('onClose', async () => app.afterAnswer.settled());
  app.decorate('tokens', new TokenService(await sharedSecret(database.db, 'jwt_secret', config.jwtSecret), config.accessTokenTtl));
  app.decorate('secretBox', new SecretBox(await sharedSecret(database.db, 'two_factor_key', config.twoFactorKey)));

  // JSON bodies only. An empty body with a JSON content type counts as no body (the optional bodies
  // of the clock routes); anything else that is not JSON is 415.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      return done(new BadRequestError(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
    }
    // The default parser answers through `done`; its type also allows a promise, which it never returns.
    void parseJson(request, body as string, done);
  });

  // Helmet's headers but not its one policy, which would fit no page here: the API's answers, the
  // documentation pages and the web application each send their own. The first hook of all, so that no
  // answer leaves without them (a refusal of authentication included).
  await app.register(securityHeadersPlugin);
  // The requests being answered, which background work yields to.
  await app.register(requestLoadPlugin);

  // Every answer names its request; requests that arrive while stopping get 503 `unavailable`.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new UnavailableError('The service is stopping; try again.', 1));
  });

  await app.register(errorHandlerPlugin);
  // Cookies are parsed before authentication reads them (hooks run in registration order).
  await app.register(cookie);
  await app.register(accessPlugin);
  await app.register(authenticationPlugin);
  // no-store and a strict content security policy on the API's own answers (plugins/app/api-headers.ts).
  await app.register(apiHeadersPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(liveEventsPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin, options.webRoot === undefined ? {} : { root: options.webRoot });

  return app;
}
