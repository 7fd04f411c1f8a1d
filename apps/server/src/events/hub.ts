// The live events of this instance (docs/api.md#live-events). Database triggers write every event in the
// changing transaction and NOTIFY its id on `live_events`; the hub LISTENs through one connection per
// instance, reads each announced event once (the ids that arrive together in one query, with the managers
// of the person it is about), and hands it to the open streams whose account may see it, decided by the rule
// function with the managers read now: a team change applies to the next event. An `account` event (a role
// or status change, a deletion) ends that account's streams; a periodic check of every open stream's session
// in one query ends those whose session was revoked or expired, or whose role changed.
import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { liveAccessTokenSql, liveSessionSql } from '../auth/credentials.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Listening } from '../db/listener.js';
import type { Role } from '../db/schema.js';
import { ACCOUNT_EVENT_KIND, type LiveEventKind, type StoredLiveEventKind } from '../db/vocabulary.js';
import { RateLimitedError, UnavailableError } from '../errors.js';
import { can, type Actor, type PersonSubject } from '../policies/rules.js';
import { presentLiveEventData } from './live-events.js';

/** An event as streams send it. */
export interface LiveEvent {
  id: number;
  kind: LiveEventKind;
  data: Record<string, unknown>;
}

/** An event as read from the table, with what deciding its recipients needs. */
interface StoredEvent {
  id: number;
  kind: StoredLiveEventKind;
  user_id: number;
  data: Record<string, unknown>;
  manager_ids: number[];
  recent?: boolean;
}

/** One open stream, as the hub sees it. */
export interface LiveSubscriber {
  readonly actor: Actor;
  /** The sign-in session the stream was opened with (re-checked periodically). */
  readonly sessionId: string;
  deliver(event: LiveEvent): void;
  /** A comment line, so that proxies and clients know the stream is alive. */
  heartbeat(): void;
  /** Ends the stream; the client reconnects (and authenticates again) with Last-Event-ID. */
  end(): void;
}

export interface HubOptions {
  /** Streams this instance holds open at most. */
  maxStreams: number;
  /** Streams one account holds open at most (tabs, devices). */
  maxStreamsPerAccount: number;
  /** The heartbeat and session check interval (ms). */
  heartbeatMs: number;
  logger: { warn(object: object, message: string): void };
}

export const CHANNEL = 'live_events';
/** How far back a reconnecting client is replayed (docs/api.md#live-events). */
export const REPLAY_WINDOW = "interval '5 minutes'";
/** The most events one replay reads; a client that missed more reloads. */
const REPLAY_LIMIT = 10_000;
/** Events read per query when a statement announced a range of ids. */
const PAGE = 5000;
/** Ids remembered as delivered, so that an id announced twice (in a range and alone) is sent once. */
const REMEMBERED_IDS = 20_000;
/** Session ids of the periodic check per query. */
const SESSIONS_PER_CHECK = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EVENT_COLUMNS = `e.id, e.kind, e.user_id, e.data,
  array(select distinct t.manager_id from team_members m join teams t on t.id = m.team_id where m.user_id = e.user_id) as manager_ids`;
const BY_IDS = `select ${EVENT_COLUMNS} from live_events e
  where e.id = any($1::bigint[]) or e.id between $2 and $3 order by e.id limit ${PAGE}`;
const SINCE = `select ${EVENT_COLUMNS}, e.created_at > now() - ${REPLAY_WINDOW} as recent from live_events e
  where e.id >= $1 order by e.id limit ${REPLAY_LIMIT + 1}`;
const OPEN_SESSIONS = `select sessions.id::text as id, users.role from sessions join users on users.id = sessions.user_id
  where sessions.id = any($1::uuid[]) and ${liveSessionSql({ table: 'sessions', at: 'now()', account: 'users' })}`;
/** The same for streams opened with a personal access token (session id `token:<id>`). */
const OPEN_TOKENS = `select 'token:' || t.id as id, users.role from personal_access_tokens t join users on users.id = t.user_id
  where t.id = any($1::int[]) and ${liveAccessTokenSql({ table: 't', at: 'now()', account: 'users' })}`;
