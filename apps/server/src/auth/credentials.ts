// The one rule of a live credential (docs/api.md#sessions, docs/api.md#personal-access-tokens): a sign-in session or a personal access
// token counts while it is not revoked, not expired at the instant judged, and its account is active.
// Written once, as SQL text, for the prepared statements of every authenticated request, the live event
// hub's periodic check of open streams, sign-out, and the count of an account's live tokens.
import { sql, type RawBuilder } from 'kysely';

export interface LiveCredentialNames {
  /** The name (or alias) of the credential's table in the statement. */
  table: string;
  /** The instant judged, as SQL: a parameter (`$3`), `now()`, or `instantSql(date)`. */
  at: string;
  /** The name (or alias) of the joined `users` row, when the account's status is to be checked too. */
  account?: string;
}

function liveCredentialSql({ table, at, account }: LiveCredentialNames, expiry: 'always' | 'optional'): string {
  const notExpired = expiry === 'always' ? `${table}.expires_at > ${at}` : `(${table}.expires_at is null or ${table}.expires_at > ${at})`;
  const active = account === undefined ? '' : ` and ${account}.status = 'active'`;
  return `${table}.revoked_at is null and ${notExpired}${active}`;
}

/** A sign-in session (every session has an end; each refresh moves it). */
export function liveSessionSql(names: LiveCredentialNames): string {
  return liveCredentialSql(names, 'always');
}

/** A personal access token (one without `expires_at` lasts until revoked). */
export function liveAccessTokenSql(names: LiveCredentialNames): string {
  return liveCredentialSql(names, 'optional');
}

/** An instant as an SQL literal, for `at` in statements built with the query builder. */
export function instantSql(at: Date): string {
  // toISOString writes digits, `-`, `:`, `.`, `T` and `Z` only: nothing to escape.
  return `timestamptz '${at.toISOString()}'`;
}

/** One of the conditions above, for the query builder's `where`. */
export function sqlCondition(text: string): RawBuilder<boolean> {
  return sql.raw<boolean>(text);
}
