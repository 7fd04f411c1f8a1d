// Sign-in sessions live in the database so that logout and revocation hold on every instance.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
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
  /** Opened with two factors (a code after the password, a passkey). */
  secondFactor = false,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimes.refreshTokenTtl * 1000);
  await db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: userId, client, expires_at: expiresAt, second_factor: secondFactor })
    .execute();
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

// The successor of a rotated refresh token is kept sealed (AES-256-GCM) under a key derived from the
// rotated token: the holder of the old token can be answered with it again, a reader of the database cannot.
function successorKey(refreshToken: string): Buffer {
  return createHash('sha256').update(`refresh-successor:${refreshToken}`).digest();
}

export function sealSuccessor(refreshToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function openSuccessor(refreshToken: string, sealed: string): string | undefined {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(refreshToken), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The chain's newest token after `refreshToken` (the successor may itself have rotated within the grace). */
async function newestSuccessor(db: Executor, refreshToken: string, sealed: string | null): Promise<string | undefined> {
  let current = refreshToken;
  let next = sealed;
  for (let step = 0; next !== null && step < 10; step += 1) {
    const opened = openSuccessor(current, next);
    if (opened === undefined) return undefined;
    current = opened;
    const row = await db
      .selectFrom('refresh_tokens')
      .select('successor_sealed')
      .where('token_hash', '=', hashToken(current))
      .executeTakeFirst();
    next = row?.successor_sealed ?? null;
  }
  return current === refreshToken ? undefined : current;
}

/**
 * Renews a session from a refresh token (call it inside a transaction: the token's row is locked). The
 * token rotates: a new pair is issued and the presented token is marked rotated, its successor kept with
 * it. A rotated token presented again within the grace period is answered with that same successor and a
 * new access token, so the session keeps one chain of refresh tokens (RFC 9700, section 4.14.2) and two
 * tabs refreshing at once both get working tokens. Later, it is taken as stolen and the whole session is
 * revoked. The session lives as long as its newest refresh token.
 */
export async function refreshSession(
  db: Executor,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  refreshToken: string,
  now: Date = new Date(),
): Promise<RefreshOutcome> {
  const tokenHash = hashToken(refreshToken);
  // Simultaneous uses of one token queue here: the second sees the rotation and the successor of the first.
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'refresh_tokens.successor_sealed',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.client',
      'sessions.revoked_at',
      'users.status',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate('refresh_tokens')
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null || row.status !== 'active') return { ok: false, reason: 'revoked' };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  if (row.rotated_at !== null) {
    if (now.getTime() - row.rotated_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await revokeSession(db, row.session_id);
      return { ok: false, reason: 'reused' };
    }
    const successor = await newestSuccessor(db, refreshToken, row.successor_sealed);
    if (successor === undefined) return { ok: false, reason: 'unknown' };
    return {
      ok: true,
      userId: row.user_id,
      client: row.client,
      issued: {
        sessionId: row.session_id,
        accessToken: await tokens.signAccessToken({ userId: row.user_id, sessionId: row.session_id }),
        refreshToken: successor,
        csrfToken: tokens.csrfToken(row.session_id),
        expiresIn: tokens.accessTokenTtl,
      },
    };
  }

  const issued = await issueTokens(db, tokens, lifetimes, row.user_id, row.session_id);
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, successor_sealed: sealSuccessor(refreshToken, issued.refreshToken) })
    .where('token_hash', '=', tokenHash)
    .execute();
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(now.getTime() + lifetimes.refreshTokenTtl * 1000) })
    .where('id', '=', row.session_id)
    .execute();
  return { ok: true, userId: row.user_id, client: row.client, issued };
}
