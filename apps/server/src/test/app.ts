// A whole application on a fresh database, for one test file:
//   const t = await createTestApp();   afterAll(() => t.close());
//   const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: await t.f.signIn(user) });
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle, Db } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Factories } from './factories.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  testDatabase: TestDatabase;
  config: Config;
  f: Factories;
  /** Another application on the same database (a second server instance); postgres only. */
  another(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'memory://',
    JWT_SECRET: 'a test secret that is long enough for HS256 signing',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  });
}

export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const testDatabase = await createTestDatabase();
  const database = testDatabase.handle;
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    database,
    testDatabase,
    config,
    f: new Factories(database.db, app.tokens, config.refreshTokenTtl),
    another: async () => {
      const other = await buildApp({ config, database: await testDatabase.openAnother(), logger: false });
      await other.ready();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await testDatabase.drop();
    },
  };
}
