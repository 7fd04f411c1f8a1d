// The offline queue against the real service over HTTP: actions kept across a restart while the service
// is unreachable, replayed in order exactly once (the database says so), a lost answer replayed without
// creating anything, refusals set aside without blocking the rest, an ended session pausing the queue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, NotSignedInError, type StorageAdapter, type TimetrackClient } from './index.js';
import { fileStorage } from './node.js';
import { backoffDelay, DAY_MS, QUEUE_KEY } from './queue.js';
import { DEFAULT_PASSWORD, startService, type Service } from './test/service.js';

let service: Service;
const folders: string[] = [];
const clients: TimetrackClient[] = [];
beforeAll(async () => {
  service = await startService();
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.queue.stop();
  await service.relay.up();
});
afterAll(async () => {
  await service.close();
  // A send stopped mid-way may still be writing its last state: removal retries until it has.
  for (const dir of folders) await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'timetrack-queue-'));
  folders.push(dir);
  return dir;
}

function client(storage: StorageAdapter): TimetrackClient {
  const created = createClient({ baseUrl: service.relay.baseUrl, mode: 'token', storage });
  clients.push(created);
  return created;
}

async function signedIn(storage: StorageAdapter = memoryStorage()) {
  const user = await service.t.f.buildUser();
  const signed = client(storage);
  await signed.login({ email: user.email!, password: DEFAULT_PASSWORD });
  return { client: signed, user };
}

