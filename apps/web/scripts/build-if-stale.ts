// Builds the web application unless its build is newer than every source it is made from (its own
// sources and the client package's), so that a start with nothing changed does not rebuild. The rule is
// the one every part of `npm run build` follows (scripts/build.mjs).
//   npx tsx apps/web/scripts/build-if-stale.ts [--force]
import { fileURLToPath } from 'node:url';
import { buildIfStale, isStale, WEB_APP } from '../../../scripts/build.mjs';

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Whether the build is missing or older than one of its sources. */
export function webBuildIsStale(): boolean {
  return isStale(WEB_APP);
}

/** Runs `vite build` when needed; answers whether it built. Throws when the build fails. */
export function buildWebIfStale(options: { force?: boolean; quiet?: boolean } = {}): boolean {
  return buildIfStale(WEB_APP, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = buildWebIfStale({ force: process.argv.includes('--force') });
  if (!built) console.log('web application: up to date, not rebuilt');
}
