import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.js';
import { listMigrations, migrate } from './migrate.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function insertUser(email: string, name: string) {
  return database.handle.db
    .insertInto('users')
    .values({ email, name, role: 'employee', status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('migrations', () => {
  it('are all applied, once', async () => {
    const applied = await database.handle.db
      .selectFrom('schema_migrations' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toEqual(await listMigrations());
    expect(await migrate(database.handle.db)).toEqual([]);
  });

  it.runIf(testDatabaseKind() === 'postgres')('can be run by several instances starting at once', async () => {
    const others = await Promise.all([database.openAnother(), database.openAnother(), database.openAnother()]);
    const results = await Promise.all(others.map((other) => migrate(other.db)));
    expect(results).toEqual([[], [], []]);
  });

  it('keep the change log append-only', async () => {
    const db = database.handle.db;
    const user = await insertUser('log@example.test', 'Log');
    const entry = await db
      .insertInto('changes')
      .values({
        user_id: user.id,
        actor_id: user.id,
        action: 'create',
        subject_type: 'working_time',
        subject_id: 1,
        before: null,
        after: JSON.stringify({ start: '2026-11-20 08:00:00' }),
        created_at: new Date(),
        prev_hash: null,
        hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(db.updateTable('changes').set({ hash: 'y' }).where('id', '=', entry.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('changes').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate changes`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('allow one open working time and one client_id per person', async () => {
    const db = database.handle.db;
    const user = await insertUser('open@example.test', 'Open');
    await db.insertInto('working_times').values({ user_id: user.id, start: new Date('2026-11-20T08:00:00Z') }).execute();
    await expect(
      db.insertInto('working_times').values({ user_id: user.id, start: new Date('2026-11-20T09:00:00Z') }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    const clientId = '3b241101-e2bb-4255-8caf-4136c566a962';
    const record = { user_id: user.id, kind: 'work' as const, status: true, time: new Date(), client_id: clientId };
    await db.insertInto('clock_records').values(record).execute();
    await expect(db.insertInto('clock_records').values(record).execute()).rejects.toMatchObject({ code: '23505' });
  });
});
