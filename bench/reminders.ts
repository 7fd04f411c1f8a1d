// Forgotten clocks at scale (BENCH_ONLY=reminders), on PostgreSQL: a company of 100,000 people, 5,000 of them with a
// period open for 13 hours, most of the others with yesterday recorded. Measured:
//   - one reminder check (the statements of commands/reminders.ts, back to back, with no rest) with the default
//     policy: the first, which sends the 5,000 open-period reminders and the missing-day reminders of everyone who
//     recorded nothing yesterday, and the next one, which finds nothing new (every minute's usual check). Target:
//     at most 1 s each. The time is the check's own, measured around it in this process on an otherwise idle
//     database: the database's time plus a few local round trips (an upper bound of the database's time).
//   - the clock path during checks: the service on the same database, clocks at 100/s through the API (open loop,
//     200 people), in rounds of three whose order turns: the raw transaction, the service without a check, and the
//     service during one whole check of the job's (jobs/reminders.ts, resting between statements as the service's
//     does), as heavy as the day's first (the sent reminders forgotten, and vacuumed, before it). Target: the
//     clocks' p99 during the checks at most 1.5 x the raw transaction's (the minimal toggle straight through pg at
//     the same rate, bench/minimal-toggle.ts). The service sends its e-mail to an SMTP server on loopback, as an
//     installed one does (at its pace, MESSAGES_PER_SECOND): without SMTP_URL it writes each message to its log
//     with no pace at all, and the checks' tens of thousands of messages would be what the clocks wait behind.
//   - 5,000 pushes to a push service on loopback (answering 201 at once), each encrypted (RFC 8291) and signed
//     (VAPID) by the push worker of jobs/push.ts: all delivered, once each, within 60 s.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { openSession } from '../apps/server/src/auth/sessions.js';
import { TokenService } from '../apps/server/src/auth/tokens.js';
import { openLoop, slowGroups, type Timed } from './clock-path.js';
import { minimalToggle, minimalTogglePool } from './minimal-toggle.js';
import { JWT_SECRET, serverEnv } from './fixture.js';
import { startServer } from './processes.js';
import { sendClock } from './http-client.js';
import { runReminderCheck } from '../apps/server/src/commands/reminders.js';
import { checkReminders } from '../apps/server/src/jobs/reminders.js';
import { sendDuePushes } from '../apps/server/src/jobs/push.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { startMailbox } from '../apps/server/src/test/mailbox.js';
import { addDays, dateInZone, startOfDay } from '../apps/server/src/time/zone.js';
import type { Row } from './report.js';
import { createTarget, POOL_SIZE, settleAfterLoad, type Target } from './targets.js';

const PEOPLE = Number(process.env.BENCH_REMINDER_PEOPLE ?? 100_000);
const OPEN = Number(process.env.BENCH_REMINDER_OPEN ?? 5_000);
/** Of the others, one in this many recorded nothing yesterday. */
const IDLE_EVERY = 20;
/** Days of history per person before yesterday. */
const HISTORY_DAYS = 5;
const PUSHES = Number(process.env.BENCH_PUSHES ?? 5_000);
const CHECK_BUDGET_MS = 1000;
const PUSH_BUDGET_MS = 60_000;
const HOUR = 3_600_000;
const CLOCK_RATE = 100;
const CLOCK_SECONDS = Number(process.env.BENCH_REMINDER_CLOCK_SECONDS ?? 10);
const CLOCK_ROUNDS = Number(process.env.BENCH_REMINDER_CLOCK_ROUNDS ?? 3);
const CLOCK_PEOPLE = 200;
const CLOCK_BUDGET_RATIO = 1.5;

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? NaN;
};
const okLatencies = (timed: Timed[]) => timed.filter((t) => t.ok).map((t) => t.latency);

interface ClockDuringChecks {
  rawP99: number;
  quietP99: number;
  duringP99: number;
  duringClocks: number;
  failures: number;
  checks: number[];
}

/**
 * The service on the reminders' database (its own check an hour away), 200 people clocking at 100/s: the raw
 * transaction, the API without a check, then the API during a whole check of the job's; the clocks counted "during"
 * are those due while a check was running.
 */
