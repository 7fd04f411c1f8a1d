// `timetrack login --token`: a personal access token given on the command line, from TIMETRACK_TOKEN or from
// standard input; kept like a session, never renewed; `whoami` tells it is a token; a revoked token says so;
// `logout` forgets it here without ending it. Each call is a child process against the real service.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type Service } from '../../client/src/test/service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TIMEOUT = 120_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let service: Service;
const folders: string[] = [];
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

async function configFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'timetrack-cli-token-'));
  folders.push(folder);
  return join(folder, 'config');
}

function timetrack(dir: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TIMETRACK_CONFIG_DIR: dir, NO_COLOR: '1', ...options.env };
    if (!options.env?.TIMETRACK_TOKEN) delete env.TIMETRACK_TOKEN;
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', ENTRY, ...args], {
      cwd: ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** A person with a token of `scopes`, created through the API. */
async function withToken(scopes: string[]) {
  const person = await service.t.f.person();
  const created = await service.t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'cli', scopes });
  expect(created.statusCode).toBe(201);
  const { id, token } = created.json().data as { id: number; token: string };
  return { ...person, tokenId: id, token };
}

const server = () => service.relay.baseUrl.replace(/\/api$/, '');

describe('timetrack login --token', () => {
  it(
    'signs in with a token on the command line; whoami tells it; clocking works; no renewal is ever asked',
    async () => {
      const person = await withToken(['read', 'clock']);
      const dir = await configFolder();
      const login = await timetrack(dir, ['login', '--server', server(), '--token', person.token]);
      expect(login, login.stderr).toMatchObject({ code: 0 });
      expect(login.stdout).toBe(`Signed in to ${service.relay.baseUrl} as ${person.user.name} <${person.user.email}> with a personal access token.\n`);
      // Stored like the other credentials: in the configuration folder, readable by its owner only.
      const stored = JSON.parse(await readFile(join(dir, 'session'), 'utf8')) as Record<string, unknown>;
      expect((await stat(join(dir, 'session'))).mode & 0o777).toBe(0o600);
      expect(stored).toMatchObject({ mode: 'token', access_token: person.token, personal: true });
      expect(stored.refresh_token).toBeUndefined();

      const whoami = await timetrack(dir, ['whoami']);
      expect(whoami, whoami.stderr).toMatchObject({ code: 0 });
      expect(whoami.stdout).toContain('with a personal access token');
      const whoamiJson = JSON.parse((await timetrack(dir, ['whoami', '--json'])).stdout) as Record<string, unknown>;
      expect(whoamiJson).toMatchObject({ credential: 'personal_access_token', user: { id: person.user.id } });

      const refreshes = service.relay.count('POST /api/auth/refresh');
      const clockIn = await timetrack(dir, ['in']);
      expect(clockIn, clockIn.stderr).toMatchObject({ code: 0 });
      const state = await service.t.send('GET', `/clocks/${person.user.id}`, person.headers);
      expect(state.json().data.status).toBe(true);
      const status = await timetrack(dir, ['status', '--json']);
      expect(status, status.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(status.stdout)).toMatchObject({ clocked_in: true });
      expect(service.relay.count('POST /api/auth/refresh')).toBe(refreshes);
    },
    TIMEOUT,
  );

  it(
    'reads the token from TIMETRACK_TOKEN or from standard input with --token -',
    async () => {
      const fromEnv = await withToken(['read']);
      const envDir = await configFolder();
      const viaEnv = await timetrack(envDir, ['login', '--server', server(), '--token', '-', '--json'], { env: { TIMETRACK_TOKEN: fromEnv.token } });
      expect(viaEnv, viaEnv.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(viaEnv.stdout)).toMatchObject({ credential: 'personal_access_token', user: { id: fromEnv.user.id } });

      const fromStdin = await withToken(['read']);
      const stdinDir = await configFolder();
      const viaStdin = await timetrack(stdinDir, ['login', '--server', server(), '--token', '-'], { input: `${fromStdin.token}\n` });
      expect(viaStdin, viaStdin.stderr).toMatchObject({ code: 0 });
      expect(viaStdin.stdout).toContain(fromStdin.user.email);
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown token and what is not a token, keeping nobody signed in',
    async () => {
      const dir = await configFolder();
      const unknown = await timetrack(dir, ['login', '--server', server(), '--token', 'tt_pat_unknownunknownunknownunknownunknownunkno']);
      expect(unknown.code).toBe(3);
      expect(unknown.stderr).toBe('timetrack: the personal access token is unknown, expired or revoked\n');
      const notAToken = await timetrack(dir, ['login', '--server', server(), '--token', 'hunter2']);
      expect(notAToken.code).toBe(2);
      expect(notAToken.stderr).toContain('a personal access token starts with tt_pat_');
      const both = await timetrack(dir, ['login', '--server', server(), '--token', 'tt_pat_x', '--email', 'a@b.c']);
      expect(both.code).toBe(2);
      const whoami = await timetrack(dir, ['whoami']);
      expect(whoami.code).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'says the token is expired or revoked once it is, and forgets it',
    async () => {
      const person = await withToken(['read', 'clock']);
      const dir = await configFolder();
      expect((await timetrack(dir, ['login', '--server', server(), '--token', person.token])).code).toBe(0);
      expect((await service.t.send('DELETE', `/tokens/${person.tokenId}`, person.headers)).statusCode).toBe(204);
      const status = await timetrack(dir, ['status']);
      expect(status.code).toBe(3);
      expect(status.stderr).toContain('the personal access token is expired or revoked');
      const whoami = await timetrack(dir, ['whoami']);
      expect(whoami.code).toBe(3);
      expect(whoami.stderr).toContain('not signed in');
    },
    TIMEOUT,
  );

  it(
    'logout forgets the token here without ending it on the service',
    async () => {
      const person = await withToken(['read']);
      const dir = await configFolder();
      expect((await timetrack(dir, ['login', '--server', server(), '--token', person.token])).code).toBe(0);
      const logouts = service.relay.count('POST /api/auth/logout');
      const logout = await timetrack(dir, ['logout']);
      expect(logout, logout.stderr).toMatchObject({ code: 0 });
      expect(service.relay.count('POST /api/auth/logout')).toBe(logouts);
      expect((await timetrack(dir, ['whoami'])).code).toBe(3);
      const stillValid = await service.t.send('GET', '/auth/me', { authorization: `Bearer ${person.token}` });
      expect(stillValid.statusCode).toBe(200);
    },
    TIMEOUT,
  );
});
