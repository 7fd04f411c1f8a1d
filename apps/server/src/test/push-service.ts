// A push service inside the test process (RFC 8030), on loopback: it keeps what browsers' subscriptions are sent,
// and a test subscription holds real keys so that the test decrypts each payload (RFC 8291, aes128gcm, with
// http_ece, the implementation web-push itself uses) and verifies the VAPID signature (RFC 8292) itself.
//   const service = await startPushService();
//   const device = service.device();          // { endpoint, keys } to subscribe with
//   service.answer = 410;                      // what the next messages get
//   service.received[0].payload()              // the decrypted JSON
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The decrypted payload, parsed. */
  payload(): unknown;
  /** The VAPID JWT's claims, after checking its ES256 signature against the key `k` of the header. */
  vapid(): { claims: { aud: string; exp: number; sub: string }; publicKey: string };
}

export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** The status answered; 201 by default. */
  answer: number;
  /** A new browser: its own path and its own keys. */
  device(): TestDevice;
  /** Resolves when `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }, publicKey: k };
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: ReceivedPush[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const service: PushService = {
    url: '',
    received,
    answer: 201,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomBytes(8).toString('hex')}`;
      devices.set(path, { ecdh, auth });
      return { endpoint: `${service.url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks);
      const device = devices.get(path);
      received.push({
        path,
        headers: request.headers,
        body,
        payload: () => {
          if (!device) throw new Error(`no device at ${path}`);
          const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
          return JSON.parse(plain.toString('utf8')) as unknown;
        },
        vapid: () => verifyVapid(request.headers.authorization),
      });
      response.writeHead(service.answer).end();
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
