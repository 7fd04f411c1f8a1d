// Days off: the public holidays of HOLIDAYS_REGION (date-holidays) and the company's own. The region's days of
// the years around today are written at start; reads never write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionYearsAround, writeRegionHolidays } from '../../commands/holidays.js';
import type { UserRow } from '../../db/schema.js';
import { regionHolidays } from '../../queries/holidays.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { dateInZone } from '../../time/zone.js';

let t: TestApp;
let generalManager: UserRow;
let manager: UserRow;
let employee: UserRow;
/** Every statement sent to the database, while a test empties the list and looks. */
const statements: string[] = [];
/** The last year the start wrote: the one after this one. */
const lastKept = Number(dateInZone(new Date(), 'UTC').slice(0, 4)) + 1;

const countHolidays = async () =>
  Number((await t.db.selectFrom('holidays').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

beforeAll(async () => {
  t = await createTestApp({ env: { HOLIDAYS_REGION: 'FR' }, onRoundTrip: (trip) => statements.push(...trip) });
  generalManager = await t.f.buildUser({ role: 'general_manager' });
  manager = await t.f.buildUser({ role: 'manager' });
  employee = await t.f.buildUser();
});
afterAll(() => t.close());

describe('holidays', () => {
  it('lists the region’s public holidays with stable ids, and the company days', async () => {
    const created = await t.sendAs(generalManager, 'POST', '/holidays', { date: '2026-05-15', name: 'Bridge day' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ id: expect.any(Number), date: '2026-05-15', name: 'Bridge day', source: 'company' });

    const may = await t.sendAs(employee, 'GET', '/holidays?start=2026-05-01&end=2026-05-31');
    expect(may.statusCode).toBe(200);
    const days = may.json().data as { id: number; date: string; source: string }[];
    expect(days.map((d) => [d.date, d.source])).toEqual([
      ['2026-05-01', 'region'],
      ['2026-05-08', 'region'],
      ['2026-05-14', 'region'],
      ['2026-05-15', 'company'],
      ['2026-05-25', 'region'],
    ]);
    const again = await t.sendAs(employee, 'GET', '/holidays?start=2026-05-01&end=2026-05-31');
    expect(again.json().data).toEqual(may.json().data);

    const region = days[0]!;
    const refused = await t.sendAs(generalManager, 'DELETE', `/holidays/${region.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conflict');
    expect((await t.sendAs(manager, 'DELETE', `/holidays/${created.json().data.id}`)).statusCode).toBe(403);
    expect((await t.sendAs(generalManager, 'DELETE', `/holidays/${created.json().data.id}`)).statusCode).toBe(204);
    expect((await t.sendAs(generalManager, 'DELETE', `/holidays/${created.json().data.id}`)).statusCode).toBe(404);
    expect((await t.sendAs(employee, 'DELETE', '/holidays/999999')).statusCode).toBe(404);
  });

  it('refuses: no credentials, non general managers, a taken date, bad input, a range over 366 days', async () => {
    expect((await t.send('GET', '/holidays?start=2026-01-01&end=2026-01-31', {})).statusCode).toBe(401);
    expect((await t.sendAs(manager, 'POST', '/holidays', { date: '2026-12-24', name: 'Eve' })).statusCode).toBe(403);
    expect((await t.sendAs(employee, 'POST', '/holidays', { date: '2026-12-24', name: 'Eve' })).statusCode).toBe(403);
    expect((await t.sendAs(generalManager, 'POST', '/holidays', { date: '2026-12-24', name: 'Eve' })).statusCode).toBe(201);
    const taken = await t.sendAs(generalManager, 'POST', '/holidays', { date: '2026-12-24', name: 'Again' });
    expect(codes(taken)).toEqual({ date: ['taken'] });
    expect((await t.sendAs(generalManager, 'POST', '/holidays', { date: '2026-13-01', name: 'x' })).statusCode).toBe(422);
    expect((await t.sendAs(generalManager, 'POST', '/holidays', { date: '2026-12-26', name: '' })).statusCode).toBe(422);
    expect(codes(await t.sendAs(employee, 'GET', '/holidays?start=2026-01-01&end=2027-01-02'))).toEqual({ end: ['range_too_long'] });
    expect(codes(await t.sendAs(employee, 'GET', '/holidays'))).toMatchObject({ start: ['required'] });
  });

  it('reads without writing: region days of a year the table does not hold are computed, with the same negative ids at every read', async () => {
    const headers = await t.f.signIn(employee);
    const rowsBefore = await countHolidays();
    statements.length = 0;
    const year = await t.send('GET', '/holidays?start=2150-01-01&end=2150-12-31', headers);
    expect(year.statusCode).toBe(200);
    const days = year.json().data as { id: number; date: string; name: string; source: string }[];
    expect(days.map(({ date, name }) => ({ date, name }))).toEqual(regionHolidays('FR', 2150));
    expect(days.every((day) => day.source === 'region' && day.id < 0)).toBe(true);
    expect(new Set(days.map((day) => day.id)).size).toBe(days.length);
    expect((await t.send('GET', '/holidays?start=2150-01-01&end=2150-12-31', headers)).json().data).toEqual(days);
    // A range across two years: one held by the table, one not.
    const newYear = await t.send('GET', `/holidays?start=${lastKept}-12-01&end=${lastKept + 1}-01-31`, headers);
    const across = newYear.json().data as { id: number; date: string }[];
    expect(across.map((day) => [day.date, day.id > 0])).toEqual([
      [`${lastKept}-12-25`, true],
      [`${lastKept + 1}-01-01`, false],
    ]);
    expect(statements.some((statement) => /from "holidays"/.test(statement))).toBe(true);
    expect(statements.filter((statement) => /\b(insert|update|delete)\b/i.test(statement))).toEqual([]);
    expect(await countHolidays()).toBe(rowsBefore);
    // A computed day names no row: nothing to delete.
    expect((await t.sendAs(generalManager, 'DELETE', `/holidays/${days[0]!.id}`)).statusCode).toBe(404);
  });

  it('is written at start for the years around today, each day once, also when instances start at the same time', async () => {
    const { first, last } = regionYearsAround(dateInZone(new Date(), t.config.appTimezone));
    expect(last).toBe(lastKept);
    const handles = testDatabaseKind() === 'postgres' ? [t.database, await t.testDatabase.openAnother(), await t.testDatabase.openAnother()] : [t.database];
    try {
      await Promise.all(handles.map((handle) => writeRegionHolidays(handle.db, 'FR', t.config.appTimezone)));
    } finally {
      for (const handle of handles.slice(1)) await handle.close();
    }
    const rows = await t.db
      .selectFrom('holidays')
      .select(['date', 'name'])
      .where('source', '=', 'region')
      .where('region', '=', 'FR')
      .orderBy('date')
      .orderBy('id')
      .execute();
    const expected: { date: string; name: string }[] = [];
    for (let year = first; year <= last; year += 1) expected.push(...regionHolidays('FR', year));
    expect(rows).toEqual(expected);
  });

  it('is refreshed for the next year when a new year starts', async () => {
    const nextYear = lastKept + 1;
    await writeRegionHolidays(t.db, 'FR', t.config.appTimezone, new Date(`${lastKept}-01-01T12:00:00Z`));
    const written = await t.db
      .selectFrom('holidays')
      .select(['date', 'name'])
      .where('source', '=', 'region')
      .where('date', '>=', `${nextYear}-01-01`)
      .where('date', '<=', `${nextYear}-12-31`)
      .orderBy('date')
      .orderBy('id')
      .execute();
    expect(written).toEqual(regionHolidays('FR', nextYear));
    const year = (await t.sendAs(employee, 'GET', `/holidays?start=${nextYear}-01-01&end=${nextYear}-12-31`)).json().data as { id: number }[];
    expect(year).toHaveLength(written.length);
    expect(year.every((day) => day.id > 0)).toBe(true);
  });
});
