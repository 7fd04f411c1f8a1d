// Time off at the scale of the large company (BENCH_ONLY=leave), on PostgreSQL: two years of leave for
// every person (ten requests of a week each, a seventh of them pending), written set-based, one statement
// per table; then the team calendar of the general manager over everyone for the last whole month (target:
// median ≤ 300 ms) and a person's leave balances (median ≤ 50 ms), one request at a time.
import { sql } from 'kysely';
import type { Fixture, Signed } from './fixture.js';
import { median } from './load.js';
import type { Running } from './processes.js';
import type { Row } from './report.js';
import type { Target } from './targets.js';

const RUNS = 20;
const WARM_UP = 3;
const CALENDAR_BUDGET_MS = 300;
const BALANCES_BUDGET_MS = 50;

export interface LeaveMeasure {
  requests: number;
  days: number;
  calendar_ms: { median: number; max: number; people: number; bytes: number; all: number[] };
  balances_ms: { median: number; max: number; all: number[] };
}

/** Ten week-long requests per person over the two years, Monday to Friday, none overlapping. */
async function loadLeave(target: Target, fixture: Fixture): Promise<{ requests: number; days: number }> {
  const handle = await target.open();
  try {
    const first = fixture.year.start;
    const requests = await sql<{ n: number }>`
      with made as (
        insert into leave_requests (user_id, leave_type_id, start_date, end_date, days, status, created_by, decided_by, decided_at, created_at)
        select u.id, case when k % 5 = 4 then 2 else 1 end, w.monday, w.monday + 4, 5,
          case when k % 7 = 6 then 'pending' else 'approved' end, u.id,
          case when k % 7 = 6 then null else u.id end, case when k % 7 = 6 then null else now() end, now()
        from users u
        cross join generate_series(0, 9) as k
        cross join lateral (
          select (date_trunc('week', ${first}::date - 365 + k * 70 + (u.id % 8) * 7))::date as monday
        ) w
        where u.status = 'active'
        returning id
      )
      select count(*)::int as n from made`.execute(handle.db);
    const days = await sql<{ n: number }>`
      with made as (
        insert into leave_request_days (leave_request_id, user_id, date, part)
        select r.id, r.user_id, d::date, 'day'
        from leave_requests r, generate_series(r.start_date::timestamp, r.end_date::timestamp, interval '1 day') as d
        where r.status in ('pending', 'approved')
        returning 1
      )
      select count(*)::int as n from made`.execute(handle.db);
    await sql`analyze leave_requests`.execute(handle.db);
    await sql`analyze leave_request_days`.execute(handle.db);
    return { requests: requests.rows[0]!.n, days: days.rows[0]!.n };
  } finally {
    await handle.close();
  }
}

async function timed(server: Running, path: string, who: Signed): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api${path}`, { headers: { authorization: who.authorization, accept: 'application/json' } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

async function series(server: Running, path: string, who: Signed): Promise<{ runs: number[]; status: number; body: string }> {
  let last = await timed(server, path, who);
  if (last.status !== 200) return { runs: [], status: last.status, body: last.body };
  for (let i = 1; i < WARM_UP; i += 1) await timed(server, path, who);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    last = await timed(server, path, who);
    runs.push(Math.round(last.ms * 10) / 10);
  }
  return { runs, status: last.status, body: last.body };
}

export async function leaveScenario(
  server: Running,
  target: Target,
  fixture: Fixture,
  log: (line: string) => void,
): Promise<{ rows: Row[]; measure?: LeaveMeasure }> {
  const calendarScenario = `GET /leave-calendar, a general manager's ${fixture.counts.people} people, a month`;
  const balancesScenario = "GET /users/{id}/leave-balances, a person's two years of leave";
  const loaded = await loadLeave(target, fixture);
  log(`  leave: ${loaded.requests} requests, ${loaded.days} days`);

  const calendar = await series(server, `/leave-calendar?start=${fixture.month.start}&end=${fixture.month.end}`, fixture.generalManager);
  if (calendar.status !== 200) {
    const note = calendar.status === 404 ? 'not available (the server has no such route yet)' : `not measured: answered ${calendar.status}`;
    return { rows: [{ scenario: calendarScenario, db: target.kind, note }] };
  }
  const people = (JSON.parse(calendar.body) as { data: unknown[] }).data.length;
  const person = fixture.clockers[0]!;
  const balances = await series(server, `/users/${person.userId}/leave-balances`, person);
  const measure: LeaveMeasure = {
    ...loaded,
    calendar_ms: { median: median(calendar.runs), max: Math.max(...calendar.runs), people, bytes: Buffer.byteLength(calendar.body), all: calendar.runs },
    balances_ms: { median: median(balances.runs), max: Math.max(...balances.runs), all: balances.runs },
  };
  log(`  team calendar: ${people} people, median ${measure.calendar_ms.median} ms; leave balances: median ${measure.balances_ms.median} ms`);
  return {
    measure,
    rows: [
      {
        scenario: calendarScenario,
        db: target.kind,
        p50: measure.calendar_ms.median,
        target: `<= ${CALENDAR_BUDGET_MS} ms`,
        pass: measure.calendar_ms.median <= CALENDAR_BUDGET_MS,
        note: `${people} people, ${(measure.calendar_ms.bytes / 1024).toFixed(0)} KB; slowest of ${RUNS}: ${measure.calendar_ms.max} ms`,
        runs: calendar.runs,
      },
      {
        scenario: balancesScenario,
        db: target.kind,
        p50: measure.balances_ms.median,
        target: `<= ${BALANCES_BUDGET_MS} ms`,
        pass: balances.status === 200 && measure.balances_ms.median <= BALANCES_BUDGET_MS,
        note: balances.status === 200 ? `slowest of ${RUNS}: ${measure.balances_ms.max} ms` : `answered ${balances.status}`,
        runs: balances.runs,
      },
    ],
  };
}
