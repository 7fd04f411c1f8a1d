import { describe, expect, it } from 'vitest';
import { countDays, halvesOf } from './day-count';

const H7 = 7 * 3600;
// Monday 21 December 2026 to Sunday 3 January 2027: Christmas (Friday) and New Year's Day (Friday) expect nothing.
const days = [
  ['2026-12-21', H7], ['2026-12-22', H7], ['2026-12-23', H7], ['2026-12-24', H7], ['2026-12-25', 0], ['2026-12-26', 0], ['2026-12-27', 0],
  ['2026-12-28', H7], ['2026-12-29', H7], ['2026-12-30', H7], ['2026-12-31', H7], ['2027-01-01', 0], ['2027-01-02', 0], ['2027-01-03', 0],
].map(([date, expected]) => ({ date: date as string, expected_seconds: expected as number }));
const whole = { start_half: null, end_half: null };

describe('the days a request counts', () => {
  it('leaves out weekends and holidays', () => {
    expect(countDays(days, '2026-12-21', '2026-12-27', whole)).toBe(4);
    expect(countDays(days, '2026-12-21', '2027-01-03', whole)).toBe(8);
  });

  it('counts the first afternoon and the last morning as halves: 3.5 days from Monday afternoon to Thursday', () => {
    expect(countDays(days, '2026-12-28', '2026-12-31', { start_half: 'afternoon', end_half: null })).toBe(3.5);
    expect(countDays(days, '2026-12-28', '2026-12-31', { start_half: 'afternoon', end_half: 'morning' })).toBe(3);
  });

  it('counts a single half day as 0.5, and nothing on a day that expects nothing', () => {
    expect(countDays(days, '2026-12-22', '2026-12-22', { start_half: 'morning', end_half: 'morning' })).toBe(0.5);
    expect(countDays(days, '2026-12-25', '2026-12-25', { start_half: 'morning', end_half: 'morning' })).toBe(0);
  });

  it('has no count for dates that cannot make a request', () => {
    expect(countDays(days, '2026-12-23', '2026-12-22', whole)).toBeNull();
    expect(countDays(days, '', '2026-12-22', whole)).toBeNull();
  });
});

describe('the halves sent', () => {
  const choice = { single: 'afternoon', startAfternoon: true, endMorning: false } as const;
  it('are one half on a single day, sent as both', () => {
    expect(halvesOf('2026-12-22', '2026-12-22', choice)).toEqual({ start_half: 'afternoon', end_half: 'afternoon' });
    expect(halvesOf('2026-12-22', '2026-12-22', { ...choice, single: 'whole' })).toEqual(whole);
  });

  it('are the first afternoon and the last morning over several days', () => {
    expect(halvesOf('2026-12-21', '2026-12-24', choice)).toEqual({ start_half: 'afternoon', end_half: null });
    expect(halvesOf('2026-12-21', '2026-12-24', { ...choice, startAfternoon: false, endMorning: true })).toEqual({ start_half: null, end_half: 'morning' });
  });
});
