// One live event stream over an HTTP answer, in the text/event-stream format: `id:`, `event:` and a JSON
// `data:` line per event, comment lines as heartbeats. A reader that does not keep up is not waited for
// without bound: once the socket refuses more (write() returned false), events queue here up to a bound
// (events and bytes); beyond it the stream is cut, and the client resumes with Last-Event-ID.
import type { Writable } from 'node:stream';
import type { Actor } from '../policies/rules.js';
import type { LiveEvent, LiveSubscriber } from './hub.js';

export interface StreamBounds {
  /** Events queued at most while the socket drains. */
  maxQueuedEvents: number;
  /** Bytes queued at most while the socket drains. */
  maxQueuedBytes: number;
}

export const DEFAULT_STREAM_BOUNDS: StreamBounds = { maxQueuedEvents: 256, maxQueuedBytes: 1024 * 1024 };

/** Each event's text, written once whatever the number of streams it goes to. */
const frames = new WeakMap<LiveEvent, string>();

function frame(event: LiveEvent): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, text);
  }
  return text;
}

export class EventStream implements LiveSubscriber {
  /** Events that arrive while the replay is being written; sent after it, those not already replayed. */
  private held: LiveEvent[] | undefined = [];
  private queue: string[] = [];
  private queuedBytes = 0;
  private waiting = false;
  /** Writes of this tick are being gathered into one (see write). */
  private corked = false;
  private ended = false;
  /** Whether the answer's head was written: nothing goes to the socket before it. */
  private opened = false;

  constructor(
    private readonly socket: Writable & { destroy(): void },
    readonly actor: Actor,
    readonly sessionId: string,
    private readonly bounds: StreamBounds = DEFAULT_STREAM_BOUNDS,
  ) {
    socket.on('drain', () => this.drain());
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** The opening lines: how long a client waits before reconnecting, and a first comment. */
  open(retryMs: number): void {
    this.opened = true;
    this.write(`retry: ${retryMs}\n: open\n\n`);
  }

  deliver(event: LiveEvent): void {
    if (this.ended) return;
    if (this.held) {
      this.held.push(event);
      if (this.held.length > this.bounds.maxQueuedEvents) this.cut();
      return;
    }
    this.write(frame(event));
  }

  /** Writes replayed events, then what arrived meanwhile and was not among them. */
  release(replayed: readonly LiveEvent[]): void {
    const held = this.held ?? [];
    this.held = undefined;
    let last = 0;
    for (const event of replayed) {
      this.write(frame(event));
      last = Math.max(last, event.id);
    }
    for (const event of held) if (event.id > last) this.write(frame(event));
  }

  /** Tells the client its last event is too old or unknown: it reloads what it shows. */
  reset(): void {
    this.write('event: reset\ndata: {}\n\n');
  }

  heartbeat(): void {
    // A stream still draining is alive enough; the comment would only queue.
    if (!this.waiting) this.write(': heartbeat\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    // Ended before its head was written (while its replay was read): the route answers instead.
    if (!this.opened) return;
    // A stream whose reader is stuck is cut rather than left to drain.
    if (this.waiting) this.socket.destroy();
    else this.socket.end();
  }

  private write(text: string): void {
    if (this.ended || !this.opened) return;
    if (this.waiting) {
      this.queue.push(text);
      this.queuedBytes += Buffer.byteLength(text);
      if (this.queue.length > this.bounds.maxQueuedEvents || this.queuedBytes > this.bounds.maxQueuedBytes) this.cut();
      return;
    }
    // The events of one read reach a stream in the same tick: they leave in one write to the socket, not one
    // each (a general manager's stream gets every clock: a hundred a read under load).
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    if (!this.socket.write(text)) this.waiting = true;
  }

  private drain(): void {
    this.waiting = false;
    const queued = this.queue;
    this.queue = [];
    this.queuedBytes = 0;
    for (const text of queued) this.write(text);
  }

  /** The reader does not keep up: the stream ends now, its queue dropped. */
  private cut(): void {
    this.ended = true;
    this.queue = [];
    this.queuedBytes = 0;
    this.held = undefined;
    if (this.opened) this.socket.destroy();
  }
}
