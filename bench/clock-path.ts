// The clock path against what the database itself can do (issue 13), on PostgreSQL:
// - M, the minimal toggle: lock the person's row, read the open period, open or close it, insert the
//   clock record; BEGIN … COMMIT straight through pg on a pool of the server's size: six round trips.
// - L, the same toggle as ONE round trip: one call of a SQL function (created in the bench database only).
//   The physical limit: what is left between M and L is the cost of round trips.
// - Open loop: requests leave on a fixed schedule whatever the answers do, and latency counts from the
//   scheduled moment (no coordinated omission), at 100 and 300 clocks/s, beside M at the same rate and
//   H, M behind a bare HTTP route (bench/ceiling-server.ts): what the HTTP request alone adds to M.
// - Burst then steady: 50 clocks/s, a saturation burst, 50 clocks/s again; the p99 in the 2 s after the
//   burst against the steady one. Then M the same way (a burst of M at the same concurrency, then M at
//   50/s): a tail that M shows too is the database's or the disk's, not the service's. Per window (steady,
//   burst, each second after): autovacuum and active connections, a committed one-row write every 100 ms
//   (synchronous and asynchronous commit, and a bare round trip), PostgreSQL's WAL and buffer-write
//   counters, the machine's CPU and I/O stalls and dirty pages, the load generator's own lateness and,
//   from the service's metrics, its GC time, CPU, event loop delay and database pool.
// - After every scenario, an integrity check of every person's records.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { Signed } from './fixture.js';
import { hammer, median, type Shot } from './load.js';
import { send, sendClock } from './http-client.js';
import { minimalToggle, minimalTogglePool } from './minimal-toggle.js';
import { startCeiling, type Running } from './processes.js';
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
  /** 'burst': only the burst scenario (with a warm-up of its own). */
  only?: 'burst';
  /** The server's METRICS_TOKEN: its GC, event loop and pool are scraped at the burst's window boundaries. */
  metricsToken?: string;
  log: (line: string) => void;
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

/** Seconds of each open-loop run (BENCH_OPEN_SECONDS): the p99 is taken over all runs' requests together. */
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);

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

export interface Timed {
  /** When it was due, from the start of the schedule (ms). */
  due: number;
  /** From the moment it was due to its answer (ms). */
  latency: number;
  /** From the moment it was due to the moment it left (ms): the load generator's own delay. */
  late: number;
  ok: boolean;
}

/**
 * Open loop: request i is due at i / rate seconds and leaves then, whatever earlier requests are
 * doing; its latency counts from when it was due, so a stall shows in every request it delays. It sends at
 * `rate` for `seconds`, and on after them for as long as `more` says so.
 */
