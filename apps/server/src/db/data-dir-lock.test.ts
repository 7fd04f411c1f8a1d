// One owner per DATA_DIR: while a process holds it, a second service, the seed, a backup and a restore each
// stop at once with one line naming the holder, and change nothing; a holder killed with -9 leaves no lock.
// Real processes (the lock is the kernel's, between processes), run from the sources through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir, readDataDirHolder } from './data-dir-lock.js';
import { testDatabaseKind } from '../test/database.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const path of folders) await rm(path, { recursive: true, force: true });
});

function runTs(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A process that takes the lock as the service does, says so, and holds it until killed. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const script = join(dataDir, '..', 'hold.ts');
  await writeFile(
    script,
    `import { lockDataDir } from ${JSON.stringify(join(SRC, 'db/data-dir-lock.ts'))};\n` +
      `lockDataDir(process.argv[2], { role: 'the service', advice: () => '' });\n` +
      `process.stdout.write('locked\\n');\nsetInterval(() => {}, 1000);\n`,
  );
  const child = runTs(script, [dataDir], {});
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', () => reject(new Error('the holder ended')));
  });
  return child;
}

/** The names, sizes and times of everything under `path`: what "changes nothing" compares. */
async function snapshot(path: string): Promise<string[]> {
  const entries: string[] = [];
  for (const name of (await readdir(path)).sort()) {
    const info = await stat(join(path, name));
    entries.push(`${name} ${info.size} ${info.mtimeMs} ${info.mode}`);
  }
  return entries;
}

describe.runIf(testDatabaseKind() === 'pglite')('one owner per DATA_DIR', () => {
  it('refuses every other opener with one line naming the holder; a holder killed with -9 leaves no lock', async () => {
    const root = await mkdtemp(join(tmpdir(), 'timetrack-lock-'));
    folders.push(root);
    const dataDir = join(root, 'data');
    const service = await holder(dataDir);
    const before = await snapshot(dataDir);
    expect(readDataDirHolder(dataDir)).toMatchObject({ pid: service.pid, role: 'the service' });

    // In this process: refused at once, naming the holder.
    expect(() => lockDataDir(dataDir, { role: 'test', advice: () => 'stop it first' })).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dataDir, { role: 'test', advice: () => 'stop it first' })).toThrow(
      new RegExp(`is in use by the service \\(PID ${service.pid}: .*hold\\.ts.*\\): stop it first$`),
    );

    const env = { DATA_DIR: dataDir, PORT: '0' };
    const refusals = await Promise.all([
      finished(runTs(join(SRC, 'main.ts'), [], env)),
      finished(runTs(join(SRC, 'seed/main.ts'), [], env)),
      finished(runTs(join(SRC, 'backup/main.ts'), ['backup', join(root, 'b.tar.gz')], env)),
      finished(runTs(join(SRC, 'backup/main.ts'), ['restore', join(root, 'b.tar.gz'), '--force'], env)),
    ]);
    const advice = [/another DATA_DIR$/, /stop the service .* then start it again with `npm start`$/, /wait for it to end, then try again$/, /stop the service first, then restore$/];
    refusals.forEach((refusal, index) => {
      expect(refusal.code).toBe(1);
      expect(refusal.stdout).toBe('');
      const lines = refusal.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^DATA_DIR ${dataDir} is in use by the service \\(PID ${service.pid}: `));
      expect(lines[0]).toMatch(advice[index]!);
    });
    // Nothing was created or touched.
    expect(await snapshot(dataDir)).toEqual(before);
    await expect(stat(join(root, 'b.tar.gz'))).rejects.toThrow();

    // Killed without a chance to clean up: the kernel took the lock back.
    service.kill('SIGKILL');
    await new Promise((resolve) => service.on('exit', resolve));
    const lock = lockDataDir(dataDir, { role: 'test', advice: () => '' });
    expect(lock.previous).toMatchObject({ pid: service.pid });
    expect(readDataDirHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'test' });
    lock.release();
  }, 120_000);
});
