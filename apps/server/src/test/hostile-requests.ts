// Hostile requests generated from a route's own schemas (params, querystring, body), so that a new route,
// or a new field, is walked without anyone listing it: each field gets values of every class that has
// broken services before (nesting tens of thousands of levels deep, integers beyond the database's ranges,
// lengths past the limits, wrong types, broken encodings, impossible dates), one field at a time, the
// other fields holding values the schema accepts so that the hostile one reaches as far as it can.
import { Buffer } from 'node:buffer';
import type { ValidateFunction } from 'ajv';
import { makeAjv } from '../schemas/validation.js';

/** The parts of a JSON schema (as TypeBox writes them) the generator reads. */
export interface FieldSchema {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

/** One request, and what its answer must be beyond "not a 5xx, in the one error shape". */
export interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  /** Sent with the payload; default application/json. */
  contentType?: string;
  headers?: Record<string, string>;
  expect?: { status: number; field?: string };
}

/** The largest value of PostgreSQL's integer: every id column. */
export const INT4_MAX = 2_147_483_647;
/** Deep enough to exhaust the stack of any recursive step, small enough to stay under the 100 KiB limit. */
export const HOSTILE_DEPTH = 50_000;

export const deepArray = (depth = HOSTILE_DEPTH) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// ---------------------------------------------------------------------------------------------------------
// Reading schemas

function branches(schema: FieldSchema | undefined): FieldSchema[] {
  if (!schema) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives ? alternatives.flatMap(branches) : [schema];
}

function typesOf(schema: FieldSchema): string[] {
  if (schema.const !== undefined) return [typeof schema.const === 'number' ? 'number' : typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))];
  return [schema.type ?? []].flat();
}

function branchOf(schema: FieldSchema | undefined, type: string): FieldSchema | undefined {
  return branches(schema).find((branch) => typesOf(branch).includes(type) || (type === 'object' && branch.properties));
}

/** `{ id: 12 }` for `/users/:id`: the route's path parameters with their schemas. */
export function pathParams(url: string, schemas: RouteSchemas): { name: string; schema: FieldSchema }[] {
  const declared = (schemas.params as FieldSchema | undefined)?.properties ?? {};
  return [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => ({
    name: match[1]!,
    schema: declared[match[1]!] ?? { type: 'string' },
  }));
}

/** Every field of an object schema, nested objects and the items of arrays included: `breaks.0.start`. */
export function fieldsOf(schema: unknown, path: string[] = []): { path: string[]; schema: FieldSchema }[] {
  const object = branchOf(schema as FieldSchema | undefined, 'object');
  if (!object?.properties) return [];
  return Object.entries(object.properties).flatMap(([name, field]) => {
    const here = [...path, name];
    const items = branchOf(field, 'array')?.items;
    return [
      { path: here, schema: field },
      ...fieldsOf(field, here),
      ...(items ? fieldsOf(items, [...here, '0']) : []),
    ];
  });
}

/** Every schema of a route's request, with where it sits: for the "every field is bounded" check. */
export function requestFields(schemas: RouteSchemas): { where: string; schema: FieldSchema }[] {
  const all: { where: string; schema: FieldSchema }[] = [];
  const visit = (schema: FieldSchema | undefined, where: string) => {
    if (!schema) return;
    for (const branch of branches(schema)) {
      if (branch !== schema || (!schema.anyOf && !schema.oneOf)) all.push({ where, schema: branch });
      for (const [name, field] of Object.entries(branch.properties ?? {})) visit(field, `${where}.${name}`);
      if (branch.items) visit(branch.items, `${where}[]`);
    }
  };
  visit(schemas.params as FieldSchema | undefined, 'params');
  visit(schemas.querystring as FieldSchema | undefined, 'query');
  visit(schemas.body as FieldSchema | undefined, 'body');
  return all;
}

// ---------------------------------------------------------------------------------------------------------
// Values the schema accepts

export interface Fixture {
  /** An id that exists, for path parameters and integer fields. */
  id: number;
  /** A counter that keeps generated e-mail addresses and names unique. */
  sequence: () => number;
}

const PLAUSIBLE_RANGE = { start: '2026-11-02', end: '2026-11-29' };

