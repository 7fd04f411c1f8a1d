// Reads of accounts: the list, searched by name or e-mail, filtered by role, a page at a time; a person's language.
import type { Db } from '../db/client.js';
import type { Language, Role, UserRow } from '../db/schema.js';
import { paginate, type PageRequest } from './pagination.js';

export interface UserListQuery {
  q?: string;
  role?: Role;
  /** Invited accounts too, or only active ones. */
  includeInvited: boolean;
  /** `q` also finds the account whose badge number it is (for those who see badges: general managers). */
  searchBadges?: boolean;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(db: Db, query: UserListQuery, page: PageRequest): Promise<{ rows: UserRow[]; total: number }> {
  let base = db.selectFrom('users').where('status', 'in', query.includeInvited ? ['active', 'invited'] : ['active']);
  if (query.role) base = base.where('role', '=', query.role);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', pattern),
        eb(eb.fn('lower', ['email']), 'like', pattern),
        ...(query.searchBadges === true ? [eb('badge', '=', q)] : []),
      ]),
    );
  }
  return paginate(base, page, (q) => q.selectAll().orderBy((eb) => eb.fn('lower', ['name'])).orderBy('id'));
}

/** A person's language: their timesheet is written in it. The person exists (their access was checked). */
export async function languageOf(db: Db, userId: number): Promise<Language> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.language;
}
