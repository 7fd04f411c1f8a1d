// The service's own backups, on a clock the test drives: one at the start when the folder's newest is old,
// then one per interval across instances (the lease), each private and checked, the newest BACKUP_KEEP
// kept; a failure logged, counted and tried again later. On both databases.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkBackup } from '../backup/backup.js';
import { backupState } from '../queries/backups.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { BackupJob, backupFileName, listBackups, type BackupJobOptions } from './backup.js';

const HOUR_MS = 3_600_000;
let database: TestDatabase;
const folders: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  for (const path of folders) await rm(path, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'timetrack-backups-'));
  folders.push(path);
  return path;
}

function clockAt(iso: string) {
  const clock = { at: new Date(iso), advance: (ms: number) => (clock.at = new Date(clock.at.getTime() + ms)) };
  return clock;
}

function job(options: Partial<BackupJobOptions> & Pick<BackupJobOptions, 'folder' | 'now'>) {
  const logger = { info: vi.fn(), error: vi.fn() };
  return {
    logger,
    job: new BackupJob({ database: database.handle, databaseUrl: database.url, everyMs: HOUR_MS, keep: 2, logger, ...options }),
  };
}

describe('the service’s own backups', () => {
  it('takes one per interval across instances, private and checked, and keeps the newest', async () => {
    const where = await folder();
    const clock = clockAt('2026-11-27T08:00:00.000Z');
    const now = () => clock.at;
    const first = job({ folder: where, now });
    const second = job({ folder: where, now });
    // An empty folder: the first look finds the newest backup missing, so one is due at once.
    expect(await first.job.lookAtFolder()).toBe(true);

    const taken = await first.job.runIfDue();
    expect(taken).toMatchObject({ outcome: 'taken', deleted: [] });
    const file = (taken as { file: string }).file;
    expect(file).toBe(join(where, backupFileName(database.handle.kind, clock.at)));
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    expect((await checkBackup(file)).latestMigration).toMatch(/^\d{4}_/);
    expect((await backupState(database.handle.db)).last_good_at).toEqual(clock.at);

    // Not again within the interval, from either instance.
    expect(await first.job.runIfDue()).toEqual({ outcome: 'not-due' });
    clock.advance(HOUR_MS / 2);
    expect(await second.job.runIfDue()).toEqual({ outcome: 'not-due' });

    // Due again: two instances at the same moment, one backup.
    clock.advance(HOUR_MS / 2);
    const both = await Promise.all([first.job.runIfDue(), second.job.runIfDue()]);
    expect(both.map((outcome) => outcome.outcome).sort()).toEqual(['not-due', 'taken']);

    // A third: the oldest goes, the newest two stay.
    clock.advance(HOUR_MS);
    const third = await second.job.runIfDue();
    expect(third).toMatchObject({ outcome: 'taken', deleted: [file] });
    expect((await listBackups(where)).map((backup) => backup.at)).toEqual([clock.at, new Date(clock.at.getTime() - HOUR_MS)]);
    expect(first.logger.error).not.toHaveBeenCalled();
    expect(second.logger.error).not.toHaveBeenCalled();
  }, 120_000);

  it('logs and counts a failure, tries again later, and starts with one when the folder’s newest is old', async () => {
    const state = await backupState(database.handle.db);
    const clock = clockAt(new Date((state.last_good_at ?? new Date('2026-11-27T08:00:00Z')).getTime() + 2 * HOUR_MS).toISOString());
    const now = () => clock.at;
    // BACKUP_DIR names a file: no backup can be written there.
    const blocked = join(await folder(), 'not-a-folder');
    await writeFile(blocked, '');
    const failing = job({ folder: blocked, now });
    expect(await failing.job.runIfDue()).toMatchObject({ outcome: 'failed' });
    expect(failing.logger.error).toHaveBeenCalledTimes(1);
    const failed = await backupState(database.handle.db);
    expect(failed.failures).toBe(state.failures + 1);
    // Not tried again at once...
    expect(await failing.job.runIfDue()).toEqual({ outcome: 'not-due' });

    // ...but a new folder whose newest backup is older than the interval gets one at the start (after the
    // retry wait), even though the last good one, elsewhere, is recent.
    clock.advance(HOUR_MS);
    const fresh = job({ folder: await folder(), now });
    await fresh.job.runIfDue(); // due anyway: the last good backup is three hours old
    expect(await fresh.job.runIfDue()).toEqual({ outcome: 'not-due' });
    const elsewhere = await folder();
    await writeFile(join(elsewhere, backupFileName(database.handle.kind, new Date(clock.at.getTime() - 5 * HOUR_MS))), 'old');
    const restarted = job({ folder: elsewhere, now });
    expect(await restarted.job.lookAtFolder()).toBe(true);
    expect(await restarted.job.runIfDue()).toMatchObject({ outcome: 'taken' });
    expect((await listBackups(elsewhere)).length).toBe(2);
  }, 120_000);
});
