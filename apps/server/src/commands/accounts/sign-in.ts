// Signing in, renewing and signing out. A wrong e-mail, a wrong password and an account not yet activated
// get the same answer after the same work (a password check against a dummy hash when there is no account).
import { checkLoginAllowed, recordLoginFailure } from '../../auth/login-limits.js';
import { verifyPassword } from '../../auth/passwords.js';
import {
  openSession,
  refreshSession,
  revokeSession,
  sessionOfRefreshToken,
  type ClientKind,
  type IssuedSession,
  type SessionLifetimes,
} from '../../auth/sessions.js';
import type { TokenService } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { InvalidCredentialsError, UnauthorizedError } from '../../errors.js';
import { normalizeEmail } from './links.js';

export interface SignedIn {
  user: UserRow;
  issued: IssuedSession;
}

export async function signIn(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  input: { email: string; password: string; client: ClientKind; address: string },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await checkLoginAllowed(db, email, input.address);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(({ fn }) => fn('lower', ['email']), '=', email)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordOk || user.status !== 'active') {
    await recordLoginFailure(db, email, input.address);
    throw new InvalidCredentialsError();
  }
  const issued = await openSession(db, tokens, lifetimes, user.id, input.client);
  return { user, issued };
}

/** Renews a session from its refresh token; any unusable token is 401. */
export async function renewSession(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  refreshToken: string,
): Promise<SignedIn & { client: ClientKind }> {
  const outcome = await db.transaction().execute((trx) => refreshSession(trx, tokens, lifetimes, refreshToken));
  if (!outcome.ok) {
    throw new UnauthorizedError(
      outcome.reason === 'reused' ? 'The refresh token was already used: the session is revoked.' : 'The refresh token is invalid or expired.',
    );
  }
  const user = await db.selectFrom('users').selectAll().where('id', '=', outcome.userId).executeTakeFirstOrThrow();
  return { user, issued: outcome.issued, client: outcome.client };
}

/** Ends the sessions named by whatever credentials the caller still holds; silent when none is valid. */
export async function signOut(
  db: Db,
  tokens: TokenService,
  credentials: { accessTokens: (string | undefined)[]; refreshTokens: (string | undefined)[] },
): Promise<void> {
  const sessionIds = new Set<string>();
  for (const token of credentials.accessTokens) {
    if (!token) continue;
    const claims = await tokens.verifyAccessToken(token);
    if (claims) sessionIds.add(claims.sessionId);
  }
  for (const token of credentials.refreshTokens) {
    if (!token) continue;
    const sessionId = await sessionOfRefreshToken(db, token);
    if (sessionId) sessionIds.add(sessionId);
  }
  for (const sessionId of sessionIds) await revokeSession(db, sessionId);
}
