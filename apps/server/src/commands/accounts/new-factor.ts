// What adding a second factor takes (docs/api.md#adding-a-second-factor). A factor added by whoever holds a
// session would lock its owner out and, under REQUIRE_TWO_FACTOR, lift a session restricted to its first
// factor: so a session that has not proven the person's existing factor adds none, and a new factor needs
// the current password or a sign-in of the last few minutes.
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { checkCurrentPassword } from './passwords.js';
import { secondFactorMethods } from './sign-in.js';

/** A session opened this recently (a sign-in) may add a factor without typing the password again. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export interface FactorCaller {
  user: UserRow;
  session: { id: string; secondFactor: boolean };
  address: string;
}

/**
 * Refuses (403) a session opened with one factor when the person already has a second one: it must
 * sign in with that factor first. Checked by every step of adding a factor.
 */
export async function refuseOneFactorSession(db: Db, caller: FactorCaller): Promise<void> {
  if (caller.session.secondFactor) return;
  if ((await secondFactorMethods(db, caller.user.id)).length > 0) throw new ForbiddenError();
}

/**
 * The first step of adding a factor: the one-factor refusal above, then the current password (checked and
 * counted as a sign-in is), or, without one, a session opened within RECENT_SIGN_IN_SECONDS (422
 * `required` on `current_password` otherwise).
 */
export async function authoriseNewFactor(db: Db, caller: FactorCaller, currentPassword: string | undefined, now = new Date()): Promise<void> {
  await refuseOneFactorSession(db, caller);
  if (currentPassword !== undefined) {
    await checkCurrentPassword(db, caller.user, currentPassword, caller.address);
    return;
  }
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', caller.session.id).executeTakeFirst();
  if (session && now.getTime() - session.created_at.getTime() <= RECENT_SIGN_IN_SECONDS * 1000) return;
  throw ValidationError.field('current_password', 'required', 'type the current password to add a sign-in factor');
}
