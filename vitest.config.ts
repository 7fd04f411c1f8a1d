// Every server and client-package test runs on PGlite; with TEST_DATABASE_URL set, every server test runs
// again on that PostgreSQL server (a fresh database per test file). CI sets REQUIRE_POSTGRES so that those
// tests cannot be skipped. The web app has two projects: component logic in jsdom, and journeys in a real
// Chromium against the real service.
import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.REQUIRE_POSTGRES && !postgres) {
  throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: the PostgreSQL tests would be skipped');
}

const database = {
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
// The server's and the client package's test files share their worker's loaded modules (each file still
// builds its own app and database): loading the service afresh for each file took about half of their time.
const sharedModules = { isolate: false };
const serverTests = ['apps/server/src/**/*.test.ts'];
const clientTests = ['packages/*/src/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary.ts'],
    // Two at a time even on two cores: a test file waits on its database and browser as much as it computes.
    maxWorkers: 2,
    projects: [
      { test: { ...database, ...sharedModules, name: 'pglite', include: [...serverTests, ...clientTests], env: { TEST_DB: 'pglite' } } },
      ...(postgres
        ? [{ test: { ...database, ...sharedModules, name: 'postgres', include: serverTests, env: { TEST_DB: 'postgres' } } }]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // jsdom as the web workspace installs it (its newest majors need Node 22).
          environment: './apps/web/test/jsdom-environment.ts',
        },
      },
      {
        test: {
          ...database,
          // The migrated database image, then the web application built if its sources changed.
          globalSetup: [...database.globalSetup, 'apps/web/e2e/global-setup.ts'],
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
