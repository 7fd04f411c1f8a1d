// A TCP proxy between the service and PostgreSQL that tests cut (the server goes away: sockets close)
// or stall (a partition: nothing passes either way, not even a close, until it heals; what was sent
// meanwhile then arrives, as TCP retransmission would deliver it), or slow (every packet arrives late).
import { connect, createServer, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private held: (() => void)[] | undefined;
  private delayMs = 0;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The connection string of `url` through this proxy. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.host = `127.0.0.1:${this.port}`;
    return through.toString();
  }

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      const pair: [Socket, Socket][] = [
        [client, upstream],
        [upstream, client],
      ];
      for (const [from, to] of pair) {
        this.sockets.add(from);
        from.on('data', (chunk) => this.pass(() => to.write(chunk)));
        from.on('close', () => {
          this.sockets.delete(from);
          this.pass(() => to.destroy());
        });
        from.on('error', () => from.destroy());
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  private pass(deliver: () => void): void {
    if (this.held) this.held.push(deliver);
    // Timers of one delay fire in the order they were set: packets keep their order.
    else if (this.delayMs > 0) setTimeout(deliver, this.delayMs);
    else deliver();
  }

  /** Every packet, either way, arrives `ms` later (a slow link or a busy server); 0 restores. */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** Nothing passes any more, either way, until `heal`. */
  stall(): void {
    this.held ??= [];
  }

  /** Delivers what was held, in order, and lets everything pass again. */
  heal(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const deliver of held) deliver();
  }

  /** Closes every connection and stops listening (the server went away); `open` listens again. */
  async cut(): Promise<void> {
    this.held = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
