// Days off: the public holidays of HOLIDAYS_REGION (date-holidays) and the company's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';

let t: TestApp;
let generalManager: UserRow;
let manager: UserRow;
let employee: UserRow;

beforeAll(async () => {
  t = await createTestApp({ env: { HOLIDAYS_REGION: 'FR' } });
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

  it('writes a year of region days once, also when instances ask for it at the same time', async () => {
    const apps = testDatabaseKind() === 'postgres' ? [t.app, await t.another(), await t.another()] : [t.app, t.app, t.app];
    const headers = await t.f.signIn(employee);
    const answers = await Promise.all(
      apps.map((app) => t.send('GET', '/holidays?start=2027-01-01&end=2027-12-31', headers, undefined, app)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const year = answers[0]!.json().data as { id: number; date: string; name: string; source: string }[];
    expect(year.filter((day) => day.source === 'region')).toHaveLength(11);
    expect(year.find((day) => day.date === '2027-07-14')).toMatchObject({ name: 'Fête Nationale de la France', source: 'region' });
    for (const answer of answers) expect(answer.json().data).toEqual(year);
  });
});
