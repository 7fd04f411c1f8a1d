// Accounts through HTTP: the list, invitations, roles, names and preferences, deletion, e-mail change
// and the data export. The e-mails are read from the outbox (auth.test.ts follows them through SMTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { renderMail } from '../../mail/templates.js';
import { exportPersonData } from '../../queries/export.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { DEFAULT_PASSWORD } from '../../test/factories.js';

let t: TestApp;
let admin: UserRow;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.f.buildUser({ role: 'general_manager', name: 'Ada Admin' });
  adminHeaders = await t.f.signIn(admin);
});
afterAll(() => t.close());

/** The links of the messages waiting in the outbox for an address. */
async function outboxFor(recipient: string) {
  const rows = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
  return rows.map((row) => ({ ...row, payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, string> }));
}

/** A person with something in every table of their own. */
async function withRecords(user: UserRow, author: UserRow) {
  const wt = await t.db
    .insertInto('working_times')
    .values({ user_id: user.id, start: '2026-01-05T08:00:00Z', end: '2026-01-05T16:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('breaks').values({ working_time_id: wt.id, start: '2026-01-05T12:00:00Z', end: '2026-01-05T12:30:00Z' }).execute();
  await t.db
    .insertInto('clock_records')
    .values({ user_id: user.id, kind: 'work', status: true, time: '2026-01-05T08:00:00Z', client_id: crypto.randomUUID(), working_time_id: wt.id })
    .execute();
  await t.db
    .insertInto('absences')
    .values({ user_id: user.id, type: 'vacation', start_date: '2026-02-02', end_date: '2026-02-06', created_by: author.id })
    .execute();
  await t.db
    .insertInto('corrections')
    .values({ user_id: user.id, working_time_id: wt.id, start: '2026-01-05T07:30:00Z', end: '2026-01-05T16:00:00Z', reason: 'came early' })
    .execute();
  await t.db
    .insertInto('week_validations')
    .values({
      user_id: user.id,
      week_start: '2026-01-05',
      starts_at: '2026-01-05T00:00:00Z',
      ends_at: '2026-01-12T00:00:00Z',
      status: 'validated',
      validated_by: author.id,
      validated_at: '2026-01-12T09:00:00Z',
    })
    .execute();
  await t.db.insertInto('notifications').values({ user_id: user.id, kind: 'week_validated', data: JSON.stringify({ week_start: '2026-01-05' }) }).execute();
  await t.db
    .insertInto('changes')
    .values({
      user_id: user.id,
      actor_id: author.id,
      action: 'validate',
      subject_type: 'week_validation',
      subject_id: 1,
      before: null,
      after: JSON.stringify({ week_start: '2026-01-05' }),
      created_at: new Date(),
      prev_hash: null,
      hash: 'h',
    })
    .execute();
  return wt.id;
}

describe('GET /users', () => {
  it('lists every non-deleted account for a general manager, with search, role filter and paging', async () => {
    const invited = await t.f.buildUser({ status: 'invited', name: 'Irene Invited' });
    const manager = await t.f.buildUser({ role: 'manager', name: 'Marc Manager' });
    const gone = await t.f.buildUser({ name: 'Gone Person' });
    await t.db.updateTable('users').set({ status: 'deleted', email: null }).where('id', '=', gone.id).execute();

    const all = await t.send('GET', '/users?limit=5000', adminHeaders);
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, invited.id, manager.id]));
    expect(ids).not.toContain(gone.id);
    expect(all.json().meta).toMatchObject({ total: ids.length, limit: 5000, offset: 0 });

    const search = await t.send('GET', '/users?q=IRENE', adminHeaders);
    expect(search.json().data.map((u: { id: number }) => u.id)).toEqual([invited.id]);
    const byMail = await t.send('GET', `/users?q=${encodeURIComponent(manager.email!)}`, adminHeaders);
    expect(byMail.json().data.map((u: { id: number }) => u.id)).toEqual([manager.id]);
    const noWildcard = await t.send('GET', '/users?q=%25', adminHeaders);
    expect(noWildcard.json().data).toEqual([]);

    const managers = await t.send('GET', '/users?role=manager', adminHeaders);
    expect(managers.json().data.every((u: { role: string }) => u.role === 'manager')).toBe(true);

    const page = await t.send('GET', '/users?limit=1&offset=1', adminHeaders);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ limit: 1, offset: 1, total: ids.length });
    expect((await t.send('GET', '/users?role=boss', adminHeaders)).statusCode).toBe(422);
    expect((await t.send('GET', '/users?limit=0', adminHeaders)).statusCode).toBe(422);
  });

  it('shows a manager active accounts only, and refuses an employee', async () => {
    const invited = await t.f.buildUser({ status: 'invited' });
    const manager = await t.f.buildUser({ role: 'manager' });
    const res = await t.send('GET', '/users?limit=5000', await t.f.signIn(manager));
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { id: number; status: string }[];
    expect(users.every((u) => u.status === 'active')).toBe(true);
    expect(users.map((u) => u.id)).not.toContain(invited.id);

    const employee = await t.f.buildUser();
    const refused = await t.send('GET', '/users', await t.f.signIn(employee));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', code: 'forbidden' });
  });
});

