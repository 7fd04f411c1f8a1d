// Backups of the whole database, in the form each engine restores exactly: the embedded database's data
// directory as PGlite dumps it (a gzipped tar), a PostgreSQL database in pg_dump's custom format. A
// restore gives back every record as it was, change log and its hash chains included.
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { makeDataDirPrivate } from '../db/data-dir.js';
import { LOCK_FILE } from '../db/data-dir-lock.js';

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

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} is not installed (PostgreSQL's client tools are needed)` : error.message)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new BackupError(`${command} failed: ${oneLine(errors) || `exit code ${code}`}`)),
    );
  });
}

function oneLine(text: string): string {
  return text.trim().split('\n').map((line) => line.trim()).filter(Boolean).join('; ');
}

/** Whether `path` holds an embedded database (PostgreSQL's PG_VERSION marks a data directory). */
async function holdsDatabase(path: string): Promise<boolean> {
  return stat(join(path, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
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
 * Writes `bytes` to `file` (mode 0600) by way of a partial file renamed at the end: a backup that failed
 * half-way never stands under the backup's name.
 */
export async function writeBackupFile(file: string, bytes: Uint8Array): Promise<number> {
  const partial = `${file}.partial`;
  const handle = await openPrivateFile(partial);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return bytes.byteLength;
}

/** pg_dump of a PostgreSQL database to `file` (mode 0600), through a partial file. */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  const partial = `${file}.partial`;
  await (await openPrivateFile(partial)).close();
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return (await stat(file)).size;
}

/**
 * Writes a backup of the database to `file` (mode 0600); returns its size in bytes. The embedded database is
 * opened here: the caller holds its DATA_DIR (a running service takes the backup itself, see control.ts).
 * A PostgreSQL server is backed up while it serves (pg_dump reads one consistent snapshot).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  const engine = engineOf(target);
  if (engine.kind === 'postgres') return dumpPostgres(engine.url, file);
  if (!(await holdsDatabase(engine.dataDir))) throw new BackupError(`There is no embedded database in ${engine.dataDir} (DATA_DIR).`);
  const pglite = await PGlite.create({ dataDir: engine.dataDir });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    return await writeBackupFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** What a backup holds, once read whole and opened. */
export interface CheckedBackup {
  engine: 'pglite' | 'postgres';
  /** The newest migration the backed-up database had applied. */
  latestMigration: string;
  bytes: number;
  /** PGlite: the backup's bytes, read once, for the restore that follows. */
  image?: Blob;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const PGDUMP_MAGIC = 'PGDMP';

async function readWhole(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `No backup file ${file}.` : `Cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Reads the whole backup and opens it elsewhere (the embedded kind in an in-memory database, the PostgreSQL
 * kind through pg_restore reading every part of it), without touching the configured database. A damaged,
 * truncated or foreign file is refused with one line saying why.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const bytes = await readWhole(file);
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      gunzipSync(bytes);
    } catch (error) {
      throw new BackupError(`${file} is damaged or truncated (${(error as Error).message}): it was not restored.`);
    }
    const image = new Blob([new Uint8Array(bytes)]);
    let pglite: PGlite | undefined;
    try {
      pglite = await PGlite.create({ loadDataDir: image });
    } catch {
      throw new BackupError(`${file} is not a backup of the embedded database (its archive does not open as one).`);
    }
    try {
      const latest = await latestMigration((text) => pglite.query<{ name: string }>(text).then((result) => result.rows));
      if (!latest) throw new BackupError(`${file} is not a Timetrack backup (its database has no applied migrations).`);
      return { engine: 'pglite', latestMigration: latest, bytes: bytes.length, image };
    } finally {
      await pglite.close().catch(() => {});
    }
  }
  if (bytes.subarray(0, PGDUMP_MAGIC.length).toString('latin1') === PGDUMP_MAGIC) {
    const list = await run('pg_restore', ['--list', file]).catch((error: BackupError) => {
      throw new BackupError(`${file} is damaged or truncated (${error.message}).`);
    });
    if (!/ TABLE DATA public schema_migrations /.test(list)) {
      throw new BackupError(`${file} is not a Timetrack backup (no schema_migrations table in it).`);
    }
    // Reads every part of the archive (data included), writing the script nowhere.
    await run('pg_restore', ['--file=/dev/null', file]).catch((error: BackupError) => {
      throw new BackupError(`${file} is damaged or truncated (${error.message}).`);
    });
    const latest = await postgresLatestMigration(file);
    return { engine: 'postgres', latestMigration: latest, bytes: bytes.length };
  }
  throw new BackupError(`${file} is not a Timetrack backup (neither an embedded database's archive nor a pg_dump file).`);
}

async function latestMigration(query: (text: string) => Promise<{ name: string }[]>): Promise<string | undefined> {
  try {
    return (await query('select name from schema_migrations order by name desc limit 1'))[0]?.name;
  } catch {
    return undefined;
  }
}

/** The newest migration named in a pg_dump file's data of schema_migrations. */
async function postgresLatestMigration(file: string): Promise<string> {
  const script = await run('pg_restore', ['--data-only', '--table=schema_migrations', '--file=-', file]);
  const names = [...script.matchAll(/^(\d{4}_[\w-]+\.sql)\t/gm)].map((match) => match[1]!).sort();
  return names.at(-1) ?? 'none';
}

/**
 * Restores a backup made by `backupDatabase` into the configured database, after `checkBackup` read it whole
 * and opened it elsewhere: nothing is replaced before then. A database that already holds data is refused
 * unless `force` is given; then it is replaced. The caller holds DATA_DIR (the service is stopped).
 */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<CheckedBackup> {
  const engine = engineOf(target);
  const checked = await checkBackup(file);
  if (checked.engine !== engine.kind) {
    throw new BackupError(
      `${file} is a backup of ${checked.engine === 'pglite' ? 'the embedded database' : 'a PostgreSQL database'}, ` +
        `but the configured database is ${engine.kind === 'pglite' ? 'the embedded one (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}: nothing was changed.`,
    );
  }
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
    return checked;
  }
  if (await holdsDatabase(engine.dataDir)) {
    if (!options.force) throw new BackupError(`${engine.dataDir} (DATA_DIR) holds a database: give --force to replace it with the backup.`);
  }
  await mkdir(engine.dataDir, { recursive: true, mode: 0o700 });
  // Everything but the lock file this process holds goes; the checked image takes its place.
  for (const name of await readdir(engine.dataDir)) {
    if (name !== LOCK_FILE) await rm(join(engine.dataDir, name), { recursive: true, force: true });
  }
  const pglite = await PGlite.create({ dataDir: engine.dataDir, loadDataDir: checked.image! });
  await pglite.close();
  // The restored files come out with the modes of the archive: private, as the service keeps them.
  makeDataDirPrivate(engine.dataDir);
  return checked;
}
