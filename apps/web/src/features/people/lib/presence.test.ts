import { describe, expect, it } from 'vitest';
import { runningSeconds, visibleWindow } from './presence';

describe('runningSeconds', () => {
  const readAt = Date.UTC(2026, 10, 25, 9, 0, 0);
  it('runs on for someone in, from when the service counted', () => {
    expect(runningSeconds({ status: 'in', today_seconds: 3600, week_seconds: 7200 }, readAt, readAt + 61_500)).toEqual({
      today: 3661,
      week: 7261,
    });
  });
  it('stands still on a break and out, and never runs backwards', () => {
    for (const status of ['break', 'out'] as const) {
      expect(runningSeconds({ status, today_seconds: 10, week_seconds: 20 }, readAt, readAt + 600_000)).toEqual({ today: 10, week: 20 });
    }
    expect(runningSeconds({ status: 'in', today_seconds: 10, week_seconds: 20 }, readAt, readAt - 5_000)).toEqual({ today: 10, week: 20 });
  });
});

describe('visibleWindow', () => {
  it('draws the rows in view and a few around them, never past either end', () => {
    expect(visibleWindow(1000, 50, 0, 500, 5)).toEqual({ first: 0, last: 15 });
    expect(visibleWindow(1000, 50, 10_000, 500, 5)).toEqual({ first: 195, last: 215 });
    expect(visibleWindow(1000, 50, 49_800, 500, 5)).toEqual({ first: 991, last: 1000 });
    expect(visibleWindow(3, 50, 0, 500, 5)).toEqual({ first: 0, last: 3 });
  });
});
