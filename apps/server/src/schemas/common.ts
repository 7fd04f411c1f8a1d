// Schemas shared by every route: the success envelope, the error body, identifiers, pagination and ranges.
// The OpenAPI document is generated from these and the routes' own schemas.
import { Type, type TProperties, type TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode, type ErrorStatus } from '../errors.js';
import { FIRST_DAY, LAST_DAY } from '../time/calendar-window.js';
import { DATE_WINDOW_KEYWORD, type RangeRule } from './validation.js';

/**
 * What no name may hold: control characters (C0, DEL, C1) and the Unicode line and paragraph separators. A
 * name travels into e-mail subjects, CSV and PDF files, logs and other people's screens, where a line break
 * starts a forged line (docs/api.md#names).
 */
const FORBIDDEN_IN_NAMES = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
export const NAME_FORBIDDEN = new RegExp(`[${FORBIDDEN_IN_NAMES}]`, 'u');
/** The same as a JSON Schema pattern: the whole string free of those characters. */
const NAME_PATTERN = `^[^${FORBIDDEN_IN_NAMES}]*$`;

/**
 * A name (of a person, a team, a terminal, a token, a webhook, a passkey, a day off): 422 `invalid` with a
 * control character or a line break. `notBlank`: also refused when only spaces.
 */
export const Name = (options: { maxLength: number; minLength?: number; description?: string; notBlank?: boolean }) =>
  Type.String({
    minLength: options.minLength ?? 1,
    maxLength: options.maxLength,
    pattern: options.notBlank ? NAME_PATTERN.replace('^', '^(?=[^]*\\S)') : NAME_PATTERN,
    ...(options.description ? { description: options.description } : {}),
  });

/** `{"data": …}`: every successful response body. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

export const PageMeta = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
});

/** `{"data": [...], "meta": {total, limit, offset}}`: lists that can grow. */
export const Page = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMeta });

/** The one error body (docs/api.md#errors); each status's answer narrows `code` to what it can be. */
export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'English sentence; clients must not depend on it' }),
    code: Type.String({ description: 'stable code' }),
    details: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Array(
          Type.Union([
            Type.Object(
              {
                code: Type.String(),
                available_days: Type.Optional(Type.Number({ description: '`insufficient_balance`: the days left in that leave year' })),
                year: Type.Optional(Type.Integer({ description: '`insufficient_balance`: the leave year' })),
              },
              { required: ['code'] },
            ),
            Type.Object({ user_id: Type.Integer(), problem: Type.String() }, { required: ['user_id', 'problem'] }),
          ]),
        ),
        {
          description:
            'validation failures: field → codes; for 409 `not_ready`, `problems`: each person and what keeps the payroll month from being ready',
        },
      ),
    ),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'validation messages per field' }),
    ),
  },
  { title: 'Error' },
);

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed JSON',
  401: 'Missing, invalid, expired or revoked credentials, or wrong sign-in details',
  403: 'The rule function refused the action, or the account must set up a second factor first',
  404: 'Unknown route or record',
  409: 'State conflict',
  413: 'Body over 100 KiB',
  415: 'Body not JSON',
  422: 'Validation failed: `details` has the codes per field, `errors` the messages',
  429: 'Too many attempts; `Retry-After` says when to try again',
  503: 'The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed',
};

/**
 * The codes a route answers with a status unless it names its own (`[409, 'week_validated']`, `[403,
 * 'wrong_pin']` on the terminal routes, the sign-in codes of 401 on the sign-in routes).
 */
const DEFAULT_CODES: { [S in ErrorStatus]: readonly ErrorCode<S>[] } = {
  400: ['bad_request'],
  401: ['unauthorized'],
  403: ['forbidden', 'two_factor_required'],
  404: ['not_found'],
  409: ['conflict'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['validation_failed'],
  429: ['rate_limited'],
  503: ['unavailable'],
};

const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/**
 * The answer of one error status with its possible codes, a named schema (`Error409`, or for a narrower or
 * wider set than the status's usual one, `Error409WeekValidated`): generated clients can switch on `code`.
 */
export function errorSchema(status: ErrorStatus, codes: readonly string[] = DEFAULT_CODES[status]): TSchema {
  const known = ERROR_CODES[status] as readonly string[];
  const unknown = codes.filter((code) => !known.includes(code));
  if (unknown.length > 0) throw new Error(`error codes ${unknown.join(', ')} are not ${status} codes of errors.ts`);
  const usual = codes.length === DEFAULT_CODES[status].length && codes.every((code) => (DEFAULT_CODES[status] as readonly string[]).includes(code));
  const ordered = known.filter((code) => codes.includes(code));
  return Type.Unsafe({
    title: usual ? `Error${status}` : `Error${status}${ordered.map(pascal).join('')}`,
    description: ERROR_DESCRIPTIONS[status],
    allOf: [ErrorBody, { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: ordered } } }],
  });
}

