// One database interface for the whole service: Kysely over a pg pool (PostgreSQL server) or over PGlite
// (embedded PostgreSQL). Both speak the same SQL; values come back in the same JavaScript types.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A query runner: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as an image another PGlite can start from. */
  dumpImage?(): Promise<Blob>;
}

// `date` stays a calendar string (never a Date at local midnight); int8 and numeric become numbers
// (counts and sums of seconds stay far below 2^53).
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface OpenOptions {
  /** `postgres://…`, `memory://`, or undefined for PGlite stored in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Called when an idle pooled connection fails (the server went away); the pool recovers by itself. */
  onPoolError?: (error: Error) => void;
  /** A PGlite data directory dump to start from (tests start from an already migrated database). */
  pgliteDump?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:/.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      connectionTimeoutMillis: 5000,
      // The service runs short indexed queries: compiling one with JIT costs more than running it.
      options: '-c jit=off',
    });
    const onError = (error: Error) => options.onPoolError?.(error);
    pool.on('error', onError);
    // A connection that drops while checked out emits 'error' on its client, where the pool does not
    // listen: without this listener that would be an uncaught exception. The query fails normally.
    pool.on('connect', (client) => client.on('error', onError));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
    await handle.ping();
    return handle;
  }

  const dataDir = url?.startsWith('memory:') ? undefined : options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    parsers: {
      [pgliteTypes.DATE]: (value: string) => value,
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
    dumpImage: () => pglite.dumpDataDir('none') as Promise<Blob>,
  };
}
