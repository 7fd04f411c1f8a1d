// GET /api/events with a personal access token, over a real HTTP server: a `read` token opens the stream and
// keeps it past the periodic session checks; a token without `read` is refused; revoking the token ends it.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let base: string;
const open: ClientRequest[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_EVENTS_HEARTBEAT_MS: '100' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const request of open) request.destroy();
  await t.close();
});

function get(headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/api/events`, { headers }, resolve);
    request.on('error', reject);
    request.end();
    open.push(request);
  });
}

/** The stream's text so far, and whether it ended. */
function read(response: IncomingMessage) {
  const state = { text: '', ended: false };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (state.text += chunk));
  response.on('close', () => (state.ended = true));
  response.on('end', () => (state.ended = true));
  return state;
}

async function until(done: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function tokenOf(person: { user: { id: number }; headers: Record<string, string> }, scopes: string[]) {
  const created = await t.send('POST', `/users/${person.user.id}/tokens`, person.headers, { name: 'events', scopes });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; token: string };
}

describe('GET /events with a personal access token', () => {
  it('streams to a read token, past the periodic checks, until the token is revoked', async () => {
    const person = await t.f.person();
    const token = await tokenOf(person, ['read']);
    const response = await get({ authorization: `Bearer ${token.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = read(response);
    // Several heartbeats: each one also checks the streams' credentials.
    await until(() => (stream.text.match(/: heartbeat/g) ?? []).length >= 3, 'three heartbeats');
    expect(stream.ended).toBe(false);
    const clocked = await t.send('POST', `/clocks/${person.user.id}`, person.headers, { action: 'in' });
    expect(clocked.statusCode).toBe(201);
    await until(() => stream.text.includes('event: clock'), 'the clock event');
    expect(await t.send('DELETE', `/tokens/${token.id}`, person.headers)).toMatchObject({ statusCode: 204 });
    await until(() => stream.ended, 'the end of the stream');
  });

  it('refuses a token without read (403) and an unknown one (401)', async () => {
    const person = await t.f.person();
    const clockOnly = await tokenOf(person, ['clock']);
    const refused = await get({ authorization: `Bearer ${clockOnly.token}` });
    expect(refused.statusCode).toBe(403);
    refused.resume();
    const unknown = await get({ authorization: 'Bearer tt_pat_unknown' });
    expect(unknown.statusCode).toBe(401);
    unknown.resume();
  });
});