function clockRecords(userId: number) {
  return service.t.db
    .selectFrom('clock_records')
    .select(['client_id', 'kind', 'status', 'time'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('offline queue', () => {
  it('keeps actions across a restart while the service is down, then replays them in order, each once', async () => {
    const dir = await folder();
    const { client: first, user } = await signedIn(fileStorage(dir));
    await service.relay.down();
    const results = [];
    for (const input of [
      { kind: 'clock', user_id: user.id, action: 'in' },
      { kind: 'break', user_id: user.id, action: 'start' },
      { kind: 'break', user_id: user.id, action: 'end' },
    ] as const) {
      results.push(await first.queue.submit(input));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct times
    }
    expect(results.map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
    const queued = first.queue.pending();
    expect(queued.map((a) => a.input.kind)).toEqual(['clock', 'break', 'break']);
    expect(queued.every((a) => a.owner_id === user.id)).toBe(true);
    // Each submission tried to send the head, which keeps the others behind it.
    expect(queued.map((a) => a.attempts)).toEqual([3, 0, 0]);

    // The process restarts: a new client on the same folder finds the actions and the session.
    const restarted = client(fileStorage(dir));
    expect((await restarted.resume())?.id).toBe(user.id);
    expect((await restarted.queue.sync()).pending).toBe(3); // still down
    expect(restarted.queue.pending().map((a) => a.client_id)).toEqual(queued.map((a) => a.client_id));

    await service.relay.up();
    expect(await restarted.queue.sync()).toEqual({ delivered: 3, rejected: 0, pending: 0 });
    expect(restarted.queue.pending()).toEqual([]);
    const records = await clockRecords(user.id);
    expect(records.map((r) => r.client_id)).toEqual(queued.map((a) => a.client_id));
    expect(records.map((r) => [r.kind, r.status])).toEqual([
      ['work', true],
      ['break', true],
      ['break', false],
    ]);
    // The times are those of the moments the person acted, not of the replay.
    expect(records.map((r) => r.time.toISOString())).toEqual(queued.map((a) => a.time));
    expect(service.relay.count(`POST /api/clocks/${user.id}`)).toBe(1);
  });

  it('replays an action whose answer was lost: delivered (200), nothing new created', async () => {
    const { client: signed, user } = await signedIn();
    service.relay.loseAnswers(`POST /api/clocks/${user.id}`);
    const first = await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    expect(first.status).toBe('queued');
    expect(await clockRecords(user.id)).toHaveLength(1); // the service did it

    expect(await signed.queue.sync()).toEqual({ delivered: 1, rejected: 0, pending: 0 });
    expect(service.relay.count(`POST /api/clocks/${user.id}`)).toBe(2);
    const records = await clockRecords(user.id);
    expect(records.map((r) => r.client_id)).toEqual([first.action.client_id]);
    const workingTimes = await service.t.db.selectFrom('working_times').select('id').where('user_id', '=', user.id).execute();
    expect(workingTimes).toHaveLength(1);
  });

  it('answers delivered with the record when the service is reachable', async () => {
    const { client: signed, user } = await signedIn();
    const result = await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    expect(result.status).toBe('delivered');
    if (result.status !== 'delivered') return;
    expect(result.record).toMatchObject({
      user_id: user.id,
      status: true,
      client_id: result.action.client_id,
      time: result.action.time,
    });
    expect(signed.queue.pending()).toEqual([]);
  });

  it('sets a refused action aside with the service error and goes on with the next ones', async () => {
    const { client: signed, user } = await signedIn();
    await service.relay.down();
    await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'out' }); // not clocked in: 409
    await signed.queue.submit({ kind: 'clock', user_id: user.id + 100_000, action: 'in' }); // someone else: 403 or 404
    await signed.queue.submit({ kind: 'correction', body: { start: 'yesterday', end: 'today', reason: 'x' } }); // 422
    await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    await service.relay.up();
    let changes = 0;
    signed.queue.on('change', () => (changes += 1));
    expect(await signed.queue.sync()).toEqual({ delivered: 1, rejected: 3, pending: 0 });
    expect(changes).toBeGreaterThan(0);
    const rejected = signed.queue.rejected();
    expect(rejected.map((a) => [a.error.status, a.error.code])).toEqual([
      [409, 'not_clocked_in'],
      [expect.any(Number), expect.stringMatching(/^(forbidden|not_found)$/)],
      [422, 'validation_failed'],
    ]);
    expect(rejected[2]!.error.details).toBeDefined();
    expect((await clockRecords(user.id)).map((r) => r.status)).toEqual([true]);

    await signed.queue.dismiss(rejected[0]!.client_id);
    expect(signed.queue.rejected().map((a) => a.client_id)).toEqual(rejected.slice(1).map((a) => a.client_id));
  });

  it('delivers corrections with their client_id, once', async () => {
    const { client: signed, user } = await signedIn();
    service.relay.loseAnswers('POST /api/corrections');
    const body = { start: '2026-01-05 08:00:00', end: '2026-01-05 16:00:00', reason: 'Forgot to clock' };
    const first = await signed.queue.submit({ kind: 'correction', body });
    expect(first.status).toBe('queued');
    expect(await signed.queue.sync()).toMatchObject({ delivered: 1 });
    const corrections = await service.t.db.selectFrom('corrections').select('client_id').where('user_id', '=', user.id).execute();
    expect(corrections.map((c) => c.client_id)).toEqual([first.action.client_id]);
  });

  it('pauses when the session ends and keeps the actions for the same person', async () => {
    const storage = memoryStorage();
    const { client: signed, user } = await signedIn(storage);
    await service.relay.down();
    await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    await service.relay.up();
    await service.t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', user.id).execute();
    signed.queue.start();
    expect(await signed.queue.sync()).toEqual({ delivered: 0, rejected: 0, pending: 1 });
    expect(signed.user).toBeNull();
    await expect(signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'out' })).rejects.toBeInstanceOf(
      NotSignedInError,
    );

    // Someone else signs in on this device: the first person's action waits.
    const other = await service.t.f.buildUser();
    await signed.login({ email: other.email!, password: DEFAULT_PASSWORD });
    expect(await signed.queue.sync()).toMatchObject({ delivered: 0, pending: 1 });
    await signed.logout();

    // The same person again: the queue resumes by itself.
    const delivered = new Promise<void>((resolve) =>
      signed.queue.on('change', () => signed.queue.pending().length === 0 && resolve()),
    );
    await signed.login({ email: user.email!, password: DEFAULT_PASSWORD });
    await delivered;
    expect((await clockRecords(user.id)).map((r) => r.status)).toEqual([true]);
  });

  it('keeps the action at the head on 503 and waits for Retry-After', async () => {
    const { client: signed, user } = await signedIn();
    const key = `POST /api/clocks/${user.id}`;
    service.relay.answer(key, 503, { 'retry-after': '1' });
    const result = await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    expect(result.status).toBe('queued');
    expect(await signed.queue.sync()).toEqual({ delivered: 0, rejected: 0, pending: 1 });
    expect(service.relay.count(key)).toBe(1); // not sent again before Retry-After
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await signed.queue.sync()).toEqual({ delivered: 1, rejected: 0, pending: 0 });
    expect(signed.queue.pending()).toEqual([]);
  });

  it('retries by itself once started: after a failure with backoff, and after any successful request', async () => {
    const { client: signed, user } = await signedIn();
    await service.relay.down();
    await signed.queue.submit({ kind: 'clock', user_id: user.id, action: 'in' });
    signed.queue.start();
    // Failures in a row (these passes run after the one start() began): the next automatic try is minutes away.
    for (let i = 0; i < 6; i++) await signed.queue.sync();
    await service.relay.up();
    const delivered = new Promise<void>((resolve) =>
      signed.queue.on('change', () => signed.queue.pending().length === 0 && resolve()),
    );
    // Any successful request shows the service is back; the queue does not wait for its backoff.
    expect((await signed.api.GET('/auth/me')).response.status).toBe(200);
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('not replayed after a success')), 3_000));
    await Promise.race([delivered, late]);
    expect(await clockRecords(user.id)).toHaveLength(1);
  });

  it('never sends one action twice at once: two clients on one folder drain together', async () => {
    const dir = await folder();
    const { client: first, user } = await signedIn(fileStorage(dir));
    await service.relay.down();
    for (const action of ['in', 'out', 'in', 'out'] as const) {
      await first.queue.submit({ kind: 'clock', user_id: user.id, action });
    }
    await service.relay.up();
    const second = client(fileStorage(dir));
    await second.resume();
    const [a, b] = await Promise.all([first.queue.sync(), second.queue.sync()]);
    expect(a.delivered + b.delivered).toBe(4);
    expect(service.relay.count(`POST /api/clocks/${user.id}`)).toBe(4); // the tries while down never arrived
    expect((await clockRecords(user.id)).map((r) => r.status)).toEqual([true, false, true, false]);
  });

  it('warns about pending actions nearing the service limit of 7 days', async () => {
    const storage = memoryStorage();
    const { user } = await signedIn(storage);
    const old = new Date(Date.now() - 6.5 * DAY_MS).toISOString();
    const recent = new Date().toISOString();
    const action = (client_id: string, time: string) => ({
      client_id,
      time,
      owner_id: user.id,
      enqueued_at: time,
      attempts: 1,
      input: { kind: 'clock', user_id: user.id, action: 'in' },
    });
    await storage.set(QUEUE_KEY, JSON.stringify({ pending: [action('old', old), action('recent', recent)], rejected: [] }));
    const reopened = client(storage);
    await reopened.resume();
    await service.relay.down();
    await reopened.queue.sync();
    expect(reopened.queue.nearingLimit().map((a) => a.client_id)).toEqual(['old']);
  });

  it('backs off exponentially, capped at 5 minutes, with jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(4, () => 1)).toBe(8_000);
    expect(backoffDelay(30, () => 1)).toBe(300_000);
    expect(backoffDelay(30, () => 0)).toBe(150_000);
  });
});
