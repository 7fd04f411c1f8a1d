// The service's refusals of an edit to someone's hours, placed on the field they are about: a 422's
// `details` (`end: too_long`, `breaks.0.start: overlaps`) under its input, anything else (a locked week,
// a refusal of the rule function) above the form.
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/errors';

const FIELD_KEYS: Record<string, string> = {
  required: 'person.refusals.required',
  invalid: 'person.refusals.invalid',
  overlaps: 'person.refusals.overlaps',
  too_long: 'person.refusals.too_long',
  in_future: 'person.refusals.in_future',
  before_start: 'person.refusals.before_start',
  open_exists: 'person.refusals.open_exists',
  not_monday: 'person.refusals.not_monday',
  week_not_over: 'person.refusals.week_not_over',
};

const GENERAL_KEYS: Record<string, string> = {
  week_validated: 'person.refusals.week_validated',
  forbidden: 'person.refusals.forbidden',
};

export interface Refusal {
  /** Field path (`start`, `breaks.0.end`) → sentence. */
  fields: Record<string, string>;
  /** A refusal that is about no field; null when every problem has its field. */
  general: string | null;
}

export function refusalOf(error: unknown, t: TFunction): Refusal {
  if (error instanceof ApiError && error.details && Object.keys(error.details).length > 0) {
    const fields: Record<string, string> = {};
    for (const [field, problems] of Object.entries(error.details)) {
      const code = problems[0]?.code ?? 'invalid';
      fields[field] = t(FIELD_KEYS[code] ?? 'person.refusals.invalid');
    }
    return { fields, general: null };
  }
  if (error instanceof ApiError && GENERAL_KEYS[error.code]) return { fields: {}, general: t(GENERAL_KEYS[error.code] as string) };
  return { fields: {}, general: errorMessage(error, t) };
}

/** One sentence for a refusal shown where there is no form (a button's action). */
export function refusalSentence(error: unknown, t: TFunction): string {
  const refusal = refusalOf(error, t);
  return refusal.general ?? Object.values(refusal.fields)[0] ?? t('errors.unknown');
}