/** A value the schema accepts, so that a hostile value in one field reaches the handler. */
export function plausible(schema: FieldSchema | undefined, fixture: Fixture, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((branch) => typesOf(branch)[0] !== 'null') ?? alternatives[0];
    return plausible(chosen, fixture, name);
  }
  switch (typesOf(schema)[0]) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, fixture, key)]),
      );
    case 'array':
      return [plausible(schema.items, fixture, name)];
    case 'integer':
    case 'number':
      return Math.min(Math.max(fixture.id, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'string': {
      const n = fixture.sequence();
      if (schema.format === 'email') return `hostile${n}@example.test`;
      if (schema.format === 'date') return name === 'end' ? PLAUSIBLE_RANGE.end : PLAUSIBLE_RANGE.start;
      if (schema.format === 'date-or-instant') return name === 'end' ? PLAUSIBLE_RANGE.end : PLAUSIBLE_RANGE.start;
      if (schema.format === 'instant' || schema.format === 'date-time') {
        return name === 'end' ? '2026-11-16 12:00:00' : '2026-11-16 08:00:00';
      }
      if (schema.format === 'uuid') return '0f8fad5b-d9cb-469f-a165-70867728950e';
      const text = `Sample text ${n} long enough`;
      return text.slice(0, Math.max(schema.maxLength ?? text.length, schema.minLength ?? 0));
    }
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

/** A value for a field: a JSON value, or raw JSON text (numbers JSON.stringify cannot write), or absent. */
export type HostileValue =
  | { label: string; value: unknown }
  | { label: string; raw: string; parseError?: boolean }
  | { label: string; missing: true };

const GENERIC_VALUES: HostileValue[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'minus one', value: -1 },
  { label: 'empty string', value: '' },
  { label: 'blank', value: '   ' },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  { label: 'mixed array', value: [1, 'a', null, { b: [] }] },
  // The parser refuses prototype keys outright (400), wherever they are.
  { label: 'prototype key', raw: '{"__proto__":{"admin":true}}', parseError: true },
  { label: 'constructor prototype', raw: '{"constructor":{"prototype":{"admin":true}}}', parseError: true },
  { label: 'long text', value: 'x'.repeat(5000) },
  { label: 'NUL', value: 'nul\u0000byte' },
  { label: 'lone surrogate', value: '\ud800' },
  { label: 'bidi and BOM', value: '\u202egnp.exe\ufeff' },
  { label: 'emoji', value: '💥'.repeat(60) },
  { label: 'SQL', value: "'; drop table users; --" },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'deep nesting', raw: deepArray(), parseError: true },
  { label: 'missing', missing: true },
];

const INVALID_DATES = ['2026-02-30', '2026-13-01', '2026-1-1', 'tomorrow'];
const EDGE_DATES = ['0001-01-01', '9999-12-31', '1970-01-01', '2026-11-16T00:00:00Z'];
const INVALID_INSTANTS = ['2026-02-30 10:00:00', '2026-11-16 24:00:00', '2026-11-16T08:00:00+99:00', '2026-11-16 08:00', 'now'];
const EDGE_INSTANTS = [
  '0001-01-01 00:00:00',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '2026-11-16T08:00:00.123456789+14:00',
  '2026-11-16T08:00:00-12:00',
  '9999-12-31T23:59:59-12:00',
  '0001-01-01T00:00:00+14:00',
];
/** Beyond PostgreSQL's integer, bigint and double; raw, because JSON.stringify cannot write some of them. */
const BIG_NUMBERS = ['2147483648', '-2147483649', '9007199254740993', '9223372036854775808', '-9223372036854775809',
  '123456789012345678901234567890', '1e20', '1e308', '-1e308', '1e400', '-1e400', '-0', '1.5', '1.0'];

function numberValues(schema: FieldSchema): HostileValue[] {
  const values: HostileValue[] = BIG_NUMBERS.map((raw) => ({ label: `number ${raw.slice(0, 14)}`, raw }));
  if (schema.minimum !== undefined) values.push({ label: 'below the minimum', value: schema.minimum - 1 });
  if (schema.maximum !== undefined) values.push({ label: 'above the maximum', value: schema.maximum + 1 });
  values.push({ label: 'number as text', value: '5' });
  return values;
}

