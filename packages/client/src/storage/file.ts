// Storage in files of one folder (Node): one file per key, readable by the owner only (mode 0600), each
// write atomic (a temporary file renamed over the old one), and locks that hold across processes (a lock
// file created exclusively), so two processes never renew the session or drain the queue at once.
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { StorageAdapter } from '../types.js';
import { Mutexes } from './mutex.js';

/** A lock file not touched for this long, or whose process is gone, is left over from a crash. */
const STALE_MS = 30_000;
/** A holder touches its lock file this often while it runs. */
const KEEPALIVE_MS = 5_000;
const POLL_MS = 25;

/** One queue per lock file inside this process: clients of one process wait in order instead of polling. */
const processLocks = new Mutexes();

function fileName(key: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(key)) throw new Error(`Storage key "${key}" has characters a file name cannot hold.`);
  return key;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fileStorage(dir: string): StorageAdapter {
  const folder = resolve(dir);
  let ready: Promise<unknown> | undefined;
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true, mode: 0o700 }));

  async function write(key: string, value: string): Promise<void> {
    await ensureFolder();
    const target = join(folder, fileName(key));
    const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(value, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  /** Removes a lock file judged stale, unless another process replaced it in the meantime. */
  async function breakStaleLock(lockPath: string, staleContent: string): Promise<void> {
    const aside = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
    try {
      await rename(lockPath, aside);
    } catch {
      return; // already gone
    }
    const content = await readFile(aside, 'utf8').catch(() => '');
    // A fresh lock was moved by mistake: put it back (link fails if yet another lock exists).
    if (content !== staleContent) await link(aside, lockPath).catch(() => undefined);
    await unlink(aside).catch(() => undefined);
  }

  async function acquire(lockPath: string): Promise<string> {
    const content = `${process.pid} ${randomBytes(8).toString('hex')}\n`;
    for (;;) {
      try {
        await writeFile(lockPath, content, { flag: 'wx', mode: 0o600 });
        return content;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const [held, info] = await Promise.all([readFile(lockPath, 'utf8').catch(() => null), stat(lockPath).catch(() => null)]);
      if (held === null || info === null) continue; // released meanwhile
      const pid = Number(held.split(' ')[0]);
      const stale = Date.now() - info.mtimeMs > STALE_MS || (Number.isInteger(pid) && pid > 0 && !processAlive(pid));
      if (stale) await breakStaleLock(lockPath, held);
      else await sleep(POLL_MS + Math.random() * POLL_MS);
    }
  }

  return {
    async get(key) {
      try {
        return await readFile(join(folder, fileName(key)), 'utf8');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },
    set: write,
    async delete(key) {
      await unlink(join(folder, fileName(key))).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
      });
    },
    withLock(name, fn) {
      const lockPath = join(folder, `${fileName(name)}.lock`);
      return processLocks.run(lockPath, async () => {
        await ensureFolder();
        const content = await acquire(lockPath);
        const keepalive = setInterval(() => {
          const now = new Date();
          void utimes(lockPath, now, now).catch(() => undefined);
        }, KEEPALIVE_MS);
        keepalive.unref?.();
        try {
          return await fn();
        } finally {
          clearInterval(keepalive);
          // Remove only our own lock file.
          const held = await readFile(lockPath, 'utf8').catch(() => null);
          if (held === content) await unlink(lockPath).catch(() => undefined);
        }
      });
    },
  };
}
