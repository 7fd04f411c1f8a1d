// The databases a benchmark runs on: a fresh PostgreSQL database (created on the server of
// BENCH_DATABASE_URL, dropped afterwards) or a fresh PGlite data directory (removed afterwards).
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';

export type DatabaseKind = 'postgres' | 'pglite';

export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The server's own pool size (openDatabase's default): the ceilings use the same. */
export const POOL_SIZE = 10;

export interface Target {
  kind: DatabaseKind;
  /** Where it is, for the report. */
  label: string;
  /** The settings that point the server (`npm start`) at it. */
  env: Record<string, string>;
  open(poolSize?: number): Promise<DatabaseHandle>;
  /**
   * The same data for another process beside the server: PostgreSQL serves both from the one database
   * (dropping the copy leaves it); a PGlite directory is one process's, so it is copied.
   */
  copy(): Promise<Target>;
  drop(): Promise<void>;
}

/** Whether the PostgreSQL server answers; the reason when it does not. */
/**
 * After a bulk load: the statistics gathered, the loaded rows vacuumed and their pages written out, as in
 * a database that has been running for a while. Otherwise autovacuum's first pass over millions of new
 * rows, and the checkpoint that writes them, land in the middle of the measurements (seen: p99 of 130 to
 * 1,500 ms for a few seconds, in the service and the raw transaction alike). PostgreSQL only.
 */
export async function settleAfterLoad(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTarget(kind: DatabaseKind, size: string): Promise<Target> {
  if (kind === 'postgres') {
    const name = `tt_bench_${size}_${randomBytes(4).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const target: Target = {
      kind,
      label: `${url.host}/${name}`,
      env: { DATABASE_URL: databaseUrl },
      // No session limits: loading the company runs statements far longer than a request may.
      open: (poolSize = POOL_SIZE) => openDatabase({ databaseUrl, dataDir: '', poolSize, timeoutMs: 0 }),
      copy: async () => ({ ...target, drop: async () => {} }),
      drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
    return target;
  }
  return pgliteTarget(await mkdtemp(join(tmpdir(), `tt-bench-${size}-`)), size);
}

function pgliteTarget(dir: string, size: string): Target {
  return {
    kind: 'pglite',
    label: dir,
    env: { DATA_DIR: dir },
    open: () => openDatabase({ databaseUrl: undefined, dataDir: dir, timeoutMs: 0 }),
    copy: async () => {
      const copy = await mkdtemp(join(tmpdir(), `tt-bench-${size}-copy-`));
      await cp(dir, copy, { recursive: true });
      return pgliteTarget(copy, size);
    },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