describe('POST /users and POST /users/{id}/invitation', () => {
  it('invites a person: an invited account and its invitation in the outbox, in their language', async () => {
    const res = await t.send('POST', '/users', adminHeaders, { email: 'Claire@Example.test', name: ' Claire ', role: 'manager', language: 'fr' });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({ email: 'claire@example.test', name: 'Claire', role: 'manager', status: 'invited', preferences: { language: 'fr' } });
    const [mail] = await outboxFor('claire@example.test');
    expect(mail).toMatchObject({ template: 'invitation', language: 'fr', sent_at: null });
    expect(mail!.payload.link).toMatch(/^http:\/\/localhost:3000\/set-password\/[\w-]{40,}$/);

    const taken = await t.send('POST', '/users', adminHeaders, { email: 'CLAIRE@example.test', name: 'Other', role: 'employee' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual({ email: [{ code: 'taken' }] });
  });

  it('invites a person in German: the account, the outbox row and the e-mail in German; an unknown language refused', async () => {
    const res = await t.send('POST', '/users', adminHeaders, { email: 'jonas@example.test', name: 'Jonas Müller', role: 'employee', language: 'de' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.preferences).toEqual({ language: 'de', theme: 'system', reminders: { email: true, push: true } });
    const [mail] = await outboxFor('jonas@example.test');
    expect(mail).toMatchObject({ template: 'invitation', language: 'de' });
    const rendered = renderMail('invitation', 'de', mail!.payload as { name: string; link: string; expires_at: string });
    expect(rendered.subject).toBe('Einladung zu Timetrack');
    expect(rendered.text).toContain('Hallo Jonas Müller,');
    expect(rendered.text).toContain(mail!.payload.link);
    expect(rendered.text).toMatch(/Dieser Link ist gültig bis \d{1,2}\. [A-Z][a-zä]+ \d{4} um \d{2}:\d{2} UTC\./);

    const spanish = await t.send('POST', '/users', adminHeaders, { email: 'lucia@example.test', name: 'Lucía', role: 'employee', language: 'es' });
    expect(spanish.statusCode).toBe(422);
    expect(Object.keys(spanish.json().details)).toEqual(['language']);
    expect(await outboxFor('lucia@example.test')).toEqual([]);
  });

  it('validates the invitation and refuses anyone but a general manager', async () => {
    const bad = await t.send('POST', '/users', adminHeaders, { email: 'not-an-address', role: 'chief' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toMatchObject({ email: [{ code: 'invalid' }], name: [{ code: 'required' }], role: [{ code: 'invalid' }] });
    const blank = await t.send('POST', '/users', adminHeaders, { email: 'blank@example.test', name: '  ', role: 'employee' });
    expect(blank.json().details).toEqual({ name: [{ code: 'required' }] });
    const manager = await t.f.buildUser({ role: 'manager' });
    const refused = await t.send('POST', '/users', await t.f.signIn(manager), { email: 'x@example.test', name: 'X', role: 'employee' });
    expect(refused.statusCode).toBe(403);
  });

  it('sends a new invitation link and retires the previous one; 409 for an active account', async () => {
    const created = (await t.send('POST', '/users', adminHeaders, { email: 'resend@example.test', name: 'Resend', role: 'employee' })).json().data;
    const firstLink = (await outboxFor('resend@example.test'))[0]!.payload.link!;
    const firstToken = firstLink.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${firstToken}` })).statusCode).toBe(200);

    const again = await t.send('POST', `/users/${created.id}/invitation`, adminHeaders);
    expect(again.statusCode).toBe(204);
    const mails = await outboxFor('resend@example.test');
    expect(mails).toHaveLength(2);
    const secondToken = mails[1]!.payload.link!.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${firstToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/password-tokens/${secondToken}` })).statusCode).toBe(200);

    const active = await t.f.buildUser();
    const conflict = await t.send('POST', `/users/${active.id}/invitation`, adminHeaders);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('conflict');
    expect((await t.send('POST', '/users/999999/invitation', adminHeaders)).statusCode).toBe(404);
    expect((await t.send('POST', `/users/${created.id}/invitation`, await t.f.signIn(active))).statusCode).toBe(403);
  });
});

describe('PUT /users/{id}/role', () => {
  it('applies a role change at once, on the very next request with the same token', async () => {
    const person = await t.f.buildUser();
    const headers = await t.f.signIn(person);
    expect((await t.send('GET', '/users', headers)).statusCode).toBe(403);
    const res = await t.send('PUT', `/users/${person.id}/role`, adminHeaders, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('manager');
    expect((await t.send('GET', '/users', headers)).statusCode).toBe(200);
    expect((await t.send('GET', '/auth/me', headers)).json().data.role).toBe('manager');
  });

  it('refuses to demote someone who manages a team, one’s own role, and non general managers', async () => {
    const manager = await t.f.buildUser({ role: 'manager' });
    await t.f.buildTeam({ manager });
    const demote = await t.send('PUT', `/users/${manager.id}/role`, adminHeaders, { role: 'employee' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('conflict');
    expect((await t.send('PUT', `/users/${manager.id}/role`, adminHeaders, { role: 'general_manager' })).statusCode).toBe(200);

    expect((await t.send('PUT', `/users/${admin.id}/role`, adminHeaders, { role: 'employee' })).statusCode).toBe(403);
    const employee = await t.f.buildUser();
    const otherManager = await t.f.buildUser({ role: 'manager' });
    expect((await t.send('PUT', `/users/${employee.id}/role`, await t.f.signIn(otherManager), { role: 'manager' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${employee.id}/role`, await t.f.signIn(employee), { role: 'manager' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${employee.id}/role`, adminHeaders, { role: 'owner' })).statusCode).toBe(422);
    expect((await t.send('PUT', '/users/999999/role', adminHeaders, { role: 'manager' })).statusCode).toBe(404);
    expect((await t.send('PUT', '/users/abc/role', adminHeaders, { role: 'manager' })).statusCode).toBe(404);
  });
});

describe('PUT /users/{id} {start_date}', () => {
  it('lets general managers set anyone’s start date, own included, logged and notified, and clear it', async () => {
    const person = await t.f.buildUser();
    expect((await t.sendAs(admin, 'GET', `/users?q=${encodeURIComponent(person.email!)}`)).json().data[0].start_date).toBeNull();
    const set = await t.send('PUT', `/users/${person.id}`, adminHeaders, { start_date: '2026-12-01' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ id: person.id, name: person.name, start_date: '2026-12-01' });
    // The same day again changes nothing: one entry, one notification.
    expect((await t.send('PUT', `/users/${person.id}`, adminHeaders, { start_date: '2026-12-01' })).statusCode).toBe(200);
    const changes = (await t.sendAs(admin, 'GET', `/users/${person.id}/changes`)).json().data;
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'update',
        subject_type: 'start_date',
        subject_id: person.id,
        actor_id: admin.id,
        before: { start_date: null },
        after: { start_date: '2026-12-01' },
      }),
    ]);
    const notifications = (await t.sendAs(person, 'GET', '/notifications')).json().data;
    expect(notifications.map((n: { kind: string }) => n.kind)).toEqual(['start_date_updated']);

    const cleared = await t.send('PUT', `/users/${person.id}`, adminHeaders, { start_date: null });
    expect(cleared.json().data.start_date).toBeNull();
    const own = await t.send('PUT', `/users/${admin.id}`, adminHeaders, { start_date: '2020-01-06' });
    expect(own.json().data.start_date).toBe('2020-01-06');
    // The person sees it on their own account.
    expect((await t.sendAs(person, 'GET', '/auth/me')).json().data.start_date).toBeNull();
  });

  it('is 401 without credentials, 403 for the person themself and for managers, 404 for nobody, 422 for bad dates', async () => {
    const manager = await t.f.buildUser({ role: 'manager' });
    const employee = await t.f.buildUser();
    await t.f.buildTeam({ manager, members: [employee] });
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${employee.id}`, payload: { start_date: '2026-12-01' } })).statusCode).toBe(401);
    expect((await t.sendAs(employee, 'PUT', `/users/${employee.id}`, { start_date: '2026-12-01' })).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'PUT', `/users/${employee.id}`, { start_date: '2026-12-01' })).statusCode).toBe(403);
    expect((await t.sendAs(manager, 'PUT', `/users/${manager.id}`, { start_date: '2026-12-01' })).statusCode).toBe(403);
    // One's own name with a start date still needs both rights.
    expect((await t.sendAs(employee, 'PUT', `/users/${employee.id}`, { name: 'E', start_date: '2026-12-01' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${employee.id}`, adminHeaders, { name: 'E', start_date: '2026-12-01' })).statusCode).toBe(403);
    const both = await t.send('PUT', `/users/${admin.id}`, adminHeaders, { name: 'Ada Admin', start_date: '2021-03-01' });
    expect(both.json().data).toMatchObject({ name: 'Ada Admin', start_date: '2021-03-01' });
    expect((await t.send('PUT', '/users/999999', adminHeaders, { start_date: '2026-12-01' })).statusCode).toBe(404);
    const deleted = await t.f.buildUser();
    expect((await t.send('DELETE', `/users/${deleted.id}`, adminHeaders)).statusCode).toBe(204);
    expect((await t.send('PUT', `/users/${deleted.id}`, adminHeaders, { start_date: '2026-12-01' })).statusCode).toBe(404);
    for (const [value, code] of [
      ['2026-02-30', 'invalid'],
      ['01/12/2026', 'invalid'],
      ['1969-12-31', 'out_of_range'],
      ['2201-01-01', 'out_of_range'],
      [20261201, 'invalid'],
    ] as const) {
      const response = await t.send('PUT', `/users/${employee.id}`, adminHeaders, { start_date: value });
      expect(response.statusCode, String(value)).toBe(422);
      expect(codes(response), String(value)).toEqual({ start_date: [code] });
    }
    const empty = await t.send('PUT', `/users/${employee.id}`, adminHeaders, {});
    expect(empty.statusCode).toBe(422);
    expect((await t.db.selectFrom('users').select('start_date').where('id', '=', employee.id).executeTakeFirstOrThrow()).start_date).toBeNull();
  });
});

