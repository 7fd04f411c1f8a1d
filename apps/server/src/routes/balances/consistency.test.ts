// One balance everywhere: on the demo company, each person's balance to date, today's progress and running
// balance read for this week and this month through the person's balance, the team's balances and the
// command line's `hours` (a child process against the listening service) are the same numbers. A running
// balance is counted in two parts (the days before the range, then the range's own days), so reading it
// over a week and over a month also checks that the parts add up the same.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo, type DemoSummary } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addDays, dateInZone, mondayOf } from '../../time/zone.js';

const ZONE = 'Europe/Paris';
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../../../../packages/cli/src/cli.ts', import.meta.url));
/** Each command line call starts a Node process. */
const TIMEOUT = 240_000;

interface Figures {
  to_date: { through: string; balance_seconds: number; expected_seconds: number; worked_seconds: number } | null;
  today?: { date: string; expected_seconds: number; worked_seconds: number } | null;
  running_balance_seconds: number | null;
  running_through: string;
}

let t: TestApp;
let summary: DemoSummary;
let baseUrl: string;
const folders: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE, HOLIDAYS_REGION: 'FR' } });
  const admin = await t.f.buildUser({ role: 'general_manager' });
  summary = await seedDemo(t.db, { admin: { id: admin.id, role: 'general_manager' }, zone: ZONE });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
}, TIMEOUT);
afterAll(async () => {
  await t?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

function timetrack(dir: string, args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      // The terminal in the service's zone: its week and month are the service's.
      env: { ...process.env, TIMETRACK_CONFIG_DIR: dir, TZ: ZONE, NO_COLOR: '1' },
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

/** The figures every place must agree on; today's worked time of someone clocked in grows meanwhile. */
function agreed(figures: Figures, clockedIn: boolean) {
  return {
    to_date: figures.to_date,
    today_expected: figures.today?.expected_seconds ?? null,
    today_worked: clockedIn ? 'growing' : (figures.today?.worked_seconds ?? null),
    running_balance_seconds: figures.running_balance_seconds,
    running_through: figures.running_through,
  };
}

describe('the balance of the demo company', () => {
  it('is the same through the person, the team and the command line, for this week and this month', async () => {
    const today = dateInZone(new Date(), ZONE);
    const week = { start: mondayOf(today), end: addDays(mondayOf(today), 6) };
    const first = `${today.slice(0, 8)}01`;
    const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
    const month = { start: first, end: addDays(nextMonth.toISOString().slice(0, 10), -1) };
    const open = new Set(
      (await t.db.selectFrom('working_times').select('user_id').where('end', 'is', null).execute()).map((row) => row.user_id),
    );
    const gm = await t.f.signIn({ id: (await t.db.selectFrom('users').select('id').where('role', '=', 'general_manager').executeTakeFirstOrThrow()).id });

    /** place → person → figures, per range. */
    const seen = { week: new Map<string, Map<number, Figures>>(), month: new Map<string, Map<number, Figures>>() };
    const record = (range: 'week' | 'month', place: string, userId: number, figures: Figures) => {
      if (!seen[range].has(place)) seen[range].set(place, new Map());
      seen[range].get(place)!.set(userId, figures);
    };

    for (const [name, range] of [
      ['week', week],
      ['month', month],
    ] as const) {
      const query = `start=${range.start}&end=${range.end}`;
      for (const person of summary.company.people) {
        const response = await t.send('GET', `/users/${person.id}/balance?${query}`, gm);
        expect(response.statusCode).toBe(200);
        record(name, 'person', person.id, response.json().data as Figures);
      }
      for (const team of summary.company.teams) {
        const manager = await t.f.signIn({ id: team.managerId });
        const response = await t.send('GET', `/teams/${team.id}/balances?${query}`, manager);
        expect(response.statusCode).toBe(200);
        for (const member of response.json().data as (Figures & { user_id: number })[]) record(name, 'team', member.user_id, member);
      }
    }

    // The command line for a manager, someone clocked in and someone back from a vacation.
    const people = summary.company.people;
    const chosen = [
      people.find((p) => p.role === 'manager')!,
      people.find((p) => p.role === 'employee' && open.has(p.id)) ?? people[1]!,
      people[3]!,
    ];
    for (const person of chosen) {
      const folder = await mkdtemp(join(tmpdir(), 'timetrack-balance-'));
      folders.push(folder);
      const dir = join(folder, 'config');
      const login = await timetrack(dir, ['login', '--server', baseUrl, '--email', person.email], `${DEMO_PASSWORD}\n`);
      expect(login.code, login.stderr).toBe(0);
      for (const [name, flag] of [
        ['week', '--week'],
        ['month', '--month'],
      ] as const) {
        const run = await timetrack(dir, ['hours', flag, '--json']);
        expect(run.code, run.stderr).toBe(0);
        const answer = JSON.parse(run.stdout) as { start: string; end: string; balance: Figures };
        expect({ start: answer.start, end: answer.end }).toEqual(name === 'week' ? week : month);
        record(name, 'command line', person.id, answer.balance);
      }
    }

    const disagreements: string[] = [];
    for (const range of ['week', 'month'] as const) {
      const reference = seen[range].get('person')!;
      for (const [place, byPerson] of seen[range]) {
        for (const [userId, figures] of byPerson) {
          const expected = agreed(reference.get(userId)!, open.has(userId));
          const actual = agreed(figures, open.has(userId));
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            disagreements.push(`${range}, person ${userId}: ${place} says ${JSON.stringify(actual)}, the balance ${JSON.stringify(expected)}`);
          }
        }
      }
      // The team's balances cover everyone in a team; the command line the three people chosen.
      expect(seen[range].get('team')!.size).toBe(summary.company.people.length);
      expect(seen[range].get('command line')!.size).toBe(chosen.length);
    }
    // The running balance up to yesterday does not depend on the range it is read with.
    for (const person of people) {
      const ofWeek = seen.week.get('person')!.get(person.id)!;
      const ofMonth = seen.month.get('person')!.get(person.id)!;
      if (ofWeek.running_through === ofMonth.running_through && ofWeek.running_balance_seconds !== ofMonth.running_balance_seconds) {
        disagreements.push(`person ${person.id}: running balance ${ofWeek.running_balance_seconds} over the week, ${ofMonth.running_balance_seconds} over the month`);
      }
    }
    expect(disagreements).toEqual([]);
    // Somebody owes or is owed something: the comparison is not between zeros.
    expect([...seen.week.get('person')!.values()].some((figures) => figures.running_balance_seconds)).toBe(true);
  }, TIMEOUT);
});
