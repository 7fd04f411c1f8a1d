// One try of a delivery (a webhook's, or a Web Push message's: jobs/push.ts): a POST to the checked address (never another one the name may resolve to by then),
// within a time limit, without following redirects, reading at most a few KiB of the answer.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, UnsafeAddressError, type ResolvedAddress, type Resolver } from './address.js';

/** What is read of an answer at most: the status decides, the body is not looked at. */
const MAX_ANSWER_BYTES = 4096;
/** Kept-alive connections are pooled per receiver and checked address; at most this many pools. */
const MAX_POOLS = 100;
// The worker bounds the tries at once (per instance and per webhook); a pool serves several webhooks of
// one receiver, so it must not bound them again below that.
const SOCKETS_PER_POOL = 128;
// As many kept as may be used: fewer would close, at the end of each burst, connections the next burst opens
// again (a connect per delivery under load).
const FREE_SOCKETS_PER_POOL = SOCKETS_PER_POOL;

// A pool is keyed by the address it connects to, so a kept-alive connection is only ever reused for the
// address checked before the try that uses it.
const pools = new Map<string, http.Agent>();

function poolFor(url: URL, target: ResolvedAddress, lookup: LookupFunction): http.Agent {
  const key = `${url.protocol}//${url.host}|${target.address}`;
  let pool = pools.get(key);
  if (!pool) {
    const options = { keepAlive: true, maxSockets: SOCKETS_PER_POOL, maxFreeSockets: FREE_SOCKETS_PER_POOL, timeout: 30_000, lookup };
    pool = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    if (pools.size >= MAX_POOLS) {
      const [oldestKey, oldest] = pools.entries().next().value as [string, http.Agent];
      oldest.destroy();
      pools.delete(oldestKey);
    }
    pools.set(key, pool);
  }
  return pool;
}

export interface TryOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface TryOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  resolve: Resolver;
}

export async function postOnce(
  rawUrl: string,
  headers: Record<string, string>,
  body: string | Buffer,
  options: TryOptions,
): Promise<TryOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(rawUrl);
  const timeoutError = () => `no answer within ${options.timeoutMs} ms`;
  // One timer for the whole try, cleared when it ends: an AbortSignal.timeout would fire for every try, long
  // after it ended, building an error with its stack each time (hundreds a second under a webhook's load).
  let onDeadline: () => void = () => undefined;
  const deadline = setTimeout(() => onDeadline(), options.timeoutMs);
  let target: ResolvedAddress;
  try {
    target = await Promise.race([
      resolveTarget(url, options.allowPrivate, options.resolve),
      new Promise<never>((_resolve, reject) => (onDeadline = () => reject(new Error(timeoutError())))),
    ]);
  } catch (error) {
    clearTimeout(deadline);
    const reason = error instanceof UnsafeAddressError || error instanceof Error ? error.message : String(error);
    return { statusCode: null, durationMs: elapsed(), error: reason };
  }
  // The connection goes to the address checked above, whatever the name resolves to now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return new Promise<TryOutcome>((resolve) => {
    let settled = false;
    let request: http.ClientRequest;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ statusCode, durationMs: elapsed(), error });
    };
    const onTimeout = () => {
      request.destroy();
      finish(null, timeoutError());
    };
    const send = (resent: boolean) => {
      request = transport.request(url, {
        method: 'POST',
        lookup: pinned,
        agent: poolFor(url, target, pinned),
        // Lower-case names in `headers` replace the defaults (a Web Push delivery sends its own content type).
        headers: { 'content-type': 'application/json', 'user-agent': 'Timetrack-Webhooks', ...headers, 'content-length': String(payload.length) },
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the receiver closed just as it was reused: sent again once, on a new one
        // (a receiver recognises an event it already has by its id).
        if (!resent && request.reusedSocket && error.code === 'ECONNRESET' && !settled) send(true);
        else finish(null, error.message);
      });
      request.on('response', (response) => {
        let read = 0;
        const status = response.statusCode ?? null;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) {
            response.destroy();
            finish(status, null);
          }
        });
        response.on('end', () => finish(status, null));
        response.on('error', () => finish(status, null));
        response.on('close', () => finish(status, null));
      });
      request.end(payload);
    };
    onDeadline = onTimeout;
    send(false);
  });
}
