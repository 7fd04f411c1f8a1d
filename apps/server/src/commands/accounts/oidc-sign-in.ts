// Single sign-on through the OpenID Connect provider. The provider's sign-in is the first factor: the
// account is the existing, active one whose e-mail is the ID token's verified e-mail (none is ever
// created), and the second factor is still asked unless the provider says it asked for one itself.
// Each sign-in in progress is a database row, looked up by the hash of its `state` and deleted when used,
// so the provider may send the person back to any instance and an answer works once.
import { createHash, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { OidcRefusedError, type OidcProvider } from '../../auth/oidc.js';
import type { ClientKind, SessionLifetimes } from '../../auth/sessions.js';
import { hashToken, randomToken, type TokenService } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { normalizeEmail } from './links.js';
import { completeFirstFactor, type SignedIn, type TwoFactorChallenge } from './sign-in.js';

/** How long the person has at the provider. */
export const FLOW_TTL_SECONDS = 10 * 60;
/** How long a mobile app has to exchange its one-time code. */
export const MOBILE_CODE_TTL_SECONDS = 2 * 60;

/** Why a sign-in ended without a session; the web app and mobile apps get it as `?error=`. */
export type OidcFailure = 'no_account' | 'cancelled' | 'failed';

export type OidcStart =
  | { client: 'browser'; returnTo: string }
  | { client: 'mobile'; redirectUri: string; codeChallenge: string; state: string | undefined };

export interface StartedSignIn {
  authorizationUrl: URL;
  /** Browser: the cookie value that must come back with the provider's answer. */
  browserBinding: string | undefined;
}

export async function startOidcSignIn(db: Db, provider: OidcProvider, start: OidcStart, now = new Date()): Promise<StartedSignIn> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  // Built first: a provider that cannot be reached leaves nothing behind.
  const authorizationUrl = await provider.authorizationUrl({ state, nonce, codeVerifier });
  const browserBinding = start.client === 'browser' ? randomToken() : undefined;
  // Abandoned sign-ins go as new ones begin: a bounded delete through the expiry index.
  await db.deleteFrom('oidc_flows').where('expires_at', '<', now).execute();
  await db.deleteFrom('oidc_codes').where('expires_at', '<', now).execute();
  await db
    .insertInto('oidc_flows')
    .values({
      state_hash: hashToken(state),
      nonce,
      code_verifier: codeVerifier,
      client: start.client,
      redirect_uri: start.client === 'browser' ? start.returnTo : start.redirectUri,
      app_code_challenge: start.client === 'mobile' ? start.codeChallenge : null,
      app_state: start.client === 'mobile' ? (start.state ?? null) : null,
      browser_binding_hash: browserBinding === undefined ? null : hashToken(browserBinding),
      expires_at: new Date(now.getTime() + FLOW_TTL_SECONDS * 1000),
    })
    .execute();
  return { authorizationUrl, browserBinding };
}

export type CallbackOutcome =
  /** Browser, signed in: set the cookies, then open `to`. */
  | { client: 'browser'; signedIn: SignedIn; to: string }
  /** Browser, a second factor is due: the web app's sign-in screen asks it. */
  | { client: 'browser'; challenge: TwoFactorChallenge; to: string }
  /** Mobile, or any refusal: go there. */
  | { client: 'browser' | 'mobile'; to: string };

