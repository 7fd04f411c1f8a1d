// The live events of this instance (docs/api.md#live-events). Database triggers write every event in the
// changing transaction, with that transaction's id; while streams are open, the hub reads the new events every
// LIVE_EVENTS_POLL_MS in one query (with the managers of the person each is about): those of the transactions
// that were still running or not yet begun at its previous read, which is exactly what it may not have seen
// (no NOTIFY: its lock at commit would queue every clock behind the others). It hands each event once to the
// open streams whose account may see it, decided by the rule
// function with the managers read now: a team change applies to the next event. An `account` event (a role
// or status change, a deletion) checks that account's streams' credentials at once, ending those opened before
// the change (a stream opened since, with the new role, stays); a periodic check of every open stream's session
// (a slot of streams at a time, see HEARTBEAT_SLOTS) ends those whose session was revoked or expired, or whose
// role changed.
import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { liveAccessTokenSql, liveSessionSql } from '../auth/credentials.js';
import type { DatabaseHandle } from '../db/client.js';
import { commitWithoutWaitingForDisk } from '../db/lazy-commit.js';
import type { Role } from '../db/schema.js';
import { ACCOUNT_EVENT_KIND, type LiveEventKind, type StoredLiveEventKind } from '../db/vocabulary.js';
import { RateLimitedError, UnavailableError } from '../errors.js';
import { can, rolesGrantedBeyondRelation, type Actor, type PersonSubject } from '../policies/rules.js';
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
  /** How often new events are read while streams are open (ms). */
  pollMs: number;
  logger: { warn(object: object, message: string): void };
}

/** How far back a reconnecting client is replayed (docs/api.md#live-events). */
export const REPLAY_WINDOW = "interval '5 minutes'";
/** The most events one replay reads; a client that missed more reloads. */
const REPLAY_LIMIT = 10_000;
/** Events read per query; more are read page by page. */
const PAGE = 5000;
/** Ids remembered as delivered, so that an event read twice (seen by two reads' snapshots) is sent once. */
const REMEMBERED_IDS = 20_000;
/** Session ids of the periodic check per query. */
const SESSIONS_PER_CHECK = 10_000;
/** Calls `each` on every item, `perTurn` at a time, letting the event loop take its other work between turns. */
export async function inTurns<T>(items: readonly T[], perTurn: number, each: (item: T) => void): Promise<void> {
  for (let start = 0; start < items.length; start += perTurn) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(start, start + perTurn)) each(item);
  }
}

/**
 * Heartbeats written per turn of the event loop: a socket write each, and two thousand at once held the requests
 * arriving meanwhile for tens of milliseconds.
 */
const HEARTBEATS_PER_TURN = 100;
/**
 * A heartbeat period is cut into this many slots, each stream in one: every slot in turn has its streams' heartbeat,
 * lease and session check, so that the work of two thousand streams is spread over the period instead of falling on
 * the clocks of one moment (all at once, it made the slowest clocks of a steady run come ten seconds apart).
 */
const HEARTBEAT_SLOTS = 20;
/** A slot lasts this long at least (a short heartbeat period has fewer slots). */
const MIN_SLOT_MS = 50;
export const heartbeatSlots = (heartbeatMs: number) => Math.max(1, Math.min(HEARTBEAT_SLOTS, Math.floor(heartbeatMs / MIN_SLOT_MS)));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EVENT_COLUMNS = `e.id, e.kind, e.user_id, e.data,
  array(select distinct t.manager_id from team_members m join teams t on t.id = m.team_id where m.user_id = e.user_id) as manager_ids`;
/**
 * What a read's snapshot did not see: transactions not yet begun (from its `xmax` on) and those running then
 * (its `xip`). Every transaction below `xmax` and not in `xip` had committed or rolled back, so its events were read.
 */
const SNAPSHOT = `select pg_snapshot_xmax(s)::text as xmax, array(select x::text from pg_snapshot_xip(s) x) as xip
  from pg_current_snapshot() s`;
/** The events the previous snapshot did not see, a page at a time (after `$3`), with this statement's snapshot. */
const NEW_EVENTS = `select ${EVENT_COLUMNS},
    (select pg_snapshot_xmax(pg_current_snapshot())::text) as snapshot_xmax,
    (select array(select x::text from pg_snapshot_xip(pg_current_snapshot()) x)) as snapshot_xip
  from (select 1) as one
  left join lateral (
    select * from live_events e where (e.xid >= $1::xid8 or e.xid = any($2::xid8[])) and e.id > $3 order by e.id limit ${PAGE}
  ) e on true
  order by e.id`;
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

/** What the rule function is asked about a live event's person (mayReceive below). */
const LIVE_EVENT_ACTIONS = ['view_data_of', 'review_correction', 'review_leave'] as const;
/** The roles whose every stream is asked about every event; other streams only when theirs is the person or a manager of theirs. */
export const ROLES_BEYOND_RELATION = rolesGrantedBeyondRelation(LIVE_EVENT_ACTIONS);

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

/** The transactions a read did not see (SNAPSHOT). */
interface Unseen {
  xmax: string;
  xip: string[];
}

