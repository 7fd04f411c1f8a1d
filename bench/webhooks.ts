// Webhooks at scale (BENCH_ONLY=webhooks), on PostgreSQL's large company, one instance of the service.
// First the clock path alone: clocks at a steady 100 per second through the API (open loop), no webhook.
// Then five webhooks subscribed to `clock.created`, pointing at a receiver in this process that answers each
// POST after 50 ms, and 10,000 clocks at the same rate: 50,000 deliveries. Measured: the clock path's p99
// without and with the fan-out running (target: no worse than 1.5 × and at most 250 ms), every delivery
// made exactly once, and the time from commit to delivery (target p99 < 2 s): from the clock's answer (after
// its commit: a lower bound) and from the event's `created_at` (its transaction's start: an upper bound).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSession } from '../apps/server/src/auth/sessions.js';
import { TokenService } from '../apps/server/src/auth/tokens.js';
import { JWT_SECRET, serverEnv, type Fixture } from './fixture.js';
import { startServer, type Running } from './processes.js';
import type { Row } from './report.js';
import type { Target } from './targets.js';

const CLOCKS_PER_SECOND = 100;
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const HOOKS = 5;
const RECEIVER_DELAY_MS = 50;
const BASELINE_SECONDS = Number(process.env.BENCH_WEBHOOK_BASELINE_SECONDS ?? 20);
const DELIVERY_BUDGET_MS = 2000;
/** How long the deliveries may take to drain after the last clock before the scenario gives up. */
const DRAIN_LIMIT_MS = 120_000;

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = (values: number[]) => ({ p50: round(percentile(values, 50)), p99: round(percentile(values, 99)), max: round(Math.max(...values)) });

interface ClockSent {
  recordId: number | undefined;
  status: number;
  latencyMs: number;
  answeredAt: number;
}

/** Clocks at CLOCKS_PER_SECOND, each at its scheduled moment whatever the answers (open loop). */
async function clockSteadily(server: Running, fixture: Fixture, count: number): Promise<ClockSent[]> {
  const interval = 1000 / CLOCKS_PER_SECOND;
  const started = performance.now();
  const sends: Promise<ClockSent>[] = [];
  for (let i = 0; i < count; i += 1) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const person = fixture.clockers[i % fixture.clockers.length]!;
    const sentAt = performance.now();
    sends.push(
      fetch(`${server.url}/api/clocks/${person.userId}`, { method: 'POST', headers: { authorization: person.authorization, accept: 'application/json' } })
        .then(async (response) => {
          const body = (await response.json().catch(() => undefined)) as { data?: { id: number } } | undefined;
          return { recordId: body?.data?.id, status: response.status, latencyMs: performance.now() - sentAt, answeredAt: Date.now() };
        })
        .catch(() => ({ recordId: undefined, status: 0, latencyMs: performance.now() - sentAt, answeredAt: Date.now() })),
    );
  }
  return Promise.all(sends);
}

export interface Arrival {
  delivery: string;
  eventId: string;
  type: string;
  recordId: number | undefined;
  createdAt: number;
  at: number;
}

/** The receiver: answers 204 after `delayMs` (RECEIVER_DELAY_MS), notes every delivery. */
export async function startReceiver(arrivals: Arrival[], delayMs = RECEIVER_DELAY_MS): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; type: string; created_at: string; data: { id?: number } };
        arrivals.push({
          delivery: String(request.headers['timetrack-delivery']),
          eventId: body.id,
          type: body.type,
          recordId: body.data?.id,
          createdAt: Date.parse(body.created_at),
          at,
        });
      } catch {
        // Counted as missing below.
      }
      setTimeout(() => response.writeHead(204).end(), delayMs);
    });
  });
  // Node's default, as most receivers keep connections: the service's pool keeps a connection only when the
  // receiver's Keep-Alive hint leaves it more than a second (a receiver saying `timeout=1` is connected to per
  // delivery, which would measure connects rather than deliveries).
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

export async function generalManagerAuthorization(target: Target): Promise<string> {
  const handle = await target.open();
  try {
    const gm = await handle.db.selectFrom('users').select('id').where('role', '=', 'general_manager').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const issued = await openSession(handle.db, new TokenService(JWT_SECRET, 3600), { refreshTokenTtl: 86_400 }, gm.id, 'mobile');
    return `Bearer ${issued.accessToken}`;
  } finally {
    await handle.close();
  }
}

export interface WebhooksMeasure {
  events: number;
  webhooks: number;
  deliveries_expected: number;
  deliveries_received: number;
  deliveries_duplicated: number;
  deliveries_missing: number;
  drain_seconds_after_last_clock: number;
  clock_without_fanout_ms: { p50: number; p99: number; max: number; failed: number };
  clock_with_fanout_ms: { p50: number; p99: number; max: number; failed: number };
  commit_to_delivery_from_answer_ms: { p50: number; p99: number; max: number };
  commit_to_delivery_from_created_at_ms: { p50: number; p99: number; max: number };
}

