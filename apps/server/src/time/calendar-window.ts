// The calendar days the service reasons about: 1970 to 2200. Dates outside these years name no real working
// time, and refusing them keeps every computation over days (accounts of hours, reports, lists) bounded.
import { parseInstant } from './instant.js';
import { isCalendarDate } from './zone.js';

export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2200-12-31';

const FIRST_WINDOW_INSTANT = Date.parse(`${FIRST_DAY}T00:00:00Z`);
/** Exclusive: the first instant after the last day, in UTC. */
const AFTER_WINDOW_INSTANT = Date.parse('2201-01-01T00:00:00Z');

export const WINDOW_MESSAGE = `must be between ${FIRST_DAY} and ${LAST_DAY}`;

/** A `YYYY-MM-DD` day between the first and the last day, both included (four-digit years compare as text). */
export function isDayInWindow(date: string): boolean {
  return date >= FIRST_DAY && date <= LAST_DAY;
}

/** An instant whose UTC date lies between the first and the last day. */
export function isInstantInWindow(instant: Date): boolean {
  const time = instant.getTime();
  return time >= FIRST_WINDOW_INSTANT && time < AFTER_WINDOW_INSTANT;
}

/**
 * Whether a range bound as clients send it (a date or a date-time) lies in the window; undefined for a value
 * that is neither, which the format check reports.
 */
export function isBoundInWindow(value: string): boolean | undefined {
  if (isCalendarDate(value)) return isDayInWindow(value);
  const instant = parseInstant(value);
  return instant === undefined ? undefined : isInstantInWindow(instant);
}
