// The `start`/`end` query of lists and reports: a date or a date-time within the years 1970 to 2200, both or
// neither; a date as `end` includes that whole day; dates are days in APP_TIMEZONE.
import { ValidationError } from '../errors.js';
import { isBoundInWindow, WINDOW_MESSAGE } from '../time/calendar-window.js';
import { addDays, isCalendarDate, startOfDay } from '../time/zone.js';
import { FIRST_INSTANT, LAST_INSTANT, parseInstant } from '../time/instant.js';

export interface InstantRange {
  start: Date;
  /** Exclusive. */
  end: Date;
}

function bound(field: 'start' | 'end', value: string, zone: string): Date {
  if (isCalendarDate(value)) {
    // The end of 9999-12-31 (or the start of 0001-01-01 east of UTC) lies outside those years: the range
    // reaches as far as anything can be stored.
    const instant = startOfDay(field === 'end' ? addDays(value, 1) : value, zone).getTime();
    return new Date(Math.min(Math.max(instant, FIRST_INSTANT), LAST_INSTANT));
  }
  const instant = parseInstant(value);
  if (!instant) throw ValidationError.field(field, 'invalid', 'must be a date (YYYY-MM-DD) or a date-time');
  return instant;
}

/** Parses an optional range; undefined when neither bound is given. */
export function parseRange(query: { start?: string; end?: string }, zone: string): InstantRange | undefined {
  const { start, end } = query;
  if (start === undefined && end === undefined) return undefined;
  if (start === undefined) throw ValidationError.field('start', 'required', 'is required with end');
  if (end === undefined) throw ValidationError.field('end', 'required', 'is required with start');
  for (const [field, value] of [['start', start], ['end', end]] as const) {
    if (isBoundInWindow(value) === false) throw ValidationError.field(field, 'out_of_range', WINDOW_MESSAGE);
  }
  const range = { start: bound('start', start, zone), end: bound('end', end, zone) };
  if (range.end.getTime() <= range.start.getTime()) {
    throw ValidationError.field('end', 'before_start', 'must be after start');
  }
  return range;
}
