// A team's refusals on their field: a taken name, a manager who is not one.
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';

const KEYS: Record<string, string> = {
  taken: 'teams.refusals.taken',
  too_short: 'teams.refusals.too_short',
  too_long: 'teams.refusals.too_long',
  not_a_manager: 'teams.refusals.not_a_manager',
  invalid: 'teams.refusals.invalid',
  required: 'teams.refusals.required',
  range_too_long: 'teams.refusals.range_too_long',
  before_start: 'teams.refusals.before_start',
};

/** Field → sentence for a 422; null for any other error. */
export function teamFieldErrors(error: unknown, t: TFunction): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.details) return null;
  const fields: Record<string, string> = {};
  for (const [field, problems] of Object.entries(error.details)) {
    fields[field] = t(KEYS[problems[0]?.code ?? 'invalid'] ?? 'teams.refusals.invalid');
  }
  return fields;
}
