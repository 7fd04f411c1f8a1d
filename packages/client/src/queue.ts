// The offline queue of clock, break and correction requests. An action keeps what the person did (not an
// HTTP request, whose credentials go stale), with its `client_id` and `time` fixed when they acted; it is
// stored before the first send and sent through the session (so renewal applies), oldest first.
//
// Answers: 200 and 201 are delivered (200 is a replay of an action the service already has); a network
// failure, 408, 429 and 5xx keep the action at the head and retry later with capped, jittered backoff,
// honouring Retry-After; a 401 that ends the session pauses the queue until the same person is signed in
// again; any other refusal (403, 404, 409, 422, …) moves the action to the rejected list with the
// service's error, and the queue goes on. One client drains at a time (the storage's `queue-drain` lock),
// so an action is never sent twice at once, and every change of the lists is made under the `queue` lock.
//
// A shared terminal's taps (terminal mode) carry the person's badge and PIN: they live in the queue's storage
// only while waiting, and are dropped once the service answered. A refused tap is answered to the terminal
// and never kept in the rejected list (a shared device keeps nothing about anyone); a 429 (the badge is
// locked) refuses that tap rather than holding everyone's taps behind it.
import { Emitter } from './events.js';
import { NetworkError, NotSignedInError, retryAfterSeconds } from './errors.js';
import type { Session } from './session.js';
import type {
  OfflineQueue,
  QueuedAction,
  QueuedActionInput,
  RejectedAction,
  StorageAdapter,
  SubmitResult,
  SyncResult,
} from './types.js';
import { uuid } from './uuid.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The service refuses a clock `time` older than this. */
export const SERVICE_LIMIT_MS = 7 * DAY_MS;
/** Pending actions older than this are reported by `nearingLimit()`. */
export const NEARING_LIMIT_MS = 6 * DAY_MS;
/** The storage key of the queue. */
export const QUEUE_KEY = 'queue';
const QUEUE_LOCK = 'queue';
const DRAIN_LOCK = 'queue-drain';
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 5 * 60_000;

interface QueueState {
  pending: QueuedAction[];
  rejected: RejectedAction[];
}

type SendOutcome =
  | { kind: 'delivered'; record: unknown }
  | { kind: 'rejected'; error: RejectedAction['error'] }
  | { kind: 'retry'; retryAfter?: number }
  | { kind: 'signed-out' };

/** Backoff before the n-th retry (n ≥ 1): doubling from 1 s, capped at 5 min, with jitter over its upper half. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function isTerminalTap(input: QueuedActionInput): input is Extract<QueuedActionInput, { badge: string }> {
  return input.kind === 'terminal-clock' || input.kind === 'terminal-break';
}

function request(action: QueuedAction): { path: string; body: Record<string, unknown> } {
  const { input, client_id, time } = action;
  switch (input.kind) {
    case 'terminal-clock':
    case 'terminal-break':
      return {
        path: input.kind === 'terminal-clock' ? '/terminal/clock' : '/terminal/break',
        body: { badge: input.badge, pin: input.pin, ...(input.action ? { action: input.action } : {}), client_id, time },
      };
    case 'clock':
      return { path: `/clocks/${input.user_id}`, body: { action: input.action, client_id, time } };
    case 'break':
      return { path: `/clocks/${input.user_id}/break`, body: { action: input.action, client_id, time } };
    case 'correction':
      return { path: '/corrections', body: { ...input.body, client_id } };
  }
}

function checkInput(input: QueuedActionInput): void {
  const valid =
    (input.kind === 'clock' && Number.isInteger(input.user_id) && (input.action === 'in' || input.action === 'out')) ||
    (input.kind === 'break' && Number.isInteger(input.user_id) && (input.action === 'start' || input.action === 'end')) ||
    (input.kind === 'correction' && typeof input.body === 'object' && input.body !== null) ||
    (isTerminalTap(input) && typeof input.badge === 'string' && typeof input.pin === 'string');
  if (!valid) throw new TypeError('Not an action the queue can send: a clock, a break or a correction.');
}

/** The action without the PIN of a terminal tap: what may outlive the send. */
function withoutSecret<T extends QueuedAction>(action: T): T {
  if (!isTerminalTap(action.input)) return action;
  const { pin: _pin, ...input } = action.input;
  return { ...action, input: { ...input, pin: '' } };
}

