// Account management: invitations, roles, names and preferences.
import type { Db } from '../../db/client.js';
import { lockPerson } from '../../db/locks.js';
import type { Role, UserRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { normalizeEmail, sendPasswordLink, type LinkSettings } from './links.js';

export function emailTaken(): ValidationError {
  return ValidationError.field('email', 'taken', 'is already used by another account');
}

export async function emailInUse(db: Pick<Db, 'selectFrom'>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(({ fn }) => fn('lower', ['email']), '=', normalizeEmail(email))
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates an invited account and mails its invitation link. */
export async function inviteUser(
  db: Db,
  settings: LinkSettings,
  input: { email: string; name: string; role: Role; language?: 'en' | 'fr' },
): Promise<UserRow> {
  const name = input.name.trim();
  if (name === '') throw ValidationError.field('name', 'required', 'must not be blank');
  return db.transaction().execute(async (trx) => {
    if (await emailInUse(trx, input.email)) throw emailTaken();
    const user = await trx
      .insertInto('users')
      .values({
        email: normalizeEmail(input.email),
        name,
        role: input.role,
        status: 'invited',
        ...(input.language ? { language: input.language } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sendPasswordLink(trx, settings, user, 'invitation');
    return user;
  });
}

/** A new invitation link for an account not yet activated; the previous link stops working. */
export async function resendInvitation(db: Db, settings: LinkSettings, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).where('status', '<>', 'deleted').executeTakeFirst();
    if (!user) throw new NotFoundError('No such person.');
    if (user.status !== 'invited') throw new ConflictError('conflict', 'The account is already active.');
    await sendPasswordLink(trx, settings, user, 'invitation');
  });
}

async function managesATeam(db: Pick<Db, 'selectFrom'>, userId: number): Promise<boolean> {
  const team = await db.selectFrom('teams').select('id').where('manager_id', '=', userId).limit(1).executeTakeFirst();
  return team !== undefined;
}

/** Roles that may manage a team. */
const MANAGING_ROLES: readonly Role[] = ['manager', 'general_manager'];

export async function changeRole(db: Db, userId: number, role: Role): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    if (!MANAGING_ROLES.includes(role) && (await managesATeam(trx, userId))) {
      throw new ConflictError('conflict', 'The person manages a team: give the team another manager first.');
    }
    return trx.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
  });
}

export async function renameUser(db: Db, userId: number, name: string): Promise<UserRow> {
  const trimmed = name.trim();
  if (trimmed === '') throw ValidationError.field('name', 'required', 'must not be blank');
  return db.updateTable('users').set({ name: trimmed }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: {
    language?: 'en' | 'fr';
    theme?: 'light' | 'dark' | 'system';
    reminders?: { email?: boolean; push?: boolean };
  },
): Promise<UserRow> {
  const changes = {
    ...(preferences.language ? { language: preferences.language } : {}),
    ...(preferences.theme ? { theme: preferences.theme } : {}),
    ...(preferences.reminders?.email === undefined ? {} : { reminder_email: preferences.reminders.email }),
    ...(preferences.reminders?.push === undefined ? {} : { reminder_push: preferences.reminders.push }),
  };
  if (Object.keys(changes).length === 0) {
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  }
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export const DELETED_NAME = 'Deleted user';

/**
 * Deletes an account: it can no longer sign in, leaves its teams, and its personal data is erased. The row
 * stays as a tombstone (no e-mail, no name, no password) so that the append-only change log, and other
 * people's records naming it (as validator, reviewer, author), keep pointing at a real row.
 */
export async function deleteAccount(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    if (await managesATeam(trx, userId)) {
      throw new ConflictError('conflict', 'The person manages a team: give the team another manager first.');
    }
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('corrections').where('user_id', '=', userId).execute();
    await trx.deleteFrom('clock_records').where('user_id', '=', userId).execute();
    await trx.deleteFrom('absences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('week_validations').where('user_id', '=', userId).execute();
    // Breaks go with their working time (on delete cascade).
    await trx.deleteFrom('working_times').where('user_id', '=', userId).execute();
    await trx.deleteFrom('team_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    for (const table of ['totp_secrets', 'recovery_codes', 'two_factor_challenges', 'passkeys', 'webauthn_challenges'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    if (user.email) {
      await trx.deleteFrom('outbox').where('recipient', '=', user.email).where('sent_at', 'is', null).execute();
      await trx.deleteFrom('login_failures').where('email', '=', user.email.toLowerCase()).execute();
    }
    await trx
      .updateTable('users')
      .set({ status: 'deleted', email: null, name: DELETED_NAME, password_hash: null, badge: null, pin_hash: null, deleted_at: now })
      .where('id', '=', userId)
      .execute();
  });
}
