// Single sign-on through an OpenID Connect provider (OIDC_* settings): whether it is on, the start
// (a redirect to the provider), the provider's callback, and the mobile apps' code exchange.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { isAllowedMobileRedirect, OidcProvider } from '../../auth/oidc.js';
import {
  CODE_CHALLENGE_PATTERN,
  CODE_VERIFIER_PATTERN,
  exchangeOidcCode,
  finishOidcSignIn,
  FLOW_TTL_SECONDS,
  MOBILE_CODE_TTL_SECONDS,
  startOidcSignIn,
  type OidcStart,
} from '../../commands/accounts/oidc-sign-in.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { Data, errorResponses } from '../../schemas/common.js';
import { answerFirstFactor, answerSession } from '../../plugins/app/session-answer.js';
import { SessionPayload, TwoFactorChallengePayload } from '../../presenters/session.js';

/** The cookie that ties the provider's answer to the browser that asked for it. */
export const OIDC_BINDING_COOKIE = 'tt_oidc';
const OIDC_PATH = '/api/auth/oidc';

/** Sign-ins started per client address: a whole office may start at 9:00 behind one address. */
export const OIDC_START_LIMIT = { max: 600, timeWindow: 15 * 60 * 1000 };

const NOT_CONFIGURED = 'Single sign-on is not configured on this service.';

/** A path of this site (`/hours`), never another site (`//host`, `/\host`). */
function isLocalPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\p{Cc}\s]/u.test(path);
}