export async function openLoop(send: (i: number) => Promise<boolean>, rate: number, seconds: number, more: () => boolean = () => false): Promise<Timed[]> {
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const timed: Timed[] = [];
  for (let i = 0; i < count || more(); i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const late = performance.now() - due;
    pending.push(
      send(i).then(
        (ok) => void timed.push({ due: due - start, latency: performance.now() - due, late, ok }),
        () => void timed.push({ due: due - start, latency: performance.now() - due, late, ok: false }),
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

/**
 * Where the slowest 1 % of an open loop's clocks fell: those due within 200 ms of each other make one group, and
 * groups of three or more are listed (second of the run, clocks, the slowest). Work that the service or the
 * database does on a period shows as groups a period apart (the streams' heartbeat every 10 s did).
 */
export function slowGroups(timed: Timed[], p99Ms: number): string {
  const slow = timed.filter((t) => t.ok && t.latency >= p99Ms).sort((a, b) => a.due - b.due);
  const groups: Timed[][] = [];
  for (const clock of slow) {
    const last = groups.at(-1);
    if (last && clock.due - last.at(-1)!.due <= 200) last.push(clock);
    else groups.push([clock]);
  }
  return groups
    .filter((group) => group.length >= 3)
    .map((group) => `${(group[0]!.due / 1000).toFixed(1)} s: ${group.length} up to ${Math.max(...group.map((t) => t.latency)).toFixed(0)} ms`)
    .join(', ');
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
  const pool = minimalTogglePool(context.databaseUrl, context.poolSize);
  const probePool = new pg.Pool({ connectionString: context.databaseUrl, max: 1 });
  let bare: Running | undefined;
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

    const minimal = (seconds: number) => closedLoop((id) => minimalToggle(pool, id), peopleOf, context.connections, seconds);
    const oneTrip = (seconds: number) => closedLoop((id) => oneRoundTripToggle(pool, id), peopleOf, context.connections, seconds);
    const service = async (seconds: number) => {
      const run = await hammer(context.serverUrl, shots, { connections: context.connections, seconds });
      await context.settle();
      return run;
    };
    let next = 0;
    const sendService = async () => {
      const signed = clockers[next++ % clockers.length]!;
      return sendClock(context.serverUrl, signed.userId, signed.authorization);
    };
    const sendMinimal = async () => {
      await minimalToggle(pool, clockers[next++ % clockers.length]!.userId);
      return true;
    };
    const row = (scenario: string, runs: Figures[]): Row => ({
      scenario,
      db: 'postgres',
      requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      ...(runs.some((r) => r.failures > 0) ? { note: `${runs.reduce((a, r) => a + r.failures, 0)} failed` } : {}),
      runs,
    });

    if (context.only !== 'burst') {
      // 1. Throughput, in turns: M, L, the service; medians of the runs' ratios.
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
      // Long enough that the p99 is stable: runs of OPEN_SECONDS in turns, the p99 over every run's requests.
      const openSeconds = OPEN_SECONDS;
      bare = await startCeiling({ DATABASE_URL: context.databaseUrl, POOL_SIZE: String(context.poolSize) });
      const bareUrl = bare.url;
      const sendBare = async () => (await send(`${bareUrl}/toggle/${clockers[next++ % clockers.length]!.userId}`, 'POST', {})) === 201;
      await openLoop(sendBare, 100, context.warmUp);
      for (const rate of [100, 300]) {
        const serviceRuns: Figures[] = [];
        const minimalRuns: Figures[] = [];
        const bareRuns: Figures[] = [];
        const serviceAll: Timed[] = [];
        const minimalAll: Timed[] = [];
        const bareAll: Timed[] = [];
        for (let i = 0; i < context.runs; i += 1) {
          const minimalTimed = await openLoop(sendMinimal, rate, openSeconds);
          const bareTimed = await openLoop(sendBare, rate, openSeconds);
          const serviceTimed = await openLoop(sendService, rate, openSeconds);
          minimalAll.push(...minimalTimed);
          bareAll.push(...bareTimed);
          serviceAll.push(...serviceTimed);
          minimalRuns.push(openFigures(minimalTimed, openSeconds));
          bareRuns.push(openFigures(bareTimed, openSeconds));
          serviceRuns.push(openFigures(serviceTimed, openSeconds));
          await context.settle();
        }
        const pooled = (scenario: string, all: Timed[], runs: Figures[]): Row => ({
          ...row(scenario, runs),
          ...(({ p50, p99 }) => ({ p50, p99 }))(openFigures(all, openSeconds * runs.length)),
        });
        const serviceRow = pooled(`POST /clocks/{id}, open loop ${rate}/s`, serviceAll, serviceRuns);
        const minimalRow = pooled(`  M (raw transaction), open loop ${rate}/s`, minimalAll, minimalRuns);
        const bareRow = pooled(`  H (M behind a bare HTTP route), open loop ${rate}/s`, bareAll, bareRuns);
        const p99Ratio = serviceRow.p99! / minimalRow.p99!;
        rows.push(minimalRow, { ...bareRow, ratio: bareRow.p99! / minimalRow.p99!, ratioLabel: 'p99 x M' }, {
          ...serviceRow,
          ratio: p99Ratio,
          ratioLabel: 'p99 x M',
          ...(rate === 100 ? { target: 'p99 <= 1.5x M', pass: p99Ratio <= 1.5 && !serviceRow.note } : {}),
        });
        log(
          `  open loop ${rate}/s: service p99 ${serviceRow.p99!.toFixed(1)} ms, M p99 ${minimalRow.p99!.toFixed(1)} ms (${p99Ratio.toFixed(2)}x), ` +
            `H p99 ${bareRow.p99!.toFixed(1)} ms (${(bareRow.p99! / minimalRow.p99!).toFixed(2)}x); p50 ${serviceRow.p50!.toFixed(1)}, ` +
            `${minimalRow.p50!.toFixed(1)} and ${bareRow.p50!.toFixed(1)} ms`,
        );
        await integrity(`the open loop at ${rate}/s`);
      }
      await bare.stop();
    }

    // 3. Burst then steady: 50/s, a saturation burst, 50/s again; the service, then M the same way.
    const metrics = context.metricsToken ? { url: `${context.serverUrl}/api/metrics`, token: context.metricsToken } : undefined;
    const monitor = await BurstMonitor.open(context.databaseUrl, probePool, metrics);
    try {
      if (context.only === 'burst') {
        // Nothing ran before: the service's JIT and both pools warm up first.
        await service(context.warmUp);
        await minimal(context.warmUp);
      }
      const serviceRuns: BurstRun[] = [];
      const minimalRuns: BurstRun[] = [];
      const serviceBurst = async (seconds: number) => {
        await hammer(context.serverUrl, shots, { connections: context.connections, seconds });
        return {};
      };
      // Not awaited to the end of its last transactions: like the service's burst (autocannon stops at its
      // deadline), it leaves what is in flight to drain while the steady load resumes.
      const minimalBurst = async (seconds: number) => {
        const drained = minimal(seconds).then(() => performance.now());
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        return { drained };
      };
      for (let i = 0; i < context.runs; i += 1) {
        const serviceRun = await burstRun(monitor, { send: sendService, burst: serviceBurst, seconds: context.seconds, service: true });
        serviceRuns.push(serviceRun);
        log(`  burst run ${i + 1}, service: ${describeBurstRun(serviceRun)}`);
        await context.settle();
        const minimalRun = await burstRun(monitor, { send: sendMinimal, burst: minimalBurst, seconds: context.seconds, service: false });
        minimalRuns.push(minimalRun);
        log(`  burst run ${i + 1}, M:       ${describeBurstRun(minimalRun)}`);
        await context.settle();
      }
      rows.push(...burstRows(serviceRuns, minimalRuns));
      const serviceRatio = median(serviceRuns.map((r) => r.afterP99)) / median(serviceRuns.map((r) => r.steadyP99));
      const minimalRatio = median(minimalRuns.map((r) => r.afterP99)) / median(minimalRuns.map((r) => r.steadyP99));
      log(
        `  burst then 50/s: service p99 ${median(serviceRuns.map((r) => r.afterP99)).toFixed(1)} ms in the first 2 s, steady ` +
          `${median(serviceRuns.map((r) => r.steadyP99)).toFixed(1)} ms (${serviceRatio.toFixed(2)}x); M ` +
          `${median(minimalRuns.map((r) => r.afterP99)).toFixed(1)} ms, steady ${median(minimalRuns.map((r) => r.steadyP99)).toFixed(1)} ms ` +
          `(${minimalRatio.toFixed(2)}x); load average ${loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      await monitor.close();
    }
    await integrity('the burst');
  } finally {
    await bare?.stop();
    await pool.query('drop function if exists bench_minimal_toggle(integer)').catch(() => {});
    await pool.end();
    await probePool.end();
  }
  return rows;
}


// ---------------------------------------------------------------------------------------------------
// Burst then steady: what each window of a run was made of

/** Cumulative counters at one moment; a window is the difference of two. */
interface Counters {
  at: number;
  wal: { records: number; fpi: number; bytes: number; buffersFull: number; writes: number; syncs: number; syncMs: number };
  buffers: { checkpoint: number; clean: number; backend: number; backendFsync: number; checkpointsTimed: number; checkpointsRequested: number };
  /** Microseconds some task waited for a CPU / for I/O (Linux pressure stall information), when readable. */
  stall?: { cpu: number; io: number };
  /** The bench process's own event loop: the longest delay since the previous mark (ms). */
  benchLoopDelayMax: number;
  service?: ServiceMetrics;
}

interface ServiceMetrics {
  /** Scraped at (ms), and how long the scrape took. */
  scrapeMs: number;
  gcSeconds: Record<string, number>;
  gcCount: Record<string, number>;
  cpuSeconds: number;
  /** POST requests answered so far. */
  answered: number;
  /** Event loop delay since the previous scrape (prom-client resets its histogram at each scrape), ms. */
  loopLagMaxMs: number;
  loopLagP99Ms: number;
  poolWaiting: number;
  poolInUse: number;
  heapUsedMb: number;
}

interface Sample {
  at: number;
  autovacuum: number;
  active: number;
  /** One-row insert, committed with synchronous_commit on (waits for the WAL flush), ms. */
  commit: number;
  /** The same insert on a session with synchronous_commit off: everything but the flush, ms. */
  asyncCommit: number;
  /** `select 1` on the committing session: the round trip and the wake-ups, ms. */
  roundTrip: number;
  dirtyKb?: number;
  writebackKb?: number;
}

interface BurstWindow {
  phase: string;
  from: number;
  to: number;
  p99: number;
  requests: number;
  /** The longest a request left after it was due: the load generator's own lateness (counted in p99), ms. */
  sendLateMax: number;
  autovacuum: number;
  active: number;
  /** Per 100 ms sample of the window: active connections, and the committed write's latency (ms). */
  activeSeries: number[];
  commitSeries: number[];
  commit: { p50: number; max: number };
  asyncCommit: { p50: number; max: number };
  roundTrip: { p50: number; max: number };
  wal: Counters['wal'];
  buffers: Counters['buffers'];
  stallMs?: { cpu: number; io: number };
  dirtyKbMax?: number;
  writebackKbMax?: number;
  benchLoopDelayMax: number;
  /**
   * From the scrapes at the window's ends. The scrape at the burst's end answers once the pool's queue has
   * drained, so the service's burst window runs until then and its first second after starts there.
   */
  service?: {
    gcMs: Record<string, number>;
    gcCount: Record<string, number>;
    cpuMs: number;
    /** POST requests answered in the window: the steady load's 50 a second, plus the burst's leftovers. */
    answered: number;
    loopLagMaxMs: number;
    loopLagP99Ms: number;
    /** At the window's end. */
    poolWaiting: number;
    poolInUse: number;
    heapUsedMb: number;
    scrapeMs: number;
  };
}

interface BurstRun {
  steadyP99: number;
  afterP99: number;
  /** The p99 of the requests due in the 2 s after the burst's leftovers were done: the tail beyond their queue. */
  afterDrainP99?: number;
  /**
   * When what the burst left in flight was done, from the burst's end (ms). M: its last transactions
   * finished. The service: the metrics scrape sent at the burst's end answered (its two queries wait in
   * the database pool's queue behind the burst's requests, so it answers once that queue has drained).
   */
  leftoversDrainedMs?: number;
  windows: BurstWindow[];
  /** Requested ones come from elsewhere too: CREATE/DROP DATABASE by other users of the server, max_wal_size. */
  checkpoints: { timed: number; requested: number };
  loadAverage: number;
}

const PROBE_TABLE = 'bench_commit_probe';

async function readProc(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch(() => undefined);
}

async function stall(): Promise<Counters['stall']> {
  const total = (text: string | undefined) => Number(/^some .*total=(\d+)/m.exec(text ?? '')?.[1] ?? NaN);
  const [cpu, io] = await Promise.all([readProc('/proc/pressure/cpu'), readProc('/proc/pressure/io')]);
  return cpu && io ? { cpu: total(cpu), io: total(io) } : undefined;
}

/** Prometheus text → value by `name{labels}`. */
export function parseMetrics(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const space = line.lastIndexOf(' ');
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return values;
}

const GC_KINDS = ['minor', 'major', 'incremental', 'weakcb'];

/**
 * Samples, every 100 ms, what the database is doing (autovacuum, active connections) and the latency of a
 * tiny committed write (synchronous and asynchronous commit, and a bare round trip on the same session),
 * and takes cumulative counters at marks: PostgreSQL's WAL and buffer writes, the machine's CPU and I/O
 * stalls, the bench's own event loop and, when its metrics token is known, the service's GC time, CPU,
 * event loop delay and database pool.
 */
class BurstMonitor {
  private samples: Sample[] = [];
  private sampling = false;
  private sampler: Promise<void> = Promise.resolve();
  private readonly benchLoop = monitorEventLoopDelay({ resolution: 10 });

  private constructor(
    private readonly probePool: pg.Pool,
    private readonly syncClient: pg.Client,
    private readonly asyncClient: pg.Client,
    private readonly probePids: number[],
    private readonly metrics: { url: string; token: string } | undefined,
    readonly walTiming: boolean,
  ) {
    this.benchLoop.enable();
  }

  static async open(databaseUrl: string, probePool: pg.Pool, metrics: { url: string; token: string } | undefined): Promise<BurstMonitor> {
    const syncClient = new pg.Client({ connectionString: databaseUrl });
    // A setting of the bench's own session: its commits do not wait for the flush.
    const asyncClient = new pg.Client({ connectionString: databaseUrl, options: '-c synchronous_commit=off' });
    await syncClient.connect();
    await asyncClient.connect();
    await syncClient.query(`create table if not exists ${PROBE_TABLE} (at timestamptz not null default clock_timestamp(), synchronous boolean not null)`);
    const pids = await Promise.all([syncClient, asyncClient].map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
    const timing = await syncClient.query<{ track_wal_io_timing: string }>('show track_wal_io_timing');
    return new BurstMonitor(probePool, syncClient, asyncClient, pids, metrics, timing.rows[0]!.track_wal_io_timing === 'on');
  }

  async close(): Promise<void> {
    this.benchLoop.disable();
    await this.syncClient.query(`drop table if exists ${PROBE_TABLE}`).catch(() => {});
    await this.syncClient.end();
    await this.asyncClient.end();
  }

  start(): void {
    this.samples = [];
    this.sampling = true;
    this.sampler = (async () => {
      while (this.sampling) {
        const next = performance.now() + 100;
        this.samples.push(await this.sample());
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();
  }

  async stop(): Promise<Sample[]> {
    this.sampling = false;
    await this.sampler;
    return this.samples;
  }

  private async sample(): Promise<Sample> {
    const at = performance.now();
    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const [activity, [roundTrip, commit], asyncCommit, meminfo] = await Promise.all([
      this.probePool.query<{ autovacuum: string; active: string }>(
        `select count(*) filter (where backend_type = 'autovacuum worker') as autovacuum,
                count(*) filter (where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()
                                 and pid <> all($1::int[])) as active
         from pg_stat_activity`,
        [this.probePids],
      ),
      (async () => [
        await timed(() => this.syncClient.query('select 1')),
        await timed(() => this.syncClient.query(`insert into ${PROBE_TABLE} (synchronous) values (true)`)),
      ])(),
      timed(() => this.asyncClient.query(`insert into ${PROBE_TABLE} (synchronous) values (false)`)),
      readProc('/proc/meminfo'),
    ]);
    const kb = (field: string) => (meminfo ? Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(meminfo)?.[1]) : undefined);
    return {
      at,
      autovacuum: Number(activity.rows[0]!.autovacuum),
      active: Number(activity.rows[0]!.active),
      commit,
      asyncCommit,
      roundTrip,
      dirtyKb: kb('Dirty'),
      writebackKb: kb('Writeback'),
    };
  }

  async mark(withService: boolean): Promise<Counters> {
    const at = performance.now();
    const benchLoopDelayMax = this.benchLoop.max / 1e6;
    this.benchLoop.reset();
    const [service, database, machine] = await Promise.all([withService ? this.scrape() : undefined, this.databaseCounters(), stall()]);
    return { at, ...database, ...(machine ? { stall: machine } : {}), benchLoopDelayMax, ...(service ? { service } : {}) };
  }

  private async databaseCounters(): Promise<Pick<Counters, 'wal' | 'buffers'>> {
    const { rows } = await this.probePool.query<Record<string, string>>(
      `select w.wal_records, w.wal_fpi, w.wal_bytes, w.wal_buffers_full, w.wal_write, w.wal_sync, w.wal_sync_time,
              b.buffers_checkpoint, b.buffers_clean, b.buffers_backend, b.buffers_backend_fsync,
              b.checkpoints_timed, b.checkpoints_req
       from pg_stat_wal w, pg_stat_bgwriter b`,
    );
    const r = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    return {
      wal: {
        records: r.wal_records!,
        fpi: r.wal_fpi!,
        bytes: r.wal_bytes!,
        buffersFull: r.wal_buffers_full!,
        writes: r.wal_write!,
        syncs: r.wal_sync!,
        syncMs: r.wal_sync_time!,
      },
      buffers: {
        checkpoint: r.buffers_checkpoint!,
        clean: r.buffers_clean!,
        backend: r.buffers_backend!,
        backendFsync: r.buffers_backend_fsync!,
        checkpointsTimed: r.checkpoints_timed!,
        checkpointsRequested: r.checkpoints_req!,
      },
    };
  }

  private async scrape(): Promise<ServiceMetrics | undefined> {
    if (!this.metrics) return undefined;
    const started = performance.now();
    const response = await fetch(this.metrics.url, { headers: { authorization: `Bearer ${this.metrics.token}` } });
    if (!response.ok) return undefined;
    const values = parseMetrics(await response.text());
    const value = (key: string) => values.get(`timetrack_${key}`) ?? NaN;
    return {
      scrapeMs: performance.now() - started,
      gcSeconds: Object.fromEntries(GC_KINDS.map((kind) => [kind, value(`nodejs_gc_duration_seconds_sum{kind="${kind}"}`) || 0])),
      gcCount: Object.fromEntries(GC_KINDS.map((kind) => [kind, value(`nodejs_gc_duration_seconds_count{kind="${kind}"}`) || 0])),
      cpuSeconds: value('process_cpu_seconds_total'),
      answered: [...values].filter(([key]) => key.startsWith('timetrack_http_requests_total{method="POST"')).reduce((sum, [, v]) => sum + v, 0),
      loopLagMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000,
      loopLagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
      poolWaiting: value('db_pool_connections{state="waiting"}'),
      poolInUse: value('db_pool_connections{state="in_use"}'),
      heapUsedMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    };
  }
}

const quantileOf = (values: number[], q: number) => quantile([...values].sort((a, b) => a - b), q);
const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : NaN);

function burstWindow(phase: string, start: Counters, end: Counters, origin: number, samples: Sample[], timed: Timed[], timedOrigin: number): BurstWindow {
  const inWindow = samples.filter((x) => x.at >= start.at && x.at < end.at);
  const requests = timed.filter((t) => timedOrigin + t.due >= start.at && timedOrigin + t.due < end.at);
  const spread = (values: number[]) => ({ p50: round(quantileOf(values, 0.5)), max: round(values.length > 0 ? Math.max(...values) : NaN) });
  const delta = <T extends Record<string, number>>(a: T, b: T) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, round(b[key]! - a[key]!, 2)])) as T;
  const dirty = inWindow.map((x) => x.dirtyKb).filter((v): v is number => v !== undefined);
  const writeback = inWindow.map((x) => x.writebackKb).filter((v): v is number => v !== undefined);
  return {
    phase,
    from: round(start.at - origin, 0),
    to: round(end.at - origin, 0),
    p99: round(quantileOf(requests.filter((t) => t.ok).map((t) => t.latency), 0.99)),
    requests: requests.length,
    sendLateMax: round(Math.max(0, ...requests.map((t) => t.late))),
    autovacuum: Math.max(0, ...inWindow.map((x) => x.autovacuum)),
    active: Math.max(0, ...inWindow.map((x) => x.active)),
    activeSeries: inWindow.map((x) => x.active),
    commitSeries: inWindow.map((x) => round(x.commit, 0)),
    commit: spread(inWindow.map((x) => x.commit)),
    asyncCommit: spread(inWindow.map((x) => x.asyncCommit)),
    roundTrip: spread(inWindow.map((x) => x.roundTrip)),
    wal: delta(start.wal, end.wal),
    buffers: delta(start.buffers, end.buffers),
    ...(start.stall && end.stall ? { stallMs: { cpu: round((end.stall.cpu - start.stall.cpu) / 1000, 0), io: round((end.stall.io - start.stall.io) / 1000, 0) } } : {}),
    ...(dirty.length > 0 ? { dirtyKbMax: Math.max(...dirty), writebackKbMax: Math.max(...writeback) } : {}),
    benchLoopDelayMax: round(end.benchLoopDelayMax),
    ...(start.service && end.service
      ? {
          service: {
            gcMs: Object.fromEntries(GC_KINDS.map((k) => [k, round((end.service!.gcSeconds[k]! - start.service!.gcSeconds[k]!) * 1000)])),
            gcCount: Object.fromEntries(GC_KINDS.map((k) => [k, end.service!.gcCount[k]! - start.service!.gcCount[k]!])),
            cpuMs: round((end.service.cpuSeconds - start.service.cpuSeconds) * 1000, 0),
            answered: end.service.answered - start.service.answered,
            loopLagMaxMs: round(end.service.loopLagMaxMs),
            loopLagP99Ms: round(end.service.loopLagP99Ms),
            poolWaiting: end.service.poolWaiting,
            poolInUse: end.service.poolInUse,
            heapUsedMb: round(end.service.heapUsedMb),
            scrapeMs: round(end.service.scrapeMs),
          },
        }
      : {}),
  };
}

const STEADY_SECONDS = 4;
const AFTER_SECONDS = 6;

/**
 * One run: 50/s for 4 s, the burst, 50/s for 6 s with a mark every second from the burst's end. The
 * after-burst figure is the p99 of the requests due in its first 2 s.
 */
async function burstRun(
  monitor: BurstMonitor,
  options: {
    send: (i: number) => Promise<boolean>;
    burst: (seconds: number) => Promise<{ drained?: Promise<number> }>;
    seconds: number;
    service: boolean;
  },
): Promise<BurstRun> {
  monitor.start();
  const marks: { phase: string; counters: Counters }[] = [];
  const mark = async (phase: string) => marks.push({ phase, counters: await monitor.mark(options.service) });
  await mark('steady');
  const steadyStart = performance.now();
  const steady = await openLoop(options.send, 50, STEADY_SECONDS);
  await mark('burst');
  const { drained } = await options.burst(options.seconds);
  const afterStart = performance.now();
  const boundaries = Array.from({ length: AFTER_SECONDS }, (_, second) => second);
  const pendingMarks: Promise<unknown>[] = [];
  const timers = boundaries.map((second) =>
    setTimeout(() => pendingMarks.push(mark(`${second}-${second + 1} s`)), Math.max(0, second * 1000 - (performance.now() - afterStart))),
  );
  const after = await openLoop(options.send, 50, AFTER_SECONDS);
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(pendingMarks);
  await mark('end');
  const samples = await monitor.stop();
  const burstEndScrape = marks.find((m) => m.phase === '0-1 s')?.counters.service?.scrapeMs;
  const drainedAt = drained ? await drained : burstEndScrape !== undefined ? afterStart + burstEndScrape : undefined;
  marks.sort((a, b) => a.counters.at - b.counters.at);
  const windows = marks.slice(0, -1).map(({ phase, counters }, i) => {
    const end = marks[i + 1]!.counters;
    const timed = phase === 'steady' ? steady : phase === 'burst' ? [] : after;
    return burstWindow(phase, counters, end, afterStart, samples, timed, phase === 'steady' ? steadyStart : afterStart);
  });
  const p99Of = (items: Timed[]) => quantileOf(items.filter((t) => t.ok).map((t) => t.latency), 0.99);
  return {
    steadyP99: round(p99Of(steady)),
    afterP99: round(p99Of(after.filter((t) => t.due < 2000))),
    ...(drainedAt !== undefined
      ? {
          leftoversDrainedMs: round(drainedAt - afterStart),
          afterDrainP99: round(p99Of(after.filter((t) => t.due >= drainedAt - afterStart && t.due < drainedAt - afterStart + 2000))),
        }
      : {}),
    windows,
    checkpoints: {
      timed: marks.at(-1)!.counters.buffers.checkpointsTimed - marks[0]!.counters.buffers.checkpointsTimed,
      requested: marks.at(-1)!.counters.buffers.checkpointsRequested - marks[0]!.counters.buffers.checkpointsRequested,
    },
    loadAverage: round(loadavg()[0]!, 2),
  };
}

/** One line: steady, the burst, then every second after it. */
function describeBurstRun(run: BurstRun): string {
  const after = run.windows.filter((w) => w.phase !== 'steady' && w.phase !== 'burst');
  const steady = run.windows.find((w) => w.phase === 'steady')!;
  const burst = run.windows.find((w) => w.phase === 'burst')!;
  const series = (of: (w: BurstWindow) => number | string) => after.map(of).join('/');
  const service = after[0]?.service
    ? `; service GC ms ${series((w) => round((w.service!.gcMs.minor ?? 0) + (w.service!.gcMs.major ?? 0) + (w.service!.gcMs.incremental ?? 0), 0))}` +
      ` (burst ${round(Object.values(burst.service?.gcMs ?? {}).reduce((a, b) => a + b, 0), 0)})` +
      `, CPU ms ${series((w) => w.service!.cpuMs)}, answered ${series((w) => w.service!.answered)}, loop lag max ms ${series((w) => round(w.service!.loopLagMaxMs, 0))}` +
      `, pool waiting at burst end ${burst.service?.poolWaiting ?? '?'} then ${series((w) => w.service!.poolWaiting)}`
    : '';
  return (
    `steady p99 ${run.steadyP99} ms (commit probe p50/max ${steady.commit.p50}/${steady.commit.max} ms); after: p99 ${series((w) => round(w.p99, 0))} ms` +
    `, active per 100 ms ${after[0]?.activeSeries.join(',')}` +
    (run.leftoversDrainedMs !== undefined
      ? `, burst leftovers done at ${round(run.leftoversDrainedMs, 0)} ms (p99 in the 2 s after that ${round(run.afterDrainP99 ?? NaN, 0)} ms)`
      : '') +
    `, commit probe max ${series((w) => round(w.commit.max, 0))} ms (burst ${burst.commit.p50}/${burst.commit.max})` +
    `, async-commit max ${series((w) => round(w.asyncCommit.max, 0))}, round trip max ${series((w) => round(w.roundTrip.max, 0))}` +
    `, WAL kB ${series((w) => round(w.wal.bytes / 1024, 0))} (burst ${round(burst.wal.bytes / 1024, 0)}), syncs ${series((w) => w.wal.syncs)}` +
    `, backend/checkpointer/bgwriter buffers ${series((w) => `${w.buffers.backend}+${w.buffers.checkpoint}+${w.buffers.clean}`)}` +
    (after[0]?.stallMs ? `, CPU stall ms ${series((w) => w.stallMs!.cpu)}, I/O stall ms ${series((w) => w.stallMs!.io)}` : '') +
    (after[0]?.dirtyKbMax !== undefined ? `, dirty kB max ${series((w) => w.dirtyKbMax!)}` : '') +
    `, bench loop delay max ${series((w) => round(w.benchLoopDelayMax, 0))}, send late max ${series((w) => round(w.sendLateMax, 0))}` +
    service +
    `, autovacuum ${series((w) => w.autovacuum)}, checkpoints timed/requested ${run.checkpoints.timed}/${run.checkpoints.requested}, load ${run.loadAverage}`
  );
}

function burstRows(serviceRuns: BurstRun[], minimalRuns: BurstRun[]): Row[] {
  const summary = (runs: BurstRun[]) => {
    const steadyP99 = median(runs.map((r) => r.steadyP99));
    const afterP99 = median(runs.map((r) => r.afterP99));
    const afterDrainP99 = median(runs.map((r) => r.afterDrainP99 ?? NaN));
    const perSecond = runs.map((r) => r.windows.filter((w) => w.phase.endsWith(' s')).map((w) => `${round(w.p99, 0)}${w.autovacuum > 0 ? 'v' : ''}`).join('/')).join(' | ');
    const commitAfter = runs.map((r) => r.windows.filter((w) => w.phase.endsWith(' s')).map((w) => round(w.commit.max, 0)).join('/')).join(' | ');
    const commitSteady = runs.map((r) => r.windows.find((w) => w.phase === 'steady')!.commit.max).join('/');
    return { steadyP99, afterP99, afterDrainP99, ratio: afterP99 / steadyP99, perSecond, commitAfter, commitSteady };
  };
  const s = summary(serviceRuns);
  const m = summary(minimalRuns);
  const gcAfter = serviceRuns
    .map((r) => r.windows.filter((w) => w.phase.endsWith(' s')).map((w) => round(Object.values(w.service?.gcMs ?? {}).reduce((a, b) => a + b, 0), 0)).join('/'))
    .join(' | ');
  const waiting = serviceRuns.map((r) => r.windows.find((w) => w.phase === 'burst')?.service?.poolWaiting ?? '?').join('/');
  const lag = serviceRuns.map((r) => r.windows.filter((w) => w.phase.endsWith(' s')).map((w) => round(w.service?.loopLagMaxMs ?? NaN, 0)).join('/')).join(' | ');
  const drained = (runs: BurstRun[]) =>
    `${runs.map((r) => round(r.leftoversDrainedMs ?? NaN, 0)).join('/')} ms (p99 in the 2 s after that ${runs.map((r) => round(r.afterDrainP99 ?? NaN, 0)).join('/')} ms)`;
  const checkpoints = (runs: BurstRun[]) => runs.map((r) => `${r.checkpoints.timed}+${r.checkpoints.requested}`).join('/');
  return [
    {
      scenario: 'POST /clocks/{id} 50/s within 2 s after a burst',
      db: 'postgres',
      p99: s.afterP99,
      ratio: s.ratio,
      ratioLabel: 'x steady',
      target: 'p99 <= 3x steady',
      pass: s.ratio <= 3,
      note:
        `steady p99 ${s.steadyP99.toFixed(1)} ms; per second after: ${s.perSecond} (v: autovacuum running); ` +
        `commit probe max per second after: ${s.commitAfter} ms (steady ${s.commitSteady}); service GC ms per second: ${gcAfter}; ` +
        `event loop delay max ms: ${lag}; pool waiting at the burst's end: ${waiting}, drained at ${drained(serviceRuns)}; ` +
        `checkpoints timed+requested: ${checkpoints(serviceRuns)}; load average ${serviceRuns.map((r) => r.loadAverage).join('/')}`,
      runs: serviceRuns,
    },
    {
      scenario: '  M (raw transaction) 50/s within 2 s after a burst of M',
      db: 'postgres',
      p99: m.afterP99,
      ratio: m.ratio,
      ratioLabel: 'x steady',
      note:
        `steady p99 ${m.steadyP99.toFixed(1)} ms; per second after: ${m.perSecond}; burst leftovers done at ${drained(minimalRuns)}; ` +
        `commit probe max per second after: ${m.commitAfter} ms (steady ${m.commitSteady}); checkpoints timed+requested: ${checkpoints(minimalRuns)}`,
      runs: minimalRuns,
    },
    {
      scenario: '  after the burst: service p99 / M p99 (first 2 s)',
      db: 'postgres',
      ratio: s.afterP99 / m.afterP99,
      ratioLabel: 'x M',
      note:
        `in the 2 s after the burst's leftovers were done: service p99 ${s.afterDrainP99.toFixed(1)} ms ` +
        `(${(s.afterDrainP99 / s.steadyP99).toFixed(2)}x its steady), M ${m.afterDrainP99.toFixed(1)} ms (${(m.afterDrainP99 / m.steadyP99).toFixed(2)}x)`,
    },
  ];
}
