import type { WorkingTime } from '@timetrack/client';
import { describe, expect, it } from 'vitest';
import { hoursRange, overlapsDay, stepHoursView } from './hours-view';

// Wednesday 2026-11-25, local time.
const wednesday = new Date(2026, 10, 25, 15, 30);

describe('hoursRange', () => {
  it('is Monday to the next Monday for a week, with inclusive dates', () => {
    const range = hoursRange('week', wednesday);
    expect(range.from).toEqual(new Date(2026, 10, 23));
    expect(range.to).toEqual(new Date(2026, 10, 30));
    expect([range.firstDate, range.lastDate]).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('is the 1st to the next 1st for a month', () => {
    const range = hoursRange('month', wednesday);
    expect(range.from).toEqual(new Date(2026, 10, 1));
    expect(range.to).toEqual(new Date(2026, 11, 1));
    expect([range.firstDate, range.lastDate]).toEqual(['2026-11-01', '2026-11-30']);
  });
});

describe('stepHoursView', () => {
  it('moves by a week or by a month, across a year', () => {
    expect(stepHoursView('week', new Date(2026, 10, 23), -1)).toEqual(new Date(2026, 10, 16));
    expect(stepHoursView('month', new Date(2026, 11, 1), 1)).toEqual(new Date(2027, 0, 1));
  });
});

describe('overlapsDay', () => {
  const day = new Date(2026, 10, 25);
  const period = (start: Date, end: Date | null) =>
    ({ start: start.toISOString(), end: end?.toISOString() ?? null, breaks: [] }) as unknown as WorkingTime;

  it('holds a period that crosses the day’s start or end, and an open one', () => {
    expect(overlapsDay(period(new Date(2026, 10, 24, 22), new Date(2026, 10, 25, 2)), day)).toBe(true);
    expect(overlapsDay(period(new Date(2026, 10, 25, 23), new Date(2026, 10, 26, 1)), day)).toBe(true);
    expect(overlapsDay(period(new Date(2026, 10, 24, 8), null), day)).toBe(true);
  });

  it('leaves out a period that ends at midnight or starts the next day', () => {
    expect(overlapsDay(period(new Date(2026, 10, 24, 20), new Date(2026, 10, 25)), day)).toBe(false);
    expect(overlapsDay(period(new Date(2026, 10, 26), new Date(2026, 10, 26, 4)), day)).toBe(false);
  });
});
