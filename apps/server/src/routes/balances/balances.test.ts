// Balances and legal checks, computed by hand. The application runs in Europe/Paris with the public
// holidays of France; the legal rule sets other than the application's are checked on the query itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { balance } from '../../queries/balances.js';
import { compliance } from '../../queries/compliance.js';
import { parseDayRange } from '../../schemas/day-range.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { TimeFactories } from '../../test/time-factories.js';

let t: TestApp;
let tf: TimeFactories;
let manager: UserRow;
let generalManager: UserRow;
let paul: UserRow;
let outsider: UserRow;
let teamId: number;

const MON_FRI_8H = { mon: 28_800, tue: 28_800, wed: 28_800, thu: 28_800, fri: 28_800, sat: 0, sun: 0 };
const SHORT_FRIDAY = { mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 14_400, sat: 0, sun: 0 };
const DEFAULT_7H = [25_200, 25_200, 25_200, 25_200, 25_200, 0, 0];

const get = async (user: UserRow, url: string) => t.send('GET', url, await t.f.signIn(user));

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Paris', HOLIDAYS_REGION: 'FR', WORKING_TIME_RULES: 'de' } });
  tf = new TimeFactories(t.db);
  manager = await t.f.buildUser({ role: 'manager', name: 'Manon' });
  generalManager = await t.f.buildUser({ role: 'general_manager' });
  paul = await t.f.buildUser({ name: 'Paul' });
  // Zoe has no schedule of her own: she owes the company default from her start.
  outsider = await t.f.buildUser({ name: 'Zoe', startDate: '2026-01-01' });
  teamId = (await t.f.buildTeam({ manager, members: [paul] })).id;

  // Two schedule versions: 8 h Monday to Friday from 2 March, then a short Friday from Wednesday 25 March.
  for (const [valid_from, weekly] of [
    ['2026-03-02', MON_FRI_8H],
    ['2026-03-25', SHORT_FRIDAY],
  ] as const) {
    const created = await t.send('POST', `/users/${paul.id}/schedules`, await t.f.signIn(manager), { valid_from, weekly });
    expect(created.statusCode).toBe(201);
  }
  // A company day off on Tuesday 24 March.
  const holiday = await t.send('POST', '/holidays', await t.f.signIn(generalManager), { date: '2026-03-24', name: 'Company day' });
  expect(holiday.statusCode).toBe(201);

  // Paris is UTC+1 until Sunday 29 March 01:00 UTC, then UTC+2.
  // Monday 23: 08:00-16:00 local with a 30-minute break → 7.5 h.
  await tf.workingTime(paul, { start: '2026-03-23T07:00:00', end: '2026-03-23T15:00:00', breaks: [{ start: '2026-03-23T11:00:00', end: '2026-03-23T11:30:00' }] });
  // Across midnight: Wednesday 22:00 to Thursday 04:00 local → 2 h on Wednesday, 4 h on Thursday.
  await tf.workingTime(paul, { start: '2026-03-25T21:00:00', end: '2026-03-26T03:00:00' });
  // Vacation from Friday 27 to Monday 30: over a weekend.
  await tf.absence(paul, { start_date: '2026-03-27', end_date: '2026-03-30', type: 'vacation' });
  // Saturday 23:00 local to Sunday 05:00 CEST (22:00 to 03:00 UTC): 1 h on Saturday, 4 h on the 23-hour Sunday.
  await tf.workingTime(paul, { start: '2026-03-28T22:00:00', end: '2026-03-29T03:00:00' });
  // Sunday 23:00 CEST to Monday 01:00 CEST (21:00 to 23:00 UTC): 1 h on Sunday, 1 h on Monday.
  await tf.workingTime(paul, { start: '2026-03-29T21:00:00', end: '2026-03-29T23:00:00' });
});
afterAll(() => t.close());

const day = (date: string, expected: number, worked: number, absence: number, holiday: number) => ({
  date,
  expected_seconds: expected,
  worked_seconds: worked,
  absence_seconds: absence,
  holiday_seconds: holiday,
  balance_seconds: worked + absence - expected,
});

const WEEK_OF_23_MARCH = [
  day('2026-03-23', 28_800, 27_000, 0, 0),
  day('2026-03-24', 0, 0, 0, 28_800), // company day off: the schedule's 8 h are a holiday, not expected
  day('2026-03-25', 25_200, 7_200, 0, 0), // the new version applies from this day
  day('2026-03-26', 25_200, 14_400, 0, 0),
  day('2026-03-27', 14_400, 0, 14_400, 0), // vacation credits the short Friday
  day('2026-03-28', 0, 3_600, 0, 0), // vacation on a day owing nothing credits nothing
  day('2026-03-29', 0, 18_000, 0, 0), // 4 h + 1 h on the day of the change to summer time
];

