// One database interface for the whole service: Kysely over a pg pool (PostgreSQL server) or over PGlite
// (embedded PostgreSQL). Both speak the same SQL; values come back in the same JavaScript types.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { UnavailableError } from '../errors.js';
import { makeDataDirPrivate } from './data-dir.js';
import { lockDataDir } from './data-dir-lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import { preparedName } from './prepared.js';
import { RoundTripBatcher, type Statement } from './round-trips.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A query runner: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Throws UnavailableError when the database does not answer within `timeoutMs` (default PING_TIMEOUT_MS).
   * On PostgreSQL it asks through a connection of its own, never waiting behind the requests' pool.
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * One short read for health, through the same path as `ping`, given up after `timeoutMs` (the server
   * cancels it too): health reports what it could learn in time, never waits behind requests.
   */
  probe<Row>(text: string, values: unknown[], timeoutMs: number): Promise<Row[]>;
  close(): Promise<void>;
  /** PGlite only: the whole database as an image another PGlite can start from. */
  dumpImage?(): Promise<Blob>;
  /** PGlite only: the same image, gzipped, taken between statements (a backup of the running database). */
  backupImage?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's use now (metrics). */
  poolUsage?: () => { total: number; idle: number; waiting: number; max: number };
}

// `date` stays a calendar string (never a Date at local midnight); int8 and numeric become numbers
// (counts and sums of seconds stay far below 2^53).
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

export interface OpenOptions {
  /** `postgres://…`, `memory://`, or undefined for PGlite stored in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Called when an idle pooled connection fails (the server went away); the pool recovers by itself. */
  onPoolError?: (error: Error) => void;
  /** A PGlite data directory dump to start from (tests start from an already migrated database). */
  pgliteDump?: Blob;
  /**
   * The longest a statement may run, wait for a lock, or a transaction stay idle, on the server; and the
   * longest a request waits for a connection. Default DEFAULT_DATABASE_TIMEOUT_MS; 0 lifts the session limits
   * (bulk data generation).
   */
  timeoutMs?: number;
  /** Called with the statements of every round trip, BEGIN and COMMIT included (tests count them). */
  onRoundTrip?: (statements: string[]) => void;
}

/** A few seconds: far above any request's statements, far below what a person waits before giving up. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;
/** How long health waits for the database before it answers 503. */
export const PING_TIMEOUT_MS = 800;
/**
 * How much longer than the server's own limits the client waits for an answer before it gives up the link:
 * the server answers a time-out itself; only a stalled link leaves the client without any answer.
 */
const STALLED_LINK_MARGIN_MS = 1000;
/** Idle time before TCP keepalive probes a pooled connection, so that a dead peer is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

/** Settles like `work`, or rejects with UnavailableError after `timeoutMs`; a late outcome is ignored. */
function withDeadline<T>(timeoutMs: number, work: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UnavailableError(message)), timeoutMs);
  });
  work.catch(() => {}); // lost after the deadline: not an unhandled rejection
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One connection beside the pool, for health alone: with every pooled connection busy (a burst of requests,
 * a slow link), health must still learn whether the database answers, so it never queues behind requests.
 * Concurrent health checks share the answer in flight. A query given up (no answer in time, a lost link)
 * ends the connection: the next check opens a fresh one, so an unanswered query never blocks the next.
 */
