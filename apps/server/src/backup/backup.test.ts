// Back up, wipe, restore: every record comes back, and every person's change-log chain still verifies.
// On the embedded database (a data directory) in the pglite project, on a PostgreSQL server in the
// postgres project.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../changelog/changelog.js';
import { openDatabase, type Db } from '../db/client.js';
import { makeDataDirPrivate } from '../db/data-dir.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/demo.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { BackupError, backupDatabase, checkBackup, defaultBackupFile, restoreDatabase } from './backup.js';
import { startControlSocket } from './control.js';
import { writeBackupFile } from './backup.js';

const folders: string[] = [];
async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'timetrack-backup-'));
  folders.push(path);
  return path;
}
afterAll(async () => {
  for (const path of folders) await rm(path, { recursive: true, force: true });
});

/** Every row of every table of the service, in a stable order. */
async function everything(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const all: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)} order by 1`.execute(db);
    all[table_name] = rows.rows;
  }
  return all;
}

/** A company with real history: the demo, made through the service's commands (change log included). */
async function fill(db: Db): Promise<void> {
  const admin = await db
    .insertInto('users')
    .values({ email: 'boss@example.test', name: 'Boss', role: 'general_manager', status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedDemo(db, { admin: { id: admin.id, role: 'general_manager' }, zone: 'UTC' });
}

/** A backup holds password hashes and the token secret: its owner alone may read it. */
async function expectPrivate(file: string): Promise<void> {
  expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
}

async function expectChainsVerify(db: Db): Promise<number> {
  const people = await db.selectFrom('changes').select('user_id').distinct().execute();
  expect(people.length).toBeGreaterThan(0);
  for (const { user_id } of people) expect((await verifyChain(db, user_id)).valid).toBe(true);
  return people.length;
}

describe.runIf(testDatabaseKind() === 'pglite')('backups of the embedded database', () => {
  it('back up, wipe, restore: every record back, every change-log chain verifies', async () => {
    const dataDir = join(await folder(), 'data');
    const target = { databaseUrl: undefined, dataDir };
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrate(first.db);
    await fill(first.db);
    const before = await everything(first.db);
    await first.close();

    const file = join(await folder(), defaultBackupFile(target));
    expect(file).toMatch(/timetrack-pglite-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(await backupDatabase(target, file)).toBeGreaterThan(0);
    await expectPrivate(file);
    // Written again over a file others could read, it is private again.
    await chmod(file, 0o644);
    await backupDatabase(target, file);
    await expectPrivate(file);

    await rm(dataDir, { recursive: true, force: true });
    await restoreDatabase(target, file);
    // Restored private: nothing under DATA_DIR that group or others may use.
    expect(makeDataDirPrivate(dataDir).narrowed).toBe(0);
    const restored = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await everything(restored.db)).toEqual(before);
      expect(before.changes!.length).toBeGreaterThan(0);
      await expectChainsVerify(restored.db);
    } finally {
      await restored.close();
    }

    // A data directory in use is not overwritten by mistake.
    await expect(restoreDatabase(target, file)).rejects.toThrow(BackupError);
    await restoreDatabase(target, file, { force: true });
    expect((await readdir(dataDir)).length).toBeGreaterThan(0);
  }, 180_000);

  it('backs up while the service runs (asked through its socket), restored elsewhere with nothing lost', async () => {
    const dataDir = join(await folder(), 'data');
    const running = await openDatabase({ databaseUrl: undefined, dataDir });
    const lock = lockDataDir(dataDir, { role: 'the service', advice: () => 'stop it first' });
    const stop = await startControlSocket(lock, async (file) =>
      writeBackupFile(file, new Uint8Array(await (await running.backupImage!()).arrayBuffer())),
    );
    try {
      await migrate(running.db);
      await fill(running.db);
      const before = await everything(running.db);
      // `npm run backup` in another process, while this one holds DATA_DIR.
      const file = join(await folder(), 'live.tar.gz');
      const cli = spawn(process.execPath, ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname, 'backup', file], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      expect(await new Promise((resolve) => cli.on('close', resolve))).toBe(0);
      expect(output).toMatch(new RegExp(`^Backed up the database to ${file} \\(.* MB\\), written by the running service \\(PID ${process.pid}\\)\\.\\n$`));
      await expectPrivate(file);

      const elsewhere = { databaseUrl: undefined, dataDir: join(await folder(), 'restored') };
      await restoreDatabase(elsewhere, file);
      const restored = await openDatabase({ databaseUrl: undefined, dataDir: elsewhere.dataDir });
      try {
        expect(await everything(restored.db)).toEqual(before);
        await expectChainsVerify(restored.db);
      } finally {
        await restored.close();
      }
    } finally {
      await stop();
      lock.release();
      await running.close();
    }
  }, 240_000);

  it('a damaged, truncated or foreign backup changes nothing and says why in one line', async () => {
    const dataDir = join(await folder(), 'data');
    const target = { databaseUrl: undefined, dataDir };
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrate(first.db);
    await first.db.insertInto('users').values({ email: 'kept@example.test', name: 'Kept', role: 'employee', status: 'active' }).execute();
    await first.close();
    const good = join(await folder(), 'good.tar.gz');
    await backupDatabase(target, good);
    expect(await checkBackup(good)).toMatchObject({ engine: 'pglite', latestMigration: expect.stringMatching(/^\d{4}_/) });

    const bytes = await readFile(good);
    const truncated = join(await folder(), 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = join(await folder(), 'foreign.tar.gz');
    await writeFile(foreign, 'not a backup at all');
    const damaged = join(await folder(), 'damaged.tar.gz');
    const flipped = Buffer.from(bytes);
    for (let i = 1000; i < 1100; i += 1) flipped[i] = flipped[i]! ^ 0xff;
    await writeFile(damaged, flipped);

    const files = await readdir(dataDir);
    for (const [file, why] of [
      [truncated, /is damaged or truncated/],
      [foreign, /is not a Timetrack backup/],
      [damaged, /is damaged or truncated|is not a backup/],
    ] as const) {
      await expect(checkBackup(file)).rejects.toThrow(why);
      const refusal = await restoreDatabase(target, file, { force: true }).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(why);
      expect((refusal as Error).message).not.toContain('\n');
    }
    // Still the same database, its one person there.
    expect(await readdir(dataDir)).toEqual(files);
    const after = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await after.db.selectFrom('users').select('email').where('email', '=', 'kept@example.test').execute()).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 180_000);

  it('refuses what it cannot do, with a sentence', async () => {
    const empty = { databaseUrl: undefined, dataDir: join(await folder(), 'nothing') };
    await expect(backupDatabase(empty, join(await folder(), 'x.tar.gz'))).rejects.toThrow(/no embedded database/);
    await expect(backupDatabase({ databaseUrl: 'memory://', dataDir: '' }, 'x')).rejects.toThrow(/nothing to back up/);
    await expect(restoreDatabase(empty, join(await folder(), 'missing.tar.gz'))).rejects.toThrow(/No backup file/);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('backups of a PostgreSQL database', () => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  it('back up, wipe, restore: every record back, every change-log chain verifies', async () => {
    database = await createTestDatabase();
    const target = { databaseUrl: database.url!, dataDir: '' };
    const db = database.handle.db;
    await fill(db);
    const before = await everything(db);

    const file = join(await folder(), defaultBackupFile(target));
    expect(file).toMatch(/timetrack-postgres-\d{8}T\d{6}Z\.dump$/);
    await backupDatabase(target, file);
    expect((await stat(file)).size).toBeGreaterThan(0);
    await expectPrivate(file);
    await chmod(file, 0o644);
    await backupDatabase(target, file);
    await expectPrivate(file);

    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    expect(await everything(db)).toEqual({});

    await restoreDatabase(target, file);
    expect(await everything(db)).toEqual(before);
    await expectChainsVerify(db);
    // The append-only rule came back with the table.
    await expect(sql`delete from changes`.execute(db)).rejects.toThrow();

    await expect(restoreDatabase(target, file)).rejects.toThrow(/--force/);
    await restoreDatabase(target, file, { force: true });
    expect(await everything(db)).toEqual(before);
  }, 180_000);
});
