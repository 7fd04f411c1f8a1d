// The clock path with everything on (BENCH_ONLY=everything), on PostgreSQL's large company, one instance of the
// service: "on" is 2,000 open live event streams plus a general manager's stream that sees every clock, and 5
// webhooks subscribed to `clock.created` (a receiver on loopback answering at once); "none" is the same service
// with no stream and no webhook. The two alternate over several rounds (none, on; on, none; …) so that drift in
// the machine or the database falls on both alike. Each phase measures:
//   - the toggle's throughput: 64 connections, each toggling its own people, for a few seconds (closed loop);
//   - the steady p99 at 100 clocks/s (open loop, latency from each clock's scheduled moment);
//   - beside them, M, the minimal toggle transaction straight through pg (bench/clock-path.ts), the same ways.
// A round's p99 at 100/s is its 30th slowest clock of 3,000 and moves by a factor of several from round to round
// on a shared machine; the p99 reported is over every round's clocks of a kind together (12,000 by default).
// Beside them, through each steady run: the CPU of each process, the service's event loop delay, the WAL flushes
// per second, and when the slowest 1 % of the clocks fell (work done on a period shows as groups a period apart).
// Targets: throughput "on" at least 0.9 of "none", p99 "on" at most 1.2x "none"; the toggle at least 0.5 of M's
// throughput with everything on, and its steady p99 at most 1.5x M's. The receiver and the streams' readers run in
// a process of their own (bench/everything-world.ts): in this one they would hold up the load and the clocks timed.
import { fork, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { openLoop, parseMetrics, slowGroups, type Timed } from './clock-path.js';
import { minimalToggle, minimalTogglePool } from './minimal-toggle.js';
import { signStreams } from './live-events.js';
import type { WorldAnswer, WorldRequest } from './everything-world.js';
import { METRICS_TOKEN, serverEnv, type Fixture } from './fixture.js';
import { sendClock } from './http-client.js';
import { hammer, median } from './load.js';
import { startServer, type Running } from './processes.js';
import type { Row } from './report.js';
import { POOL_SIZE, type Target } from './targets.js';
import { generalManagerAuthorization } from './webhooks.js';

const ROUNDS = Number(process.env.BENCH_EVERYTHING_ROUNDS ?? 4);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_EVERYTHING_THROUGHPUT_SECONDS ?? 6);
const STEADY_SECONDS = Number(process.env.BENCH_EVERYTHING_STEADY_SECONDS ?? 30);
const STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 2000);
/** What "on" turns on (BENCH_EVERYTHING_PARTS, both by default): to tell the streams' share from the webhooks'. */
const PARTS = new Set((process.env.BENCH_EVERYTHING_PARTS ?? 'streams,webhooks').split(',').map((part) => part.trim()));
const HOOKS = PARTS.has('webhooks') ? 5 : 0;
const STREAMS_ON = PARTS.has('streams');
const RATE = 100;
const CONNECTIONS = 64;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const latencies = (timed: Timed[]) => timed.filter((t) => t.ok).map((t) => t.latency);
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? NaN;
};

/**
 * CPU time so far (ms): the machine's busy time over all cores, the service's, the world process's, this one's,
 * and PostgreSQL's (every process named postgres, backends and background workers).
 */
interface CpuMark {
  machine: number;
  service: number;
  world: number;
  bench: number;
  postgres: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux
async function processCpuMs(pid: number | undefined): Promise<number> {
  const stat = pid === undefined ? '' : await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}
/** The CPU time of every process named `postgres` (ms); a backend that ended between two marks is not counted. */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) total += await processCpuMs(Number(entry));
  }
  return total;
}

