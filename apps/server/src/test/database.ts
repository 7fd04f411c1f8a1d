// A fresh, migrated database for one test file: PGlite in memory (started from a migrated image made
// once per run by global-setup.ts), or, in the postgres project, a new database on TEST_DATABASE_URL's
// server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of the postgres test database (undefined on PGlite). */
  url: string | undefined;
  /** Opens another handle on the same database (a second server instance); postgres only. */
  openAnother(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export interface TestDatabaseOptions {
  /** Called with the statements of every round trip of the main handle (round-trip counts). */
  onRoundTrip?: (statements: string[]) => void;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const onRoundTrip = options.onRoundTrip ? { onRoundTrip: options.onRoundTrip } : {};
  if (testDatabaseKind() === 'pglite') {
    const dumpPath = inject('pgliteImage');
    const dump = dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '', ...(dump ? { pgliteDump: dump } : {}), ...onRoundTrip });
    await migrate(handle.db);
    return {
      handle,
      url: undefined,
      openAnother: () => Promise.reject(new Error('PGlite is one process: a second instance needs PostgreSQL')),
      drop: () => handle.close(),
    };
  }

  const name = `tt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  const open = async (counted = false) => {
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 10, ...(counted ? onRoundTrip : {}) });
    handles.push(handle);
    return handle;
  };
  const handle = await open(true);
  await migrate(handle.db);
  return {
    handle,
    url: url.toString(),
    openAnother: () => open(),
    drop: async () => {
      for (const h of handles) await h.close();
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
