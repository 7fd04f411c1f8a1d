// The answer of login, refresh and password change, for the calling client: the browser gets its
// cookies and the CSRF token; the mobile client gets the token pair.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { setSessionCookies } from '../../plugins/app/session-cookies.js';
import type { ClientKind, IssuedSession } from '../../auth/sessions.js';
import type { SignedIn, TwoFactorChallenge } from '../../commands/accounts/sign-in.js';
import type { UserRow } from '../../db/schema.js';
import { presentUser, UserSchema } from '../../presenters/user.js';

const BrowserSessionPayload = Type.Object(
  {
    user: UserSchema,
    csrf_token: Type.String({ description: 'send it as `x-csrf-token` on every request (the session is in the cookies)' }),
  },
  { title: 'BrowserSession', description: 'the answer to a browser client (`client` omitted or `"browser"`), with the session cookies' },
);
const MobileSessionPayload = Type.Object(
  {
    user: UserSchema,
    access_token: Type.String({ description: '`Authorization: Bearer <access_token>`' }),
    refresh_token: Type.String({ description: 'for `POST /auth/refresh`' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'seconds the access token lives' }),
  },
  { title: 'MobileSession', description: 'the answer to a mobile client (`client: "mobile"`): the token pair' },
);

/** The session for the calling client: exactly one of the two shapes (`csrf_token` or the token pair). */
export const SessionPayload = Type.Unsafe<Static<typeof BrowserSessionPayload> | Static<typeof MobileSessionPayload>>({
  title: 'Session',
  oneOf: [BrowserSessionPayload, MobileSessionPayload],
});
export type SessionPayloadView = Static<typeof SessionPayload>;

export function answerSession(
  app: FastifyInstance,
  reply: FastifyReply,
  answer: 'browser' | 'mobile',
  user: UserRow,
  issued: IssuedSession,
): { data: SessionPayloadView } {
  if (answer === 'mobile') {
    return {
      data: {
        user: presentUser(user, user),
        access_token: issued.accessToken,
        refresh_token: issued.refreshToken,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
      },
    };
  }
  setSessionCookies(reply, issued, {
    secure: app.config.secureCookies,
    accessTokenTtl: app.config.accessTokenTtl,
    refreshTokenTtl: app.config.refreshTokenTtl,
  });
  return { data: { user: presentUser(user, user), csrf_token: issued.csrfToken } };
}

export const TwoFactorChallengePayload = Type.Object(
  {
    two_factor: Type.Object({
      challenge: Type.String({ description: 'send it to `POST /auth/login/two-factor` with a code, within 5 minutes' }),
      methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recovery_code'), Type.Literal('passkey')]), {
        description:
          '`totp` and `recovery_code`: answer at `POST /auth/login/two-factor`; `passkey`: the account has a passkey, so sign in with it ' +
          '(`POST /auth/passkey`) instead: a password alone opens no session of an account with a second factor',
      }),
    }),
  },
  { title: 'TwoFactorChallenge', description: 'the first factor was right; the account asks for a second before the session' },
);

/** A first factor's answer: the session for the calling client, or the two-factor challenge. */
export function answerFirstFactor(
  app: FastifyInstance,
  reply: FastifyReply,
  client: ClientKind,
  outcome: SignedIn | TwoFactorChallenge,
): { data: SessionPayloadView | TwoFactorChallenge } {
  if ('two_factor' in outcome) return { data: outcome };
  return answerSession(app, reply, client, outcome.user, outcome.issued);
}
