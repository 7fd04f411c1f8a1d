// Work a request does after its answer has left, so that the answer's timing cannot tell what the work
// found (the forgotten-password request: a known address writes a link and a message, an unknown one
// nothing). Each application keeps its own set; closing the application waits for it.
import type { Logger } from 'pino';
import { wakeOutbox } from '../../mail/outbox.js';

export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Pick<Logger, 'error'>) {}

  /** Starts `work` now without waiting for it; a failure is logged. The outbox is woken once it is done. */
  run(what: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .then(wakeOutbox, (error: unknown) => this.log.error({ err: error }, `${what} failed after the answer`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every piece of work started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
