// Once per test run: a migrated PGlite image that every test file starts from (starting PGlite from an
// image is several times faster than creating and migrating a new one), and, for the postgres project,
// a check that the server answers: its tests fail rather than being skipped.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('The postgres test project needs TEST_DATABASE_URL');
    const client = new pg.Client({ connectionString: url });
    await client.connect().catch((error: Error) => {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${error.message}`);
    });
    await client.end();
    project.provide('pgliteImage', undefined);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'timetrack-test-'));
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  await migrate(handle.db);
  let image: string | undefined;
  if (handle.dumpImage) {
    image = join(dir, 'migrated.tar');
    await writeFile(image, Buffer.from(await (await handle.dumpImage()).arrayBuffer()));
  }
  await handle.close();
  project.provide('pgliteImage', image);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