const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.oidc;
  const provider = settings ? new OidcProvider(settings, `${app.config.publicUrl}${OIDC_PATH}/callback`) : undefined;
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };
  const bindingCookie = { httpOnly: true, secure: app.config.secureCookies, path: OIDC_PATH } as const;

  function enabled(): OidcProvider {
    if (!provider) throw new NotFoundError(NOT_CONFIGURED);
    return provider;
  }

  app.get(
    '/auth/oidc',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSingleSignOn',
        tags: ['session'],
        summary: 'Whether single sign-on is on, and its name',
        description: 'The sign-in screen shows "Sign in with <name>" when `enabled`; it then opens `GET /auth/oidc/start`.',
        response: {
          200: Data(
            Type.Object({
              enabled: Type.Boolean(),
              name: Type.Union([Type.String(), Type.Null()], { description: 'the provider as people know it; null when off' }),
            }),
          ),
        },
      },
    },
    async () => ({ data: { enabled: settings !== undefined, name: settings?.name ?? null } }),
  );

  const startLimit = app.requestLimiter({ ...OIDC_START_LIMIT, keyGenerator: (request) => `oidc-start:address:${request.ip}` });

  app.get(
    '/auth/oidc/start',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'startSingleSignOn',
        tags: ['session'],
        summary: 'Start single sign-on: a redirect to the provider',
        description:
          'Answers 302 to the provider (authorization code with PKCE S256, `state` and `nonce`, kept by the service for 10 minutes and usable once). ' +
          '`client=browser` (default): `redirect_uri`, if given, is a path of this site to open once signed in (default `/`). ' +
          '`client=mobile`: `redirect_uri` must be one of `OIDC_MOBILE_REDIRECTS` (a configured `http://127.0.0.1/…` or `http://[::1]/…` without a port accepts any port), ' +
          'with the app\'s own `code_challenge` and `code_challenge_method=S256`; the app is sent back there with a one-time `code` (and its `state`, if it gave one), ' +
          'or with `error=no_account|cancelled|failed`. A refused `redirect_uri` is 422 before any redirect. 404 when single sign-on is not configured; ' +
          `503 when the provider cannot be reached. At most ${OIDC_START_LIMIT.max} starts per client address in 15 minutes, then 429.`,
        querystring: Type.Object({
          client: Type.Optional(Type.Union([Type.Literal('browser'), Type.Literal('mobile')])),
          redirect_uri: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
          code_challenge: Type.Optional(Type.String({ maxLength: 200 })),
          code_challenge_method: Type.Optional(Type.String({ maxLength: 20 })),
          state: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
        }),
        response: { 302: Type.Null({ description: 'to the provider' }), ...errorResponses(404, 422, 429, 503) },
      },
      preHandler: startLimit,
    },
    async (request, reply) => {
      const oidc = enabled();
      const query = request.query;
      let start: OidcStart;
      if (query.client === 'mobile') {
        const problems: ConstructorParameters<typeof ValidationError>[0] = {};
        if (query.redirect_uri === undefined) problems.redirect_uri = [{ code: 'required', message: 'The app\'s redirect_uri is required.' }];
        else if (!isAllowedMobileRedirect(oidc.settings.mobileRedirects, query.redirect_uri)) {
          problems.redirect_uri = [{ code: 'invalid', message: 'This redirect_uri is not one of OIDC_MOBILE_REDIRECTS.' }];
        }
        if (query.code_challenge === undefined) problems.code_challenge = [{ code: 'required', message: 'The app\'s PKCE code_challenge is required.' }];
        else if (!new RegExp(CODE_CHALLENGE_PATTERN).test(query.code_challenge)) {
          problems.code_challenge = [{ code: 'invalid', message: 'An S256 code_challenge is 43 base64url characters.' }];
        }
        if (query.code_challenge_method !== 'S256') {
          problems.code_challenge_method = [{ code: 'invalid', message: 'code_challenge_method must be S256.' }];
        }
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
        start = { client: 'mobile', redirectUri: query.redirect_uri as string, codeChallenge: query.code_challenge as string, state: query.state };
      } else {
        if (query.redirect_uri !== undefined && !isLocalPath(query.redirect_uri)) {
          throw ValidationError.field('redirect_uri', 'invalid', 'In a browser, redirect_uri is a path of this site, such as /hours.');
        }
        start = { client: 'browser', returnTo: query.redirect_uri ?? '/' };
      }
      const started = await startOidcSignIn(app.db, oidc, start);
      if (started.browserBinding !== undefined) {
        // Lax, not Strict: it must come back with the provider's redirect, a navigation from another site.
        reply.setCookie(OIDC_BINDING_COOKIE, started.browserBinding, { ...bindingCookie, sameSite: 'lax', maxAge: FLOW_TTL_SECONDS });
      }
      return redirect(reply, started.authorizationUrl.toString());
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'finishSingleSignOn',
        tags: ['session'],
        summary: 'The provider sends the person back here',
        description:
          'Checks `state` (and, in a browser, that the same browser started the sign-in), exchanges the code and checks the ID token (signature with the provider\'s keys, issuer, audience, expiry, nonce). ' +
          'The account is the existing active one whose e-mail is the ID token\'s `email` with `email_verified` true. Browser: the session cookies, then 302 to `/` ' +
          '(or to `/sign-in#two_factor=<challenge>` when a second factor is due: the `amr` of the ID token counts when it names one). ' +
          'Mobile: 302 to the app\'s `redirect_uri` with a one-time `code`, valid 2 minutes. ' +
          'Otherwise 302 to `/sign-in?error=no_account|cancelled|failed` (mobile: `redirect_uri?error=…`), with no account created and no session.',
        querystring: Type.Object({
          state: Type.Optional(Type.String({ maxLength: 2000 })),
          code: Type.Optional(Type.String({ maxLength: 4000 })),
          error: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 302: Type.Null({ description: 'into the app, to the mobile app, or back to the sign-in screen' }), ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const oidc = enabled();
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      reply.clearCookie(OIDC_BINDING_COOKIE, { ...bindingCookie, sameSite: 'lax' });
      const outcome = await finishOidcSignIn(app.db, app.tokens, lifetimes, oidc, {
        query: new URLSearchParams(rawQuery),
        browserBinding: request.cookies[OIDC_BINDING_COOKIE],
      });
      if (outcome.failure) request.log.warn({ reason: outcome.failure.reason, detail: outcome.failure.detail }, 'single sign-on refused');
      if ('signedIn' in outcome) answerSession(app, reply, 'browser', outcome.signedIn.user, outcome.signedIn.issued);
      return redirect(reply, outcome.to);
    },
  );

  app.post(
    '/auth/oidc/token',
    {
      config: { access: 'public', sessionRoute: true },
      schema: {
        operationId: 'exchangeSingleSignOnCode',
        tags: ['session'],
        summary: 'Mobile: exchange the one-time code of single sign-on for tokens',
        description:
          `The \`code\` the app received at its \`redirect_uri\` (valid ${MOBILE_CODE_TTL_SECONDS / 60} minutes, usable once, even with a wrong verifier) and the \`code_verifier\` of the challenge it started with. ` +
          'Answers like a mobile `POST /auth/login`: the token pair, or the two-factor challenge when a second factor is due. ' +
          'An unknown, used or expired code, or a verifier that does not match, is 401 `unauthorized`.',
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 200 }),
          code_verifier: Type.String({ minLength: 43, maxLength: 128, pattern: CODE_VERIFIER_PATTERN }),
        }),
        response: { 200: Data(Type.Union([SessionPayload, TwoFactorChallengePayload])), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      enabled();
      const outcome = await exchangeOidcCode(app.db, app.tokens, lifetimes, {
        code: request.body.code,
        codeVerifier: request.body.code_verifier,
      });
      return answerFirstFactor(app, reply, 'mobile', outcome);
    },
  );
};

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

export default oidcRoutes;
