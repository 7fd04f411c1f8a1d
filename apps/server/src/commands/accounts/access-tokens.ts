// Creating and revoking personal access tokens (docs/api.md#personal-access-tokens). The token's text
// leaves the service once, in the creation's answer; the database keeps its hash.
import { sql } from 'kysely';
import { instantSql, liveAccessTokenSql, sqlCondition } from '../../auth/credentials.js';
import { hashAccessToken, MAX_LIVE_TOKENS, newAccessToken, type TokenScope } from '../../auth/access-tokens.js';
import type { Db, Executor } from '../../db/client.js';
import { lockPerson } from '../../db/locks.js';
import type { Language, PersonalAccessTokenRow } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { instant } from '../../presenters/time.js';

export interface NewAccessToken {
  userId: number;
  name: string;
  scopes: readonly TokenScope[];
  /** Days until it expires; undefined: it never does. */
  expiresInDays?: number;
  /** Created in a session opened with two factors. */
  secondFactor: boolean;
  /** Where the owner is told of it: a token made from a stolen session must not go unnoticed. */
  owner: { email: string | null; language: Language };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a token; 409 `token_limit_reached` when the account already holds MAX_LIVE_TOKENS live ones. */
export async function createAccessToken(
  db: Db,
  input: NewAccessToken,
  now: Date = new Date(),
): Promise<{ row: PersonalAccessTokenRow; token: string }> {
  const token = newAccessToken();
  const row = await db.transaction().execute(async (trx) => {
    // Two creations at once must not both pass the count.
    await lockPerson(trx, input.userId);
    const live = await trx
      .selectFrom('personal_access_tokens')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', input.userId)
      .where(sqlCondition(liveAccessTokenSql({ table: 'personal_access_tokens', at: instantSql(now) })))
      .executeTakeFirstOrThrow();
    if (live.count >= MAX_LIVE_TOKENS) {
      throw new ConflictError(
        'token_limit_reached',
        `An account holds at most ${MAX_LIVE_TOKENS} live personal access tokens; revoke one first.`,
      );
    }
    const row = await trx
      .insertInto('personal_access_tokens')
      .values({
        user_id: input.userId,
        name: input.name,
        scopes: [...input.scopes],
        token_hash: hashAccessToken(token),
        second_factor: input.secondFactor,
        created_at: now,
        expires_at: input.expiresInDays === undefined ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.owner.email) {
      await enqueueMail(trx, {
        recipient: input.owner.email,
        template: 'access_token_created',
        language: input.owner.language,
        payload: { name: row.name, scopes: row.scopes, expires_at: row.expires_at ? instant(row.expires_at) : null },
      });
    }
    return row;
  });
  return { row, token };
}

/** Revokes one of the account's tokens at once; 404 for a token that is not the account's or already revoked. */
export async function revokeAccessToken(db: Db, userId: number, tokenId: number, now: Date = new Date()): Promise<void> {
  const revoked = await db
    .updateTable('personal_access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw new NotFoundError('No such personal access token.');
}

/**
 * Revokes every live token of the account, in the caller's transaction: a password change or reset ends
 * what a stolen session may have minted (docs/api.md#personal-access-tokens).
 */
export async function revokeAccessTokens(db: Executor, userId: number, now: Date = new Date()): Promise<void> {
  await db.updateTable('personal_access_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
