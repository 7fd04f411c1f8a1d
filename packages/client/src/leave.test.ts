import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { formatLeaveDays, insufficientBalance } from './leave.js';

describe('time off helpers', () => {
  it('read the figures of an insufficient_balance refusal', () => {
    // As the service answers it: the detail item carries the figures beside its code.
    const body = {
      error: 'The request is not valid.',
      code: 'validation_failed',
      details: { leave_type_id: [{ code: 'insufficient_balance', available_days: 2.5, year: 2026 }] },
    };
    const refused = new ApiError(422, body);
    expect(insufficientBalance(refused)).toEqual({ available_days: 2.5, year: 2026 });
    const other = new ApiError(422, { error: 'x', code: 'validation_failed', details: { start_date: [{ code: 'overlaps' }] } });
    expect(insufficientBalance(other)).toBeUndefined();
  });

  it('write day counts in the language', () => {
    expect(formatLeaveDays(2.5, 'en')).toBe('2.5');
    expect(formatLeaveDays(2.5, 'fr')).toBe('2,5');
    expect(formatLeaveDays(3, 'fr')).toBe('3');
  });
});
