// `npm run backup [-- file]` and `npm run restore -- file [--force]`: the database of the same settings as
// `npm start` (DATABASE_URL, or DATA_DIR for the embedded database).
import { ConfigError, loadConfig } from '../config.js';
import { keepCreatedFilesPrivate } from '../db/data-dir.js';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from './backup.js';

const USAGE = 'usage: npm run backup [-- <file>]   |   npm run restore -- <file> [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  // What this writes (the embedded database's files, a backup) is private to the account running it.
  keepCreatedFilesPrivate();
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  try {
    if (command === 'backup' && files.length <= 1) {
      const file = files[0] ?? defaultBackupFile(target);
      const bytes = await backupDatabase(target, file);
      process.stdout.write(`Backed up the database to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`);
    } else if (command === 'restore' && files.length === 1) {
      await restoreDatabase(target, files[0]!, { force });
      process.stdout.write(`Restored the database from ${files[0]}. Start the service as usual.\n`);
    } else {
      fail(USAGE);
    }
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
}

await main();