function stringValues(schema: FieldSchema): HostileValue[] {
  const values: HostileValue[] = [];
  if (schema.maxLength !== undefined) {
    values.push({ label: 'one past maxLength', value: 'x'.repeat(schema.maxLength + 1) });
    values.push({ label: 'maxLength in astral characters', value: '𝄞'.repeat(schema.maxLength) });
  }
  if (schema.minLength) values.push({ label: 'one short of minLength', value: 'x'.repeat(schema.minLength - 1) });
  const format = schema.format;
  if (format === 'date' || format === 'date-or-instant') {
    values.push(...[...INVALID_DATES, ...EDGE_DATES].map((value) => ({ label: `date ${value}`, value })));
  }
  if (format === 'instant' || format === 'date-time' || format === 'date-or-instant') {
    values.push(...[...INVALID_INSTANTS, ...EDGE_INSTANTS].map((value) => ({ label: `instant ${value}`, value })));
  }
  if (format === 'uuid') {
    for (const value of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '0F8FAD5B-D9CB-469F-A165-70867728950E']) {
      values.push({ label: `uuid ${value}`, value });
    }
  }
  if (format === 'email') {
    for (const value of ['someone@', `${'a'.repeat(300)}@example.test`, 'ünï@exämple.test', '"a b"@example.test']) {
      values.push({ label: `e-mail ${value.slice(0, 20)}`, value });
    }
  }
  return values;
}

function choiceValues(schema: FieldSchema): HostileValue[] {
  const choices = branches(schema)
    .map((branch) => branch.const)
    .filter((value): value is string => typeof value === 'string');
  if (choices.length === 0) return [];
  return [
    { label: 'unknown choice', value: 'unknown' },
    { label: 'choice in capitals', value: choices[0]!.toUpperCase() },
    { label: 'choice with a space', value: ` ${choices[0]!}` },
  ];
}

function arrayValues(schema: FieldSchema, fixture: Fixture): HostileValue[] {
  const values: HostileValue[] = [
    { label: 'array of nulls', value: [null, null] },
    { label: 'array of arrays', value: [[[]]] },
    { label: 'long array', value: new Array(20_000).fill(1) },
  ];
  if (schema.maxItems !== undefined) {
    values.push({ label: 'one past maxItems', value: new Array(schema.maxItems + 1).fill(plausible(schema.items, fixture)) });
  }
  return values;
}

/** Every hostile value for a field of this schema. */
export function hostileValues(schema: FieldSchema, fixture: Fixture): HostileValue[] {
  const all = [...GENERIC_VALUES, ...choiceValues(schema)];
  for (const branch of branches(schema)) {
    const types = typesOf(branch);
    if (types.includes('integer') || types.includes('number')) all.push(...numberValues(branch));
    if (types.includes('string') && branch.const === undefined) all.push(...stringValues(branch));
    if (types.includes('array')) all.push(...arrayValues(branch, fixture));
    if (types.includes('boolean')) all.push({ label: 'boolean as text', value: 'true' }, { label: 'boolean as 1', value: 1 });
  }
  return all;
}

// ---------------------------------------------------------------------------------------------------------
// The oracle: the service's own validator (the Ajv of schemas/validation.ts) says which values the schema
// refuses; those must be answered 422 on the field, before anything reaches the database.

const bodyAjv = makeAjv({ coerce: false });
const compiled = new WeakMap<object, ValidateFunction>();

function refuses(schema: unknown, value: unknown): boolean {
  if (schema === undefined || schema === null || typeof schema !== 'object') return false;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(structuredClone(schema) as object);
    compiled.set(schema, validate);
  }
  return !validate(structuredClone(value));
}

// ---------------------------------------------------------------------------------------------------------
// Requests

const RAW = '\u0001raw\u0001';

function valueText(value: HostileValue): string {
  if ('raw' in value) return value.raw;
  if ('value' in value) return JSON.stringify(value.value);
  return 'null';
}

/** A JSON text of `base` with `value` at `path` (or the field removed). */
function bodyWith(base: unknown, path: string[], value: HostileValue): string {
  const copy = structuredClone(base) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = (parent[key] ??= {}) as Record<string, unknown>;
  const last = path.at(-1)!;
  if ('missing' in value) delete parent[last];
  else if ('raw' in value) parent[last] = RAW;
  else parent[last] = value.value;
  const text = JSON.stringify(copy);
  return 'raw' in value ? text.replace(JSON.stringify(RAW), value.raw) : text;
}

interface QueryValue {
  label: string;
  /** Percent-encoded as it travels. */
  text: string;
  /** The schema refuses it: 422 on the field. */
  invalid?: boolean;
}