function withParameters(target: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The provider sent the person back. Every outcome is a redirect: into the app signed in, to the mobile
 * app with its one-time code, or to the sign-in screen (the mobile app's redirect) with `error`.
 */
export async function finishOidcSignIn(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  provider: OidcProvider,
  input: { query: URLSearchParams; browserBinding: string | undefined },
  now = new Date(),
): Promise<CallbackOutcome & { failure?: { reason: OidcFailure; detail: string } }> {
  const signInPage = (reason: OidcFailure) => `/sign-in?error=${reason}`;
  const state = input.query.get('state');
  // Used at most once: the row goes whatever happens next.
  const flow =
    state === null || state.length > 200
      ? undefined
      : await db.deleteFrom('oidc_flows').where('state_hash', '=', hashToken(state)).returningAll().executeTakeFirst();
  if (!flow || flow.expires_at.getTime() <= now.getTime()) {
    return { client: 'browser', to: signInPage('failed'), failure: { reason: 'failed', detail: 'unknown, used or expired state' } };
  }
  const refuse = (reason: OidcFailure, detail: string) => ({
    client: flow.client,
    to:
      flow.client === 'mobile'
        ? withParameters(flow.redirect_uri, { error: reason, state: flow.app_state ?? undefined })
        : signInPage(reason),
    failure: { reason, detail },
  });
  if (flow.client === 'browser' && !sameSecret(input.browserBinding, flow.browser_binding_hash)) {
    return refuse('failed', 'the answer reached another browser than the one that started the sign-in');
  }

  let identity;
  try {
    identity = await provider.verify(input.query, { state: state as string, nonce: flow.nonce, codeVerifier: flow.code_verifier });
  } catch (error) {
    if (error instanceof OidcRefusedError) return refuse(error.cancelled ? 'cancelled' : 'failed', error.reason);
    throw error;
  }
  if (identity.email === undefined || !identity.emailVerified) return refuse('no_account', 'the ID token has no verified e-mail');
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(({ fn }) => fn('lower', ['email']), '=', normalizeEmail(identity.email))
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!user) return refuse('no_account', 'no active account has that e-mail');

  if (flow.client === 'mobile') {
    const code = randomToken();
    await db
      .insertInto('oidc_codes')
      .values({
        code_hash: hashToken(code),
        user_id: user.id,
        code_challenge: flow.app_code_challenge as string,
        second_factor_done: identity.secondFactorDone,
        expires_at: new Date(now.getTime() + MOBILE_CODE_TTL_SECONDS * 1000),
      })
      .execute();
    return { client: 'mobile', to: withParameters(flow.redirect_uri, { code, state: flow.app_state ?? undefined }) };
  }

  const outcome = await completeFirstFactor(db, tokens, lifetimes, user, 'browser', { secondFactorDone: identity.secondFactorDone });
  if ('two_factor' in outcome) {
    // In the fragment: it never reaches a server log or a Referer header.
    return { client: 'browser', challenge: outcome, to: `/sign-in#two_factor=${encodeURIComponent(outcome.two_factor.challenge)}` };
  }
  return { client: 'browser', signedIn: outcome, to: flow.redirect_uri };
}

/**
 * A mobile app exchanges its one-time code, with the verifier of the challenge it sent when it started,
 * for the mobile login answer. The code works once, even with a wrong verifier.
 */
export async function exchangeOidcCode(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  input: { code: string; codeVerifier: string },
  now = new Date(),
): Promise<SignedIn | TwoFactorChallenge> {
  const row = await db.deleteFrom('oidc_codes').where('code_hash', '=', hashToken(input.code)).returningAll().executeTakeFirst();
  const challenge = createHash('sha256').update(input.codeVerifier).digest('base64url');
  if (!row || row.expires_at.getTime() <= now.getTime() || !equalText(challenge, row.code_challenge)) {
    throw new UnauthorizedError('The code is unknown, used or expired, or the code_verifier does not match its challenge.');
  }
  const user: UserRow | undefined = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!user) throw new UnauthorizedError('The account can no longer sign in.');
  const client: ClientKind = 'mobile';
  return completeFirstFactor(db, tokens, lifetimes, user, client, { secondFactorDone: row.second_factor_done });
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sameSecret(presented: string | undefined, storedHash: string | null): boolean {
  return presented !== undefined && storedHash !== null && equalText(hashToken(presented), storedHash);
}

/** A PKCE verifier as RFC 7636 allows it: 43 to 128 unreserved characters. */
export const CODE_VERIFIER_PATTERN = '^[A-Za-z0-9._~-]{43,128}$';
/** An S256 challenge: 43 base64url characters. */
export const CODE_CHALLENGE_PATTERN = '^[A-Za-z0-9_-]{43}$';