async function cpuMark(servicePid: number, worldPid: number | undefined): Promise<CpuMark | undefined> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const [, ...ticks] = stat.split('\n')[0]!.trim().split(/\s+/);
  // user, nice, system, idle, iowait, irq, softirq, steal: busy is all but idle and iowait.
  const busy = ticks.map(Number).reduce((sum, value, i) => (i === 3 || i === 4 || i > 7 ? sum : sum + value), 0);
  const usage = process.cpuUsage();
  return {
    machine: busy * TICK_MS,
    service: await processCpuMs(servicePid),
    world: await processCpuMs(worldPid),
    bench: (usage.user + usage.system) / 1000,
    postgres: await postgresCpuMs(),
  };
}
/** Percent of one core each used while the service took clocks at 100/s; `rest` is the kernel's own and others'. */
interface CpuShares {
  machine: number;
  service: number;
  world: number;
  bench: number;
  postgres: number;
  rest: number;
}

/** Each part's share of a core over `ms` between two marks, in %. */
function cpuShares(start: CpuMark | undefined, end: CpuMark | undefined, ms: number): CpuShares | undefined {
  if (!start || !end) return undefined;
  const share = (pick: (mark: CpuMark) => number) => Math.round((100 * (pick(end) - pick(start))) / ms);
  const machine = share((mark) => mark.machine);
  const service = share((mark) => mark.service);
  const world = share((mark) => mark.world);
  const bench = share((mark) => mark.bench);
  const postgres = share((mark) => mark.postgres);
  return { machine, service, world, bench, postgres, rest: machine - service - world - bench - postgres };
}

/**
 * The service's event loop delay (ms) since the previous scrape: the metrics' histogram starts again at each one.
 * Undefined when the metrics cannot be read.
 */
async function loopLag(serverUrl: string): Promise<{ p99: number; max: number } | undefined> {
  const response = await fetch(`${serverUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const values = parseMetrics(await response.text());
  const seconds = (key: string) => values.get(`timetrack_nodejs_eventloop_lag_${key}_seconds`);
  const p99 = seconds('p99');
  const max = seconds('max');
  return p99 === undefined || max === undefined ? undefined : { p99: p99 * 1000, max: max * 1000 };
}

/**
 * The WAL flushes to disk so far (pg_stat_wal, PostgreSQL 14 and later; undefined before): a commit that waits for
 * the disk makes one or shares another's, and the commits of the clocks queue behind each other's.
 */
async function walFlushes(pool: pg.Pool): Promise<number | undefined> {
  const result = await pool.query<{ wal_sync: string }>('select wal_sync from pg_stat_wal').catch(() => undefined);
  const value = result?.rows[0]?.wal_sync;
  return value === undefined ? undefined : Number(value);
}

interface Phase {
  on: boolean;
  /** The groups of the steady run's slowest clocks (slowGroups). */
  steadySlowGroups: string;
  /** WAL flushes per second through the steady 100/s run of the service. */
  steadyWalFlushes?: number;
  /** Through the steady 100/s run of the service. */
  steadyCpu?: CpuShares;
  steadyLoopLag?: { p99: number; max: number };
  togglesPerSecond: number;
  togglePhaseFailures: number;
  steadyP99: number;
  steadyFailures: number;
  minimalPerSecond: number;
  minimalP99: number;
  eventsSeen: number;
  deliveries: number;
}

export interface EverythingMeasure {
  rounds: number;
  phases: Phase[];
  throughput_ratio: number;
  /** Over every round's clocks at 100/s of the kind together. */
  p99_on: number;
  p99_none: number;
  p99_ratio: number;
  toggle_of_minimal_on: number;
  toggle_of_minimal_none: number;
  p99_of_minimal_on: number;
}

/** M closed loop: `callers` callers, each its own people, for `seconds`. */
async function minimalThroughput(pool: pg.Pool, people: number[], callers: number, seconds: number): Promise<number> {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      const mine = people.filter((_, i) => i % callers === caller);
      for (let i = 0; performance.now() < end && mine.length > 0; i += 1) {
        await minimalToggle(pool, mine[i % mine.length]!).then(() => (done += 1), () => {});
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** The receiver and the streams' readers in a process of their own (bench/everything-world.ts). */
class World {
  readonly pid: number | undefined;
  private answers: ((answer: WorldAnswer) => void)[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly receiverUrl: string,
  ) {
    this.pid = child.pid;
    child.on('message', (answer: WorldAnswer) => this.answers.shift()?.(answer));
  }

  static async start(): Promise<World> {
    const child = fork(new URL('./everything-world.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
    const ready = await new Promise<WorldAnswer>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the bench's world process ended (${code})`)));
    });
    if (!('ready' in ready)) throw new Error('the world process did not start');
    return new World(child, ready.ready.receiverUrl);
  }

  ask(request: WorldRequest): Promise<Extract<WorldAnswer, { done: true }>> {
    return new Promise((resolve) => {
      this.answers.push((answer) => resolve(answer as Extract<WorldAnswer, { done: true }>));
      this.child.send(request);
    });
  }
}

