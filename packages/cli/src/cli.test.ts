// The `timetrack` command end to end: each call is a child process running the command's source, against
// the real service (PGlite) reached through a relay that the test can take down and bring back, as when
// the service stops or the network goes.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../apps/server/src/auth/second-factor.js';
import { TimeFactories } from '../../../apps/server/src/test/time-factories.js';
import { DEFAULT_PASSWORD, startService, type Service } from '../../client/src/test/service.js';
import { dateLabel, duration, signedDuration } from './format.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));
const HOUR = 3_600_000;
/** Each call starts a Node process; a test makes a dozen or more. */
const TIMEOUT = 120_000;

/**
 * A fixed-offset zone in which it is now between 12:00 and 13:00, so that a few hours back are still
 * today and this week whenever the test runs.
 */
const OFFSET_HOURS = 12 - new Date().getUTCHours();
const TZ = OFFSET_HOURS === 0 ? 'Etc/GMT' : `Etc/GMT${OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(OFFSET_HOURS)}`;
const localDate = (instant: Date) => new Date(instant.getTime() + OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
const localTime = (instant: Date) => new Date(instant.getTime() + OFFSET_HOURS * HOUR).toISOString().slice(11, 16);

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
  const folder = await mkdtemp(join(tmpdir(), 'timetrack-cli-'));
  folders.push(folder);
  return join(folder, 'config');
}

