// Importing 5,000 people at once (POST /users/import, dry_run=false) as the company's general manager:
// accounts, 50 new teams, memberships, schedules and 5,000 invitations in one transaction. Measured on a
// freshly started server: the request's time and the growth of the server's peak resident memory.
// Each run imports other e-mail addresses and team names.
import type { Fixture } from './fixture.js';
import { median } from './load.js';
import { memoryOf, resetPeak, type Running } from './processes.js';
import type { Row } from './report.js';
import type { DatabaseKind } from './targets.js';

const PEOPLE = 5000;
const TEAMS = 50;

interface UploadRun {
  milliseconds: number;
  growthMB: number;
  bytes: number;
  status: number;
  created: number | undefined;
}

function rowsOf(run: number): unknown[] {
  const stamp = `${Date.now().toString(36)}r${run}`;
  return Array.from({ length: PEOPLE }, (_, i) => ({
    email: `imported.${i}.${stamp}@bench.example`,
    name: `Imported Person ${i}`,
    role: i % 100 === 0 ? 'manager' : 'employee',
    team: `Imported ${stamp} ${i % TEAMS}`,
    language: i % 3 === 0 ? 'fr' : 'en',
    weekly_hours: i % 4 === 0 ? '28' : '37.5',
  }));
}

async function upload(server: Running, authorization: string, run: number): Promise<UploadRun> {
  const body = JSON.stringify({ rows: rowsOf(run) });
  const before = await memoryOf(server.pid);
  const peakReset = await resetPeak(server.pid);
  let sampled = before.rss;
  const sampler = setInterval(() => {
    void memoryOf(server.pid).then((m) => (sampled = Math.max(sampled, m.rss)), () => {});
  }, 5);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/users/import?dry_run=false`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  const answer = (await response.json().catch(() => undefined)) as { data?: { created?: number } } | undefined;
  const milliseconds = performance.now() - started;
  clearInterval(sampler);
  const after = await memoryOf(server.pid);
  const peak = peakReset ? Math.max(after.peak, sampled) : sampled;
  return { milliseconds, growthMB: (peak - before.rss) / 2 ** 20, bytes: body.length, status: response.status, created: answer?.data?.created };
}

/** 5,000 people in one import: at most 10 s and 100 MB of peak memory growth on PostgreSQL. */
export async function importScenario(db: DatabaseKind, server: Running, paths: Set<string>, fixture: Fixture, runs: number): Promise<Row> {
  const scenario = `POST /users/import, ${PEOPLE} people in ${TEAMS} new teams (time, peak RSS growth)`;
  if (!paths.has('/api/users/import')) return { scenario, db, note: 'not available (the server has no such route yet)' };
  const measured: UploadRun[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await upload(server, fixture.generalManager.authorization, i);
    measured.push(run);
    if (run.status !== 200 || run.created !== PEOPLE) break;
  }
  const failed = measured.find((r) => r.status !== 200 || r.created !== PEOPLE);
  if (failed) return { scenario, db, note: `not measured: answered ${failed.status}, created ${failed.created ?? 'none'}`, runs: measured };
  const time = median(measured.map((r) => r.milliseconds));
  const growth = median(measured.map((r) => r.growthMB));
  return {
    scenario,
    db,
    p50: time,
    ratio: growth,
    ratioLabel: 'MB',
    target: '<= 10 s, <= 100 MB',
    ...(db === 'postgres' ? { pass: time <= 10_000 && growth <= 100 } : {}),
    note: `${(measured[0]!.bytes / 2 ** 20).toFixed(1)} MB of JSON rows`,
    runs: measured,
  };
}
