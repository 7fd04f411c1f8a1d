// `timetrack login --sso` against the real service and a real OpenID Connect provider, both on 127.0.0.1:
// the command prints the provider's address, the test signs in there over HTTP as a browser would, the
// service sends the browser to the command's loopback listener, and the command keeps the session.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../apps/server/src/auth/second-factor.js';
import { Browser, startTestProvider, type TestProvider } from '../../../apps/server/src/test/oidc-provider.js';
import { startService, type Service } from '../../client/src/test/service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));
const PUBLIC_URL = 'http://localhost:3000';
const TIMEOUT = 120_000;

let provider: TestProvider;
let service: Service;
const folders: string[] = [];

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/oidc/callback`] });
  service = await startService({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Example SSO',
    OIDC_MOBILE_REDIRECTS: 'http://127.0.0.1/callback',
  });
}, TIMEOUT);
afterAll(async () => {
  await service.close();
  await provider.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

async function configFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'timetrack-sso-'));
  folders.push(folder);
  return join(folder, 'config');
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  stderr(): string;
  /** The address the command asked the person to open. */
  address: Promise<string>;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function timetrack(dir: string, args: string[]): Running {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, TIMETRACK_CONFIG_DIR: dir, NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let announce: (address: string) => void = () => {};
  const address = new Promise<string>((resolve) => (announce = resolve));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    const printed = /^\s+(http\S+)$/m.exec(stderr);
    if (printed) announce(printed[1]!);
  });
  child.stdin.end();
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  void done.then(() => announce(''));
  return { child, stderr: () => stderr, address, done };
}

/** The service's own address for what the provider sent to PUBLIC_URL. */
function onService(url: string): string {
  const target = new URL(url);
  return `${service.relay.baseUrl.replace(/\/api$/, '')}${target.pathname}${target.search}`;
}

/** Signs in at the provider and follows the service's redirect; returns where the service sent the browser. */
async function finishInBrowser(address: string, email: string): Promise<URL> {
  const browser = new Browser();
  const callback = await browser.throughProvider(address, provider.issuer, email);
  const answer = await fetch(onService(callback), { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const server = () => service.relay.baseUrl.replace(/\/api$/, '');

describe('timetrack login --sso', () => {
  it(
    'signs in through the provider with a loopback redirect on a free port, and keeps the session',
    async () => {
      const email = `cli.sso.${randomBytes(3).toString('hex')}@example.test`;
      const user = await service.t.f.buildUser({ email, name: 'Grace Hopper' });
      provider.accounts.set(email, { email, email_verified: true });
      const dir = await configFolder();
      const login = timetrack(dir, ['login', '--server', server(), '--sso']);
      const address = await login.address;
      expect(address.startsWith(`${provider.issuer}/`), login.stderr()).toBe(true);
      expect(new URL(address).searchParams.get('code_challenge_method')).toBe('S256');

      const toCommand = await finishInBrowser(address, email);
      expect(toCommand.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(toCommand.pathname).toBe('/callback');
      // A request without the command's state is not taken for the answer.
      const stray = await fetch(`${toCommand.origin}/callback?code=guessed`);
      expect(stray.status).toBe(400);
      const page = await fetch(toCommand);
      expect(page.status).toBe(200);

      const result = await login.done;
      expect(result, result.stderr).toMatchObject({ code: 0 });
      expect(result.stdout).toBe(`Signed in to ${service.relay.baseUrl} as Grace Hopper <${email}>.\n`);

      const status = await timetrack(dir, ['status', '--json']).done;
      expect(status.code, status.stderr).toBe(0);
      const sessions = await service.t.db.selectFrom('sessions').select('client').where('user_id', '=', user.id).execute();
      expect(sessions).toEqual([{ client: 'mobile' }]);
    },
    TIMEOUT,
  );

  it(
    'asks the second factor of an account that has one on, as after a password (here a recovery code)',
    async () => {
      const email = `cli.sso.2fa.${randomBytes(3).toString('hex')}@example.test`;
      const user = await service.t.f.buildUser({ email, name: 'Ada Lovelace' });
      provider.accounts.set(email, { email, email_verified: true });
      const headers = await service.t.f.signIn(user);
      const secret: string = (await service.t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
      const confirmed = await service.t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret) });
      const [recoveryCode] = confirmed.json().data.recovery_codes as string[];

      const login = timetrack(await configFolder(), ['login', '--server', server(), '--sso', '--recovery-code', recoveryCode!]);
      await fetch(await finishInBrowser(await login.address, email));
      const result = await login.done;
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: `Signed in to ${service.relay.baseUrl} as Ada Lovelace <${email}>.\n` });
      const sessions = await service.t.db.selectFrom('sessions').select('second_factor').where('user_id', '=', user.id).where('client', '=', 'mobile').execute();
      expect(sessions.map((session) => session.second_factor)).toContain(true);
    },
    TIMEOUT,
  );

  it(
    'says so when the provider\'s account has no account here, and keeps nobody signed in',
    async () => {
      const email = `cli.stranger.${randomBytes(3).toString('hex')}@example.test`;
      provider.accounts.set(email, { email, email_verified: true });
      const dir = await configFolder();
      const login = timetrack(dir, ['login', '--server', server(), '--sso']);
      const toCommand = await finishInBrowser(await login.address, email);
      expect(toCommand.searchParams.get('error')).toBe('no_account');
      await fetch(toCommand);
      const result = await login.done;
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('refused by the service: no_account');
      expect((await timetrack(dir, ['status']).done).code).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'explains a service that does not accept loopback redirects',
    async () => {
      const strict = await startService({
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_MOBILE_REDIRECTS: 'com.example.timetrack:/oidc',
      });
      try {
        const result = await timetrack(await configFolder(), ['login', '--server', strict.relay.baseUrl, '--sso']).done;
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('OIDC_MOBILE_REDIRECTS needs http://127.0.0.1/callback');
      } finally {
        await strict.close();
      }
    },
    TIMEOUT,
  );
});
