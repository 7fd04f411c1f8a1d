// Signing in, renewing and signing out. A wrong e-mail, a wrong password and an account not yet activated
// get the same answer after the same work (a password check against a dummy hash when there is no account).
import { instantSql, liveSessionSql, sqlCondition } from '../../auth/credentials.js';
import { beginPasswordAttempt } from '../../auth/login-limits.js';
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
import { hashToken, randomToken, type TokenService } from '../../auth/tokens.js';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { InvalidCredentialsError, UnauthorizedError } from '../../errors.js';
import { normalizeEmail } from './links.js';

export interface SignedIn {
  user: UserRow;
  issued: IssuedSession;
}

/**
 * How a second factor can answer a two-factor challenge: a code of the app or a recovery code at
 * `POST /auth/login/two-factor`; `passkey`: signing in with one of the account's passkeys instead.
 */
export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** The first factor was right, and the account asks for a second: no session yet. */
export interface TwoFactorChallenge {
  two_factor: { challenge: string; methods: SecondFactorMethod[] };
}

/** How long a two-factor challenge can be answered. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Where every first factor ends (password, OpenID Connect, passkeys): a session, or a two-factor
 * challenge when the account has TOTP on and the first factor did not already prove a second one.
 */
export async function completeFirstFactor(
  db: Executor,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  user: UserRow,
  client: ClientKind,
  options: { secondFactorDone: boolean },
): Promise<SignedIn | TwoFactorChallenge> {
  if (!options.secondFactorDone) {
    const methods = await secondFactorMethods(db, user.id);
    // Any second factor the person has, codes or a passkey, is asked for: a password alone never opens a
    // session of an account that has one (docs/api.md#two-factor-codes).
    if (methods.length > 0) {
      // Old challenges of the account go; those of the last hour stay, their wrong codes still counting.
      await db
        .deleteFrom('two_factor_challenges')
        .where('user_id', '=', user.id)
        .where('created_at', '<', new Date(Date.now() - 60 * 60 * 1000))
        .execute();
      const challenge = randomToken();
      await db
        .insertInto('two_factor_challenges')
        .values({
          token_hash: hashToken(challenge),
          user_id: user.id,
          client,
          expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        })
        .execute();
      return { two_factor: { challenge, methods } };
    }
  }
  const issued = await openSession(db, tokens, lifetimes, user.id, client, options.secondFactorDone);
  return { user, issued };
}

/** The second factors an account has: codes (when confirmed) and passkeys; none: an empty list. */
export async function secondFactorMethods(db: Executor, userId: number): Promise<SecondFactorMethod[]> {
  const totp = await db
    .selectFrom('totp_secrets')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  const passkey = await db.selectFrom('passkeys').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp', 'recovery_code');
  if (passkey) methods.push('passkey');
  return methods;
}

export async function signIn(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  input: { email: string; password: string; client: ClientKind; address: string },
): Promise<SignedIn | TwoFactorChallenge> {
  const email = normalizeEmail(input.email);
  // Counted before the check, so that simultaneous guesses cannot overrun the limit.
  const attempt = await beginPasswordAttempt(db, email, input.address);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(({ fn }) => fn('lower', ['email']), '=', email)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordOk || user.status !== 'active') throw new InvalidCredentialsError();
  await attempt.succeeded();
  return completeFirstFactor(db, tokens, lifetimes, user, input.client, { secondFactorDone: false });
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

/**
 * Ends the sessions named by whatever credentials the caller still holds; silent when none is valid.
 * A live browser session is ended only with its CSRF token (a cookie alone is what a forged request
 * carries): missing or wrong, nothing is revoked and the answer is 401. A session that is already over
 * needs none.
 */
export async function signOut(
  db: Db,
  tokens: TokenService,
  credentials: {
    /** Mobile: the Bearer header and a `refresh_token` body. */
    accessTokens: (string | undefined)[];
    refreshTokens: (string | undefined)[];
    /** Browser: the cookies and the `x-csrf-token` header. */
    cookies: { accessToken: string | undefined; refreshToken: string | undefined; csrfToken: string | undefined };
  },
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
  const { cookies } = credentials;
  // The access cookie names the session while it is valid; once it has expired, the refresh cookie does.
  const cookieClaims = cookies.accessToken ? await tokens.verifyAccessToken(cookies.accessToken) : undefined;
  const cookieSession =
    cookieClaims?.sessionId ?? (cookies.refreshToken ? await sessionOfRefreshToken(db, cookies.refreshToken) : undefined);
  if (cookieSession !== undefined) {
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', cookieSession)
      .where(sqlCondition(liveSessionSql({ table: 'sessions', at: instantSql(new Date()) })))
      .executeTakeFirst();
    if (live) {
      if (!tokens.checkCsrfToken(cookieSession, cookies.csrfToken)) {
        throw new UnauthorizedError('The x-csrf-token header is missing or wrong.');
      }
      sessionIds.add(cookieSession);
    }
  }
  for (const sessionId of sessionIds) await revokeSession(db, sessionId);
}
