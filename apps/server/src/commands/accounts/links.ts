// Single-use links sent by e-mail (invitation, password reset): random tokens of which only the hash is
// stored, written with their message in the caller's transaction (the outbox).
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { instant } from '../../presenters/time.js';

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_TTL_SECONDS = 3600;
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

export interface LinkSettings {
  publicUrl: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A new invitation or reset link for the account, mailed to it. Earlier unused links of the same purpose
 * stop working: only the latest message counts.
 */
export async function sendPasswordLink(
  trx: Executor,
  settings: LinkSettings,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
  purpose: 'invitation' | 'reset',
  now: Date = new Date(),
): Promise<void> {
  await trx
    .deleteFrom('password_tokens')
    .where('user_id', '=', user.id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + (purpose === 'invitation' ? INVITATION_TTL_SECONDS : RESET_TTL_SECONDS) * 1000);
  await trx
    .insertInto('password_tokens')
    .values({ token_hash: hashToken(token), user_id: user.id, purpose, created_at: now, expires_at: expiresAt })
    .execute();
  const recipient = user.email!;
  if (purpose === 'invitation') {
    await enqueueMail(trx, {
      recipient,
      template: 'invitation',
      language: user.language,
      payload: { name: user.name, link: `${settings.publicUrl}/set-password/${token}`, expires_at: instant(expiresAt) },
    });
  } else {
    await enqueueMail(trx, {
      recipient,
      template: 'reset',
      language: user.language,
      payload: { link: `${settings.publicUrl}/reset-password/${token}`, expires_at: instant(expiresAt) },
    });
  }
}
