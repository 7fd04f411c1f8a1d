// A daily refresh of the region's public holidays (HOLIDAYS_REGION), so that the coming year is in the table
// before it starts; nothing runs without a region.
import type { Logger } from 'pino';
import { writeRegionHolidays } from '../commands/holidays.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { startPeriodic } from './periodic.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Writes the region's public holidays of the years around today every `intervalMs` (an hour after a failure);
 * returns a function that stops it, waiting for a write in progress. Nothing runs without a region.
 */
export function startRegionHolidayRefresh(
  config: Pick<Config, 'holidaysRegion' | 'appTimezone'>,
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
  intervalMs: number = DAY_MS,
): () => Promise<void> {
  const region = config.holidaysRegion;
  if (region === undefined) return async () => {};
  return startPeriodic({
    run: () => writeRegionHolidays(database.db, region, config.appTimezone),
    everyMs: intervalMs,
    retryMs: Math.min(intervalMs, HOUR_MS),
    logger,
    failure: 'the public holidays of HOLIDAYS_REGION could not be written; retrying in an hour',
  }).stop;
}
