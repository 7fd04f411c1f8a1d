// The entry point as a real process: configuration errors and an unreachable database stop the start
// with one line; a good start serves HTTP, creates the first account once, and SIGTERM exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test/database.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningPort(run: Run): Promise<number> {
  for (let i = 0; i < 600; i += 1) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.output());
    if (match) return Number(match[1]);
    if (run.child.exitCode !== null) throw new Error(`exited early: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`did not start: ${run.output()}`);
}

let dataDir: string;
let testDatabase: TestDatabase | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'timetrack-main-'));
  if (testDatabaseKind() === 'postgres') testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await testDatabase?.drop();
});

/** Every folder and file under `root` (itself included) that group or others may use, with its mode. */
async function sharedEntries(root: string): Promise<string[]> {
  const shared: string[] = [];
  const visit = async (path: string): Promise<void> => {
    const stats = await lstat(path);
    if ((stats.mode & 0o077) !== 0) shared.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return shared;
}

/** Opens every folder to everyone (0755) and every file to everyone's writes (0666), as earlier versions left them. */
async function widen(root: string): Promise<number> {
  let count = 0;
  const visit = async (path: string): Promise<void> => {
    const stats = await lstat(path);
    await chmod(path, stats.isDirectory() ? 0o755 : 0o666);
    count += 1;
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return count;
}

const NARROWED_LINE = /DATA_DIR \S+ was open to other users of this machine \((\d+) files and folders with permissions for group or others\): it is now private to the account running the service \(folders 0700, files 0600\)/g;

describe('the entry point', () => {
  it('stops a start with a bad setting in one line naming it', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be a whole number, got "eighty"');
  });

  it('stops a start with an unreachable database in one clear line', async () => {
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open PostgreSQL at 127\.0\.0\.1:1\/nothing: /);
  });

  it('starts, creates the first general manager once, serves, and exits 0 on SIGTERM', async () => {
    const env: Record<string, string> =
      testDatabase?.url !== undefined ? { DATABASE_URL: testDatabase.url } : { DATA_DIR: join(dataDir, 'data') };
    for (const round of [1, 2]) {
      const run = start({ ...env, ADMIN_EMAIL: 'boss@example.test' });
      const port = await listeningPort(run);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { status: 'ok', database: 'ok', rate_limits: 'ok', outbox_backlog: 0, last_backup_age_seconds: null } });
      const created = run.output().match(/First start: created the general manager boss@example\.test with the password (\S+)/);
      // The random password is printed on the first start only.
      if (round === 1) expect(created?.[1]).toMatch(/^[\w-]{10,}$/);
      else expect(created).toBeNull();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    }
    // Two starts of the embedded database, the first creating it: slow on a busy machine.
  }, 120_000);

  it('keeps the embedded database private: a new DATA_DIR, and an existing one open to others narrowed with one line', async () => {
    const privateDir = join(dataDir, 'private');
    const first = start({ DATA_DIR: privateDir });
    await listeningPort(first);
    // The service wrote its secret and the first account (a password hash) before listening.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await sharedEntries(privateDir)).toEqual([]);
    expect(first.output()).not.toMatch(NARROWED_LINE);

    const widened = await widen(privateDir);
    expect((await sharedEntries(privateDir)).length).toBe(widened);
    const again = start({ DATA_DIR: privateDir });
    await listeningPort(again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const lines = [...again.output().matchAll(NARROWED_LINE)];
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]![1])).toBe(widened);
    expect(await sharedEntries(privateDir)).toEqual([]);
  }, 120_000);
});
