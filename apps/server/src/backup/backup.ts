// Backups of the whole database, in the form each engine restores exactly: the embedded database's data
// directory as PGlite dumps it (a gzipped tar), a PostgreSQL database in pg_dump's custom format. A
// restore gives back every record as it was, change log and its hash chains included.
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { makeDataDirPrivate } from '../db/data-dir.js';

/** Where the database is: the same settings as the service (DATABASE_URL, or DATA_DIR for the embedded one). */
export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Engine = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

function engineOf(target: BackupTarget): Engine {
  const url = target.databaseUrl;
  if (url && /^postgres(ql)?:/.test(url)) return { kind: 'postgres', url };
  if (url?.startsWith('memory:')) throw new BackupError('DATABASE_URL is memory://: an in-memory database has nothing to back up.');
  return { kind: 'pglite', dataDir: target.dataDir };
}

/** The file name a backup gets when none is given: `timetrack-<engine>-<UTC time>.<extension>`. */
export function defaultBackupFile(target: BackupTarget, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return engineOf(target).kind === 'postgres' ? `timetrack-postgres-${stamp}.dump` : `timetrack-pglite-${stamp}.tar.gz`;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} is not installed (PostgreSQL's client tools are needed)` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${errors.trim() || `exit code ${code}`}`))));
  });
}

async function isEmptyDirectory(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Whether a PostgreSQL database holds the service's tables already. */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ found: boolean }>(
      `select exists (select 1 from information_schema.tables where table_schema = 'public') as found`,
    );
    return result.rows[0]?.found ?? false;
  } finally {
    await client.end();
  }
}

/**
 * Creates (or empties) `file` readable and writable by its owner only, whatever the process's file-creation
 * mask: a backup holds password hashes and the access-token secret. An existing file keeps this mode when
 * pg_dump truncates it.
 */
async function openPrivateFile(file: string) {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.chmod(0o600);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Writes a backup of the database to `file` (mode 0600); returns its size in bytes. The embedded database must not be
 * in use (stop the service first): PGlite is one process's database. A PostgreSQL server is backed up
 * while it serves (pg_dump reads one consistent snapshot).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  const engine = engineOf(target);
  if (engine.kind === 'postgres') {
    await (await openPrivateFile(file)).close();
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${engine.url}`]);
  } else {
    if (await isEmptyDirectory(engine.dataDir)) throw new BackupError(`There is no embedded database in ${engine.dataDir} (DATA_DIR).`);
    const pglite = await PGlite.create({ dataDir: engine.dataDir });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      const handle = await openPrivateFile(file);
      try {
        await handle.writeFile(Buffer.from(await dump.arrayBuffer()));
      } finally {
        await handle.close();
      }
    } finally {
      await pglite.close();
    }
  }
  return (await stat(file)).size;
}

/**
 * Restores a backup made by `backupDatabase` into the configured database. A database that already holds
 * data is refused unless `force` is given; then it is replaced. The service must be stopped meanwhile.
 */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<void> {
  const engine = engineOf(target);
  await stat(file).catch(() => {
    throw new BackupError(`No backup file ${file}.`);
  });
  if (engine.kind === 'postgres') {
    if (!options.force && (await postgresHasTables(engine.url))) {
      throw new BackupError('The database already holds tables: give --force to replace them with the backup.');
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${engine.url}`,
      file,
    ]);
    return;
  }
  if (!(await isEmptyDirectory(engine.dataDir))) {
    if (!options.force) throw new BackupError(`${engine.dataDir} (DATA_DIR) is not empty: give --force to replace it with the backup.`);
    await rm(engine.dataDir, { recursive: true, force: true });
  }
  await mkdir(engine.dataDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create({ dataDir: engine.dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await pglite.close();
  // The restored files come out with the modes of the archive: private, as the service keeps them.
  makeDataDirPrivate(engine.dataDir);
}
