// The embedded database's folder holds password and refresh-token hashes and the access-token secret: only
// the account that runs the service may read or write it. The processes that write there (the server,
// the seed, the backup's restore) first narrow their file-creation mask, so that everything they and
// PGlite create is private (folders 0700, files 0600); a folder made wider by an earlier version or by
// hand is narrowed at start, with one line saying so.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and others: none of their permission bits may stay set under DATA_DIR. */
const SHARED_BITS = 0o077;

/** Every file and folder this process creates from now on is its owner's only. */
export function keepCreatedFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

export interface NarrowedDataDir {
  /** The folders and files whose permissions were narrowed (0 on a fresh or already private folder). */
  narrowed: number;
  /** One line for the log when something was narrowed. */
  message?: string;
}

/**
 * Creates DATA_DIR (0700) if missing, then takes group and others' permissions away from it and from
 * everything under it. Symbolic links are left as they are (their own mode means nothing; their targets
 * may lie elsewhere).
 */
export function makeDataDirPrivate(dataDir: string): NarrowedDataDir {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let narrowed = 0;
  const visit = (path: string): void => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o7777;
    if ((mode & SHARED_BITS) !== 0) {
      chmodSync(path, mode & ~SHARED_BITS);
      narrowed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  if (narrowed === 0) return { narrowed };
  return {
    narrowed,
    message:
      `DATA_DIR ${dataDir} was open to other users of this machine (${narrowed} files and folders with permissions ` +
      'for group or others): it is now private to the account running the service (folders 0700, files 0600)',
  };
}
