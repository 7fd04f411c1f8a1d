// What health reports of the database: can this instance reach it, and, if time is left, the outbox backlog and
// the age of the last backup (docs/operating.md#health-and-metrics).
import { PING_TIMEOUT_MS, type DatabaseHandle } from '../db/client.js';
import { UnavailableError } from '../errors.js';
import { BACKUP_AGE_SQL } from './backups.js';
import { outboxBacklogQuery } from './outbox.js';

/** The least time the backlog is given when the ping took most of the budget. */
const MIN_PROBE_MS = 50;

export interface DatabaseHealth {
  /** null: not counted within the budget */
  outboxBacklog: number | null;
  /** null: no backup yet, or not read within the budget */
  backupAgeSeconds: number | null;
}

/**
 * Within `budgetMs` in all: the database is asked through a connection of its own (a pool busy with requests
 * is not a database that is down), and the figures for operators are left out rather than waited for.
 * Throws UnavailableError when the database does not answer the ping.
 */
export async function databaseHealth(database: DatabaseHandle, budgetMs: number): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await database.ping(PING_TIMEOUT_MS);
  } catch {
    throw new UnavailableError('The database is unreachable or did not answer in time.');
  }
  const left = budgetMs - (performance.now() - started);
  const query = outboxBacklogQuery(database.db);
  // One statement for both figures: one wait, within what is left of the budget.
  const figures = await database
    .probe<{ count: number; backup_age: number | null }>(
      `select (${query.sql}) as count, (${BACKUP_AGE_SQL}) as backup_age`,
      [...query.parameters],
      Math.max(MIN_PROBE_MS, left),
    )
    .then((rows) => rows[0])
    .catch(() => undefined);
  return {
    outboxBacklog: figures ? Number(figures.count ?? 0) : null,
    backupAgeSeconds: figures?.backup_age == null ? null : Math.max(0, Number(figures.backup_age)),
  };
}
