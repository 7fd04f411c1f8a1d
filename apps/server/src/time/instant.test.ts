import { describe, expect, it } from 'vitest';
import { parseInstant } from './instant.js';

describe('parseInstant', () => {
  it('reads UTC wall time and ISO 8601 with Z or an offset', () => {
    expect(parseInstant('2026-11-21 08:30:00')?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(parseInstant('2026-11-21T08:30:00')?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(parseInstant('2026-11-21T08:30:00Z')?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(parseInstant('2026-11-21T08:30:00.123Z')?.toISOString()).toBe('2026-11-21T08:30:00.123Z');
    expect(parseInstant('2026-11-21T09:30:00+01:00')?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(parseInstant('2026-11-21T03:30:00-0500')?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'yesterday', '2026-11-21', '2026-02-30 10:00:00', '2026-11-21T25:00:00Z']) {
      expect(parseInstant(bad), bad).toBeUndefined();
    }
  });
});
