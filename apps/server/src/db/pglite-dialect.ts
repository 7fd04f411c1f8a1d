// A Kysely dialect for PGlite. PGlite is a single connection: a transaction must own it from BEGIN to
// COMMIT, so connections are handed out one at a time and every other query or transaction waits its turn.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { UnavailableError } from '../errors.js';
import { RoundTripBatcher, type Statement } from './round-trips.js';

export interface PGliteDialectOptions {
  /** The longest a query or transaction waits for its turn on the connection (ms); 0: no limit. */
  acquireTimeoutMs?: number;
  /** Called with the statements of every round trip (tests count them). */
  onRoundTrip?: (statements: string[]) => void;
}

type Answer = QueryResult<unknown>;

class PGliteConnection implements DatabaseConnection {
  // The same batches as on PostgreSQL (db/round-trips.ts), run one statement after the other: a round
  // trip costs nothing in this process, but transactions then behave, and count, alike on both databases.
  private readonly batcher: RoundTripBatcher<Answer>;

  constructor(
    private readonly pglite: PGlite,
    onRoundTrip?: (statements: string[]) => void,
  ) {
    const send = async (statements: Statement[]) => {
      const answers: PromiseSettledResult<Answer>[] = [];
      for (const statement of statements) {
        answers.push(await this.run(statement).then((value) => ({ status: 'fulfilled', value }) as const, (reason: unknown) => ({ status: 'rejected', reason }) as const));
      }
      return answers;
    };
    this.batcher = new RoundTripBatcher<Answer>(send, { rows: [] }, onRoundTrip);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.batcher.query({ sql: compiled.sql, parameters: compiled.parameters })) as QueryResult<R>;
  }

  private async run(statement: Statement): Promise<Answer> {
    // Like pg, a query without parameters goes through the simple protocol, which runs scripts of
    // several statements (migrations); the last statement's result is the answer.
    const result =
      statement.parameters.length === 0
        ? ((await this.pglite.exec(statement.sql)).at(-1) ?? { rows: [], affectedRows: 0, fields: [] })
        : await this.pglite.query(statement.sql, statement.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(statement.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream: page with keyset queries instead');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly acquireTimeoutMs = 0,
    onRoundTrip?: (statements: string[]) => void,
  ) {
    this.connection = new PGliteConnection(pglite, onRoundTrip);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    if (this.acquireTimeoutMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      const turn = await Promise.race([
        previous.then(() => 'turn' as const),
        new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), this.acquireTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (turn === 'late') {
        // Pass the turn on as soon as it comes, so that those queued behind keep their order.
        void previous.then(release);
        throw new UnavailableError('The database is busy; try again shortly.');
      }
    } else {
      await previous;
    }
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.acquireTimeoutMs, this.options.onRoundTrip);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
