// The clock path against what the database itself can do (issue 13), on PostgreSQL:
// - M, the minimal toggle: lock the person's row, read the open period, open or close it, insert the
//   clock record; BEGIN … COMMIT straight through pg on a pool of the server's size: six round trips.
// - L, the same toggle as ONE round trip: one call of a SQL function (created in the bench database only).
//   The physical limit: what is left between M and L is the cost of round trips.
// - Open loop: requests leave on a fixed schedule whatever the answers do, and latency counts from the
//   scheduled moment (no coordinated omission), at 100 and 300 clocks/s, beside M at the same rate.
// - Burst then steady: 50 clocks/s, a saturation burst, 50 clocks/s again; the p99 in the 2 s after the
//   burst against the steady one, with what the database was doing (autovacuum, active connections,
//   checkpoints) sampled meanwhile.
// - After every scenario, an integrity check of every person's records.
import pg from 'pg';
import type { Signed } from './fixture.js';
import { hammer, median, type Shot } from './load.js';
import type { Row } from './report.js';

export interface ClockPathContext {
  databaseUrl: string;
  serverUrl: string;
  clockers: Signed[];
  poolSize: number;
  connections: number;
  runs: number;
  seconds: number;
  warmUp: number;
  log(line: string): void;
  /** Waits until the server has worked off what is still in flight. */
  settle(): Promise<void>;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function figures(latencies: number[], failures: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), requests: latencies.length, failures };
}

const TOGGLE_FUNCTION = `
  create or replace function bench_minimal_toggle(p_user_id integer) returns boolean language plpgsql as $$
  declare
    open_id integer;
  begin
    perform 1 from users where id = p_user_id for no key update;
    select id into open_id from working_times where user_id = p_user_id and "end" is null;
    if open_id is null then
      insert into working_times (user_id, start, "end") values (p_user_id, clock_timestamp(), null) returning id into open_id;
      insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id)
        values (p_user_id, 'work', true, clock_timestamp(), gen_random_uuid(), clock_timestamp(), open_id);
      return true;
    end if;
    update working_times set "end" = clock_timestamp(), updated_at = clock_timestamp() where id = open_id;
    insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id)
      values (p_user_id, 'work', false, clock_timestamp(), gen_random_uuid(), clock_timestamp(), open_id);
    return false;
  end
  $$`;

