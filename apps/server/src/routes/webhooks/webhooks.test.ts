// Webhooks: the routes, the events the triggers write for each action, and the delivery worker against real
// HTTP receivers on loopback (signature, retries after a 500 and a timeout, the same event id, manual retry,
// private addresses, restarts, two instances).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress } from '../../commands/webhooks/address.js';
import { MAX_TRIES, RETRY_WAITS } from '../../commands/webhooks/schedule.js';
import { startWebhookWorker, type WebhookWorkerOptions } from '../../jobs/webhooks/worker.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, testConfig, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';

/**
 * The workers' logger: an outcome the worker could not record fails the test that made the try (it would
 * otherwise show only as a delivery left leased, and the test as a timeout); other warnings are expected.
 */
const lostOutcomes: string[] = [];
const logger = {
  warn: (fields: { err?: unknown }, line?: string) => {
    if (line?.startsWith('a webhook delivery could not be recorded')) lostOutcomes.push(`${line}: ${String(fields.err)}`);
  },
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on loopback; `answer` decides each response (default 204). */
class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => Promise<number> | number = () => 204;
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.received.push(entry);
        void Promise.resolve(this.answer(entry)).then((status) => {
          if (!response.destroyed) response.writeHead(status).end('ok');
        });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  bodies(): { id: string; type: string; created_at: string; data: any }[] {
    return this.received.map((entry) => JSON.parse(entry.body));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The check the README gives receivers, word for word. */
function isFromTimetrack(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  // Refuse old (replayed) deliveries: 5 minutes of tolerance.
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Within the test's 30 s, so that a wait that never ends fails as such. */
async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let t: TestApp;
let admin: UserRow;
let manager: UserRow;
let employee: UserRow;
const stops: (() => Promise<void>)[] = [];
const receivers: Receiver[] = [];

function worker(db: Db = t.db, options: Partial<WebhookWorkerOptions> = {}) {
  const stop = startWebhookWorker(
    db,
    { secretBox: t.app.secretBox, allowPrivate: true, timeoutMs: 400, retryBaseMs: 40, intervalMs: 30, ...options },
    logger,
  );
  stops.push(stop);
  return stop;
}

/** A second connection pool to the same database, as another process would have (PostgreSQL). */
async function anotherDatabase(): Promise<Db> {
  const handle = await t.testDatabase.openAnother();
  closing.push(() => handle.close());
  return handle.db;
}
const closing: (() => Promise<void>)[] = [];

async function receiver(): Promise<Receiver> {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
}

async function createHook(url: string, events: string[] = ['clock.created']) {
  const created = await t.sendAs(admin, 'POST', '/webhooks', { url, events, description: 'Payroll' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; secret: string; url: string };
}

async function deliveriesOf(webhookId: number) {
  const listed = await t.sendAs(admin, 'GET', `/webhooks/${webhookId}/deliveries`);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().data as { id: string; event_id: string; type: string; status: string; attempts: any[] }[];
}

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  admin = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  employee = await t.f.buildUser();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const r of receivers.splice(0)) await r.stop();
  for (const close of closing.splice(0)) await close();
  // Each test starts without webhooks.
  await t.db.updateTable('webhooks').set({ deleted_at: new Date() }).where('deleted_at', 'is', null).execute();
  expect(lostOutcomes.splice(0)).toEqual([]);
});
afterAll(() => t.close());

describe('webhook routes', () => {
  it('creates (secret once, ping signed as the README says), lists, deletes', async () => {
    const r = await receiver();
    worker();
    const hook = await createHook(r.url, ['clock.created', 'user.invited']);
    expect(hook.secret).toMatch(/^whsec_/);
    const ping = await waitFor(() => r.received[0]);
    expect(ping.headers['timetrack-event']).toBe('ping');
    expect(ping.headers['content-type']).toBe('application/json');
    expect(isFromTimetrack(hook.secret, ping.headers['timetrack-signature'] as string, ping.body)).toBe(true);
    expect(isFromTimetrack('whsec_other', ping.headers['timetrack-signature'] as string, ping.body)).toBe(false);
    expect(isFromTimetrack(hook.secret, ping.headers['timetrack-signature'] as string, `${ping.body} `)).toBe(false);
    const body = JSON.parse(ping.body);
    expect(body).toMatchObject({ type: 'ping', data: { webhook: { id: hook.id, url: r.url } } });
    expect(ping.headers['timetrack-delivery']).toBe((await deliveriesOf(hook.id))[0]!.id);

    const listed = await t.sendAs(admin, 'GET', '/webhooks');
    expect(listed.json().data).toEqual([
      {
        id: hook.id,
        url: r.url,
        events: ['clock.created', 'user.invited'],
        description: 'Payroll',
        created_by: admin.id,
        created_by_name: admin.name,
        created_at: expect.any(String),
        status: 'active',
        paused_at: null,
      },
    ]);
    const delivered = await waitFor(async () => (await deliveriesOf(hook.id)).find((d) => d.status === 'delivered'));
    expect(delivered).toMatchObject({ type: 'ping', event_id: body.id, attempts: [{ status_code: 204, error: null }] });

    expect((await t.sendAs(admin, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await t.sendAs(admin, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'GET', '/webhooks')).json().data).toEqual([]);
  });

  it('refuses: 401 without credentials, 403 to others than general managers, 404, 422', async () => {
    const r = await receiver();
    const hook = await createHook(r.url);
    const [ping] = await deliveriesOf(hook.id);
    const routes: [string, string, unknown?][] = [
      ['POST', '/webhooks', { url: r.url, events: ['clock.created'] }],
      ['GET', '/webhooks'],
      ['DELETE', `/webhooks/${hook.id}`],
      ['GET', `/webhooks/${hook.id}/deliveries`],
      ['POST', `/webhooks/${hook.id}/deliveries/${ping!.id}/retry`],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.send(method as 'GET', url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.sendAs(manager, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.sendAs(employee, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.sendAs(admin, 'DELETE', '/webhooks/999999')).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'GET', '/webhooks/999999/deliveries')).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'POST', `/webhooks/999999/deliveries/${ping!.id}/retry`)).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'POST', `/webhooks/${hook.id}/deliveries/${unknown}/retry`)).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'POST', `/webhooks/${hook.id}/deliveries/not-a-uuid/retry`)).statusCode).toBe(404);

    const create = (body: unknown) => t.sendAs(admin, 'POST', '/webhooks', body);
    expect(codes(await create({ url: r.url, events: [] }))).toEqual({ events: ['too_short'] });
    expect((await create({ url: r.url, events: ['clock.deleted'] })).statusCode).toBe(422);
    expect((await create({ url: r.url, events: ['ping'] })).statusCode).toBe(422);
    expect((await create({ events: ['clock.created'] })).statusCode).toBe(422);
    expect(codes(await create({ url: 'not a url', events: ['clock.created'] }))).toEqual({ url: ['invalid'] });
    expect(codes(await create({ url: 'ftp://example.com/x', events: ['clock.created'] }))).toEqual({ url: ['not_https'] });
    expect((await t.sendAs(admin, 'GET', `/webhooks/${hook.id}/deliveries?limit=0`)).statusCode).toBe(422);

    // Without WEBHOOK_ALLOW_PRIVATE: https only, public addresses only, after resolution.
    t.config.webhookAllowPrivate = false;
    try {
      expect(codes(await create({ url: r.url, events: ['clock.created'] }))).toEqual({ url: ['not_https'] });
      for (const url of [
        'https://127.0.0.1/x',
        'https://localhost/x',
        'https://10.1.2.3/x',
        'https://192.168.0.1/x',
        'https://169.254.169.254/latest',
        'https://100.64.0.1/x',
        'https://[::1]/x',
        'https://[fd00::1]/x',
        'https://[fe80::1]/x',
        'https://[::ffff:127.0.0.1]/x',
        'https://224.0.0.1/x',
        'https://0.0.0.0/x',
        'https://0x7f.1/x',
      ]) {
        expect(codes(await create({ url, events: ['clock.created'] })), url).toEqual({ url: ['private_address'] });
      }
    } finally {
      t.config.webhookAllowPrivate = true;
    }
  });

  it('classifies addresses with ipaddr.js and resolves names before deciding', async () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '::1', 'fc00::1', '::ffff:10.0.0.1', '100.100.0.1', 'ff02::1', '::']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    const rebinding = async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }];
    await expect(checkWebhookUrl('https://hooks.example.com/x', false, rebinding)).rejects.toMatchObject({ statusCode: 422 });
    const publicName = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(checkWebhookUrl('https://hooks.example.com/x', false, publicName)).resolves.toBeInstanceOf(URL);
  });
});

