import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_ALPHABET } from '../../auth/terminals.js';
import { MAX_PIN_FAILURES_PER_TERMINAL } from '../../auth/terminal-pins.js';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';
import { LINK_FAILURE_LIMIT } from '../../plugins/external/rate-limit.js';

let t: TestApp;
let general: { user: UserRow; headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  general = await t.f.person('general_manager');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const CODE = new RegExp(`^[${PAIRING_ALPHABET}]{8}$`);
let badgeSequence = 1000;
const nextBadge = () => String((badgeSequence += 1));

/** A registered and paired terminal: its id and the Bearer headers of its credential. */
async function pairedTerminal(name = 'Entrance'): Promise<{ id: number; headers: Record<string, string>; token: string }> {
  const registered = await t.send('POST', '/terminals', general.headers, { name });
  expect(registered.statusCode, registered.body).toBe(201);
  const paired = await t.send('POST', '/terminals/pair', {}, { pairing_code: registered.json().data.pairing_code });
  expect(paired.statusCode, paired.body).toBe(201);
  const { token, terminal_id } = paired.json().data;
  return { id: terminal_id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A person with a badge and a PIN. */
async function badgeHolder(role: 'employee' | 'manager' = 'employee', pin = '2468') {
  const person = await t.f.person(role);
  const badge = nextBadge();
  expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge })).statusCode).toBe(204);
  const set = await t.send('PUT', `/users/${person.user.id}/pin`, person.headers, { pin, current_password: DEFAULT_PASSWORD });
  expect(set.statusCode, set.body).toBe(204);
  return { ...person, badge, pin };
}

describe('POST /terminals, GET /terminals', () => {
  it('registers a terminal with a single-use pairing code, for general managers only', async () => {
    const before = Date.now();
    const res = await t.send('POST', '/terminals', general.headers, { name: '  Warehouse door ' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Warehouse door',
      created_at: expect.stringMatching(/Z$/),
      pairing_code: expect.stringMatching(CODE),
      pairing_code_expires_at: expect.stringMatching(/Z$/),
    });
    const validity = Date.parse(data.pairing_code_expires_at) - before;
    expect(validity).toBeGreaterThan(9 * MINUTE);
    expect(validity).toBeLessThanOrEqual(10 * MINUTE + 1000);
    // Only the hash of the code is stored.
    const stored = await t.db.selectFrom('terminal_pairing_codes').selectAll().where('terminal_id', '=', data.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(data.pairing_code);

    const list = await t.send('GET', '/terminals', general.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual({
      id: data.id,
      name: 'Warehouse door',
      created_by: general.user.id,
      created_at: data.created_at,
      paired_at: null,
      last_seen_at: null,
    });
    expect(list.json().meta).toMatchObject({ total: expect.any(Number), limit: 500, offset: 0 });
  });

  it('answers 401 without credentials and 403 to employees and managers', async () => {
    expect((await t.send('POST', '/terminals', {}, { name: 'x' })).statusCode).toBe(401);
    expect((await t.send('GET', '/terminals', {})).statusCode).toBe(401);
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await t.f.person(role);
      const post = await t.send('POST', '/terminals', headers, { name: 'x' });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ error: 'forbidden', code: 'forbidden' });
      expect((await t.send('GET', '/terminals', headers)).statusCode).toBe(403);
      expect((await t.send('DELETE', '/terminals/1', headers)).statusCode).toBe(403);
      expect((await t.send('POST', '/terminals/1/pairing-code', headers)).statusCode).toBe(403);
    }
  });

  it('checks the name and the page', async () => {
    for (const [body, code] of [
      [{}, 'required'],
      [{ name: '' }, 'too_short'],
      [{ name: '   ' }, 'invalid'],
      [{ name: 'x'.repeat(101) }, 'too_long'],
      [{ name: 42 }, 'invalid'],
    ] as const) {
      const res = await t.send('POST', '/terminals', general.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(codes(res), JSON.stringify(body)).toEqual({ name: [code] });
    }
    expect((await t.send('GET', '/terminals?limit=0', general.headers)).statusCode).toBe(422);
  });
});

