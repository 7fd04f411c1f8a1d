// Writes the browser's session cookies on an answer (docs/api.md#browser-sessions): the access token for the
// whole API, the refresh token only for the session routes. Both HttpOnly and SameSite=Strict; Secure when
// served over https.
import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.js';
import type { IssuedSession } from '../../auth/sessions.js';

const ACCESS_PATH = '/api';
const REFRESH_PATH = '/api/auth';

export interface CookieSettings {
  secure: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export function setSessionCookies(reply: FastifyReply, issued: IssuedSession, settings: CookieSettings): void {
  const common = { httpOnly: true, sameSite: 'strict' as const, secure: settings.secure };
  reply.setCookie(ACCESS_COOKIE, issued.accessToken, { ...common, path: ACCESS_PATH, maxAge: settings.accessTokenTtl });
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...common,
    path: REFRESH_PATH,
    maxAge: settings.refreshTokenTtl,
  });
}

export function clearSessionCookies(reply: FastifyReply, settings: Pick<CookieSettings, 'secure'>): void {
  const common = { httpOnly: true, sameSite: 'strict' as const, secure: settings.secure };
  reply.clearCookie(ACCESS_COOKIE, { ...common, path: ACCESS_PATH });
  reply.clearCookie(REFRESH_COOKIE, { ...common, path: REFRESH_PATH });
}
