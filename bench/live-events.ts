// Live events at scale (BENCH_ONLY=events), on PostgreSQL: two instances of the service on one database.
// Instance A holds 2,000 open event streams (two per person of the large company, each its own session and
// connection); the growth of A's resident memory from before the streams to its peak while they carry the
// load is measured from /proc (target ≤ 150 MB). Instance B takes clocks at a steady 50 per second through the
// API (open loop, 200 people toggling); a general manager's stream on A, who sees everyone, times each clock
// from the record's `received_at` (the service's clock when B received it, before its commit: an upper
// bound) to the event's arrival, and from B's answer (a lower bound); target p99 ≤ 250 ms.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { openSession } from '../apps/server/src/auth/sessions.js';
import { TokenService } from '../apps/server/src/auth/tokens.js';
import { EventStreamParser } from '../packages/client/src/sse.js';
import { JWT_SECRET, serverEnv, type Fixture, type Signed } from './fixture.js';
import { memoryOf, resetPeak, startServer, type Running } from './processes.js';
import type { Row } from './report.js';
import type { Target } from './targets.js';

export const EVENT_STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 2000);
export const CLOCKS_PER_SECOND = 50;
const CLOCK_SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
const MEMORY_BUDGET_MB = 150;
const LATENCY_BUDGET_MS = 250;
/** Streams opened at once while connecting the 2,000. */
const OPENING_BATCH = 50;

export interface Stream {
  req: ClientRequest;
  status: number | undefined;
  bytes: number;
  /** Ended by the service or the network before the bench closed it. */
  lostEarly: boolean;
}

interface ClockSent {
  userId: number;
  sentAt: number;
  answeredAt: number;
  status: number;
  /** The record's `time` and `received_at`, as milliseconds since the epoch. */
  time: number;
  receivedAt: number;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Opens one stream on `url`; resolves once its answer's headers are in (or it failed). */
export function openStream(url: string, authorization: string, onData?: (chunk: string) => void): Promise<Stream> {
  return new Promise((resolve) => {
    const stream: Stream = { req: undefined as unknown as ClientRequest, status: undefined, bytes: 0, lostEarly: false };
    let closing = false;
    stream.req = request(
      `${url}/api/events`,
      { headers: { authorization, accept: 'text/event-stream' }, agent: false },
      (res: IncomingMessage) => {
        stream.status = res.statusCode;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          stream.bytes += chunk.length;
          onData?.(chunk);
        });
        res.on('close', () => {
          if (!closing) stream.lostEarly = true;
        });
        resolve(stream);
      },
    );
    stream.req.on('error', () => {
      if (!closing) stream.lostEarly = true;
      resolve(stream);
    });
    stream.req.end();
    const destroy = stream.req.destroy.bind(stream.req);
    stream.req.destroy = (error?: Error) => {
      closing = true;
      return destroy(error);
    };
  });
}

