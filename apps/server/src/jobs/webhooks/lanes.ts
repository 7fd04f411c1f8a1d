// The tries of this instance: at most `concurrency` at once, and `perWebhook` per webhook, so that one slow
// receiver cannot hold all of them. A claimed delivery whose webhook has no free slot waits here (its lease
// held) for one of that webhook's tries to end.
import type { Claimed, Prepared } from './claim.js';

export interface Claim {
  delivery: Claimed;
  prepared: Prepared;
}

export interface LaneHooks {
  /** Makes one try; never rejects (the caller logs). */
  send: (claim: Claim) => Promise<void>;
  /** Gives leases back (claims left by a stopping instance). */
  release: (deliveries: Claimed[]) => Promise<void>;
  /** Enough slots have freed up to be worth a claim. */
  room: () => void;
}

export class DeliveryLanes {
  /** Claimed deliveries held by this instance: being tried or waiting for a slot. */
  private held = 0;
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, Claim[]>();
  private readonly sends = new Set<Promise<void>>();
  private stopped = false;
  /** Free slots worth a claim after a try ends (a claim per finished try would cost more than the tries). */
  private readonly refill: number;

  constructor(
    private readonly concurrency: number,
    private readonly perWebhook: number,
    private readonly hooks: LaneHooks,
  ) {
    this.refill = Math.max(1, Math.floor(concurrency / 4));
  }

  /** Slots free for a claim. */
  free(): number {
    return this.concurrency - this.held;
  }

  /** The webhooks whose slots are all taken (a claim skips their deliveries). */
  saturated(): number[] {
    return [...this.running.entries()].filter(([, count]) => count >= this.perWebhook).map(([id]) => id);
  }

  /** Counts a claim's deliveries as held before they are prepared. */
  hold(count: number): void {
    this.held += count;
  }

  /** Gives back deliveries held but never tried. */
  async release(deliveries: Claimed[]): Promise<void> {
    this.held -= deliveries.length;
    await this.hooks.release(deliveries);
  }

  /** Tries a held delivery now, or once a slot of its webhook frees up; gives it back when stopping. */
  async dispatch(claim: Claim): Promise<void> {
    if (this.stopped) return this.release([claim.delivery]);
    const webhookId = claim.delivery.webhook_id;
    if ((this.running.get(webhookId) ?? 0) >= this.perWebhook) {
      const queue = this.waiting.get(webhookId) ?? [];
      queue.push(claim);
      this.waiting.set(webhookId, queue);
    } else {
      this.start(claim);
    }
  }

  /** From now on, nothing more is tried: claims dispatched later and those waiting are given back. */
  stop(): void {
    this.stopped = true;
  }

  /** Once stopped: those waiting are given back, those running end (within their time limit). */
  async drain(): Promise<void> {
    this.stopped = true;
    const waitingNow = [...this.waiting.values()].flat().map((entry) => entry.delivery);
    this.waiting.clear();
    await this.release(waitingNow);
    while (this.sends.size > 0) await Promise.all([...this.sends]);
  }

  private start(claim: Claim): void {
    const webhookId = claim.delivery.webhook_id;
    this.running.set(webhookId, (this.running.get(webhookId) ?? 0) + 1);
    const send = this.hooks.send(claim).finally(() => {
      this.sends.delete(send);
      this.held -= 1;
      this.ended(webhookId);
    });
    this.sends.add(send);
  }

  /** A try of `webhookId` ended: the next one waiting for that webhook takes its slot. */
  private ended(webhookId: number): void {
    const left = (this.running.get(webhookId) ?? 1) - 1;
    const queue = this.waiting.get(webhookId);
    const nextOne = queue?.shift();
    if (queue && queue.length === 0) this.waiting.delete(webhookId);
    if (left === 0) this.running.delete(webhookId);
    else this.running.set(webhookId, left);
    if (nextOne && !this.stopped) this.start(nextOne);
    else if (nextOne) void this.release([nextOne.delivery]);
    if (this.free() >= this.refill || this.held === 0) this.hooks.room();
  }
}
