// The daily refresh of the region's public holidays, so that the coming year is in the table before it starts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionYearsAround } from '../commands/holidays.js';
import { regionHolidays } from '../queries/holidays.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { dateInZone } from '../time/zone.js';
import { startRegionHolidayRefresh } from './holidays.js';

let t: TestApp;
beforeAll(async () => {
  // No HOLIDAYS_REGION for the application itself: the region's days are written by the job under test only.
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => {} };

/** The region's days in the table, by date. */
const stored = (region: string) =>
  t.db
    .selectFrom('holidays')
    .select(['date', 'name'])
    .where('source', '=', 'region')
    .where('region', '=', region)
    .orderBy('date')
    .orderBy('id')
    .execute();

/** What date-holidays gives for the years the table keeps on `today`. */
function expectedAround(region: string, today: string) {
  const { first, last } = regionYearsAround(today);
  const days: { date: string; name: string }[] = [];
  for (let year = first; year <= last; year += 1) days.push(...regionHolidays(region, year));
  return days;
}

describe('the region holiday refresh', () => {
  it('refreshes the region days at each interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stop = startRegionHolidayRefresh({ holidaysRegion: 'US-CA', appTimezone: 'UTC' }, t.database, silent, 60_000);
      // Nothing before the first interval has passed.
      expect(await stored('US-CA')).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      await stop();
      expect(await stored('US-CA')).toEqual(expectedAround('US-CA', dateInZone(new Date(), 'UTC')));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without a region', async () => {
    const stop = startRegionHolidayRefresh({ holidaysRegion: undefined, appTimezone: 'UTC' }, t.database, silent, 1);
    await stop();
    const regionRows = await t.db.selectFrom('holidays').select('region').distinct().where('source', '=', 'region').execute();
    expect(regionRows.map((row) => row.region)).toEqual(['US-CA']);
  });
});
