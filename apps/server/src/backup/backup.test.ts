// Back up, wipe, restore: every record comes back, and every person's change-log chain still verifies.
// On the embedded database (a data directory) in the pglite project, on a PostgreSQL server in the
// postgres project.
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
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
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from './backup.js';

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
