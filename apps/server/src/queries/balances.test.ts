// The balance over long spans: the running balance of someone whose schedule starts in 1970, read for a week
// of 2200, is checked against a day-by-day count made here, and the database is shown to generate rows for
// the days of the range only (the rows of every set-returning function in the statements, counted by
// EXPLAIN ANALYZE), not for the 84,000 days since 1970. The application runs in Europe/Paris with the
// public holidays of France.
import { CompiledQuery, type QueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionHolidays } from './holidays.js';
import type { Executor } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { TimeFactories } from '../test/time-factories.js';
import { addDays, isoWeekday } from '../time/zone.js';
import { balance, balancesToDate } from './balances.js';
import { parseDayRange } from '../schemas/day-range.js';

let t: TestApp;
let tf: TimeFactories;
let ada: UserRow;

const ZONE = 'Europe/Paris';
const EIGHT_HOURS = 28_800;
const MON_FRI_8H = [EIGHT_HOURS, EIGHT_HOURS, EIGHT_HOURS, EIGHT_HOURS, EIGHT_HOURS, 0, 0];
const DEFAULT_7H = [25_200, 25_200, 25_200, 25_200, 25_200, 0, 0];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE, HOLIDAYS_REGION: 'FR' } });
  tf = new TimeFactories(t.db);
  ada = await t.f.buildUser({ name: 'Ada' });
  await t.db
    .insertInto('schedules')
    .values({ user_id: ada.id, valid_from: '1970-01-01', weekly_seconds: MON_FRI_8H, created_by: ada.id })
    .execute();
  // Monday 5 January 1970, 09:00 to 11:00 in Paris (UTC+1): 2 h.
  await tf.workingTime(ada, { start: '1970-01-05T08:00:00Z', end: '1970-01-05T10:00:00Z' });
  // A fortnight off in August 2000, and a day off over it on Tuesday 15 August (a holiday of France).
  await tf.absence(ada, { start_date: '2000-08-07', end_date: '2000-08-18' });
  // Monday 22 December 2200, 08:00 to 17:00 in Paris with a 1-hour break: 8 h.
  await tf.workingTime(ada, {
    start: '2200-12-22T07:00:00Z',
    end: '2200-12-22T16:00:00Z',
    breaks: [{ start: '2200-12-22T11:00:00Z', end: '2200-12-22T12:00:00Z' }],
  });
});
afterAll(() => t.close());

/** An account from 1 January 1970 to `through` (Ada's by default), counted here one day at a time. */
function countedByHand(through: string, ada = true) {
  const daysOff = new Set<string>();
  for (let year = 1970; year <= Number(through.slice(0, 4)); year += 1) {
    for (const holiday of regionHolidays('FR', year)) daysOff.add(holiday.date);
  }
  let expected = 0;
  let holiday = 0;
  let absence = 0;
  for (let date = '1970-01-01'; date <= through; date = addDays(date, 1)) {
    const scheduled = MON_FRI_8H[isoWeekday(date) - 1]!;
    if (daysOff.has(date)) holiday += scheduled;
    else {
      expected += scheduled;
      if (ada && date >= '2000-08-07' && date <= '2000-08-18') absence += scheduled;
    }
  }
  const worked = ada ? 2 * 3_600 + 8 * 3_600 : 0;
  return { expected, holiday, absence, worked, balance: worked + absence - expected };
}

/** An executor of `db` that keeps every statement it runs. */
function recording(db: Executor, statements: CompiledQuery[]): Executor {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'getExecutor') {
        return () =>
          new Proxy(target.getExecutor(), {
            get(executor, name) {
              const value = Reflect.get(executor, name, executor) as unknown;
              if (name === 'executeQuery') {
                return (query: CompiledQuery, ...rest: unknown[]) => {
                  statements.push(query);
                  return Reflect.apply(value as QueryExecutor['executeQuery'], executor, [query, ...rest]) as unknown;
                };
              }
              return typeof value === 'function' ? value.bind(executor) : value;
            },
          });
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Alias?: string;
  Plans?: PlanNode[];
}

/**
 * The rows the set-returning functions of a read produced (generate_series, unnest), by EXPLAIN ANALYZE; apart,
 * the region's public holidays of the years the table does not hold, passed in as a list of dates (a dozen or
 * so a year, not a walk over the days).
 */
async function generatedRows(db: Executor, query: CompiledQuery): Promise<number> {
  return (await generatedRowsApart(db, query)).generated;
}