async function clockPathDuringChecks(
  target: Target,
  db: Parameters<typeof runReminderCheck>[0],
  people: number[],
  check: () => Promise<unknown>,
  log: (line: string) => void,
): Promise<ClockDuringChecks> {
  const tokens = new TokenService(JWT_SECRET, 3600);
  const signed: { userId: number; authorization: string }[] = [];
  for (const userId of people) {
    const issued = await openSession(db, tokens, { refreshTokenTtl: 86_400 }, userId, 'mobile');
    signed.push({ userId, authorization: `Bearer ${issued.accessToken}` });
  }
  const mailbox = await startMailbox();
  const server = await startServer({ ...serverEnv, ...target.env, REMINDER_CHECK_MS: String(HOUR), SMTP_URL: mailbox.url }).catch(async (error: unknown) => {
    await mailbox.close();
    throw error;
  });
  const pool = minimalTogglePool(target.env.DATABASE_URL!, POOL_SIZE);
  try {
    const clock = async (i: number) => {
      const person = signed[i % signed.length]!;
      return sendClock(server.url, person.userId, person.authorization);
    };
    const toggle = async (i: number) => (await minimalToggle(pool, people[i % people.length]!), true);
    // Both warmed up: every pooled connection made, the service's and M's, before anything is measured.
    await openLoop(clock, CLOCK_RATE, 3);
    await openLoop(toggle, CLOCK_RATE, 3);
    const raw: Timed[] = [];
    const quiet: Timed[] = [];
    const inCheck: Timed[] = [];
    const checks: number[] = [];
    // One whole check of the job's, with its rests, and clocks from before it starts to its end (at least
    // CLOCK_SECONDS); the reminders it will send forgotten first, so that it is as heavy as the day's first, and
    // vacuumed: a day's first check meets no dead reminders (none are ever deleted), but on a server without
    // autovacuum (as CI's) each forgetting would leave thousands more under the same keys for the next one's reads.
    const duringCheck = async (): Promise<Timed[]> => {
      await sql`delete from reminders`.execute(db);
      await sql`vacuum reminders`.execute(db);
      let window: { from: number; to: number } | undefined;
      const origin = performance.now();
      const checking = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const from = performance.now() - origin;
        await check();
        window = { from, to: performance.now() - origin };
      })();
      const during = await openLoop(clock, CLOCK_RATE, CLOCK_SECONDS, () => window === undefined);
      await checking;
      const { from, to } = window!;
      checks.push(Math.round(to - from));
      return during.filter((t) => t.due >= from && t.due < to);
    };
    // Interleaved rounds of the raw transaction, the service alone and the service during checks, in an order
    // that turns each round, so that drift in the machine, and what the checks leave behind them (the WAL to
    // checkpoint, the e-mail to send), fall on all three alike; the p99 of each is over all its rounds' clocks.
    const kinds = ['raw', 'quiet', 'during'] as const;
    for (let round = 0; round < CLOCK_ROUNDS; round += 1) {
      const figures: string[] = [];
      for (let k = 0; k < kinds.length; k += 1) {
        const kind = kinds[(round + k) % kinds.length]!;
        const timed = kind === 'raw' ? await openLoop(toggle, CLOCK_RATE, CLOCK_SECONDS) : kind === 'quiet' ? await openLoop(clock, CLOCK_RATE, CLOCK_SECONDS) : await duringCheck();
        (kind === 'raw' ? raw : kind === 'quiet' ? quiet : inCheck).push(...timed);
        const kindP99 = p99(okLatencies(timed));
        const groups = slowGroups(timed, kindP99);
        figures.push(`${kind} ${kindP99.toFixed(1)} ms${groups ? ` (slowest 1 % in groups: ${groups})` : ''}`);
      }
      log(`reminders: round ${round + 1}, p99: ${figures.join(', ')}`);
    }
    const result = {
      rawP99: p99(okLatencies(raw)),
      quietP99: p99(okLatencies(quiet)),
      duringP99: p99(okLatencies(inCheck)),
      duringClocks: inCheck.length,
      failures: [...quiet, ...inCheck].filter((t) => !t.ok).length,
      checks,
    };
    log(
      `reminders: clocks at ${CLOCK_RATE}/s, ${CLOCK_ROUNDS} rounds of ${CLOCK_SECONDS} s (during: a whole check): raw transaction p99 ${result.rawP99.toFixed(1)} ms, ` +
        `the service without a check ${result.quietP99.toFixed(1)} ms, during ${checks.length} checks (${checks.join(', ')} ms) ` +
        `${result.duringP99.toFixed(1)} ms over ${inCheck.length} clocks, ${result.failures} failed`,
    );
    return result;
  } finally {
    await pool.end();
    await server.stop();
    await mailbox.close();
  }
}

