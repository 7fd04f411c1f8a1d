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

/** Revokes one session (logout). */
export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** The session a refresh token belongs to, whatever the token's state (logout revokes it either way). */
export async function sessionOfRefreshToken(db: Executor, refreshToken: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  return row?.session_id;
}

/** How long after its rotation a refresh token is still answered (two tabs refreshing at once). */
export const REUSE_GRACE_SECONDS = 30;

export type RefreshOutcome =
  | { ok: true; userId: number; client: ClientKind; issued: IssuedSession }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Renews a session from a refresh token. The token rotates: a new pair is issued and the presented one
 * is marked rotated. A rotated token presented again within the grace period gets a fresh pair too; later,
 * it is taken as stolen and the whole session is revoked. The session lives as long as its newest refresh token.
 */
export async function refreshSession(
  db: Executor,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  refreshToken: string,
  now: Date = new Date(),
): Promise<RefreshOutcome> {
  const tokenHash = hashToken(refreshToken);
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.client',
      'sessions.revoked_at',
      'users.status',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null || row.status !== 'active') return { ok: false, reason: 'revoked' };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  if (row.rotated_at === null) {
    // Only one of two simultaneous uses marks the rotation; the other is then a reuse within the grace period.
    await db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .execute();
  } else if (now.getTime() - row.rotated_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
    await revokeSession(db, row.session_id);
    return { ok: false, reason: 'reused' };
  }

  const issued = await issueTokens(db, tokens, lifetimes, row.user_id, row.session_id);
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(now.getTime() + lifetimes.refreshTokenTtl * 1000) })
    .where('id', '=', row.session_id)
    .execute();
  return { ok: true, userId: row.user_id, client: row.client, issued };
}
