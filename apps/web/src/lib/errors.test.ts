import { ApiError, NetworkError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, refusalOf, refusalSentence } from './errors';

// No catalogue: the sentences are their keys.
const t = ((key: string) => key) as unknown as TFunction;
const invalid = (details: Record<string, { code: string }[]>) =>
  new ApiError(422, { error: 'validation_failed', code: 'validation_failed', details });

describe('fieldErrors', () => {
  it('gives each field of a 422 the sentence of its first code, and an unknown code the general one', () => {
    expect(fieldErrors(invalid({ name: [{ code: 'taken' }], email: [{ code: 'something_new' }] }), t)).toEqual({
      name: 'errors.fields.taken',
      email: 'errors.fields.invalid',
    });
  });

  it('says more where the subject is known, and falls back to the general sentence elsewhere', () => {
    expect(fieldErrors(invalid({ name: [{ code: 'taken' }], manager_id: [{ code: 'not_a_manager' }] }), t, 'team')).toEqual({
      name: 'errors.team.taken',
      manager_id: 'errors.fields.not_a_manager',
    });
  });

  it('is empty for a refusal about no field', () => {
    expect(fieldErrors(new ApiError(403, { error: 'forbidden', code: 'forbidden' }), t)).toEqual({});
    expect(fieldErrors(new NetworkError(), t)).toEqual({});
  });
});

describe('errorMessage', () => {
  it('says a code in the subject’s words when it has them', () => {
    const locked = new ApiError(409, { error: 'locked', code: 'week_validated' });
    expect(errorMessage(locked, t)).toBe('errors.week_validated');
    expect(errorMessage(locked, t, 'personHours')).toBe('errors.personHours.week_validated');
  });

  it('falls back to the service’s own sentence for a code it does not know', () => {
    expect(errorMessage(new ApiError(409, { error: 'Something new happened', code: 'something_new' }), t)).toBe('Something new happened');
  });
});

describe('refusalOf', () => {
  it('puts each 422 code under the field it names', () => {
    const error = invalid({ end: [{ code: 'too_long' }], 'breaks.0.start': [{ code: 'overlaps' }], start: [{ code: 'something_new' }] });
    expect(refusalOf(error, t, 'personHours')).toEqual({
      fields: { end: 'errors.personHours.too_long', 'breaks.0.start': 'errors.personHours.overlaps', start: 'errors.fields.invalid' },
      general: null,
    });
  });

  it('explains a locked week and a refusal of the rule function above the form', () => {
    expect(refusalOf(new ApiError(409, { error: 'locked', code: 'week_validated' }), t, 'personHours')).toEqual({
      fields: {},
      general: 'errors.personHours.week_validated',
    });
    expect(refusalSentence(new ApiError(403, { error: 'forbidden', code: 'forbidden' }), t, 'personHours')).toBe('errors.personHours.forbidden');
    expect(refusalSentence(invalid({ week_start: [{ code: 'week_not_over' }] }), t, 'personHours')).toBe('errors.fields.week_not_over');
  });
});
