// The change log (hash chain, tamper evidence) and notifications.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import type { Person } from '../../test/factories.js';

let t: TestApp;
let manager: Person;
let general: Person;
let outsider: Person;
let team: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.f.person('manager');
  general = await t.f.person('general_manager');
  outsider = await t.f.person();
  team = await t.f.buildTeam({ manager: manager.user });
});
afterAll(() => t.close());

/** Working times on consecutive days of January 2025, `count` of them. */
async function recordDays(p: Person, count: number) {
  const ids: number[] = [];
  for (let day = 1; day <= count; day += 1) {
    const date = `2025-01-${String(day).padStart(2, '0')}`;
    const res = await t.send('POST', `/workingtime/${p.user.id}`, manager.headers, {
      start: `${date} 08:00:00`,
      end: `${date} 12:00:00`,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.id);
  }
  return ids;
}

describe('GET /users/{id}/changes', () => {
  it('lists the entries newest first, with range and pagination', async () => {
    const p = await t.f.member(team);
    const startedAt = new Date();
    await recordDays(p, 3);
    const all = await t.send('GET', `/users/${p.user.id}/changes`, p.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ total: 3, limit: 500, offset: 0 });
    const entries = all.json().data;
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    expect(entries[0]).toMatchObject({
      user_id: p.user.id,
      actor_id: manager.user.id,
      actor_name: manager.user.name,
      action: 'create',
      subject_type: 'working_time',
      before: null,
      after: { start: '2025-01-03 08:00:00', end: '2025-01-03 12:00:00', breaks: [] },
    });
    expect(entries[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entries[0].created_at).toMatch(/Z$/);

    const page = await t.send('GET', `/users/${p.user.id}/changes?limit=1&offset=2`, p.headers);
    expect(page.json()).toMatchObject({ meta: { total: 3, limit: 1, offset: 2 }, data: [{ id: entries[2].id }] });
    const inRange = await t.send(
      'GET',
      `/users/${p.user.id}/changes?start=${startedAt.toISOString()}&end=${new Date(Date.now() + 1000).toISOString()}`,
      p.headers,
    );
    expect(inRange.json().meta.total).toBe(3);
    const beforeRange = await t.send('GET', `/users/${p.user.id}/changes?start=2020-01-01&end=2020-01-31`, p.headers);
    expect(beforeRange.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await t.send('GET', `/users/${p.user.id}/changes?end=2020-01-31`, p.headers)).statusCode).toBe(422);
  });

  it("names each entry's author for every reader: the person, their manager, a general manager", async () => {
    const p = await t.f.member(team);
    await recordDays(p, 1);
    for (const reader of [p, manager, general]) {
      const res = await t.send('GET', `/users/${p.user.id}/changes`, reader.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([expect.objectContaining({ actor_id: manager.user.id, actor_name: manager.user.name })]);
    }
  });

  it('is readable by the person, their managers and general managers only', async () => {
    const p = await t.f.member(team);
    expect((await t.send('GET', `/users/${p.user.id}/changes`, manager.headers)).statusCode).toBe(200);
    expect((await t.send('GET', `/users/${p.user.id}/changes`, general.headers)).statusCode).toBe(200);
    expect((await t.send('GET', `/users/${p.user.id}/changes`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${p.user.id}/changes/verify`, outsider.headers)).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${manager.user.id}/changes`, p.headers)).statusCode).toBe(403);
    expect((await t.send('GET', '/users/99999999/changes', general.headers)).statusCode).toBe(404);
    expect((await t.send('GET', '/users/99999999/changes/verify', general.headers)).statusCode).toBe(404);
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    const p = await t.f.member(team);
    await recordDays(p, 1);
    await expect(sql`update changes set actor_id = actor_id where user_id = ${p.user.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from changes where user_id = ${p.user.id}`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('GET /users/{id}/changes/verify', () => {
  it('finds the chain intact, then names the first entry altered behind the service', async () => {
    const p = await t.f.member(team);
    const empty = await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers);
    expect(empty.json()).toEqual({ data: { valid: true, entries: 0 } });
    await recordDays(p, 4);
    const intact = await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers);
    expect(intact.json()).toEqual({ data: { valid: true, entries: 4 } });

    const rows = await t.db.selectFrom('changes').select(['id']).where('user_id', '=', p.user.id).orderBy('id').execute();
    const target = rows[1]!.id;
    await sql`alter table changes disable trigger changes_no_update`.execute(t.db);
    try {
      await sql`update changes set after = jsonb_set(after, '{end}', '"2025-01-02 18:00:00"') where id = ${target}`.execute(t.db);
    } finally {
      await sql`alter table changes enable trigger changes_no_update`.execute(t.db);
    }
    const broken = await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers);
    expect(broken.json()).toEqual({ data: { valid: false, entries: 4, first_broken_id: target } });
  });

  it('detects a removed entry at the entry after it', async () => {
    const p = await t.f.member(team);
    await recordDays(p, 3);
    const rows = await t.db.selectFrom('changes').select(['id']).where('user_id', '=', p.user.id).orderBy('id').execute();
    await sql`alter table changes disable trigger changes_no_update`.execute(t.db);
    try {
      await sql`delete from changes where id = ${rows[1]!.id}`.execute(t.db);
    } finally {
      await sql`alter table changes enable trigger changes_no_update`.execute(t.db);
    }
    const broken = await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers);
    expect(broken.json()).toEqual({ data: { valid: false, entries: 2, first_broken_id: rows[2]!.id } });
  });

  it('keeps the chain intact under parallel changes of one person from several instances', async () => {
    const p = await t.f.member(team);
    const apps = testDatabaseKind() === 'postgres' ? [t.app, await t.another()] : [t.app];
    const N = 8;
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const date = `2025-02-${String(i + 1).padStart(2, '0')}`;
        return t.send(
          'POST',
          `/workingtime/${p.user.id}`,
          manager.headers,
          { start: `${date} 08:00:00`, end: `${date} 12:00:00` },
          apps[i % apps.length],
        );
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(N).fill(201));
    const verify = await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers);
    expect(verify.json()).toEqual({ data: { valid: true, entries: N } });
    // Parallel overlapping creations: exactly one gets through, the rest are refused.
    const overlapping = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.send(
          'POST',
          `/workingtime/${p.user.id}`,
          manager.headers,
          { start: '2025-03-03 08:00:00', end: `2025-03-03 1${i}:00:00` },
          apps[i % apps.length],
        ),
      ),
    );
    expect(overlapping.map((r) => r.statusCode).sort()).toEqual([201, ...Array(N - 1).fill(422)]);
    expect((await t.send('GET', `/users/${p.user.id}/changes/verify`, p.headers)).json().data).toEqual({
      valid: true,
      entries: N + 1,
    });
  });
});

