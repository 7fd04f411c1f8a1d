// How a route that opens a session answers (login, refresh, password change, single sign-on, passkeys): the
// browser gets its cookies and the CSRF token, the mobile client the token pair (presenters/session.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { setSessionCookies } from './session-cookies.js';
import type { ClientKind } from '../../auth/sessions.js';
import type { SignedIn, TwoFactorChallenge } from '../../commands/accounts/sign-in.js';
import { presentSession, type SessionPayloadView } from '../../presenters/session.js';

export function answerSession(
  app: FastifyInstance,
  reply: FastifyReply,
  client: ClientKind,
  user: SignedIn['user'],
  issued: SignedIn['issued'],
): { data: SessionPayloadView } {
  if (client === 'browser') {
    setSessionCookies(reply, issued, {
      secure: app.config.secureCookies,
      accessTokenTtl: app.config.accessTokenTtl,
      refreshTokenTtl: app.config.refreshTokenTtl,
    });
  }
  return { data: presentSession(client, user, issued) };
}

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