describe('PUT /users/{id} and PUT /users/{id}/preferences', () => {
  it('changes one’s own name and preferences only', async () => {
    const person = await t.f.buildUser();
    const headers = await t.f.signIn(person);
    const renamed = await t.send('PUT', `/users/${person.id}`, headers, { name: '  Noémie  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Noémie');
    expect((await t.send('PUT', `/users/${person.id}`, headers, { name: '   ' })).json().details).toEqual({ name: [{ code: 'required' }] });
    expect((await t.send('PUT', `/users/${person.id}`, headers, { name: 'x'.repeat(201) })).json().details).toEqual({ name: [{ code: 'too_long' }] });

    const prefs = await t.send('PUT', `/users/${person.id}/preferences`, headers, { theme: 'dark' });
    expect(prefs.json().data.preferences).toEqual({ language: 'en', theme: 'dark', reminders: { email: true, push: true } });
    const both = await t.send('PUT', `/users/${person.id}/preferences`, headers, { language: 'fr', theme: 'light' });
    expect(both.json().data.preferences).toEqual({ language: 'fr', theme: 'light', reminders: { email: true, push: true } });
    expect((await t.send('PUT', `/users/${person.id}/preferences`, headers, {})).json().data.preferences).toEqual({ language: 'fr', theme: 'light', reminders: { email: true, push: true } });
    const german = await t.send('PUT', `/users/${person.id}/preferences`, headers, { language: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.json().data.preferences).toEqual({ language: 'de', theme: 'light', reminders: { email: true, push: true } });
    expect((await t.db.selectFrom('users').select('language').where('id', '=', person.id).executeTakeFirstOrThrow()).language).toBe('de');
    for (const language of ['es', 'DE', 'de-DE', '']) {
      const refused = await t.send('PUT', `/users/${person.id}/preferences`, headers, { language });
      expect(refused.statusCode, language).toBe(422);
      expect(Object.keys(refused.json().details), language).toEqual(['language']);
    }
    // The database refuses what the schema would let through by mistake.
    await expect(t.db.updateTable('users').set({ language: 'es' as 'de' }).where('id', '=', person.id).execute()).rejects.toThrow(/users_language_check/);

    // Nobody changes another person's profile, not even a general manager.
    expect((await t.send('PUT', `/users/${person.id}`, adminHeaders, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await t.send('PUT', `/users/${person.id}/preferences`, adminHeaders, { theme: 'dark' })).statusCode).toBe(403);
    expect((await t.send('PUT', '/users/999999', headers, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /users/{id}', () => {
  it('erases a person’s data, keeps a tombstone for the change log, and refuses their credentials at once', async () => {
    const person = await t.f.buildUser({ name: 'Paul Person' });
    const manager = await t.f.buildUser({ role: 'manager' });
    const team = await t.f.buildTeam({ manager, members: [person] });
    await withRecords(person, manager);
    const personHeaders = await t.f.signIn(person);
    const browser = await t.f.browserSession(person);
    // Leave asked for (with its reason), an allowance, a calendar address and a browser to push to.
    const paid = (await t.send('GET', '/leave-types', personHeaders)).json().data.find((type: { category: string }) => type.category === 'vacation');
    const leave = await t.send('POST', `/users/${person.id}/leave-requests`, personHeaders, {
      leave_type_id: paid.id,
      start_date: '2199-06-03',
      end_date: '2199-06-04',
      comment: 'Family matters',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    expect((await t.send('PUT', `/users/${person.id}/leave-allowances`, adminHeaders, { leave_type_id: paid.id, year: 2199, days: 30 })).statusCode).toBe(200);
    expect((await t.send('POST', `/users/${person.id}/calendar-feed`, personHeaders)).statusCode).toBe(201);
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: person.id, endpoint: 'https://push.example.com/erased', p256dh: 'key', auth: 'secret' })
      .execute();
    const logged = await t.db.selectFrom('changes').select('id').where('user_id', '=', person.id).execute();

    const res = await t.send('DELETE', `/users/${person.id}`, adminHeaders);
    expect(res.statusCode).toBe(204);
    expect((await t.send('GET', '/auth/me', personHeaders)).statusCode).toBe(401);
    expect((await t.send('GET', '/auth/me', browser.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: DEFAULT_PASSWORD } })).statusCode).toBe(401);

    const tombstone = await t.db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ status: 'deleted', email: null, name: 'Deleted user', password_hash: null });
    for (const table of [
      'working_times',
      'clock_records',
      'absences',
      'corrections',
      'week_validations',
      'notifications',
      'sessions',
      'password_tokens',
      'leave_requests',
      'leave_request_days',
      'leave_allowances',
      'calendar_feeds',
      'push_subscriptions',
      'reminders',
    ] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', person.id).execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(await t.db.selectFrom('team_members').selectAll().where('team_id', '=', team.id).execute()).toHaveLength(0);
    // The change log stays whole, for the people and auditors it also belongs to.
    expect(await t.db.selectFrom('changes').select('id').where('user_id', '=', person.id).execute()).toEqual(logged);

    expect((await t.send('DELETE', `/users/${person.id}`, adminHeaders)).statusCode).toBe(404);
    const list = await t.send('GET', '/users?limit=5000', adminHeaders);
    expect(list.json().data.map((u: { id: number }) => u.id)).not.toContain(person.id);
    // The address is free again.
    expect((await t.send('POST', '/users', adminHeaders, { email: person.email, name: 'Paul Again', role: 'employee' })).statusCode).toBe(201);
  });

  it('lets a person delete their own account, but never a general manager theirs', async () => {
    const person = await t.f.buildUser();
    const headers = await t.f.signIn(person);
    const other = await t.f.buildUser();
    expect((await t.send('DELETE', `/users/${other.id}`, headers)).statusCode).toBe(403);
    expect((await t.send('DELETE', `/users/${person.id}`, headers)).statusCode).toBe(204);
    expect((await t.send('GET', '/auth/me', headers)).statusCode).toBe(401);

    expect((await t.send('DELETE', `/users/${admin.id}`, adminHeaders)).statusCode).toBe(403);
    const manager = await t.f.buildUser({ role: 'manager' });
    const member = await t.f.buildUser();
    await t.f.buildTeam({ manager, members: [member] });
    expect((await t.send('DELETE', `/users/${member.id}`, await t.f.signIn(manager))).statusCode).toBe(403);
  });

  it('refuses while the person manages a team', async () => {
    const manager = await t.f.buildUser({ role: 'manager' });
    await t.f.buildTeam({ manager });
    const res = await t.send('DELETE', `/users/${manager.id}`, adminHeaders);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect((await t.send('GET', '/auth/me', await t.f.signIn(manager))).statusCode).toBe(200);
  });
});

describe('e-mail change', () => {
  it('lets a general manager request a change of their own address, replacing a pending one', async () => {
    const boss = await t.f.buildUser({ role: 'general_manager' });
    const headers = await t.f.signIn(boss);
    expect((await t.send('GET', `/users/${boss.id}/email-change`, headers)).json()).toEqual({ data: null });

    const first = await t.send('POST', `/users/${boss.id}/email-change`, headers, { email: 'first.new@example.test', current_password: DEFAULT_PASSWORD });
    expect(first.statusCode).toBe(202);
    const expiresAt = new Date(first.json().data.expires_at).getTime();
    expect(Math.abs(expiresAt - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    const second = await t.send('POST', `/users/${boss.id}/email-change`, headers, { email: 'second.new@example.test', current_password: DEFAULT_PASSWORD });
    expect(second.statusCode).toBe(202);
    const pending = await t.send('GET', `/users/${boss.id}/email-change`, headers);
    expect(pending.json().data).toEqual(second.json().data);

    const notices = await outboxFor(boss.email!);
    expect(notices.map((m) => m.template)).toEqual(['email_change_notice', 'email_change_notice']);
    const firstToken = (await outboxFor('first.new@example.test'))[0]!.payload.link!.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'POST', url: `/api/email-change/${firstToken}` })).statusCode).toBe(404);

    // The new address got taken meanwhile.
    await t.f.buildUser({ email: 'second.new@example.test' });
    const secondToken = (await outboxFor('second.new@example.test'))[0]!.payload.link!.split('/').at(-1)!;
    const taken = await t.app.inject({ method: 'POST', url: `/api/email-change/${secondToken}` });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual({ email: [{ code: 'taken' }] });
    expect((await t.send('GET', '/auth/me', headers)).json().data.email).toBe(boss.email);
  });

  it('refuses a wrong password, a used address, and anyone but a general manager for themself', async () => {
    const boss = await t.f.buildUser({ role: 'general_manager' });
    const headers = await t.f.signIn(boss);
    const wrong = await t.send('POST', `/users/${boss.id}/email-change`, headers, { email: 'new.boss@example.test', current_password: 'nope nope nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual({ current_password: [{ code: 'invalid' }] });
    const taken = await t.send('POST', `/users/${boss.id}/email-change`, headers, { email: admin.email!.toUpperCase(), current_password: DEFAULT_PASSWORD });
    expect(taken.json().details).toEqual({ email: [{ code: 'taken' }] });
    expect((await t.send('POST', `/users/${boss.id}/email-change`, headers, { email: 'bad', current_password: DEFAULT_PASSWORD })).statusCode).toBe(422);

    expect((await t.send('POST', `/users/${boss.id}/email-change`, adminHeaders, { email: 'x@example.test', current_password: DEFAULT_PASSWORD })).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${boss.id}/email-change`, adminHeaders)).statusCode).toBe(403);
    const manager = await t.f.buildUser({ role: 'manager' });
    const managerHeaders = await t.f.signIn(manager);
    expect((await t.send('POST', `/users/${manager.id}/email-change`, managerHeaders, { email: 'm@example.test', current_password: DEFAULT_PASSWORD })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/email-change/unknown' })).statusCode).toBe(404);
  });
});

describe('GET /users/{id}/data', () => {
  it('streams the person’s complete data as one JSON attachment', async () => {
    const person = await t.f.buildUser();
    const manager = await t.f.buildUser({ role: 'manager' });
    await t.f.buildTeam({ manager, members: [person], name: 'Export Team' });
    const workingTimeId = await withRecords(person, manager);
    const other = await t.f.buildUser();
    await withRecords(other, manager);

    const res = await t.send('GET', `/users/${person.id}/data`, await t.f.signIn(person));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="timetrack-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(res.body).data;
    expect(data.profile).toMatchObject({ id: person.id, email: person.email });
    expect(data.working_times).toEqual([
      {
        id: workingTimeId,
        user_id: person.id,
        start: '2026-01-05 08:00:00',
        end: '2026-01-05 16:00:00',
        breaks: [{ id: expect.any(Number), start: '2026-01-05 12:00:00', end: '2026-01-05 12:30:00' }],
        auto_closed: false,
      },
    ]);
    expect(data.clocks).toEqual([expect.objectContaining({ user_id: person.id, kind: 'work', status: true, time: '2026-01-05T08:00:00.000Z' })]);
    expect(data.absences).toEqual([expect.objectContaining({ user_id: person.id, type: 'vacation', start_date: '2026-02-02', end_date: '2026-02-06' })]);
    expect(data.corrections).toEqual([expect.objectContaining({ user_id: person.id, start: '2026-01-05 07:30:00', reason: 'came early', status: 'pending' })]);
    expect(data.week_validations).toEqual([expect.objectContaining({ user_id: person.id, week_start: '2026-01-05', status: 'validated' })]);
    expect(data.changes).toEqual([
      expect.objectContaining({ user_id: person.id, actor_name: manager.name, action: 'validate', after: { week_start: '2026-01-05' } }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'week_validated', data: { week_start: '2026-01-05' } })]);
    expect(data.teams).toEqual([expect.objectContaining({ name: 'Export Team', manager_id: manager.id, member: true, manager: false })]);

    expect((await t.send('GET', `/users/${person.id}/data`, await t.f.signIn(manager))).statusCode).toBe(403);
    expect((await t.send('GET', `/users/${person.id}/data`, adminHeaders)).statusCode).toBe(403);
    expect((await t.send('GET', '/users/999999/data', adminHeaders)).statusCode).toBe(404);
  });

  it('reads the records a page at a time and gives the same document whatever the page size', async () => {
    const person = await t.f.buildUser();
    for (let day = 10; day < 15; day += 1) {
      await t.db
        .insertInto('working_times')
        .values({ user_id: person.id, start: `2026-03-${day}T08:00:00Z`, end: `2026-03-${day}T12:00:00Z` })
        .execute();
    }
    const read = async (pageSize: number) => {
      let text = '';
      for await (const piece of exportPersonData(t.db, person, pageSize)) text += piece;
      const data = JSON.parse(text).data;
      delete data.exported_at;
      return data;
    };
    const paged = await read(2);
    expect(paged.working_times.map((w: { start: string }) => w.start)).toEqual([
      '2026-03-10 08:00:00',
      '2026-03-11 08:00:00',
      '2026-03-12 08:00:00',
      '2026-03-13 08:00:00',
      '2026-03-14 08:00:00',
    ]);
    expect(await read(1000)).toEqual(paged);
    expect(await read(5)).toEqual(paged);
  });
});