async function generatedRowsApart(db: Executor, query: CompiledQuery): Promise<{ generated: number; computedHolidays: number }> {
  const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = explained.rows[0]!['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const counts = { generated: 0, computedHolidays: 0 };
  const walk = (node: PlanNode): void => {
    if (node['Node Type'] === 'Function Scan' || node['Node Type'] === 'ProjectSet') {
      const rows = node['Actual Rows'] * node['Actual Loops'];
      if (node.Alias === 'computed_region_days') counts.computedHolidays += rows;
      else counts.generated += rows;
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return counts;
}

describe('the running balance over 231 years', () => {
  it('matches a count day by day, and the database generates rows for the week shown only', async () => {
    const statements: CompiledQuery[] = [];
    const week = parseDayRange({ start: '2200-12-22', end: '2200-12-28' });
    // Read in January 2201: the whole week is past.
    const now = new Date('2201-01-10T12:00:00Z');
    const result = await balance(recording(t.db, statements), {
      userId: ada.id,
      range: week,
      zone: ZONE,
      now,
      region: 'FR',
      defaultSeconds: DEFAULT_7H,
    });

    const byHand = countedByHand('2200-12-28');
    expect(result.running_since).toBe('1970-01-01');
    expect(result.running_through).toBe('2200-12-28');
    expect(result.running_balance_seconds).toBe(byHand.balance);
    // Christmas Day 2200 is a Thursday: a holiday of 8 h.
    expect(result.to_date).toEqual({
      through: '2200-12-28',
      expected_seconds: 4 * EIGHT_HOURS,
      worked_seconds: 8 * 3_600,
      absence_seconds: 0,
      holiday_seconds: EIGHT_HOURS,
      balance_seconds: 8 * 3_600 - 4 * EIGHT_HOURS,
    });
    expect(result.today).toBeUndefined();
    expect(result.days).toHaveLength(7);

    const reads = statements.filter((statement) => /^\s*(with|select)\b/i.test(statement.sql));
    expect(reads.length).toBeGreaterThan(0);
    let generated = 0;
    let computedHolidays = 0;
    for (const read of reads) {
      const counts = await generatedRowsApart(t.db, read);
      generated += counts.generated;
      computedHolidays += counts.computedHolidays;
    }
    // The week's 8 local midnights and 7 days, the 7 weekdays of the closed forms, the people: a few dozen
    // rows. A walk over the days since 1970 would generate more than 84,000.
    expect(generated).toBeGreaterThanOrEqual(15);
    expect(generated).toBeLessThan(200);
    // France's public holidays of the years before and after those the table holds: 11 a year at most.
    expect(computedHolidays).toBeGreaterThan(0);
    expect(computedHolidays).toBeLessThanOrEqual(231 * 11);
  });

  it('gives the sums of the span before the range in closed form, equal to the count day by day', async () => {
    const now = new Date('2201-01-10T12:00:00Z');
    const range = parseDayRange({ start: '2200-12-29', end: '2200-12-31' });
    const result = await balance(t.db, { userId: ada.id, range, zone: ZONE, now, region: 'FR', defaultSeconds: DEFAULT_7H });
    // 29, 30 and 31 December 2200 are a Monday, a Tuesday and a Wednesday with nothing worked.
    expect(result.running_balance_seconds).toBe(countedByHand('2200-12-28').balance - 3 * EIGHT_HOURS);
  });
});

describe('a schedule version stored from before 1970', () => {
  it('counts from 1970, with the same bounded work', async () => {
    // Refused by the service today, but a row written before that rule may still be there.
    const old = await t.f.buildUser({ name: 'Old' });
    await t.db
      .insertInto('schedules')
      .values({ user_id: old.id, valid_from: '0001-01-01', weekly_seconds: MON_FRI_8H, created_by: old.id })
      .execute();
    const statements: CompiledQuery[] = [];
    const result = await balance(recording(t.db, statements), {
      userId: old.id,
      range: parseDayRange({ start: '2200-12-22', end: '2200-12-28' }),
      zone: ZONE,
      now: new Date('2201-01-10T12:00:00Z'),
      region: 'FR',
      defaultSeconds: DEFAULT_7H,
    });
    expect(result.running_since).toBe('1970-01-01');
    expect(result.running_balance_seconds).toBe(countedByHand('2200-12-28', false).balance);
    let generated = 0;
    for (const read of statements.filter((statement) => /^\s*(with|select)\b/i.test(statement.sql))) {
      generated += await generatedRows(t.db, read);
    }
    expect(generated).toBeLessThan(200);
  });
});

describe('to date and today', () => {
  // Wednesday 25 November 2026, 10:00 in Paris.
  const NOW = new Date('2026-11-25T09:00:00Z');
  let bea: UserRow;
  beforeAll(async () => {
    bea = await t.f.buildUser({ name: 'Bea' });
    await t.db
      .insertInto('schedules')
      .values({ user_id: bea.id, valid_from: '2026-11-16', weekly_seconds: MON_FRI_8H, created_by: bea.id })
      .execute();
    // Monday 23: 9 h; Tuesday 24: 8 h; Wednesday 25: clocked in at 08:00 local, still working.
    await tf.workingTime(bea, { start: '2026-11-23T07:00:00Z', end: '2026-11-23T16:00:00Z' });
    await tf.workingTime(bea, { start: '2026-11-24T07:00:00Z', end: '2026-11-24T15:00:00Z' });
    await tf.workingTime(bea, { start: '2026-11-25T07:00:00Z', end: null });
  });
  const read = (start: string, end: string) =>
    balance(t.db, { userId: bea.id, range: parseDayRange({ start, end }), zone: ZONE, now: NOW, region: 'FR', defaultSeconds: DEFAULT_7H });

  it('sums the days up to yesterday, shows today apart, and owes nothing for the days to come', async () => {
    const week = await read('2026-11-23', '2026-11-29');
    expect(week.to_date).toEqual({
      through: '2026-11-24',
      expected_seconds: 2 * EIGHT_HOURS,
      worked_seconds: 17 * 3_600,
      absence_seconds: 0,
      holiday_seconds: 0,
      balance_seconds: 3_600,
    });
    expect(week.today).toEqual({ date: '2026-11-25', expected_seconds: EIGHT_HOURS, worked_seconds: 2 * 3_600 });
    // The whole week's sums still count Thursday and Friday as expected.
    expect(week.expected_seconds).toBe(5 * EIGHT_HOURS);
    // The week before was 5 days of 8 h owed, nothing worked: -40 h, then +1 h this week.
    expect(week.running_through).toBe('2026-11-24');
    expect(week.running_balance_seconds).toBe(-5 * EIGHT_HOURS + 3_600);

    // The same running balance whatever the range that contains yesterday.
    for (const [start, end] of [
      ['2026-11-01', '2026-11-30'],
      ['2026-11-23', '2026-11-25'],
      ['2026-11-16', '2026-11-24'],
    ] as const) {
      expect((await read(start, end)).running_balance_seconds, `${start} to ${end}`).toBe(-5 * EIGHT_HOURS + 3_600);
    }
  });

  it('has no to_date for a range from today, and no today for a past range', async () => {
    const fromToday = await read('2026-11-25', '2026-11-29');
    expect(fromToday.to_date).toBeNull();
    expect(fromToday.today).toEqual({ date: '2026-11-25', expected_seconds: EIGHT_HOURS, worked_seconds: 2 * 3_600 });
    expect(fromToday.running_balance_seconds).toBe(-5 * EIGHT_HOURS + 3_600);
    const coming = await read('2026-11-30', '2026-12-06');
    expect(coming.to_date).toBeNull();
    expect(coming.today).toBeUndefined();
    const past = await read('2026-11-16', '2026-11-22');
    expect(past.today).toBeUndefined();
    expect(past.to_date).toMatchObject({ through: '2026-11-22', balance_seconds: -5 * EIGHT_HOURS });
    expect(past.running_balance_seconds).toBe(-5 * EIGHT_HOURS);
  });

  it('answers the balance so far of several people in their order', async () => {
    const range = parseDayRange({ start: '2026-11-23', end: '2026-11-29' });
    const query = { userIds: [ada.id, bea.id], range, zone: ZONE, now: NOW, region: 'FR', defaultSeconds: DEFAULT_7H };
    const [first, second] = await balancesToDate(t.db, query);
    expect(first).toEqual({
      user_id: ada.id,
      to_date: { through: '2026-11-24', expected_seconds: 2 * EIGHT_HOURS, worked_seconds: 0, absence_seconds: 0, holiday_seconds: 0, balance_seconds: -2 * EIGHT_HOURS },
      today: { date: '2026-11-25', expected_seconds: EIGHT_HOURS, worked_seconds: 0 },
    });
    expect(second).toMatchObject({ user_id: bea.id, to_date: { balance_seconds: 3_600 } });
  });
});

describe('the public holidays of the region', () => {
  const NOW = new Date('2026-11-25T09:00:00Z');
  const holidayRows = async () =>
    Number((await t.db.selectFrom('holidays').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

  it('give the same balance read from the table or computed, and a balance writes nothing', async () => {
    // This year's days were written at start; the years since 1970 before the kept window are computed.
    const range = parseDayRange({ start: '2026-04-01', end: '2026-05-31' });
    const query = { userId: ada.id, range, zone: ZONE, now: NOW, region: 'FR', defaultSeconds: DEFAULT_7H };
    const before = await holidayRows();
    const stored = await balance(t.db, query);
    // Through a wrapper the process has never seen write: every region day is computed.
    const statements: CompiledQuery[] = [];
    const computed = await balance(recording(t.db, statements), query);
    expect(computed).toEqual(stored);
    // Easter Monday, 1, 8, 14 and 25 May 2026 are weekdays: 5 holidays of 8 h.
    expect(stored.holiday_seconds).toBe(5 * EIGHT_HOURS);
    expect(stored.running_balance_seconds).toBe(countedByHand('2026-05-31').balance - 8 * 3_600);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => !/^\s*(with|select)\b/i.test(statement.sql))).toEqual([]);
    expect(statements.filter((statement) => /\binsert\b/i.test(statement.sql))).toEqual([]);
    expect(await holidayRows()).toBe(before);
  });
});