describe('POST /terminals/pair', () => {
  it('pairs once: the code is single-use, and the credential works on the terminal routes', async () => {
    const registered = (await t.send('POST', '/terminals', general.headers, { name: 'Front' })).json().data;
    // Read out loud and typed in lower case with a hyphen: still the code.
    const typed = `${registered.pairing_code.slice(0, 4)}-${registered.pairing_code.slice(4)}`.toLowerCase();
    const paired = await t.send('POST', '/terminals/pair', {}, { pairing_code: typed });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.json().data).toEqual({ terminal_id: registered.id, name: 'Front', token: expect.stringMatching(/^tt_term_/) });
    const again = await t.send('POST', '/terminals/pair', {}, { pairing_code: registered.pairing_code });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });

    const list = (await t.send('GET', '/terminals', general.headers)).json().data as { id: number; paired_at: string | null; last_seen_at: string | null }[];
    const listed = list.find((terminal) => terminal.id === registered.id)!;
    expect(listed.paired_at).toMatch(/Z$/);
    expect(listed.last_seen_at).toMatch(/Z$/);
  });

  it('refuses unknown and expired codes with 404, and bad bodies with 422', async () => {
    expect((await t.send('POST', '/terminals/pair', {}, { pairing_code: 'AAAAAAAA' })).statusCode).toBe(404);
    const registered = (await t.send('POST', '/terminals', general.headers, { name: 'Late' })).json().data;
    await t.db
      .updateTable('terminal_pairing_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('terminal_id', '=', registered.id)
      .execute();
    const expired = await t.send('POST', '/terminals/pair', {}, { pairing_code: registered.pairing_code });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'not_found' });
    expect(codes(await t.send('POST', '/terminals/pair', {}, {}))).toEqual({ pairing_code: ['required'] });
    expect(codes(await t.send('POST', '/terminals/pair', {}, { pairing_code: '' }))).toEqual({ pairing_code: ['too_short'] });
    expect(codes(await t.send('POST', '/terminals/pair', {}, { pairing_code: 'A'.repeat(33) }))).toEqual({ pairing_code: ['too_long'] });
  });

  it('limits unusable codes per client address (429), while a usable code from elsewhere still works', async () => {
    const pair = (code: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/terminals/pair',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pairing_code: code }),
      });
    for (let i = 0; i < LINK_FAILURE_LIMIT.max; i += 1) expect((await pair('CCCCCCCC', '10.9.8.7')).statusCode).toBe(404);
    const limited = await pair('CCCCCCCC', '10.9.8.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const registered = (await t.send('POST', '/terminals', general.headers, { name: 'Other site' })).json().data;
    expect((await pair(registered.pairing_code, '10.9.8.6')).statusCode).toBe(201);
  });
});

