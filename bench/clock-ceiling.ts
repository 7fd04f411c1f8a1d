// Ceiling B: the clock toggle's own database transaction (the clock command: BEGIN, one statement that
// locks the person and reads the facts, one that writes, COMMIT), run directly on a pool of the server's size with
// as many concurrent callers as the load generator has connections, and no HTTP, token or JSON around it.
import type { DatabaseHandle } from '../apps/server/src/db/client.js';

type ClockCommand = typeof import('../apps/server/src/commands/clocks.js').clock;

export interface CeilingResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** The clock command, or undefined while it does not exist yet. */
export async function loadClockCommand(): Promise<ClockCommand | undefined> {
  try {
    return (await import('../apps/server/src/commands/clocks.js')).clock;
  } catch {
    return undefined;
  }
}

export async function runClockCeiling(
  database: DatabaseHandle,
  clock: ClockCommand,
  peopleOfCaller: (caller: number) => number[],
  options: { callers: number; seconds: number },
): Promise<CeilingResult> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + options.seconds * 1000;
  const callers = Array.from({ length: options.callers }, async (_, caller) => {
    const people = peopleOfCaller(caller);
    for (let i = 0; performance.now() < end; i += 1) {
      const started = performance.now();
      try {
        await database.db.transaction().execute((trx) => clock(trx, people[i % people.length]!, { kind: 'work' }));
        latencies.push(performance.now() - started);
      } catch {
        failures += 1;
      }
    }
  });
  const started = performance.now();
  await Promise.all(callers);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), requests: latencies.length, failures };
}