export class Queue implements OfflineQueue {
  private readonly events = new Emitter<'change'>();
  private state: QueueState = { pending: [], rejected: [] };
  private readonly loaded: Promise<void>;
  /** Passes of this client run one after the other. */
  private passes: Promise<unknown> = Promise.resolve();
  private passRunning = false;
  /** Outcomes of this client's submissions, taken by `submit`. */
  private readonly outcomes = new Map<string, SubmitResult>();
  private failures = 0;
  /** No send before this instant (ms): the service's Retry-After. */
  private notBefore = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started = false;
  private kickAgain = false;
  private readonly channel: BroadcastChannel | undefined;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly session: Session,
    private readonly storage: StorageAdapter,
  ) {
    this.loaded = this.reload().catch(() => undefined);
    // Tabs tell each other when they changed the lists, so that every tab shows what is waiting.
    if (typeof BroadcastChannel === 'function') {
      this.channel = new BroadcastChannel(`timetrack-queue:${session.baseUrl}`);
      this.channel.onmessage = () => void this.reload().catch(() => undefined);
      (this.channel as { unref?: () => void }).unref?.();
    }
  }

  on(event: 'change', listener: () => void): () => void {
    return this.events.on(event, listener);
  }

  pending(): QueuedAction[] {
    return this.state.pending.map((action) => ({ ...action }));
  }

  rejected(): RejectedAction[] {
    return this.state.rejected.map((action) => ({ ...action }));
  }

  nearingLimit(): QueuedAction[] {
    const now = Date.now();
    return this.pending().filter((action) => now - Date.parse(action.time) > NEARING_LIMIT_MS);
  }

  /** Whether the current session sends `action`: a person their own actions; a paired terminal every tap. */
  private sends(action: QueuedAction): boolean {
    if (this.session.mode === 'terminal') return this.session.terminal !== null && isTerminalTap(action.input);
    return !isTerminalTap(action.input) && action.owner_id === this.session.user?.id;
  }

  async submit(input: QueuedActionInput): Promise<SubmitResult> {
    checkInput(input);
    if (isTerminalTap(input) !== (this.session.mode === 'terminal')) {
      throw new TypeError('A terminal sends taps, and only a terminal does.');
    }
    await this.loaded;
    const owner = this.session.owner();
    if (owner === undefined) throw new NotSignedInError(this.session.mode === 'terminal' ? 'The terminal is not paired.' : undefined);
    const now = new Date().toISOString();
    const action: QueuedAction = { client_id: uuid(), time: now, owner_id: owner, enqueued_at: now, attempts: 0, input };
    await this.update((state) => {
      state.pending.push(action);
    });
    await this.sync();
    const outcome = this.outcomes.get(action.client_id);
    this.outcomes.delete(action.client_id);
    return outcome ?? { status: 'queued', action: withoutSecret(this.state.pending.find((a) => a.client_id === action.client_id) ?? action) };
  }

  sync(): Promise<SyncResult> {
    const pass = this.passes.then(() => this.pass());
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  async dismiss(client_id: string): Promise<void> {
    await this.update((state) => {
      state.rejected = state.rejected.filter((action) => action.client_id !== client_id);
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const kick = () => this.kick();
    // A successful request means the service is reachable again: do not wait for the backoff.
    this.session.onSuccess = () => {
      if (this.state.pending.some((action) => this.sends(action))) kick();
    };
    this.stops.push(() => {
      this.session.onSuccess = undefined;
    });
    this.stops.push(this.session.events.on('session-started', kick));
    const target = globalThis as { addEventListener?: typeof addEventListener; removeEventListener?: typeof removeEventListener };
    if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
      target.addEventListener('online', kick);
      this.stops.push(() => target.removeEventListener!('online', kick));
    }
    kick();
  }

  /** Runs a pass now, or right after the one running (a reason to try that came during a pass is not lost). */
  private kick(): void {
    if (!this.started || Date.now() < this.notBefore) return;
    if (this.passRunning) {
      this.kickAgain = true;
      return;
    }
    this.clearTimer();
    void this.sync().catch(() => undefined);
  }

  stop(): void {
    this.started = false;
    this.clearTimer();
    for (const stop of this.stops.splice(0)) stop();
  }

  /** One run: sends the signed-in person's pending actions in order until none is left or one must wait. */
  private async pass(): Promise<SyncResult> {
    await this.loaded;
    this.passRunning = true;
    try {
      return await this.storage.withLock(DRAIN_LOCK, async () => {
        let delivered = 0;
        let rejected = 0;
        for (;;) {
          await this.reload();
          if (this.session.owner() === undefined || Date.now() < this.notBefore) break;
          const head = this.state.pending.find((action) => this.sends(action));
          if (!head) break;
          await this.update((state) => {
            const stored = state.pending.find((action) => action.client_id === head.client_id);
            if (stored) stored.attempts += 1;
          });
          const outcome = await this.send(head);
          if (outcome.kind === 'retry') {
            this.failures += 1;
            const delay = Math.max(backoffDelay(this.failures), (outcome.retryAfter ?? 0) * 1000);
            if (outcome.retryAfter !== undefined) this.notBefore = Date.now() + outcome.retryAfter * 1000;
            this.schedule(delay);
            break;
          }
          if (outcome.kind === 'signed-out') break;
          this.failures = 0;
          await this.update((state) => {
            const index = state.pending.findIndex((action) => action.client_id === head.client_id);
            if (index < 0) return;
            const [action] = state.pending.splice(index, 1) as [QueuedAction];
            if (outcome.kind === 'delivered') {
              this.outcomes.set(action.client_id, { status: 'delivered', action: withoutSecret(action), record: outcome.record });
            } else if (isTerminalTap(action.input)) {
              this.outcomes.set(action.client_id, { status: 'rejected', action: withoutSecret({ ...action, error: outcome.error }) });
            } else {
              const refused: RejectedAction = { ...action, error: outcome.error };
              state.rejected.push(refused);
              this.outcomes.set(action.client_id, { status: 'rejected', action: refused });
            }
          });
          if (outcome.kind === 'delivered') delivered += 1;
          else rejected += 1;
        }
        return { delivered, rejected, pending: this.state.pending.length };
      });
    } finally {
      this.passRunning = false;
      if (this.kickAgain) {
        this.kickAgain = false;
        this.kick();
      }
    }
  }

  private async send(action: QueuedAction): Promise<SendOutcome> {
    const { path, body } = request(action);
    let response: Response;
    try {
      response = await this.session.request(
        this.session.url(path),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { fromQueue: true },
      );
    } catch (error) {
      if (error instanceof NetworkError) return { kind: 'retry' };
      throw error;
    }
    const answer = (await response.json().catch(() => undefined)) as
      { data?: unknown; error?: string; code?: string; details?: unknown } | undefined;
    if (response.status === 200 || response.status === 201) return { kind: 'delivered', record: answer?.data };
    // An ended session keeps the action for the same person; a 401 with the session still there is retried.
    if (response.status === 401) return this.session.owner() !== undefined ? { kind: 'retry' } : { kind: 'signed-out' };
    const lockedBadge = response.status === 429 && isTerminalTap(action.input);
    if (!lockedBadge && (response.status === 408 || response.status === 429 || response.status >= 500 || response.status < 400)) {
      const retryAfter = retryAfterSeconds(response);
      return retryAfter === undefined ? { kind: 'retry' } : { kind: 'retry', retryAfter };
    }
    const retryAfter = lockedBadge ? retryAfterSeconds(response) : undefined;
    return {
      kind: 'rejected',
      error: {
        status: response.status,
        code: typeof answer?.code === 'string' ? answer.code : `http_${response.status}`,
        message: typeof answer?.error === 'string' ? answer.error : `The service answered ${response.status}.`,
        ...(answer?.details !== undefined ? { details: answer.details } : {}),
        ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
      },
    };
  }

  private schedule(delay: number): void {
    if (!this.started) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync().catch(() => undefined);
    }, delay);
    (this.timer as { unref?: () => void }).unref?.();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async read(): Promise<QueueState> {
    const text = await this.storage.get(QUEUE_KEY);
    if (!text) return { pending: [], rejected: [] };
    const parsed = JSON.parse(text) as Partial<QueueState>;
    return { pending: parsed.pending ?? [], rejected: parsed.rejected ?? [] };
  }

  /** Takes the stored lists (another tab or process may have changed them). */
  private async reload(): Promise<void> {
    const state = await this.storage.withLock(QUEUE_LOCK, () => this.read());
    const changed = JSON.stringify(state) !== JSON.stringify(this.state);
    this.state = state;
    if (changed) this.events.emit('change');
  }

  /** Changes the stored lists under the queue lock, from their stored version. */
  private async update(change: (state: QueueState) => void): Promise<void> {
    this.state = await this.storage.withLock(QUEUE_LOCK, async () => {
      const state = await this.read();
      change(state);
      await this.storage.set(QUEUE_KEY, JSON.stringify(state));
      return state;
    });
    this.events.emit('change');
    this.channel?.postMessage('change');
  }
}
