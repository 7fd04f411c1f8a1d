// Session routes (login, me, logout, refresh), the forgotten password, and the public links sent by
// e-mail (password links and e-mail change confirmation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.js';
import { clearSessionCookies } from '../../plugins/app/session-cookies.js';
import { confirmEmailChange } from '../../commands/accounts/email-change.js';
import { normalizeEmail } from '../../commands/accounts/links.js';
import { findPasswordLink, requestPasswordReset, usePasswordLink } from '../../commands/accounts/passwords.js';
import { renewSession, signIn, signOut } from '../../commands/accounts/sign-in.js';
import { NotFoundError, UnauthorizedError } from '../../errors.js';
import { mustUseSecondFactor, requireSession, requireUser } from '../../plugins/app/authentication.js';
import { presentUser, UserSchema } from '../../presenters/user.js';
import { instant } from '../../presenters/time.js';
import { Data, Email, errorResponses, Instant, Password } from '../../schemas/common.js';
import { answerFirstFactor, answerSession } from '../../plugins/app/session-answer.js';
import { LINK_FAILURE_LIMIT, LINK_FAILURES } from '../../plugins/external/rate-limit.js';
import { SessionPayload, TwoFactorChallengePayload } from '../../presenters/session.js';

/** Forgotten-password requests: per client address and per e-mail address. */
export const FORGOT_LIMITS = {
  perAddress: { max: 20, timeWindow: 15 * 60 * 1000 },
  perEmail: { max: 5, timeWindow: 60 * 60 * 1000 },
};

const LINK_FAILURE_TEXT =
  `After ${LINK_FAILURE_LIMIT.max} unknown, used or expired links from one client address in 15 minutes (checks and uses of every e-mailed link alike), ` +
  'its unusable links answer 429; a usable link always works.';

const MeSchema = Type.Object(
  { ...UserSchema.properties, two_factor_required: Type.Optional(Type.Boolean()) },
  { title: 'Me', description: 'The signed-in account, and whether it must set up a second factor first' },
);

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };
  const links = { publicUrl: app.config.publicUrl };

  app.post(
    '/auth/login',
    {
      config: { access: 'public', sessionRoute: true },
      schema: {
        operationId: 'login',
        tags: ['session'],
        summary: 'Sign in',
        description:
          'Browser (default): sets the session cookies and answers the CSRF token. `client: "mobile"`: answers a Bearer token pair. ' +
          'A wrong e-mail, a wrong password and an account not yet activated all get 401 `invalid_credentials`. ' +
          'At most 10 failures per e-mail address and 100 per client address in 15 minutes, then 429. ' +
          'When the account has two-factor codes on, the answer is `{two_factor: {challenge, methods}}` instead of a session: ' +
          'send the challenge with a code to `POST /auth/login/two-factor`.',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
          client: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('browser')])),
        }),
        response: {
          200: Data(Type.Union([SessionPayload, TwoFactorChallengePayload])),
          ...errorResponses([401, 'invalid_credentials', 'unauthorized'], 422, 429),
        },
      },
    },
    async (request, reply) => {
      const client = request.body.client === 'mobile' ? 'mobile' : 'browser';
      const outcome = await signIn(app.db, app.tokens, lifetimes, {
        email: request.body.email,
        password: request.body.password,
        client,
        address: request.ip,
      });
      return answerFirstFactor(app, reply, client, outcome);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed_in', beforeSecondFactor: true, scope: ['read', 'clock'] },
      schema: {
        operationId: 'getMe',
        tags: ['session'],
        summary: 'The signed-in account',
        description:
          '`two_factor_required`: true when the account must set up a second factor (a code app or a passkey) before anything else ' +
          '(REQUIRE_TWO_FACTOR); until then every other route but sign-out and the two-factor and passkey routes answers 403 `two_factor_required`.',
        response: { 200: Data(MeSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const required = !requireSession(request).secondFactor && mustUseSecondFactor(app.config.requireTwoFactor, user.role);
      return { data: { ...presentUser(user, user), two_factor_required: required } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public', sessionRoute: true },
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
      config: { access: 'public', sessionRoute: true },
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

  const perAddress = app.requestLimiter({ ...FORGOT_LIMITS.perAddress, keyGenerator: (request) => `forgot:address:${request.ip}` });
  const perEmail = app.requestLimiter({
    ...FORGOT_LIMITS.perEmail,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown }).email;
      return `forgot:email:${normalizeEmail(typeof email === 'string' ? email : '')}`;
    },
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
        await perAddress(request);
        await perEmail(request);
      },
    },
    async (request, reply) => {
      // Answered before the work: a known address must not take longer than an unknown one.
      const email = request.body.email;
      app.afterAnswer.run('a password reset request', () => requestPasswordReset(app.db, links, email));
      return reply.status(204).send(null);
    },
  );

  const linkFailures = app.requestLimiter(LINK_FAILURES);

  /**
   * Runs the work of an e-mailed link. Only an unusable link (404) is counted against the client address;
   * past the limit it answers 429 instead. The lookup is one indexed read of a hash (no argon2), so
   * answering a locked-out address still costs little.
   */
  async function countingLinkFailures<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NotFoundError) await linkFailures(request);
      throw error;
    }
  }

  app.get(
    '/password-tokens/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkPasswordToken',
        tags: ['session'],
        summary: 'Check a password link (invitation or reset)',
        description: `Unknown, used or expired: 404. ${LINK_FAILURE_TEXT}`,
        params: TokenParams,
        response: {
          200: Data(
            Type.Object({
              purpose: Type.Union([Type.Literal('reset'), Type.Literal('invitation')]),
              email: Type.String(),
              expires_at: Instant,
            }),
          ),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request) => {
      const link = await countingLinkFailures(request, () => findPasswordLink(app.db, request.params.token));
      return { data: { purpose: link.purpose, email: link.email, expires_at: instant(link.expiresAt) } };
    },
  );

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
          LINK_FAILURE_TEXT,
        params: TokenParams,
        body: Type.Object({ password: Password }),
        response: { 204: Type.Null(), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      await countingLinkFailures(request, () => usePasswordLink(app.db, request.params.token, request.body.password));
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
        description: LINK_FAILURE_TEXT,
        params: TokenParams,
        response: { 204: Type.Null(), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      await countingLinkFailures(request, () => confirmEmailChange(app.db, request.params.token));
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