describe('DELETE /terminals/{id}, POST /terminals/{id}/pairing-code', () => {
  it('refuses a deleted terminal at once and leaves it out of the list', async () => {
    const terminal = await pairedTerminal('Doomed');
    const holder = await badgeHolder();
    const before = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(before.statusCode, before.body).toBe(201);

    expect((await t.send('DELETE', `/terminals/${terminal.id}`, {})).statusCode).toBe(401);
    const res = await t.send('DELETE', `/terminals/${terminal.id}`, general.headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthorized' });
    const list = (await t.send('GET', '/terminals', general.headers)).json().data as { id: number }[];
    expect(list.map((item) => item.id)).not.toContain(terminal.id);
    // The clock made there still names it.
    const record = await t.db.selectFrom('clock_records').selectAll().where('id', '=', before.json().data.record.id).executeTakeFirstOrThrow();
    expect(record.terminal_id).toBe(terminal.id);

    expect((await t.send('DELETE', `/terminals/${terminal.id}`, general.headers)).statusCode).toBe(404);
    expect((await t.send('POST', `/terminals/${terminal.id}/pairing-code`, general.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', '/terminals/999999', general.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', '/terminals/abc', general.headers)).statusCode).toBe(404);
  });

  it('pairs a terminal again with a new code: the earlier code and, once used, the earlier tablet stop working', async () => {
    const registered = (await t.send('POST', '/terminals', general.headers, { name: 'Again' })).json().data;
    const first = await t.send('POST', '/terminals/pair', {}, { pairing_code: registered.pairing_code });
    const firstHeaders = { authorization: `Bearer ${first.json().data.token}` };
    const holder = await badgeHolder();
    const renewed = await t.send('POST', `/terminals/${registered.id}/pairing-code`, general.headers);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data).toMatchObject({ id: registered.id, name: 'Again', pairing_code: expect.stringMatching(CODE) });
    const spare = await t.send('POST', `/terminals/${registered.id}/pairing-code`, general.headers);
    // Only the latest code works.
    expect((await t.send('POST', '/terminals/pair', {}, { pairing_code: renewed.json().data.pairing_code })).statusCode).toBe(404);
    // The tablet paired before works until the new code is used.
    expect((await t.send('POST', '/terminal/clock', firstHeaders, { badge: holder.badge, pin: holder.pin })).statusCode).toBe(201);
    const second = await t.send('POST', '/terminals/pair', {}, { pairing_code: spare.json().data.pairing_code });
    expect(second.statusCode).toBe(201);
    expect((await t.send('POST', '/terminal/clock', firstHeaders, { badge: holder.badge, pin: holder.pin })).statusCode).toBe(401);
    const secondHeaders = { authorization: `Bearer ${second.json().data.token}` };
    expect((await t.send('POST', '/terminal/clock', secondHeaders, { badge: holder.badge, pin: holder.pin })).statusCode).toBe(201);
  });
});

