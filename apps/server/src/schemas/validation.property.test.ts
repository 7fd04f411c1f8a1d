// Properties of the request validators, on generated inputs: the nesting limit measures what JSON.parse
// builds, the NUL finder finds exactly the strings with a NUL, the instant and date formats read back
// what they write (and agree with the standard date format), and the range rule says what docs/api.md#ranges says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_INSTANT, LAST_INSTANT, parseInstant } from '../time/instant.js';
import { daysBetween, isCalendarDate } from '../time/zone.js';
import { findNulCharacter, isNestedDeeperThan, makeAjv } from './validation.js';

/** Arrays and objects inside one another: 0 for a scalar. */
function depth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depth));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Instants the service accepts: whole seconds from the year 100 to 9999 (years below 100 are refused). */
const instants = fc
  .integer({ min: Date.parse('0100-01-01T00:00:00Z') / 1000, max: Math.floor(LAST_INSTANT / 1000) })
  .map((seconds) => new Date(seconds * 1000));

function wallText(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)} ` +
    `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`
  );
}

describe('the nesting limit', () => {
  it('counts the nesting JSON.parse builds, whatever brackets the strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), fc.boolean(), (value, limit, indented) => {
        const text = JSON.stringify(value, null, indented ? 2 : undefined);
        expect(isNestedDeeperThan(text, limit)).toBe(depth(JSON.parse(text)) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('stops at the limit on texts far deeper than any stack', () => {
    fc.assert(
      fc.property(fc.integer({ min: 33, max: 200_000 }), fc.constantFrom('[', '{"a":'), (levels, open) => {
        const close = open === '[' ? ']' : '}';
        const text = open.repeat(levels) + (open === '[' ? '' : '1') + close.repeat(levels);
        expect(isNestedDeeperThan(text, 32)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the NUL finder', () => {
  const withNul = fc.oneof(fc.string(), fc.string().map((text) => `${text}\u0000${text}`));
  const values = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, withNul, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    // Field names as the API has them (the path joins them with dots).
    object: fc.dictionary(fc.stringMatching(/^[a-z_]{1,6}$/), tie('value'), { maxKeys: 4 }),
  })).value;

  it('names a string holding NUL exactly when there is one, and the path leads to it', () => {
    fc.assert(
      fc.property(values, (value) => {
        const texts: string[] = [];
        const collect = (item: unknown) => {
          if (typeof item === 'string') texts.push(item);
          else if (item && typeof item === 'object') Object.values(item).forEach(collect);
        };
        collect(value);
        const found = findNulCharacter(value);
        expect(found !== undefined).toBe(texts.some((text) => text.includes('\u0000')));
        if (found !== undefined && found !== 'body') {
          const target = found.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);
          expect(target).toEqual(expect.stringContaining('\u0000'));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('instants', () => {
  it('reads back `YYYY-MM-DD HH:MM:SS` and ISO 8601 with any offset as the same instant', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -14 * 60, max: 14 * 60 }), (instant, offsetMinutes) => {
        expect(parseInstant(wallText(instant))?.getTime()).toBe(instant.getTime());
        expect(parseInstant(instant.toISOString())?.getTime()).toBe(instant.getTime());
        const local = new Date(instant.getTime() + offsetMinutes * 60_000);
        const sign = offsetMinutes < 0 ? '-' : '+';
        const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60), 2)}:${pad(Math.abs(offsetMinutes) % 60, 2)}`;
        const text = `${wallText(local).replace(' ', 'T')}${offset}`;
        const parsed = parseInstant(text);
        if (local.getUTCFullYear() >= 100 && local.getUTCFullYear() <= 9999) {
          expect(parsed?.getTime()).toBe(instant.getTime());
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never answers an instant the database cannot store, whatever the text', () => {
    const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((value) => pad(value, n));
    const texts = fc.oneof(
      fc.string(),
      fc
        .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.constantFrom('Z', '+14:00', '-12:00', '+99:99', ''))
        .map(([y, mo, d, h, mi, s, zone]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = parseInstant(text);
        if (parsed !== undefined) {
          expect(parsed.getTime()).toBeGreaterThanOrEqual(FIRST_INSTANT);
          expect(parsed.getTime()).toBeLessThanOrEqual(LAST_INSTANT);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('calendar dates', () => {
  const ajv = makeAjv({ coerce: false });
  const standardDate = ajv.compile({ type: 'string', format: 'date' });

  it('agree with the standard date format on every YYYY-MM-DD, leap years included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        expect(isCalendarDate(text)).toBe(standardDate(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the range rule', () => {
  const ajv = makeAjv({ coerce: true });
  const report = ajv.compile({
    type: 'object',
    properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
    range: { required: true, maxDays: 366 },
  });
  const days = fc
    .integer({ min: Date.parse('2000-01-01') / 86_400_000, max: Date.parse('2100-12-31') / 86_400_000 })
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

  it('accepts a report range exactly when end is not before start and it spans at most 366 days', () => {
    fc.assert(
      fc.property(days, days, (start, end) => {
        const valid = report({ start, end });
        const span = daysBetween(start, end) + 1;
        expect(valid).toBe(span >= 1 && span <= 366);
        if (!valid) {
          const codes = (report.errors ?? []).map((error) => (error.params as { code?: string }).code);
          expect(codes).toEqual([span < 1 ? 'before_start' : 'range_too_long']);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('asks for both bounds or neither on lists', () => {
    const list = ajv.compile({
      type: 'object',
      properties: { start: { type: 'string' }, end: { type: 'string' } },
      range: {},
    });
    fc.assert(
      fc.property(fc.option(days, { nil: undefined }), fc.option(days, { nil: undefined }), (start, end) => {
        const query = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
        const valid = list(query);
        if ((start === undefined) !== (end === undefined)) expect(valid).toBe(false);
        else if (start === undefined) expect(valid).toBe(true);
        else expect(valid).toBe(daysBetween(start, end!) >= 0);
      }),
      { numRuns: 300 },
    );
  });
});
