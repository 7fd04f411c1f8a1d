// `npm run build` and every `npm start`: builds each part (client package, command line, server, web app)
// only when one of its sources is newer than its last build, so that a start with nothing changed costs
// a look at file times, not a compilation. Plain JavaScript: it runs before anything is compiled.
//   node scripts/build.mjs [--force] [--quiet] [--only=client,cli,server,web]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(ROOT, ...parts);
const TSC = at('node_modules', 'typescript', 'bin', 'tsc');
const VITE = at('node_modules', 'vite', 'bin', 'vite.js');
const SHARED = [at('tsconfig.base.json'), at('package-lock.json')];
const CLIENT_SOURCES = [at('packages/client/src'), at('packages/client/tsconfig.json'), at('packages/client/tsconfig.build.json'), at('packages/client/package.json')];

/** The parts in build order: each with what it is made from and the file its build leaves last. */
export const PARTS = [
  {
    key: 'client',
    name: 'client package',
    sources: [...CLIENT_SOURCES, ...SHARED],
    stamp: at('packages/client/dist/.build-stamp'),
    command: [TSC, '-p', at('packages/client/tsconfig.build.json')],
  },
  {
    key: 'cli',
    name: 'command line',
    sources: [at('packages/cli/src'), at('packages/cli/tsconfig.json'), at('packages/cli/tsconfig.build.json'), at('packages/cli/package.json'), ...CLIENT_SOURCES, ...SHARED],
    stamp: at('packages/cli/dist/.build-stamp'),
    command: [TSC, '-p', at('packages/cli/tsconfig.build.json')],
  },
  {
    key: 'server',
    name: 'server',
    sources: [at('apps/server/src'), at('apps/server/tsconfig.json'), at('apps/server/tsconfig.build.json'), at('apps/server/package.json'), ...CLIENT_SOURCES, ...SHARED],
    stamp: at('apps/server/dist/.build-stamp'),
    command: [TSC, '-p', at('apps/server/tsconfig.build.json')],
  },
  {
    key: 'web',
    name: 'web app',
    sources: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...CLIENT_SOURCES, ...SHARED],
    stamp: at('apps/web/dist/.build-stamp'),
    command: [VITE, 'build'],
    cwd: at('apps/web'),
    // A test runner's NODE_ENV=test would give React's development build.
    env: { NODE_ENV: 'production' },
  },
];

/** The newest modification time under `path`, tests left out (they are not built). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  if (path.endsWith(`${join('src', 'test')}`)) return 0;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Whether the part was never built, or one of its sources changed since. */
export function isStale(part) {
  if (!existsSync(part.stamp)) return true;
  const built = statSync(part.stamp).mtimeMs;
  return part.sources.some((source) => newest(source) > built);
}

/** Builds the part when stale (or forced); answers whether it built. Throws when the build fails. */
export function buildIfStale(part, options = {}) {
  if (!options.force && !isStale(part)) return false;
  const started = Date.now();
  const result = spawnSync(process.execPath, [...part.command, ...(part.name === 'web app' && options.quiet ? ['--logLevel', 'warn'] : [])], {
    cwd: part.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...part.env },
  });
  if (result.status !== 0) throw new Error(`The ${part.name}'s build failed (exit ${result.status ?? result.signal}).`);
  // Written after the build, so a build stopped halfway is done again next time.
  writeFileSync(part.stamp, `${new Date(started).toISOString()}\n`);
  if (!options.quiet) console.log(`${part.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export const WEB_APP = PARTS.find((part) => part.key === 'web');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = process.argv.includes('--force');
  const quiet = process.argv.includes('--quiet');
  const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length).split(',');
  try {
    for (const part of PARTS) if (!only || only.includes(part.key)) buildIfStale(part, { force, quiet });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
