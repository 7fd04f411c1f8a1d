// The load generator: autocannon (programmatic) at a number of connections for a few seconds, each
// connection with its own cycle of requests (its own people, so the requests of one person are never
// concurrent), and a sequential probe for the latency of one request at a time.
import autocannon from 'autocannon';

export interface Shot {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  /** Successful (2xx) answers per second. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failures: number;
  statusCodes: Record<string, number>;
}

export async function hammer(
  url: string,
  shotsOfConnection: (connection: number) => Shot[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  let next = 0;
  const first = shotsOfConnection(0);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: first.map(toRequest),
    setupClient: (client) => {
      const shots = shotsOfConnection(next);
      next += 1;
      client.setRequests(shots.map(toRequest));
    },
  });
  const ok = result['2xx'];
  return {
    requestsPerSecond: ok / (result.duration || options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.latency.totalCount,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
  };
}

function toRequest(shot: Shot) {
  return { method: shot.method ?? 'GET', path: shot.path, headers: shot.headers };
}

export interface ProbeResult {
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** One request at a time for `seconds` (at most `max` requests): the latency a single user sees. */
export async function probe(url: string, shots: Shot[], options: { seconds: number; max: number }): Promise<ProbeResult> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + options.seconds * 1000;
  for (let i = 0; i < options.max && performance.now() < end; i += 1) {
    const shot = shots[i % shots.length]!;
    const started = performance.now();
    const response = await fetch(url + shot.path, { method: shot.method ?? 'GET', headers: shot.headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) failures += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), requests: latencies.length, failures };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
