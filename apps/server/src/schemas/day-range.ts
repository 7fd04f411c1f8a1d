// The range of the accounts of hours and the reports: `start` and `end`, both required calendar days in
// APP_TIMEZONE, both included, within the years 1970 to 2200, at most 366 days. One request schema and one
// parser for every route that takes such a range.
import { Type, type TProperties } from 'typebox';
import { ValidationError } from '../errors.js';
import { FIRST_DAY, isDayInWindow, LAST_DAY, WINDOW_MESSAGE } from '../time/calendar-window.js';
import { daysBetween, isCalendarDate } from '../time/zone.js';

/** The longest range: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export interface DayRange {
  start: string;
  end: string;
  /** Days in the range, both ends included. */
  days: number;
}

// Required in the document; the `range` keyword reports a missing bound (`required`) with the others.
const dayRangeProperties = {
  start: Type.String({
    format: 'date',
    description: `first day in APP_TIMEZONE, \`YYYY-MM-DD\`, ${FIRST_DAY} to ${LAST_DAY} (\`out_of_range\`)`,
  }),
  end: Type.String({
    format: 'date',
    description: `last day in APP_TIMEZONE, \`YYYY-MM-DD\` (included), ${FIRST_DAY} to ${LAST_DAY}, at most ${MAX_REPORT_DAYS} days after \`start\` (\`range_too_long\`)`,
  }),
};

/** A query of `start` and `end` (and `properties`), checked by the schema stage (schemas/validation.ts). */
export const DayRangeQueryWith = <T extends TProperties>(properties: T) =>
  Type.Object({ ...dayRangeProperties, ...properties }, { range: { required: true, maxDays: MAX_REPORT_DAYS } });

export const DayRangeQuery = DayRangeQueryWith({});

/** The range of a query: both required calendar dates in the window, end not before start, at most 366 days. */
export function parseDayRange(query: { start?: string | undefined; end?: string | undefined }): DayRange {
  const problems: ConstructorParameters<typeof ValidationError>[0] = {};
  for (const field of ['start', 'end'] as const) {
    const value = query[field];
    if (value === undefined || value === '') problems[field] = [{ code: 'required', message: 'is required' }];
    else if (!isCalendarDate(value)) problems[field] = [{ code: 'invalid', message: 'must be a date (YYYY-MM-DD)' }];
    else if (!isDayInWindow(value)) problems[field] = [{ code: 'out_of_range', message: WINDOW_MESSAGE }];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const start = query.start!;
  const end = query.end!;
  const days = daysBetween(start, end) + 1;
  if (days < 1) throw ValidationError.field('end', 'before_start', 'must not be before start');
  if (days > MAX_REPORT_DAYS) {
    throw ValidationError.field('end', 'range_too_long', `the range must not exceed ${MAX_REPORT_DAYS} days`);
  }
  return { start, end, days };
}
