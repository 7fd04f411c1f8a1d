// Web Push: the key, the subscriptions (self only, checked endpoints and keys, at most 10), and deliveries end to
// end against a push service on loopback that decrypts each payload with the subscription's keys (RFC 8291) and
// verifies the VAPID signature (RFC 8292); 410 removes the subscription; a hanging service delays nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sendDuePushes, type PushWorkerOptions } from '../../jobs/push.js';
import type { UserRow } from '../../db/schema.js';
import { checkReminders } from '../../jobs/reminders.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import { testDatabaseKind } from '../../test/database.js';

let t: TestApp;
let service: PushService;
let admin: UserRow;
let manager: UserRow;
let employee: UserRow;
const warnings: unknown[] = [];
const logger = { warn: (entry: unknown) => warnings.push(entry) };
const options = (overrides: Partial<PushWorkerOptions> = {}): PushWorkerOptions => ({
  allowPrivate: true,
  timeoutMs: 2000,
  retryBaseMs: 10,
  subject: 'mailto:ops@example.test',
  zone: 'UTC',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE: 'true' } });
  service = await startPushService();
  admin = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  employee = await t.f.buildUser();
  await t.f.buildTeam({ manager, members: [employee] });
});
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('GET /push/key', () => {
  it('is public and the same on every read (and on every instance)', async () => {
    const first = await t.send('GET', '/push/key', {});
    expect(first.statusCode).toBe(200);
    const key = first.json().data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await t.send('GET', '/push/key', {})).json().data.public_key).toBe(key);
    if (testDatabaseKind() === 'postgres') expect((await t.send('GET', '/push/key', {}, await t.another())).json().data.public_key).toBe(key);
  });
});

