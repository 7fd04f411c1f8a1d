// The count of requests being answered, which background work yields to: a request counts from its arrival to its
// answer, an abandoned one stops counting, and one that writes its own answer (a live event stream) stops
// counting once it says so. Over real HTTP, since abandoning takes a real connection.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsInFlight } from '../../request-load.js';
import requestLoadPlugin, { leaveRequestLoad } from './request-load.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function until(check: () => boolean): Promise<void> {
  const limit = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > limit) throw new Error(`still ${requestsInFlight()} requests in flight`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** An application whose routes wait for `release` before answering. */
async function start(): Promise<{ base: string; release: () => void; entered: () => number }> {
  let waiting: (() => void)[] = [];
  let entered = 0;
  app = Fastify();
  await app.register(requestLoadPlugin);
  app.get('/slow', async () => {
    entered += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  app.get('/stream', (request, reply) => {
    entered += 1;
    reply.hijack();
    leaveRequestLoad(request);
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': open\n\n');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    release: () => {
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    entered: () => entered,
  };
}

describe('requests in flight', () => {
  it('counts a request until it is answered', async () => {
    const { base, release, entered } = await start();
    const before = requestsInFlight();
    const answers = [fetch(`${base}/slow`), fetch(`${base}/slow`)];
    await until(() => entered() === 2);
    expect(requestsInFlight()).toBe(before + 2);
    release();
    await Promise.all(answers.map(async (answer) => (await answer).text()));
    await until(() => requestsInFlight() === before);
  });

  it('stops counting a request its client abandons', async () => {
    const { base, release, entered } = await start();
    const before = requestsInFlight();
    const abandoned = httpRequest(`${base}/slow`);
    abandoned.on('error', () => undefined);
    abandoned.end();
    await until(() => entered() === 1);
    expect(requestsInFlight()).toBe(before + 1);
    abandoned.destroy();
    await until(() => requestsInFlight() === before);
    release();
  });

  it('stops counting a request that fails, and one whose connection times out', async () => {
    app = Fastify({ connectionTimeout: 200 });
    await app.register(requestLoadPlugin);
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    app.get('/never', () => new Promise(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const before = requestsInFlight();
    expect((await fetch(`${base}/fails`)).status).toBe(500);
    await until(() => requestsInFlight() === before);
    // The server gives up on the connection after its time limit: the count comes down with it.
    await fetch(`${base}/never`).then((answer) => answer.text()).catch(() => undefined);
    await until(() => requestsInFlight() === before);
  });

  it('stops counting a stream once it is open, though its connection stays', async () => {
    const { base, entered } = await start();
    const before = requestsInFlight();
    const controller = new AbortController();
    const stream = await fetch(`${base}/stream`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(entered()).toBe(1);
    expect(requestsInFlight()).toBe(before);
    controller.abort();
  });
});
