// Passwords: the forgotten-password request, the single-use links (invitation and reset), and a change
// by the signed-in person.
import { beginPasswordAttempt } from '../../auth/login-limits.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { openSession, revokeSessions, type ClientKind, type IssuedSession, type SessionLifetimes } from '../../auth/sessions.js';
import { hashToken, type TokenService } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { revokeAccessTokens } from './access-tokens.js';
import { normalizeEmail, sendPasswordLink, type LinkSettings } from './links.js';

/**
 * Mails a reset link when the address belongs to an account; says nothing either way. The caller answers
 * first and runs this afterwards (`afterAnswer`): the answer's timing must not tell a known address (a
 * link and a message written) from an unknown one (nothing written).
 */
export async function requestPasswordReset(db: Db, settings: LinkSettings, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'name', 'language'])
      .where(({ fn }) => fn('lower', ['email']), '=', normalizeEmail(email))
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (user) await sendPasswordLink(trx, settings, user, 'reset');
  });
}

export interface PasswordLink {
  purpose: 'reset' | 'invitation';
  email: string;
  expiresAt: Date;
}

/** What a link is for, while it is usable; 404 otherwise. */
export async function findPasswordLink(db: Db, token: string, now: Date = new Date()): Promise<PasswordLink> {
  const row = await db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.id', 'password_tokens.user_id')
    .select(['password_tokens.purpose', 'password_tokens.expires_at', 'users.email'])
    .where('password_tokens.token_hash', '=', hashToken(token))
    .where('password_tokens.used_at', 'is', null)
    .where('password_tokens.expires_at', '>', now)
    .where('users.status', '<>', 'deleted')
    .executeTakeFirst();
  if (!row || row.email === null) throw new NotFoundError('This link is unknown, used or expired.');
  return { purpose: row.purpose, email: row.email, expiresAt: row.expires_at };
}

/**
 * Uses a link: sets the password, activates an invited account, ends every session of the account and
 * revokes its personal access tokens.
 * The link and every other unused link of the account stop working.
 */
export async function usePasswordLink(db: Db, token: string, password: string, now: Date = new Date()): Promise<void> {
  // Looked up before the costly hash: an unknown link costs a public caller one indexed read, no argon2.
  await findPasswordLink(db, token, now);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    // The conditional update makes the link single-use even when two requests race.
    const used = await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw new NotFoundError('This link is unknown, used or expired.');
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, status: 'active' })
      .where('id', '=', used.user_id)
      .where('status', '<>', 'deleted')
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new NotFoundError('This link is unknown, used or expired.');
    await trx.updateTable('password_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await revokeSessions(trx, user.id);
    await revokeAccessTokens(trx, user.id, now);
  });
}

export function wrongCurrentPassword(): ValidationError {
  return ValidationError.field('current_password', 'invalid', 'is not the current password');
}

/**
 * Checks the signed-in person's `current_password`, counted as a sign-in is (the same limits per
 * account and per client address, then 429): a stolen session must not be a way to guess the password.
 */
export async function checkCurrentPassword(db: Db, user: UserRow, currentPassword: string, address: string): Promise<void> {
  const attempt = await beginPasswordAttempt(db, normalizeEmail(user.email ?? `#${user.id}`), address);
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw wrongCurrentPassword();
  await attempt.succeeded();
}

/**
 * The signed-in person changes their password: a new session for the calling client, every other
 * session (the calling one included) revoked, and every personal access token of theirs too.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  input: {
    user: UserRow;
    currentPassword: string;
    password: string;
    client: ClientKind;
    address: string;
    /** The calling session had two factors: the new one keeps them. */
    secondFactor?: boolean;
  },
): Promise<{ user: UserRow; issued: IssuedSession }> {
  await checkCurrentPassword(db, input.user, input.currentPassword, input.address);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', input.user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeSessions(trx, user.id);
    await revokeAccessTokens(trx, user.id);
    const issued = await openSession(trx, tokens, lifetimes, user.id, input.client, input.secondFactor ?? false);
    return { user, issued };
  });
}