/** Query values for a field: the generic ones, and those of its type, bounds and format. */
function queryValues(schema: FieldSchema): QueryValue[] {
  const values: QueryValue[] = [
    { label: 'empty', text: '' },
    { label: 'NUL', text: 'a%00b' },
    { label: 'invalid UTF-8', text: '%FF%FE' },
    { label: 'overlong UTF-8', text: '%C0%AF' },
    { label: 'encoded surrogate', text: '%ED%A0%80' },
    { label: 'lone percent', text: '%' },
    { label: 'snowman', text: '%E2%98%83' },
    { label: 'long', text: 'x'.repeat(3000) },
    { label: 'SQL', text: "'%20or%201=1--" },
  ];
  for (const branch of branches(schema)) {
    const types = typesOf(branch);
    if (types.includes('integer') || types.includes('number')) {
      const texts = [...BIG_NUMBERS, '1e3', '0x10', '+1', 'NaN', 'Infinity'];
      if (branch.minimum !== undefined) texts.push(String(branch.minimum - 1));
      if (branch.maximum !== undefined) texts.push(String(branch.maximum + 1));
      for (const text of texts) {
        const number = Number(text);
        const inside =
          Number.isFinite(number) &&
          number >= (branch.minimum ?? -Infinity) &&
          number <= (branch.maximum ?? Infinity) &&
          (!types.includes('integer') || Number.isInteger(number));
        values.push({ label: `number ${text.slice(0, 14)}`, text, invalid: !inside });
      }
    }
    if (types.includes('string') && branch.const === undefined) {
      if (branch.maxLength !== undefined) {
        values.push({ label: 'one past maxLength', text: 'x'.repeat(branch.maxLength + 1), invalid: true });
      }
      if (branch.format === 'date' || branch.format === 'date-or-instant') {
        values.push(...INVALID_DATES.map((value) => ({ label: `date ${value}`, text: encodeURIComponent(value), invalid: true })));
        values.push(...EDGE_DATES.map((value) => ({ label: `date ${value}`, text: encodeURIComponent(value) })));
      }
      if (branch.format === 'instant' || branch.format === 'date-or-instant') {
        values.push(...[...INVALID_INSTANTS, ...EDGE_INSTANTS].map((value) => ({ label: `instant ${value}`, text: encodeURIComponent(value) })));
      }
    }
    if (types.includes('boolean')) values.push({ label: 'boolean maybe', text: 'maybe', invalid: true });
  }
  if (branches(schema).some((branch) => branch.const !== undefined)) {
    values.push({ label: 'unknown choice', text: 'unknown', invalid: true });
  }
  return values;
}

const INTEGER_PATH_VALUES = [
  '0', '-1', '2147483648', '9223372036854775808', '99999999999999999999', '1e3', '0x1', '1.0', '+1',
  'abc', '%00', '%FF', '%201', 'x'.repeat(3000),
];
const TEXT_PATH_VALUES = ['x'.repeat(5000), '%00', '%FF%FE', '..', '%2e%2e', '%E2%98%83', "'", '%20'];

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? '1');
}

/**
 * Every hostile request for one route: path parameters, query fields, body fields (one at a time), whole
 * bodies and encodings. `fixture.id` fills the path and integer fields that are not under attack.
 */