/** M: the minimal toggle, six round trips. */
async function minimalToggle(pool: pg.Pool, userId: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const open = await client.query<{ id: number }>('select id from working_times where user_id = $1 and "end" is null', [userId]);
    // Dated once the lock is held, so it follows what the previous holder wrote.
    const now = new Date();
    let workingTimeId = open.rows[0]?.id;
    if (workingTimeId === undefined) {
      const opened = await client.query<{ id: number }>(
        'insert into working_times (user_id, start, "end") values ($1, $2, null) returning id',
        [userId, now],
      );
      workingTimeId = opened.rows[0]!.id;
    } else {
      await client.query('update working_times set "end" = $2, updated_at = $2 where id = $1', [workingTimeId, now]);
    }
    await client.query(
      `insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id)
       values ($1, 'work', $2, $3, gen_random_uuid(), $3, $4)`,
      [userId, open.rows.length === 0, now, workingTimeId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** L: the same toggle in one round trip. */
async function oneRoundTripToggle(pool: pg.Pool, userId: number): Promise<void> {
  await pool.query('select bench_minimal_toggle($1)', [userId]);
}

type Toggle = (userId: number) => Promise<void>;

/** `callers` concurrent callers, each toggling its own people, for `seconds`. */
async function closedLoop(toggle: Toggle, peopleOf: (caller: number) => number[], callers: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      const people = peopleOf(caller);
      for (let i = 0; performance.now() < end; i += 1) {
        const sent = performance.now();
        try {
          await toggle(people[i % people.length]!);
          latencies.push(performance.now() - sent);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return figures(latencies, failures, (performance.now() - started) / 1000);
}

interface Timed {
  /** When it was due, from the start of the schedule (ms). */
  due: number;
  /** From the moment it was due to its answer (ms). */
  latency: number;
  ok: boolean;
}

/**
 * Open loop: request i is due at i / rate seconds and leaves then, whatever earlier requests are
 * doing; its latency counts from when it was due, so a stall shows in every request it delays.
 */
async function openLoop(send: (i: number) => Promise<boolean>, rate: number, seconds: number): Promise<Timed[]> {
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const timed: Timed[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(i).then(
        (ok) => void timed.push({ due: due - start, latency: performance.now() - due, ok }),
        () => void timed.push({ due: due - start, latency: performance.now() - due, ok: false }),
      ),
    );
  }
  await Promise.all(pending);
  return timed;
}

function openFigures(timed: Timed[], seconds: number): Figures {
  const ok = timed.filter((t) => t.ok).map((t) => t.latency);
  return figures(ok, timed.length - ok.length, seconds);
}

/** Breaches of what must never happen to recorded time, over every person; zero everywhere is the pass. */
export async function integrityCheck(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<Record<string, string>>(`
    select
      (select count(*) from (select 1 from clock_records group by user_id, client_id having count(*) > 1) d) as duplicate_client_ids,
      (select count(*) from clock_records c where c.working_time_id is null
         or not exists (select 1 from working_times w where w.id = c.working_time_id and w.user_id = c.user_id)) as orphan_clock_records,
      (select count(*) from (select 1 from working_times where "end" is null group by user_id having count(*) > 1) o) as people_with_two_open_periods,
      (select count(*) from breaks b join working_times w on w.id = b.working_time_id
         where b.start < w.start or (w."end" is not null and (b."end" is null or b."end" > w."end"))) as breaks_outside_their_period,
      (select count(*) from working_times where "end" is not null and "end" <= start) as periods_ending_before_start`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, value]) => [name, Number(value)]));
}

export async function clockPathScenarios(context: ClockPathContext): Promise<Row[]> {
  const { log } = context;
  const rows: Row[] = [];
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: context.poolSize, options: '-c jit=off' });
  const probePool = new pg.Pool({ connectionString: context.databaseUrl, max: 1 });
  const integrity = async (scenario: string) => {
    const breaches = await integrityCheck(probePool);
    const total = Object.values(breaches).reduce((a, b) => a + b, 0);
    rows.push({
      scenario: `  integrity after ${scenario}`,
      db: 'postgres',
      ratio: total,
      ratioLabel: 'breaches',
      target: '0',
      pass: total === 0,
      ...(total > 0 ? { note: JSON.stringify(breaches) } : {}),
    });
    if (total > 0) log(`  INTEGRITY BREACH after ${scenario}: ${JSON.stringify(breaches)}`);
  };
  try {
    await pool.query(TOGGLE_FUNCTION);
    const clockers = context.clockers;
    const peopleOf = (caller: number) => clockers.filter((_, i) => i % context.connections === caller % context.connections).map((s) => s.userId);
    const bearer = (s: Signed) => ({ authorization: s.authorization, accept: 'application/json' });
    const shots = (c: number): Shot[] =>
      clockers.filter((_, i) => i % context.connections === c % context.connections).map((s) => ({
        method: 'POST',
        path: `/api/clocks/${s.userId}`,
        headers: bearer(s),
      }));

    // 1. Throughput, in turns: M, L, the service; medians of the runs' ratios.
    const minimal = (seconds: number) => closedLoop((id) => minimalToggle(pool, id), peopleOf, context.connections, seconds);
    const oneTrip = (seconds: number) => closedLoop((id) => oneRoundTripToggle(pool, id), peopleOf, context.connections, seconds);
    const service = async (seconds: number) => {
      const run = await hammer(context.serverUrl, shots, { connections: context.connections, seconds });
      await context.settle();
      return run;
    };
    await minimal(context.warmUp);
    await oneTrip(context.warmUp);
    await service(context.warmUp);
    const m: Figures[] = [];
    const l: Figures[] = [];
    const s: Figures[] = [];
    for (let i = 0; i < context.runs; i += 1) {
      m.push(await minimal(context.seconds));
      l.push(await oneTrip(context.seconds));
      s.push(await service(context.seconds));
    }
    const ofM = median(s.map((run, i) => run.requestsPerSecond / m[i]!.requestsPerSecond));
    const ofL = median(s.map((run, i) => run.requestsPerSecond / l[i]!.requestsPerSecond));
    const mOfL = median(m.map((run, i) => run.requestsPerSecond / l[i]!.requestsPerSecond));
    const row = (scenario: string, runs: Figures[]): Row => ({
      scenario,
      db: 'postgres',
      requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      ...(runs.some((r) => r.failures > 0) ? { note: `${runs.reduce((a, r) => a + r.failures, 0)} failed` } : {}),
      runs,
    });
    rows.push(
      row(`M: minimal toggle, 6 round trips through pg (pool ${context.poolSize})`, m),
      { ...row(`L: minimal toggle as 1 round trip (SQL function)`, l), ratio: mOfL, ratioLabel: 'M of L' },
      { ...row('POST /clocks/{id} toggles vs M', s), ratio: ofM, ratioLabel: 'of M', target: '>= 0.60 of M', pass: ofM >= 0.6 },
      { scenario: '  POST /clocks/{id} toggles vs L', db: 'postgres', ratio: ofL, ratioLabel: 'of L', note: 'the one-round-trip limit' },
    );
    log(
      `  M ${rows[0]!.requestsPerSecond!.toFixed(0)} tx/s, L ${rows[1]!.requestsPerSecond!.toFixed(0)} tx/s, ` +
        `service ${rows[2]!.requestsPerSecond!.toFixed(0)} req/s: ${ofM.toFixed(2)} of M, ${ofL.toFixed(2)} of L`,
    );
    await integrity('the closed-loop toggles');

    // 2. Open loop at 100 and 300 clocks/s: the service and M on the same schedule, in turns.
    let next = 0;
    const sendService = async () => {
      const signed = clockers[next++ % clockers.length]!;
      const response = await fetch(`${context.serverUrl}/api/clocks/${signed.userId}`, { method: 'POST', headers: bearer(signed) });
      await response.arrayBuffer();
      return response.ok;
    };
    const sendMinimal = async () => {
      await minimalToggle(pool, clockers[next++ % clockers.length]!.userId);
      return true;
    };
    const openSeconds = Math.max(5, context.seconds);
    for (const rate of [100, 300]) {
      const serviceRuns: Figures[] = [];
      const minimalRuns: Figures[] = [];
      for (let i = 0; i < context.runs; i += 1) {
        minimalRuns.push(openFigures(await openLoop(sendMinimal, rate, openSeconds), openSeconds));
        serviceRuns.push(openFigures(await openLoop(sendService, rate, openSeconds), openSeconds));
        await context.settle();
      }
      const serviceRow = row(`POST /clocks/{id}, open loop ${rate}/s`, serviceRuns);
      const minimalRow = row(`  M (raw transaction), open loop ${rate}/s`, minimalRuns);
      const p99Ratio = serviceRow.p99! / minimalRow.p99!;
      rows.push(minimalRow, {
        ...serviceRow,
        ratio: p99Ratio,
        ratioLabel: 'p99 x M',
        ...(rate === 100 ? { target: 'p99 <= 1.5x M', pass: p99Ratio <= 1.5 && !serviceRow.note } : {}),
      });
      log(`  open loop ${rate}/s: service p99 ${serviceRow.p99!.toFixed(1)} ms, M p99 ${minimalRow.p99!.toFixed(1)} ms (${p99Ratio.toFixed(2)}x)`);
      await integrity(`the open loop at ${rate}/s`);
    }

    // 3. Burst then steady: 50/s, a saturation burst, 50/s again.
    const burstRuns: { steadyP99: number; afterP99: number; windows: { from: number; p99: number; autovacuum: number; active: number }[]; checkpoints: number }[] = [];
    for (let i = 0; i < context.runs; i += 1) {
      const steady = openFigures(await openLoop(sendService, 50, 4), 4);
      const checkpointsBefore = await checkpoints(probePool);
      await hammer(context.serverUrl, shots, { connections: context.connections, seconds: context.seconds });
      // Sample what the database is doing while the steady load resumes.
      const samples: { at: number; autovacuum: number; active: number }[] = [];
      const sampleStart = performance.now();
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const { rows: activity } = await probePool.query<{ autovacuum: string; active: string }>(
            `select count(*) filter (where backend_type = 'autovacuum worker') as autovacuum,
                    count(*) filter (where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()) as active
             from pg_stat_activity`,
          );
          samples.push({ at: performance.now() - sampleStart, autovacuum: Number(activity[0]!.autovacuum), active: Number(activity[0]!.active) });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const after = await openLoop(sendService, 50, 6);
      sampling = false;
      await sampler;
      const checkpointsAfter = await checkpoints(probePool);
      const p99Of = (items: Timed[]) => quantile(items.filter((t) => t.ok).map((t) => t.latency).sort((a, b) => a - b), 0.99);
      const windows = [0, 1000, 2000, 3000, 4000, 5000].map((from) => {
        const inWindow = samples.filter((x) => x.at >= from && x.at < from + 1000);
        return {
          from,
          p99: p99Of(after.filter((t) => t.due >= from && t.due < from + 1000)),
          autovacuum: Math.max(0, ...inWindow.map((x) => x.autovacuum)),
          active: Math.max(0, ...inWindow.map((x) => x.active)),
        };
      });
      burstRuns.push({ steadyP99: steady.p99, afterP99: p99Of(after.filter((t) => t.due < 2000)), windows, checkpoints: checkpointsAfter - checkpointsBefore });
      await context.settle();
    }
    const steadyP99 = median(burstRuns.map((r) => r.steadyP99));
    const afterP99 = median(burstRuns.map((r) => r.afterP99));
    const tailRatio = afterP99 / steadyP99;
    rows.push({
      scenario: 'POST /clocks/{id} 50/s within 2 s after a burst',
      db: 'postgres',
      p99: afterP99,
      ratio: tailRatio,
      ratioLabel: 'x steady',
      target: 'p99 <= 3x steady',
      pass: tailRatio <= 3,
      note: `steady p99 ${steadyP99.toFixed(1)} ms; per second after: ${burstRuns
        .map((r) => r.windows.map((w) => `${w.p99.toFixed(0)}${w.autovacuum > 0 ? 'v' : ''}`).join('/'))
        .join(' | ')} (v: autovacuum running); checkpoints: ${burstRuns.map((r) => r.checkpoints).join('/')}`,
      runs: burstRuns,
    });
    log(`  burst then 50/s: p99 ${afterP99.toFixed(1)} ms in the first 2 s, steady ${steadyP99.toFixed(1)} ms (${tailRatio.toFixed(2)}x)`);
    await integrity('the burst');
  } finally {
    await pool.query('drop function if exists bench_minimal_toggle(integer)').catch(() => {});
    await pool.end();
    await probePool.end();
  }
  return rows;
}

async function checkpoints(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter');
  return Number(rows[0]!.n);
}