describe('the terminal credential', () => {
  it('is refused everywhere but the terminal routes, and they refuse every other credential', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    for (const [method, url] of [
      ['GET', '/auth/me'],
      ['POST', `/clocks/${holder.user.id}`],
      ['GET', '/terminals'],
      ['GET', '/notifications'],
    ] as const) {
      const res = await t.send(method, url, terminal.headers);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
    const body = { badge: holder.badge, pin: holder.pin };
    for (const url of ['/terminal/clock', '/terminal/break']) {
      expect((await t.send('POST', url, {}, body)).statusCode).toBe(401);
      expect((await t.send('POST', url, holder.headers, body)).statusCode).toBe(401);
      const browser = await t.f.browserSession(holder.user);
      expect((await t.send('POST', url, browser.headers, body)).statusCode).toBe(401);
      expect((await t.send('POST', url, { authorization: 'Bearer tt_term_forged' }, body)).statusCode).toBe(401);
      expect((await t.send('POST', url, { authorization: terminal.token }, body)).statusCode).toBe(401);
    }
    expect(await t.db.selectFrom('clock_records').select('id').where('user_id', '=', holder.user.id).execute()).toHaveLength(0);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const old = new Date(Date.now() - 5 * MINUTE);
    await t.db.updateTable('terminals').set({ last_seen_at: old }).where('id', '=', terminal.id).execute();
    await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    const seen = await t.db.selectFrom('terminals').select('last_seen_at').where('id', '=', terminal.id).executeTakeFirstOrThrow();
    expect(seen.last_seen_at!.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    const recent = new Date(Date.now() - 30_000);
    await t.db.updateTable('terminals').set({ last_seen_at: recent }).where('id', '=', terminal.id).execute();
    await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    const kept = await t.db.selectFrom('terminals').select('last_seen_at').where('id', '=', terminal.id).executeTakeFirstOrThrow();
    expect(kept.last_seen_at!.getTime()).toBe(recent.getTime());
  });
});

describe('PUT /users/{id}/badge', () => {
  it('sets, changes and removes a badge; general managers see it, with whether a PIN is set', async () => {
    const person = await t.f.person();
    const badge = nextBadge();
    expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge })).statusCode).toBe(204);
    const listed = async (headers: Record<string, string>) =>
      ((await t.send('GET', `/users?q=${encodeURIComponent(person.user.email!)}`, headers)).json().data as Record<string, unknown>[])[0];
    expect(await listed(general.headers)).toMatchObject({ id: person.user.id, badge, has_pin: false });
    const manager = await t.f.person('manager');
    const seenByManager = await listed(manager.headers);
    expect(seenByManager).not.toHaveProperty('badge');
    expect(seenByManager).not.toHaveProperty('has_pin');
    const me = (await t.send('GET', '/auth/me', person.headers)).json().data;
    expect(me.has_pin).toBe(false);
    expect(me).not.toHaveProperty('badge');

    expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge: '' })).statusCode).toBe(204);
    expect(await listed(general.headers)).toMatchObject({ badge: null });
    expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge: '00042' })).statusCode).toBe(204);
    expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge: null })).statusCode).toBe(204);
    expect(await listed(general.headers)).toMatchObject({ badge: null });
  });

  it('lets general managers find a person by badge number, and nobody else', async () => {
    const holder = await badgeHolder();
    const found = await t.send('GET', `/users?q=${holder.badge}`, general.headers);
    expect((found.json().data as { id: number }[]).map((user) => user.id)).toEqual([holder.user.id]);
    const manager = await t.f.person('manager');
    expect((await t.send('GET', `/users?q=${holder.badge}`, manager.headers)).json().data).toEqual([]);
  });

  it('keeps badges unique among live accounts (422 taken); a deleted account frees its badge', async () => {
    const first = await t.f.person();
    const second = await t.f.person();
    const badge = nextBadge();
    expect((await t.send('PUT', `/users/${first.user.id}/badge`, general.headers, { badge })).statusCode).toBe(204);
    const taken = await t.send('PUT', `/users/${second.user.id}/badge`, general.headers, { badge });
    expect(taken.statusCode).toBe(422);
    expect(codes(taken)).toEqual({ badge: ['taken'] });
    // Setting the same badge again on its holder is no change.
    expect((await t.send('PUT', `/users/${first.user.id}/badge`, general.headers, { badge })).statusCode).toBe(204);
    expect((await t.send('DELETE', `/users/${first.user.id}`, general.headers)).statusCode).toBe(204);
    expect((await t.send('PUT', `/users/${second.user.id}/badge`, general.headers, { badge })).statusCode).toBe(204);
  });

  it('answers 401, 403, 404 and 422', async () => {
    const person = await t.f.person();
    expect((await t.send('PUT', `/users/${person.user.id}/badge`, {}, { badge: '1' })).statusCode).toBe(401);
    for (const role of ['employee', 'manager'] as const) {
      const caller = await t.f.person(role);
      expect((await t.send('PUT', `/users/${caller.user.id}/badge`, caller.headers, { badge: nextBadge() })).statusCode).toBe(403);
      expect((await t.send('PUT', `/users/${person.user.id}/badge`, caller.headers, { badge: nextBadge() })).statusCode).toBe(403);
    }
    expect((await t.send('PUT', '/users/999999/badge', general.headers, { badge: nextBadge() })).statusCode).toBe(404);
    expect((await t.send('PUT', '/users/abc/badge', general.headers, { badge: nextBadge() })).statusCode).toBe(404);
    for (const badge of ['12a', ' 12', '1'.repeat(21), '-1', '１２']) {
      const res = await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, { badge });
      expect(res.statusCode, badge).toBe(422);
      expect(Object.keys(codes(res))).toEqual(['badge']);
    }
    for (const body of [{}, { badge: 12 }]) {
      expect((await t.send('PUT', `/users/${person.user.id}/badge`, general.headers, body)).statusCode).toBe(422);
    }
  });
});

