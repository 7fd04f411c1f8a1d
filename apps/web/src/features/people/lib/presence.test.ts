import type { WorkingTime } from '@timetrack/client';
import { describe, expect, it } from 'vitest';
import { presenceOf, visibleWindow } from './presence';

const period = (end: string | null, breaks: { start: string; end: string | null }[] = []): WorkingTime =>
  ({ id: 1, user_id: 1, start: '2026-11-23 08:00:00', end, breaks: breaks.map((b, id) => ({ id, ...b })) });

describe('presenceOf', () => {
  it('tells in, on a break and out apart', () => {
    expect(presenceOf([])).toBe('out');
    expect(presenceOf([period('2026-11-23 12:00:00')])).toBe('out');
    expect(presenceOf([period('2026-11-23 12:00:00'), period(null)])).toBe('in');
    expect(presenceOf([period(null, [{ start: '2026-11-23 09:00:00', end: '2026-11-23 09:10:00' }])])).toBe('in');
    expect(presenceOf([period(null, [{ start: '2026-11-23 10:00:00', end: null }])])).toBe('break');
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
