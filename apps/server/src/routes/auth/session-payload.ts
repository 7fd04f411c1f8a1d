// The answer of login, refresh and password change, for the calling client: the browser gets its
// cookies and the CSRF token; the mobile client gets the token pair.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { setSessionCookies } from '../../auth/cookies.js';
import type { IssuedSession } from '../../auth/sessions.js';
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
