// Days nobody owes: the company's own days off, and the public holidays of HOLIDAYS_REGION kept in the
// holidays table for a window of years around today (from the date-holidays package, through
// queries/holidays.ts). The window is written when the service starts and refreshed daily, so that the
// coming year is in the table before it starts; reads never write, and compute any other year themselves.
import { sql } from 'kysely';
import type { Db, Tx } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { Actor } from '../policies/rules.js';
import { presentHoliday, type HolidayView } from '../presenters/holiday.js';
import { markRegionYearsStored, regionHolidays } from '../queries/holidays.js';
import { dateInZone, isCalendarDate } from '../time/zone.js';

/** The years kept in the table: this many before the current one, the current one and the next. */
export const REGION_YEARS_BEFORE = 10;

/** Instances that start or refresh together take turns; the inserts skip the days already there. */
const REGION_HOLIDAYS_LOCK = 7_301_520_003;

/** The years of region days the table keeps on `today` (a calendar date). */
export function regionYearsAround(today: string): { first: number; last: number } {
  const year = Number(today.slice(0, 4));
  return { first: year - REGION_YEARS_BEFORE, last: year + 1 };
}

/**
 * Writes the region's public holidays of the years around today (in `zone`) that are not in the table yet,
 * in one statement. Safe when several instances run it at once. Nothing to do without a region.
 */
export async function writeRegionHolidays(db: Db, region: string | undefined, zone: string, now: Date = new Date()): Promise<void> {
  if (region === undefined) return;
  const { first, last } = regionYearsAround(dateInZone(now, zone));
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  const days = years.flatMap((year) => regionHolidays(region, year));
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REGION_HOLIDAYS_LOCK})`.execute(trx);
    if (days.length === 0) return;
    await sql`
      insert into holidays (date, name, source, region)
      select d.date::date, d.name, 'region', ${region}
      from json_to_recordset(${JSON.stringify(days)}::json) as d(date text, name text)
      on conflict do nothing`.execute(trx);
  });
  markRegionYearsStored(db, region, years);
}

export async function createHoliday(trx: Tx, actor: Actor, input: { date: string; name: string }): Promise<HolidayView> {
  if (!isCalendarDate(input.date)) throw ValidationError.field('date', 'invalid', 'must be a date (YYYY-MM-DD)');
  const taken = await trx
    .selectFrom('holidays')
    .select('id')
    .where('source', '=', 'company')
    .where('date', '=', input.date)
    .executeTakeFirst();
  if (taken) throw ValidationError.field('date', 'taken', 'the company already has a day off on this date');
  const row = await trx
    .insertInto('holidays')
    .values({ date: input.date, name: input.name, source: 'company', region: null, created_by: actor.id })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'date', 'name', 'source'])
    .executeTakeFirst();
  if (!row) throw ValidationError.field('date', 'taken', 'the company already has a day off on this date');
  return presentHoliday(row);
}

export async function deleteHoliday(trx: Tx, holidayId: number): Promise<void> {
  const row = await trx.selectFrom('holidays').select(['id', 'source']).where('id', '=', holidayId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such holiday.');
  if (row.source === 'region') throw new ConflictError('conflict', 'A public holiday of the region cannot be deleted.');
  await trx.deleteFrom('holidays').where('id', '=', holidayId).execute();
}
