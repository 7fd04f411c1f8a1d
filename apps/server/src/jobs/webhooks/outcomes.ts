// The outcomes of tries, written a batch at a time (one statement for many tries): under load a statement
// per try would cost more than the tries themselves. A batch leaves when this many are waiting, or after
// this long.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { commitWithoutWaitingForDisk } from '../../db/lazy-commit.js';
import { MAX_TRIES, retryWaitMs } from '../../commands/webhooks/schedule.js';
import { afterFailedTry, type Backoff } from '../outbox.js';
import type { Claimed } from './claim.js';

const FLUSH_SIZE = 64;
const FLUSH_MS = 20;
const MAX_ERROR_LENGTH = 500;

export interface TryOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

interface OutcomeRow {
  id: string;
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  status: 'delivered' | 'retrying' | 'failed';
  attempts: number;
  next_attempt_at: string;
  finished: boolean;
}

export class OutcomeWriter {
  private waiting: { row: OutcomeRow; done: () => void; failed: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  private readonly backoff: Backoff;

  constructor(
    private readonly db: Db,
    /** The first wait before a try again (ms); see commands/webhooks/schedule.ts. */
    retryBaseMs: number,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.backoff = { maxTries: MAX_TRIES, waitMs: (tries) => retryWaitMs(tries, retryBaseMs) ?? 0 };
  }

  /** Records a try made at `at`: delivered on a 2xx, tried again later, or failed for good after the last. */
  record(delivery: Claimed, outcome: TryOutcome, at: Date): Promise<void> {
    const tries = delivery.attempts + 1;
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const error = outcome.error ?? (delivered ? null : `answered ${outcome.statusCode}`);
    const now = new Date();
    const verdict = delivered
      ? undefined
      : afterFailedTry(this.backoff, tries, now, {
          logger: this.logger,
          fields: { deliveryId: delivery.id, webhookId: delivery.webhook_id },
          line: `a webhook delivery failed for good: ${error}`,
        });
    const status = !verdict ? 'delivered' : verdict.givenUp ? 'failed' : 'retrying';
    const row: OutcomeRow = {
      id: delivery.id,
      at: at.toISOString(),
      status_code: outcome.statusCode,
      duration_ms: outcome.durationMs,
      error: error?.slice(0, MAX_ERROR_LENGTH) ?? null,
      status,
      attempts: tries,
      next_attempt_at: (verdict?.retryAt ?? now).toISOString(),
      finished: status === 'delivered' || status === 'failed',
    };
    return new Promise<void>((done, failed) => {
      this.waiting.push({ row, done, failed });
      if (this.waiting.length >= FLUSH_SIZE) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
    });
  }

  /**
   * Writes the outcomes waiting now, each with its try appended to the delivery's `attempt_log`, in one
   * statement, which does not wait for the disk (db/lazy-commit.ts): an outcome lost in a crash of the database
   * server has its delivery tried again, with the same id. A delivery may have been deleted since its claim (a
   * deleted account's events go, with their deliveries: commands/accounts/users.ts): the update does not find
   * it and the others are written.
   */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    try {
      await sql`
        with given as (
          select * from jsonb_to_recordset(${JSON.stringify(batch.map((entry) => entry.row))}::jsonb) as g(
            id uuid, at timestamptz, status_code integer, duration_ms integer, error text, status text,
            attempts integer, next_attempt_at timestamptz, finished boolean))
        update webhook_deliveries d
        set status = g.status, attempts = g.attempts, next_attempt_at = g.next_attempt_at, locked_until = null,
          finished_at = case when g.finished then now() else null end,
          attempt_log = d.attempt_log || jsonb_build_array(jsonb_build_object(
            'at', g.at, 'status_code', g.status_code, 'duration_ms', g.duration_ms, 'error', g.error))
        from given g where d.id = g.id and ${commitWithoutWaitingForDisk}`.execute(this.db);
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  }
}
