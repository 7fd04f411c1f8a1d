// Transactions in fewer round trips. A transaction's BEGIN is not sent on its own: it travels with the
// transaction's first statement. A statement run inside `asLastStatement` carries the COMMIT with it.
// On PostgreSQL the statements of one batch are pipelined on the connection (written together, answered
// in order, each with its own Sync), so a batch costs one wait for the server; on PGlite they run one
// after the other in this process, where a round trip costs nothing.
//
// Nothing changes for the database. BEGIN takes no snapshot and no lock, so sending it with the next
// statement opens the same transaction. A COMMIT behind a statement that failed ends the transaction as
// ROLLBACK would; a COMMIT that fails is the batch's error.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Sends statements together and settles each one's answer, in order. */
export type SendBatch<R> = (statements: Statement[]) => Promise<PromiseSettledResult<R>[]>;

const lastStatement = new AsyncLocalStorage<boolean>();

/**
 * Runs `work`, whose one statement is the last of the open transaction: COMMIT is sent with it, and the
 * transaction's own COMMIT then sends nothing. A statement after it in the same transaction is a bug
 * (it throws). Outside a transaction, or on a statement that ends one, it changes nothing.
 */
export function asLastStatement<T>(work: () => Promise<T>): Promise<T> {
  return lastStatement.run(true, work);
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback)\s*$/i;
const COMMIT: Statement = { sql: 'commit', parameters: [] };

/** One connection's statements, from its checkout to its release: what is held back, what is sent together. */
export class RoundTripBatcher<R> {
  /** The BEGIN of the open transaction, while nothing of it has been sent. */
  private heldBegin: Statement | undefined;
  private inTransaction = false;
  /** The open transaction was ended by a COMMIT sent with its last statement. */
  private ended = false;

  constructor(
    private readonly send: SendBatch<R>,
    /** The answer to a statement that is held back or needs no sending. */
    private readonly nothing: R,
    private readonly onRoundTrip?: (statements: string[]) => void,
  ) {}

  /** A new checkout of the connection: whatever a previous one left open is forgotten. */
  reset(): void {
    this.heldBegin = undefined;
    this.inTransaction = false;
    this.ended = false;
  }

  async query(statement: Statement): Promise<R> {
    if (BEGIN.test(statement.sql)) {
      this.heldBegin = statement;
      this.inTransaction = true;
      this.ended = false;
      return this.nothing;
    }
    if (END.test(statement.sql)) {
      const unsent = this.heldBegin !== undefined;
      const ended = this.ended;
      this.heldBegin = undefined;
      this.inTransaction = false;
      this.ended = false;
      // Nothing of the transaction reached the server, or it already ended with its last statement.
      if (unsent || ended) return this.nothing;
      return this.sendBatch([statement], statement);
    }
    if (this.ended) throw new Error('The transaction was committed with its last statement: nothing may follow it.');

    const batch = this.heldBegin ? [this.heldBegin, statement] : [statement];
    this.heldBegin = undefined;
    if (this.inTransaction && lastStatement.getStore() === true) {
      batch.push(COMMIT);
      this.ended = true;
    }
    return this.sendBatch(batch, statement);
  }

  private async sendBatch(batch: Statement[], statement: Statement): Promise<R> {
    this.onRoundTrip?.(batch.map((s) => s.sql));
    const answers = await this.send(batch);
    // The first failure is the batch's: a statement behind a failed one only fails because of it.
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed) throw failed.reason;
    return (answers[batch.indexOf(statement)] as PromiseFulfilledResult<R>).value;
  }
}
