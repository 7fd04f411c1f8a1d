// Days nobody owes (CONTRACT section 10): the public holidays of HOLIDAYS_REGION, taken from the
// date-holidays package, and the company's own days off. Region days are written to the holidays table
// the first time a year of them is needed (idempotently, so instances may race), which gives each one a
// stable integer id and lets the balance query read every day off from one table.
import Holidays from 'date-holidays';
import { sql } from 'kysely';
import type { Executor, Tx } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { Actor } from '../policies/rules.js';
import { isCalendarDate } from '../time/zone.js';

export interface HolidayView {
  id: number;
  date: string;
  name: string;
  source: 'region' | 'company';
}

/** The years already written per database handle and region, so each is written once per process. */
const writtenYears = new WeakMap<object, Set<string>>();

/** The public holidays (type `public` only) of a region in a year, as date-holidays computes them. */
export function regionHolidays(region: string, year: number): { date: string; name: string }[] {
  const [country, state] = region.split('-');
  const calendar = state ? new Holidays(country!, state) : new Holidays(country!);
  const days = (calendar.getHolidays(year) || []).filter((holiday) => holiday.type === 'public');
  return days.map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
}

/** Makes sure the region's public holidays of the years from `startDate` to `endDate` are in the table. */
export async function writeRegionHolidays(db: Executor, region: string | undefined, startDate: string, endDate: string) {
  if (region === undefined) return;
  let written = writtenYears.get(db);
  if (!written) writtenYears.set(db, (written = new Set()));
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year += 1) {
    const key = `${region}:${year}`;
    if (written.has(key)) continue;
    const days = regionHolidays(region, year);
    if (days.length > 0) {
      await sql`
        insert into holidays (date, name, source, region)
        select d.date::date, d.name, 'region', ${region}
        from json_to_recordset(${JSON.stringify(days)}::json) as d(date text, name text)
        on conflict do nothing`.execute(db);
    }
    written.add(key);
  }
}

function presentHoliday(row: { id: number; date: string; name: string; source: 'region' | 'company' }): HolidayView {
  return { id: row.id, date: row.date, name: row.name, source: row.source };
}

/** The days off of a range: the configured region's and the company's, by date. */
export async function listHolidays(
  db: Executor,
  region: string | undefined,
  startDate: string,
  endDate: string,
): Promise<HolidayView[]> {
  await writeRegionHolidays(db, region, startDate, endDate);
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
  return rows.map(presentHoliday);
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