describe('notifications', () => {
  it("lists the caller's own, newest first, with the unread count, and marks them read", async () => {
    const p = await t.f.member(team);
    const other = await t.f.member(team);
    await recordDays(p, 3);
    await recordDays(other, 1);
    const list = await t.send('GET', '/notifications', p.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ total: 3, limit: 500, offset: 0, unread: 3 });
    const [newest, middle, oldest] = list.json().data;
    expect(newest.id).toBeGreaterThan(middle.id);
    expect(newest).toMatchObject({ kind: 'working_time_created', read_at: null });
    expect(newest.created_at).toMatch(/Z$/);

    // Someone else's ids are ignored.
    const theirs = (await t.send('GET', '/notifications', other.headers)).json().data[0].id;
    const marked = await t.send('PUT', '/notifications/read', p.headers, { ids: [oldest.id, theirs] });
    expect(marked.statusCode).toBe(204);
    expect((await t.send('GET', '/notifications', other.headers)).json().meta.unread).toBe(1);
    const unread = await t.send('GET', '/notifications?unread=true', p.headers);
    expect(unread.json().meta).toMatchObject({ total: 2, unread: 2 });
    expect(unread.json().data.map((n: { id: number }) => n.id)).toEqual([newest.id, middle.id]);
    const page = await t.send('GET', '/notifications?limit=1&offset=2', p.headers);
    expect(page.json()).toMatchObject({ meta: { total: 3, limit: 1, offset: 2, unread: 2 }, data: [{ id: oldest.id }] });
    expect(page.json().data[0].read_at).toMatch(/Z$/);

    // No ids: all of them.
    expect((await t.send('PUT', '/notifications/read', p.headers)).statusCode).toBe(204);
    expect((await t.send('GET', '/notifications?unread=true', p.headers)).json()).toMatchObject({ data: [], meta: { total: 0, unread: 0 } });
    expect((await t.send('PUT', '/notifications/read', p.headers, {})).statusCode).toBe(204);
    expect((await t.send('PUT', '/notifications/read', p.headers, { ids: ['x'] })).statusCode).toBe(422);
    expect((await t.send('GET', '/notifications?limit=0', p.headers)).statusCode).toBe(422);
  });
});
