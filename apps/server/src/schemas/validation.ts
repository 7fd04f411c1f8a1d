// The request validator: Ajv with the service's value formats and range rule, so that every question of
// a request's shape (a date that is not one, a range with one bound) is answered by the schema stage, which
// runs before the rule function: 422 comes before 403, as docs/api.md#order-of-checks orders them.
import { Ajv, type AnySchemaObject, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldCode } from '../errors.js';
import { isBoundInWindow, isDayInWindow, WINDOW_MESSAGE } from '../time/calendar-window.js';
import { parseInstant } from '../time/instant.js';
import { daysBetween, isCalendarDate } from '../time/zone.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The keyword of a date a client sends that must lie within the years 1970 to 2200 (`out_of_range`); an
 * OpenAPI extension, so the published document stays valid.
 */
export const DATE_WINDOW_KEYWORD = 'x-date-window';

/** The `range` keyword of a query object with `start` and `end`. */
export interface RangeRule {
  /** Both bounds are required (reports); otherwise both or neither. */
  required?: boolean;
  /** The most whole days the range may cover (dates only). */
  maxDays?: number;
}

function issue(field: 'start' | 'end', code: FieldCode, message: string): ErrorObject {
  return { keyword: 'range', instancePath: `/${field}`, schemaPath: '#/range', params: { code }, message };
}

/** A sortable instant of a bound (a date as `end` covers its whole day); zone details are the handler's. */
function position(value: string, bound: 'start' | 'end'): number | undefined {
  if (isCalendarDate(value)) return Date.parse(`${value}T00:00:00Z`) + (bound === 'end' ? 86_400_000 : 0);
  return parseInstant(value)?.getTime();
}

function checkRange(rule: RangeRule, data: { start?: unknown; end?: unknown }): ErrorObject[] {
  const { start, end } = data;
  if (start === undefined && end === undefined) {
    return rule.required ? [issue('start', 'required', 'is required'), issue('end', 'required', 'is required')] : [];
  }
  if (start === undefined) return [issue('start', 'required', 'is required with end')];
  if (end === undefined) return [issue('end', 'required', 'is required with start')];
  if (typeof start !== 'string' || typeof end !== 'string') return [];
  const from = position(start, 'start');
  const to = position(end, 'end');
  if (from === undefined || to === undefined) return []; // the formats of the fields report these
  const outside = (['start', 'end'] as const).filter((field) => isBoundInWindow(data[field] as string) === false);
  if (outside.length > 0) return outside.map((field) => issue(field, 'out_of_range', WINDOW_MESSAGE));
  if (to <= from) return [issue('end', 'before_start', 'must be after start')];
  if (rule.maxDays !== undefined && isCalendarDate(start) && isCalendarDate(end) && daysBetween(start, end) + 1 > rule.maxDays) {
    return [issue('end', 'range_too_long', `the range must not exceed ${rule.maxDays} days`)];
  }
  return [];
}

export function makeAjv(options: { coerce: boolean }): Ajv {
  // Query strings and path parameters arrive as text and are coerced; JSON bodies keep their types,
  // so `"name": 12` is refused rather than turned into "12".
  const ajv = addFormats(
    new Ajv({
      allErrors: true,
      coerceTypes: options.coerce ? 'array' : false,
      useDefaults: true,
      removeAdditional: false,
      strict: false,
    }),
  );
  ajv.addFormat('instant', { type: 'string', validate: (value: string) => parseInstant(value) !== undefined });
  ajv.addFormat('date-or-instant', {
    type: 'string',
    validate: (value: string) => isCalendarDate(value) || parseInstant(value) !== undefined,
  });
  ajv.addKeyword({
    keyword: DATE_WINDOW_KEYWORD,
    type: 'string',
    errors: true,
    validate: function validate(_rule: boolean, data: string): boolean {
      // A value that is not a date is the format's to report.
      if (!isCalendarDate(data) || isDayInWindow(data)) return true;
      // No instancePath: Ajv sets the field's own.
      (validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: DATE_WINDOW_KEYWORD, params: { code: 'out_of_range' }, message: WINDOW_MESSAGE },
      ];
      return false;
    },
    metaSchema: { type: 'boolean' } as AnySchemaObject,
  });
  ajv.addKeyword({
    keyword: 'range',
    type: 'object',
    errors: true,
    validate: function validate(rule: RangeRule, data: Record<string, unknown>): boolean {
      const errors = checkRange(rule, data);
      (validate as unknown as { errors: ErrorObject[] }).errors = errors;
      return errors.length === 0;
    },
    metaSchema: {
      type: 'object',
      properties: { required: { type: 'boolean' }, maxDays: { type: 'integer' } },
      additionalProperties: false,
    } as AnySchemaObject,
  });
  return ajv;
}

/**
 * PostgreSQL text cannot hold the NUL character: a request carrying one in any string (body, query, path)
 * is refused as invalid at that field, rather than failing in the database.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  const found = nulPath(value);
  return found === undefined ? undefined : [...path, ...found.reverse()].join('.') || 'body';
}

/** Where the first NUL character is, innermost key first (built only when one is found). */
function nulPath(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulPath(value[index]);
      if (found !== undefined) {
        found.push(String(index));
        return found;
      }
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const found = nulPath((value as Record<string, unknown>)[key]);
      if (found !== undefined) {
        found.push(key);
        return found;
      }
    }
  }
  return undefined;
}

/** The deepest nesting of arrays and objects a request body may have; the API's bodies need 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `limit`. Read before parsing, in one pass
 * over the characters (brackets inside strings do not count): a body nested tens of thousands of levels
 * deep would otherwise exhaust the stack of every recursive step after the parser.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
