// What the security review of webhooks asked for: an erased account sends one `user.deleted` and none of its
// erased content (what was queued about the person goes too); a webhook pauses when its creator stops being a
// general manager, the others are told and may resume it; IPv6 forms that embed an IPv4 address are refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../commands/webhooks/address.js';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  admin = await t.f.buildUser({ role: 'general_manager' });
});
afterAll(() => t.close());

/** No worker runs in this file: deliveries stay as the triggers wrote them. */
const HOOK_URL = 'http://127.0.0.1:9/hook';
const ALL_EVENTS = [
  'clock.created',
  'working_time.created',
  'working_time.updated',
  'working_time.deleted',
  'absence.created',
  'absence.deleted',
  'week.validated',
  'user.invited',
  'user.deleted',
];

async function createHook(by: UserRow, events: string[] = ALL_EVENTS) {
  const created = await t.sendAs(by, 'POST', '/webhooks', { url: HOOK_URL, events });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; created_by: number; status: string };
}

async function eventsAbout(userId: number) {
  const rows = await sql<{ type: string }>`select type from webhook_events
    where coalesce(data ->> 'user_id', data ->> 'id') = ${String(userId)} order by created_at`.execute(t.db);
  return rows.rows.map((row) => row.type);
}

describe('finding 4: deleting an account sends user.deleted and none of the erased content', () => {
  it('writes no working_time.deleted or absence.deleted event, purges what was queued about the person, keeps user.deleted', async () => {
    const hook = await createHook(admin);
    const employee = await t.f.buildUser();
    for (let i = 0; i < 4; i += 1) expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const absence = await t.sendAs(admin, 'POST', `/users/${employee.id}/absences`, {
      absences: [{ type: 'vacation', start_date: '2026-01-05', end_date: '2026-01-06' }],
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(await eventsAbout(employee.id)).toContain('absence.created');
    expect(await eventsAbout(employee.id)).toContain('working_time.updated');
    expect(await t.db.selectFrom('live_events').select('id').where('user_id', '=', employee.id).execute()).not.toEqual([]);

    const deleted = await t.sendAs(admin, 'DELETE', `/users/${employee.id}`);
    expect(deleted.statusCode).toBe(204);

    expect(await eventsAbout(employee.id)).toEqual(['user.deleted']);
    const sent = await t.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select('webhook_events.type')
      .where('webhook_deliveries.webhook_id', '=', hook.id)
      .execute();
    expect(sent.map((row) => row.type).filter((type) => type.endsWith('.deleted'))).toEqual(['user.deleted']);
    const kept = await t.db.selectFrom('webhook_events').select('data').where('type', '=', 'user.deleted').execute();
    expect(kept.map((row) => row.data)).toContainEqual({ id: employee.id, deleted_at: expect.any(String) });
    // The live events about the person (their clocks) are erased too; only the one that ends their streams is left.
    const live = await t.db.selectFrom('live_events').select('kind').where('user_id', '=', employee.id).execute();
    expect(live.map((row) => row.kind)).toEqual(['account']);
    // Deleting working times otherwise still sends their events.
    const other = await t.f.buildUser();
    expect((await t.sendAs(other, 'POST', `/clocks/${other.id}`, {})).statusCode).toBe(201);
    expect((await t.sendAs(other, 'POST', `/clocks/${other.id}`, {})).statusCode).toBe(201);
    const period = await t.db.selectFrom('working_times').select('id').where('user_id', '=', other.id).executeTakeFirstOrThrow();
    expect((await t.sendAs(admin, 'DELETE', `/workingtime/${period.id}`)).statusCode).toBe(204);
    expect(await eventsAbout(other.id)).toContain('working_time.deleted');
  });
});

describe('finding 7: a webhook pauses when its creator stops being a general manager', () => {
  it('shows who created it; a demotion pauses it, tells the other general managers, and one may resume it', async () => {
    const creator = await t.f.buildUser({ role: 'general_manager' });
    const other = await t.f.buildUser({ role: 'general_manager' });
    const hook = await createHook(creator, ['clock.created']);
    expect(hook).toMatchObject({ created_by: creator.id, status: 'active' });

    expect((await t.sendAs(other, 'PUT', `/users/${creator.id}/role`, { role: 'employee' })).statusCode).toBe(200);
    const listed = (await t.sendAs(other, 'GET', '/webhooks')).json().data.find((row: { id: number }) => row.id === hook.id);
    expect(listed).toMatchObject({ created_by: creator.id, status: 'paused', paused_at: expect.any(String) });
    const notes = await t.db.selectFrom('notifications').select(['user_id', 'kind', 'data']).where('kind', '=', 'webhook_paused').execute();
    expect(notes).toContainEqual({ user_id: other.id, kind: 'webhook_paused', data: expect.objectContaining({ webhook_id: hook.id, created_by: creator.id, reason: 'creator_demoted' }) });
    expect(notes.some((note) => note.user_id === creator.id)).toBe(false);

    // Paused: the demoted creator's address receives nothing of the company any more.
    const employee = await t.f.buildUser();
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const pending = await t.db.selectFrom('webhook_deliveries').select('status').where('webhook_id', '=', hook.id).execute();
    expect(pending.map((row) => row.status)).toEqual(['failed']);
    const ping = await t.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.id).executeTakeFirstOrThrow();
    expect((await t.sendAs(other, 'POST', `/webhooks/${hook.id}/deliveries/${ping.id}/retry`)).statusCode).toBe(409);

    // A general manager resumes it: events flow again; resuming twice is a conflict.
    const resumed = await t.sendAs(other, 'POST', `/webhooks/${hook.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ id: hook.id, status: 'active', paused_at: null });
    expect((await t.sendAs(other, 'POST', `/webhooks/${hook.id}/resume`)).statusCode).toBe(409);
    expect((await t.sendAs(employee, 'POST', `/clocks/${employee.id}`, {})).statusCode).toBe(201);
    const after = await t.db.selectFrom('webhook_deliveries').select('status').where('webhook_id', '=', hook.id).execute();
    expect(after.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
  });

  it('pauses the webhooks of a deleted general manager', async () => {
    const creator = await t.f.buildUser({ role: 'general_manager' });
    const hook = await createHook(creator, ['clock.created']);
    expect((await t.sendAs(admin, 'DELETE', `/users/${creator.id}`)).statusCode).toBe(204);
    const row = await t.db.selectFrom('webhooks').select('status').where('id', '=', hook.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('paused');
    const notes = await t.db.selectFrom('notifications').select('data').where('user_id', '=', admin.id).where('kind', '=', 'webhook_paused').execute();
    expect(notes.map((note) => note.data)).toContainEqual(expect.objectContaining({ webhook_id: hook.id, reason: 'creator_deleted' }));
  });

  it('resume: 401, 403 to others than general managers, 404 for an unknown webhook', async () => {
    const hook = await createHook(admin, ['clock.created']);
    expect((await t.send('POST', `/webhooks/${hook.id}/resume`, {})).statusCode).toBe(401);
    const manager = await t.f.buildUser({ role: 'manager' });
    expect((await t.sendAs(manager, 'POST', `/webhooks/${hook.id}/resume`)).statusCode).toBe(403);
    expect((await t.sendAs(admin, 'POST', '/webhooks/999999/resume')).statusCode).toBe(404);
    expect((await t.sendAs(admin, 'POST', `/webhooks/${hook.id}/resume`)).statusCode).toBe(409);
  });
});

describe('finding 8: IPv6 forms that embed an IPv4 address are refused', () => {
  it('refuses IPv4-compatible, IPv4-mapped, NAT64, 6to4 and Teredo forms, whatever the address inside', async () => {
    t.config.webhookAllowPrivate = false;
    try {
      for (const url of [
        'https://[::127.0.0.1]/x',
        'https://[::a9fe:a9fe]/x',
        'https://[::8.8.8.8]/x',
        'https://[::ffff:a9fe:a9fe]/x',
        'https://[::ffff:8.8.8.8]/x',
        'https://[64:ff9b::a9fe:a9fe]/x',
        'https://[64:ff9b:1::a9fe:a9fe]/x',
        'https://[2002:a9fe:a9fe::1]/x',
        'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
        'https://[::ffff:0:a9fe:a9fe]/x',
      ]) {
        const res = await t.sendAs(admin, 'POST', '/webhooks', { url, events: ['clock.created'] });
        expect(codes(res), url).toEqual({ url: ['private_address'] });
      }
    } finally {
      t.config.webhookAllowPrivate = true;
    }
    for (const address of ['::7f00:1', '::a9fe:a9fe', '::808:808', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
  });
});

describe('finding 9: names refuse control characters and line breaks', () => {
  it('refuses them in webhook descriptions, people, teams, tokens and terminals', async () => {
    const headers = await t.f.signIn(admin);
    for (const bad of ['Pay\nroll', 'Pay\rroll', 'tab\there', 'bell\u0007', 'del\u007f', 'next\u0085line', 'sep\u2028arator']) {
      expect(codes(await t.send('POST', '/webhooks', headers, { url: HOOK_URL, events: ['clock.created'], description: bad })), bad).toEqual({
        description: ['invalid'],
      });
      expect(codes(await t.send('POST', '/users', headers, { email: 'x@example.com', name: bad, role: 'employee' })), bad).toEqual({ name: ['invalid'] });
      expect(codes(await t.send('PUT', `/users/${admin.id}`, headers, { name: bad })), bad).toEqual({ name: ['invalid'] });
      expect(codes(await t.send('POST', '/teams', headers, { name: bad, manager_id: admin.id })), bad).toEqual({ name: ['invalid'] });
      expect(codes(await t.send('POST', `/users/${admin.id}/tokens`, headers, { name: bad, scopes: ['read'] })), bad).toEqual({ name: ['invalid'] });
      expect(codes(await t.send('POST', '/terminals', headers, { name: bad })), bad).toEqual({ name: ['invalid'] });
    }
    // Names in any script, with accents and punctuation, still pass.
    const fine = await t.send('PUT', `/users/${admin.id}`, headers, { name: 'Zoë O’Brien-Łukasz 李' });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses them in the people import', async () => {
    const res = await t.sendAs(admin, 'POST', '/users/import', { rows: [{ email: 'y@example.com', name: 'Eve\r\nBcc: all@example.com', role: 'employee' }] });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(JSON.stringify(res.json())).toContain('"name"');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'y@example.com').execute()).toEqual([]);
  });
});
