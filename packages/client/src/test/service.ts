// The real service for the client's tests: the application on a fresh database (createTestApp), listening
// on a port, reached through a small HTTP relay that the tests control. The relay counts the requests per
// path (how many refreshes really reached the service), can go down (connections refused, as when the
// service is stopped or the network is gone) and can lose answers (the service did the work, the client
// never heard back).
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { TokenService } from '../../../../apps/server/src/auth/tokens.js';
import { createTestApp, type TestApp } from '../../../../apps/server/src/test/app.js';
import { DEFAULT_PASSWORD } from '../../../../apps/server/src/test/factories.js';

export { DEFAULT_PASSWORD };

export interface Relay {
  /** The relay's address, `/api` included: what the client is given as `baseUrl`. */
  baseUrl: string;
  /** Requests that reached the service through the relay, per method and path: `POST /api/auth/refresh`. */
  count(methodAndPath: string): number;
  /** Connections are refused from now on. */
  down(): Promise<void>;
  /** Connections are accepted again, on the same port. */
  up(): Promise<void>;
  /** The next `times` requests matching are sent to the service, whose answers are then thrown away. */
  loseAnswers(methodAndPath: string, times?: number): void;
  /** The next `times` requests matching never reach the service: the connection is cut. */
  cut(methodAndPath: string, times?: number): void;
  /** The next request matching waits `ms` before it is sent on. */
  hold(methodAndPath: string, ms: number): void;
  /** Serves `body` at `path` from the relay itself (a test page on the service's origin). */
  serve(path: string, contentType: string, body: string): void;
  /** The next `times` requests matching are answered `status` by the relay itself (a proxy in trouble). */
  answer(methodAndPath: string, status: number, headers?: Record<string, string>, times?: number): void;
  close(): Promise<void>;
}

export interface Service {
  t: TestApp;
  relay: Relay;
  /** A signed access token that expired a minute ago, for `userId`'s session `sessionId`. */
  expiredAccessToken(userId: number, sessionId: string): Promise<string>;
  close(): Promise<void>;
}

async function startRelay(target: AddressInfo): Promise<Relay> {
  const counts = new Map<string, number>();
  const losses = new Map<string, number>();
  const cuts = new Map<string, number>();
  const holds = new Map<string, number>();
  const pages = new Map<string, { contentType: string; body: string }>();
  const answers = new Map<string, { status: number; headers: Record<string, string>; times: number }>();
  /** Takes one use of a rule set for `key`; true when it applied. */
  const take = (rules: Map<string, number>, key: string) => {
    const left = rules.get(key) ?? 0;
    if (left <= 0) return false;
    rules.set(key, left - 1);
    return true;
  };
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    const page = pages.get((req.url ?? '').split('?')[0]!);
    if (page) {
      res.writeHead(200, { 'content-type': page.contentType, 'cache-control': 'no-store' });
      res.end(page.body);
      return;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (take(cuts, key)) {
      req.socket.destroy();
      return;
    }
    const canned = answers.get(key);
    if (canned && canned.times > 0) {
      canned.times -= 1;
      res.writeHead(canned.status, { 'content-type': 'application/json', ...canned.headers });
      res.end(JSON.stringify({ error: 'The relay answered.', code: 'unavailable' }));
      return;
    }
    const lose = take(losses, key);
    const delay = holds.get(key) ?? 0;
    holds.delete(key);
    if (delay > 0) {
      // Paused so that the body waits too.
      req.pause();
      setTimeout(() => send(req, res, lose), delay);
    } else send(req, res, lose);
  };

  const send = (req: IncomingMessage, res: ServerResponse, lose: boolean) => {
    const upstream = forward(
      { host: target.address, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (lose) {
          // Let the service finish, then cut the line before the client reads a byte.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
    req.resume();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = createServer(handle);
      next.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    count: (key) => counts.get(key) ?? 0,
    down,
    up: listen,
    loseAnswers: (key, times = 1) => losses.set(key, (losses.get(key) ?? 0) + times),
    cut: (key, times = 1) => cuts.set(key, (cuts.get(key) ?? 0) + times),
    hold: (key, ms) => holds.set(key, ms),
    serve: (path, contentType, body) => pages.set(path, { contentType, body }),
    answer: (key, status, headers = {}, times = 1) => answers.set(key, { status, headers, times }),
    close: down,
  };
}

export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const t = await createTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const relay = await startRelay(t.app.server.address() as AddressInfo);
  const expiredTokens = new TokenService(t.config.jwtSecret!, -60);
  return {
    t,
    relay,
    expiredAccessToken: (userId, sessionId) => expiredTokens.signAccessToken({ userId, sessionId }),
    close: async () => {
      await relay.close();
      await t.close();
    },
  };
}
