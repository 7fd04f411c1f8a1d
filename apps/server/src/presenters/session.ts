// The answer of login, refresh and password change, for the calling client: the browser gets its CSRF token
// (its cookies are set by the route), the mobile client the token pair; or the two-factor challenge.
import { Type, type Static } from 'typebox';
import type { ClientKind, IssuedSession } from '../auth/sessions.js';
import type { UserRow } from '../db/schema.js';
import { presentUser, UserSchema } from './user.js';

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

/** The session's body for the calling client: the browser's CSRF token, or the mobile client's token pair. */
export function presentSession(client: ClientKind, user: UserRow, issued: IssuedSession): SessionPayloadView {
  if (client === 'mobile') {
    return {
      user: presentUser(user, user),
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
    };
  }
  return { user: presentUser(user, user), csrf_token: issued.csrfToken };
}
