// Every test runs on PGlite; with TEST_DATABASE_URL set, every test runs again on that PostgreSQL
// server (a fresh database per test file). CI sets REQUIRE_POSTGRES so that those tests cannot be skipped.
import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.REQUIRE_POSTGRES && !postgres) {
  throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: the PostgreSQL tests would be skipped');
}

const shared = {
  include: ['apps/*/src/**/*.test.ts'],
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary.ts'],
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(postgres ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