describe('PUT /users/{id}/pin', () => {
  it('sets the PIN for oneself with the current password; the PIN is stored hashed', async () => {
    const person = await t.f.person();
    const res = await t.send('PUT', `/users/${person.user.id}/pin`, person.headers, { pin: '135790', current_password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    const row = await t.db.selectFrom('users').select('pin_hash').where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect((await t.send('GET', '/auth/me', person.headers)).json().data.has_pin).toBe(true);
  });

  it('refuses a wrong current password as the password change does', async () => {
    const person = await t.f.person();
    const wrong = await t.send('PUT', `/users/${person.user.id}/pin`, person.headers, { pin: '1357', current_password: 'not my password' });
    const passwordChange = await t.send('PUT', `/users/${person.user.id}/password`, person.headers, {
      current_password: 'not my password',
      password: 'a new long password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(codes(wrong)).toEqual({ current_password: ['invalid'] });
    expect(wrong.json()).toEqual(passwordChange.json());
    const row = await t.db.selectFrom('users').select('pin_hash').where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).toBeNull();
  });

  it('answers 401, 403 (anyone else, general managers included), 404 and 422', async () => {
    const person = await t.f.person();
    const body = { pin: '1357', current_password: DEFAULT_PASSWORD };
    expect((await t.send('PUT', `/users/${person.user.id}/pin`, {}, body)).statusCode).toBe(401);
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [person.user] });
    for (const caller of [manager, general]) {
      expect((await t.send('PUT', `/users/${person.user.id}/pin`, caller.headers, body)).statusCode).toBe(403);
    }
    expect((await t.send('PUT', '/users/999999/pin', person.headers, body)).statusCode).toBe(404);
    for (const pin of ['123', '123456789', 'abcd', '12 34', '']) {
      const res = await t.send('PUT', `/users/${person.user.id}/pin`, person.headers, { ...body, pin });
      expect(res.statusCode, pin).toBe(422);
      expect(Object.keys(codes(res)), pin).toEqual(['pin']);
    }
    expect(codes(await t.send('PUT', `/users/${person.user.id}/pin`, person.headers, { pin: '1234' }))).toEqual({
      current_password: ['required'],
    });
  });
});

describe('POST /terminal/clock and /terminal/break', () => {
  it('clocks the badge holder as their own clock would, marked with the terminal, and greets them', async () => {
    const terminal = await pairedTerminal('Hall');
    const holder = await badgeHolder();
    const start = new Date(Date.now() - 30 * MINUTE).toISOString();
    const clockIn = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin, time: start });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    const data = clockIn.json().data;
    expect(data).toEqual({
      record: expect.objectContaining({ user_id: holder.user.id, kind: 'work', status: true, time: start, source: 'terminal', terminal_id: terminal.id }),
      name: holder.user.name,
      status: true,
      on_break: false,
      today_seconds: expect.any(Number),
    });
    expect(Object.keys(data).sort()).toEqual(['name', 'on_break', 'record', 'status', 'today_seconds']);
    expect(data.today_seconds).toBeGreaterThanOrEqual(0);

    const breakStart = await t.send('POST', '/terminal/break', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(breakStart.statusCode).toBe(201);
    expect(breakStart.json().data).toMatchObject({ record: { kind: 'break', status: true, source: 'terminal' }, status: true, on_break: true });
    const breakEnd = await t.send('POST', '/terminal/break', terminal.headers, { badge: holder.badge, pin: holder.pin, action: 'end' });
    expect(breakEnd.json().data).toMatchObject({ record: { kind: 'break', status: false }, status: true, on_break: false });
    const clockOut = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(clockOut.statusCode).toBe(201);
    expect(clockOut.json().data).toMatchObject({ record: { kind: 'work', status: false }, status: false, on_break: false });

    // The person's own clock reads the same state; their own clocks are marked `app`.
    const own = await t.send('POST', `/clocks/${holder.user.id}`, holder.headers);
    expect(own.json().data).toMatchObject({ status: true, source: 'app', terminal_id: null });
    const latest = await t.send('GET', `/clocks/${holder.user.id}`, holder.headers);
    expect(latest.json().data).toMatchObject({ source: 'app' });
    // A person's own clocking stays out of the change log, at a terminal too.
    expect(await t.db.selectFrom('changes').select('id').where('user_id', '=', holder.user.id).execute()).toHaveLength(0);
  });

  it('counts today_seconds as the balances do', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const start = new Date(Date.now() - 20 * MINUTE);
    // Within today (UTC): the test runs in the first 20 minutes of a day only rarely; then today began later.
    const midnight = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
    const res = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin, time: start.toISOString() });
    const expected = Math.floor((Date.now() - Math.max(start.getTime(), midnight.getTime())) / 1000);
    expect(Math.abs(res.json().data.today_seconds - expected)).toBeLessThanOrEqual(2);
  });

  it('answers a known client_id with the stored record (200), and the state conflicts with their codes', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const clientId = randomUUID();
    const notIn = await t.send('POST', '/terminal/break', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json()).toMatchObject({ code: 'not_clocked_in' });
    const first = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin, action: 'in', client_id: clientId });
    expect(first.statusCode).toBe(201);
    const replay = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin, action: 'in', client_id: clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.record).toEqual(first.json().data.record);
    const again = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin, action: 'in' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_clocked_in' });
    // The person's own route sees the same identifier.
    const own = await t.send('POST', `/clocks/${holder.user.id}`, holder.headers, { client_id: clientId });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(first.json().data.record);
  });

  it('checks the body (422)', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const body = { badge: holder.badge, pin: holder.pin };
    const expectCodes = async (url: string, sent: unknown, expected: Record<string, string[]>) => {
      const res = await t.send('POST', url, terminal.headers, sent);
      expect(res.statusCode, JSON.stringify(sent)).toBe(422);
      expect(codes(res), JSON.stringify(sent)).toEqual(expected);
    };
    await expectCodes('/terminal/clock', {}, { badge: ['required'], pin: ['required'] });
    await expectCodes('/terminal/clock', { ...body, badge: 'abc' }, { badge: ['invalid'] });
    await expectCodes('/terminal/clock', { ...body, pin: '12' }, { pin: ['too_short'] });
    await expectCodes('/terminal/clock', { ...body, action: 'start' }, { action: ['invalid'] });
    await expectCodes('/terminal/break', { ...body, action: 'in' }, { action: ['invalid'] });
    await expectCodes('/terminal/clock', { ...body, client_id: 'nope' }, { client_id: ['invalid'] });
    await expectCodes('/terminal/clock', { ...body, time: 'yesterday' }, { time: ['invalid'] });
    await expectCodes('/terminal/clock', { ...body, time: new Date(Date.now() + 10 * MINUTE).toISOString() }, { time: ['in_future'] });
    expect((await t.send('POST', '/terminal/clock', terminal.headers)).statusCode).toBe(422);
  });

  it('answers a wrong PIN and an unknown badge alike (403 wrong_pin), and a person without a PIN too', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const wrong = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: '0000' });
    const unknown = await t.send('POST', '/terminal/clock', terminal.headers, { badge: '99999999999999999999', pin: holder.pin });
    expect(wrong.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: expect.any(String), code: 'wrong_pin' });
    expect(unknown.json()).toEqual(wrong.json());
    const noPin = await t.f.person();
    const badge = nextBadge();
    await t.send('PUT', `/users/${noPin.user.id}/badge`, general.headers, { badge });
    expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge, pin: '1234' })).json()).toEqual(wrong.json());
    expect(await t.db.selectFrom('clock_records').select('id').where('user_id', 'in', [holder.user.id, noPin.user.id]).execute()).toHaveLength(0);
  });

  it('locks a badge on every terminal after the 5th wrong PIN in 15 minutes, and tells the person', async () => {
    const [a, b] = [await pairedTerminal('A'), await pairedTerminal('B')];
    const holder = await badgeHolder();
    const other = await badgeHolder();
    for (let i = 0; i < 4; i += 1) {
      expect((await t.send('POST', '/terminal/clock', i % 2 ? a.headers : b.headers, { badge: holder.badge, pin: '9999' })).statusCode).toBe(403);
    }
    const fifth = await t.send('POST', '/terminal/clock', b.headers, { badge: holder.badge, pin: '9999' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({ code: 'wrong_pin' });
    for (const terminal of [a, b]) {
      const locked = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'rate_limited' });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect(await t.db.selectFrom('clock_records').select('id').where('user_id', '=', holder.user.id).execute()).toHaveLength(0);
    // Someone else's badge still works.
    expect((await t.send('POST', '/terminal/clock', a.headers, { badge: other.badge, pin: other.pin })).statusCode).toBe(201);

    const notes = (await t.send('GET', '/notifications', holder.headers)).json().data as { kind: string; data: Record<string, unknown> }[];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'terminal_pin_locked', data: { terminal_id: b.id, locked_until: expect.any(String) } });

    // Once the lock is over, the right PIN works again; the failures before the lock no longer count.
    await t.db.updateTable('terminal_badge_locks').set({ locked_until: new Date(Date.now() - 1000) }).where('badge', '=', holder.badge).execute();
    expect((await t.send('POST', '/terminal/clock', a.headers, { badge: holder.badge, pin: '9999' })).statusCode).toBe(403);
    const back = await t.send('POST', '/terminal/clock', a.headers, { badge: holder.badge, pin: holder.pin });
    expect(back.statusCode, back.body).toBe(201);
  });

  it('counts wrong PINs within 15 minutes, right ones in between or not', async () => {
    const terminal = await pairedTerminal();
    const holder = await badgeHolder();
    const attempt = (pin: string) => t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin });
    for (let i = 0; i < 3; i += 1) expect((await attempt('9999')).statusCode).toBe(403);
    expect((await attempt(holder.pin)).statusCode).toBe(201);
    expect((await attempt('9999')).statusCode).toBe(403);
    // The 5th wrong PIN in the window, a right one in between.
    expect((await attempt('9999')).statusCode).toBe(403);
    expect((await attempt(holder.pin)).statusCode).toBe(429);

    const fresh = await badgeHolder();
    for (let i = 0; i < 4; i += 1) {
      expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: fresh.badge, pin: '9999' })).statusCode).toBe(403);
    }
    // Failures older than 15 minutes no longer count.
    await t.db
      .updateTable('terminal_pin_failures')
      .set({ failed_at: new Date(Date.now() - 16 * MINUTE) })
      .where('badge', '=', fresh.badge)
      .execute();
    for (let i = 0; i < 4; i += 1) {
      expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: fresh.badge, pin: '9999' })).statusCode).toBe(403);
    }
    expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: fresh.badge, pin: fresh.pin })).statusCode).toBe(201);
  });

  it('limits the wrong answers of one terminal across badges', async () => {
    const terminal = await pairedTerminal('Probed');
    const holder = await badgeHolder();
    for (let i = 0; i < MAX_PIN_FAILURES_PER_TERMINAL; i += 1) {
      const res = await t.send('POST', '/terminal/clock', terminal.headers, { badge: `7${i}`, pin: '1111' });
      expect(res.statusCode).toBe(403);
    }
    const limited = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another terminal is not held back.
    const elsewhere = await pairedTerminal('Elsewhere');
    expect((await t.send('POST', '/terminal/clock', elsewhere.headers, { badge: holder.badge, pin: holder.pin })).statusCode).toBe(201);
  });
});

