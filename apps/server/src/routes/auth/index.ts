// Session routes (login, me, logout, refresh), the forgotten password, and the public links sent by
// e-mail (password links and e-mail change confirmation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE } from '../../auth/cookies.js';
import { confirmEmailChange } from '../../commands/accounts/email-change.js';
import { normalizeEmail } from '../../commands/accounts/links.js';
import { findPasswordLink, requestPasswordReset, usePasswordLink } from '../../commands/accounts/passwords.js';
import { renewSession, signIn, signOut } from '../../commands/accounts/sign-in.js';
import { RateLimitedError, UnauthorizedError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { presentUser, UserSchema } from '../../presenters/user.js';
import { instant } from '../../presenters/time.js';
import { Data, Email, errorResponses, Instant, Password } from '../../schemas/common.js';
import { answerSession, SessionPayload } from './session-payload.js';

/** Uses of password links, per client address: each sets a password (argon2), on a public route. */
export const PASSWORD_LINK_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };

/** Forgotten-password requests: per client address and per e-mail address. */
export const FORGOT_LIMITS = {
  perAddress: { max: 20, timeWindow: 15 * 60 * 1000 },
  perEmail: { max: 5, timeWindow: 60 * 60 * 1000 },
};

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };
  const links = { publicUrl: app.config.publicUrl };

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'login',
        tags: ['session'],
        summary: 'Sign in',
        description:
          'Browser (default): sets the session cookies and answers the CSRF token. `client: "mobile"`: answers a Bearer token pair. ' +
          'A wrong e-mail, a wrong password and an account not yet activated all get 401 `invalid_credentials`. ' +
          'At most 10 failures per e-mail address and 100 per client address in 15 minutes, then 429.',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
          client: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('browser')])),
        }),
        response: { 200: Data(SessionPayload), ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const client = request.body.client === 'mobile' ? 'mobile' : 'browser';
      const { user, issued } = await signIn(app.db, app.tokens, lifetimes, {
        email: request.body.email,
        password: request.body.password,
        client,
        address: request.ip,
      });
      return answerSession(app, reply, client, user, issued);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed_in' },
      schema: {
        operationId: 'getMe',
        tags: ['session'],
        summary: 'The signed-in account',
        response: { 200: Data(UserSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: presentUser(requireUser(request)) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'logout',
        tags: ['session'],
        summary: 'Sign out',
        description:
          'Revokes the session named by the cookies, the Bearer header or a `refresh_token` body, and clears the cookies. 204 also when already signed out. ' +
          'With cookies, `x-csrf-token` of that session is required (the session is found from the access cookie, or from the refresh cookie once the access token has expired): ' +
          'missing or wrong is 401 `unauthorized` and nothing is revoked.',
        body: Type.Union([Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 200 })) }), Type.Null()]),
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      const csrf = request.headers['x-csrf-token'];
      await signOut(app.db, app.tokens, {
        accessTokens: [bearer],
        refreshTokens: [request.body?.refresh_token],
        cookies: {
          accessToken: request.cookies[ACCESS_COOKIE],
          refreshToken: request.cookies[REFRESH_COOKIE],
          csrfToken: typeof csrf === 'string' ? csrf : undefined,
        },
      });
      clearSessionCookies(reply, { secure: app.config.secureCookies });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'refreshSession',
        tags: ['session'],
        summary: 'Renew the session',
        description:
          'Browser: with the refresh cookie (no CSRF header needed), answers new cookies and the CSRF token. Mobile: with `{refresh_token}`, ' +
          'answers a new pair. Refresh tokens rotate on every use; one used again more than 30 seconds after its rotation revokes the session.',
        body: Type.Union([Type.Object({ refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }), Type.Null()]),
        response: { 200: Data(SessionPayload), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const token = fromBody ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw new UnauthorizedError('No refresh token.');
      const { user, issued } = await renewSession(app.db, app.tokens, lifetimes, token);
      return answerSession(app, reply, fromBody ? 'mobile' : 'browser', user, issued);
    },
  );

  const perAddress = app.createRateLimit({ ...FORGOT_LIMITS.perAddress, keyGenerator: (request) => `forgot:address:${request.ip}` });
  const perEmail = app.createRateLimit({
    ...FORGOT_LIMITS.perEmail,
    keyGenerator: (request) => `forgot:email:${normalizeEmail(String((request.body as { email?: unknown }).email ?? ''))}`,
  });

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['session'],
        summary: 'Request a password reset link',
        description:
          'Always 204, whether or not the address belongs to an account. When it does, a link `PUBLIC_URL/reset-password/{token}` valid one hour is mailed. ' +
          `At most ${FORGOT_LIMITS.perAddress.max} requests per client address in 15 minutes and ${FORGOT_LIMITS.perEmail.max} per e-mail address in an hour, then 429.`,
        body: Type.Object({ email: Email }),
        response: { 204: Type.Null(), ...errorResponses(422, 429) },
      },
      preHandler: async (request) => {
        for (const limiter of [perAddress, perEmail]) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
        }
      },
    },
    async (request, reply) => {
      // Answered before the work: a known address must not take longer than an unknown one.
      const email = request.body.email;
      app.afterAnswer.run('a password reset request', () => requestPasswordReset(app.db, links, email));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/password-tokens/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkPasswordToken',
        tags: ['session'],
        summary: 'Check a password link (invitation or reset)',
        params: TokenParams,
        response: {
          200: Data(
            Type.Object({
              purpose: Type.Union([Type.Literal('reset'), Type.Literal('invitation')]),
              email: Type.String(),
              expires_at: Instant,
            }),
          ),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const link = await findPasswordLink(app.db, request.params.token);
      return { data: { purpose: link.purpose, email: link.email, expires_at: instant(link.expiresAt) } };
    },
  );

  const passwordLinkLimit = app.createRateLimit({
    ...PASSWORD_LINK_LIMIT,
    keyGenerator: (request) => `password-link:address:${request.ip}`,
  });

  app.post(
    '/password-tokens/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'usePasswordToken',
        tags: ['session'],
        summary: 'Use a password link: set the password',
        description:
          'Sets the password (10 to 128 characters), activates an invited account and ends every session of the account. Single-use. ' +
          `At most ${PASSWORD_LINK_LIMIT.max} uses per client address in 15 minutes, then 429.`,
        params: TokenParams,
        body: Type.Object({ password: Password }),
        response: { 204: Type.Null(), ...errorResponses(404, 422, 429) },
      },
      preHandler: async (request) => {
        const result = await passwordLinkLimit(request);
        if (!result.isAllowed && result.isExceeded) throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
      },
    },
    async (request, reply) => {
      await usePasswordLink(app.db, request.params.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email-change/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['accounts'],
        summary: 'Confirm an e-mail change (the link sent to the new address)',
        params: TokenParams,
        response: { 204: Type.Null(), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await confirmEmailChange(app.db, request.params.token);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
