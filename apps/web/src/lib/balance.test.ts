import { describe, expect, it } from 'vitest';
import { dayStanding, owedBalanceOf, plannedSeconds, weekOf } from './balance';

const day = (date: string, expected: number, worked: number) => ({
  date,
  expected_seconds: expected,
  worked_seconds: worked,
  absence_seconds: 0,
  holiday_seconds: 0,
  balance_seconds: worked - expected,
});

// Wednesday 25 November 2026 is today: Monday and Tuesday are owed, Thursday and Friday planned.
const week = {
  to_date: {
    through: '2026-11-24',
    expected_seconds: 50_400,
    worked_seconds: 54_000,
    absence_seconds: 0,
    holiday_seconds: 0,
    balance_seconds: 3_600,
  },
  today: { date: '2026-11-25', expected_seconds: 25_200, worked_seconds: 7_200 },
  days: [
    day('2026-11-23', 25_200, 28_800),
    day('2026-11-24', 25_200, 25_200),
    day('2026-11-25', 25_200, 7_200),
    day('2026-11-26', 25_200, 0),
    day('2026-11-27', 25_200, 0),
    day('2026-11-28', 0, 0),
    day('2026-11-29', 0, 0),
  ],
};

describe('the standing of a day', () => {
  it('is owed up to yesterday, in progress today, planned after', () => {
    expect(week.days.map((d) => dayStanding(week, d.date))).toEqual(['owed', 'owed', 'today', 'planned', 'planned', 'planned', 'planned']);
  });

  it('is planned for every day of a range still to come', () => {
    expect(dayStanding({ to_date: null }, '2026-12-01')).toBe('planned');
  });
});

describe('planned and owed figures', () => {
  it('counts as planned what the days after today ask, never today', () => {
    expect(plannedSeconds(week)).toBe(2 * 25_200);
  });

  it('sums the owed days of a part of the range, or says none is owed yet', () => {
    expect(owedBalanceOf(week, '2026-11-23', '2026-11-29')).toBe(3_600);
    expect(owedBalanceOf(week, '2026-11-25', '2026-11-29')).toBeNull();
  });
});

describe('weekOf', () => {
  it('is Monday to Sunday around a day, across a month', () => {
    expect(weekOf(new Date(2026, 11, 2))).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });
});