class SideConnection {
  private client: Promise<pg.Client> | undefined;
  private readonly inFlight = new Map<string, Promise<pg.QueryResult>>();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onError: (error: Error) => void,
  ) {}

  query(text: string, values: unknown[], timeoutMs: number): Promise<pg.QueryResult> {
    const key = `${text}\u0000${JSON.stringify(values)}`;
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    const answer = this.run(text, values, timeoutMs).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
  }

  close(): void {
    this.drop();
  }

  private async run(text: string, values: unknown[], timeoutMs: number): Promise<pg.QueryResult> {
    const connecting = this.connection(timeoutMs);
    try {
      const client = await connecting;
      const query: pg.QueryConfig & { query_timeout: number } = { text, values, query_timeout: timeoutMs };
      return await client.query(query);
    } catch (error) {
      // The server's own refusal (a statement cancelled by its time limit) leaves the connection usable.
      if (!(error instanceof pg.DatabaseError)) this.dropIf(connecting);
      throw error;
    }
  }

  private connection(timeoutMs: number): Promise<pg.Client> {
    if (this.client) return this.client;
    // The server gives a statement up when health does.
    const client = new pg.Client({ ...this.config, connectionTimeoutMillis: timeoutMs, statement_timeout: PING_TIMEOUT_MS });
    const connecting = client.connect().then(() => client);
    this.client = connecting;
    client.on('error', (error) => {
      this.onError(error);
      this.dropIf(connecting);
    });
    connecting.catch(() => this.dropIf(connecting));
    return connecting;
  }

  private dropIf(connecting: Promise<pg.Client>): void {
    if (this.client === connecting) this.drop();
  }

  private drop(): void {
    const connecting = this.client;
    this.client = undefined;
    connecting?.then(
      (client) => client.end().catch(() => {}),
      () => {},
    );
  }
}

/**
 * The pg pool as Kysely uses it, with two differences. A transaction's statements go in as few round
 * trips as db/round-trips.ts allows, pipelined on the connection. And a connection whose query failed
 * without an answer from the server (no answer within `query_timeout` on a stalled link, a lost
 * connection) is destroyed when released, never handed to the next request, where that unanswered query
 * would block every statement.
 */
export function pooled(pool: pg.Pool, onRoundTrip: OpenOptions['onRoundTrip']): PostgresPool {
  // One wrapper per pg connection, made at its first checkout and handed out again at every later one. Kysely
  // keeps what it builds around a connection in a WeakMap keyed by what `connect` returns: a new wrapper at every
  // checkout made a new entry each time, and the garbage collector moved those entries, and all they reach, to
  // the old generation before dropping them (about 1 MB a second at 100 clocks/s), to be reclaimed only by full
  // collections that paused the requests in flight.
  const wrappers = new WeakMap<pg.PoolClient, { connection: PostgresPoolClient; checkedOut(): void }>();
  const wrap = (client: pg.PoolClient) => {
    let broken: Error | undefined;
    const settle = async (statement: Statement) => {
      const values = statement.parameters as unknown[];
      const name = preparedName(statement.sql);
      try {
        return await (name ? client.query({ name, text: statement.sql, values }) : client.query(statement.sql, values));
      } catch (error) {
        // The server's own errors (a time limit included) leave the connection usable.
        if (!(error instanceof pg.DatabaseError)) broken = error as Error;
        throw error;
      }
    };
    const send = async (statements: Statement[]) => {
      if (statements.length === 1) return Promise.allSettled([settle(statements[0]!)]);
      const pipelined = client as pg.PoolClient & { pipeline: boolean };
      // Written in one go (one system call), then answered in order.
      const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
      pipelined.pipeline = true;
      stream?.cork?.();
      try {
        const answers = statements.map(settle);
        stream?.uncork?.();
        return await Promise.allSettled(answers);
      } finally {
        pipelined.pipeline = false;
      }
    };
    const batcher = new RoundTripBatcher<pg.QueryResult>(send, NOTHING, onRoundTrip);
    const query = (sql: string, parameters: ReadonlyArray<unknown>) => batcher.query({ sql, parameters });
    return {
      connection: { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(broken) },
      // Each checkout starts clean: nothing held back, nothing broken.
      checkedOut: () => {
        broken = undefined;
        batcher.reset();
      },
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      wrapper.checkedOut();
      return wrapper.connection;
    },
    end: () => pool.end(),
  };
}