export function hostileProbes(route: { method: string; url: string; schema?: RouteSchemas }, fixture: Fixture): Probe[] {
  const { method } = route;
  const schemas = route.schema ?? {};
  const params = pathParams(route.url, schemas);
  const validPath = Object.fromEntries(
    params.map(({ name, schema }) => [name, typesOf(branches(schema)[0] ?? {}).includes('integer') ? String(fixture.id) : 'not-a-token']),
  );
  const url = fill(route.url, validPath);
  const query = (schemas.querystring as FieldSchema | undefined) ?? {};
  const baseQuery = plausible(query, fixture) as Record<string, unknown> | undefined;
  const queryText = (values: Record<string, unknown>) =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&');
  const target = (extra = '') => {
    const base = queryText(baseQuery ?? {});
    const text = [base, extra].filter(Boolean).join('&');
    return text ? `${url}?${text}` : url;
  };
  const probes: Probe[] = [];
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const baseBody = hasBody ? (plausible(schemas.body as FieldSchema | undefined, fixture) ?? {}) : undefined;
  const plausibleText = baseBody === undefined ? undefined : JSON.stringify(baseBody);

  probes.push({ label: 'plausible', method, url: target(), ...(plausibleText ? { payload: plausibleText } : {}) });

  for (const { name, schema } of params) {
    const integer = branches(schema).some((branch) => typesOf(branch).includes('integer'));
    const maxLength = branches(schema)[0]?.maxLength;
    const values = integer ? INTEGER_PATH_VALUES : [...TEXT_PATH_VALUES, ...(maxLength ? ['x'.repeat(maxLength + 1)] : [])];
    for (const value of values) {
      const expected = integer || value === '%00' || (maxLength !== undefined && value.length > maxLength) || value === '%20';
      probes.push({
        label: `path ${name}=${value.slice(0, 24)}`,
        method,
        url: fill(route.url, { ...validPath, [name]: value }) + (baseQuery ? `?${queryText(baseQuery)}` : ''),
        ...(plausibleText ? { payload: plausibleText } : {}),
        ...(expected && value !== '%20' ? { expect: { status: 404 } } : {}),
      });
    }
  }

  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    const others = { ...(baseQuery ?? {}) };
    delete others[name];
    const rest = queryText(others);
    const make = (text: string) => `${url}?${[rest, text].filter(Boolean).join('&')}`;
    for (const value of queryValues(schema)) {
      probes.push({
        label: `query ${name}=${value.label}`,
        method,
        url: make(`${name}=${value.text}`),
        ...(plausibleText ? { payload: plausibleText } : {}),
        ...(value.invalid ? { expect: { status: 422, field: name } } : {}),
      });
    }
    probes.push({ label: `query ${name} twice`, method, url: make(`${name}=1&${name}=2`) });
    probes.push({ label: `query ${name}[]`, method, url: make(`${name}[]=1&${name}[a]=2`) });
  }
  probes.push({ label: 'query unknown field', method, url: target('unknown=%00&__proto__[x]=1') });

  if (!hasBody) return probes;

  for (const field of fieldsOf(schemas.body)) {
    const name = field.path.join('.');
    for (const value of hostileValues(field.schema, fixture)) {
      const payload = bodyWith(baseBody, field.path, value);
      let expect: Probe['expect'];
      if ('parseError' in value && value.parseError) expect = { status: 400 };
      else if (refuses(schemas.body, JSON.parse(payload))) {
        // Named on the field when the field's own schema refuses the value (a missing field: its object).
        const own = 'missing' in value ? false : refuses(field.schema, JSON.parse(valueText(value)));
        expect = own ? { status: 422, field: name } : { status: 422 };
      }
      probes.push({
        label: `body ${name}=${value.label}`,
        method,
        url: target(),
        payload,
        ...(expect ? { expect } : {}),
      });
    }
  }

  const whole: [string, string | Buffer, Probe['expect']?, string?][] = [
    ['array body', '[]'],
    ['text body', '"text"'],
    ['number body', '42'],
    ['null body', 'null'],
    ['cut JSON', '{"a":', { status: 400 }],
    ['extra brace', '{"a":1}}', { status: 400 }],
    ['trailing comma', '{"a":1,}', { status: 400 }],
    ['single quotes', "{'a':1}", { status: 400 }],
    ['NUL body', '\u0000', { status: 400 }],
    ['byte order mark', `\ufeff${plausibleText}`],
    ['deep arrays', deepArray(), { status: 400 }],
    ['deep objects', deepObject(15_000), { status: 400 }],
    ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}', { status: 400 }],
    ['duplicate keys', plausibleText!.replace(/^\{/, '{"a":1,"a":2,')],
    ['invalid UTF-8', Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')])],
    ['over 100 KiB', JSON.stringify({ padding: 'x'.repeat(110 * 1024) }), { status: 413 }],
    ['UTF-16', Buffer.from(plausibleText!, 'utf16le'), undefined, 'application/json; charset=utf-16le'],
    ['latin-1 charset', plausibleText!, undefined, 'application/json; charset=latin1'],
    ['upper-case media type', plausibleText!, undefined, 'APPLICATION/JSON'],
    ['text/plain', plausibleText!, { status: 415 }, 'text/plain'],
    ['form', 'a=1&b=2', { status: 415 }, 'application/x-www-form-urlencoded'],
    ['multipart', '--x\r\n\r\n--x--', { status: 415 }, 'multipart/form-data; boundary=x'],
    ['JSON look-alike', plausibleText!, { status: 415 }, 'application/jsonx'],
  ];
  for (const [label, payload, expect, contentType] of whole) {
    probes.push({ label, method, url: target(), payload, ...(expect ? { expect } : {}), ...(contentType ? { contentType } : {}) });
  }
  probes.push({
    label: 'gzip that is not',
    method,
    url: target(),
    payload: plausibleText!,
    headers: { 'content-encoding': 'gzip' },
  });
  return probes;
}
