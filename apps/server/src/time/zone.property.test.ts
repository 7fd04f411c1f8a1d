// Properties of calendar days and weeks in a time zone, on generated dates and zones (daylight-saving
// zones, half-hour and 45-minute offsets, the date line): day arithmetic is consistent, a day starts at the
// first instant whose local date is that day (or, for a day the zone skipped, the day after), and a week
// runs Monday to Monday.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, isCalendarDate, isoWeekday, mondayOf, startOfDay, weekSpan } from './zone.js';

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/St_Johns',
  // Daylight saving starts at midnight: some days have no 00:00.
  'America/Santiago',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const dates = (min = '1900-01-01', max = '2199-12-31') =>
  fc
    .integer({ min: Date.parse(min) / 86_400_000, max: Date.parse(max) / 86_400_000 })
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

describe('calendar days', () => {
  it('add and subtract days consistently, across years and leap days', () => {
    fc.assert(
      fc.property(dates('0100-01-01', '9995-12-31'), fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isCalendarDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
      }),
      { numRuns: 1000 },
    );
  });

  it('find the Monday of every date, at most six days before it', () => {
    fc.assert(
      fc.property(dates(), (date) => {
        const monday = mondayOf(date);
        expect(isoWeekday(monday)).toBe(1);
        expect(daysBetween(monday, date)).toBe(isoWeekday(date) - 1);
      }),
      { numRuns: 500 },
    );
  });

  it('start at the first instant whose local date is that day, in every zone', () => {
    fc.assert(
      fc.property(dates('1990-01-01', '2060-12-31'), fc.constantFrom(...ZONES), (date, zone) => {
        const start = startOfDay(date, zone);
        // A day the zone skipped starts where the next one does.
        const skipped = dateInZone(start, zone) !== date;
        if (skipped) expect(startOfDay(addDays(date, 1), zone).getTime()).toBe(start.getTime());
        else expect(dateInZone(start, zone)).toBe(date);
        expect(dateInZone(new Date(start.getTime() - 1000), zone) < date).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('make weeks of 7 days, 167 to 169 hours long less any day the zone skipped, from Monday to Monday', () => {
    fc.assert(
      fc.property(dates('1990-01-01', '2060-12-31'), fc.constantFrom(...ZONES), (date, zone) => {
        const monday = mondayOf(date);
        const { start, end } = weekSpan(monday, zone);
        const days = Array.from({ length: 7 }, (_, k) => addDays(monday, k));
        const skippedHours = 24 * days.filter((day) => startOfDay(day, zone).getTime() === startOfDay(addDays(day, 1), zone).getTime()).length;
        const hours = (end.getTime() - start.getTime()) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(167 - skippedHours);
        expect(hours).toBeLessThanOrEqual(169 - skippedHours);
        expect(dateInZone(start, zone)).toBe(monday);
        expect(dateInZone(end, zone)).toBe(addDays(monday, 7));
      }),
      { numRuns: 500 },
    );
  });
});