/** The answer to a statement that is held back or needs no sending. */
const NOTHING: pg.QueryResult = { command: '', rowCount: null, rows: [], fields: [], oid: 0 };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  if (url && /^postgres(ql)?:/.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      // Connecting, and waiting for a pooled connection, are bounded too.
      connectionTimeoutMillis: timeoutMs || DEFAULT_DATABASE_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      // Connections stay open once made (pg closes them after 10 s idle by default): a new one costs its
      // backend's start and a cold first clock (the plans of clock_facts, the catalogue, the prepared
      // statements), tens to hundreds of milliseconds, paid again whenever the load rises after a lull.
      idleTimeoutMillis: 0,
      ...(timeoutMs > 0
        ? {
            // No request waits without bound (docs/api.md#unavailable): the server cancels a long statement or
            // lock wait, and ends a session left idle inside a transaction (its locks go with it)...
            statement_timeout: timeoutMs,
            lock_timeout: timeoutMs,
            idle_in_transaction_session_timeout: timeoutMs,
            // ...and the client gives up a query whose answer does not come back (a stalled link).
            query_timeout: timeoutMs + STALLED_LINK_MARGIN_MS,
          }
        : {}),
      // The service runs short indexed queries: compiling one with JIT costs more than running it.
      options: '-c jit=off',
    });
    const onError = (error: Error) => options.onPoolError?.(error);
    const side = new SideConnection({ connectionString: url, types: pgTypes, keepAlive: true, options: '-c jit=off' }, onError);
    pool.on('error', onError);
    // A connection that drops while checked out emits 'error' on its client, where the pool does not
    // listen: without this listener that would be an uncaught exception. The query fails normally.
    pool.on('connect', (client) => client.on('error', onError));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pooled(pool, options.onRoundTrip) }) });
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
      ping: (pingTimeoutMs = PING_TIMEOUT_MS) =>
        withDeadline(pingTimeoutMs, side.query('select 1', [], pingTimeoutMs), 'The database did not answer in time.').then(() => {}),
      probe: <Row>(text: string, values: unknown[], probeTimeoutMs: number) =>
        withDeadline(probeTimeoutMs, side.query(text, values, probeTimeoutMs), 'The database did not answer in time.').then(
          (result) => result.rows as Row[],
        ),
      close: async () => {
        side.close();
        await db.destroy();
      },
    };
    await handle.ping(timeoutMs || DEFAULT_DATABASE_TIMEOUT_MS);
    return handle;
  }

  const dataDir = url?.startsWith('memory:') ? undefined : options.dataDir;
  // Private to the account running the service: it holds password hashes and the token secret.
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // One process owns the embedded database's files (db/data-dir-lock.ts); the entry points take the lock
  // first, with their own words for a refusal, and this covers every other opener.
  const lock = dataDir
    ? lockDataDir(dataDir, { role: 'a Timetrack process', advice: () => 'stop it first, or use another DATA_DIR' })
    : undefined;
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    parsers: {
      [pgliteTypes.DATE]: (value: string) => value,
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
    },
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  // A new data directory is written by PGlite's initdb with files open to everyone (0666, set explicitly,
  // whatever the process's mask); the files PGlite creates afterwards follow the mask.
  if (dataDir) makeDataDirPrivate(dataDir);
  // PGlite is one connection inside this process: requests wait their turn for it, at most timeoutMs.
  // PostgreSQL's own time limits do nothing there (a statement runs to its end, whatever statement_timeout
  // says), so none are set.
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { acquireTimeoutMs: timeoutMs, ...(options.onRoundTrip ? { onRoundTrip: options.onRoundTrip } : {}) }),
  });
  return {
    db,
    kind: 'pglite',
    ping: (pingTimeoutMs = PING_TIMEOUT_MS) =>
      withDeadline(pingTimeoutMs, sql`select 1`.execute(db).then(() => {}), 'The database did not answer in time.'),
    // PGlite is one connection: a probe takes its turn like any statement, within its time.
    probe: <Row>(text: string, values: unknown[], probeTimeoutMs: number) =>
      withDeadline(probeTimeoutMs, pglite.query<Row>(text, values).then((result) => result.rows), 'The database did not answer in time.'),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
    dumpImage: () => pglite.dumpDataDir('none'),
    // Through the one connection: no transaction is half-way while the files are read.
    backupImage: () => db.connection().execute(() => pglite.dumpDataDir('gzip')),
  };
}
