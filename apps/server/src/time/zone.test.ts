import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, isCalendarDate, mondayOf, startOfDay, weekSpan } from './zone.js';

describe('calendar days in a zone', () => {
  it('finds local midnight in UTC and in Paris, across daylight-saving changes', () => {
    expect(startOfDay('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDay('2026-11-21', 'Europe/Paris').toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00 in Paris; midnight is still +01:00.
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-11-21', 'America/New_York').toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it('starts a day where its midnight is skipped at the end of the gap, and a skipped day is empty', () => {
    // Chile, 11 September 2022: clocks went from 00:00 straight to 01:00.
    expect(startOfDay('2022-09-11', 'America/Santiago').toISOString()).toBe('2022-09-11T04:00:00.000Z');
    expect(dateInZone(new Date('2022-09-11T03:59:59Z'), 'America/Santiago')).toBe('2022-09-10');
    // Kiritimati crossed the date line: 30 December 1994 was followed by 1 January 1995.
    const skipped = startOfDay('1994-12-31', 'Pacific/Kiritimati');
    expect(skipped.toISOString()).toBe('1994-12-31T10:00:00.000Z');
    expect(startOfDay('1995-01-01', 'Pacific/Kiritimati').getTime()).toBe(skipped.getTime());
    expect(dateInZone(new Date(skipped.getTime() - 1000), 'Pacific/Kiritimati')).toBe('1994-12-30');
    const week = weekSpan('1994-12-26', 'Pacific/Kiritimati');
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(6 * 24);
  });

  it('names the local date of an instant', () => {
    expect(dateInZone(new Date('2026-11-20T23:30:00Z'), 'UTC')).toBe('2026-11-20');
    expect(dateInZone(new Date('2026-11-20T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-21');
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    const span = weekSpan('2026-03-23', 'Europe/Paris');
    expect((span.end.getTime() - span.start.getTime()) / 3_600_000).toBe(167);
  });
});
