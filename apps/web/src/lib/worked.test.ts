import { describe, expect, it } from 'vitest';
import { breakSeconds, totalWorkedSeconds, workedSeconds } from './worked';

const day = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 23, hours, minutes));

describe('workedSeconds', () => {
  const period = {
    start: '2026-11-23 08:00:00',
    end: '2026-11-23 17:00:00',
    breaks: [{ start: '2026-11-23 12:00:00', end: '2026-11-23 12:45:00' }],
  };

  it('deducts breaks', () => {
    expect(workedSeconds(period, day(0), day(24), day(23))).toBe(9 * 3600 - 45 * 60);
  });

  it('clips the period and its breaks to the range', () => {
    expect(workedSeconds(period, day(12, 30), day(13), day(23))).toBe(15 * 60);
    expect(workedSeconds(period, day(18), day(20), day(23))).toBe(0);
  });

  it('counts an open period and an open break up to now', () => {
    const open = { start: '2026-11-23 08:00:00', end: null, breaks: [{ start: '2026-11-23 10:00:00', end: null }] };
    expect(workedSeconds(open, day(0), day(24), day(10, 30))).toBe(2 * 3600);
    expect(breakSeconds(open, day(10, 30))).toBe(30 * 60);
  });

  it('adds several periods', () => {
    const morning = { start: '2026-11-23 08:00:00', end: '2026-11-23 12:00:00' };
    const afternoon = { start: '2026-11-23 13:00:00', end: '2026-11-23 15:30:00' };
    expect(totalWorkedSeconds([morning, afternoon], day(0), day(24), day(23))).toBe(6.5 * 3600);
  });
});
