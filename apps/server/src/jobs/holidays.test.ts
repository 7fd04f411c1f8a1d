// The daily refresh of the region's public holidays, so that the coming year is in the table before it starts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectedRegionDaysAround, storedRegionDays } from '../test/region-holidays.js';
import { dateInZone } from '../time/zone.js';
import { startRegionHolidayRefresh } from './holidays.js';

let t: TestApp;
beforeAll(async () => {
  // No HOLIDAYS_REGION for the application itself: the region's days are written by the job under test only.
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => {} };

const stored = (region: string) => storedRegionDays(t.db, region);
const expectedAround = expectedRegionDaysAround;

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
