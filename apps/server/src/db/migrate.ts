// Ordered plain-SQL migrations (migrations/NNNN_name.sql), each applied once in its own transaction.
// A session-level advisory lock makes concurrent starts of several instances apply them one at a time.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './client.js';

// src/db and dist/db are both two levels below the package root, where migrations/ lives.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const LOCK_KEY = 7_301_520_001;

export async function listMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

/** Applies the migrations not applied yet; returns their names. */
export async function migrate(db: Db): Promise<string[]> {
  const names = await listMigrations();
  return db.connection().execute((connection) =>
    withoutTimeLimits(connection, async () => {
      await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(connection);
      try {
        await sql`create table if not exists schema_migrations (
          name text primary key, applied_at timestamptz not null default now())`.execute(connection);
        const applied = new Set(
          (await sql<{ name: string }>`select name from schema_migrations`.execute(connection)).rows.map((r) => r.name),
        );
        const done: string[] = [];
        for (const name of names) {
          if (applied.has(name)) continue;
          const text = await readFile(MIGRATIONS_DIR + name, 'utf8');
          await connection.transaction().execute(async (trx) => {
            await sql.raw(text).execute(trx);
            await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
          });
          done.push(name);
        }
        return done;
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(connection);
      }
    }),
  );
}

/**
 * Runs `work` on this connection without the session's statement and lock time limits, then puts them back:
 * waiting for another instance's migrations, or a migration over a large table, outlasts the limits meant
 * for requests (DATABASE_TIMEOUT_MS).
 */
async function withoutTimeLimits<T>(connection: Db, work: () => Promise<T>): Promise<T> {
  const limits = await sql<{ statement: string; lock: string }>`
    select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`.execute(connection);
  const { statement, lock } = limits.rows[0]!;
  await sql`select set_config('statement_timeout', '0', false), set_config('lock_timeout', '0', false)`.execute(connection);
  try {
    return await work();
  } finally {
    await sql`select set_config('statement_timeout', ${statement}, false), set_config('lock_timeout', ${lock}, false)`.execute(
      connection,
    );
  }
}
