// Terminal mode against the real service over HTTP: pairing keeps the terminal's credential in the storage
// (and a restart finds it), a tap answers the greeting, a wrong PIN and a locked badge come back refused
// without being kept, taps made while the service is unreachable are kept with their time and replayed in
// order (then nothing of them, badge or PIN, stays in the storage), and a revoked terminal forgets its
// credential and says so.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, NotSignedInError, type StorageAdapter, type TerminalClockResult, type TimetrackClient } from './index.js';
import { QUEUE_KEY } from './queue.js';
import { SESSION_KEY } from './session.js';
import { DEFAULT_PASSWORD, startService, type Service } from './test/service.js';

let service: Service;
let admin: Awaited<ReturnType<Service['t']['f']['buildUser']>>;
const clients: TimetrackClient[] = [];
let badges = 1000;

beforeAll(async () => {
  service = await startService();
  admin = await service.t.f.buildUser({ role: 'general_manager' });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.queue.stop();
  await service.relay.up();
});
afterAll(async () => {
  await service.close();
});

function terminalClient(storage: StorageAdapter = memoryStorage()): TimetrackClient {
  const created = createClient({ baseUrl: service.relay.baseUrl, mode: 'terminal', storage });
  clients.push(created);
  return created;
}

async function registered(name = 'Entrance'): Promise<{ id: number; code: string }> {
  const answer = await service.t.sendAs(admin, 'POST', '/terminals', { name });
  expect(answer.statusCode).toBe(201);
  const { data } = answer.json() as { data: { id: number; pairing_code: string } };
  return { id: data.id, code: data.pairing_code };
}

/** A person with a fresh badge and PIN 2468. */
async function badgeHolder(name = 'Tess Tapper') {
  const user = await service.t.f.buildUser({ name });
  const badge = String((badges += 1));
  expect((await service.t.sendAs(admin, 'PUT', `/users/${user.id}/badge`, { badge })).statusCode).toBe(204);
  const pin = await service.t.sendAs(user, 'PUT', `/users/${user.id}/pin`, { pin: '2468', current_password: DEFAULT_PASSWORD });
  expect(pin.statusCode).toBe(204);
  return { user, badge, pin: '2468' };
}

