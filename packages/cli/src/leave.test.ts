// `timetrack leave` end to end: a child process running the command's source against the real service.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startService, type Service } from '../../client/src/test/service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TIMEOUT = 120_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let service: Service;
let folder: string;

beforeAll(async () => {
  service = await startService();
  folder = await mkdtemp(join(tmpdir(), 'timetrack-leave-'));
});
afterAll(async () => {
  await service.close();
  await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

function timetrack(args: string[], input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', ENTRY, ...args], {
      cwd: ROOT,
      env: { ...process.env, TIMETRACK_CONFIG_DIR: join(folder, 'config'), TZ: 'UTC', NO_COLOR: '1' },
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

describe('timetrack leave', () => {
  it(
    'asks for days, lists them with their status, shows the balance and cancels',
    async () => {
      const user = await service.t.f.buildUser({ name: 'Grace Hopper' });
      await service.t.db.updateTable('users').set({ start_date: '2020-01-01' }).where('id', '=', user.id).execute();
      const login = await timetrack(['login', '--server', service.relay.baseUrl.replace(/\/api$/, ''), '--email', user.email!], `${DEFAULT_PASSWORD}\n`);
      expect(login, login.stderr).toMatchObject({ code: 0 });

      // Monday 21 December 2026 afternoon to Thursday 24: 3.5 days.
      const asked = await timetrack(['leave', 'request', '--type', 'paid leave', '--from', '2026-12-21', '--to', '2026-12-24', '--start-half', 'afternoon']);
      expect(asked, asked.stderr).toMatchObject({ code: 0 });
      expect(asked.stdout).toMatch(/^Request (\d+): Paid leave, Mon 2026-12-21 afternoon - Thu 2026-12-24, 3\.5 days, pending\.\n$/);
      const id = /^Request (\d+)/.exec(asked.stdout)![1]!;

      const list = await timetrack(['leave', 'list', '--json']);
      expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ id: Number(id), days: 3.5, status: 'pending', start_half: 'afternoon' })]);
      const text = await timetrack(['leave', 'list']);
      expect(text.stdout).toContain(`${id}  Paid leave`);

      const balance = await timetrack(['leave', 'balance', '--year', '2026', '--json']);
      expect(JSON.parse(balance.stdout)).toEqual([expect.objectContaining({ leave_type_id: 1, year: 2026, pending_days: 3.5, expired_days: 5, available_days: 21.5 })]);
      const table = await timetrack(['leave', 'balance', '--year', '2026']);
      expect(table.stdout).toContain('Leave year 2026-01-01 to 2026-12-31');
      expect(table.stdout).toMatch(/Paid leave\s+25\s+5 \(until 2026-03-31\)\s+5\s+0\s+0\s+3\.5\s+21\.5/);

      const tooMuch = await timetrack(['leave', 'request', '--type', '1', '--from', '2026-06-01', '--to', '2026-08-31']);
      expect(tooMuch.code).toBe(1);
      expect(tooMuch.stderr).toContain('not enough Paid leave left: 21.5 days in the leave year 2026');
      const unknown = await timetrack(['leave', 'request', '--type', 'Holidays', '--from', '2026-12-28']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('no leave type "Holidays" (Paid leave, Sick leave, Unpaid leave)');

      const cancelled = await timetrack(['leave', 'cancel', id]);
      expect(cancelled, cancelled.stderr).toMatchObject({ code: 0, stdout: `Request ${id} cancelled.\n` });
      const again = await timetrack(['leave', 'cancel', id]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('refused by the service: conflict');
    },
    TIMEOUT,
  );
});