export async function webhooksScenario(target: Target, fixture: Fixture, log: (line: string) => void): Promise<{ rows: Row[]; measure?: WebhooksMeasure }> {
  const arrivals: Arrival[] = [];
  const receiver = await startReceiver(arrivals);
  const server = await startServer({ ...serverEnv, ...target.env, WEBHOOK_ALLOW_PRIVATE: 'true' });
  try {
    const authorization = await generalManagerAuthorization(target);
    // Warm the request path.
    for (let i = 0; i < 50; i += 1) await fetch(`${server.url}/api/auth/me`, { headers: { authorization } }).then((r) => r.arrayBuffer());

    log(`  clock path alone: ${CLOCKS_PER_SECOND} clocks/s for ${BASELINE_SECONDS} s, no webhook`);
    const alone = await clockSteadily(server, fixture, CLOCKS_PER_SECOND * BASELINE_SECONDS);

    for (let i = 0; i < HOOKS; i += 1) {
      const created = await fetch(`${server.url}/api/webhooks`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${receiver.url}?hook=${i}`, events: ['clock.created'], description: `bench ${i}` }),
      });
      if (created.status === 404) {
        const note = 'not available (the server has no such route yet)';
        return { rows: [{ scenario: 'webhooks', db: 'postgres', note }] };
      }
      if (created.status !== 201) throw new Error(`creating a webhook answered ${created.status}: ${await created.text()}`);
    }
    await sleep(1000);
    arrivals.length = 0; // the pings

    log(`  ${EVENTS} clocks at ${CLOCKS_PER_SECOND}/s, fanned out to ${HOOKS} webhooks (receiver answers in ${RECEIVER_DELAY_MS} ms)`);
    const withFanout = await clockSteadily(server, fixture, EVENTS);
    const lastClock = Date.now();
    const ok = withFanout.filter((sent) => sent.status === 201 || sent.status === 200);
    const expected = ok.length * HOOKS;
    while (new Set(arrivals.map((a) => a.delivery)).size < expected && Date.now() - lastClock < DRAIN_LIMIT_MS) await sleep(200);
    const drainSeconds = (Date.now() - lastClock) / 1000;
    await sleep(1000);

    const clockArrivals = arrivals.filter((a) => a.type === 'clock.created');
    const unique = new Set(clockArrivals.map((a) => a.delivery));
    const answeredAt = new Map(ok.map((sent) => [sent.recordId, sent.answeredAt]));
    const firstArrival = new Map<string, Arrival>();
    for (const arrival of clockArrivals) if (!firstArrival.has(arrival.delivery)) firstArrival.set(arrival.delivery, arrival);
    const fromAnswer: number[] = [];
    const fromCreated: number[] = [];
    for (const arrival of firstArrival.values()) {
      const answered = answeredAt.get(arrival.recordId);
      if (answered !== undefined) fromAnswer.push(Math.max(0, arrival.at - answered));
      fromCreated.push(arrival.at - arrival.createdAt);
    }
    const latency = (sent: ClockSent[]) => ({
      ...figures(sent.filter((s) => s.status === 201 || s.status === 200).map((s) => s.latencyMs)),
      failed: sent.filter((s) => s.status !== 201 && s.status !== 200).length,
    });
    const measure: WebhooksMeasure = {
      events: ok.length,
      webhooks: HOOKS,
      deliveries_expected: expected,
      deliveries_received: unique.size,
      deliveries_duplicated: clockArrivals.length - unique.size,
      deliveries_missing: Math.max(0, expected - unique.size),
      drain_seconds_after_last_clock: round(drainSeconds),
      clock_without_fanout_ms: latency(alone),
      clock_with_fanout_ms: latency(withFanout),
      commit_to_delivery_from_answer_ms: figures(fromAnswer),
      commit_to_delivery_from_created_at_ms: figures(fromCreated),
    };
    log(`  ${JSON.stringify(measure)}`);
    const delivered = measure.deliveries_missing === 0 && measure.deliveries_duplicated === 0;
    const withinBudget = measure.commit_to_delivery_from_answer_ms.p99 < DELIVERY_BUDGET_MS;
    const clockRatio = measure.clock_with_fanout_ms.p99 / measure.clock_without_fanout_ms.p99;
    const rows: Row[] = [
      {
        scenario: `webhooks: ${ok.length} clock events × ${HOOKS} webhooks, receiver 50 ms: commit → delivery (p99, from the clock's answer)`,
        db: 'postgres',
        p50: measure.commit_to_delivery_from_answer_ms.p50,
        p99: measure.commit_to_delivery_from_answer_ms.p99,
        target: `< ${DELIVERY_BUDGET_MS} ms, all delivered once`,
        pass: delivered && withinBudget,
        note:
          `${measure.deliveries_received}/${expected} delivered, ${measure.deliveries_duplicated} twice; from created_at p99 ` +
          `${measure.commit_to_delivery_from_created_at_ms.p99} ms; drained ${measure.drain_seconds_after_last_clock} s after the last clock`,
      },
      {
        scenario: `webhooks: clock path at ${CLOCKS_PER_SECOND}/s, without → with the fan-out running (p99)`,
        db: 'postgres',
        p50: measure.clock_with_fanout_ms.p50,
        p99: measure.clock_with_fanout_ms.p99,
        ratio: round(clockRatio),
        ratioLabel: 'with / without',
        target: '≤ 1.5 × and ≤ 250 ms',
        pass: clockRatio <= 1.5 && measure.clock_with_fanout_ms.p99 <= 250,
        note: `without: p50 ${measure.clock_without_fanout_ms.p50} ms, p99 ${measure.clock_without_fanout_ms.p99} ms; failed ${measure.clock_without_fanout_ms.failed} → ${measure.clock_with_fanout_ms.failed}`,
      },
    ];
    return { rows, measure };
  } finally {
    await server.stop();
    receiver.server.closeAllConnections();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
}
