// An account's personal access tokens, for its owner: never their text or hash.
import type { Db } from '../db/client.js';
import type { PersonalAccessTokenRow } from '../db/schema.js';

export type AccessTokenListing = Omit<PersonalAccessTokenRow, 'token_hash' | 'second_factor' | 'revoked_at'>;

/** The account's tokens that are not revoked, expired ones included (until revoked), newest first. */
export async function listAccessTokens(db: Db, userId: number): Promise<AccessTokenListing[]> {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'user_id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
