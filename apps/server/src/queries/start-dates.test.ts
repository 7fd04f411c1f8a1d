// The day a person starts, and the balances counted from it: a person invited today owes nothing for the
// days before, a set start_date and an inferred one, hours recorded before the start still count as worked,
// and the running balance before the range (computed in closed form) agrees. The application runs in
// Europe/Paris.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { parseDayRange } from '../schemas/day-range.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { TimeFactories } from '../test/time-factories.js';
import { addDays, dateInZone } from '../time/zone.js';
import { balance } from './balances.js';
import { startDate, startDates } from './start-dates.js';

const ZONE = 'Europe/Paris';
const SEVEN_HOURS = 25_200;
const DEFAULT_7H = [SEVEN_HOURS, SEVEN_HOURS, SEVEN_HOURS, SEVEN_HOURS, SEVEN_HOURS, 0, 0];
const EVERY_DAY_8H = [28_800, 28_800, 28_800, 28_800, 28_800, 28_800, 28_800];

let t: TestApp;
let tf: TimeFactories;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE, HOLIDAYS_REGION: '' } });
  tf = new TimeFactories(t.db);
});
afterAll(() => t.close());

/** A person whose account was created at `createdAt`. */
async function personCreatedAt(createdAt: string, startDateValue: string | null = null): Promise<UserRow> {
  const user = await t.f.buildUser();
  return t.db
    .updateTable('users')
    .set({ created_at: new Date(createdAt), start_date: startDateValue })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const balanceOf = (user: UserRow, start: string, end: string, now: Date, defaultSeconds: readonly number[] = DEFAULT_7H) =>
  balance(t.db, { userId: user.id, range: parseDayRange({ start, end }), zone: ZONE, now, region: undefined, defaultSeconds });

describe('the start of a person', () => {
  it('is the day the account was created, in APP_TIMEZONE, without records or a start_date', async () => {
    // 23:30 UTC on Thursday 26 November is Friday 27 November in Paris.
    const ada = await personCreatedAt('2026-11-26T23:30:00Z');
    expect(await startDate(t.db, ada.id, ZONE)).toBe('2026-11-27');
    expect(await startDate(t.db, ada.id, 'UTC')).toBe('2026-11-26');
  });

  it('is the earliest of the creation, the first own schedule version, the first working time and the first absence', async () => {
    const bea = await personCreatedAt('2026-11-20T10:00:00Z');
    await t.db.insertInto('schedules').values({ user_id: bea.id, valid_from: '2026-11-16', weekly_seconds: DEFAULT_7H, created_by: bea.id }).execute();
    expect(await startDate(t.db, bea.id, ZONE)).toBe('2026-11-16');
    // 23:30 UTC on Sunday 8 November is Monday 9 November in Paris.
    await tf.workingTime(bea, { start: '2026-11-08T23:30:00Z', end: '2026-11-09T03:00:00Z' });
    expect(await startDate(t.db, bea.id, ZONE)).toBe('2026-11-09');
    await tf.absence(bea, { start_date: '2026-11-02', end_date: '2026-11-03' });
    expect(await startDate(t.db, bea.id, ZONE)).toBe('2026-11-02');
  });

  it('is the start_date when one is set, earlier or later than the records', async () => {
    const cy = await personCreatedAt('2026-11-20T10:00:00Z', '2026-12-01');
    await tf.workingTime(cy, { start: '2026-11-23T08:00:00Z', end: '2026-11-23T12:00:00Z' });
    expect(await startDate(t.db, cy.id, ZONE)).toBe('2026-12-01');
    await t.db.updateTable('users').set({ start_date: '2020-01-06' }).where('id', '=', cy.id).execute();
    expect(await startDate(t.db, cy.id, ZONE)).toBe('2020-01-06');
  });

  it('is read for many people in one statement; unknown ids are left out', async () => {
    const dan = await personCreatedAt('2026-10-01T10:00:00Z');
    const eve = await personCreatedAt('2026-10-01T10:00:00Z', '2026-10-05');
    const starts = await startDates(t.db, [dan.id, eve.id, dan.id, 999_999], ZONE);
    expect([...starts]).toEqual(
      expect.arrayContaining([
        [dan.id, '2026-10-01'],
        [eve.id, '2026-10-05'],
      ]),
    );
    expect(starts.size).toBe(2);
    expect(await startDate(t.db, 999_999, ZONE)).toBeNull();
    expect((await startDates(t.db, [], ZONE)).size).toBe(0);
  });
});

describe('balances from the start', () => {
  it('a person invited today owes nothing for the days before', async () => {
    const now = new Date();
    const today = dateInZone(now, ZONE);
    const fin = await t.f.buildUser({ status: 'invited' });
    const start = addDays(today, -6);
    const result = await balanceOf(fin, start, addDays(today, 6), now, EVERY_DAY_8H);
    for (const day of result.days) expect(day.expected_seconds).toBe(day.date < today ? 0 : 28_800);
    expect(result.to_date).toMatchObject({ expected_seconds: 0, balance_seconds: 0, through: addDays(today, -1) });
    expect(result.today).toEqual({ date: today, expected_seconds: 28_800, worked_seconds: 0 });
  });

  it('counts a set start_date: nothing expected before it, hours before it counted as worked', async () => {
    // Account created on Monday 16 November, starting on Wednesday 18; 3 h worked on Tuesday 17.
    const gus = await personCreatedAt('2026-11-16T09:00:00Z', '2026-11-18');
    await tf.workingTime(gus, { start: '2026-11-17T08:00:00Z', end: '2026-11-17T11:00:00Z' });
    const result = await balanceOf(gus, '2026-11-16', '2026-11-22', new Date('2026-11-30T12:00:00Z'));
    expect(result.days.map((day) => [day.date, day.expected_seconds, day.worked_seconds])).toEqual([
      ['2026-11-16', 0, 0],
      ['2026-11-17', 0, 10_800],
      ['2026-11-18', SEVEN_HOURS, 0],
      ['2026-11-19', SEVEN_HOURS, 0],
      ['2026-11-20', SEVEN_HOURS, 0],
      ['2026-11-21', 0, 0],
      ['2026-11-22', 0, 0],
    ]);
    expect(result.expected_seconds).toBe(3 * SEVEN_HOURS);
    expect(result.worked_seconds).toBe(10_800);
    expect(result.balance_seconds).toBe(10_800 - 3 * SEVEN_HOURS);
    expect(result.weeks).toEqual([expect.objectContaining({ week_start: '2026-11-16', expected_seconds: 3 * SEVEN_HOURS })]);
  });

  it('counts an inferred start: the first working time before the account existed', async () => {
    // Created on Thursday 19 November; a first period on Tuesday 17: owed from the 17th.
    const hal = await personCreatedAt('2026-11-19T09:00:00Z');
    await tf.workingTime(hal, { start: '2026-11-17T08:00:00Z', end: '2026-11-17T10:00:00Z' });
    const result = await balanceOf(hal, '2026-11-16', '2026-11-20', new Date('2026-11-30T12:00:00Z'));
    expect(result.days.map((day) => day.expected_seconds)).toEqual([0, SEVEN_HOURS, SEVEN_HOURS, SEVEN_HOURS, SEVEN_HOURS]);
    expect(result.absence_seconds).toBe(0);
  });

  it('credits no absence and no holiday before the start', async () => {
    const ida = await personCreatedAt('2026-11-01T09:00:00Z', '2026-11-18');
    await tf.absence(ida, { start_date: '2026-11-16', end_date: '2026-11-19' });
    const result = await balanceOf(ida, '2026-11-16', '2026-11-19', new Date('2026-11-30T12:00:00Z'));
    expect(result.days.map((day) => [day.expected_seconds, day.absence_seconds])).toEqual([
      [0, 0],
      [0, 0],
      [SEVEN_HOURS, SEVEN_HOURS],
      [SEVEN_HOURS, SEVEN_HOURS],
    ]);
  });

  it('runs the balance from the first version, owing nothing before the start, also for the days before the range', async () => {
    // A version from Monday 2 November; the person starts on Monday 16 November and worked 2 h on the 9th.
    const jo = await personCreatedAt('2026-11-01T09:00:00Z', '2026-11-16');
    await t.db.insertInto('schedules').values({ user_id: jo.id, valid_from: '2026-11-02', weekly_seconds: DEFAULT_7H, created_by: jo.id }).execute();
    await tf.workingTime(jo, { start: '2026-11-09T08:00:00Z', end: '2026-11-09T10:00:00Z' });
    const now = new Date('2026-11-30T12:00:00Z');
    // The range is the week of the 23rd: the days since 2 November before it are summed in closed form.
    const result = await balanceOf(jo, '2026-11-23', '2026-11-29', now);
    expect(result.running_since).toBe('2026-11-02');
    // Owed: the weeks of the 16th and the 23rd (10 days of 7 h); worked: the 2 h of the 9th.
    expect(result.running_balance_seconds).toBe(7_200 - 10 * SEVEN_HOURS);
    // The same, read as one range.
    const whole = await balanceOf(jo, '2026-11-02', '2026-11-29', now);
    expect(whole.running_balance_seconds).toBe(result.running_balance_seconds);
    expect(whole.balance_seconds).toBe(7_200 - 10 * SEVEN_HOURS);
  });
});