/** A status, or a status and the codes the route answers with it: `[409, 'week_validated']`. */
export type ErrorSpec = ErrorStatus | readonly [ErrorStatus, ...string[]];

/** Error responses a route documents: `...errorResponses(401, 403, [409, 'week_validated'], 422)`. */
export function errorResponses(...specs: ErrorSpec[]): Record<number, TSchema> {
  return Object.fromEntries(
    specs.map((spec) => {
      if (typeof spec === 'number') return [spec, errorSchema(spec)];
      const [status, ...codes] = spec;
      return [status, errorSchema(status, codes)];
    }),
  );
}

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/**
 * An identifier, in a path (anything else is 404, see the error handler) or in a body or a query (422 on the
 * field). Bounded by the column's range: a larger number names nothing and must never reach the database.
 */
export const IdParam = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: IdParam });
export const UserIdParams = Type.Object({ user_id: IdParam });

export const Pagination = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, default: 500 })),
  // PostgreSQL's OFFSET takes a bigint; no list holds more rows than an id column can count.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, default: 0 })),
};

/** `start`/`end` of list and report queries: a date or a date-time; both or neither. */
export const RangeQuery = {
  start: Type.Optional(
    Type.String({
      format: 'date-or-instant',
      description: `\`YYYY-MM-DD\`, \`YYYY-MM-DD HH:MM:SS\` (UTC) or ISO 8601, from ${FIRST_DAY} to ${LAST_DAY} (\`out_of_range\`)`,
    }),
  ),
  end: Type.Optional(
    Type.String({
      format: 'date-or-instant',
      description: 'same formats; a date as `end` includes that whole day; required with `start`, after it',
    }),
  ),
};

/**
 * A query object with `start`/`end` checked by the schema stage (see schemas/validation.ts): both or neither
 * (`required`), `end` after `start` (`before_start`), and for reports both required and at most `maxDays`.
 */
export const RangedQuery = <T extends TProperties>(properties: T, rule: RangeRule = {}) =>
  Type.Object({ ...RangeQuery, ...properties }, { range: rule });

/** An instant a client sends: `YYYY-MM-DD HH:MM:SS` (UTC), or ISO 8601 with `Z` or an offset. */
export const InstantInput = (description?: string) =>
  Type.String({
    format: 'instant',
    description: description ?? '`YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset',
    examples: ['2026-11-20 08:30:00'],
  });

/** An instant as the API writes it: ISO 8601 UTC with milliseconds. */
export const Instant = Type.String({
  format: 'date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
  description: 'an instant in UTC: ISO 8601 with milliseconds and `Z`',
  examples: ['2026-11-21T08:30:00.000Z'],
});
/** A working-time value: UTC `YYYY-MM-DD HH:MM:SS`. */
export const WallTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`',
  examples: ['2026-11-21 08:30:00'],
});
/** A calendar date `YYYY-MM-DD`. */
export const CalendarDate = Type.String({
  format: 'date',
  description: 'a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)',
  examples: ['2026-11-16'],
});
/**
 * A calendar date a client sends that the accounts of hours count from (a schedule's start, an absence, a day
 * off): within the years 1970 to 2200 (`out_of_range`), so that no computation over days is unbounded.
 */
export const DateInput = (description?: string) =>
  Type.String({
    format: 'date',
    [DATE_WINDOW_KEYWORD]: true,
    description: [description, `\`YYYY-MM-DD\`, ${FIRST_DAY} to ${LAST_DAY} (\`out_of_range\`)`].filter(Boolean).join('; '),
    examples: ['2026-11-16'],
  });

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 10, maxLength: 128 });
export const RoleSchema = Type.Union([Type.Literal('employee'), Type.Literal('manager'), Type.Literal('general_manager')]);
/** A person's language (`LANGUAGES` of db/schema.ts). */
export const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('de')]);