describe('push subscriptions', () => {
  it('401 without credentials, 403 for another person, 404 for nobody', async () => {
    const device = service.device();
    expect((await t.send('POST', `/users/${employee.id}/push-subscriptions`, {}, device)).statusCode).toBe(401);
    expect((await t.sendAs(manager, 'POST', `/users/${employee.id}/push-subscriptions`, device)).statusCode).toBe(403);
    expect((await t.sendAs(admin, 'GET', `/users/${employee.id}/push-subscriptions`)).statusCode).toBe(403);
    expect((await t.sendAs(admin, 'POST', '/users/999999/push-subscriptions', device)).statusCode).toBe(404);
  });

  it('subscribes, lists and deletes one’s own browsers', async () => {
    const device = service.device();
    const created = await t.sendAs(employee, 'POST', `/users/${employee.id}/push-subscriptions`, device);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: number };
    expect(created.json().data).toEqual({ id, created_at: expect.any(String) });
    // The same browser again: the same subscription, its keys replaced.
    const again = await t.sendAs(employee, 'POST', `/users/${employee.id}/push-subscriptions`, { ...device, keys: service.device().keys });
    expect(again.json().data.id).toBe(id);
    const list = await t.sendAs(employee, 'GET', `/users/${employee.id}/push-subscriptions`);
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await t.sendAs(manager, 'DELETE', `/users/${employee.id}/push-subscriptions/${id}`)).statusCode).toBe(403);
    expect((await t.sendAs(employee, 'DELETE', `/users/${employee.id}/push-subscriptions/${id}`)).statusCode).toBe(204);
    expect((await t.sendAs(employee, 'DELETE', `/users/${employee.id}/push-subscriptions/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad endpoints and keys with the field’s code', async () => {
    const device = service.device();
    const post = (body: unknown) => t.sendAs(employee, 'POST', `/users/${employee.id}/push-subscriptions`, body);
    expect(codes(await post({ ...device, endpoint: 'not a url' }))).toMatchObject({ endpoint: ['invalid'] });
    expect(codes(await post({ ...device, endpoint: 'ftp://push.example.test/x' }))).toMatchObject({ endpoint: ['not_https'] });
    expect(codes(await post({ ...device, keys: { ...device.keys, p256dh: Buffer.alloc(64, 4).toString('base64url') } }))).toMatchObject({ 'keys.p256dh': ['invalid'] });
    expect(codes(await post({ ...device, keys: { ...device.keys, auth: Buffer.alloc(15).toString('base64url') } }))).toMatchObject({ 'keys.auth': ['invalid'] });
    expect(codes(await post({ ...device, keys: { ...device.keys, auth: '***' } }))).toMatchObject({ 'keys.auth': ['invalid'] });
    expect((await post({ endpoint: device.endpoint })).statusCode).toBe(422);
  });

  it('refuses http and private addresses unless PUSH_ALLOW_PRIVATE', async () => {
    const strict = await createTestApp();
    try {
      const person = await strict.f.buildUser();
      const device = service.device();
      const post = (endpoint: string) => strict.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, { ...device, endpoint });
      expect(codes(await post(device.endpoint))).toMatchObject({ endpoint: ['not_https'] });
      expect(codes(await post('https://127.0.0.1/push/x'))).toMatchObject({ endpoint: ['private_address'] });
      expect(codes(await post('https://10.1.2.3/push/x'))).toMatchObject({ endpoint: ['private_address'] });
      expect(codes(await post('https://[::1]/push/x'))).toMatchObject({ endpoint: ['private_address'] });
    } finally {
      await strict.close();
    }
  });

  it('takes at most 10 browsers per person: the 11th is 409 conflict', async () => {
    const person = await t.f.buildUser();
    for (let index = 0; index < 10; index += 1) {
      expect((await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, service.device())).statusCode).toBe(201);
    }
    const eleventh = await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, service.device());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('conflict');
  });
});

describe('deliveries', () => {
  it('pushes a reminder encrypted to the browser, signed with the service’s key, in the person’s language', async () => {
    const person = await t.f.buildUser();
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', person.id).execute();
    const device = service.device();
    expect((await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, device)).statusCode).toBe(201);
    await t.sendAs(admin, 'PUT', '/settings/reminders', { open_after_minutes: 60, missing_day_after: null, auto_close_after_minutes: null });
    const start = new Date(Date.now() - 2 * 3_600_000);
    await t.db.insertInto('working_times').values({ user_id: person.id, start, end: null }).execute();
    const before = service.received.length;
    const outcome = await checkReminders(t.db, { appTimezone: 'UTC', holidaysRegion: undefined, publicUrl: t.config.publicUrl }, new Date());
    expect(outcome.pushes).toBe(1);
    const round = await sendDuePushes(t.db, options(), logger);
    expect(round).toMatchObject({ delivered: 1, removed: 0 });
    await service.waitFor(before + 1);
    const push = service.received[before]!;
    expect(push.path).toBe(new URL(device.endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.payload()).toEqual({
      kind: 'reminder_open_period',
      title: 'Toujours au travail ?',
      body: expect.stringContaining('pas votre départ'),
      url: '/',
    });
    const { claims, publicKey } = push.vapid();
    expect(publicKey).toBe((await t.send('GET', '/push/key', {})).json().data.public_key);
    expect(claims.aud).toBe(new URL(service.url).origin);
    expect(claims.sub).toBe('mailto:ops@example.test');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // Delivered once: nothing is left to send.
    expect((await sendDuePushes(t.db, options(), logger)).claimed).toBe(0);
  });

  it('pushes the decision on a request to its requester and a new request to its reviewers', async () => {
    const reviewerDevice = service.device();
    const requesterDevice = service.device();
    expect((await t.sendAs(manager, 'POST', `/users/${manager.id}/push-subscriptions`, reviewerDevice)).statusCode).toBe(201);
    expect((await t.sendAs(employee, 'POST', `/users/${employee.id}/push-subscriptions`, requesterDevice)).statusCode).toBe(201);
    const day = new Date(Date.now() - 3 * 24 * 3_600_000);
    const requested = await t.sendAs(employee, 'POST', '/corrections', {
      start: new Date(day.getTime()).toISOString(),
      end: new Date(day.getTime() + 3_600_000).toISOString(),
      reason: 'Forgot to clock in',
      client_id: randomUUID(),
    });
    expect(requested.statusCode).toBe(201);
    const before = service.received.length;
    await sendDuePushes(t.db, options(), logger);
    const toReviewer = service.received.slice(before).find((push) => push.path === new URL(reviewerDevice.endpoint).pathname);
    expect(toReviewer?.payload()).toMatchObject({ kind: 'correction_requested', url: '/reviews' });
    const approved = await t.sendAs(manager, 'PUT', `/corrections/${requested.json().data.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const middle = service.received.length;
    await sendDuePushes(t.db, options(), logger);
    const toRequester = service.received.slice(middle).find((push) => push.path === new URL(requesterDevice.endpoint).pathname);
    expect(toRequester?.payload()).toMatchObject({ kind: 'correction_approved', title: 'Request approved', url: '/hours' });
  });

  it('honours push: false', async () => {
    const person = await t.f.buildUser();
    expect((await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, service.device())).statusCode).toBe(201);
    await t.sendAs(person, 'PUT', `/users/${person.id}/preferences`, { reminders: { push: false } });
    await t.db.insertInto('working_times').values({ user_id: person.id, start: new Date(Date.now() - 2 * 3_600_000), end: null }).execute();
    const outcome = await checkReminders(t.db, { appTimezone: 'UTC', holidaysRegion: undefined, publicUrl: t.config.publicUrl }, new Date());
    expect(outcome.open_period).toBe(1);
    expect(outcome.pushes).toBe(0);
  });

  // Deliveries are written due from the writer's millisecond clock, as enqueuePush does: the column's default,
  // the database's now(), counts microseconds and would be later than a worker asking in the same millisecond.
  it('removes the subscription when the push service answers 410', async () => {
    const person = await t.f.buildUser();
    const created = await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, service.device());
    const id = created.json().data.id as number;
    await t.db.insertInto('push_deliveries').values({ subscription_id: id, kind: 'reminder_missing_day', data: JSON.stringify({ date: '2026-01-05' }), next_attempt_at: new Date() }).execute();
    service.answer = 410;
    try {
      expect(await sendDuePushes(t.db, options(), logger)).toMatchObject({ removed: 1 });
    } finally {
      service.answer = 201;
    }
    expect((await t.sendAs(person, 'GET', `/users/${person.id}/push-subscriptions`)).json().data).toEqual([]);
    expect(await t.db.selectFrom('push_deliveries').selectAll().where('subscription_id', '=', id).execute()).toEqual([]);
  });

  it('a push service that hangs or fails is tried a few times, then given up and logged, delaying no other push', async () => {
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const person = await t.f.buildUser();
      const good = service.device();
      const bad = { ...service.device(), endpoint: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/push/hang` };
      const goodId = (await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, good)).json().data.id as number;
      const badId = (await t.sendAs(person, 'POST', `/users/${person.id}/push-subscriptions`, bad)).json().data.id as number;
      for (const id of [goodId, badId]) {
        await t.db.insertInto('push_deliveries').values({ subscription_id: id, kind: 'reminder_missing_day', data: JSON.stringify({ date: '2026-01-05' }), next_attempt_at: new Date() }).execute();
      }
      let clock = new Date();
      const fast = options({ timeoutMs: 150, now: () => clock });
      const first = await sendDuePushes(t.db, fast, logger);
      expect(first).toMatchObject({ delivered: 1, retried: 1 });
      for (let attempt = 2; attempt <= 4; attempt += 1) {
        clock = new Date(clock.getTime() + 60_000);
        await sendDuePushes(t.db, fast, logger);
      }
      expect(await t.db.selectFrom('push_deliveries').selectAll().where('subscription_id', '=', badId).execute()).toEqual([]);
      expect(warnings.some((entry) => (entry as { subscription_id?: number }).subscription_id === badId)).toBe(true);
      // The subscription stays: a push service that failed has not forgotten it.
      expect((await t.sendAs(person, 'GET', `/users/${person.id}/push-subscriptions`)).json().data).toHaveLength(2);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
