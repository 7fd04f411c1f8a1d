// A general manager removes a person's second factors (docs/api.md#when-a-second-factor-is-lost): the way back
// for someone who lost their phone and recovery codes, or whose account got a factor they did not add.
import type { Db } from '../../db/client.js';
import { lockPerson } from '../../db/locks.js';
import { appendChange } from '../../changelog/changelog.js';
import { revokeSessions } from '../../auth/sessions.js';
import { NotFoundError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { notify } from '../../notifications/notify.js';
import type { Actor } from '../../policies/rules.js';

export interface RemovedFactors {
  totp: boolean;
  passkeys: number;
}

/**
 * Erases the person's codes, recovery codes and passkeys, ends their open challenges and sessions (a
 * session that added a factor the person does not know goes with it), and writes it all in one
 * transaction with a change-log entry (subject `sign_in_factors`), a notification and an e-mail to the person.
 */
export async function removeSignInFactors(db: Db, actor: Actor, userId: number, now: Date = new Date()): Promise<RemovedFactors> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    const user = await trx.selectFrom('users').select(['id', 'email', 'language']).where('id', '=', userId).where('status', '<>', 'deleted').executeTakeFirst();
    if (!user) throw new NotFoundError('No such person.');
    const totp = await trx.deleteFrom('totp_secrets').where('user_id', '=', userId).returning('confirmed_at').executeTakeFirst();
    const passkeys = await trx.deleteFrom('passkeys').where('user_id', '=', userId).returning('id').execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await trx.updateTable('two_factor_challenges').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
    await revokeSessions(trx, userId);
    const removed: RemovedFactors = { totp: totp?.confirmed_at != null, passkeys: passkeys.length };
    await appendChange(trx, {
      userId,
      actorId: actor.id,
      action: 'delete',
      subjectType: 'sign_in_factors',
      subjectId: userId,
      before: removed,
      after: null,
    });
    await notify(trx, userId, 'sign_in_factors_removed', { by: actor.id, ...removed });
    if (user.email) {
      await enqueueMail(trx, { recipient: user.email, template: 'sign_in_factors_removed', language: user.language, payload: {} });
    }
    return removed;
  });
}
