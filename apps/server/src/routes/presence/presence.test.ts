// Presence: who may see whom, the filters and pages, and each status with its time today and this week,
// counted by hand from periods placed around the real present (the service counts up to its own now).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';
import { addDays, dateInZone, mondayOf, startOfDay } from '../../time/zone.js';

const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;

let t: TestApp;
let tf: TimeFactories;
let general: UserRow;
let manon: UserRow;
let max: UserRow;
let ines: UserRow;
let bruno: UserRow;
let olga: UserRow;
let nadia: UserRow;
let victor: UserRow;
let zed: UserRow;
let teamA: number;
let teamB: number;
/** The present to the whole second, as the service counts instants. */
let now: Date;
let todayStart: Date;
let weekStart: Date;

interface PresenceItem {
  user_id: number;
  name: string;
  team_ids: number[];
  status: 'in' | 'break' | 'out';
  since: string | null;
  today_seconds: number;
  week_seconds: number;
}

const at = (ms: number) => new Date(ms);
/** Seconds of [start, end) inside [from, until). */
const clip = (start: Date, end: Date, from: Date, until: Date) =>
  Math.max(0, (Math.min(end.getTime(), until.getTime()) - Math.max(start.getTime(), from.getTime())) / 1000);

const list = async (user: UserRow, query = '') => {
  const response = await t.sendAs(user, 'GET', `/presence${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: PresenceItem[]; meta: { total: number; limit: number; offset: number } };
};

// Periods of the scenario, kept to count the expected seconds.
let inPeriod: { start: Date; breakStart: Date; breakEnd: Date };
let breakPeriod: { start: Date; breakStart: Date };
let outPeriod: { start: Date; end: Date };
let midnightPeriod: { start: Date; end: Date };

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE } });
  tf = new TimeFactories(t.db);
  now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const today = dateInZone(now, ZONE);
  todayStart = startOfDay(today, ZONE);
  weekStart = startOfDay(mondayOf(today), ZONE);

  general = await t.f.buildUser({ role: 'general_manager', name: 'Ada General', email: 'ada@example.test' });
  manon = await t.f.buildUser({ role: 'manager', name: 'Manon Manager' });
  max = await t.f.buildUser({ role: 'manager', name: 'Max Manager' });
  ines = await t.f.buildUser({ name: 'Ines In' });
  bruno = await t.f.buildUser({ name: 'Bruno Break' });
  olga = await t.f.buildUser({ name: 'Olga Out', email: 'olga.searchable@example.test' });
  nadia = await t.f.buildUser({ name: 'Nadia Night' });
  victor = await t.f.buildUser({ name: 'Victor Void' });
  zed = await t.f.buildUser({ name: 'Zed Elsewhere' });
  await t.f.buildUser({ name: 'Ivan Invited', status: 'invited' });
  teamA = (await t.f.buildTeam({ manager: manon, members: [ines, bruno, olga, nadia, victor], name: 'A' })).id;
  teamB = (await t.f.buildTeam({ manager: max, members: [zed, olga], name: 'B' })).id;

  const n = now.getTime();
  // In: since three hours ago, with a half-hour break that ended an hour and a half ago.
  inPeriod = { start: at(n - 3 * HOUR), breakStart: at(n - 2 * HOUR), breakEnd: at(n - 1.5 * HOUR) };
  await tf.workingTime(ines, { start: inPeriod.start, breaks: [{ start: inPeriod.breakStart, end: inPeriod.breakEnd }] });
  // On a break: in since two hours ago, on a break since half an hour ago.
  breakPeriod = { start: at(n - 2 * HOUR), breakStart: at(n - 0.5 * HOUR) };
  await tf.workingTime(bruno, { start: breakPeriod.start, breaks: [{ start: breakPeriod.breakStart }] });
  // Out: an hour's work that ended four hours ago, and a day of last week that this week does not count.
  outPeriod = { start: at(n - 5 * HOUR), end: at(n - 4 * HOUR) };
  await tf.workingTime(olga, { start: at(weekStart.getTime() - 30 * HOUR), end: at(weekStart.getTime() - 26 * HOUR) });
  await tf.workingTime(olga, outPeriod);
  // Across midnight: from 22:00 yesterday into today, ended before now.
  const afterMidnight = Math.min(HOUR, Math.floor((n - todayStart.getTime()) / 2000) * 1000);
  midnightPeriod = { start: at(todayStart.getTime() - 2 * HOUR), end: at(todayStart.getTime() + afterMidnight) };
  await tf.workingTime(nadia, midnightPeriod);
  // Zed clocks in now: only a general manager and Max see him.
  await tf.workingTime(zed, { start: at(n - HOUR) });
});
afterAll(() => t.close());

describe('GET /presence', () => {
  it('401 without credentials', async () => {
    const response = await t.send('GET', '/presence', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('shows an employee only themself', async () => {
    const body = await list(ines);
    expect(body.data.map((row) => row.user_id)).toEqual([ines.id]);
    expect(body.meta).toEqual({ total: 1, limit: 500, offset: 0 });
  });

  it("shows a manager their teams' members and themself, ordered by name", async () => {
    const body = await list(manon);
    expect(body.data.map((row) => row.name)).toEqual(['Bruno Break', 'Ines In', 'Manon Manager', 'Nadia Night', 'Olga Out', 'Victor Void']);
    const other = await list(max);
    expect(other.data.map((row) => row.name)).toEqual(['Max Manager', 'Olga Out', 'Zed Elsewhere']);
  });

  it('shows a general manager every active account', async () => {
    const body = await list(general);
    expect(body.data.map((row) => row.name)).toEqual([
      'Ada General',
      'Bruno Break',
      'Ines In',
      'Manon Manager',
      'Max Manager',
      'Nadia Night',
      'Olga Out',
      'Victor Void',
      'Zed Elsewhere',
    ]);
    expect(body.meta.total).toBe(9);
    expect(body.data.find((row) => row.user_id === olga.id)?.team_ids).toEqual([teamA, teamB].sort((a, b) => a - b));
  });

  it("keeps a team's members with team_id, within what the caller may view", async () => {
    expect((await list(general, `?team_id=${teamB}`)).data.map((row) => row.name)).toEqual(['Olga Out', 'Zed Elsewhere']);
    expect((await list(manon, `?team_id=${teamB}`)).data.map((row) => row.name)).toEqual(['Olga Out']);
    expect((await list(general, '?team_id=999999')).data).toEqual([]);
  });

  it('searches names and e-mail addresses, case-insensitively, wildcards taken literally', async () => {
    expect((await list(general, '?q=NIGHT')).data.map((row) => row.name)).toEqual(['Nadia Night']);
    expect((await list(general, '?q=searchable')).data.map((row) => row.name)).toEqual(['Olga Out']);
    expect((await list(manon, '?q=zed')).data).toEqual([]);
    expect((await list(general, `?q=${encodeURIComponent('%')}`)).data).toEqual([]);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const body = await list(general, '?limit=2&offset=1');
    expect(body.data.map((row) => row.name)).toEqual(['Bruno Break', 'Ines In']);
    expect(body.meta).toEqual({ total: 9, limit: 2, offset: 1 });
    const beyond = await list(general, '?limit=5&offset=100');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ total: 9, limit: 5, offset: 100 });
  });

  it('422 on bad inputs, per field', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=5001', 'limit'],
      ['?offset=-1', 'offset'],
      ['?team_id=abc', 'team_id'],
      ['?team_id=0', 'team_id'],
      [`?q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const response = await t.sendAs(general, 'GET', `/presence${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(codes(response)), query).toContain(field);
    }
  });

  it('tells in, on a break and out, since when, and the seconds today and this week', async () => {
    const rows = new Map((await list(general)).data.map((row) => [row.user_id, row]));
    const later = new Date();
    const today = (start: Date, end: Date) => clip(start, end, todayStart, later);
    const week = (start: Date, end: Date) => clip(start, end, weekStart, later);

    const inRow = rows.get(ines.id)!;
    expect(inRow.status).toBe('in');
    expect(inRow.since).toBe(inPeriod.start.toISOString());
    // Counted up to the service's now: between the present of the scenario and a moment after the answer.
    const inToday = (until: Date) =>
      clip(inPeriod.start, until, todayStart, until) - clip(inPeriod.breakStart, inPeriod.breakEnd, todayStart, until);
    expect(inRow.today_seconds).toBeGreaterThanOrEqual(Math.floor(inToday(now)));
    expect(inRow.today_seconds).toBeLessThanOrEqual(Math.ceil(inToday(later)));
    const inWeek = (until: Date) =>
      clip(inPeriod.start, until, weekStart, until) - clip(inPeriod.breakStart, inPeriod.breakEnd, weekStart, until);
    expect(inRow.week_seconds).toBeGreaterThanOrEqual(Math.floor(inWeek(now)));
    expect(inRow.week_seconds).toBeLessThanOrEqual(Math.ceil(inWeek(later)));

    // On a break: the open break counts up to now, so the worked time stops at its start.
    const breakRow = rows.get(bruno.id)!;
    expect(breakRow).toMatchObject({
      status: 'break',
      since: breakPeriod.breakStart.toISOString(),
      today_seconds: today(breakPeriod.start, breakPeriod.breakStart),
      week_seconds: week(breakPeriod.start, breakPeriod.breakStart),
    });

    const outRow = rows.get(olga.id)!;
    expect(outRow).toMatchObject({
      status: 'out',
      since: outPeriod.end.toISOString(),
      today_seconds: today(outPeriod.start, outPeriod.end),
      week_seconds: week(outPeriod.start, outPeriod.end),
    });

    // Across midnight: only the part after midnight is today's; the part before it is this week's unless
    // today is Monday.
    const nightRow = rows.get(nadia.id)!;
    expect(nightRow).toMatchObject({
      status: 'out',
      since: midnightPeriod.end.toISOString(),
      today_seconds: (midnightPeriod.end.getTime() - todayStart.getTime()) / 1000,
      week_seconds: week(midnightPeriod.start, midnightPeriod.end),
    });

    expect(rows.get(victor.id)).toMatchObject({ status: 'out', since: null, today_seconds: 0, week_seconds: 0, team_ids: [teamA] });
    expect(rows.get(zed.id)).toMatchObject({ status: 'in', team_ids: [teamB] });
  });

  it('agrees with the account of hours for today', async () => {
    const date = dateInZone(now, ZONE);
    const [presence, balance] = await Promise.all([
      list(general, `?q=${encodeURIComponent('Nadia')}`),
      t.sendAs(general, 'GET', `/users/${nadia.id}/balance?start=${mondayOf(date)}&end=${addDays(mondayOf(date), 6)}`),
    ]);
    expect(balance.statusCode).toBe(200);
    const account = balance.json().data as { worked_seconds: number; today?: { worked_seconds: number } };
    expect(presence.data[0]!.week_seconds).toBe(account.worked_seconds);
    expect(presence.data[0]!.today_seconds).toBe(account.today?.worked_seconds);
  });
});
