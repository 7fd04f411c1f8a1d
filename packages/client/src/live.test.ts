// The live-event stream's life against a small real HTTP server speaking server-sent events: events
// delivered as they arrive, the stream reopened after the server drops it with `Last-Event-ID`, `reset`
// handed to the application, a failing answer retried, and nothing left open after unsubscribing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type LiveEvent, type LiveStatus } from './index.js';

interface Connection {
  lastEventId: string | undefined;
  authorization: string | undefined;
  accept: string | undefined;
  res: ServerResponse;
  closed: Promise<void>;
}

/** An SSE server whose connections the test drives; `answer` may refuse a connection instead. */
async function sseServer(answer?: (req: IncomingMessage, res: ServerResponse, index: number) => boolean) {
  const connections: Connection[] = [];
  const waiting: ((connection: Connection) => void)[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const index = requests++;
    if (answer?.(req, res, index)) return;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    // A short reconnection delay keeps the test quick; the client doubles it as it would 1 s.
    res.write('retry: 100\n\n');
    const connection: Connection = {
      lastEventId: req.headers['last-event-id'] as string | undefined,
      authorization: req.headers.authorization,
      accept: req.headers.accept,
      res,
      closed: new Promise((resolve) => res.on('close', () => resolve())),
    };
    connections.push(connection);
    waiting.shift()?.(connection);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    connections,
    requests: () => requests,
    /** The n-th connection (0-based), once it is open. */
    connection(n: number): Promise<Connection> {
      const open = connections[n];
      if (open) return Promise.resolve(open);
      return new Promise((resolve) => {
        const wait = (connection: Connection) => {
          if (connections.indexOf(connection) === n) resolve(connection);
          else waiting.push(wait);
        };
        waiting.push(wait);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type SseServer = Awaited<ReturnType<typeof sseServer>>;
const servers: SseServer[] = [];
const unsubscribes: (() => void)[] = [];
afterEach(async () => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  for (const server of servers.splice(0)) await server.close();
});

async function started(answer?: Parameters<typeof sseServer>[0]) {
  const server = await sseServer(answer);
  servers.push(server);
  const client = createClient({ baseUrl: server.baseUrl, mode: 'token' });
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  let resets = 0;
  const unsubscribe = client.events.subscribe({
    onEvent: (event) => events.push(event),
    onReset: () => (resets += 1),
    onStatus: (status) => statuses.push(status),
  });
  unsubscribes.push(unsubscribe);
  return { server, events, statuses, resets: () => resets, unsubscribe };
}

async function until(condition: () => boolean, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('client.events.subscribe against an SSE server', () => {
  it('delivers typed events, in pieces or whole, and skips comments and unknown types', async () => {
    const { server, events, statuses } = await started();
    const first = await server.connection(0);
    expect(first.accept).toBe('text/event-stream');
    expect(first.lastEventId).toBeUndefined();
    first.res.write(': heartbeat\n\nid: 1\nevent: clock\ndata: {"user_id":5,"status":true,');
    first.res.write('"on_break":false,"time":"2026-11-25T09:00:00.000Z"}\r\n\r\n');
    first.res.write('id: 2\nevent: something_new\ndata: {}\n\nid: 3\nevent: notification\ndata: {"id":8,"kind":"correction_decided"}\n\n');
    await until(() => events.length === 2);
    expect(events).toEqual([
      { id: '1', type: 'clock', data: { user_id: 5, status: true, on_break: false, time: '2026-11-25T09:00:00.000Z' } },
      { id: '3', type: 'notification', data: { id: 8, kind: 'correction_decided' } },
    ]);
    expect(statuses).toEqual(['open']);
  });

  it('reopens a dropped stream with the last event id, and reports the status', async () => {
    const { server, events, statuses } = await started();
    const first = await server.connection(0);
    first.res.write('id: 41\nevent: correction\ndata: {"id":2,"user_id":5,"status":"pending"}\n\n');
    await until(() => events.length === 1);
    first.res.socket?.destroy();
    const second = await server.connection(1);
    expect(second.lastEventId).toBe('41');
    second.res.write('id: 42\nevent: week_validation\ndata: {"id":3,"user_id":5,"week_start":"2026-11-23","status":"validated"}\n\n');
    await until(() => events.length === 2);
    expect(events[1]).toMatchObject({ id: '42', type: 'week_validation' });
    // An orderly end of the stream is reopened too.
    second.res.end();
    expect((await server.connection(2)).lastEventId).toBe('42');
    await until(() => statuses.length === 5);
    expect(statuses).toEqual(['open', 'reconnecting', 'open', 'reconnecting', 'open']);
  });

  it('hands a reset to the application and reconnects without the stale id', async () => {
    const { server, events, resets } = await started();
    const first = await server.connection(0);
    first.res.write('id: 5\nevent: clock\ndata: {"user_id":1,"status":false,"on_break":false,"time":"2026-11-25T17:00:00.000Z"}\n\n');
    first.res.write('event: reset\ndata: {}\n\n');
    await until(() => resets() === 1);
    first.res.end();
    expect((await server.connection(1)).lastEventId).toBeUndefined();
    expect(events).toHaveLength(1);
  });

  it('retries an answer that is not a stream with backoff, honouring Retry-After', async () => {
    const times: number[] = [];
    const { server, statuses } = await started((_req, res, index) => {
      times.push(Date.now());
      if (index === 0) {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        res.end('{"error":"Unavailable.","code":"unavailable"}');
        return true;
      }
      if (index === 1) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>a proxy page</p>');
        return true;
      }
      return false;
    });
    await server.connection(0);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    // The second failure waits 1 to 2 s (second attempt: doubling from 1 s, jittered).
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950);
    await until(() => statuses.length === 2);
    expect(statuses).toEqual(['reconnecting', 'open']);
  }, 15_000);

  it('closes the stream on unsubscribe and opens no other', async () => {
    const { server, unsubscribe, statuses } = await started();
    const first = await server.connection(0);
    await until(() => statuses.length === 1);
    unsubscribe();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests()).toBe(1);
    expect(statuses).toEqual(['open']);
  });

  it('unsubscribing while waiting to reconnect stops for good', async () => {
    const { server, unsubscribe } = await started((_req, res) => {
      res.writeHead(500).end();
      return true;
    });
    await until(() => server.requests() === 1);
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(server.requests()).toBe(1);
  });
});
