// Sign-in sessions live in the database so that logout and revocation hold on every instance.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.js';
import { hashToken, randomToken, type TokenService } from './tokens.js';

export type ClientKind = 'browser' | 'mobile';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** The browser's CSRF token (mobile clients do not need it). */
  csrfToken: string;
  expiresIn: number;
}

export interface SessionLifetimes {
  refreshTokenTtl: number;
}

/** Opens a session for an account and issues its first token pair. */
export async function openSession(
  db: Executor,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  userId: number,
  client: ClientKind,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimes.refreshTokenTtl * 1000);
  await db.insertInto('sessions').values({ id: sessionId, user_id: userId, client, expires_at: expiresAt }).execute();
  return issueTokens(db, tokens, lifetimes, userId, sessionId);
}

/** A new access token and refresh token for an existing session. */
export async function issueTokens(
  db: Executor,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  userId: number,
  sessionId: string,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(refreshToken),
      session_id: sessionId,
      expires_at: new Date(Date.now() + lifetimes.refreshTokenTtl * 1000),
    })
    .execute();
  return {
    sessionId,
    accessToken: await tokens.signAccessToken({ userId, sessionId }),
    refreshToken,
    csrfToken: tokens.csrfToken(sessionId),
    expiresIn: tokens.accessTokenTtl,
  };
}

/** Revokes sessions of an account: all of them, or all but one. */
export async function revokeSessions(db: Executor, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}
