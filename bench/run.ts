// `npm run bench`: the service at 9:00 on Monday (everybody clocks in) and at month's end (managers
// open reports over years of history), on PostgreSQL and on PGlite, measured as ratios to ceilings
// taken in the same run on the same machine. Prints a table and writes bench/results/latest.json.
//
// Settings: BENCH_DATABASE_URL (a PostgreSQL server where databases may be created; default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASES (postgres,pglite), BENCH_SECONDS (4 per
// run), BENCH_RUNS (3; medians are reported), BENCH_CPU_PROF=1 (CPU profiles of the server under
// bench/results/profiles, for `--cpu-prof` analysis), BENCH_ONLY=start (only the start with nothing
// changed), BENCH_ONLY=import (only the import of 5,000 people, on the small company), BENCH_ONLY=clock-path (only the clock path and
// the authenticated read, on the large company), BENCH_ONLY=burst (only the clock path's burst-then-steady
// scenario, on PostgreSQL's large company: about 3 minutes with the load), BENCH_ONLY=events (2,000 live
// event streams on one instance, clocks at 50/s on another: memory and latency, PostgreSQL's large company),
// BENCH_ONLY=people (a general manager's People screen: GET /presence and the page drawn in Chromium),
// BENCH_ONLY=leave (two years of leave: a general manager's team calendar over everyone, a person's balances),
// BENCH_ONLY=webhooks (10,000 clock events fanned out to 5 webhooks, and the clock path at 100/s with and without
// the fan-out, PostgreSQL's large company), BENCH_ONLY=attendance (the attendance report of the large company's
// month, JSON and XLSX, PostgreSQL), BENCH_ONLY=everything (the clock path with 2,000 live event streams, a listener
// and 5 webhooks against the same with none, interleaved rounds; PostgreSQL's large company), BENCH_ONLY=reminders (one reminder check over 100,000 people with 5,000
// open periods, and 5,000 pushes to a local push service; PostgreSQL, a company of its own).
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { balanceScenario, timesheetScenario } from './accounts.js';
import { importScenario } from './import-people.js';
import { attendanceScenarios } from './attendance.js';
import { eventsScenario } from './live-events.js';
import { webhooksScenario } from './webhooks.js';
import { everythingScenario } from './everything-on.js';
import { leaveScenario } from './leave.js';
import { remindersScenario } from './reminders.js';
import { peopleScenario, prepareWebApp } from './people.js';
import { loadClockCommand, runClockCeiling } from './clock-ceiling.js';
import { clockPathScenarios } from './clock-path.js';
import { measureClientSize } from './client-size.js';
import { measurePersonMonth } from './web-person-month.js';
import { measureStart } from './start.js';
import { measureWebSize } from './web-size.js';
import { CLOCKERS, LARGE, loadCompany, METRICS_TOKEN, serverEnv, SMALL, type Fixture, type Signed } from './fixture.js';
import { hammer, median, probe, type ProbeResult, type Shot } from './load.js';
import { measureDownload, ROOT, SERVER_MAIN, startCeiling, startServer, type DownloadRun, type Running } from './processes.js';
import { table, writeResults, type Row } from './report.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { createTarget, POOL_SIZE, postgresAvailable, settleAfterLoad, type DatabaseKind, type Target } from './targets.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 64;
/** Seconds of load before the measured runs of a scenario (JIT, caches). */
const WARM_UP = 2;
const ONLY_BURST = process.env.BENCH_ONLY === 'burst';
const DATABASES = (ONLY_BURST ? ['postgres'] : (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((s) => s.trim())) as DatabaseKind[];
const ONLY_CLOCK_PATH = process.env.BENCH_ONLY === 'clock-path' || ONLY_BURST;
const ONLY_START = process.env.BENCH_ONLY === 'start';
const ONLY_IMPORT = process.env.BENCH_ONLY === 'import';
const ONLY_EVENTS = process.env.BENCH_ONLY === 'events';
const ONLY_PEOPLE = process.env.BENCH_ONLY === 'people';
const ONLY_WEBHOOKS = process.env.BENCH_ONLY === 'webhooks';
const ONLY_LEAVE = process.env.BENCH_ONLY === 'leave';
const ONLY_REMINDERS = process.env.BENCH_ONLY === 'reminders';
const ONLY_ATTENDANCE = process.env.BENCH_ONLY === 'attendance';
const ONLY_EVERYTHING = process.env.BENCH_ONLY === 'everything';
const RESULTS = `${ROOT}bench/results/latest.json`;

const rows: Row[] = [];
const loads: Record<string, unknown> = {};
const loadLines: string[] = [];

function loadLine(kind: DatabaseKind, fixture: Fixture): string {
  const c = fixture.counts;
  return (
    `  ${kind.padEnd(8)} ${fixture.size.name.padEnd(5)} company: ${c.people} people, ${c.teams} teams, ${c.workingTimes} working periods, ` +
    `${c.breaks} breaks, ${c.clockRecords} clock records, ${c.absences} absences, ${c.corrections} corrections, ` +
    `${c.weekValidations} validated weeks, loaded in ${fixture.loadSeconds.toFixed(1)} s`
  );
}
const began = performance.now();

function log(line: string): void {
  const elapsed = ((performance.now() - began) / 1000).toFixed(0).padStart(4);
  process.stdout.write(`[${elapsed} s] ${line}\n`);
}

/** Every connection's own people: connection c gets every person whose index ≡ c (mod connections). */
function shareOut<T>(items: T[], connection: number): T[] {
  const mine = items.filter((_, i) => i % CONNECTIONS === connection % Math.min(CONNECTIONS, items.length));
  return mine.length > 0 ? mine : items;
}

/** The API paths the server documents, `/api` included, with parameters written `{}`. */
async function documentedPaths(server: Running): Promise<Set<string>> {
  const response = await fetch(`${server.url}/api/openapi.json`);
  const document = (await response.json()) as { paths?: Record<string, unknown> };
  // The document writes its paths without the /api prefix (its server URL carries it).
  return new Set(Object.keys(document.paths ?? {}).map((path) => `/api${path.replace(/\{[^}]*\}/g, '{}')}`));
}

/** Undefined when the endpoint answers 2xx; else why it cannot be measured. */
async function unavailable(server: Running, paths: Set<string>, template: string, shot: Shot): Promise<string | undefined> {
  if (!paths.has(template)) return 'not available (the server has no such route yet)';
  const response = await fetch(server.url + shot.path, { method: shot.method ?? 'GET', headers: shot.headers });
  if (response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return `not measured: a first request answered ${response.status} ${body.code ?? ''}`.trim();
}

/** A scenario at 64 connections: a warm-up, then RUNS runs; medians. */
async function loadScenario(
  db: DatabaseKind,
  server: Running,
  paths: Set<string>,
  spec: { scenario: string; template: string; shots: (connection: number) => Shot[] },
): Promise<Row> {
  const reason = await unavailable(server, paths, spec.template, spec.shots(0)[0]!);
  if (reason) return { scenario: spec.scenario, db, note: reason };
  const measure = hammerFigures(server.url, spec.shots, server);
  await measure(WARM_UP);
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(SECONDS));
  const row = rowOf(spec.scenario, db, runs);
  log(`  ${spec.scenario}: ${row.requestsPerSecond!.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
  return row;
}

/**
 * Waits until the server has worked off the requests still in flight when the load generator stopped
 * (up to one per connection, each maybe queued for the database), so the next measurement starts on an
 * idle server: three health checks in a row must answer quickly.
 */
async function settle(server: Running): Promise<void> {
  const deadline = performance.now() + 60_000;
  let quick = 0;
  while (quick < 3 && performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer(), () => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}

const bearer = (signed: Signed) => ({ authorization: signed.authorization, accept: 'application/json' });

// ---------------------------------------------------------------------------------------------------
// Ceilings, measured in turns with the service

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  statusCodes?: Record<string, number>;
}

type Measure = (seconds: number) => Promise<Figures>;

/**
 * The ceiling and the service, one run each in turns, RUNS times after a short warm-up of both: a change
 * in what else the machine is doing weighs on both alike. The ratio is the median of the runs' ratios.
 */
async function paired(ceiling: Measure, service: Measure): Promise<{ ceiling: Figures[]; service: Figures[]; ratio: number }> {
  await ceiling(WARM_UP);
  await service(WARM_UP);
  const ceilingRuns: Figures[] = [];
  const serviceRuns: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    ceilingRuns.push(await ceiling(SECONDS));
    serviceRuns.push(await service(SECONDS));
  }
  const ratio = median(serviceRuns.map((run, i) => run.requestsPerSecond / ceilingRuns[i]!.requestsPerSecond));
  return { ceiling: ceilingRuns, service: serviceRuns, ratio };
}

function rowOf(scenario: string, db: DatabaseKind, runs: Figures[]): Row {
  const failures = runs.reduce((sum, r) => sum + r.failures, 0);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const codes = runs.reduce<Record<string, number>>((all, r) => {
    for (const [code, count] of Object.entries(r.statusCodes ?? {})) if (!code.startsWith('2')) all[code] = (all[code] ?? 0) + count;
    return all;
  }, {});
  const codeText = Object.entries(codes)
    .map(([code, count]) => `${count}×${code}`)
    .join(', ');
  return {
    scenario,
    db,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    ...(failures > 0 ? { note: `${failures} of ${requests} requests failed${codeText ? ` (${codeText})` : ''}` } : {}),
    runs,
  };
}

interface Ceilings {
  /** Ceiling A: the bare route's process. */
  a: Running;
  /** Ceiling B: the database the clock transaction runs on, opened in this process. */
  b: DatabaseHandle;
  stop(): Promise<void>;
}

async function startCeilings(target: Target): Promise<Ceilings> {
  const a = await startCeiling({ ...target.env, POOL_SIZE: String(POOL_SIZE) });
  try {
    const b = await target.open(POOL_SIZE);
    return {
      a,
      b,
      stop: async () => {
        await a.stop();
        await b.close();
      },
    };
  } catch (error) {
    await a.stop();
    throw error;
  }
}

function hammerFigures(url: string, shots: (connection: number) => Shot[], settleOn?: Running): Measure {
  return async (seconds) => {
    const run = await hammer(url, shots, { connections: CONNECTIONS, seconds });
    if (settleOn) await settle(settleOn);
    return run;
  };
}

/** GET /auth/me against ceiling A. */
async function authenticatedRead(db: DatabaseKind, server: Running, paths: Set<string>, ceilings: Ceilings, fixture: Fixture): Promise<void> {
  const ceilingShots = (connection: number): Shot[] =>
    shareOut(fixture.clockers, connection).map((signed) => ({
      path: '/me',
      headers: { 'x-session-id': signed.sessionId, 'x-user-id': String(signed.userId) },
    }));
  const shots = (c: number): Shot[] => shareOut(fixture.clockers, c).map((s) => ({ path: '/api/auth/me', headers: bearer(s) }));
  const ceiling = hammerFigures(ceilings.a.url, ceilingShots);
  const ceilingName = 'A: bare Fastify route + account lookup';
  const scenario = 'GET /auth/me (authenticated read)';
  const reason = await unavailable(server, paths, '/api/auth/me', shots(0)[0]!);
  if (reason) return ceilingAlone(ceilingName, scenario, db, ceiling, reason);
  const result = await paired(ceiling, hammerFigures(server.url, shots, server));
  const row = rowOf(scenario, db, result.service);
  log(
    `  ceiling A ${median(result.ceiling.map((r) => r.requestsPerSecond)).toFixed(0)} req/s, ` +
      `${scenario} ${row.requestsPerSecond!.toFixed(0)} req/s: ${result.ratio.toFixed(2)} of A`,
  );
  rows.push(rowOf(ceilingName, db, result.ceiling), {
    ...row,
    ratio: result.ratio,
    ratioLabel: 'of A',
    target: '>= 0.80 of A',
    ...(db === 'postgres' ? { pass: result.ratio >= 0.8 && !row.note } : {}),
  });
}

/** A scenario whose route is not available: its ceiling is still measured and reported, the scenario says why. */
async function ceilingAlone(ceilingName: string, scenario: string, db: DatabaseKind, ceiling: Measure, reason: string): Promise<void> {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await ceiling(SECONDS));
  rows.push(rowOf(ceilingName, db, runs), { scenario, db, note: reason });
}

/** POST /clocks/{id} against ceiling B. */
async function clockToggles(db: DatabaseKind, server: Running, paths: Set<string>, ceilings: Ceilings, fixture: Fixture): Promise<void> {
  const ceilingName = `B: clock transaction only (pool ${db === 'postgres' ? POOL_SIZE : 1})`;
  const scenario = `POST /clocks/{id} toggles, ${CLOCKERS} people`;
  const clock = await loadClockCommand();
  if (!clock) {
    rows.push({ scenario: ceilingName, db, note: 'not available (no clock command yet)' });
    return;
  }
  const people = (caller: number) => shareOut(fixture.clockers, caller).map((s) => s.userId);
  const ceiling: Measure = (seconds) => runClockCeiling(ceilings.b, clock, people, { callers: CONNECTIONS, seconds });
  const shots = (c: number): Shot[] =>
    shareOut(fixture.clockers, c).map((s) => ({ method: 'POST', path: `/api/clocks/${s.userId}`, headers: bearer(s) }));
  const reason = await unavailable(server, paths, '/api/clocks/{}', shots(0)[0]!);
  if (reason) return ceilingAlone(ceilingName, scenario, db, ceiling, reason);
  const result = await paired(ceiling, hammerFigures(server.url, shots, server));
  const row = rowOf(scenario, db, result.service);
  log(
    `  ceiling B ${median(result.ceiling.map((r) => r.requestsPerSecond)).toFixed(0)} tx/s, ` +
      `${scenario} ${row.requestsPerSecond!.toFixed(0)} req/s (p99 ${row.p99} ms): ${result.ratio.toFixed(2)} of B`,
  );
  rows.push(rowOf(ceilingName, db, result.ceiling), {
    ...row,
    ratio: result.ratio,
    ratioLabel: 'of B',
    target: '>= 0.50 of B, p99 <= 50 ms',
    ...(db === 'postgres' ? { pass: result.ratio >= 0.5 && row.p99! <= 50 && !row.note } : {}),
  });
}

// ---------------------------------------------------------------------------------------------------
// The service

async function exportScenario(server: Running, paths: Set<string>, db: DatabaseKind, fixture: Fixture): Promise<Row> {
  const scenario = 'GET /users/{id}/data, 2 years (time, peak RSS growth)';
  const shot: Shot = { path: `/api/users/${fixture.exporter.userId}/data`, headers: bearer(fixture.exporter) };
  if (!paths.has('/api/users/{}/data')) return { scenario, db, note: 'not available (the server has no such route yet)' };
  const runs: DownloadRun[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await measureDownload(server, shot.path, shot.headers);
    runs.push(run);
    if (run.status >= 300) break;
  }
  const failed = runs.find((r) => r.status >= 300);
  if (failed) return { scenario, db, note: `not measured: answered ${failed.status}`, runs };
  const growth = median(runs.map((r) => r.growthMB));
  const time = median(runs.map((r) => r.milliseconds));
  log(`  export: ${time.toFixed(0)} ms, ${(runs[0]!.bytes / 2 ** 20).toFixed(1)} MB of JSON, peak RSS +${growth.toFixed(1)} MB`);
  return {
    scenario,
    db,
    p50: time,
    ratio: growth,
    ratioLabel: 'MB',
    target: '<= 64 MB',
    ...(db === 'postgres' ? { pass: growth <= 64 } : {}),
    note: `${(runs[0]!.bytes / 2 ** 20).toFixed(1)} MB document`,
    runs,
  };
}

interface Company {
  server: Running;
  paths: Set<string>;
  fixture: Fixture;
}

function averagesShots(fixture: Fixture, span: 'month' | 'year'): Shot[] {
  const range = fixture[span];
  return fixture.managers.map((manager) => ({
    path: `/api/teams/${manager.teamId}/averages?start=${range.start}&end=${range.end}`,
    headers: bearer(manager),
  }));
}

/**
 * Team averages, a month and a year. First the time a manager waits for the report, one request at a
 * time over the teams, with the small and the large company probed in turns so that whatever else runs
 * on the machine weighs on both alike (their ratio is the growth); then month's end, every manager at once.
 */
async function averagesScenarios(db: DatabaseKind, large: Company, small: Company): Promise<void> {
  for (const [span, limit] of [
    ['month', 20],
    ['year', 100],
  ] as const) {
    const scenario = (company: Company) => `GET /teams/{id}/averages, a ${span}, ${company.fixture.size.name} company`;
    const companies = [large, small];
    const reasons = await Promise.all(
      companies.map((c) => unavailable(c.server, c.paths, '/api/teams/{}/averages', averagesShots(c.fixture, span)[0]!)),
    );
    if (reasons[0] || reasons[1]) {
      rows.push({ scenario: `GET /teams/{id}/averages, a ${span}`, db, note: (reasons[0] ?? reasons[1])! });
      continue;
    }
    const probes = new Map<Company, ProbeResult[]>(companies.map((c) => [c, []]));
    for (const c of companies) await probe(c.server.url, averagesShots(c.fixture, span), { seconds: 1, max: 20 });
    for (let i = 0; i < RUNS; i += 1) {
      for (const c of companies) {
        probes.get(c)!.push(await probe(c.server.url, averagesShots(c.fixture, span), { seconds: Math.max(1, SECONDS / 2), max: 200 }));
      }
    }
    const p50s = new Map<Company, number>();
    for (const c of companies) {
      const runs = probes.get(c)!;
      const p50 = median(runs.map((r) => r.p50));
      const failures = runs.reduce((sum, r) => sum + r.failures, 0);
      p50s.set(c, p50);
      log(`  ${scenario(c)}, one at a time: p50 ${p50.toFixed(1)} ms`);
      rows.push({
        scenario: `${scenario(c)}, 1 at a time`,
        db,
        p50,
        p99: median(runs.map((r) => r.p99)),
        target: `p50 <= ${limit} ms`,
        ...(db === 'postgres' ? { pass: p50 <= limit && failures === 0 } : {}),
        ...(failures > 0 ? { note: `${failures} requests failed` } : {}),
        runs,
      });
    }
    const growth = p50s.get(large)! / p50s.get(small)!;
    rows.push({
      scenario: `  averages, a ${span}: large / small company (p50)`,
      db,
      ratio: growth,
      ratioLabel: 'x',
      target: '<= 1.5x',
      ...(db === 'postgres' ? { pass: growth <= 1.5 } : {}),
    });
    for (const c of companies) {
      const shots = averagesShots(c.fixture, span);
      const row = await loadScenario(db, c.server, c.paths, {
        scenario: `${scenario(c)}, ${CONNECTIONS} conn.`,
        template: '/api/teams/{}/averages',
        shots: (connection) => [shots[connection % shots.length]!],
      });
      rows.push(row);
    }
  }
}

async function benchDatabase(kind: DatabaseKind): Promise<void> {
  log(`${kind}: preparing the large company`);
  const large = await createTarget(kind, 'large');
  let small: Target | undefined;
  let ceilingTarget: Target | undefined;
  const servers: Running[] = [];
  try {
    const fixture = await loadCompany(large, LARGE, log);
    if (kind === 'postgres') {
      const settling = performance.now();
      await settleAfterLoad(large.env.DATABASE_URL!);
      log(`  vacuumed, analysed and checkpointed the loaded company in ${((performance.now() - settling) / 1000).toFixed(1)} s`);
    }
    loads[`${kind}/large`] = { seconds: fixture.loadSeconds, steps: fixture.loadSteps, counts: fixture.counts };
    loadLines.push(loadLine(kind, fixture));

    // PGlite is one process's database: the ceilings get a copy of it, taken before the server opens it.
    if (!ONLY_BURST) ceilingTarget = await large.copy();

    log(`${kind}: the service on the large company, and the ceilings`);
    const server = await startServer({ ...large.env, ...serverEnv });
    servers.push(server);
    const paths = await documentedPaths(server);
    // The export first, on a freshly started server: its memory growth is not hidden by a heap that
    // earlier load has already grown.
    if (!ONLY_CLOCK_PATH) rows.push(await exportScenario(server, paths, kind, fixture));
    if (!ONLY_CLOCK_PATH) rows.push(await timesheetScenario(kind, server, paths, fixture, RUNS));
    if (!ONLY_CLOCK_PATH) rows.push(...(await attendanceScenarios(kind, server, paths, fixture, RUNS)));

    if (!ONLY_BURST) {
      const ceilings = await startCeilings(ceilingTarget!);
      try {
        await authenticatedRead(kind, server, paths, ceilings, fixture);
        await clockToggles(kind, server, paths, ceilings, fixture);
      } finally {
        await ceilings.stop();
      }
    }
    if (kind === 'postgres') {
      log(`${kind}: the clock path against the minimal toggle and the one-round-trip limit; open loop; burst`);
      rows.push(
        ...(await clockPathScenarios({
          databaseUrl: large.env.DATABASE_URL!,
          serverUrl: server.url,
          clockers: fixture.clockers,
          poolSize: POOL_SIZE,
          connections: CONNECTIONS,
          runs: RUNS,
          seconds: SECONDS,
          warmUp: WARM_UP,
          ...(ONLY_BURST ? { only: 'burst' as const } : {}),
          metricsToken: METRICS_TOKEN,
          log,
          settle: () => settle(server),
        })),
      );
    }
    if (ONLY_CLOCK_PATH) return;

    const month = await loadScenario(kind, server, paths, {
      scenario: 'GET /workingtime/{id}, a month',
      template: '/api/workingtime/{}',
      shots: (c) =>
        shareOut(fixture.clockers, c).map((s) => ({
          path: `/api/workingtime/${s.userId}?start=${fixture.month.start}&end=${fixture.month.end}`,
          headers: bearer(s),
        })),
    });
    rows.push(month);
    rows.push(await balanceScenario(kind, server, paths, fixture, RUNS));

    log(`${kind}: the small company, beside the large one`);
    small = await createTarget(kind, 'small');
    const smallFixture = await loadCompany(small, SMALL, log);
    if (kind === 'postgres') await settleAfterLoad(small.env.DATABASE_URL!);
    loads[`${kind}/small`] = { seconds: smallFixture.loadSeconds, steps: smallFixture.loadSteps, counts: smallFixture.counts };
    loadLines.push(loadLine(kind, smallFixture));
    const smallServer = await startServer({ ...small.env, ...serverEnv });
    servers.push(smallServer);
    await averagesScenarios(
      kind,
      { server, paths, fixture },
      { server: smallServer, paths: await documentedPaths(smallServer), fixture: smallFixture },
    );
    // The import on a freshly started server: the growth of its memory is the import's own.
    await smallServer.stop();
    servers.splice(servers.indexOf(smallServer), 1);
    rows.push(await importOnFreshServer(kind, small, smallFixture));
  } finally {
    for (const server of servers) await server.stop();
    await large.drop().catch(() => {});
    await ceilingTarget?.drop().catch(() => {});
    await small?.drop().catch(() => {});
  }
}

async function importOnFreshServer(kind: DatabaseKind, target: Target, fixture: Fixture): Promise<Row> {
  log(`${kind}: importing 5,000 people on a freshly started server`);
  const server = await startServer({ ...target.env, ...serverEnv });
  try {
    const row = await importScenario(kind, server, await documentedPaths(server), fixture, RUNS);
    log(`  import: ${row.p50 === undefined ? row.note : `${(row.p50 / 1000).toFixed(2)} s, peak RSS +${row.ratio!.toFixed(1)} MB`}`);
    return row;
  } finally {
    await server.stop();
  }
}

/** BENCH_ONLY=import: the small company, then only the import of people. */
async function importOnly(kind: DatabaseKind): Promise<void> {
  const small = await createTarget(kind, 'small');
  try {
    const fixture = await loadCompany(small, SMALL, log);
    rows.push(await importOnFreshServer(kind, small, fixture));
  } finally {
    await small.drop().catch(() => {});
  }
}

/**
 * BENCH_ONLY=events and BENCH_ONLY=people: PostgreSQL's large company, then only that scenario (the events'
 * two instances start there; the People screen's one server starts after the web application is built).
 */
async function liveOnly(which: 'events' | 'people' | 'webhooks' | 'leave' | 'attendance' | 'everything'): Promise<void> {
  const problem = await postgresAvailable();
  if (problem) {
    rows.push({ scenario: `BENCH_ONLY=${which}`, db: 'postgres', note: `PostgreSQL does not answer (${problem}); set BENCH_DATABASE_URL` });
    return;
  }
  const target = await createTarget('postgres', 'large');
  try {
    const fixture = await loadCompany(target, LARGE, log);
    loadLines.push(loadLine('postgres', fixture));
    await settleAfterLoad(target.env.DATABASE_URL!);
    if (which === 'webhooks') {
      const result = await webhooksScenario(target, fixture, log);
      rows.push(...result.rows);
      if (result.measure) loads.webhooks = result.measure;
      return;
    }
    if (which === 'events') {
      const result = await eventsScenario(target, fixture, log);
      rows.push(...result.rows);
      if (result.measure) loads.events = result.measure;
      return;
    }
    if (which === 'everything') {
      const result = await everythingScenario(target, fixture, log);
      rows.push(...result.rows);
      loads.everything = result.measure;
      return;
    }
    if (which === 'attendance') {
      const server = await startServer({ ...serverEnv, ...target.env });
      try {
        rows.push(...(await attendanceScenarios('postgres', server, await documentedPaths(server), fixture, RUNS)));
      } finally {
        await server.stop();
      }
      return;
    }
    if (which === 'leave') {
      const server = await startServer({ ...serverEnv, ...target.env });
      try {
        const result = await leaveScenario(server, target, fixture, log);
        rows.push(...result.rows);
        if (result.measure) loads.leave = result.measure;
      } finally {
        await server.stop();
      }
      return;
    }
    const chromiumPath = prepareWebApp();
    const server = await startServer({ ...serverEnv, ...target.env });
    try {
      const result = await peopleScenario(server, target, fixture, chromiumPath, log);
      rows.push(...result.rows);
      if (result.measure) loads.people = result.measure;
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop().catch(() => {});
  }
}

async function main(): Promise<void> {
  // The reminders scenario calls the check in this process: it needs no server build.
  if (!ONLY_REMINDERS && !existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first (npm run bench does)`);
  log(`timetrack benchmarks: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ` +
    `${RUNS} runs × ${SECONDS} s at ${CONNECTIONS} connections, load average ${loadavg()[0]!.toFixed(2)}`);
  const skipped: Record<string, string> = {};
  if (ONLY_EVENTS || ONLY_PEOPLE || ONLY_WEBHOOKS || ONLY_LEAVE || ONLY_ATTENDANCE || ONLY_EVERYTHING) {
    const which = ONLY_EVENTS
      ? 'events'
      : ONLY_WEBHOOKS
        ? 'webhooks'
        : ONLY_LEAVE
          ? 'leave'
          : ONLY_ATTENDANCE
            ? 'attendance'
            : ONLY_EVERYTHING
              ? 'everything'
              : 'people';
    await liveOnly(which);
    const text = `${table(rows)}\n\nData:\n${loadLines.join('\n')}`;
    process.stdout.write(`\n${text}\n\n`);
    await writeResults(RESULTS, {
      finished_at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, memory_gb: totalmem() / 2 ** 30, node: process.version, load_average_end: loadavg() },
      settings: { only: which, large: LARGE },
      measures: loads,
      rows,
      table: text,
    });
    return;
  }
  if (ONLY_REMINDERS) {
    const problem = await postgresAvailable();
    if (problem) rows.push({ scenario: 'BENCH_ONLY=reminders', db: 'postgres', note: `PostgreSQL does not answer (${problem}); set BENCH_DATABASE_URL` });
    else {
      const result = await remindersScenario(log);
      rows.push(...result.rows);
      loads.reminders = result.measure;
    }
    const text = table(rows);
    process.stdout.write(`\n${text}\n\n`);
    await writeResults(RESULTS, { finished_at: new Date().toISOString(), settings: { only: 'reminders' }, measures: loads, rows, table: text });
    return;
  }
  if (ONLY_IMPORT) {
    for (const kind of DATABASES) if (kind !== 'postgres' || !(await postgresAvailable())) await importOnly(kind);
    const text = table(rows);
    process.stdout.write(`\n${text}\n\n`);
    await writeResults(RESULTS, { finished_at: new Date().toISOString(), settings: { only: 'import', runs: RUNS }, rows, table: text });
    return;
  }
  const start = ONLY_CLOCK_PATH ? undefined : await measureStart();
  if (start) {
    rows.push(start.row);
    log(`start with nothing changed: ${start.row.note}`);
  }
  if (ONLY_START) {
    const text = table(rows);
    process.stdout.write(`\n${text}\n\n`);
    await writeResults(RESULTS, { finished_at: new Date().toISOString(), settings: { only: 'start' }, start: start?.measure, rows, table: text });
    return;
  }
  for (const kind of DATABASES) {
    if (kind === 'postgres') {
      const problem = await postgresAvailable();
      if (problem) {
        skipped.postgres = `PostgreSQL does not answer (${problem}); set BENCH_DATABASE_URL`;
        rows.push({ scenario: 'all scenarios', db: 'postgres', note: skipped.postgres });
        log(skipped.postgres);
        continue;
      }
    }
    await benchDatabase(kind);
  }
  if (ONLY_BURST) {
    const text = table(rows);
    process.stdout.write(`\n${text}\n\n`);
    await writeResults(RESULTS, {
      finished_at: new Date().toISOString(),
      seconds: (performance.now() - began) / 1000,
      machine: { cpus: cpus().length, model: cpus()[0]?.model, memory_gb: totalmem() / 2 ** 30, node: process.version, load_average_end: loadavg() },
      settings: { only: 'burst', seconds_per_run: SECONDS, runs: RUNS, connections: CONNECTIONS, pool_size: POOL_SIZE, large: LARGE },
      loads,
      skipped,
      rows,
      table: text,
    });
    log(`wrote ${RESULTS}; the whole run took ${((performance.now() - began) / 60_000).toFixed(1)} minutes`);
    return;
  }
  const clientSize = await measureClientSize();
  log(`@timetrack/client browser entry: ${clientSize.gzip_bytes} bytes min+gzip (budget ${clientSize.budget_bytes})`);
  // The web application: JavaScript up to the clock screen, sign-in to an interactive clock, a month's render.
  const webSize = await measureWebSize();
  log(
    `web app up to the clock screen: ${webSize.sign_in_to_clock.brotli_bytes} bytes brotli (budget ${webSize.budget_bytes}); ` +
      `sign-in to clock: ${webSize.browser?.sign_in_to_clock_ms ?? 'n/a'} ms`,
  );
  const personMonth = await measurePersonMonth();
  log(personMonth ? `a person's month rendered in ${personMonth.render_ms} ms (budget ${personMonth.budget_ms})` : 'no Chromium: month render skipped');
  const text = `${table(rows)}\n\nData (set-based SQL, one statement per table):\n${loadLines.join('\n')}`;
  process.stdout.write(`\n${text}\n\n`);
  await writeResults(RESULTS, {
    finished_at: new Date().toISOString(),
    seconds: (performance.now() - began) / 1000,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, memory_gb: totalmem() / 2 ** 30, node: process.version, load_average_end: loadavg() },
    settings: { seconds_per_run: SECONDS, runs: RUNS, connections: CONNECTIONS, pool_size: POOL_SIZE, large: LARGE, small: SMALL },
    loads,
    skipped,
    rows,
    client_size: clientSize,
    web_size: webSize,
    person_month_render: personMonth,
    start: start?.measure,
    table: text,
  });
  log(`wrote ${RESULTS}; the whole run took ${((performance.now() - began) / 60_000).toFixed(1)} minutes`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
