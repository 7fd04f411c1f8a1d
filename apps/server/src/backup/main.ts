// `npm run backup [-- file]`, `npm run restore -- file [--force]` and `npm run restore -- --check file`: the
// database of the same settings as `npm start` (DATABASE_URL, or DATA_DIR for the embedded database). The
// embedded database is one process's: when the service holds DATA_DIR, the backup is asked of the service
// (its control socket); a restore waits for the service to stop. Every refusal is one line.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { keepCreatedFilesPrivate } from '../db/data-dir.js';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.js';
import { BackupError, backupDatabase, checkBackup, defaultBackupFile, restoreDatabase } from './backup.js';
import { requestBackup } from './control.js';

const USAGE = 'usage: npm run backup [-- <file>]   |   npm run restore -- <file> [--force]   |   npm run restore -- --check <file>';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  // What this writes (the embedded database's files, a backup) is private to the account running it.
  keepCreatedFilesPrivate();
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const check = rest.includes('--check');
  const files = rest.filter((arg) => arg !== '--force' && arg !== '--check');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const embedded = config.databaseUrl === undefined;

  if (command === 'backup' && files.length <= 1 && !check && !force) {
    const file = resolve(files[0] ?? defaultBackupFile(target));
    let lock: DataDirLock | undefined;
    if (embedded) {
      try {
        lock = lockDataDir(config.dataDir, { role: 'npm run backup', advice: () => 'wait for it to end, then try again' });
      } catch (error) {
        if (!(error instanceof DataDirBusyError)) throw error;
        // The running service writes the backup of its own database.
        if (!error.holder?.socket) fail(error.message);
        const bytes = await requestBackup(error.holder.socket, file).catch((failure: Error) =>
          fail(`The running service (PID ${error.holder!.pid}) could not write the backup: ${failure.message}`),
        );
        process.stdout.write(`Backed up the database to ${file} (${megabytes(bytes)}), written by the running service (PID ${error.holder.pid}).\n`);
        return;
      }
    }
    try {
      const bytes = await backupDatabase(target, file);
      process.stdout.write(`Backed up the database to ${file} (${megabytes(bytes)}).\n`);
    } finally {
      lock?.release();
    }
  } else if (command === 'restore' && files.length === 1 && check && !force) {
    const checked = await checkBackup(files[0]!);
    const kind = checked.engine === 'pglite' ? 'the embedded database' : 'a PostgreSQL database';
    process.stdout.write(
      `${files[0]} is a sound backup of ${kind} (${megabytes(checked.bytes)}, migrations up to ${checked.latestMigration}); nothing was changed.\n`,
    );
  } else if (command === 'restore' && files.length === 1 && !check) {
    const lock = embedded
      ? lockDataDir(config.dataDir, {
          role: 'npm run restore',
          advice: (holder) => (holder?.role === 'the service' ? 'stop the service first, then restore' : 'wait for it to end, then restore'),
        })
      : undefined;
    try {
      await restoreDatabase(target, files[0]!, { force });
      // The archive brought the lock file of the process that made it: say again who holds it now.
      lock?.announceSocket(undefined);
    } finally {
      lock?.release();
    }
    process.stdout.write(`Restored the database from ${files[0]}. Start the service as usual.\n`);
  } else {
    fail(USAGE);
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirBusyError) fail(error.message);
  fail(`The ${process.argv[2] === 'restore' ? 'restore' : 'backup'} failed: ${(error as Error).message || String(error)}`);
});