export async function everythingScenario(target: Target, fixture: Fixture, log: (line: string) => void): Promise<{ rows: Row[]; measure: EverythingMeasure }> {
  const world = await World.start();
  const { streams: signed, generalManager } = await signStreams(target, STREAMS);
  const server: Running = await startServer({ ...serverEnv, ...target.env, WEBHOOK_ALLOW_PRIVATE: 'true' });
  const pool = minimalTogglePool(target.env.DATABASE_URL!, POOL_SIZE);
  const people = fixture.clockers.map((c) => c.userId);
  const authorization = await generalManagerAuthorization(target);
  const phases: Phase[] = [];
  /** Each phase's clocks at 100/s, the service's and M's, for the p99 over all rounds. */
  const timed = new Map<Phase, { steady: number[]; minimal: number[] }>();
  try {
    for (let i = 0; i < 50; i += 1) await fetch(`${server.url}/api/auth/me`, { headers: { authorization } }).then((r) => r.arrayBuffer());
    const clock = async (i: number) => {
      const person = fixture.clockers[i % fixture.clockers.length]!;
      return sendClock(server.url, person.userId, person.authorization);
    };
    const shots = (connection: number) => {
      const mine = fixture.clockers.filter((_, i) => i % CONNECTIONS === connection % CONNECTIONS);
      return (mine.length > 0 ? mine : fixture.clockers).map((c) => ({ method: 'POST' as const, path: `/api/clocks/${c.userId}`, headers: { authorization: c.authorization } }));
    };
    // Warm-up: the service and M, a few seconds each.
    await hammer(server.url, shots, { connections: CONNECTIONS, seconds: 3 });
    await minimalThroughput(pool, people, CONNECTIONS, 2);

    const measure = async (on: boolean): Promise<Phase> => {
      const hookIds: number[] = [];
      await world.ask({ counts: true });
      if (on && STREAMS_ON) {
        const { refused } = await world.ask({
          open: { url: server.url, authorizations: signed.map((s) => s.authorization), listener: generalManager.authorization },
        });
        if (refused) throw new Error(`${refused} live event streams were refused`);
      }
      if (on) {
        for (let i = 0; i < HOOKS; i += 1) {
          const created = await fetch(`${server.url}/api/webhooks`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ url: `${world.receiverUrl}?hook=${i}`, events: ['clock.created'], description: `bench ${i}` }),
          });
          if (created.status !== 201) throw new Error(`creating a webhook answered ${created.status}: ${await created.text()}`);
          hookIds.push(((await created.json()) as { data: { id: number } }).data.id);
        }
        await sleep(1000);
      }
      // What a saturation left to deliver is delivered before the next measure starts (the triggers write
      // deliveries for M's clocks too): each measure starts from an empty queue, as the steady state has.
      const drained = async () => {
        const limit = performance.now() + 120_000;
        while (performance.now() < limit) {
          const { rows } = await pool.query<{ waiting: string }>("select count(*) as waiting from webhook_deliveries where status in ('pending', 'retrying')");
          if (Number(rows[0]!.waiting) === 0) break;
          await sleep(250);
        }
        // What autovacuum does on a PostgreSQL server as installed (it is on by default; a test server may have it
        // off): without it every delivery's rows stay behind as dead versions, and each round measures a larger heap.
        await pool.query('vacuum (analyze) webhook_deliveries, webhook_events, working_times, live_events, live_streams');
        await sleep(1000);
      };
      try {
        await loopLag(server.url);
        const cpuBefore = await cpuMark(server.pid, world.pid);
        const flushesBefore = await walFlushes(pool);
        const steadyStarted = performance.now();
        const steady = await openLoop(clock, RATE, STEADY_SECONDS);
        const steadyMs = performance.now() - steadyStarted;
        const flushesAfter = await walFlushes(pool);
        const steadyCpu = cpuShares(cpuBefore, await cpuMark(server.pid, world.pid), steadyMs);
        const steadyWalFlushes = flushesBefore === undefined || flushesAfter === undefined ? undefined : ((flushesAfter - flushesBefore) * 1000) / steadyMs;
        const steadyLoopLag = await loopLag(server.url);
        await drained();
        const minimal = await openLoop(async (i) => (await minimalToggle(pool, people[i % people.length]!), true), RATE, STEADY_SECONDS);
        await drained();
        const toggles = await hammer(server.url, shots, { connections: CONNECTIONS, seconds: THROUGHPUT_SECONDS });
        await drained();
        const minimalPerSecond = await minimalThroughput(pool, people, CONNECTIONS, THROUGHPUT_SECONDS);
        await drained();
        const counts = await world.ask({ counts: true });
        const clocks = { steady: latencies(steady), minimal: latencies(minimal) };
        const steadyP99 = p99(clocks.steady);
        const phase: Phase = {
          on,
          ...(steadyCpu ? { steadyCpu } : {}),
          ...(steadyLoopLag ? { steadyLoopLag } : {}),
          ...(steadyWalFlushes === undefined ? {} : { steadyWalFlushes }),
          togglesPerSecond: toggles.requestsPerSecond,
          togglePhaseFailures: toggles.failures,
          steadyP99,
          steadySlowGroups: slowGroups(steady, steadyP99),
          steadyFailures: steady.filter((t) => !t.ok).length,
          minimalPerSecond,
          minimalP99: p99(clocks.minimal),
          eventsSeen: counts.eventsSeen ?? 0,
          deliveries: counts.deliveries ?? 0,
        };
        timed.set(phase, clocks);
        return phase;
      } finally {
        await world.ask({ close: true });
        for (const id of hookIds) await fetch(`${server.url}/api/webhooks/${id}`, { method: 'DELETE', headers: { authorization } }).then((r) => r.arrayBuffer());
        // What the deleted webhooks still had to deliver is dropped with them; the streams' rows are released.
        await sleep(2000);
      }
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [false, true] : [true, false];
      for (const on of order) {
        const phase = await measure(on);
        phases.push(phase);
        log(
          `  round ${round + 1} ${on ? 'on  ' : 'none'}: toggles ${phase.togglesPerSecond.toFixed(0)}/s (M ${phase.minimalPerSecond.toFixed(0)}/s), ` +
            `p99 at ${RATE}/s ${phase.steadyP99.toFixed(1)} ms (M ${phase.minimalP99.toFixed(1)} ms)` +
            (on ? `, ${phase.eventsSeen} clock events on the general manager's stream, ${phase.deliveries} webhook deliveries` : '') +
            (phase.steadyCpu
              ? `; CPU at 100/s, % of a core: machine ${phase.steadyCpu.machine}, service ${phase.steadyCpu.service}, receiver and streams ${phase.steadyCpu.world}, bench ${phase.steadyCpu.bench}, PostgreSQL ${phase.steadyCpu.postgres}, the rest ${phase.steadyCpu.rest}`
              : '') +
            (phase.steadyLoopLag ? `; the service's event loop delay p99 ${phase.steadyLoopLag.p99.toFixed(1)} ms, max ${phase.steadyLoopLag.max.toFixed(1)} ms` : '') +
            (phase.steadyWalFlushes === undefined ? '' : `; WAL flushes ${phase.steadyWalFlushes.toFixed(0)}/s`) +
            `; the slowest 1 % in groups: ${phase.steadySlowGroups || 'none'}`,
        );
      }
    }
  } finally {
    await pool.end();
    await server.stop();
    await world.ask({ stop: true });
  }
  const of = (on: boolean, pick: (p: Phase) => number) => median(phases.filter((p) => p.on === on).map(pick));
  const pooled = (on: boolean, which: 'steady' | 'minimal') => p99(phases.filter((p) => p.on === on).flatMap((p) => timed.get(p)![which]));
  const [p99On, p99None, minimalP99On] = [pooled(true, 'steady'), pooled(false, 'steady'), pooled(true, 'minimal')];
  const roundsP99 = (on: boolean) =>
    phases
      .filter((p) => p.on === on)
      .map((p) => p.steadyP99.toFixed(1))
      .join(', ');
  const measure: EverythingMeasure = {
    rounds: ROUNDS,
    phases,
    throughput_ratio: of(true, (p) => p.togglesPerSecond) / of(false, (p) => p.togglesPerSecond),
    p99_on: p99On,
    p99_none: p99None,
    p99_ratio: p99On / p99None,
    toggle_of_minimal_on: of(true, (p) => p.togglesPerSecond / p.minimalPerSecond),
    toggle_of_minimal_none: of(false, (p) => p.togglesPerSecond / p.minimalPerSecond),
    p99_of_minimal_on: p99On / minimalP99On,
  };
  const failures = phases.reduce((sum, p) => sum + p.togglePhaseFailures + p.steadyFailures, 0);
  const rows: Row[] = [
    {
      scenario: `clock toggle, everything on (${STREAMS} streams + a listener, ${HOOKS} webhooks) vs none, throughput`,
      db: 'postgres',
      requestsPerSecond: of(true, (p) => p.togglesPerSecond),
      ratio: measure.throughput_ratio,
      ratioLabel: 'of none',
      target: '>= 0.9 of none',
      pass: measure.throughput_ratio >= 0.9 && failures === 0,
      note: `none ${of(false, (p) => p.togglesPerSecond).toFixed(0)}/s; medians of ${ROUNDS} rounds, interleaved`,
    },
    {
      scenario: `clock toggle, everything on vs none, steady p99 at ${RATE}/s`,
      db: 'postgres',
      p99: measure.p99_on,
      ratio: measure.p99_ratio,
      ratioLabel: 'x none',
      target: '<= 1.2x none',
      pass: measure.p99_ratio <= 1.2 && failures === 0,
      note: `none ${measure.p99_none.toFixed(1)} ms; over all ${ROUNDS} rounds' clocks (rounds on: ${roundsP99(true)}; none: ${roundsP99(false)} ms)`,
    },
    {
      scenario: 'clock toggle with everything on, of the minimal toggle transaction (throughput)',
      db: 'postgres',
      ratio: measure.toggle_of_minimal_on,
      ratioLabel: 'of M',
      target: '>= 0.5 of M',
      pass: measure.toggle_of_minimal_on >= 0.5,
      note: `none: ${measure.toggle_of_minimal_none.toFixed(2)} of M`,
    },
    {
      scenario: `clock toggle with everything on, steady p99 at ${RATE}/s against M's`,
      db: 'postgres',
      ratio: measure.p99_of_minimal_on,
      ratioLabel: 'x M',
      target: '<= 1.5x M',
      pass: measure.p99_of_minimal_on <= 1.5,
      note: `M ${minimalP99On.toFixed(1)} ms, over all rounds' clocks`,
    },
  ];
  return { rows, measure };
}
