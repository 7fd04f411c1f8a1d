// One process at a time owns a DATA_DIR, as PostgreSQL's postmaster owns its data directory: the embedded
// database is one process's files, and a second writer corrupts them. The owner holds an exclusive lock on
// DATA_DIR/timetrack.lock, taken through the kernel (an open file description lock on Linux, flock on
// macOS), so the lock ends with the process however it ends (kill -9 included): there is never a stale lock
// to delete by hand. The file's contents only say who holds it (PID, command, what it is, and where the
// running service takes requests), for the one line a refused opener prints.
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, realpathSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';

// fs-native-extensions (prebuilt for each platform, no install script) ships no types: the two calls used.
const native = createRequire(import.meta.url)('fs-native-extensions') as {
  /** An exclusive lock on the whole file; false when another open file description holds one. */
  tryLock: (fd: number) => boolean;
  unlock: (fd: number) => void;
};
const { tryLock, unlock } = native;

export const LOCK_FILE = 'timetrack.lock';

/** Who holds a DATA_DIR, as its lock file says. */
export interface DataDirHolder {
  pid: number;
  /** The holder's command line, shortened. */
  command: string;
  /** What the holder is: `the service`, `npm run seed`, … */
  role: string;
  /** The running service's control socket (backups on request), when the holder is the service. */
  socket?: string;
}

/** Another live process holds the DATA_DIR; `message` is the one line to print. */
export class DataDirBusyError extends Error {
  constructor(
    message: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    super(message);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  /** What the lock file said before this process took it: a holder that died (its leftovers may be cleared). */
  readonly previous: DataDirHolder | undefined;
  /** Records the running service's control socket in the lock file, for `npm run backup`. */
  announceSocket(socket: string | undefined): void;
  /** Gives the lock back (the process's last holder of this DATA_DIR only). */
  release(): void;
}

interface Held {
  fd: number;
  holder: DataDirHolder;
  count: number;
}

// Several parts of one process may open the same DATA_DIR (the service's database, then its backups): the
// lock is the process's, counted, taken once from the kernel (an open file description lock also refuses a
// second description opened by the same process).
const held = new Map<string, Held>();

function shortCommand(): string {
  const [, script, ...args] = process.argv;
  const near = script ? relative(process.cwd(), script) : '';
  const shown = near && !near.startsWith('..') ? near : (script ?? '');
  return [basename(process.argv0 || 'node'), shown, ...args].filter(Boolean).join(' ').slice(0, 200);
}

function write(entry: Held): void {
  const text = `${JSON.stringify(entry.holder)}\n`;
  ftruncateSync(entry.fd, 0);
  writeSync(entry.fd, text, 0);
}

/** What the lock file of `dataDir` says of its holder (whether or not it is alive); undefined when unreadable. */
export function readDataDirHolder(dataDir: string): DataDirHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<DataDirHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.command !== 'string') return undefined;
    return {
      pid: parsed.pid,
      command: parsed.command,
      role: typeof parsed.role === 'string' ? parsed.role : 'another process',
      ...(typeof parsed.socket === 'string' ? { socket: parsed.socket } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The holder as the one line shows it: `the service (PID 123: node apps/server/dist/main.js)`. */
export function describeHolder(holder: DataDirHolder | undefined): string {
  return holder ? `${holder.role} (PID ${holder.pid}: ${holder.command})` : 'another process';
}

/**
 * Takes DATA_DIR for this process (creating the folder, private, when missing). Throws DataDirBusyError at
 * once, having changed nothing, when another live process holds it; `advice` ends that error's line
 * (what the person should do, e.g. "stop it first").
 */
export function lockDataDir(dataDir: string, options: { role: string; advice: (holder: DataDirHolder | undefined) => string }): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = realpathSync(dataDir);
  let entry = held.get(key);
  let previous: DataDirHolder | undefined;
  if (entry) {
    entry.count += 1;
  } else {
    const fd = openSync(join(dataDir, LOCK_FILE), constants.O_RDWR | constants.O_CREAT, 0o600);
    let locked = false;
    try {
      locked = tryLock(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    if (!locked) {
      closeSync(fd);
      const holder = readDataDirHolder(dataDir);
      throw new DataDirBusyError(`DATA_DIR ${dataDir} is in use by ${describeHolder(holder)}: ${options.advice(holder)}`, holder);
    }
    previous = readDataDirHolder(dataDir);
    entry = { fd, holder: { pid: process.pid, command: shortCommand(), role: options.role }, count: 1 };
    held.set(key, entry);
    write(entry);
  }
  const mine = entry;
  let released = false;
  return {
    dataDir,
    previous,
    announceSocket(socket) {
      if (released) return;
      const { socket: _previous, ...rest } = mine.holder;
      mine.holder = socket ? { ...rest, socket } : rest;
      write(mine);
    },
    release() {
      if (released) return;
      released = true;
      mine.count -= 1;
      if (mine.count > 0) return;
      held.delete(key);
      try {
        ftruncateSync(mine.fd, 0);
        unlock(mine.fd);
      } finally {
        closeSync(mine.fd);
      }
    },
  };
}
