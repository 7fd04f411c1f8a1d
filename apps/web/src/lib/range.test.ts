import { describe, expect, it } from 'vitest';
import { daysOf, periodRange, rangeEnd, rangeStart, stepPeriod } from './range';

// Wednesday 2026-11-25, local time.
const wednesday = new Date(2026, 10, 25, 15, 30);

describe('periodRange', () => {
  it('is Monday to Sunday for a week, the 1st to the last day for a month, January to December for a year', () => {
    expect(periodRange('week', wednesday)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodRange('month', wednesday)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodRange('month', new Date(2028, 1, 10))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodRange('year', wednesday)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});

describe('the instants and days of a range', () => {
  it('runs from the first day’s midnight to the midnight after the last day', () => {
    const week = periodRange('week', wednesday);
    expect(rangeStart(week)).toEqual(new Date(2026, 10, 23));
    expect(rangeEnd(week)).toEqual(new Date(2026, 10, 30));
    expect(daysOf(week)).toHaveLength(7);
    expect(daysOf(periodRange('month', wednesday)).at(-1)).toEqual(new Date(2026, 10, 30));
  });
});

describe('stepPeriod', () => {
  it('moves by a week, a month or a year, across a year', () => {
    expect(stepPeriod('week', periodRange('week', wednesday), -1)).toEqual(new Date(2026, 10, 16));
    expect(stepPeriod('month', periodRange('month', new Date(2026, 11, 31)), 1)).toEqual(new Date(2027, 0, 1));
    expect(stepPeriod('year', periodRange('year', wednesday), -1)).toEqual(new Date(2025, 0, 1));
  });
});