const TOKEN_SESSION = /^token:(\d+)$/;
/** The advisory lock class of the streams' count per account (login-limits.ts uses 7301, terminal PINs 7302). */
const STREAMS_LOCK_CLASS = 7303;
/**
 * How long a stream's row counts without being refreshed: each heartbeat refreshes the rows of this
 * instance's streams, so only the rows of an instance that stopped without removing them run out.
 */
const leaseMs = (heartbeatMs: number) => Math.max(30_000, 3 * heartbeatMs);

/** Whether `actor` receives `event` (docs/api.md#live-events). */
export function mayReceive(actor: Actor, event: Pick<StoredEvent, 'kind' | 'user_id' | 'data' | 'manager_ids'>): boolean {
  const person: PersonSubject = { type: 'person', id: event.user_id, managerIds: event.manager_ids };
  switch (event.kind) {
    case 'clock':
    case 'week_validation':
      return can(actor, 'view_data_of', person);
    case 'notification':
      return actor.id === event.user_id;
    case 'correction':
      return (
        actor.id === event.user_id ||
        can(actor, 'review_correction', { type: 'correction', id: Number(event.data.id), person })
      );
    case 'leave_request':
      return actor.id === event.user_id || can(actor, 'review_leave', { type: 'leave_request', id: Number(event.data.id), person });
    default:
      return false;
  }
}

function asLiveEvent(row: StoredEvent): LiveEvent {
  const kind = row.kind as LiveEventKind;
  return { id: row.id, kind, data: presentLiveEventData(kind, row.data) };
}

/** `1,2,3` or `first-last` (a statement that wrote many). */
function parsePayload(payload: string): { ids: number[]; range?: [number, number] } {
  const range = /^(\d{1,18})-(\d{1,18})$/.exec(payload);
  if (range) return { ids: [], range: [Number(range[1]), Number(range[2])] };
  return { ids: payload.split(',').filter((part) => /^\d{1,18}$/.test(part)).map(Number) };
}