describe('GET /users/{id}/balance', () => {
  it('counts a week by hand: two versions, a company day off, midnight, an absence over a weekend, summer time', async () => {
    const response = await get(manager, `/users/${paul.id}/balance?start=2026-03-23&end=2026-03-29`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.days).toEqual(WEEK_OF_23_MARCH);
    expect(data).toMatchObject({
      user_id: paul.id,
      start: '2026-03-23',
      end: '2026-03-29',
      expected_seconds: 93_600,
      worked_seconds: 70_200,
      absence_seconds: 14_400,
      holiday_seconds: 28_800,
      balance_seconds: -9_000,
      running_since: '2026-03-02',
      // 2 to 22 March: 15 weekdays of 8 h owed and nothing worked, then this week's -9000.
      running_balance_seconds: -15 * 28_800 - 9_000,
    });
    expect(data.weeks).toEqual([{ week_start: '2026-03-23', ...sumOf(WEEK_OF_23_MARCH) }]);
    // A past week: every day is owed, nothing is in progress.
    expect(data.to_date).toEqual({ through: '2026-03-29', ...sumOf(WEEK_OF_23_MARCH) });
    expect(data).not.toHaveProperty('today');
  });

  it('counts a public holiday of the region (Easter Monday) and an open period with an open break up to now', async () => {
    const range = parseDayRange({ start: '2026-04-06', end: '2026-04-07' });
    const query = { range, zone: 'Europe/Paris', region: 'FR', defaultSeconds: DEFAULT_7H, now: new Date('2026-04-07T10:00:00Z') };
    const ines = await t.f.buildUser({ name: 'Ines', startDate: '2026-01-01' });
    // Clocked in at 08:00 local (06:00 UTC), on a break since 09:30 UTC, "now" 10:00 UTC → 4 h - 30 min.
    await tf.workingTime(ines, { start: '2026-04-07T06:00:00', end: null, breaks: [{ start: '2026-04-07T09:30:00', end: null }] });
    const result = await balance(t.db, { ...query, userId: ines.id });
    expect(result.days).toEqual([day('2026-04-06', 0, 0, 0, 25_200), day('2026-04-07', 25_200, 12_600, 0, 0)]);
    expect(result.running_balance_seconds).toBeNull();
    expect(result.balance_seconds).toBe(12_600 - 25_200);
    // Paul's short-Friday version owes 7 h on Mondays: Easter Monday is a holiday of 7 h for him too.
    expect((await balance(t.db, { ...query, userId: paul.id })).days[0]).toEqual(day('2026-04-06', 0, 0, 0, 25_200));
  });

  it('follows the company default without a version, and its changes', async () => {
    const gm = await t.f.signIn(generalManager);
    const put = await t.send('PUT', '/settings/schedule', gm, { mon: 3_600, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0 });
    expect(put.statusCode).toBe(200);
    const response = await get(outsider, `/users/${outsider.id}/balance?start=2026-03-23&end=2026-03-24`);
    expect(response.json().data.days).toEqual([day('2026-03-23', 3_600, 0, 0, 0), day('2026-03-24', 0, 0, 0, 0)]);
    await t.send('PUT', '/settings/schedule', gm, { mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 25_200, sat: 0, sun: 0 });
  });

  it('answers the team balances in one request', async () => {
    const response = await get(manager, `/teams/${teamId}/balances?start=2026-03-23&end=2026-03-29`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
    expect(response.json().data[0]).toMatchObject({ user_id: paul.id, balance_seconds: -9_000 });
    expect((await get(outsider, `/teams/${teamId}/balances?start=2026-03-23&end=2026-03-29`)).statusCode).toBe(403);
  });

  it('refuses bad requests: 401, 404, 403, then the range', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${paul.id}/balance?start=2026-03-23&end=2026-03-29` })).statusCode).toBe(401);
    expect((await get(manager, `/users/999999/balance?start=2026-03-23&end=2026-03-29`)).statusCode).toBe(404);
    expect((await get(outsider, `/users/${paul.id}/balance?start=2026-03-23&end=2026-03-29`)).statusCode).toBe(403);
    expect((await get(paul, `/users/${paul.id}/balance?start=2026-03-23&end=2026-03-29`)).statusCode).toBe(200);
    const tooLong = await get(manager, `/users/${paul.id}/balance?start=2026-01-01&end=2027-01-02`);
    expect(tooLong.statusCode).toBe(422);
    expect(codes(tooLong)).toEqual({ end: ['range_too_long'] });
    expect((await get(manager, `/users/${paul.id}/balance?start=2026-01-01&end=2026-12-31`)).statusCode).toBe(200);
    expect(codes(await get(manager, `/users/${paul.id}/balance?start=2026-03-23`))).toEqual({ end: ['required'] });
    expect((await get(manager, `/users/${paul.id}/balance?start=2026-03-23&end=2026-03-22`)).statusCode).toBe(422);
    expect((await get(manager, `/users/${paul.id}/balance?start=yesterday&end=2026-03-22`)).statusCode).toBe(422);
  });
});

describe('dates from 1970 to 2200', () => {
  it('refuses a range outside those years on every report and list, naming the parameter', async () => {
    const outside = [
      `/users/${paul.id}/balance?start=9999-12-25&end=9999-12-31`,
      `/users/${paul.id}/compliance?start=9999-12-25&end=9999-12-31`,
      `/users/${paul.id}/timesheet?start=9999-12-25&end=9999-12-31&format=csv`,
      `/teams/${teamId}/balances?start=9999-12-25&end=9999-12-31`,
      `/teams/${teamId}/compliance?start=9999-12-25&end=9999-12-31`,
      `/teams/${teamId}/timesheet?start=9999-12-25&end=9999-12-31&format=csv`,
      `/teams/${teamId}/averages?start=9999-12-25&end=9999-12-31`,
      `/holidays?start=9999-12-25&end=9999-12-31`,
      `/workingtime/${paul.id}?start=9999-12-25&end=9999-12-31`,
      `/workingtime/${paul.id}?start=${encodeURIComponent('9999-12-25T00:00:00Z')}&end=${encodeURIComponent('9999-12-31T00:00:00Z')}`,
      `/users/${paul.id}/absences?start=9999-12-25&end=9999-12-31`,
      `/users/${paul.id}/changes?start=9999-12-25&end=9999-12-31`,
    ];
    for (const url of outside) {
      const response = await get(manager, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({ code: 'validation_failed' });
      expect(codes(response), url).toEqual({ start: ['out_of_range'], end: ['out_of_range'] });
    }
    const before = await get(manager, `/users/${paul.id}/balance?start=1969-12-31&end=1970-01-06`);
    expect(codes(before)).toEqual({ start: ['out_of_range'] });
    const after = await get(manager, `/users/${paul.id}/compliance?start=2200-12-31&end=2201-01-01`);
    expect(codes(after)).toEqual({ end: ['out_of_range'] });
  });

  it('answers the first and the last weeks of those years', async () => {
    for (const [start, end] of [
      ['1970-01-01', '1970-01-07'],
      ['2200-12-25', '2200-12-31'],
    ] as const) {
      for (const url of [
        `/users/${paul.id}/balance?start=${start}&end=${end}`,
        `/users/${paul.id}/compliance?start=${start}&end=${end}`,
        `/users/${paul.id}/timesheet?start=${start}&end=${end}&format=csv`,
        `/teams/${teamId}/balances?start=${start}&end=${end}`,
      ]) {
        expect((await get(manager, url)).statusCode, url).toBe(200);
      }
    }
  });

  it('refuses a schedule, an absence or a day off dated outside those years', async () => {
    const weekly = MON_FRI_8H;
    const person = await t.f.buildUser({ name: 'Early' });
    await t.f.buildTeam({ manager, members: [person] });
    const headers = await t.f.signIn(manager);
    for (const valid_from of ['0001-01-01', '1969-12-31', '2201-01-01']) {
      const refused = await t.send('POST', `/users/${person.id}/schedules`, headers, { valid_from, weekly });
      expect(refused.statusCode, valid_from).toBe(422);
      expect(codes(refused), valid_from).toEqual({ valid_from: ['out_of_range'] });
    }
    expect((await t.send('POST', `/users/${person.id}/schedules`, headers, { valid_from: '1970-01-01', weekly })).statusCode).toBe(201);
    expect((await t.send('POST', `/users/${person.id}/schedules`, headers, { valid_from: '2200-12-31', weekly })).statusCode).toBe(201);

    const absence = await t.send('POST', `/users/${person.id}/absences`, headers, {
      absences: [{ type: 'vacation', start_date: '2200-12-30', end_date: '2201-01-02' }],
    });
    expect(codes(absence)).toEqual({ 'absences.0.end_date': ['out_of_range'] });
    const dayOff = await t.send('POST', '/holidays', await t.f.signIn(generalManager), { date: '1969-12-25', name: 'Too early' });
    expect(codes(dayOff)).toEqual({ date: ['out_of_range'] });
  });
});

function sumOf(days: ReturnType<typeof day>[]) {
  const keys = ['expected_seconds', 'worked_seconds', 'absence_seconds', 'holiday_seconds', 'balance_seconds'] as const;
  return Object.fromEntries(keys.map((key) => [key, days.reduce((sum, d) => sum + d[key], 0)]));
}

describe('legal checks', () => {
  const NOW = new Date('2026-07-01T00:00:00Z');
  async function person() {
    return t.f.buildUser();
  }
  async function check(user: UserRow, rules: 'eu' | 'de' | 'fr' | 'none', start: string, end: string) {
    return (await compliance(t.db, { userIds: [user.id], range: parseDayRange({ start, end }), zone: 'UTC', now: NOW, rules })).breaches;
  }
  const only = (rule: string, breaches: Awaited<ReturnType<typeof check>>) => breaches.filter((b) => b.rule === rule);

  it('daily_rest: 11 h exactly passes, 10 h 59 min is flagged on the day the window opens', async () => {
    const under = await person();
    await tf.workingTime(under, { start: '2026-06-01T08:00:00', end: '2026-06-01T21:00:00' });
    await tf.workingTime(under, { start: '2026-06-02T08:00:00', end: '2026-06-02T12:00:00' });
    expect(only('daily_rest', await check(under, 'eu', '2026-06-01', '2026-06-02'))).toEqual([]);

    const over = await person();
    const a = await tf.workingTime(over, { start: '2026-06-01T08:00:00', end: '2026-06-01T21:00:00' });
    const b = await tf.workingTime(over, { start: '2026-06-02T07:59:00', end: '2026-06-02T12:00:00' });
    expect(only('daily_rest', await check(over, 'eu', '2026-06-01', '2026-06-02'))).toEqual([
      { user_id: over.id, rule: 'daily_rest', date: '2026-06-01', measured_seconds: 39_540, limit_seconds: 39_600, working_time_ids: [a.id, b.id] },
    ]);
    expect(await check(over, 'none', '2026-06-01', '2026-06-02')).toEqual([]);
  });

  it('weekly_max: 48 h in a week passes, one second more is flagged on the Monday', async () => {
    const under = await person();
    const over = await person();
    for (const [index, date] of ['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12'].entries()) {
      // 08:00 to 17:36 is 9.6 h; five of them are 48 h.
      await tf.workingTime(under, { start: `${date}T08:00:00`, end: `${date}T17:36:00` });
      await tf.workingTime(over, { start: `${date}T08:00:00`, end: index === 4 ? `${date}T17:36:01` : `${date}T17:36:00` });
    }
    expect(await check(under, 'eu', '2026-06-08', '2026-06-14')).toEqual([]);
    const breaches = await check(over, 'eu', '2026-06-10', '2026-06-10');
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ rule: 'weekly_max', date: '2026-06-08', measured_seconds: 172_801, limit_seconds: 172_800 });
    expect(breaches[0]!.working_time_ids).toHaveLength(5);
  });

  it('daily_max (de, fr): 10 h passes, 10 h and one second is flagged; eu does not check it', async () => {
    const under = await person();
    const over = await person();
    await tf.workingTime(under, { start: '2026-06-15T08:00:00', end: '2026-06-15T18:45:00', breaks: [{ start: '2026-06-15T12:00:00', end: '2026-06-15T12:45:00' }] });
    const long = await tf.workingTime(over, { start: '2026-06-15T08:00:00', end: '2026-06-15T18:45:01', breaks: [{ start: '2026-06-15T12:00:00', end: '2026-06-15T12:45:00' }] });
    expect(await check(under, 'de', '2026-06-15', '2026-06-15')).toEqual([]);
    expect(await check(over, 'de', '2026-06-15', '2026-06-15')).toEqual([
      { user_id: over.id, rule: 'daily_max', date: '2026-06-15', measured_seconds: 36_001, limit_seconds: 36_000, working_time_ids: [long.id] },
    ]);
    expect(only('daily_max', await check(over, 'fr', '2026-06-15', '2026-06-15'))).toHaveLength(1);
    expect(await check(over, 'eu', '2026-06-15', '2026-06-15')).toEqual([]);
  });

  it('break (de): 30 min past 6 h, 45 min past 9 h; the gap between two periods counts', async () => {
    const sixHours = await person();
    await tf.workingTime(sixHours, { start: '2026-06-16T08:00:00', end: '2026-06-16T14:00:00' });
    expect(await check(sixHours, 'de', '2026-06-16', '2026-06-16')).toEqual([]);

    const pastSix = await person();
    const p = await tf.workingTime(pastSix, { start: '2026-06-16T08:00:00', end: '2026-06-16T14:00:01' });
    expect(await check(pastSix, 'de', '2026-06-16', '2026-06-16')).toEqual([
      { user_id: pastSix.id, rule: 'break', date: '2026-06-16', measured_seconds: 0, limit_seconds: 1_800, working_time_ids: [p.id] },
    ]);

    const nineHours = await person();
    await tf.workingTime(nineHours, { start: '2026-06-16T08:00:00', end: '2026-06-16T17:30:00', breaks: [{ start: '2026-06-16T12:00:00', end: '2026-06-16T12:30:00' }] });
    expect(await check(nineHours, 'de', '2026-06-16', '2026-06-16')).toEqual([]);

    const pastNine = await person();
    await tf.workingTime(pastNine, { start: '2026-06-16T08:00:00', end: '2026-06-16T17:30:01', breaks: [{ start: '2026-06-16T12:00:00', end: '2026-06-16T12:30:00' }] });
    expect(await check(pastNine, 'de', '2026-06-16', '2026-06-16')).toMatchObject([
      { rule: 'break', measured_seconds: 1_800, limit_seconds: 2_700 },
    ]);

    const lunchOut = await person();
    await tf.workingTime(lunchOut, { start: '2026-06-16T08:00:00', end: '2026-06-16T12:00:00' });
    await tf.workingTime(lunchOut, { start: '2026-06-16T12:30:00', end: '2026-06-16T15:00:00' });
    expect(await check(lunchOut, 'de', '2026-06-16', '2026-06-16')).toEqual([]);
  });

  it('break (fr): 20 min past 6 h', async () => {
    const enough = await person();
    await tf.workingTime(enough, { start: '2026-06-17T08:00:00', end: '2026-06-17T14:20:01', breaks: [{ start: '2026-06-17T10:00:00', end: '2026-06-17T10:20:00' }] });
    expect(await check(enough, 'fr', '2026-06-17', '2026-06-17')).toEqual([]);
    const short = await person();
    await tf.workingTime(short, { start: '2026-06-17T08:00:00', end: '2026-06-17T14:19:01', breaks: [{ start: '2026-06-17T10:00:00', end: '2026-06-17T10:19:00' }] });
    expect(await check(short, 'fr', '2026-06-17', '2026-06-17')).toMatchObject([{ rule: 'break', measured_seconds: 1_140, limit_seconds: 1_200 }]);
    expect(await check(short, 'eu', '2026-06-17', '2026-06-17')).toEqual([]);
  });

  it('answers per person and per team through the routes, with the rule set of WORKING_TIME_RULES', async () => {
    const member = await t.f.buildUser({ name: 'Long day' });
    const team = await t.f.buildTeam({ manager, members: [member] });
    const long = await tf.workingTime(member, { start: '2026-06-22T06:00:00', end: '2026-06-22T17:00:00', breaks: [{ start: '2026-06-22T10:00:00', end: '2026-06-22T10:45:00' }] });
    // 11 h less 45 min = 10 h 15 min worked in Paris on 22 June: daily_max (de).
    const expected = {
      rules: 'de',
      breaches: [{ user_id: member.id, rule: 'daily_max', date: '2026-06-22', measured_seconds: 36_900, limit_seconds: 36_000, working_time_ids: [long.id] }],
    };
    const own = await get(manager, `/users/${member.id}/compliance?start=2026-06-22&end=2026-06-28`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(expected);
    const ofTeam = await get(manager, `/teams/${team.id}/compliance?start=2026-06-22&end=2026-06-28`);
    expect(ofTeam.json().data).toEqual(expected);
    expect((await get(outsider, `/users/${member.id}/compliance?start=2026-06-22&end=2026-06-28`)).statusCode).toBe(403);
    expect((await get(outsider, `/teams/${team.id}/compliance?start=2026-06-22&end=2026-06-28`)).statusCode).toBe(403);
    expect((await get(manager, `/teams/999999/compliance?start=2026-06-22&end=2026-06-28`)).statusCode).toBe(404);
    expect((await get(manager, `/users/999999/compliance?start=2026-06-22&end=2026-06-28`)).statusCode).toBe(404);
    expect(codes(await get(manager, `/users/${member.id}/compliance?start=2025-01-01&end=2026-06-28`))).toEqual({ end: ['range_too_long'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/compliance?start=2026-06-22&end=2026-06-28` })).statusCode).toBe(401);
  });
});
