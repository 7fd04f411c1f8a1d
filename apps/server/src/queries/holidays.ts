// Days nobody owes: the public holidays of HOLIDAYS_REGION (type `public` of the date-holidays package) and
// the company's own days off. The region's days of a window of years around today are kept in the holidays
// table, written when the service starts and refreshed daily (commands/holidays.ts), which gives each one a
// stable integer id. A read never writes: for a year this process does not know to be in the table (one far
// in the past or the future, or one another instance wrote), the region's days are computed here from the
// same package, so every answer is the same whichever years happen to be stored.
import Holidays from 'date-holidays';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/client.js';
import { presentHoliday, type HolidayView } from '../presenters/holiday.js';
import { daysBetween } from '../time/zone.js';

export interface RegionDay {
  date: string;
  name: string;
}

/** The computed years, per region: a pure function of the package, so kept for the life of the process. */
const computedYears = new Map<string, RegionDay[]>();

/** The public holidays (type `public` only) of a region in a year, as date-holidays computes them. */
export function regionHolidays(region: string, year: number): readonly RegionDay[] {
  const key = `${region}:${year}`;
  let days = computedYears.get(key);
  if (!days) {
    const [country, state] = region.split('-');
    const calendar = state ? new Holidays(country!, state) : new Holidays(country!);
    days = (calendar.getHolidays(year) || [])
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
    computedYears.set(key, days);
  }
  return days;
}

/**
 * The region years this process knows to be in the table, per database handle: those it wrote and those it
 * found there. Region rows are never deleted, so a year once known stays stored.
 */
const storedYears = new WeakMap<object, Set<string>>();

function storedSet(db: Executor): Set<string> {
  let years = storedYears.get(db);
  if (!years) storedYears.set(db, (years = new Set()));
  return years;
}

/** Records that the region's days of `years` are in the table of `db` (after the write committed). */
export function markRegionYearsStored(db: Executor, region: string, years: Iterable<number>): void {
  const known = storedSet(db);
  for (const year of years) known.add(`${region}:${year}`);
}

function isYearStored(db: Executor, region: string, year: number): boolean {
  return storedSet(db).has(`${region}:${year}`);
}

/** The years from `startDate`'s to `endDate`'s, both included. */
export function yearsOf(startDate: string, endDate: string): number[] {
  const years: number[] = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year += 1) years.push(year);
  return years;
}

/**
 * Where a read takes the region's days of a range from: the table for the years known to be stored, the
 * package for the others (their dates within the range).
 */
export interface RegionDaysOff {
  region: string | null;
  storedYears: number[];
  computedDates: string[];
}

export function regionDaysOff(db: Executor, region: string | undefined, startDate: string, endDate: string): RegionDaysOff {
  if (region === undefined) return { region: null, storedYears: [], computedDates: [] };
  const stored: number[] = [];
  const computed = new Set<string>();
  for (const year of yearsOf(startDate, endDate)) {
    if (isYearStored(db, region, year)) {
      stored.push(year);
      continue;
    }
    for (const day of regionHolidays(region, year)) if (day.date >= startDate && day.date <= endDate) computed.add(day.date);
  }
  return { region, storedYears: stored, computedDates: [...computed].sort() };
}

/**
 * The days off between `startDate` and `endDate` as a select of one `date` column, each day once: company days
 * and the region's days, stored or computed as `daysOff` says.
 */
export function daysOffSelect(daysOff: RegionDaysOff, startDate: string, endDate: string): RawBuilder<{ date: string }> {
  return sql<{ date: string }>`
    select h.date from holidays h
    where h.date between ${startDate}::date and ${endDate}::date
      and (h.source = 'company'
        or (h.region = ${daysOff.region} and extract(year from h.date)::int = any(${sql.val(daysOff.storedYears)}::int[])))
    union
    select computed_region_days.date from unnest(${sql.val(daysOff.computedDates)}::date[]) as computed_region_days(date)`;
}

/**
 * The id of a computed region day: negative, so it never names a stored row, and the same at every read
 * (from the day's number since 1970 and its place among that day's holidays).
 */
function computedId(date: string, index: number): number {
  return -(daysBetween('1970-01-01', date) + 1) * 64 + index;
}

/** The days off of a range: the configured region's and the company's, by date. */
export async function listHolidays(
  db: Executor,
  region: string | undefined,
  startDate: string,
  endDate: string,
): Promise<HolidayView[]> {
  const rows = await db
    .selectFrom('holidays')
    .select(['id', 'date', 'name', 'source'])
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .where((eb) => eb.or([eb('source', '=', 'company'), eb('region', '=', region ?? null)]))
    .orderBy('date')
    .orderBy('source')
    .orderBy('id')
    .execute();
  const views = rows.map(presentHoliday);
  if (region === undefined) return views;
  const computed: HolidayView[] = [];
  for (const year of yearsOf(startDate, endDate)) {
    if (isYearStored(db, region, year)) continue;
    // A year is written in one statement: any of its rows means all of them.
    const prefix = `${year}-`;
    if (views.some((view) => view.source === 'region' && view.date.startsWith(prefix))) {
      markRegionYearsStored(db, region, [year]);
      continue;
    }
    const perDate = new Map<string, number>();
    for (const day of regionHolidays(region, year)) {
      const index = perDate.get(day.date) ?? 0;
      perDate.set(day.date, index + 1);
      if (day.date < startDate || day.date > endDate) continue;
      computed.push({ id: computedId(day.date, index), date: day.date, name: day.name, source: 'region' });
    }
  }
  if (computed.length === 0) return views;
  // The order of the table's rows: by date, company days first, then by id.
  return [...views, ...computed].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.id - b.id,
  );
}
