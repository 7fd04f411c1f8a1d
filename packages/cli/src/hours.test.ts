// Days and weeks in the local zone of the process; instants are built from local dates, so the results
// hold in any zone the tests run in.
import { describe, expect, it } from 'vitest';
import { duration, moment, periods as periodList, table } from './format.js';
import { days, month, openState, week, workedSeconds, type Period } from './hours.js';

/** A local date-time as the service writes it (UTC, `YYYY-MM-DD HH:MM:SS`). */
function service(year: number, month: number, day: number, hour: number, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString().slice(0, 19).replace('T', ' ');
}

const period = (id: number, start: string, end: string | null, breaks: Period['breaks'] = []): Period => ({ id, start, end, breaks });

describe('worked time', () => {
  // Wednesday 25 November 2026, 15:00 local.
  const now = new Date(2026, 10, 25, 15, 0);

  it('deducts breaks and counts what is going on up to now', () => {
    const list = [
      period(1, service(2026, 11, 23, 8), service(2026, 11, 23, 17), [{ id: 1, start: service(2026, 11, 23, 12), end: service(2026, 11, 23, 12, 45) }]),
      period(2, service(2026, 11, 25, 9), null, [{ id: 2, start: service(2026, 11, 25, 14, 30), end: null }]),
    ];
    const thisWeek = week(now);
    expect(thisWeek.start).toEqual(new Date(2026, 10, 23));
    expect(thisWeek.end).toEqual(new Date(2026, 10, 30));
    // 8 h 15 min on Monday, 5 h 30 min so far today (on a break since 14:30).
    expect(workedSeconds(list, thisWeek, now)).toBe((8 * 60 + 15 + 5 * 60 + 30) * 60);
    expect(openState(list)).toMatchObject({ period: { id: 2 }, pause: { id: 2 } });

    const rows = days(list, thisWeek, now);
    expect(rows.map((row) => row.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(rows.map((row) => row.worked_seconds)).toEqual([(8 * 60 + 15) * 60, 0, (5 * 60 + 30) * 60]);
    expect(rows.map((row) => row.periods.map((p) => p.id))).toEqual([[1], [], [2]]);
  });

  it('splits a night across the two days it touches, and a break left open ends with its period', () => {
    const night = period(3, service(2026, 11, 24, 22), service(2026, 11, 25, 6), [{ id: 3, start: service(2026, 11, 25, 2), end: null }]);
    const rows = days([night], week(now), now);
    expect(rows.map((row) => row.worked_seconds)).toEqual([0, 2 * 3600, 2 * 3600]);
    expect(rows.map((row) => row.periods.length)).toEqual([0, 1, 1]);
  });

  it('takes the month from its first day', () => {
    expect(month(now)).toEqual({ start: new Date(2026, 10, 1), end: new Date(2026, 11, 1) });
    expect(days([], month(now), now)).toHaveLength(25);
  });
});

describe('format', () => {
  it('writes durations in hours and whole minutes', () => {
    expect(duration(0)).toBe('0 min');
    expect(duration(59)).toBe('0 min');
    expect(duration(42 * 60 + 30)).toBe('42 min');
    expect(duration(7 * 3600 + 42 * 60)).toBe('7 h 42 min');
    expect(duration(10 * 3600)).toBe('10 h 0 min');
  });

  it('writes moments relative to today', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(moment(new Date(2026, 10, 25, 9, 5), now)).toBe('09:05');
    expect(moment(new Date(2026, 10, 24, 17, 31), now)).toBe('yesterday 17:31');
    expect(moment(new Date(2026, 10, 23, 8, 0), now)).toBe('Mon 2026-11-23 08:00');
  });

  it('lists periods and aligns tables', () => {
    expect(periodList([period(1, service(2026, 11, 25, 8, 58), service(2026, 11, 25, 12, 30)), period(2, service(2026, 11, 25, 13, 15), null)])).toBe(
      '08:58-12:30, 13:15-now',
    );
    expect(table(['Date', 'Worked'], [['Mon', '7 h 42 min'], ['Tuesday', '42 min']], [1])).toBe(
      ['Date         Worked', 'Mon      7 h 42 min', 'Tuesday      42 min'].join('\n'),
    );
  });
});
