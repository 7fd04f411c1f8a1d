// Live events (`GET /events`): one streaming fetch through the session (Bearer in token mode, the cookies in
// cookie mode), read as server-sent events. The stream is reopened after any end or failure with a
// doubling, jittered delay (1 s up to 30 s; back to 1 s once a stream has stayed open), sending the last
// event id as `Last-Event-ID` so that the service replays what was missed. A 401 renews the session as any
// request does; a session that ended waits for the next sign-in. `event: reset` (what was missed is too old)
// tells the application to reload its data. A stream silent for longer than three heartbeats is dead and
// is reopened. A personal access token streams with its `read` scope; without it (403) the stream waits for
// another sign-in.
import { retryAfterSeconds } from './errors.js';
import type { Session } from './session.js';
import { EventStreamParser, type StreamEvent } from './sse.js';

/** A clock of the caller or of someone they may view: `status` true while clocked in. */
export interface LiveClockEvent {
  id: string;
  type: 'clock';
  data: { user_id: number; status: boolean; on_break: boolean; time: string };
}
/** A notification for the caller (read it with `GET /notifications`). */
export interface LiveNotificationEvent {
  id: string;
  type: 'notification';
  data: { id: number; kind: string };
}
/** A correction request the caller made or may review, created or decided. */
export interface LiveCorrectionEvent {
  id: string;
  type: 'correction';
  data: { id: number; user_id: number; status: string };
}
/** A week of the caller or of someone they manage, validated or reopened. */
export interface LiveWeekValidationEvent {
  id: string;
  type: 'week_validation';
  data: { id: number; user_id: number; week_start: string; status: string };
}
/** A leave request the caller made or may review, made, decided or cancelled. */
export interface LiveLeaveRequestEvent {
  id: string;
  type: 'leave_request';
  data: { id: number; user_id: number; status: string };
}
export type LiveEvent =
  | LiveClockEvent
  | LiveNotificationEvent
  | LiveCorrectionEvent
  | LiveWeekValidationEvent
  | LiveLeaveRequestEvent;
export type LiveEventType = LiveEvent['type'];
/** `open`: the stream is up; `reconnecting`: it is down and will be reopened. */
export type LiveStatus = 'open' | 'reconnecting';

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** Events were missed that the service cannot replay: reload what is shown. */
  onReset(): void;
  onStatus?(status: LiveStatus): void;
}

export interface LiveEvents {
  /** Opens the stream and keeps it open until the returned function is called. */
  subscribe(handlers: LiveHandlers): () => void;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<LiveEventType>(['clock', 'notification', 'correction', 'week_validation', 'leave_request']);
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
/** The shortest first delay a stream's `retry:` may set: never a loop without pause. */
const MIN_RETRY_MS = 100;
/** A stream open this long was healthy: the next reconnection starts again from the base delay. */
const HEALTHY_MS = 10_000;
/** The service sends a comment at least every 15 s; three missed mean the connection is gone. */
const SILENCE_MS = 45_000;

/** The delay before the n-th reconnection in a row (n ≥ 1): doubling from `base`, capped, jittered over its upper half. */
export function reconnectDelay(attempt: number, base = RECONNECT_BASE_MS, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** An answer's events as the application sees them; undefined for what it does not know. */
function liveEventOf(event: StreamEvent, id: string): LiveEvent | undefined {
  if (!EVENT_TYPES.has(event.type)) return undefined;
  try {
    const data = JSON.parse(event.data) as unknown;
    if (typeof data !== 'object' || data === null) return undefined;
    return { id, type: event.type, data } as LiveEvent;
  } catch {
    return undefined;
  }
}

export function liveEvents(session: Session): LiveEvents {
  return {
    subscribe(handlers) {
      const stop = new AbortController();
      void follow(session, handlers, stop.signal);
      return () => stop.abort();
    },
  };
}

/** The stream's life: open, read, reopen, until `signal` aborts. */
async function follow(session: Session, handlers: LiveHandlers, signal: AbortSignal): Promise<void> {
  let lastEventId = '';
  let failures = 0;
  let retryBase = RECONNECT_BASE_MS;
  let status: LiveStatus | undefined;
  const tell = (next: LiveStatus) => {
    if (next === status || signal.aborted) return;
    status = next;
    call(() => handlers.onStatus?.(next));
  };

  while (!signal.aborted) {
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    signal.addEventListener('abort', abortAttempt);
    let waitMs: number | undefined;
    let openedAt: number | undefined;
    let parser: EventStreamParser | undefined;
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', 'cache-control': 'no-store' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await session.request(session.url('/events'), { method: 'GET', headers, signal: attempt.signal });
      if (response.status === 401) {
        // The session was renewed and still refused, or it ended: wait for a sign-in.
        await response.body?.cancel().catch(() => undefined);
        tell('reconnecting');
        await nextSignIn(session, signal);
        failures = 0;
        continue;
      }
      if (response.status === 403 && session.viaPersonalToken) {
        // A personal access token without the `read` scope: no stream until another sign-in.
        await response.body?.cancel().catch(() => undefined);
        tell('reconnecting');
        await nextSignIn(session, signal);
        failures = 0;
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !contentType.startsWith('text/event-stream')) {
        const retryAfter = retryAfterSeconds(response);
        if (retryAfter !== undefined) waitMs = retryAfter * 1000;
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`the service answered ${response.status}`);
      }
      openedAt = Date.now();
      tell('open');
      parser = new EventStreamParser((event) => {
        if (event.type === 'reset') {
          // What was missed is gone: the application reloads, and the stream goes on from here.
          lastEventId = event.hasId ? event.lastEventId : '';
          call(() => handlers.onReset());
          return;
        }
        if (event.hasId) lastEventId = event.lastEventId;
        const live = liveEventOf(event, lastEventId);
        if (live) call(() => handlers.onEvent(live));
      });
      await read(response.body, parser, attempt);
    } catch {
      // A network failure, an unexpected answer or a stream cut: reopened below.
    } finally {
      signal.removeEventListener('abort', abortAttempt);
      attempt.abort();
    }
    if (signal.aborted) break;
    // The stream's `retry:` is the first delay, as for an EventSource; the backoff doubles it.
    if (parser?.retryMs !== undefined) retryBase = Math.max(MIN_RETRY_MS, parser.retryMs);
    tell('reconnecting');
    failures = openedAt !== undefined && Date.now() - openedAt >= HEALTHY_MS ? 1 : failures + 1;
    await sleep(waitMs ?? reconnectDelay(failures, retryBase), signal);
  }
}

/** Reads the body into the parser until it ends, fails, is aborted or stays silent too long. */
async function read(body: ReadableStream<Uint8Array>, parser: EventStreamParser, attempt: AbortController): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silence = setTimeout(() => attempt.abort(), SILENCE_MS);
  const onAbort = () => void reader.cancel().catch(() => undefined);
  attempt.signal.addEventListener('abort', onAbort);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      clearTimeout(silence);
      silence = setTimeout(() => attempt.abort(), SILENCE_MS);
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(silence);
    attempt.signal.removeEventListener('abort', onAbort);
  }
}

/** Resolves at the next `session-started`, or when `signal` aborts. */
function nextSignIn(session: Session, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      off();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const off = session.events.on('session-started', done);
    signal.addEventListener('abort', done);
  });
}

/** A handler's failure belongs to the application, not to the stream. */
function call(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
