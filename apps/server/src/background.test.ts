// The work before listening: the start writes the region's public holidays of the years around today (the
// daily refresh is jobs/holidays.ts's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandsBeforeListen } from './background.js';
import { createTestApp, type TestApp } from './test/app.js';
import { expectedRegionDaysAround, storedRegionDays } from './test/region-holidays.js';
import { dateInZone } from './time/zone.js';

let t: TestApp;
beforeAll(async () => {
  // No HOLIDAYS_REGION for the application itself: the region's days are written by the work under test only.
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => {}, info: () => {} } as unknown as Parameters<typeof commandsBeforeListen>[2];

const stored = (region: string) => storedRegionDays(t.db, region);
const expectedAround = expectedRegionDaysAround;

describe('background work', () => {
  it('writes the region days of the years around today at start, the next year included', async () => {
    expect(await stored('DE-BY')).toEqual([]);
    await commandsBeforeListen({ ...t.config, holidaysRegion: 'DE-BY' }, t.database, silent);
    const today = dateInZone(new Date(), t.config.appTimezone);
    const days = await stored('DE-BY');
    expect(days).toEqual(expectedAround('DE-BY', today));
    expect(days.at(-1)!.date.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 1));
    // A second start writes nothing twice.
    await commandsBeforeListen({ ...t.config, holidaysRegion: 'DE-BY' }, t.database, silent);
    expect(await stored('DE-BY')).toEqual(days);
  });
});