export class LiveEventHub {
  private readonly streams = new Set<LiveSubscriber>();
  private readonly byAccount = new Map<number, Set<LiveSubscriber>>();
  private listening: Promise<Listening> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private pendingIds: number[] = [];
  private pendingRange: [number, number] | undefined;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private readonly delivered = new Set<number>();
  private readonly deliveredOrder: number[] = [];
  private checking = false;
  /** Each open stream's row in `live_streams` (the count per account across instances). */
  private readonly rows = new Map<LiveSubscriber, string>();
  /** Streams counted in the database but not yet added (waiting for LISTEN): they count here too. */
  private opening = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: HubOptions,
  ) {}

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Adds a stream: 429 beyond the account's streams, 503 beyond this instance's. Resolves once this instance
   * listens, so that every event committed afterwards reaches the stream.
   */
  async subscribe(stream: LiveSubscriber): Promise<() => void> {
    if (this.closed) throw new UnavailableError('The service is stopping; try again.', 1);
    // Streams being opened count with the open ones: of many requests at once, only so many pass.
    if (this.streams.size + this.opening >= this.options.maxStreams) {
      throw new UnavailableError('This instance holds as many live event streams as it may.', 5);
    }
    this.opening += 1;
    let rowId: string | undefined;
    try {
      rowId = await this.reserve(stream.actor.id);
      await this.listen();
      if (this.closed) throw new UnavailableError('The service is stopping; try again.', 1);
    } catch (error) {
      if (rowId !== undefined) this.release(rowId);
      throw error;
    } finally {
      this.opening -= 1;
    }
    this.streams.add(stream);
    this.rows.set(stream, rowId);
    const set = this.byAccount.get(stream.actor.id) ?? new Set<LiveSubscriber>();
    set.add(stream);
    this.byAccount.set(stream.actor.id, set);
    this.startTimer();
    return () => this.remove(stream);
  }

  /**
   * Counts a new stream of the account in the database, across every instance, under a lock on the account:
   * of any number of simultaneous requests, only as many as the limit leaves get a row (429 for the others).
   */
  private async reserve(userId: number): Promise<string> {
    const id = randomUUID();
    const admitted = await this.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${STREAMS_LOCK_CLASS}, ${userId})`.execute(trx);
      const now = new Date();
      await trx.deleteFrom('live_streams').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
      const open = await trx
        .selectFrom('live_streams')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(open.count) >= this.options.maxStreamsPerAccount) return false;
      await trx
        .insertInto('live_streams')
        .values({ id, user_id: userId, expires_at: new Date(now.getTime() + leaseMs(this.options.heartbeatMs)) })
        .execute();
      return true;
    });
    if (!admitted) throw new RateLimitedError(5);
    return id;
  }

  /** Removes a stream's row; a failure only leaves it to expire. */
  private release(rowId: string): void {
    this.database.db
      .deleteFrom('live_streams')
      .where('id', '=', rowId)
      .execute()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'a live event stream could not be uncounted; it expires'));
  }

  /**
   * The events after `lastEventId` that `actor` may see, from the last five minutes; `reset` when that id is
   * unknown or older (the client reloads instead).
   */
  async replay(actor: Actor, lastEventId: number): Promise<LiveEvent[] | 'reset'> {
    const { rows } = await this.database.db.executeQuery<StoredEvent>(CompiledQuery.raw(SINCE, [lastEventId]));
    const first = rows[0];
    if (!first || first.id !== lastEventId || first.recent !== true || rows.length > REPLAY_LIMIT) return 'reset';
    return rows
      .slice(1)
      .filter((row) => row.recent === true && row.kind !== ACCOUNT_EVENT_KIND && mayReceive(actor, row))
      .map(asLiveEvent);
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const stream of [...this.streams]) stream.end();
    const rowIds = [...this.rows.values()];
    this.streams.clear();
    this.byAccount.clear();
    this.rows.clear();
    if (rowIds.length > 0) {
      await this.database.db
        .deleteFrom('live_streams')
        .where('id', 'in', rowIds)
        .execute()
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'live event streams could not be uncounted; they expire'));
    }
    await this.flushing?.catch(() => {});
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await listening.then((l) => l.close(), () => {});
  }

  private remove(stream: LiveSubscriber): void {
    this.streams.delete(stream);
    const rowId = this.rows.get(stream);
    if (rowId !== undefined) {
      this.rows.delete(stream);
      this.release(rowId);
    }
    const set = this.byAccount.get(stream.actor.id);
    set?.delete(stream);
    if (set?.size === 0) this.byAccount.delete(stream.actor.id);
  }

  private listen(): Promise<Listening> {
    if (!this.listening) {
      const listening = this.database.listen({
        channel: CHANNEL,
        onPayload: (payload) => this.announced(payload),
        // What was announced while the connection was down was not received: every stream ends, and its
        // client resumes from its last event.
        onReconnect: () => this.endAll(),
        onError: (error) => this.options.logger.warn({ err: error }, 'the live events connection failed; reconnecting'),
      });
      this.listening = listening;
      // A failed first LISTEN is tried again by the next stream.
      listening.catch(() => {
        if (this.listening === listening) this.listening = undefined;
      });
    }
    return this.listening;
  }

  private announced(payload: string): void {
    if (this.closed) return;
    const { ids, range } = parsePayload(payload);
    this.pendingIds.push(...ids);
    if (range) {
      this.pendingRange = this.pendingRange
        ? [Math.min(this.pendingRange[0], range[0]), Math.max(this.pendingRange[1], range[1])]
        : range;
    }
    // Ids that arrive together (several commits in the same moment) are read in one query.
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    try {
      do {
        this.flushAgain = false;
        const ids = [...new Set(this.pendingIds)].filter((id) => !this.delivered.has(id));
        let range: [number, number] | undefined = this.pendingRange;
        this.pendingIds = [];
        this.pendingRange = undefined;
        if (ids.length === 0 && !range) continue;
        if (this.streams.size === 0) {
          ids.forEach((id) => this.remember(id));
          continue;
        }
        // At most PAGE ids per query; a range is read PAGE rows at a time.
        for (let start = 0; start < ids.length; start += PAGE) {
          for (const row of await this.read(ids.slice(start, start + PAGE), undefined)) this.dispatch(row);
        }
        while (range) {
          const rows = await this.read([], range);
          for (const row of rows) this.dispatch(row);
          const last = rows.at(-1);
          range = last && rows.length === PAGE ? [last.id + 1, range[1]] : undefined;
        }
      } while (this.flushAgain && !this.closed);
    } catch (error) {
      // Events could not be read: every stream ends, and its client resumes from its last event.
      this.options.logger.warn({ err: error }, 'live events could not be read; streams end and resume');
      this.endAll();
    } finally {
      this.flushing = undefined;
      if (this.pendingIds.length > 0 || this.pendingRange) this.announced('');
    }
  }

  private async read(ids: number[], range: [number, number] | undefined): Promise<StoredEvent[]> {
    const { rows } = await this.database.db.executeQuery<StoredEvent>(
      CompiledQuery.raw(BY_IDS, [`{${ids.join(',')}}`, range?.[0] ?? 0, range?.[1] ?? -1]),
    );
    return rows;
  }

  private remember(id: number): void {
    this.delivered.add(id);
    this.deliveredOrder.push(id);
    if (this.deliveredOrder.length > REMEMBERED_IDS) this.delivered.delete(this.deliveredOrder.shift()!);
  }

  private dispatch(row: StoredEvent): void {
    if (this.delivered.has(row.id)) return;
    this.remember(row.id);
    if (row.kind === ACCOUNT_EVENT_KIND) {
      for (const stream of [...(this.byAccount.get(row.user_id) ?? [])]) this.endStream(stream);
      return;
    }
    const event = asLiveEvent(row);
    for (const stream of this.streams) {
      if (mayReceive(stream.actor, row)) stream.deliver(event);
    }
  }

  private endStream(stream: LiveSubscriber): void {
    this.remove(stream);
    stream.end();
  }

  private endAll(): void {
    for (const stream of [...this.streams]) this.endStream(stream);
  }

  private startTimer(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.tick(), this.options.heartbeatMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.streams.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
      return;
    }
    for (const stream of this.streams) stream.heartbeat();
    this.refreshRows();
    if (!this.checking) {
      this.checking = true;
      this.checkSessions()
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'the sessions of live event streams could not be checked'))
        .finally(() => (this.checking = false));
    }
  }

  /** Keeps this instance's streams counted: one statement for all of their rows. */
  private refreshRows(): void {
    const ids = [...this.rows.values()];
    if (ids.length === 0) return;
    this.database.db
      .updateTable('live_streams')
      .set({ expires_at: new Date(Date.now() + leaseMs(this.options.heartbeatMs)) })
      .where('id', 'in', ids)
      .execute()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'the live event streams could not be counted again'));
  }

  /** One query for all of this instance's streams: the sessions still open, with their account's role. */
  private async checkSessions(): Promise<void> {
    // The streams as they are now: one opened while the query runs is judged at the next check.
    const checked = [...this.streams];
    const ids = [...new Set(checked.map((stream) => stream.sessionId).filter((id) => UUID.test(id)))];
    const open = new Map<string, Role>();
    for (let start = 0; start < ids.length; start += SESSIONS_PER_CHECK) {
      const chunk = ids.slice(start, start + SESSIONS_PER_CHECK);
      const { rows } = await this.database.db.executeQuery<{ id: string; role: Role }>(
        CompiledQuery.raw(OPEN_SESSIONS, [`{${chunk.join(',')}}`]),
      );
      for (const row of rows) open.set(row.id, row.role);
    }
    const tokenIds = [...new Set([...this.streams].flatMap((stream) => TOKEN_SESSION.exec(stream.sessionId)?.[1] ?? []))];
    for (let start = 0; start < tokenIds.length; start += SESSIONS_PER_CHECK) {
      const chunk = tokenIds.slice(start, start + SESSIONS_PER_CHECK);
      const { rows } = await this.database.db.executeQuery<{ id: string; role: Role }>(
        CompiledQuery.raw(OPEN_TOKENS, [`{${chunk.join(',')}}`]),
      );
      for (const row of rows) open.set(row.id, row.role);
    }
    for (const stream of checked) {
      if (this.streams.has(stream) && open.get(stream.sessionId) !== stream.actor.role) this.endStream(stream);
    }
  }
}
