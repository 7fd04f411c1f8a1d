// What to tell the person when something was refused or could not be sent: the service's stable code,
// in their language; the service's own sentence for a code without a translation. The one map of the web
// app from codes to sentences: a screen that knows what the refusal is about (a team, someone's hours)
// names its subject and gets the more telling sentence where there is one.
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
  two_factor_failed: 'errors.two_factor_failed',
  challenge_ended: 'errors.challenge_ended',
  two_factor_required: 'errors.two_factor_required',
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
  not_a_manager: 'errors.fields.not_a_manager',
  range_too_long: 'errors.fields.range_too_long',
  not_monday: 'errors.fields.not_monday',
  week_not_over: 'errors.fields.week_not_over',
};

/** What a refusal is about, when the screen knows: a team (its name, its manager, its range of days), the
 * hours of someone else that a manager changes, or a screen's own keys (a leave request). */
export type RefusalSubject = 'team' | 'personHours' | SubjectKeys;

/** A screen's own sentences for codes (of a field or of the refusal), as catalogue keys; kept with its words
 * when they are not the first screens' (lib/leave-words.ts). */
export type SubjectKeys = Readonly<Record<string, string>>;

/** The codes that say more about one subject than their general sentence (codes of a field or of the refusal). */
const SUBJECT_KEYS: Record<'team' | 'personHours', SubjectKeys> = {
  team: {
    taken: 'errors.team.taken',
    too_short: 'errors.team.too_short',
    before_start: 'errors.team.before_start',
  },
  personHours: {
    overlaps: 'errors.personHours.overlaps',
    too_long: 'errors.personHours.too_long',
    open_exists: 'errors.personHours.open_exists',
    week_validated: 'errors.personHours.week_validated',
    forbidden: 'errors.personHours.forbidden',
  },

};

function subjectKeys(subject: RefusalSubject | undefined): SubjectKeys | undefined {
  return typeof subject === 'string' ? SUBJECT_KEYS[subject] : subject;
}

function fieldSentence(code: string | undefined, t: TFunction, subject?: RefusalSubject): string {
  const key = (code ? subjectKeys(subject)?.[code] : undefined) ?? (code ? FIELD_CODE_KEYS[code] : undefined);
  return t(key ?? 'errors.fields.invalid');
}

/** A refusal described by its code (and, on 422, its first field's code). */
export function describeRefusal(
  refusal: { code: string; message?: string; details?: unknown },
  t: TFunction,
  subject?: RefusalSubject,
): string {
  const details = refusal.details as Record<string, { code: string }[]> | undefined;
  const fieldCode = details ? Object.values(details)[0]?.[0]?.code : undefined;
  if (fieldCode && (subjectKeys(subject)?.[fieldCode] || FIELD_CODE_KEYS[fieldCode])) return fieldSentence(fieldCode, t, subject);
  const key = subjectKeys(subject)?.[refusal.code] ?? CODE_KEYS[refusal.code];
  return key ? t(key) : (refusal.message ?? t('errors.unknown'));
}

/** Any error of a call, as a sentence for the person. */
export function errorMessage(error: unknown, t: TFunction, subject?: RefusalSubject): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiError) return describeRefusal({ code: error.code, message: error.message, details: error.details }, t, subject);
  return t('errors.unknown');
}

/** The per-field sentences of a 422, for a form: `{ password: 'Too short.' }`; `{}` for any other error. */
export function fieldErrors(error: unknown, t: TFunction, subject?: RefusalSubject): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  const fields: Record<string, string> = {};
  for (const [field, problems] of Object.entries(error.details)) fields[field] = fieldSentence(problems[0]?.code, t, subject);
  return fields;
}

export interface Refusal {
  /** Field path (`start`, `breaks.0.end`) → sentence. */
  fields: Record<string, string>;
  /** A refusal that is about no field; null when every problem has its field. */
  general: string | null;
}

/** A refusal placed for a form: a 422's sentences under the fields they name, anything else above it. */
export function refusalOf(error: unknown, t: TFunction, subject?: RefusalSubject): Refusal {
  const fields = fieldErrors(error, t, subject);
  return Object.keys(fields).length > 0 ? { fields, general: null } : { fields: {}, general: errorMessage(error, t, subject) };
}

/** One sentence for a refusal shown where there is no form (a button's action). */
export function refusalSentence(error: unknown, t: TFunction, subject?: RefusalSubject): string {
  const refusal = refusalOf(error, t, subject);
  return refusal.general ?? Object.values(refusal.fields)[0] ?? t('errors.unknown');
}
