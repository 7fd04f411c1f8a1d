import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDecimal, formatDuration, formatLongDay, formatTime, formatTimer } from './format';

describe('formatDuration', () => {
  it('writes hours and minutes, leaving out a zero part', () => {
    expect(formatDuration(7 * 3600 + 42 * 60, 'en')).toBe('7 h 42 min');
    expect(formatDuration(42 * 60 + 59, 'en')).toBe('42 min');
    expect(formatDuration(8 * 3600, 'fr')).toBe('8 h');
    expect(formatDuration(0, 'en')).toBe('0 min');
  });

  it('groups large hour counts as the language does, and signs negative durations', () => {
    expect(formatDuration(1234 * 3600 + 60, 'en')).toBe('1,234 h 1 min');
    expect(formatDuration(1234 * 3600, 'fr')).toBe('1\u202f234 h');
    expect(formatDuration(-90 * 60, 'en')).toBe('−1 h 30 min');
    expect(formatDuration(1234 * 3600 + 5 * 60, 'de')).toBe('1.234 h 5 min');
  });
});

describe('formatDecimal', () => {
  it('writes one decimal with the language’s separators', () => {
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
    expect(formatDecimal(1234.5, 'fr')).toBe('1\u202f234,5');
    expect(formatDecimal(1234.5, 'de')).toBe('1.234,5');
    expect(formatDecimal(2, 'de')).toBe('2,0');
  });
});

describe('dates and times in German', () => {
  // 27 November 2026, 14:05 where the test runs (the formats take the browser's zone).
  const moment = new Date(2026, 10, 27, 14, 5);

  it('writes 24-hour times, day.month.year dates and German day names', () => {
    expect(formatTime(moment, 'de')).toBe('14:05');
    expect(formatDateTime(moment, 'de')).toBe('27.11.2026, 14:05');
    expect(formatDay(moment, 'de')).toBe('Fr., 27. Nov.');
    expect(formatLongDay(moment, 'de')).toBe('Freitag, 27. November 2026');
  });
});

describe('formatTimer', () => {
  it('pads minutes and seconds, never hours', () => {
    expect(formatTimer(0)).toBe('0:00:00');
    expect(formatTimer(3723)).toBe('1:02:03');
    expect(formatTimer(36 * 3600 + 59)).toBe('36:00:59');
    expect(formatTimer(-5)).toBe('0:00:00');
  });
});
