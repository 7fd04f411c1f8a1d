// The service's own backups (BACKUP_DIR): every BACKUP_EVERY_HOURS one instance takes a backup of the
// database (the embedded one from its own files, PostgreSQL through pg_dump), checks it by opening it, keeps
// the newest BACKUP_KEEP and deletes the older ones. The row of backup_schedule is shared by every instance:
// a lease on it lets one instance at a time take the backup, and its last good time spaces them (health and
// the metrics read it too). A failure is logged and counted there, and tried again after RETRY_MS.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { checkBackup, dumpPostgres, writeBackupFile } from '../backup/backup.js';
import type { DatabaseHandle } from '../db/client.js';
import { startPeriodic, type Periodic } from './periodic.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long an instance may take a backup before another may take over (one that died holding it). */
const LEASE_MS = HOUR_MS;
/** After a failed backup, the next try waits this long (or the interval, when shorter). */
const RETRY_MS = HOUR_MS;

const BACKUP_NAME = /^timetrack-(pglite|postgres)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(tar\.gz|dump)$/;

/** `timetrack-<engine>-<UTC time>.<extension>`, the name `npm run backup` gives too. */
export function backupFileName(kind: DatabaseHandle['kind'], at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return kind === 'postgres' ? `timetrack-postgres-${stamp}.dump` : `timetrack-pglite-${stamp}.tar.gz`;
}

/** The backups in `folder` by the time in their names, newest first. */
export async function listBackups(folder: string): Promise<{ file: string; at: Date }[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const m = BACKUP_NAME.exec(name);
      return m ? [{ file: join(folder, name), at: new Date(`${m[2]}-${m[3]}-${m[4]}T${m[5]}:${m[6]}:${m[7]}Z`) }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export interface BackupJobOptions {
  database: DatabaseHandle;
  /** PostgreSQL's URL, for pg_dump; undefined on the embedded database. */
  databaseUrl: string | undefined;
  folder: string;
  everyMs: number;
  keep: number;
  logger: Pick<Logger, 'info' | 'error'>;
  /** The clock (tests drive their own). */
  now?: () => Date;
}

export type BackupOutcome =
  | { outcome: 'taken'; file: string; bytes: number; deleted: string[] }
  | { outcome: 'failed'; error: string }
  | { outcome: 'not-due' };

export class BackupJob {
  private readonly instance = randomUUID();
  private readonly now: () => Date;
  /** At start, a folder whose newest backup is older than the interval gets one soon, whatever the row says. */
  private overdueHere = false;

  constructor(private readonly options: BackupJobOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Looks at the folder: is its newest backup older than the interval (or is there none)? */
  async lookAtFolder(): Promise<boolean> {
    const newest = (await listBackups(this.options.folder))[0];
    this.overdueHere = !newest || this.now().getTime() - newest.at.getTime() >= this.options.everyMs;
    return this.overdueHere;
  }

  /** Takes a backup when one is due and this instance wins the lease; otherwise does nothing. */
  async runIfDue(): Promise<BackupOutcome> {
    const now = this.now();
    const goodBefore = new Date(now.getTime() - this.options.everyMs);
    const failedBefore = new Date(now.getTime() - Math.min(this.options.everyMs, RETRY_MS));
    const claimed = await this.options.database.db
      .updateTable('backup_schedule')
      .set({ leased_by: this.instance, lease_until: new Date(now.getTime() + LEASE_MS) })
      .where('id', '=', 1)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .where((eb) =>
        eb.or([
          ...(this.overdueHere ? [eb.lit(true)] : []),
          eb('last_good_at', 'is', null),
          eb('last_good_at', '<=', goodBefore),
        ]),
      )
      .where((eb) => eb.or([eb('last_failed_at', 'is', null), eb('last_failed_at', '<=', failedBefore)]))
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return { outcome: 'not-due' };
    this.overdueHere = false;
    return this.take(now);
  }

  private async take(now: Date): Promise<BackupOutcome> {
    const { database, folder } = this.options;
    const file = join(folder, backupFileName(database.kind, now));
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      let bytes: number;
      if (database.kind === 'postgres') {
        bytes = await dumpPostgres(this.options.databaseUrl!, file);
      } else {
        const image = await database.backupImage!();
        bytes = await writeBackupFile(file, new Uint8Array(await image.arrayBuffer()));
      }
      // A backup counts once it opens as a database.
      await checkBackup(file);
      await database.db
        .updateTable('backup_schedule')
        .set({ last_good_at: now, last_good_file: file, leased_by: null, lease_until: null })
        .where('id', '=', 1)
        .execute();
      const deleted = await this.prune();
      this.options.logger.info({ file, bytes, deleted }, 'backup taken and checked');
      return { outcome: 'taken', file, bytes, deleted };
    } catch (error) {
      const message = (error as Error).message || String(error);
      await rm(file, { force: true }).catch(() => {});
      this.options.logger.error({ err: error, file }, `the backup failed: ${message}`);
      await database.db
        .updateTable('backup_schedule')
        .set((eb) => ({
          last_failed_at: now,
          last_error: message.slice(0, 1000),
          failures: eb('failures', '+', 1),
          leased_by: null,
          lease_until: null,
        }))
        .where('id', '=', 1)
        .execute()
        .catch((recordError: unknown) => this.options.logger.error({ err: recordError }, 'the failed backup could not be recorded'));
      return { outcome: 'failed', error: message };
    }
  }

  /** Deletes the backups beyond the newest `keep` in the folder. */
  private async prune(): Promise<string[]> {
    const extra = (await listBackups(this.options.folder)).slice(this.options.keep);
    for (const { file } of extra) await rm(file, { force: true });
    return extra.map(({ file }) => file);
  }
}

/**
 * Runs the job: a first look `firstMs` after the start (within a minute), then every `tickMs`; returns a
 * function that stops it, waiting for a backup in progress.
 */
export function startBackupJob(job: BackupJob, logger: Pick<Logger, 'error'>, firstMs = 30_000, tickMs = MINUTE_MS): () => Promise<void> {
  let stopped = false;
  let periodic: Periodic | undefined;
  const looked = job
    .lookAtFolder()
    .catch((error: unknown) => logger.error({ err: error }, 'BACKUP_DIR could not be read'))
    .then(() => {
      if (stopped) return;
      periodic = startPeriodic({
        run: () => job.runIfDue(),
        firstMs,
        everyMs: tickMs,
        logger,
        level: 'error',
        failure: 'the backup schedule could not be read',
      });
    });
  return async () => {
    stopped = true;
    await looked;
    await periodic?.stop();
  };
}
