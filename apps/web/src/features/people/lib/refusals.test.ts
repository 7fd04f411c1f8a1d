import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { refusalOf, refusalSentence } from './refusals';

const t = ((key: string) => key) as unknown as TFunction;

describe('refusalOf', () => {
  it('puts each 422 code under the field it names', () => {
    const error = new ApiError(422, {
      error: 'validation_failed',
      code: 'validation_failed',
      details: { end: [{ code: 'too_long' }], 'breaks.0.start': [{ code: 'overlaps' }], start: [{ code: 'something_new' }] },
    });
    expect(refusalOf(error, t)).toEqual({
      fields: { end: 'person.refusals.too_long', 'breaks.0.start': 'person.refusals.overlaps', start: 'person.refusals.invalid' },
      general: null,
    });
  });

  it('explains a locked week and a refusal of the rule function above the form', () => {
    expect(refusalOf(new ApiError(409, { error: 'locked', code: 'week_validated' }), t)).toEqual({
      fields: {},
      general: 'person.refusals.week_validated',
    });
    expect(refusalSentence(new ApiError(403, { error: 'forbidden', code: 'forbidden' }), t)).toBe('person.refusals.forbidden');
    expect(refusalSentence(new ApiError(422, { error: 'x', code: 'validation_failed', details: { week_start: [{ code: 'week_not_over' }] } }), t)).toBe(
      'person.refusals.week_not_over',
    );
  });
});
