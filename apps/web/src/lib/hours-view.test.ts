import type { Absence, WeekValidation, WorkingTime } from '@timetrack/client';
import { describe, expect, it } from 'vitest';
import { hoursDays, overlapsDay } from './hours-view';

describe('overlapsDay', () => {
  const day = new Date(2026, 10, 25);
  const period = (start: Date, end: Date | null) =>
    ({ start: start.toISOString(), end: end?.toISOString() ?? null, breaks: [] }) as unknown as WorkingTime;

  const now = new Date(2026, 10, 25, 10);

  it('holds a period that crosses the day’s start or end, and an open one', () => {
    expect(overlapsDay(period(new Date(2026, 10, 24, 22), new Date(2026, 10, 25, 2)), day, now)).toBe(true);
    expect(overlapsDay(period(new Date(2026, 10, 25, 23), new Date(2026, 10, 26, 1)), day, now)).toBe(true);
    expect(overlapsDay(period(new Date(2026, 10, 24, 8), null), day, now)).toBe(true);
  });

  it('leaves out a period that ends at midnight or starts the next day', () => {
    expect(overlapsDay(period(new Date(2026, 10, 24, 20), new Date(2026, 10, 25)), day, now)).toBe(false);
    expect(overlapsDay(period(new Date(2026, 10, 26), new Date(2026, 10, 26, 4)), day, now)).toBe(false);
  });

  it('keeps an open period out of the days after now', () => {
    expect(overlapsDay(period(new Date(2026, 10, 25, 8), null), new Date(2026, 10, 26), now)).toBe(false);
  });
});

describe('hoursDays', () => {
  const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
  const period = { id: 1, start: at(24, 8), end: at(24, 17), breaks: [{ id: 1, start: at(24, 12), end: at(24, 13) }] } as unknown as WorkingTime;

  it('gives each day of the range its periods, time worked, absences and lock', () => {
    const days = hoursDays(
      { start: '2026-11-23', end: '2026-11-29' },
      [period],
      [{ id: 1, type: 'vacation', start_date: '2026-11-26', end_date: '2026-11-27' } as unknown as Absence],
      [{ id: 1, week_start: '2026-11-23', status: 'validated' } as unknown as WeekValidation],
      new Date(2026, 10, 30),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days[1]).toMatchObject({ periods: [period], worked: 8 * 3600, absences: [], locked: true });
    expect(days.map((day) => day.absences.length)).toEqual([0, 0, 0, 1, 1, 0, 0]);
  });
});
