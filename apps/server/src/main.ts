// The entry point: read the configuration, open and migrate the database, create the first account,
// listen, and on SIGTERM stop accepting, finish the requests in flight, close the database, exit 0; what is
// still running after SHUTDOWN_TIMEOUT_MS is cut short (exit 1).
import { buildApp } from './app.js';
import { commandsBeforeListen, startBackgroundWork } from './background.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { keepCreatedFilesPrivate, makeDataDirPrivate } from './db/data-dir.js';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { checkBackup, writeBackupFile } from './backup/backup.js';
import { startControlSocket } from './backup/control.js';
import { migrate } from './db/migrate.js';
import { pino } from 'pino';
import { loggerOptions } from './logger.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  if (config.databaseUrl.startsWith('memory:')) return 'an in-memory embedded database';
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main(): Promise<void> {
  // Before anything is written: what the service and the embedded database create is private.
  keepCreatedFilesPrivate();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Readable at a terminal; JSON when the output goes to a file or a log collector.
  const logger = pino(loggerOptions(config.logLevel, process.stdout.isTTY === true));

  // One process owns the embedded database's files: a second service, or a seed or restore while this one
  // runs, is refused before anything is touched.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir, {
        role: 'the service',
        advice: (holder) =>
          holder?.role === 'the service'
            ? 'one service per DATA_DIR: stop that one first, or give this one another DATA_DIR'
            : 'wait for it to end, then start the service',
      });
    } catch (error) {
      if (error instanceof DataDirBusyError) fail(error.message);
      throw error;
    }
  }

  let database: DatabaseHandle;
  try {
    if (!config.databaseUrl) {
      const { message } = makeDataDirPrivate(config.dataDir);
      if (message) logger.warn(message);
    }
    const open = () =>
      openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        timeoutMs: config.databaseTimeoutMs,
        onPoolError: (error) => logger.warn({ err: error }, 'a database connection failed; the pool will reconnect'),
      });
    // A PostgreSQL server starting beside the service (compose, a reboot) is waited for, DATABASE_WAIT_MS at most.
    const waitUntil = Date.now() + config.databaseWaitMs;
    for (;;) {
      try {
        database = await open();
        break;
      } catch (error) {
        if (!config.databaseUrl?.startsWith('postgres') || Date.now() > waitUntil) throw error;
        logger.warn(`${describeDatabase(config)} does not answer yet (${(error as Error).message}): trying again`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
    await migrate(database.db);
  } catch (error) {
    fail(`Cannot open ${describeDatabase(config)}: ${(error as Error).message || String(error)}`);
  }

  // `npm run backup` while the service runs: the service writes the backup of its own files.
  let stopControlSocket: () => Promise<void> = async () => {};
  if (lock && database.backupImage) {
    const running = database;
    stopControlSocket = await startControlSocket(lock, async (file) => {
      const bytes = await writeBackupFile(file, new Uint8Array(await (await running.backupImage!()).arrayBuffer()));
      await checkBackup(file);
      logger.info({ file, bytes }, 'backup written on request (npm run backup)');
      return bytes;
    });
  }

  await commandsBeforeListen(config, database, logger);
  const app = await buildApp({ config, database, logger });
  let stopBackgroundWork: () => Promise<void> = async () => {};

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then stopping`);
    // Stopping never waits without bound: a request that does not end (a client that never finishes
    // sending, a stream to a reader that stopped reading) is cut at the deadline.
    setTimeout(() => {
      logger.error(`Still busy ${config.shutdownTimeoutMs} ms after ${signal} (SHUTDOWN_TIMEOUT_MS): stopping now`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await app.close();
      await stopControlSocket();
      await stopBackgroundWork();
      await database.close();
      lock?.release();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Installed before the port opens: a SIGTERM as soon as the service answers is already a clean stop.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (stopping) return; // stopped while opening the port: the shutdown above ends the process
    throw error;
  }
  logger.info(`Timetrack is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs), on ${describeDatabase(config)}`);
  if (!stopping) stopBackgroundWork = startBackgroundWork(config, database, logger);
}

void main();