/** One session per stream, written directly as the sign-in route would (no password hashing in the measure). */
export async function signStreams(target: Target, count: number): Promise<{ streams: Signed[]; generalManager: Signed }> {
  const handle = await target.open();
  try {
    const people = await handle.db.selectFrom('users').select(['id', 'role']).where('status', '=', 'active').orderBy('id').execute();
    const tokens = new TokenService(JWT_SECRET, 3600);
    const sign = async (userId: number): Promise<Signed> => {
      const issued = await openSession(handle.db, tokens, { refreshTokenTtl: 86_400 }, userId, 'mobile');
      return { userId, sessionId: issued.sessionId, authorization: `Bearer ${issued.accessToken}` };
    };
    const streams: Signed[] = [];
    for (let i = 0; i < count; i += 1) streams.push(await sign(people[i % people.length]!.id));
    const gm = people.find((person) => person.role === 'general_manager')!;
    return { streams, generalManager: await sign(gm.id) };
  } finally {
    await handle.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clocks at CLOCKS_PER_SECOND on `server`, each at its scheduled moment whatever the answers (open loop). */
async function clockSteadily(server: Running, fixture: Fixture, seconds: number): Promise<ClockSent[]> {
  const total = CLOCKS_PER_SECOND * seconds;
  const interval = 1000 / CLOCKS_PER_SECOND;
  const started = performance.now();
  const sends: Promise<ClockSent | undefined>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const person = fixture.clockers[i % fixture.clockers.length]!;
    const sentAt = Date.now();
    sends.push(
      fetch(`${server.url}/api/clocks/${person.userId}`, { method: 'POST', headers: { authorization: person.authorization, accept: 'application/json' } })
        .then(async (response) => {
          const answeredAt = Date.now();
          const body = (await response.json().catch(() => undefined)) as { data?: { time: string; received_at: string } } | undefined;
          return {
            userId: person.userId,
            sentAt,
            answeredAt,
            status: response.status,
            time: body?.data ? Date.parse(body.data.time) : NaN,
            receivedAt: body?.data ? Date.parse(body.data.received_at) : NaN,
          };
        })
        .catch(() => undefined),
    );
  }
  return (await Promise.all(sends)).filter((sent): sent is ClockSent => sent !== undefined);
}

export interface EventsMeasure {
  streams: number;
  streams_open: number;
  streams_refused: Record<string, number>;
  streams_lost: number;
  rss_before_mb: number;
  rss_open_mb: number;
  rss_peak_mb: number;
  growth_mb: number;
  peak_from: string;
  clocks: number;
  clocks_failed: number;
  events_matched: number;
  events_missing: number;
  from_received_at_ms: { p50: number; p99: number; max: number };
  from_answer_ms: { p50: number; p99: number; max: number };
  clocks_per_second: number;
}

/** The scenario on a loaded large company (PostgreSQL): answers its two rows and the figures. */
export async function eventsScenario(target: Target, fixture: Fixture, log: (line: string) => void): Promise<{ rows: Row[]; measure?: EventsMeasure }> {
  const memoryScenario = `GET /events: ${EVENT_STREAMS} open streams on instance A, clocks at ${CLOCKS_PER_SECOND}/s on B (A's peak RSS growth)`;
  const latencyScenario = `GET /events: clock on instance B to its event on A, at ${CLOCKS_PER_SECOND} clocks/s (p99)`;
  const { streams: signed, generalManager } = await signStreams(target, EVENT_STREAMS);
  const env = { ...serverEnv, ...target.env };
  const a = await startServer(env);
  const b = await startServer(env).catch(async (error: unknown) => {
    await a.stop();
    throw error;
  });
  const streams: Stream[] = [];
  try {
    const probe = await fetch(`${a.url}/api/events`, { headers: { authorization: generalManager.authorization, accept: 'text/event-stream' } });
    await probe.body?.cancel();
    if (probe.status === 404) {
      const note = 'not available (the server has no such route yet)';
      return { rows: [{ scenario: memoryScenario, db: 'postgres', note }, { scenario: latencyScenario, db: 'postgres', note }] };
    }
    // Warm both instances' request paths, then let A settle before its baseline.
    for (const server of [a, b]) {
      for (let i = 0; i < 50; i += 1) await fetch(`${server.url}/api/auth/me`, { headers: { authorization: generalManager.authorization } }).then((r) => r.arrayBuffer());
    }
    await sleep(2_000);
    const before = await memoryOf(a.pid);
    const peakReset = await resetPeak(a.pid);

    // The measuring subscriber: every clock's event, with its arrival time.
    const arrivals = new Map<string, number>();
    const parser = new EventStreamParser((event) => {
      if (event.type !== 'clock') return;
      const data = JSON.parse(event.data) as { user_id: number; time: string };
      arrivals.set(`${data.user_id}|${Date.parse(data.time)}`, Date.now());
    });
    const subscriber = await openStream(a.url, generalManager.authorization, (chunk) => parser.push(chunk));
    streams.push(subscriber);
    const opening = performance.now();
    for (let i = 0; i < signed.length; i += OPENING_BATCH) {
      streams.push(...(await Promise.all(signed.slice(i, i + OPENING_BATCH).map((s) => openStream(a.url, s.authorization)))));
    }
    const open = streams.filter((s) => s.status === 200 && !s.lostEarly).length;
    const refused: Record<string, number> = {};
    for (const s of streams) if (s.status !== 200) refused[String(s.status ?? 'error')] = (refused[String(s.status ?? 'error')] ?? 0) + 1;
    log(`  opened ${open} of ${streams.length} streams on A in ${((performance.now() - opening) / 1000).toFixed(1)} s${Object.keys(refused).length ? `; refused ${JSON.stringify(refused)}` : ''}`);
    await sleep(3_000);
    const opened = await memoryOf(a.pid);

    const sampled = { rss: opened.rss };
    const sampler = setInterval(() => {
      void memoryOf(a.pid).then((m) => (sampled.rss = Math.max(sampled.rss, m.rss)), () => {});
    }, 50);
    const clockStart = performance.now();
    const clocks = await clockSteadily(b, fixture, CLOCK_SECONDS);
    const clockSeconds = (performance.now() - clockStart) / 1000;
    // Stragglers: an event may still be on its way.
    await sleep(2_000);
    clearInterval(sampler);
    const after = await memoryOf(a.pid);
    const peak = Math.max(sampled.rss, peakReset ? after.peak : 0);

    const delivered = clocks.filter((c) => c.status === 201 || c.status === 200);
    const fromReceived: number[] = [];
    const fromAnswer: number[] = [];
    let missing = 0;
    for (const clock of delivered) {
      const arrived = arrivals.get(`${clock.userId}|${clock.time}`);
      if (arrived === undefined) {
        missing += 1;
        continue;
      }
      fromReceived.push(arrived - clock.receivedAt);
      fromAnswer.push(arrived - clock.answeredAt);
    }
    const lost = streams.filter((s) => s.status === 200 && s.lostEarly).length;
    const mb = (bytes: number) => round(bytes / 2 ** 20);
    const measure: EventsMeasure = {
      streams: streams.length,
      streams_open: open,
      streams_refused: refused,
      streams_lost: lost,
      rss_before_mb: mb(before.rss),
      rss_open_mb: mb(opened.rss),
      rss_peak_mb: mb(peak),
      growth_mb: mb(peak - before.rss),
      peak_from: peakReset ? 'VmHWM after clear_refs, and VmRSS sampled every 50 ms' : 'VmRSS sampled every 50 ms',
      clocks: clocks.length,
      clocks_failed: clocks.length - delivered.length,
      events_matched: fromReceived.length,
      events_missing: missing,
      from_received_at_ms: { p50: percentile(fromReceived, 50), p99: percentile(fromReceived, 99), max: percentile(fromReceived, 100) },
      from_answer_ms: { p50: percentile(fromAnswer, 50), p99: percentile(fromAnswer, 99), max: percentile(fromAnswer, 100) },
      clocks_per_second: round(clocks.length / clockSeconds),
    };
    log(
      `  A: RSS ${measure.rss_before_mb} MB before, ${measure.rss_open_mb} MB with the streams open, peak ${measure.rss_peak_mb} MB ` +
        `(+${measure.growth_mb} MB); ${lost} streams lost during the load`,
    );
    log(
      `  ${delivered.length} clocks on B at ${measure.clocks_per_second}/s: ${fromReceived.length} events matched, ${missing} missing; ` +
        `received_at → arrival p50 ${measure.from_received_at_ms.p50} ms, p99 ${measure.from_received_at_ms.p99} ms, max ${measure.from_received_at_ms.max} ms; ` +
        `answer → arrival p99 ${measure.from_answer_ms.p99} ms`,
    );
    const allOpen = open === streams.length && lost === 0;
    const rows: Row[] = [
      {
        scenario: memoryScenario,
        db: 'postgres',
        ratio: measure.growth_mb,
        ratioLabel: 'MB',
        target: `<= ${MEMORY_BUDGET_MB} MB`,
        pass: measure.growth_mb <= MEMORY_BUDGET_MB && allOpen,
        note: `${open} of ${streams.length} streams open, ${lost} lost; RSS ${measure.rss_before_mb} → ${measure.rss_open_mb} MB open, peak ${measure.rss_peak_mb} MB`,
      },
      {
        scenario: latencyScenario,
        db: 'postgres',
        p50: measure.from_received_at_ms.p50,
        p99: measure.from_received_at_ms.p99,
        target: `p99 <= ${LATENCY_BUDGET_MS} ms`,
        pass: measure.from_received_at_ms.p99 <= LATENCY_BUDGET_MS && missing === 0 && measure.clocks_failed === 0,
        note:
          `from the record's received_at; from B's answer p99 ${measure.from_answer_ms.p99} ms; ` +
          `${fromReceived.length} events of ${delivered.length} clocks (${missing} missing, ${measure.clocks_failed} clocks failed)`,
      },
    ];
    return { rows, measure };
  } finally {
    for (const stream of streams) stream.req.destroy();
    await a.stop();
    await b.stop();
  }
}
