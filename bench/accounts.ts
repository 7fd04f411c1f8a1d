// Working-time accounts (docs/api.md#working-time-accounts) on the large company: a 20-person team's balances over a
// year, one request at a time (GET /teams/{id}/balances computes every member's days in one statement),
// and the same team's year as an XLSX timesheet, streamed, with the growth of the server's peak memory.
// Before measuring, each measured member gets a schedule version from the start of the year (through the
// API, as their manager), so the running balance is computed too.
import type { Signed } from './fixture.js';
import type { Fixture } from './fixture.js';
import { median, probe, type ProbeResult, type Shot } from './load.js';
import { measureDownload, type DownloadRun, type Running } from './processes.js';
import type { Row } from './report.js';
import type { DatabaseKind } from './targets.js';

const TEAMS_MEASURED = 5;
const WEEKLY = { mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 25_200, sat: 0, sun: 0 };

const bearer = (signed: Signed) => ({ authorization: signed.authorization, accept: 'application/json' });

async function giveSchedules(server: Running, fixture: Fixture): Promise<string | undefined> {
  for (const manager of fixture.managers.slice(0, TEAMS_MEASURED)) {
    const teams = await fetch(`${server.url}/api/teams`, { headers: bearer(manager) });
    if (!teams.ok) return `not measured: GET /teams answered ${teams.status}`;
    const listed = ((await teams.json()) as { data: { id: number; members: { id: number }[] }[] }).data;
    const members = listed.find((team) => team.id === manager.teamId)?.members ?? [];
    for (const member of members) {
      if (member.id === manager.userId) continue;
      const response = await fetch(`${server.url}/api/users/${member.id}/schedules`, {
        method: 'POST',
        headers: { ...bearer(manager), 'content-type': 'application/json' },
        body: JSON.stringify({ valid_from: fixture.year.start, weekly: WEEKLY }),
      });
      // 422 `taken`: a second run on the same data.
      if (!response.ok && response.status !== 422) return `not measured: POST /users/{id}/schedules answered ${response.status}`;
    }
  }
  return undefined;
}

/** A year of balances for a 20-person team, one request at a time: p50 ≤ 100 ms on PostgreSQL. */
export async function balanceScenario(db: DatabaseKind, server: Running, paths: Set<string>, fixture: Fixture, runs: number): Promise<Row> {
  const scenario = `GET /teams/{id}/balances, a year, ${fixture.size.name} company (20 people), 1 at a time`;
  if (!paths.has('/api/teams/{}/balances')) return { scenario, db, note: 'not available (the server has no such route yet)' };
  const problem = await giveSchedules(server, fixture);
  if (problem) return { scenario, db, note: problem };
  const shots: Shot[] = fixture.managers.slice(0, TEAMS_MEASURED).map((manager) => ({
    path: `/api/teams/${manager.teamId}/balances?start=${fixture.year.start}&end=${fixture.year.end}`,
    headers: bearer(manager),
  }));
  await probe(server.url, shots, { seconds: 1, max: 10 });
  const results: ProbeResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await probe(server.url, shots, { seconds: 3, max: 100 }));
  const p50 = median(results.map((r) => r.p50));
  const failures = results.reduce((sum, r) => sum + r.failures, 0);
  return {
    scenario,
    db,
    p50,
    p99: median(results.map((r) => r.p99)),
    target: 'p50 <= 100 ms',
    ...(db === 'postgres' ? { pass: p50 <= 100 && failures === 0 } : {}),
    ...(failures > 0 ? { note: `${failures} requests failed` } : {}),
    runs: results,
  };
}

/** A 20-person team's year as XLSX: time, size, growth of the server's peak resident memory ≤ 64 MB. */
export async function timesheetScenario(db: DatabaseKind, server: Running, paths: Set<string>, fixture: Fixture, runs: number): Promise<Row> {
  const scenario = 'GET /teams/{id}/timesheet, a year as XLSX (time, peak RSS growth)';
  if (!paths.has('/api/teams/{}/timesheet')) return { scenario, db, note: 'not available (the server has no such route yet)' };
  const manager = fixture.managers[0]!;
  const path = `/api/teams/${manager.teamId}/timesheet?start=${fixture.year.start}&end=${fixture.year.end}&format=xlsx`;
  const measured: DownloadRun[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await measureDownload(server, path, bearer(manager));
    measured.push(run);
    if (run.status >= 300) break;
  }
  const failed = measured.find((r) => r.status >= 300);
  if (failed) return { scenario, db, note: `not measured: answered ${failed.status}`, runs: measured };
  const growth = median(measured.map((r) => r.growthMB));
  return {
    scenario,
    db,
    p50: median(measured.map((r) => r.milliseconds)),
    ratio: growth,
    ratioLabel: 'MB',
    target: '<= 64 MB',
    ...(db === 'postgres' ? { pass: growth <= 64 } : {}),
    note: `${(measured[0]!.bytes / 2 ** 20).toFixed(1)} MB workbook`,
    runs: measured,
  };
}
