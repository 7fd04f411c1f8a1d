// Account management: invitations, roles, names, start dates and preferences.
import { sql } from 'kysely';
import { appendChange } from '../../changelog/changelog.js';
import type { Db, Tx } from '../../db/client.js';
import { lockPerson } from '../../db/locks.js';
import type { Language, Role, UserRow } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { notify } from '../../notifications/notify.js';
import { can, type Actor, type PersonSubject } from '../../policies/rules.js';
import { pauseWebhooksOf } from '../webhooks/manage.js';
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
  input: { email: string; name: string; role: Role; language?: Language },
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
    const user = await trx.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
    // Webhooks are for general managers: those of a person who no longer is one stop until another resumes them.
    if (role !== 'general_manager') await pauseWebhooksOf(trx, userId, 'creator_demoted');
    return user;
  });
}

/**
 * `PUT /users/{id}`: the name (the person themself, update_profile), the employee number (general managers,
 * set_employee_number) and the start date (general managers, set_start_date); each field is refused (403) to a
 * caller its rule does not name. One transaction: all the fields given change, or none.
 */
export async function updateAccount(
  db: Db,
  actor: Actor,
  subject: PersonSubject,
  changes: { name?: string; employee_number?: string | null; start_date?: string | null },
): Promise<UserRow> {
  if (changes.name !== undefined && !can(actor, 'update_profile', subject)) throw new ForbiddenError();
  if (changes.employee_number !== undefined && !can(actor, 'set_employee_number', subject)) throw new ForbiddenError();
  if (changes.start_date !== undefined && !can(actor, 'set_start_date', subject)) throw new ForbiddenError();
  const set: { name?: string; employee_number?: string | null } = {};
  if (changes.name !== undefined) {
    const trimmed = changes.name.trim();
    if (trimmed === '') throw ValidationError.field('name', 'required', 'must not be blank');
    set.name = trimmed;
  }
  if (changes.employee_number !== undefined) {
    // Blank clears it: payroll numbers are compared as written, without surrounding spaces.
    const trimmed = changes.employee_number?.trim() ?? '';
    set.employee_number = trimmed === '' ? null : trimmed;
  }
  const startDate = changes.start_date;
  return db.transaction().execute(async (trx) => {
    let row =
      Object.keys(set).length === 0
        ? await trx.selectFrom('users').selectAll().where('id', '=', subject.id).executeTakeFirstOrThrow()
        : await trx.updateTable('users').set(set).where('id', '=', subject.id).returningAll().executeTakeFirstOrThrow();
    if (startDate !== undefined) row = await setStartDate(trx, actor, subject.id, startDate);
    return row;
  });
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: {
    language?: Language;
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
    // The erased content must not leave through webhooks: within this transaction the deletions below emit
    // no webhook event (migration 0081); the account's deletion alone is sent, as `user.deleted`.
    await sql`select set_config('timetrack.erasing_account', 'on', true)`.execute(trx);
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('corrections').where('user_id', '=', userId).execute();
    await trx.deleteFrom('clock_records').where('user_id', '=', userId).execute();
    await trx.deleteFrom('absences').where('user_id', '=', userId).execute();
    // Leave (its counted days go with each request), allowances, the secret calendar address, the browsers
    // it pushes to (their queued pushes go with them) and the reminders sent.
    await trx.deleteFrom('leave_requests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('leave_allowances').where('user_id', '=', userId).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('reminders').where('user_id', '=', userId).execute();
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
    await trx.updateTable('personal_access_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    // What was written about the person before, still queued or kept as a delivery's history, goes too, and so
    // do the live events about them (their clocks, notifications, requests, weeks).
    await trx
      .deleteFrom('webhook_events')
      .where(sql`coalesce(data ->> 'user_id', data ->> 'id')`, '=', String(userId))
      .where('type', '<>', 'ping')
      .execute();
    await trx.deleteFrom('live_events').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({ status: 'deleted', email: null, name: DELETED_NAME, password_hash: null, badge: null, pin_hash: null, employee_number: null, deleted_at: now })
      .where('id', '=', userId)
      .execute();
    await pauseWebhooksOf(trx, userId, 'creator_deleted', now);
  });
}

/** The change log's subject of a change of a person's start date: the person's account. */
export const START_DATE_SUBJECT_TYPE = 'start_date';

/**
 * Sets the day a person starts (null: inferred again, queries/start-dates.ts), and what it changes: what the
 * person owes. So, like a schedule, a change is logged in the person's change log and notified to them
 * (`start_date_updated`); setting the same day again changes nothing. Takes the person's row lock.
 */
export async function setStartDate(trx: Tx, actor: Actor, userId: number, startDate: string | null): Promise<UserRow> {
  await lockPerson(trx, userId);
  const before = await trx.selectFrom('users').selectAll().where('id', '=', userId).where('status', '<>', 'deleted').executeTakeFirst();
  if (!before) throw new NotFoundError('No such person.');
  if (before.start_date === startDate) return before;
  const after = await trx.updateTable('users').set({ start_date: startDate }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
  const change = await appendChange(trx, {
    userId,
    actorId: actor.id,
    action: 'update',
    subjectType: START_DATE_SUBJECT_TYPE,
    subjectId: userId,
    before: { start_date: before.start_date },
    after: { start_date: after.start_date },
  });
  await notify(trx, userId, 'start_date_updated', { change_id: change.id, actor_id: actor.id });
  return after;
}
