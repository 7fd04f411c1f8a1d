// Builds the web application unless its build is newer than every source it is made from (its own
// sources and the client package's), so that a start with nothing changed does not rebuild.
//   npx tsx apps/web/scripts/build-if-stale.ts [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_SRC = fileURLToPath(new URL('../../../packages/client/src', import.meta.url));
const STAMP = join(WEB_DIR, 'dist', 'index.html');
const SOURCES = [
  join(WEB_DIR, 'src'),
  join(WEB_DIR, 'public'),
  join(WEB_DIR, 'index.html'),
  join(WEB_DIR, 'vite.config.ts'),
  join(WEB_DIR, 'package.json'),
  CLIENT_SRC,
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Whether the build is missing or older than one of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newest(source) > built);
}

/** Runs `vite build` when needed; answers whether it built. Throws when the build fails. */
export function buildWebIfStale(options: { force?: boolean; quiet?: boolean } = {}): boolean {
  if (!options.force && !webBuildIsStale()) return false;
  const result = spawnSync(process.execPath, [join(WEB_DIR, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', options.quiet ? 'warn' : 'info'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    // A test runner's NODE_ENV=test would give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`The web application's build failed (exit ${result.status ?? result.signal}).`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = buildWebIfStale({ force: process.argv.includes('--force') });
  if (!built) console.log('web application: up to date, not rebuilt');
}
