// Personal access tokens (docs/api.md#personal-access-tokens): long-lived credentials an account creates
// for its scripts, sent as `Authorization: Bearer tt_pat_…`. The token is 32 random bytes after a fixed
// prefix, so that it is recognised without a lookup (and by secret scanners); only its SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import { hashToken } from './tokens.js';

export const TOKEN_SCOPES = ['read', 'clock', 'manage'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const ACCESS_TOKEN_PREFIX = 'tt_pat_';

/** Live (neither revoked nor expired) tokens an account may hold at once. */
export const MAX_LIVE_TOKENS = 50;

/** A new token's text, shown once. */
export function newAccessToken(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isAccessToken(credential: string): boolean {
  return credential.startsWith(ACCESS_TOKEN_PREFIX);
}

export function hashAccessToken(token: string): string {
  return hashToken(token);
}

/**
 * What a route declares for personal access tokens (`config.scope`): the scope, or any of the scopes,
 * that admits a token. `manage` admits a token everywhere a token is admitted. A route that declares
 * nothing refuses tokens (401): new routes are closed to tokens until someone decides.
 */
export type RouteScope = TokenScope | readonly TokenScope[];

export type Admission =
  /** The token may use the route. `selfOnly`: admitted by `clock` alone, so only about its owner. */
  | { admitted: true; selfOnly: boolean }
  /** The route is not for tokens at all (sign-in, session and account-security routes): 401. */
  | { admitted: false; reason: 'not_for_tokens' }
  /** The route is for tokens, but not with these scopes: 403. */
  | { admitted: false; reason: 'outside_scopes' };

/** Whether a token with `held` scopes may use a route that declares `declared`. */
export function admit(declared: RouteScope | undefined, held: readonly TokenScope[]): Admission {
  if (declared === undefined) return { admitted: false, reason: 'not_for_tokens' };
  if (held.includes('manage')) return { admitted: true, selfOnly: false };
  const wanted: readonly TokenScope[] = typeof declared === 'string' ? [declared] : declared;
  if (wanted.includes('read') && held.includes('read')) return { admitted: true, selfOnly: false };
  // `clock`: the owner's own clocks and breaks, and their own clock state.
  if (wanted.includes('clock') && held.includes('clock')) return { admitted: true, selfOnly: true };
  return { admitted: false, reason: 'outside_scopes' };
}
