// A whole application on a fresh database, for one test file; every answer it gives through `inject` is
// checked against the OpenAPI document (test/openapi-responses.ts):
//   const t = await createTestApp();   afterAll(() => t.close());
//   const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: await t.f.signIn(user) });
//   const res = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in' });
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { writeRegionHolidays } from '../commands/holidays.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle, Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Factories } from './factories.js';
import { validateAnswersOf } from './openapi-responses.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  testDatabase: TestDatabase;
  config: Config;
  f: Factories;
  /**
   * A request to `/api${url}`, with `body` (if any) as JSON, to `app` (default: this test's app;
   * give `another()` for a second instance).
   */
  send(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    body?: unknown,
    app?: FastifyInstance,
  ): Promise<LightMyRequestResponse>;
  /** `send` with the Bearer headers of a new session of `user`. */
  sendAs(
    user: Pick<UserRow, 'id'>,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Another application on the same database (a second server instance); postgres only. */
  another(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The error codes of a 422 answer, per field: `{ name: ['required'] }`. */
export function codes(response: { json(): { details?: Record<string, { code: string }[]> } }) {
  return Object.fromEntries(
    Object.entries(response.json().details ?? {}).map(([field, problems]) => [field, problems.map((p) => p.code)]),
  );
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

export async function createTestApp(
  options: { env?: Record<string, string>; onRoundTrip?: (statements: string[]) => void } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const testDatabase = await createTestDatabase(options.onRoundTrip ? { onRoundTrip: options.onRoundTrip } : {});
  const database = testDatabase.handle;
  // As at a start of the service: the region's public holidays of the years around today are in the table.
  await writeRegionHolidays(database.db, config.holidaysRegion, config.appTimezone);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // Every answer of every test is checked against the OpenAPI document (test/openapi-responses.ts).
  await validateAnswersOf(app);
  const others: FastifyInstance[] = [];
  const f = new Factories(database.db, app.tokens, config.refreshTokenTtl);
  const send: TestApp['send'] = (method, url, headers, body, target = app) =>
    target.inject({
      method,
      url: `/api${url}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    app,
    db: database.db,
    database,
    testDatabase,
    config,
    f,
    send,
    sendAs: async (user, method, url, body) => send(method, url, await f.signIn(user), body),
    another: async () => {
      const other = await buildApp({ config, database: await testDatabase.openAnother(), logger: false });
      await other.ready();
      await validateAnswersOf(other);
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
