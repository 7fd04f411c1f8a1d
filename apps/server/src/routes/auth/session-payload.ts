// The answer of login, refresh and password change, for the calling client: the browser gets its
// cookies and the CSRF token; the mobile client gets the token pair.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { setSessionCookies } from '../../auth/cookies.js';
import type { ClientKind, IssuedSession } from '../../auth/sessions.js';
import type { SignedIn, TwoFactorChallenge } from '../../commands/accounts/sign-in.js';
import type { UserRow } from '../../db/schema.js';
import { presentUser, UserSchema } from '../../presenters/user.js';

export const SessionPayload = Type.Object(
  {
    user: UserSchema,
    csrf_token: Type.Optional(Type.String({ description: 'browser: send it as `x-csrf-token` on every request' })),
    access_token: Type.Optional(Type.String({ description: 'mobile: `Authorization: Bearer <access_token>`' })),
    refresh_token: Type.Optional(Type.String({ description: 'mobile: for `POST /auth/refresh`' })),
    token_type: Type.Optional(Type.Literal('Bearer')),
    expires_in: Type.Optional(Type.Integer({ description: 'mobile: seconds the access token lives' })),
  },
  { title: 'Session', description: 'browser: `user` and `csrf_token` (plus cookies); mobile: `user` and the token pair' },
);
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
        user: presentUser(user),
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
  return { data: { user: presentUser(user), csrf_token: issued.csrfToken } };
}

export const TwoFactorChallengePayload = Type.Object(
  {
    two_factor: Type.Object({
      challenge: Type.String({ description: 'send it to `POST /auth/login/two-factor` with a code, within 5 minutes' }),
      methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recovery_code')])),
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
