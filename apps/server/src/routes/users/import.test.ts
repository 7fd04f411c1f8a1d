// Importing people: CSV files and JSON rows, a dry run by default, every row checked, all or nothing, and
// what a real import writes (accounts, teams and their managers, memberships, schedules, invitations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { dateInZone } from '../../time/zone.js';

let t: TestApp;
let admin: UserRow;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.f.buildUser({ role: 'general_manager' });
  adminHeaders = await t.f.signIn(admin);
});
afterAll(() => t.close());

let unique = 0;
/** An e-mail address no other test uses. */
const email = (who: string) => `${who}.${(unique += 1)}.${Math.random().toString(36).slice(2, 7)}@import.test`;

const postCsv = (csv: string | Buffer, query = '', headers = adminHeaders, contentType = 'text/csv') =>
  t.app.inject({ method: 'POST', url: `/api/users/import${query}`, headers: { ...headers, 'content-type': contentType }, payload: csv });
const postRows = (rows: unknown[], query = '', headers = adminHeaders) => t.send('POST', `/users/import${query}`, headers, { rows });

async function accountCount(): Promise<number> {
  const row = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
async function outboxCount(): Promise<number> {
  const row = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
const account = (address: string) => t.db.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirst();

describe('POST /users/import: who may', () => {
  it('needs credentials (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/import', headers: { 'content-type': 'text/csv' }, payload: 'email,name\n' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('is for general managers only (403 for managers and employees)', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await t.f.person(role);
      const res = await postRows([{ email: email('x'), name: 'X' }], '?dry_run=false', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});

describe('POST /users/import: a dry run', () => {
  it('is the default: it says what would happen and writes nothing', async () => {
    const before = [await accountCount(), await outboxCount()];
    const existing = await t.f.buildUser();
    const res = await postRows([{ email: email('dry'), name: 'Dry Run' }, { email: existing.email, name: 'Whoever' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: true, created: 1, existing: 1, invalid: 0 });
    expect(res.json().data.rows.map((row: { status: string }) => row.status)).toEqual(['created', 'existing']);
    expect([await accountCount() - 1, await outboxCount()]).toEqual(before);
  });
});

describe('POST /users/import: a CSV file', () => {
  it('reads a BOM, `;` separators, quoted fields, CRLF line ends and empty trailing lines', async () => {
    const [ana, ben] = [email('ana'), email('ben')];
    const csv = `\ufeffEmail;Name;Role;Weekly_hours\r\n${ana};"Durand; Ana ""AD""";manager;37,5\r\n${ben};Ben Martin;;\r\n\r\n\r\n`;
    const res = await postCsv(csv, '?dry_run=false');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, created: 2, existing: 0, invalid: 0 });
    expect(res.json().data.rows).toEqual([
      { row: 1, email: ana, status: 'created' },
      { row: 2, email: ben, status: 'created' },
    ]);
    expect(await account(ana)).toMatchObject({ name: 'Durand; Ana "AD"', role: 'manager', status: 'invited' });
    expect(await account(ben)).toMatchObject({ name: 'Ben Martin', role: 'employee', status: 'invited' });
  });

  it('reads `,` separators and LF line ends, with a charset in the content type', async () => {
    const who = email('comma');
    const res = await postCsv(`email,name,language\n"${who}","Smith, Jo",fr\n`, '?dry_run=false', adminHeaders, 'text/csv; charset=utf-8');
    expect(res.json().data).toMatchObject({ created: 1 });
    expect(await account(who)).toMatchObject({ name: 'Smith, Jo', language: 'fr' });
  });

  it('reads `de` (any case) in the language column: the account and its invitation in German', async () => {
    const [jo, uli] = [email('jo-de'), email('uli-de')];
    const res = await postCsv(`email;name;language\n${jo};Jo Schäfer;de\n${uli};Uli Groß;DE\n`, '?dry_run=false');
    expect(res.json().data).toMatchObject({ created: 2, invalid: 0 });
    expect(await account(jo)).toMatchObject({ name: 'Jo Schäfer', language: 'de' });
    expect(await account(uli)).toMatchObject({ name: 'Uli Groß', language: 'de' });
    const mails = await t.db.selectFrom('outbox').select(['recipient', 'language']).where('recipient', 'in', [jo, uli]).execute();
    expect(mails.map((mail) => mail.language)).toEqual(['de', 'de']);
  });

  it('refuses a header without an email column (422), writing nothing', async () => {
    const before = await accountCount();
    const res = await postCsv('mail,name\nsomeone@import.test,Someone\n', '?dry_run=false');
    expect(res.statusCode).toBe(422);
    expect(codes(res)).toEqual({ email: ['required'] });
    expect(res.json().errors.email[0]).toContain('header');
    expect(await accountCount()).toBe(before);
  });

  it('refuses a binary file (422 on file), writing nothing', async () => {
    const before = await accountCount();
    const xlsxLike = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe, 0x00, 0x00]);
    const res = await postCsv(xlsxLike, '?dry_run=false');
    expect(res.statusCode).toBe(422);
    expect(codes(res)).toEqual({ file: ['invalid'] });
    const nul = await postCsv(Buffer.from('email,name\n\u0000\u0001,x\n'), '?dry_run=false');
    expect(nul.statusCode).toBe(422);
    expect(codes(nul)).toEqual({ file: ['invalid'] });
    expect(await accountCount()).toBe(before);
  });

  it('refuses a file with only a header (422 on rows)', async () => {
    const res = await postCsv('email,name\n\n');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(codes(res))).toEqual(['rows']);
  });

  it('refuses another content type (415)', async () => {
    const res = await postCsv('email,name\na@import.test,A\n', '', adminHeaders, 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('takes bodies up to 2 MiB and refuses more (413), and more than 5,000 rows (413)', async () => {
    const before = await accountCount();
    const padded = `email,name,notes\nbig@import.test,Big,${'x'.repeat(2 * 1024 * 1024)}\n`;
    const tooBig = await postCsv(padded, '?dry_run=false');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('payload_too_large');

    const rows = Array.from({ length: 5001 }, (_, i) => `many${i}@import.test,Many ${i}`).join('\n');
    const tooMany = await postCsv(`email,name\n${rows}\n`, '?dry_run=false');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('payload_too_large');
    const tooManyJson = await postRows(
      Array.from({ length: 5001 }, (_, i) => ({ email: `many${i}@import.test`, name: `Many ${i}` })),
      '?dry_run=false',
    );
    expect(tooManyJson.statusCode).toBe(413);
    expect(await accountCount()).toBe(before);

    // Over 100 KiB but under 2 MiB is fine on this route.
    const large = Array.from({ length: 3000 }, (_, i) => `large${i}.${unique}@import.test,Large person number ${i}`).join('\n');
    const accepted = await postCsv(`email,name\n${large}\n`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ dry_run: true, created: 3000 });
  });
});

describe('POST /users/import: every row is checked', () => {
  it('reports each row and field, and writes nothing when a row is invalid', async () => {
    const employee = await t.f.buildUser();
    const manager = await t.f.buildUser({ role: 'manager' });
    const twice = email('twice');
    const good = email('good');
    const before = [await accountCount(), await outboxCount()];
    const res = await postRows(
      [
        { email: good, name: 'Good', team: `Valid ${unique}`, team_manager: manager.email },
        { email: '', name: '' },
        { email: 'not-an-email', name: 'N', role: 'boss', language: 'es', weekly_hours: 'lots' },
        { email: twice, name: 'Twice A' },
        { email: twice.toUpperCase(), name: 'Twice B' },
        { email: email('badmgr'), name: 'M', team: `T ${unique}`, team_manager: employee.email },
        { email: email('nomgr'), name: 'M', team: `T ${unique}`, team_manager: 'nobody.here@import.test' },
        { email: email('hours'), name: 'H', weekly_hours: 121 },
        { email: email('orphan'), name: 'O', team_manager: manager.email },
      ],
      '?dry_run=false',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ dry_run: false, created: 1, existing: 0, invalid: 8 });
    expect(data.rows[0]).toEqual({ row: 1, email: good, status: 'created' });
    expect(data.rows[1].errors).toEqual({ email: [{ code: 'required' }], name: [{ code: 'required' }] });
    expect(data.rows[2].errors).toEqual({
      email: [{ code: 'invalid' }],
      role: [{ code: 'invalid' }],
      language: [{ code: 'invalid' }],
      weekly_hours: [{ code: 'invalid' }],
    });
    expect(data.rows[3]).toMatchObject({ status: 'invalid', errors: { email: [{ code: 'duplicate' }] } });
    expect(data.rows[4]).toMatchObject({ status: 'invalid', errors: { email: [{ code: 'duplicate' }] } });
    expect(data.rows[5].errors).toEqual({ team_manager: [{ code: 'not_a_manager' }] });
    expect(data.rows[6].errors).toEqual({ team_manager: [{ code: 'not_a_manager' }] });
    expect(data.rows[7].errors).toEqual({ weekly_hours: [{ code: 'invalid' }] });
    expect(data.rows[8].errors).toEqual({ team_manager: [{ code: 'invalid' }] });
    expect([await accountCount(), await outboxCount()]).toEqual(before);
    expect(await account(good)).toBeUndefined();
  });

  it('refuses rows of the wrong shape in JSON (422) and no rows at all', async () => {
    const wrong = await postRows([{ email: 12, name: 'N' }]);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(codes(wrong))[0]).toMatch(/^rows/);
    const none = await postRows([]);
    expect(none.statusCode).toBe(422);
    const noBody = await t.send('POST', '/users/import', adminHeaders, { people: [] });
    expect(noBody.statusCode).toBe(422);
  });

  it('leaves existing accounts unchanged', async () => {
    const existing = await t.f.buildUser({ role: 'employee', name: 'Kept Name' });
    const res = await postRows([{ email: existing.email, name: 'Other Name', role: 'manager', team: `Ignored ${unique}`, weekly_hours: 10 }], '?dry_run=false');
    expect(res.json().data).toMatchObject({ dry_run: false, created: 0, existing: 1, invalid: 0 });
    expect(await account(existing.email!)).toMatchObject({ name: 'Kept Name', role: 'employee', status: 'active' });
    expect(await t.db.selectFrom('schedules').select('id').where('user_id', '=', existing.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('teams').select('id').where('name', '=', `Ignored ${unique}`).execute()).toEqual([]);
  });
});

describe('POST /users/import: what an import writes', () => {
  it('reads the start_date column: a good day is stored, a bad one refused on its row, and nothing is written', async () => {
    const [starts, later, infers] = ['starts', 'later', 'infers'].map(email) as [string, string, string];
    const bad = ['2026-02-30', '27/11/2026', '1969-12-31', '2201-01-01', 'soon'];
    const badRows = bad.map((value, index) => `${email(`bad${index}`)};Bad ${index};${value}`);
    const before = [await accountCount(), await outboxCount()];
    const refused = await postCsv(`email;name;start_date\r\n${starts};Starts;2026-12-01\r\n${badRows.join('\r\n')}\r\n`, '?dry_run=false');
    expect(refused.statusCode).toBe(200);
    const data = refused.json().data;
    expect(data).toMatchObject({ dry_run: false, created: 1, invalid: bad.length });
    expect(data.rows[0]).toEqual({ row: 1, email: starts, status: 'created' });
    for (const [index] of bad.entries()) {
      expect(data.rows[index + 1]).toMatchObject({ row: index + 2, status: 'invalid', errors: { start_date: [{ code: 'invalid' }] } });
    }
    expect([await accountCount(), await outboxCount()]).toEqual(before);

    const written = await postCsv(`email,name,start_date\n${starts},Starts,2026-12-01\n${later},Later, 2027-01-04 \n${infers},Infers,\n`, '?dry_run=false');
    expect(written.json().data).toMatchObject({ created: 3, invalid: 0 });
    expect((await account(starts))!.start_date).toBe('2026-12-01');
    expect((await account(later))!.start_date).toBe('2027-01-04');
    expect((await account(infers))!.start_date).toBeNull();
    // And in JSON rows, as the user resource shows it.
    const json = await postRows([{ email: email('json'), name: 'Json', start_date: '2025-09-01' }], '?dry_run=false');
    expect(json.json().data.created).toBe(1);
    const listed = await t.send('GET', `/users?q=${encodeURIComponent(json.json().data.rows[0].email)}`, adminHeaders);
    expect(listed.json().data[0].start_date).toBe('2025-09-01');
  });

  it('creates accounts, teams with their managers, memberships, schedules and invitations', async () => {
    const existingManager = await t.f.buildUser({ role: 'manager' });
    const existingTeam = await t.f.buildTeam({ manager: existingManager, name: `Existing ${unique}` });
    const [lead, worker, helper, joiner, loner] = ['lead', 'worker', 'helper', 'joiner', 'loner'].map(email) as [string, string, string, string, string];
    const [newTeam, callerTeam, otherTeam] = [`Assembly ${unique}`, `Office ${unique}`, `Night ${unique}`];
    const res = await postRows(
      [
        { email: lead, name: 'Lead', role: 'manager', language: 'fr' },
        { email: worker, name: 'Worker', team: newTeam, team_manager: lead, weekly_hours: 37.5 },
        { email: helper, name: 'Helper', team: newTeam, weekly_hours: '20' },
        { email: joiner, name: 'Joiner', team: existingTeam.name.toUpperCase(), team_manager: lead },
        { email: loner, name: 'Loner', team: callerTeam },
        { email: email('night'), name: 'Night', team: otherTeam, team_manager: existingManager.email },
      ],
      '?dry_run=false',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, created: 6, existing: 0, invalid: 0 });

    const teams = await t.db.selectFrom('teams').select(['id', 'name', 'manager_id']).where('name', 'in', [newTeam, callerTeam, otherTeam, existingTeam.name]).execute();
    const byName = Object.fromEntries(teams.map((team) => [team.name, team]));
    const leadAccount = (await account(lead))!;
    expect(byName[newTeam]!.manager_id).toBe(leadAccount.id);
    expect(byName[callerTeam]!.manager_id).toBe(admin.id);
    expect(byName[otherTeam]!.manager_id).toBe(existingManager.id);
    // An existing team keeps its manager.
    expect(byName[existingTeam.name]!.manager_id).toBe(existingManager.id);

    const members = await t.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select(['team_members.team_id', 'users.email'])
      .where('users.email', 'in', [worker, helper, joiner, loner])
      .execute();
    expect(members.map((m) => [m.email, m.team_id]).sort()).toEqual(
      [
        [worker, byName[newTeam]!.id],
        [helper, byName[newTeam]!.id],
        [joiner, existingTeam.id],
        [loner, byName[callerTeam]!.id],
      ].sort(),
    );

    const today = dateInZone(new Date(), t.config.appTimezone);
    const schedules = await t.db
      .selectFrom('schedules')
      .innerJoin('users', 'users.id', 'schedules.user_id')
      .select(['users.email', 'schedules.valid_from', 'schedules.weekly_seconds', 'schedules.created_by'])
      .where('users.email', 'in', [worker, helper, lead])
      .execute();
    expect(schedules.map((s) => [s.email, String(s.valid_from), s.weekly_seconds.map(Number), s.created_by]).sort()).toEqual(
      [
        [worker, today, [27000, 27000, 27000, 27000, 27000, 0, 0], admin.id],
        [helper, today, [14400, 14400, 14400, 14400, 14400, 0, 0], admin.id],
      ].sort(),
    );

    // Every created account has its invitation, in its language, whose link works.
    const mails = await t.db.selectFrom('outbox').select(['recipient', 'template', 'language', 'payload']).where('recipient', 'in', [lead, worker, helper, joiner, loner]).execute();
    expect(mails).toHaveLength(5);
    expect(mails.every((mail) => mail.template === 'invitation')).toBe(true);
    expect(mails.find((mail) => mail.recipient === lead)!.language).toBe('fr');
    const payload = mails.find((mail) => mail.recipient === worker)!.payload as { link: string } | string;
    const link = (typeof payload === 'string' ? (JSON.parse(payload) as { link: string }) : payload).link;
    expect(link).toMatch(/^http:\/\/localhost:3000\/set-password\//);
    const check = await t.app.inject({ method: 'GET', url: `/api/password-tokens/${link.split('/').at(-1)}` });
    expect(check.json().data).toMatchObject({ purpose: 'invitation', email: worker });
  });

  it('imports 5,000 people at once', async () => {
    const stamp = `${unique += 1}${Math.random().toString(36).slice(2, 6)}`;
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      email: `bulk${i}.${stamp}@import.test`,
      name: `Bulk ${i}`,
      team: `Bulk ${stamp} ${i % 50}`,
      weekly_hours: i % 2 === 0 ? 35 : null,
    }));
    const res = await postRows(rows, '?dry_run=false');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, created: 5000, invalid: 0 });
    const invited = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipient', 'like', `%.${stamp}@import.test`)
      .executeTakeFirstOrThrow();
    expect(Number(invited.count)).toBe(5000);
    const teams = await t.db.selectFrom('teams').select('id').where('name', 'like', `Bulk ${stamp} %`).execute();
    expect(teams).toHaveLength(50);
  });
});