function timetrack(dir: string, args: string[], input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', ENTRY, ...args], {
      cwd: ROOT,
      env: { ...process.env, TIMETRACK_CONFIG_DIR: dir, TZ, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A new employee signed in with `timetrack login` in a folder of their own. */
async function signedIn() {
  const user = await service.t.f.buildUser({ name: 'Ada Lovelace' });
  const dir = await configFolder();
  const run = await timetrack(dir, ['login', '--server', service.relay.baseUrl.replace(/\/api$/, ''), '--email', user.email!], `${DEFAULT_PASSWORD}\nignored\n`);
  expect(run, run.stderr).toMatchObject({ code: 0 });
  expect(run.stdout).toBe(`Signed in to ${service.relay.baseUrl} as Ada Lovelace <${user.email}>.\n`);
  return { user, dir, run: (args: string[], input?: string) => timetrack(dir, args, input) };
}

const json = <T = Record<string, unknown>>(run: Run): T => JSON.parse(run.stdout) as T;

async function workClocks(userId: number, status: boolean) {
  return service.t.db
    .selectFrom('clock_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'work')
    .where('status', '=', status)
    .execute();
}

describe('timetrack', () => {
  it('queues a clock-out while the service is down, sends it with the next command, and renews an expired access token silently', async () => {
    const { user, dir, run } = await signedIn();

    const clockIn = await run(['in']);
    expect(clockIn, clockIn.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(clockIn.stdout).toMatch(/^Clocked in at \d\d:\d\d\.\n$/);

    await service.relay.down();
    try {
      const out = await run(['out']);
      expect(out, out.stderr).toMatchObject({ code: 0 });
      expect(out.stdout).toMatch(/^Queued: clock-out at \d\d:\d\d\. The service cannot be reached now/);
      const queued = await run(['queue', '--json']);
      expect(queued.code).toBe(0);
      expect(json(queued)).toMatchObject({ pending: [{ kind: 'clock', action: 'out', user_id: user.id }], rejected: [] });
      // Reading needs the service: exit 4, and the action stays queued.
      const offline = await run(['status']);
      expect(offline.code).toBe(4);
      expect(offline.stderr).toBe(`timetrack: the service at ${service.relay.baseUrl} cannot be reached\n`);
      expect(await workClocks(user.id, false)).toHaveLength(0);
    } finally {
      await service.relay.up();
    }

    const status = await run(['status', '--json']);
    expect(status, status.stderr).toMatchObject({ code: 0 });
    expect(status.stderr).toBe('timetrack: sent 1 queued action\n');
    expect(json(status)).toMatchObject({ clocked_in: false, on_break: false, pending: 0, rejected: 0 });
    expect(await workClocks(user.id, false)).toHaveLength(1);
    expect(await workClocks(user.id, true)).toHaveLength(1);

    // Every file of the folder is the owner's alone.
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const file of ['session', 'queue', 'settings', 'clock-state']) {
      expect((await stat(join(dir, file))).mode & 0o777, file).toBe(0o600);
    }

    // An access token that has expired: the next command renews the session by itself.
    const sessionFile = join(dir, 'session');
    const stored = JSON.parse(await readFile(sessionFile, 'utf8')) as { access_token: string; refresh_token: string; version: string };
    const claims = JSON.parse(Buffer.from(stored.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
    await writeFile(sessionFile, JSON.stringify({ ...stored, access_token: await service.expiredAccessToken(Number(claims.sub), claims.sid), version: 'expired' }));
    const refreshes = service.relay.count('POST /api/auth/refresh');
    const renewed = await run(['status']);
    expect(renewed, renewed.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(renewed.stdout).toMatch(/^Clocked out since \d\d:\d\d\.\nToday: {5}\d+ min\nThis week: \d+ min\n$/);
    expect(service.relay.count('POST /api/auth/refresh')).toBe(refreshes + 1);
    const after = JSON.parse(await readFile(sessionFile, 'utf8')) as { refresh_token: string };
    expect(after.refresh_token).not.toBe(stored.refresh_token);

    // Signing out without the service forgets the session here, and says the service was not told.
    await service.relay.down();
    try {
      const logout = await run(['logout']);
      expect(logout.code).toBe(4);
      expect(logout.stderr).toBe(
        `timetrack: the service at ${service.relay.baseUrl} cannot be reached: signed out here, but the session could not be ended on the service\n`,
      );
    } finally {
      await service.relay.up();
    }
    expect((await run(['status'])).code).toBe(3);
  }, TIMEOUT);

  it('exits 2 on a usage error, 3 when nobody is signed in, 1 with the code when the service refuses', async () => {
    const empty = await configFolder();
    const usageErrors = [[], ['frob'], ['status', '--bogus'], ['break', '--start', '--end'], ['hours', '--week', '--month'], ['login', '--server', 'x'], ['in', 'now']];
    const usage = await Promise.all(usageErrors.map((args) => timetrack(empty, args)));
    usage.forEach((run, index) => {
      expect(run.code, usageErrors[index]!.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^timetrack: .+\n/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });
    const needsSession = [['status'], ['in'], ['hours', '--json'], ['sync']];
    const signedOut = await Promise.all(needsSession.map((args) => timetrack(empty, args)));
    signedOut.forEach((run, index) => {
      expect(run.code, needsSession[index]!.join(' ')).toBe(3);
      expect(run.stderr).toBe('timetrack: not signed in; run `timetrack login --server URL --email E` first\n');
    });
    const help = await timetrack(empty, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: timetrack <command>');

    const wrong = await timetrack(empty, ['login', '--server', service.relay.baseUrl, '--email', 'nobody@example.test'], 'not the password\n');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^timetrack: refused by the service: invalid_credentials \(.+\)\n$/);

    const { run } = await signedIn();
    const out = await run(['out']);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe('timetrack: refused by the service: not_clocked_in (Not clocked in)\n');
    expect(await run(['in'])).toMatchObject({ code: 0 });
    const again = await run(['in', '--json']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('timetrack: refused by the service: already_clocked_in (Already clocked in)\n');
    // Told at once, so not kept among the refused actions.
    expect(json(await run(['queue', '--json']))).toEqual({ pending: [], rejected: [] });
  }, TIMEOUT);

  it('toggles breaks from the service state, or offline from the last known one, and prints status and hours', async () => {
    const { user, dir, run } = await signedIn();
    const tf = new TimeFactories(service.t.db);
    const now = Date.now();
    // Earlier today (it is past noon in the zone of the command): 1 h 50 min worked.
    const start = new Date(now - 3 * HOUR);
    const end = new Date(now - 1 * HOUR);
    await tf.workingTime(user, { start, end, breaks: [{ start: new Date(now - 2 * HOUR - 10 * 60_000), end: new Date(now - 2 * HOUR) }] });

    expect(await run(['in'])).toMatchObject({ code: 0 });
    const started = await run(['break', '--json']);
    expect(started, started.stderr).toMatchObject({ code: 0 });
    expect(json(started)).toMatchObject({ status: 'delivered', action: { kind: 'break', action: 'start' }, record: { kind: 'break', status: true } });

    const status = json<{ clocked_in: boolean; on_break: boolean; since: string; break_since: string; today_seconds: number; week_seconds: number }>(
      await run(['status', '--json']),
    );
    expect(status).toMatchObject({ clocked_in: true, on_break: true });
    expect(status.today_seconds).toBeGreaterThanOrEqual(6600);
    expect(status.today_seconds).toBeLessThan(6600 + 300);
    expect(status.week_seconds).toBe(status.today_seconds);
    const text = await run(['status']);
    expect(text.stdout).toMatch(/^Clocked in since \d\d:\d\d, on a break since \d\d:\d\d\.\nToday: {5}1 h 5\d min\nThis week: 1 h 5\d min\n$/);

    const ended = await run(['break']);
    expect(ended.stdout).toMatch(/^Break ended at \d\d:\d\d\.\n$/);

    // Offline, the toggle follows what this folder knows: a break starts, then ends.
    await service.relay.down();
    try {
      const offlineStart = await run(['break', '--json']);
      expect(offlineStart.code).toBe(0);
      expect(json(offlineStart)).toMatchObject({ status: 'queued', action: { kind: 'break', action: 'start' } });
      const offlineEnd = await run(['break']);
      expect(offlineEnd.stdout).toMatch(/^Queued: break end at/);
      // Without that knowledge, the command cannot guess.
      await rm(join(dir, 'clock-state'));
      const unknown = await run(['break']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/say --start or --end/);
      const sync = await run(['sync']);
      expect(sync.code).toBe(4);
    } finally {
      await service.relay.up();
    }
    const sync = await run(['sync', '--json']);
    expect(sync.stderr).toBe('timetrack: sent 2 queued actions\n');
    expect(json(sync)).toEqual({ delivered: 2, rejected: [], pending: 0 });
    expect(sync.code).toBe(0);
    expect(json(await run(['status', '--json']))).toMatchObject({ clocked_in: true, on_break: false });
    expect(await run(['out'])).toMatchObject({ code: 0 });

    const hours = json<{
      start: string;
      end: string;
      worked_seconds: number;
      days: { date: string; worked_seconds: number; periods: unknown[] }[];
      balance: { today: unknown } & Record<string, unknown>;
    }>(
      await run(['hours', '--json']),
    );
    const today = localDate(new Date());
    expect(hours.start <= today && today <= hours.end).toBe(true);
    const row = hours.days.find((candidate) => candidate.date === today)!;
    expect(row.periods).toHaveLength(2);
    expect(row.worked_seconds).toBe(hours.worked_seconds);
    expect(hours.worked_seconds).toBeGreaterThanOrEqual(6600);
    expect(hours.worked_seconds).toBeLessThan(6600 + 300);
    expect(hours.days.at(-1)!.date).toBe(today);
    // The balance is the service's, for the same week: to date (up to yesterday), today apart.
    const ofWeek = await service.t.sendAs(user, 'GET', `/users/${user.id}/balance?start=${hours.start}&end=${hours.end}`);
    const served = ofWeek.json<{ data: Record<string, unknown> }>().data;
    expect(hours.balance).toEqual({
      to_date: served.to_date,
      today: served.today,
      running_balance_seconds: null,
      running_since: null,
      running_through: served.running_through,
    });
    expect(hours.balance.today).toMatchObject({ date: today });

    const table = await run(['hours', '--month']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Date\s+Worked\s+Periods$/);
    expect(lines.find((line) => line.includes(today))).toMatch(
      new RegExp(`^\\w{3} ${today}\\s+1 h 5\\d min  ${localTime(start)}-${localTime(end)}, \\d\\d:\\d\\d-\\d\\d:\\d\\d$`),
    );
    const totalAt = Number(today.slice(8)) + 1;
    expect(lines[totalAt]).toMatch(/^Total\s+1 h 5\d min$/);
    const ofMonth = (
      await service.t.sendAs(user, 'GET', `/users/${user.id}/balance?start=${today.slice(0, 8)}01&end=${today}`)
    ).json<{
      data: { to_date: { balance_seconds: number; through: string } | null; today: { worked_seconds: number; expected_seconds: number } };
    }>().data;
    expect(lines.slice(totalAt + 1)).toEqual([
      '',
      ofMonth.to_date
        ? `Balance to date  ${signedDuration(ofMonth.to_date.balance_seconds)} (up to ${dateLabel(ofMonth.to_date.through)})`
        : 'Balance to date  nothing owed yet',
      `Today so far     ${duration(ofMonth.today.worked_seconds)} of ${duration(ofMonth.today.expected_seconds)}`,
      'Running balance  no schedule yet',
    ]);
  }, TIMEOUT);

  it('reports a queued action the service refuses later, keeps it listed until dismissed, and signs out', async () => {
    const { user, run } = await signedIn();
    await service.relay.down();
    try {
      // Clocked out, and offline: the clock-out waits, then the service will refuse it.
      expect((await run(['out'])).code).toBe(0);
    } finally {
      await service.relay.up();
    }
    const sync = await run(['sync']);
    expect(sync.code).toBe(1);
    expect(sync.stderr).toMatch(/^timetrack: the queued clock-out of \w{3} \d{4}-\d\d-\d\d \d\d:\d\d was refused by the service: not_clocked_in \(Not clocked in\)\n$/);
    const listed = await run(['queue']);
    expect(listed.stdout).toMatch(/^Refused by the service \(1\):\n {2}\w{3} \S+ \d\d:\d\d {2}clock-out: not_clocked_in \(Not clocked in\)\n/);
    expect((await run(['queue', '--dismiss'])).stdout).toContain('Forgot 1 refused action.');
    expect(json(await run(['queue', '--json']))).toEqual({ pending: [], rejected: [] });

    const out = await run(['logout']);
    expect(out).toMatchObject({ code: 0, stdout: 'Signed out.\n' });
    expect((await run(['status'])).code).toBe(3);
    expect(await workClocks(user.id, false)).toHaveLength(0);
  }, TIMEOUT);

  it('asks for the two-factor code of an account that has them on: --code, --recovery-code, or refused', async () => {
    const user = await service.t.f.buildUser({ name: 'Grace Hopper' });
    const headers = await service.t.f.signIn(user);
    const secret: string = (await service.t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
    const confirmed = await service.t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret) });
    const [recoveryCode] = confirmed.json().data.recovery_codes as string[];
    const server = service.relay.baseUrl.replace(/\/api$/, '');
    const login = async (extra: string[]) => timetrack(await configFolder(), ['login', '--server', server, '--email', user.email!, ...extra], `${DEFAULT_PASSWORD}\n`);

    const without = await login([]);
    expect(without.code).toBe(2);
    expect(without.stderr).toMatch(/^timetrack: login: this account asks for a two-factor code; give --code C or --recovery-code R\n/);
    const wrong = await login(['--code', totpCode(secret) === '000000' ? '000001' : '000000']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('two_factor_failed');
    // The step after the one used at the set-up: a code works once.
    const right = await login(['--code', totpCode(secret, Date.now() + 30_000)]);
    expect(right, right.stderr).toMatchObject({ code: 0, stdout: `Signed in to ${service.relay.baseUrl} as Grace Hopper <${user.email}>.\n` });
    expect((await login(['--recovery-code', recoveryCode!])).code).toBe(0);
    expect((await login(['--recovery-code', recoveryCode!])).code).toBe(1);
  }, TIMEOUT);
});
