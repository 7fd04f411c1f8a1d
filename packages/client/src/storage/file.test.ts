// The file storage: owner-only files, atomic writes, and a lock that holds across processes and survives
// the crash of its holder.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStorage } from './file.js';

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

async function folder(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'timetrack-files-')), 'config');
  folders.push(dir);
  return dir;
}

/** A process that lives until killed, and its pid. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => new Promise((resolve) => child.once('exit', resolve).kill()) };
}

describe('fileStorage', () => {
  it('keeps each key in a file readable by its owner only, in a folder of its own', async () => {
    const dir = await folder();
    const storage = fileStorage(dir);
    expect(await storage.get('session')).toBeNull();
    await storage.set('session', '{"a":1}');
    expect(await storage.get('session')).toBe('{"a":1}');
    expect((await stat(join(dir, 'session'))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    await storage.delete('session');
    await storage.delete('session');
    expect(await storage.get('session')).toBeNull();
    await expect(storage.set('../escape', 'x')).rejects.toThrow();
  });

  it('writes atomically: a reader sees the old or the new value, never a part, and no temporary file stays', async () => {
    const dir = await folder();
    const storage = fileStorage(dir);
    const values = ['a'.repeat(200_000), 'b'.repeat(300_000)];
    await storage.set('queue', values[0]!);
    const reads: (string | null)[] = [];
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => storage.set('queue', values[i % 2]!)),
      ...Array.from({ length: 20 }, async () => reads.push(await storage.get('queue'))),
    ]);
    for (const read of reads) expect(values).toContain(read);
    expect(await readdir(dir)).toEqual(['queue']);
  });

  it('lets one holder at a time run, across storage objects of one folder', async () => {
    const dir = await folder();
    const storages = [fileStorage(dir), fileStorage(dir), fileStorage(dir)];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        storages[i % 3]!.withLock('queue-drain', async () => {
          running += 1;
          most = Math.max(most, running);
          const count = Number((await storages[0]!.get('count')) ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await storages[i % 3]!.set('count', String(count + 1));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(await storages[0]!.get('count')).toBe('30');
    expect((await readdir(dir)).filter((name) => name.endsWith('.lock'))).toEqual([]);
  });

  it('lets one process at a time run: three processes count under the lock without losing a step', async () => {
    const dir = await folder();
    const child = fileURLToPath(new URL('../test/count-under-lock.ts', import.meta.url));
    const run = () =>
      new Promise<number | null>((resolve) =>
        spawn(process.execPath, ['--import', 'tsx', child, dir, '15'], { stdio: 'inherit' }).once('exit', resolve),
      );
    expect(await Promise.all([run(), run(), run()])).toEqual([0, 0, 0]);
    expect(await fileStorage(dir).get('count')).toBe('45');
  });

  it('waits while another live process holds the lock', async () => {
    const dir = await folder();
    const storage = fileStorage(dir);
    await storage.set('session', 'x'); // creates the folder
    const holder = otherProcess();
    try {
      const lockFile = join(dir, 'session.lock');
      await writeFile(lockFile, `${holder.pid} theirs\n`);
      let ran = false;
      const waiting = storage.withLock('session', async () => {
        ran = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toBe(false);
      await rm(lockFile); // the other process is done
      await waiting;
      expect(ran).toBe(true);
    } finally {
      await holder.stop();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await folder();
    const storage = fileStorage(dir);
    await storage.set('session', 'x');
    const gone = otherProcess();
    await gone.stop();
    await writeFile(join(dir, 'session.lock'), `${gone.pid} crashed\n`);
    const started = Date.now();
    expect(await storage.withLock('session', async () => 'ran')).toBe('ran');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