describe('badges in the people import (POST /users/import)', () => {
  const address = (who: string) => `${who}.${nextBadge()}@terminals.test`;
  const importRows = (rows: unknown[], dryRun = false) => t.send('POST', `/users/import?dry_run=${dryRun}`, general.headers, { rows });

  it('sets the badges of the accounts it creates, from CSV or JSON', async () => {
    const [first, second] = [nextBadge(), nextBadge()];
    const csv = `email;name;badge\n${address('ana')};Ana;${first}\n${address('bo')};Bo;\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/import?dry_run=false',
      headers: { ...general.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 2, invalid: 0 });
    const json = await importRows([{ email: address('cy'), name: 'Cy', badge: `00${second}` }]);
    expect(json.json().data).toMatchObject({ created: 1, invalid: 0 });
    const badges = await t.db
      .selectFrom('users')
      .select(['name', 'badge'])
      .where('name', 'in', ['Ana', 'Bo', 'Cy'])
      .where('email', 'like', '%@terminals.test')
      .orderBy('name')
      .execute();
    expect(badges).toEqual([
      { name: 'Ana', badge: first },
      { name: 'Bo', badge: null },
      { name: 'Cy', badge: `00${second}` },
    ]);
  });

  it('refuses a bad badge, one given twice in the file, and one another account holds, writing nothing', async () => {
    const holder = await badgeHolder();
    const twice = nextBadge();
    const res = await importRows([
      { email: address('a'), name: 'A', badge: '12ab' },
      { email: address('b'), name: 'B', badge: twice },
      { email: address('c'), name: 'C', badge: twice },
      { email: address('d'), name: 'D', badge: holder.badge },
      { email: address('e'), name: 'E', badge: '1'.repeat(21) },
      { email: address('f'), name: 'F', badge: nextBadge() },
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ dry_run: false, created: 1, invalid: 5 });
    expect(data.rows.map((row: { errors?: unknown }) => row.errors ?? null)).toEqual([
      { badge: [{ code: 'invalid' }] },
      { badge: [{ code: 'duplicate' }] },
      { badge: [{ code: 'duplicate' }] },
      { badge: [{ code: 'taken' }] },
      { badge: [{ code: 'invalid' }] },
      null,
    ]);
    expect(await t.db.selectFrom('users').select('id').where('email', 'like', 'f.%@terminals.test').execute()).toHaveLength(0);
    // An existing account's row is left unchanged, badge included.
    const existing = await importRows([{ email: holder.user.email, name: 'Whoever', badge: nextBadge() }]);
    expect(existing.json().data).toMatchObject({ existing: 1, invalid: 0 });
    const row = await t.db.selectFrom('users').select('badge').where('id', '=', holder.user.id).executeTakeFirstOrThrow();
    expect(row.badge).toBe(holder.badge);
  });

  it('puts the badge in the person’s data export', async () => {
    const holder = await badgeHolder();
    const res = await t.send('GET', `/users/${holder.user.id}/data`, holder.headers);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data.profile).toMatchObject({ id: holder.user.id, badge: holder.badge, has_pin: true });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await t.another();
  });

  it('lock a badge together, and a terminal deleted on one is refused on the other at once', async () => {
    const terminal = await pairedTerminal('Shared');
    const holder = await badgeHolder();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: '9999' }, i % 2 ? t.app : other);
      expect(res.statusCode).toBe(403);
    }
    for (const app of [t.app, other]) {
      expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: holder.badge, pin: holder.pin }, app)).statusCode).toBe(429);
    }
    const notes = (await t.send('GET', '/notifications', holder.headers)).json().data as { kind: string }[];
    expect(notes.map((note) => note.kind)).toEqual(['terminal_pin_locked']);

    const second = await badgeHolder();
    expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: second.badge, pin: second.pin }, other)).statusCode).toBe(201);
    expect((await t.send('DELETE', `/terminals/${terminal.id}`, general.headers)).statusCode).toBe(204);
    expect((await t.send('POST', '/terminal/clock', terminal.headers, { badge: second.badge, pin: second.pin }, other)).statusCode).toBe(401);
  });
});

describe('security review, finding 6: an unknown badge costs what a wrong PIN costs', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };

  it('answers both after a PIN verification: the medians of their times are alike', async () => {
    const terminal = await pairedTerminal('Timing');
    const holder = await badgeHolder();
    const unknown: number[] = [];
    const wrong: number[] = [];
    const attempt = async (badge: string) => {
      // Only the timing is measured here: the failures of the last attempt are forgotten, so no lock interferes.
      await t.db.deleteFrom('terminal_pin_failures').execute();
      await t.db.deleteFrom('terminal_badge_locks').execute();
      const started = performance.now();
      const res = await t.send('POST', '/terminal/clock', terminal.headers, { badge, pin: '0000' });
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('wrong_pin');
      return elapsed;
    };
    // Warm up both paths once, then interleave them so that the machine's load touches both alike.
    await attempt(nextBadge());
    await attempt(holder.badge);
    for (let i = 0; i < 15; i += 1) {
      unknown.push(await attempt(`9${nextBadge()}`));
      wrong.push(await attempt(holder.badge));
    }
    const ratio = median(unknown) / median(wrong);
    // Without the verification an unknown badge took well under half the time of a wrong PIN.
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, wrong PIN ${median(wrong).toFixed(1)} ms`).toBeGreaterThan(0.75);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, wrong PIN ${median(wrong).toFixed(1)} ms`).toBeLessThan(1.35);
  });
});