export async function remindersScenario(log: (line: string) => void): Promise<{ rows: Row[]; measure: Record<string, unknown> }> {
  const target = await createTarget('postgres', 'reminders');
  const handle = await target.open(4);
  try {
    const db = handle.db;
    await migrate(db);
    const zone = 'UTC';
    const today = dateInZone(new Date(), zone);
    // Ten in the morning today, past the default 09:00; every day owed (so the weekday does not matter).
    const now = new Date(startOfDay(today, zone).getTime() + 10 * HOUR);
    const yesterdayStart = startOfDay(addDays(today, -1), zone);
    await db.updateTable('app_settings').set({ value: JSON.stringify(Array(7).fill(25200)) }).where('key', '=', 'default_schedule').execute();
    const loading = performance.now();
    await sql`
      insert into users (email, name, role, status, created_at)
      select 'person' || i || '@bench.test', 'Person ' || i, 'employee', 'active', ${new Date(now.getTime() - 30 * 24 * HOUR)}::timestamptz
      from generate_series(1, ${PEOPLE}) as i`.execute(db);
    const { rows: range } = await sql<{ first: number }>`select min(id) as first from users where email like '%@bench.test'`.execute(db);
    const first = range[0]!.first;
    // History: every person's days before yesterday, 8 hours each.
    await sql`
      insert into working_times (user_id, start, "end")
      select u.id, ${yesterdayStart}::timestamptz - (d || ' days')::interval + interval '8 hours',
        ${yesterdayStart}::timestamptz - (d || ' days')::interval + interval '16 hours'
      from users u, generate_series(1, ${HISTORY_DAYS}) as d where u.email like '%@bench.test'`.execute(db);
    // Yesterday: everyone but the open periods' people and one in IDLE_EVERY of the others.
    await sql`
      insert into working_times (user_id, start, "end")
      select u.id, ${yesterdayStart}::timestamptz + interval '8 hours', ${yesterdayStart}::timestamptz + interval '16 hours'
      from users u where u.email like '%@bench.test' and u.id >= ${first + OPEN} and (u.id - ${first}) % ${IDLE_EVERY} <> 0`.execute(db);
    // The open periods: clocked in 13 hours ago and never out.
    await sql`
      insert into working_times (user_id, start, "end")
      select u.id, ${new Date(now.getTime() - 13 * HOUR)}::timestamptz, null
      from users u where u.email like '%@bench.test' and u.id < ${first + OPEN}`.execute(db);
    const loadSeconds = (performance.now() - loading) / 1000;
    await settleAfterLoad(target.env.DATABASE_URL!);
    const { rows: counts } = await sql<{ periods: string }>`select count(*) as periods from working_times`.execute(db);
    log(`reminders: ${PEOPLE} people, ${OPEN} open periods, ${counts[0]!.periods} periods, loaded in ${loadSeconds.toFixed(1)} s`);

    const context = { now, zone, region: undefined, publicUrl: 'https://time.bench.test' };
    let started = performance.now();
    // Back to back: the rest only notes how long each statement took. The last figure is the rest of the check:
    // its last statement with the policy's and the schedule's small reads.
    const statementMs: number[] = [];
    const firstCheck = await runReminderCheck(db, { ...context, rest: async (ms) => void statementMs.push(ms) });
    const firstMs = performance.now() - started;
    statementMs.push(firstMs - statementMs.reduce((sum, ms) => sum + ms, 0));
    started = performance.now();
    const nextCheck = await runReminderCheck(db, { ...context, now: new Date(now.getTime() + 60_000) });
    const nextMs = performance.now() - started;
    const expectedMissing = Math.ceil((PEOPLE - OPEN) / IDLE_EVERY);
    log(
      `reminders: first check ${firstMs.toFixed(0)} ms (${firstCheck.open_period} open-period, ${firstCheck.missing_day} missing-day reminders), ` +
        `next check ${nextMs.toFixed(0)} ms (${nextCheck.open_period + nextCheck.missing_day} sent); the first's statements ${statementMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    // What the first checks wrote, checkpointed before the clocks are measured, as after the load.
    await settleAfterLoad(target.env.DATABASE_URL!);
    const sentRight = firstCheck.open_period === OPEN && firstCheck.missing_day >= expectedMissing - 1 && nextCheck.open_period + nextCheck.missing_day === 0;

    const { rows: clockPeople } = await sql<{ id: number }>`
      select id from users where email like '%@bench.test' and id >= ${first + OPEN} and (id - ${first}) % ${IDLE_EVERY} <> 0
      order by id limit ${CLOCK_PEOPLE}`.execute(db);
    // The job's own check, resting after each slice as the service's does.
    const jobConfig = { appTimezone: zone, holidaysRegion: undefined, publicUrl: context.publicUrl };
    const during = await clockPathDuringChecks(target, db, clockPeople.map((p) => p.id), () => checkReminders(db, jobConfig, now), log);

    // 5,000 pushes to a push service on loopback.
    const received = new Set<string>();
    const pushService = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.add(request.url ?? '');
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const p256dh = browser.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    let pushMs = NaN;
    try {
      await db.deleteFrom('push_deliveries').execute();
      await sql`
        insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        select u.id, ${base} || '/push/' || u.id, ${p256dh}, ${auth}
        from users u where u.email like '%@bench.test' order by u.id limit ${PUSHES}`.execute(db);
      await sql`
        insert into push_deliveries (subscription_id, kind, data)
        select s.id, 'reminder_open_period', jsonb_build_object('working_time_id', s.id, 'start', ${now.toISOString()}::text)
        from push_subscriptions s`.execute(db);
      const options = { allowPrivate: true, timeoutMs: 10_000, retryBaseMs: 60_000, subject: 'mailto:ops@bench.test', zone, concurrency: 64 };
      started = performance.now();
      while ((await sendDuePushes(db, options, { warn: () => {} })).claimed > 0 && performance.now() - started < 2 * PUSH_BUDGET_MS);
      pushMs = performance.now() - started;
    } finally {
      pushService.closeAllConnections();
      await new Promise((resolve) => pushService.close(resolve));
    }
    log(`reminders: ${received.size} of ${PUSHES} pushes delivered in ${(pushMs / 1000).toFixed(1)} s`);

    const rows: Row[] = [
      {
        scenario: `reminder check, ${PEOPLE} people, ${OPEN} open (first: sends)`,
        db: 'postgres',
        p50: firstMs,
        ratio: firstMs / CHECK_BUDGET_MS,
        ratioLabel: 'of 1 s',
        target: '≤ 1 s',
        pass: firstMs <= CHECK_BUDGET_MS && sentRight,
        note: `${firstCheck.open_period} open-period and ${firstCheck.missing_day} missing-day reminders`,
      },
      {
        scenario: `reminder check, ${PEOPLE} people, ${OPEN} open (next: nothing new)`,
        db: 'postgres',
        p50: nextMs,
        ratio: nextMs / CHECK_BUDGET_MS,
        ratioLabel: 'of 1 s',
        target: '≤ 1 s',
        pass: nextMs <= CHECK_BUDGET_MS && sentRight,
      },
      {
        scenario: `clocks at ${CLOCK_RATE}/s during reminder checks (p99, API)`,
        db: 'postgres',
        p99: during.duringP99,
        ratio: during.duringP99 / during.rawP99,
        ratioLabel: 'x raw',
        target: `≤ ${CLOCK_BUDGET_RATIO}x raw transaction`,
        pass: during.duringP99 <= CLOCK_BUDGET_RATIO * during.rawP99 && during.failures === 0 && during.duringClocks >= 100,
        note: `raw transaction p99 ${during.rawP99.toFixed(1)} ms, API without a check ${during.quietP99.toFixed(1)} ms; ${during.duringClocks} clocks during ${during.checks.length} checks`,
      },
      {
        scenario: `${PUSHES} pushes to a local push service`,
        db: 'postgres',
        p50: pushMs,
        ratio: pushMs / PUSH_BUDGET_MS,
        ratioLabel: 'of 60 s',
        target: '≤ 60 s, all delivered',
        pass: pushMs <= PUSH_BUDGET_MS && received.size === PUSHES,
        note: `${received.size} delivered`,
      },
    ];
    return {
      rows,
      measure: { people: PEOPLE, open: OPEN, first_check_ms: firstMs, next_check_ms: nextMs, clocks_during_checks: during, first: firstCheck, next: nextCheck, pushes: PUSHES, delivered: received.size, push_ms: pushMs },
    };
  } finally {
    await handle.close();
    await target.drop().catch(() => {});
  }
}
