import { describe, expect, it } from 'vitest';
import { rangeFromSearch, rangeOf, stepRange, validateBalanceSearch } from './search';
import { hoursOf, secondsOf } from './components/weekly-fields';

describe('the balance ranges', () => {
  const thursday = new Date(2026, 10, 26);

  it('name a week from Monday to Sunday, a month, a year, as inclusive dates', () => {
    expect(rangeOf('week', thursday)).toMatchObject({ start: '2026-11-23', end: '2026-11-29' });
    expect(rangeOf('month', thursday)).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
    expect(rangeOf('month', new Date(2028, 1, 10))).toMatchObject({ start: '2028-02-01', end: '2028-02-29' });
    expect(rangeOf('year', thursday)).toMatchObject({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('step to the period before and after', () => {
    expect(stepRange(rangeOf('week', thursday), -1)).toEqual(new Date(2026, 10, 16));
    expect(stepRange(rangeOf('month', new Date(2026, 11, 31)), 1)).toEqual(new Date(2027, 0, 1));
    expect(stepRange(rangeOf('year', thursday), -1)).toEqual(new Date(2025, 0, 1));
  });

  it('read the search, a week around today by default, ignoring what is not a period or a date', () => {
    expect(validateBalanceSearch({ period: 'decade', date: '26/11/2026' })).toEqual({});
    expect(validateBalanceSearch({ period: 'year', date: '2026-03-04' })).toEqual({ period: 'year', date: '2026-03-04' });
    expect(rangeFromSearch({}, thursday)).toMatchObject({ period: 'week', start: '2026-11-23' });
    expect(rangeFromSearch({ period: 'month', date: '2026-02-14' }, thursday)).toMatchObject({ start: '2026-02-01', end: '2026-02-28' });
  });
});

describe('a schedule entered in hours', () => {
  it('is sent in seconds, rounded to the second, an empty day owing nothing', () => {
    expect(secondsOf({ mon: 7.5, tue: '8', wed: '', thu: 0.25, fri: 4.33, sat: 0, sun: 0 })).toEqual({
      mon: 27_000, tue: 28_800, wed: 0, thu: 900, fri: 15_588, sat: 0, sun: 0,
    });
  });

  it('is shown in hours with two decimals at most', () => {
    expect(hoursOf({ mon: 27_000, tue: 28_800, wed: 0, thu: 900, fri: 1_000, sat: 0, sun: 86_400 })).toEqual({
      mon: 7.5, tue: 8, wed: 0, thu: 0.25, fri: 0.28, sat: 0, sun: 24,
    });
  });
});
