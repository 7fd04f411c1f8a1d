// LISTEN on PostgreSQL through one connection of its own, outside the pool (a pooled connection is shared
// by requests and cannot keep a LISTEN). A lost connection is opened again with a growing delay (capped at
// a few seconds), and `onReconnect` tells the listener that notifications may have been missed meanwhile.
import pg from 'pg';

export interface Listening {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onPayload(payload: string): void;
  /** Called after the connection was lost and listens again: what was sent meanwhile was not received. */
  onReconnect(): void;
  onError(error: Error): void;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5000;
const KEEPALIVE_DELAY_MS = 10_000;

function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/** Listens on `channel` through a dedicated connection; resolves once the first LISTEN is in place. */
export async function listenOnPostgres(config: pg.ClientConfig, options: ListenOptions): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = FIRST_RETRY_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...config, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    next.on('error', (error) => {
      options.onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${quoted(options.channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    retry();
  };

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          delayMs = FIRST_RETRY_MS;
          if (!closed) options.onReconnect();
        },
        (error: unknown) => {
          options.onError(error as Error);
          delayMs = Math.min(delayMs * 2, LONGEST_RETRY_MS);
          retry();
        },
      );
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