/** A text[] as pg parses it, or as its literal (`{1,2}`). */
function unseenOf(xmax: string, xip: string[] | string): Unseen {
  const list = Array.isArray(xip) ? xip : xip.replace(/^\{|\}$/g, '').split(',').filter((x) => x !== '');
  return { xmax, xip: list.filter((x) => /^\d{1,20}$/.test(x)) };
}

export class LiveEventHub {
  private readonly streams = new Set<LiveSubscriber>();
  private readonly byAccount = new Map<number, Set<LiveSubscriber>>();
  /** The open streams of the roles in ROLES_BEYOND_RELATION. */
  private readonly beyondRelation = new Set<LiveSubscriber>();
  /** What the previous read did not see; undefined while the hub is not reading (no stream open). */
  private unseen: Unseen | undefined;
  private starting: Promise<void> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly delivered = new Set<number>();
  /** Accounts with an `account` event in the read in progress. */
  private readonly changedAccounts = new Set<number>();
  private readonly deliveredOrder: number[] = [];
  private checking = false;
  /** Streams whose session the periodic check is to look at next. */
  private readonly toCheck = new Set<LiveSubscriber>();
  /** Each open stream's row in `live_streams` (the count per account across instances). */
  private readonly rows = new Map<LiveSubscriber, string>();
  /** The streams of each heartbeat slot (tick below); a new stream joins the next slot in turn. */
  private readonly slots: Set<LiveSubscriber>[];
  private nextSlot = 0;
  /** The slot whose turn is next. */
  private slotTurn = 0;
  /** Streams counted in the database but not yet added (waiting for the first read): they count here too. */
  private opening = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: HubOptions,
  ) {
    this.slots = Array.from({ length: heartbeatSlots(options.heartbeatMs) }, () => new Set<LiveSubscriber>());
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Adds a stream: 429 beyond the account's streams, 503 beyond this instance's. Resolves once this instance
   * reads new events, so that every event committed afterwards reaches the stream.
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
      await this.startReading();
      if (this.closed) throw new UnavailableError('The service is stopping; try again.', 1);
    } catch (error) {
      if (rowId !== undefined) this.release(rowId);
      throw error;
    } finally {
      this.opening -= 1;
    }
    this.streams.add(stream);
    this.slots[this.nextSlot]!.add(stream);
    this.nextSlot = (this.nextSlot + 1) % this.slots.length;
    this.rows.set(stream, rowId);
    const set = this.byAccount.get(stream.actor.id) ?? new Set<LiveSubscriber>();
    set.add(stream);
    this.byAccount.set(stream.actor.id, set);
    if (ROLES_BEYOND_RELATION.has(stream.actor.role)) this.beyondRelation.add(stream);
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

  /** Ends every stream and stops reading. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const stream of [...this.streams]) stream.end();
    const rowIds = [...this.rows.values()];
    this.streams.clear();
    for (const slot of this.slots) slot.clear();
    this.toCheck.clear();
    this.byAccount.clear();
    this.beyondRelation.clear();
    this.rows.clear();
    if (rowIds.length > 0) {
      await this.database.db
        .deleteFrom('live_streams')
        .where('id', 'in', rowIds)
        .execute()
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'live event streams could not be uncounted; they expire'));
    }
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    await this.starting?.catch(() => {});
    await this.polling;
    this.unseen = undefined;
  }

  private remove(stream: LiveSubscriber): void {
    this.streams.delete(stream);
    for (const slot of this.slots) slot.delete(stream);
    this.beyondRelation.delete(stream);
    const rowId = this.rows.get(stream);
    if (rowId !== undefined) {
      this.rows.delete(stream);
      this.release(rowId);
    }
    const set = this.byAccount.get(stream.actor.id);
    set?.delete(stream);
    if (set?.size === 0) this.byAccount.delete(stream.actor.id);
  }

  /** Starts the reads from now on, unless they run already; resolves once the starting point is known. */
  private startReading(): Promise<void> {
    if (this.unseen) return Promise.resolve();
    this.starting ??= this.database.db
      .executeQuery<{ xmax: string; xip: string[] | string }>(CompiledQuery.raw(SNAPSHOT, []))
      .then(({ rows }) => {
        this.unseen = unseenOf(rows[0]!.xmax, rows[0]!.xip);
        this.scheduleRead();
      })
      .finally(() => (this.starting = undefined));
    return this.starting;
  }

  private scheduleRead(): void {
    if (this.closed || !this.unseen || this.pollTimer) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      this.polling = this.read().finally(() => {
        this.polling = undefined;
        this.scheduleRead();
      });
    }, this.options.pollMs);
    this.pollTimer.unref();
  }

  /**
   * One read: the events the previous read's snapshot did not see, page by page. Stops reading once no stream is
   * open (or opening): the next stream starts again from its own moment.
   */
  private async read(): Promise<void> {
    const from = this.unseen;
    if (!from || this.closed) return;
    if (this.streams.size === 0 && this.opening === 0) {
      this.unseen = undefined;
      return;
    }
    try {
      let next: Unseen | undefined;
      let after = 0;
      for (;;) {
        const { rows } = await this.database.db.executeQuery<StoredEvent & { snapshot_xmax: string; snapshot_xip: string[] | string }>(
          CompiledQuery.raw(NEW_EVENTS, [from.xmax, `{${from.xip.join(',')}}`, after]),
        );
        // The first page's snapshot: what it did not see, later pages may have seen; the ids read are remembered.
        next ??= unseenOf(rows[0]!.snapshot_xmax, rows[0]!.snapshot_xip);
        const events = rows.filter((row) => row.id !== null);
        for (const row of events) this.dispatch(row);
        if (events.length < PAGE || this.closed) break;
        after = events.at(-1)!.id;
      }
      // The accounts whose role or status changed (or that were deleted): their streams' credentials, checked now.
      const accounts = [...this.changedAccounts];
      this.changedAccounts.clear();
      const streams = accounts.flatMap((id) => [...(this.byAccount.get(id) ?? [])]);
      if (streams.length > 0) await this.checkSessions(streams);
      if (this.unseen === from) this.unseen = next;
    } catch (error) {
      // Events could not be read: every stream ends, and its client resumes from its last event.
      this.options.logger.warn({ err: error }, 'live events could not be read; streams end and resume');
      this.unseen = undefined;
      this.endAll();
    }
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
      // Checked again after this read rather than ended now: a stream opened after the change, with the new role,
      // may already be reading (the event is read up to a poll later), and it stays.
      this.changedAccounts.add(row.user_id);
      return;
    }
    const event = asLiveEvent(row);
    for (const stream of this.candidates(row)) {
      if (mayReceive(stream.actor, row)) stream.deliver(event);
    }
  }

  /**
   * The streams the rule function may grant an event to: the person's, their managers', and every stream of the
   * roles granted beyond that relation. Asking about these only, rather than every open stream, keeps an event's
   * cost to its recipients (2,000 streams of employees cost nothing for someone else's clock).
   */
  candidates(row: Pick<StoredEvent, 'user_id' | 'manager_ids'>): Set<LiveSubscriber> {
    const found = new Set(this.beyondRelation);
    for (const accountId of [row.user_id, ...row.manager_ids]) {
      for (const stream of this.byAccount.get(accountId) ?? []) found.add(stream);
    }
    return found;
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
    this.timer = setInterval(() => this.tick(), this.options.heartbeatMs / this.slots.length);
    this.timer.unref();
  }

  /** The turn of one slot: its streams' heartbeat, their rows' lease renewed, their sessions checked. */
  private tick(): void {
    if (this.streams.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
      return;
    }
    const slot = [...this.slots[this.slotTurn]!];
    this.slotTurn = (this.slotTurn + 1) % this.slots.length;
    if (slot.length === 0) return;
    // A stream ended while the others were written to is skipped.
    void inTurns(slot, HEARTBEATS_PER_TURN, (stream) => {
      if (this.streams.has(stream)) stream.heartbeat();
    });
    this.refreshRows(slot);
    for (const stream of slot) this.toCheck.add(stream);
    if (this.checking) return;
    // One check at a time; the slots whose turn came meanwhile are checked together next.
    this.checking = true;
    const next = async () => {
      while (this.toCheck.size > 0 && !this.closed) {
        const checked = [...this.toCheck];
        this.toCheck.clear();
        await this.checkSessions(checked);
      }
    };
    next()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'the sessions of live event streams could not be checked'))
      .finally(() => (this.checking = false));
  }

  /**
   * Keeps streams counted: one statement for their rows, which does not wait for the disk (db/lazy-commit.ts): a
   * crash of the database server ends every stream anyway.
   */
  private refreshRows(streams: LiveSubscriber[]): void {
    const ids = streams.flatMap((stream) => this.rows.get(stream) ?? []);
    if (ids.length === 0) return;
    this.database.db
      .updateTable('live_streams')
      .set({ expires_at: new Date(Date.now() + leaseMs(this.options.heartbeatMs)) })
      .where('id', '=', sql<string>`any(${`{${ids.join(',')}}`}::uuid[])`)
      .where(commitWithoutWaitingForDisk)
      .execute()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'the live event streams could not be counted again'));
  }

  /** One query for the given streams: the sessions still open, with their account's role. */
  private async checkSessions(checked: LiveSubscriber[]): Promise<void> {
    // The streams as they are now: one opened while the query runs is judged at the next check.
    const ids = [...new Set(checked.map((stream) => stream.sessionId).filter((id) => UUID.test(id)))];
    const open = new Map<string, Role>();
    for (let start = 0; start < ids.length; start += SESSIONS_PER_CHECK) {
      const chunk = ids.slice(start, start + SESSIONS_PER_CHECK);
      const { rows } = await this.database.db.executeQuery<{ id: string; role: Role }>(
        CompiledQuery.raw(OPEN_SESSIONS, [`{${chunk.join(',')}}`]),
      );
      for (const row of rows) open.set(row.id, row.role);
    }
    const tokenIds = [...new Set(checked.flatMap((stream) => TOKEN_SESSION.exec(stream.sessionId)?.[1] ?? []))];
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
