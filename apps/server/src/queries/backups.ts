// The state of the service's own backups (BACKUP_DIR), shared by every instance: read by health and metrics.
import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../db/client.js';

/** Seconds since the last good backup (null: none yet), as one statement without parameters (health adds it to its probe). */
export const BACKUP_AGE_SQL = 'select floor(extract(epoch from now() - last_good_at))::int from backup_schedule where id = 1';

/** Seconds since the last good backup (null: none yet), and how many have failed. */
export function backupStateQuery(db: Db): CompiledQuery<{ age_seconds: number | null; failures: number; last_good_at: Date | null }> {
  return db
    .selectFrom('backup_schedule')
    .select([
      sql<number | null>`floor(extract(epoch from now() - last_good_at))::int`.as('age_seconds'),
      'failures',
      'last_good_at',
    ])
    .where('id', '=', 1)
    .compile();
}

export async function backupState(db: Db): Promise<{ age_seconds: number | null; failures: number; last_good_at: Date | null }> {
  const { rows } = await db.executeQuery(backupStateQuery(db));
  return rows[0] ?? { age_seconds: null, failures: 0, last_good_at: null };
}
