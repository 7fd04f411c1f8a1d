// What the tests of the region's public holidays compare: the days in the table, and what date-holidays gives.
import { regionYearsAround } from '../commands/holidays.js';
import type { Db } from '../db/client.js';
import { regionHolidays } from '../queries/holidays.js';

/** The region's days in the table, by date. */
export const storedRegionDays = (db: Db, region: string) =>
  db
    .selectFrom('holidays')
    .select(['date', 'name'])
    .where('source', '=', 'region')
    .where('region', '=', region)
    .orderBy('date')
    .orderBy('id')
    .execute();

/** What date-holidays gives for the years the table keeps on `today`. */
export function expectedRegionDaysAround(region: string, today: string): { date: string; name: string }[] {
  const { first, last } = regionYearsAround(today);
  const days: { date: string; name: string }[] = [];
  for (let year = first; year <= last; year += 1) days.push(...regionHolidays(region, year));
  return days;
}
