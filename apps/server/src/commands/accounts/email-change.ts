// Changing one's e-mail address in two steps: a link to the new address confirms it; the old address is
// told. Only the latest request counts.
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { instant } from '../../presenters/time.js';
import { EMAIL_CHANGE_TTL_SECONDS, normalizeEmail, type LinkSettings } from './links.js';
import { checkCurrentPassword } from './passwords.js';
import { emailInUse, emailTaken } from './users.js';

export interface PendingEmailChange {
  email: string;
  expiresAt: Date;
}

export async function requestEmailChange(
  db: Db,
  settings: LinkSettings,
  input: { user: UserRow; email: string; currentPassword: string; address: string },
  now: Date = new Date(),
): Promise<PendingEmailChange> {
  const email = normalizeEmail(input.email);
  await checkCurrentPassword(db, input.user, input.currentPassword, input.address);
  if (email === normalizeEmail(input.user.email ?? '')) {
    throw ValidationError.field('email', 'invalid', 'is already the address of the account');
  }
  return db.transaction().execute(async (trx) => {
    if (await emailInUse(trx, email)) throw emailTaken();
    await cancelPending(trx, input.user.id, now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000);
    await trx
      .insertInto('email_changes')
      .values({ token_hash: hashToken(token), user_id: input.user.id, new_email: email, created_at: now, expires_at: expiresAt })
      .execute();
    await enqueueMail(trx, {
      recipient: email,
      template: 'email_change_confirm',
      language: input.user.language,
      payload: { link: `${settings.publicUrl}/confirm-email/${token}`, email, expires_at: instant(expiresAt) },
    });
    await enqueueMail(trx, {
      recipient: input.user.email!,
      template: 'email_change_notice',
      language: input.user.language,
      payload: { email },
    });
    return { email, expiresAt };
  });
}

async function cancelPending(trx: Executor, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('email_changes')
    .set({ cancelled_at: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function pendingEmailChange(db: Db, userId: number, now: Date = new Date()): Promise<PendingEmailChange | null> {
  const row = await db
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { email: row.new_email, expiresAt: row.expires_at } : null;
}

/** Confirms a change from the link sent to the new address; password links sent to the old one stop working. */
export async function confirmEmailChange(db: Db, token: string, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('email_changes')
      .set({ confirmed_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('confirmed_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
    if (!change) throw new NotFoundError('This link is unknown, used or expired.');
    if (await emailInUse(trx, change.new_email)) throw emailTaken();
    const user = await trx
      .updateTable('users')
      .set({ email: change.new_email })
      .where('id', '=', change.user_id)
      .where('status', '<>', 'deleted')
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new NotFoundError('This link is unknown, used or expired.');
    // Links mailed to the old address stop working: whoever still reads that mailbox no longer owns the account.
    await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
  });
}
