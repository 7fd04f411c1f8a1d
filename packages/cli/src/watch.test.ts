// `timetrack watch` end to end: a child process running the command's source against the real service
// (PGlite) through the test relay, read line by line while people clock, then stopped with Ctrl-C (SIGINT).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../apps/server/src/db/schema.js';
import { DEFAULT_PASSWORD, startService, type Service } from '../../client/src/test/service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TIMEOUT = 120_000;

let service: Service;
const folders: string[] = [];
const children = new Set<ChildProcessWithoutNullStreams>();

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await service.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

interface Running {
  stdout: () => string;
  stderr: () => string;
  /** Resolves once standard output (or error) matches. */
  until(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<void>;
  exited: Promise<number | null>;
  child: ChildProcessWithoutNullStreams;
}

function start(dir: string, args: string[], input = ''): Running {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, TIMETRACK_CONFIG_DIR: dir, TZ: 'UTC', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    wake();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    wake();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      children.delete(child);
      wake();
      resolve(code);
    }),
  );
  child.stdin.end(input);
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    child,
    until: (pattern, stream = 'stdout') =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${pattern} on ${stream} within 30 s; stdout:\n${stdout}\nstderr:\n${stderr}`));
        }, 30_000);
        const check = () => {
          if (pattern.test(stream === 'stdout' ? stdout : stderr)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          } else if (child.exitCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`exited ${child.exitCode} before ${pattern}; stdout:\n${stdout}\nstderr:\n${stderr}`));
          }
        };
        waiters.add(check);
        check();
      }),
  };
}

async function run(dir: string, args: string[], input = '') {
  const running = start(dir, args, input);
  const code = await running.exited;
  return { code, stdout: running.stdout(), stderr: running.stderr() };
}

async function signedIn(user: UserRow): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'timetrack-watch-'));
  folders.push(folder);
  const dir = join(folder, 'config');
  const login = await run(dir, ['login', '--server', service.relay.baseUrl, '--email', user.email!], `${DEFAULT_PASSWORD}\n`);
  expect(login, login.stderr).toMatchObject({ code: 0 });
  return dir;
}

async function clock(user: UserRow, path = `/clocks/${user.id}`): Promise<void> {
  const response = await service.t.sendAs(user, 'POST', path);
  expect(response.statusCode, response.body).toBe(201);
}

describe('timetrack watch', () => {
  it("prints an employee's own clocks as lines and stops with exit 0 on Ctrl-C", async () => {
    const user = await service.t.f.buildUser({ name: 'Ada Lovelace' });
    const dir = await signedIn(user);
    const watch = start(dir, ['watch']);
    await watch.until(/watching; Ctrl-C stops/, 'stderr');
    expect(watch.stdout()).toBe('');
    await clock(user);
    await watch.until(/^\d\d:\d\d {2}you {2}in\n$/);
    await clock(user, `/clocks/${user.id}/break`);
    await watch.until(/\n\d\d:\d\d {2}you {2}on a break\n$/);
    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
    expect(watch.stderr()).toBe('timetrack: watching; Ctrl-C stops\n');
  }, TIMEOUT);

  it("shows a manager the people board first, then a line per clock of someone on it", async () => {
    const manager = await service.t.f.buildUser({ role: 'manager', name: 'Maya Manager' });
    const grace = await service.t.f.buildUser({ name: 'Grace Hopper' });
    const alan = await service.t.f.buildUser({ name: 'Alan Turing' });
    await service.t.f.buildTeam({ manager, members: [grace, alan] });
    await clock(grace);
    const dir = await signedIn(manager);
    const watch = start(dir, ['watch']);
    await watch.until(/watching; Ctrl-C stops/, 'stderr');
    const board = watch.stdout().trimEnd().split('\n');
    expect(board[0]).toMatch(/^Name +Status +Since +Today +This week$/);
    expect(board.slice(1).map((line) => line.split(/ {2,}/).slice(0, 2))).toEqual([
      ['Alan Turing', 'out'],
      ['Grace Hopper', 'in'],
      ['Maya Manager', 'out'],
    ]);
    await clock(alan);
    await watch.until(/\n\d\d:\d\d {2}Alan Turing {2}in\n$/);
    await clock(grace);
    await watch.until(/\n\d\d:\d\d {2}Grace Hopper {2}out\n$/);
    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
  }, TIMEOUT);

  it('prints one JSON object per line with --json: the board, then each event', async () => {
    const manager = await service.t.f.buildUser({ role: 'manager', name: 'Mona Json' });
    const member = await service.t.f.buildUser({ name: 'Jean Json' });
    await service.t.f.buildTeam({ manager, members: [member] });
    const dir = await signedIn(manager);
    const watch = start(dir, ['watch', '--json']);
    await watch.until(/watching; Ctrl-C stops/, 'stderr');
    await clock(member);
    await watch.until(/"type":"clock"/);
    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
    const lines = watch.stdout().trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ type: 'presence', total: 2, data: [{ name: 'Jean Json', status: 'out' }, { name: 'Mona Json' }] });
    expect(lines[1]).toMatchObject({ type: 'clock', id: expect.stringMatching(/^\d+$/), data: { user_id: member.id, status: true, on_break: false } });
  }, TIMEOUT);

  it('follows the live events with a personal access token of the read scope', async () => {
    const person = await service.t.f.person();
    const created = await service.t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'watch', scopes: ['read'] });
    expect(created.statusCode, created.body).toBe(201);
    const folder = await mkdtemp(join(tmpdir(), 'timetrack-watch-'));
    folders.push(folder);
    const dir = join(folder, 'config');
    const token = (created.json().data as { token: string }).token;
    const login = await run(dir, ['login', '--server', service.relay.baseUrl, '--token', token]);
    expect(login, login.stderr).toMatchObject({ code: 0 });
    const watch = start(dir, ['watch', '--json']);
    await watch.until(/watching; Ctrl-C stops/, 'stderr');
    await clock(person.user);
    await watch.until(/"type":"clock"/);
    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
    const [line] = watch.stdout().trimEnd().split('\n').map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ type: 'clock', data: { user_id: person.user.id, status: true } });
    expect((await run(dir, ['status'])).code).toBe(0);
  }, TIMEOUT);

  it('exits 3 when nobody is signed in, and is listed in the help', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'timetrack-watch-'));
    folders.push(folder);
    const signedOut = await run(join(folder, 'config'), ['watch']);
    expect(signedOut.code).toBe(3);
    const help = await run(join(folder, 'config'), ['--help']);
    expect(help.stdout).toMatch(/\n {2}watch {2,}live events until Ctrl-C/);
  }, TIMEOUT);
});
