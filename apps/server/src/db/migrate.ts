// Ordered plain-SQL migrations (migrations/NNNN_name.sql), each applied once in its own transaction.
// A session-level advisory lock makes concurrent starts of several instances apply them one at a time.
// Migrations are append-only: the runner records each applied file's checksum and refuses to start when an
// applied file has changed since (a database that applied the old text would silently keep it). Rows of a
// database made before checksums were recorded get theirs on the first start of this runner.
import { createHash } from 'node:crypto';
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

/** An applied migration's file is not the one that was applied; `message` is the one line to print. */
export class MigrationChangedError extends Error {
  constructor(readonly migration: string) {
    super(
      `Migration ${migration} was changed after this database applied it: put back the released file ` +
        '(an applied migration is never edited; a change goes in a new migration).',
    );
    this.name = 'MigrationChangedError';
  }
}

/**
 * The checksum of a migration's text: SHA-256 of its bytes, line endings read as LF (a checkout that turns
 * them into CRLF is not a change).
 */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

/** Applies the migrations not applied yet; returns their names. */
export async function migrate(db: Db): Promise<string[]> {
  const names = await listMigrations();
  const texts = new Map<string, string>();
  for (const name of names) texts.set(name, await readFile(MIGRATIONS_DIR + name, 'utf8'));
  return db.connection().execute((connection) =>
    withoutTimeLimits(connection, async () => {
      await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(connection);
      try {
        await sql`create table if not exists schema_migrations (
          name text primary key, applied_at timestamptz not null default now())`.execute(connection);
        // The runner's own bookkeeping, not a numbered migration: a database of an earlier release gains it here.
        await sql`alter table schema_migrations add column if not exists checksum text`.execute(connection);
        const rows = (await sql<{ name: string; checksum: string | null }>`select name, checksum from schema_migrations`.execute(connection)).rows;
        const applied = new Set(rows.map((row) => row.name));
        for (const row of rows) {
          const text = texts.get(row.name);
          // A migration applied by a newer release than this one (a rollback) is not this runner's to judge.
          if (text === undefined) continue;
          const checksum = migrationChecksum(text);
          if (row.checksum === null) {
            await sql`update schema_migrations set checksum = ${checksum} where name = ${row.name} and checksum is null`.execute(connection);
          } else if (row.checksum !== checksum) {
            throw new MigrationChangedError(row.name);
          }
        }
        const done: string[] = [];
        for (const name of names) {
          if (applied.has(name)) continue;
          const text = texts.get(name)!;
          await connection.transaction().execute(async (trx) => {
            await sql.raw(text).execute(trx);
            await sql`insert into schema_migrations (name, checksum) values (${name}, ${migrationChecksum(text)})`.execute(trx);
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
