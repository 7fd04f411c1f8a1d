// First start: with no account at all, the general manager is created from ADMIN_EMAIL/ADMIN_PASSWORD
// (a random password, printed once, when none is set). Safe when several instances start together.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';

export interface FirstAdmin {
  email: string;
  /** Set when the password was generated: the only time it is shown. */
  generatedPassword?: string;
}

const FIRST_ADMIN_LOCK = 7_301_520_002;

export async function ensureFirstAdmin(
  db: Db,
  settings: { adminEmail: string; adminPassword: string | undefined },
): Promise<FirstAdmin | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return undefined;
    const generatedPassword = settings.adminPassword === undefined ? randomBytes(12).toString('base64url') : undefined;
    await trx
      .insertInto('users')
      .values({
        email: settings.adminEmail,
        name: 'Administrator',
        role: 'general_manager',
        status: 'active',
        password_hash: await hashPassword(settings.adminPassword ?? generatedPassword!),
      })
      .execute();
    return { email: settings.adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
  });
}