function clockRecords(userId: number) {
  return service.t.db
    .selectFrom('clock_records')
    .select(['client_id', 'kind', 'status', 'time', 'source', 'terminal_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('terminal mode', () => {
  it('pairs once, keeps the credential across a restart, and clocks a person by badge and PIN', async () => {
    const storage = memoryStorage();
    const terminal = terminalClient(storage);
    expect(await terminal.terminal.resume()).toBeNull();
    await expect(terminal.terminal.clock({ badge: '1', pin: '0000' })).rejects.toBeInstanceOf(NotSignedInError);
    const { id, code } = await registered('Front door');
    expect(await terminal.terminal.pair(code)).toEqual({ terminal_id: id, name: 'Front door' });
    // Single use.
    await expect(terminalClient().terminal.pair(code)).rejects.toMatchObject({ status: 404, code: 'not_found' });

    const restarted = terminalClient(storage);
    expect(await restarted.terminal.resume()).toEqual({ terminal_id: id, name: 'Front door' });
    const { user, badge, pin } = await badgeHolder();
    const result = await restarted.terminal.clock({ badge, pin });
    expect(result.status).toBe('delivered');
    if (result.status !== 'delivered') return;
    const greeting = result.record as TerminalClockResult;
    expect(greeting).toMatchObject({ name: 'Tess Tapper', status: true, on_break: false });
    expect(greeting.record).toMatchObject({ source: 'terminal', terminal_id: id, client_id: result.action.client_id, time: result.action.time });
    // What the caller gets back carries no PIN.
    expect(JSON.stringify(result)).not.toContain(pin);

    const onBreak = await restarted.terminal.break({ badge, pin });
    expect(onBreak.status === 'delivered' && (onBreak.record as TerminalClockResult).on_break).toBe(true);
    expect((await clockRecords(user.id)).map((r) => [r.kind, r.status, r.source])).toEqual([
      ['work', true, 'terminal'],
      ['break', true, 'terminal'],
    ]);
  });

  it('answers a wrong PIN and a locked badge as refusals, keeping nothing of them', async () => {
    const terminal = terminalClient();
    await terminal.terminal.pair((await registered()).code);
    const { user, badge, pin } = await badgeHolder();
    const wrong = await terminal.terminal.clock({ badge, pin: '0000' });
    expect(wrong).toMatchObject({ status: 'rejected', action: { error: { status: 403, code: 'wrong_pin' } } });
    for (let attempt = 2; attempt <= 5; attempt += 1) await terminal.terminal.clock({ badge, pin: '0000' });
    const locked = await terminal.terminal.clock({ badge, pin });
    expect(locked.status).toBe('rejected');
    if (locked.status !== 'rejected') return;
    expect(locked.action.error.status).toBe(429);
    expect(locked.action.error.retry_after).toBeGreaterThan(0);
    expect(terminal.queue.pending()).toEqual([]);
    expect(terminal.queue.rejected()).toEqual([]);
    expect(await clockRecords(user.id)).toEqual([]);
  });

  it('keeps taps while the service is unreachable and replays them in order with their times; then nothing of them stays', async () => {
    const storage = memoryStorage();
    const terminal = terminalClient(storage);
    const { id } = { id: (await terminal.terminal.pair((await registered()).code)).terminal_id };
    const first = await badgeHolder('First');
    const second = await badgeHolder('Second');
    await service.relay.down();
    const taps = [];
    for (const person of [first, second, first]) {
      taps.push(await terminal.terminal.clock({ badge: person.badge, pin: person.pin }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(taps.map((tap) => tap.status)).toEqual(['queued', 'queued', 'queued']);
    expect(terminal.queue.pending()).toHaveLength(3);
    // Waiting taps hold the PIN (they must be sent), in the queue's storage only.
    expect(await storage.get(QUEUE_KEY)).toContain('2468');
    expect(await storage.get(SESSION_KEY)).not.toContain('2468');

    await service.relay.up();
    expect(await terminal.queue.sync()).toEqual({ delivered: 3, rejected: 0, pending: 0 });
    const firstRecords = await clockRecords(first.user.id);
    expect(firstRecords.map((r) => [r.status, r.source, r.terminal_id])).toEqual([
      [true, 'terminal', id],
      [false, 'terminal', id],
    ]);
    expect(firstRecords.map((r) => r.time.toISOString())).toEqual([taps[0]!.action.time, taps[2]!.action.time]);
    expect((await clockRecords(second.user.id)).map((r) => r.time.toISOString())).toEqual([taps[1]!.action.time]);
    expect(await storage.get(QUEUE_KEY)).not.toContain('2468');
    expect(await storage.get(QUEUE_KEY)).not.toContain(first.badge);
  });

  it('a revoked terminal forgets its credential and says so; its credential is refused elsewhere', async () => {
    const storage = memoryStorage();
    const terminal = terminalClient(storage);
    const { id, code } = await registered();
    await terminal.terminal.pair(code);
    const token = (JSON.parse((await storage.get(SESSION_KEY))!) as { access_token: string }).access_token;
    const elsewhere = await fetch(`${service.relay.baseUrl}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(elsewhere.status).toBe(401);

    let unpaired = 0;
    terminal.on('terminal-unpaired', () => (unpaired += 1));
    expect((await service.t.sendAs(admin, 'DELETE', `/terminals/${id}`)).statusCode).toBe(204);
    const { badge, pin } = await badgeHolder();
    const tap = await terminal.terminal.clock({ badge, pin });
    expect(tap.status).toBe('queued');
    expect(unpaired).toBe(1);
    expect(terminal.terminal.identity).toBeNull();
    expect(await storage.get(SESSION_KEY)).toBeNull();
    expect(await terminalClient(storage).terminal.resume()).toBeNull();
  });
});
