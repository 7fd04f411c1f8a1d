// What to tell the person when something was refused or could not be sent: the service's stable code,
// in their language; the service's own sentence for a code without a translation.
import { ApiError, NetworkError } from '@timetrack/client';
import type { TFunction } from 'i18next';

const CODE_KEYS: Record<string, string> = {
  already_clocked_in: 'errors.already_clocked_in',
  not_clocked_in: 'errors.not_clocked_in',
  already_on_break: 'errors.already_on_break',
  not_on_break: 'errors.not_on_break',
  week_validated: 'errors.week_validated',
  conflict: 'errors.conflict',
  forbidden: 'errors.forbidden',
  not_found: 'errors.not_found',
  invalid_credentials: 'errors.invalid_credentials',
  rate_limited: 'errors.rate_limited',
  unavailable: 'errors.unavailable',
  unauthorized: 'errors.unauthorized',
  validation_failed: 'errors.validation_failed',
};

const FIELD_CODE_KEYS: Record<string, string> = {
  required: 'errors.fields.required',
  invalid: 'errors.fields.invalid',
  too_short: 'errors.fields.too_short',
  too_long: 'errors.fields.too_long',
  taken: 'errors.fields.taken',
  overlaps: 'errors.fields.overlaps',
  before_start: 'errors.fields.before_start',
  in_future: 'errors.fields.in_future',
  too_old: 'errors.fields.too_old',
  before_last_clock: 'errors.fields.before_last_clock',
  open_exists: 'errors.fields.open_exists',
};

/** A refusal described by its code (and, on 422, its first field's code). */
export function describeRefusal(refusal: { code: string; message?: string; details?: unknown }, t: TFunction): string {
  const details = refusal.details as Record<string, { code: string }[]> | undefined;
  const fieldCode = details ? Object.values(details)[0]?.[0]?.code : undefined;
  if (fieldCode && FIELD_CODE_KEYS[fieldCode]) return t(FIELD_CODE_KEYS[fieldCode]);
  const key = CODE_KEYS[refusal.code];
  return key ? t(key) : (refusal.message ?? t('errors.unknown'));
}

/** Any error of a call, as a sentence for the person. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiError) return describeRefusal({ code: error.code, message: error.message, details: error.details }, t);
  return t('errors.unknown');
}

/** The per-field messages of a 422, for a form: `{ password: 'Too short' }`. */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  const fields: Record<string, string> = {};
  for (const [field, problems] of Object.entries(error.details)) {
    const code = problems[0]?.code;
    fields[field] = code && FIELD_CODE_KEYS[code] ? t(FIELD_CODE_KEYS[code]) : t('errors.fields.invalid');
  }
  return fields;
}