describe('webhook events', () => {
  it('writes nothing when no webhook subscribes', async () => {
    const before = await t.db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const after = await t.db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('sends every type of event, produced by its action, with the resource as the API presents it', async () => {
    const r = await receiver();
    // A try's limit that a loaded machine's loopback answer stays within: this test is about what is sent.
    worker(t.db, { timeoutMs: 1500 });
    const all = [
      'clock.created',
      'working_time.created',
      'working_time.updated',
      'working_time.deleted',
      'correction.approved',
      'correction.rejected',
      'week.validated',
      'week.reopened',
      'absence.created',
      'absence.deleted',
      'user.invited',
      'user.deleted',
    ];
    const hook = await createHook(r.url, all);
    const person = await t.f.buildUser();
    const clockIn = await t.sendAs(person, 'POST', `/clocks/${person.id}`, {});
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    const clockOut = await t.sendAs(person, 'POST', `/clocks/${person.id}`, {});
    expect(clockOut.statusCode, clockOut.body).toBe(201);

    const made = await t.sendAs(admin, 'POST', `/workingtime/${person.id}`, {
      start: '2026-10-05 08:00:00',
      end: '2026-10-05 12:00:00',
      breaks: [{ start: '2026-10-05 10:00:00', end: '2026-10-05 10:15:00' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const period = made.json().data;
    const edited = await t.sendAs(admin, 'PUT', `/workingtime/${period.id}`, { end: '2026-10-05 12:30:00' });
    expect(edited.statusCode, edited.body).toBe(200);

    const ask = (start: string, end: string) =>
      t.sendAs(person, 'POST', '/corrections', { start, end, reason: 'Forgot to clock' });
    const first = await ask('2026-10-06 08:00:00', '2026-10-06 12:00:00');
    expect(first.statusCode, first.body).toBe(201);
    const second = await ask('2026-10-07 08:00:00', '2026-10-07 12:00:00');
    expect((await t.sendAs(admin, 'PUT', `/corrections/${first.json().data.id}/approve`, {})).statusCode).toBe(200);
    expect((await t.sendAs(admin, 'PUT', `/corrections/${second.json().data.id}/reject`, { comment: 'No' })).statusCode).toBe(200);

    expect((await t.sendAs(admin, 'DELETE', `/workingtime/${period.id}`)).statusCode).toBe(204);

    const validated = await t.sendAs(admin, 'POST', `/users/${person.id}/week-validations`, { week_start: '2026-04-27' });
    expect(validated.statusCode, validated.body).toBe(201);
    const validationId = validated.json().data.id ?? validated.json().data[0]?.id;
    expect((await t.sendAs(admin, 'PUT', `/week-validations/${validationId}/reopen`, {})).statusCode).toBe(200);

    const absence = await t.sendAs(admin, 'POST', `/users/${person.id}/absences`, {
      absences: [{ type: 'vacation', start_date: '2026-12-21', end_date: '2026-12-24' }],
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect((await t.sendAs(admin, 'DELETE', `/absences/${absence.json().data[0].id}`)).statusCode).toBe(204);

    const invited = await t.sendAs(admin, 'POST', '/users', { email: 'webhook.invitee@example.test', name: 'Invitee', role: 'employee' });
    expect(invited.statusCode, invited.body).toBe(201);
    // Delivered before the account is deleted: the deletion erases what is still queued about the person.
    await waitFor(() => (r.bodies().some((b) => b.type === 'user.invited') ? true : undefined));
    expect((await t.sendAs(admin, 'DELETE', `/users/${invited.json().data.id}`)).statusCode).toBe(204);

    await waitFor(() => (new Set(r.bodies().map((b) => b.type)).size === all.length + 1 ? true : undefined));
    // Every delivery is made by then (the worker looks every 30 ms).
    await waitFor(async () => ((await deliveriesOf(hook.id)).every((d) => d.status === 'delivered') ? true : undefined));
    const bodies = r.bodies().filter((b) => b.type !== 'ping');
    const of = (type: string) => bodies.filter((b) => b.type === type);
    // A clock-in creates a clock record and a working time; a clock-out a clock record and the updated one.
    expect(of('clock.created').find((b) => b.data.id === clockIn.json().data.id)!.data).toEqual(clockIn.json().data);
    expect(of('clock.created').find((b) => b.data.id === clockOut.json().data.id)!.data).toEqual(clockOut.json().data);
    const clockedPeriod = clockIn.json().data.working_time_id;
    expect(of('working_time.created').find((b) => b.data.id === clockedPeriod)!.data).toMatchObject({ end: null, breaks: [] });
    expect(of('working_time.updated').find((b) => b.data.id === clockedPeriod)!.data.end).not.toBeNull();
    expect(of('working_time.created').find((b) => b.data.id === period.id)!.data).toEqual(period);
    expect(of('working_time.updated').find((b) => b.data.id === period.id)!.data).toEqual(edited.json().data);
    expect(of('working_time.deleted').find((b) => b.data.id === period.id)!.data).toEqual(edited.json().data);
    expect(of('correction.approved')[0]!.data).toMatchObject({ id: first.json().data.id, status: 'approved' });
    expect(of('correction.rejected')[0]!.data).toMatchObject({ id: second.json().data.id, status: 'rejected', review_comment: 'No' });
    expect(of('week.validated')[0]!.data).toMatchObject({ user_id: person.id, week_start: '2026-04-27', status: 'validated' });
    expect(of('week.reopened')[0]!.data).toMatchObject({ id: validationId, status: 'reopened' });
    expect(of('absence.created')[0]!.data).toEqual(absence.json().data[0]);
    expect(of('absence.deleted')[0]!.data).toEqual(absence.json().data[0]);
    expect(of('user.invited')[0]!.data).toMatchObject({ id: invited.json().data.id, email: 'webhook.invitee@example.test', status: 'invited' });
    expect(of('user.deleted')[0]!.data).toEqual({ id: invited.json().data.id, deleted_at: expect.any(String) });
    for (const entry of r.received.slice(1)) {
      expect(isFromTimetrack(hook.secret, entry.headers['timetrack-signature'] as string, entry.body)).toBe(true);
      expect(entry.headers['timetrack-event']).toBe(JSON.parse(entry.body).type);
    }
  });
});

describe('webhook deliveries', () => {
  it('retries after a 500 and after a timeout with the same body, then delivers; a manual retry sends it again', async () => {
    const r = await receiver();
    let calls = 0;
    r.answer = async () => {
      calls += 1;
      if (calls === 2) return 500;
      // The third try gets no answer within the time limit.
      if (calls === 3) await new Promise((resolve) => setTimeout(resolve, 1200));
      return 200;
    };
    worker();
    const hook = await createHook(r.url);
    await waitFor(() => r.received[0]); // the ping
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const delivery = await waitFor(async () => (await deliveriesOf(hook.id)).find((d) => d.type === 'clock.created' && d.status === 'delivered'));
    expect(delivery.attempts.map((a) => a.status_code)).toEqual([500, null, 200]);
    expect(delivery.attempts[1].error).toMatch(/no answer within 400 ms/);
    expect(delivery.attempts[0].error).toBe('answered 500');
    const sent = r.received.filter((entry) => entry.headers['timetrack-event'] === 'clock.created');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((entry) => entry.body)).size).toBe(1);
    expect(new Set(sent.map((entry) => entry.headers['timetrack-delivery'])).size).toBe(1);

    const retried = await t.sendAs(admin, 'POST', `/webhooks/${hook.id}/deliveries/${delivery.id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json().data).toMatchObject({ id: delivery.id, status: 'retrying' });
    await waitFor(() => r.received.filter((entry) => entry.headers['timetrack-event'] === 'clock.created').length === 4 || undefined);
    const again = r.received.at(-1)!;
    expect(again.body).toBe(sent[0]!.body);
    expect(JSON.parse(again.body).id).toBe(delivery.event_id);
    await waitFor(async () => ((await deliveriesOf(hook.id)).find((d) => d.id === delivery.id)!.attempts.length === 4 ? true : undefined));
  });

  it('gives up after 10 tries, on a schedule longer than a day', async () => {
    expect(MAX_TRIES).toBe(10);
    expect(RETRY_WAITS.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(24 * 60);
    const r = await receiver();
    r.answer = () => 503;
    worker(t.db, { retryBaseMs: 1 });
    const hook = await createHook(r.url);
    const failed = await waitFor(async () => (await deliveriesOf(hook.id)).find((d) => d.status === 'failed'), 15_000);
    expect(failed.attempts).toHaveLength(10);
    expect(r.received).toHaveLength(10);
  });

  it('refuses to send to a name that resolves to a private address at delivery time', async () => {
    worker(t.db, { allowPrivate: false, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    // Created when the name resolved to a public address; now it resolves to loopback.
    const [row] = await t.db
      .insertInto('webhooks')
      .values({ url: 'https://hooks.example.test/x', events: ['clock.created'], secret_sealed: t.app.secretBox.seal('s'), created_by: admin.id })
      .returning('id')
      .execute();
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const delivery = await waitFor(async () => (await deliveriesOf(row!.id)).find((d) => d.attempts.length > 0));
    expect(delivery.status).toBe('retrying');
    expect(delivery.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/127\.0\.0\.1, which is not a public address/) });
  });

  it('stops the deliveries of a deleted webhook', async () => {
    const r = await receiver();
    r.answer = () => 500;
    worker(t.db, { retryBaseMs: 60_000 });
    const hook = await createHook(r.url);
    await waitFor(() => r.received[0]);
    expect((await t.sendAs(admin, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(204);
    const rows = await t.db.selectFrom('webhook_deliveries').select('status').where('webhook_id', '=', hook.id).execute();
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });

  it('delivers after a restart what was pending when the instance stopped', async () => {
    const r = await receiver();
    r.answer = () => 500;
    const stopFirst = worker(t.db, { retryBaseMs: 400 });
    const hook = await createHook(r.url);
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    await waitFor(() => (r.received.some((entry) => entry.headers['timetrack-event'] === 'clock.created') ? true : undefined));
    // The instance stops with both deliveries waiting for their retry; another one (a new process on the same
    // database, with its own connections on PostgreSQL) takes them over.
    await stopFirst();
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(['retrying', 'retrying']);
    r.answer = () => 200;
    worker(testDatabaseKind() === 'postgres' ? await anotherDatabase() : t.db, { retryBaseMs: 400 });
    await waitFor(async () => ((await deliveriesOf(hook.id)).every((d) => d.status === 'delivered') ? true : undefined));
    const deliveries = await deliveriesOf(hook.id);
    for (const delivery of deliveries) {
      expect(delivery.attempts[0].status_code).toBe(500);
      expect(delivery.attempts.at(-1).status_code).toBe(200);
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')('never sends one delivery twice from two instances', async () => {
    const r = await receiver();
    r.answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 200;
    };
    const hook = await createHook(r.url);
    const person = await t.f.buildUser();
    for (let i = 0; i < 40; i += 1) expect((await t.sendAs(person, 'POST', `/clocks/${person.id}`, {})).statusCode).toBe(201);
    const other = await anotherDatabase();
    worker(t.db, { concurrency: 4, perWebhook: 2 });
    worker(other, { concurrency: 4, perWebhook: 2 });
    await waitFor(async () => ((await deliveriesOf(hook.id)).every((d) => d.status === 'delivered') ? true : undefined), 20_000);
    const ids = r.received.map((entry) => entry.headers['timetrack-delivery']);
    expect(ids).toHaveLength(41);
    expect(new Set(ids).size).toBe(41);
  });
});

describe('webhook settings', () => {
  it('reads WEBHOOK_ALLOW_PRIVATE, WEBHOOK_TIMEOUT_MS and WEBHOOK_RETRY_BASE_MS', () => {
    expect(testConfig()).toMatchObject({ webhookAllowPrivate: false, webhookTimeoutMs: 10_000, webhookRetryBaseMs: 60_000 });
    expect(testConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_RETRY_BASE_MS: '100' })).toMatchObject({
      webhookAllowPrivate: true,
      webhookTimeoutMs: 500,
      webhookRetryBaseMs: 100,
    });
    expect(() => testConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE must be true or false/);
    expect(() => testConfig({ WEBHOOK_TIMEOUT_MS: '0' })).toThrow(/WEBHOOK_TIMEOUT_MS/);
  });
});
