// The last steps of the OpenAPI document, after the generator has turned the route schemas into it: what
// strict validators and client generators need and the route schemas cannot say in their own terms.
// - Every schema with a `title` is a named component, defined once and referenced everywhere.
// - The request formats of the validator (`instant`, `date-or-instant`, schemas/validation.ts) become patterns:
//   the server keeps checking them with their own functions; the document uses standard JSON Schema only.
// - 429 and 503 answers carry `Retry-After`.

/** `YYYY-MM-DD HH:MM:SS` (UTC), or ISO 8601 with `Z` or an offset (time/instant.ts decides the rest). */
const INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}:\\d{2}|[Tt]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?([Zz]|[+-]\\d{2}:?\\d{2}))$';
/** A calendar date, or an instant as above. */
const DATE_OR_INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}:\\d{2}|[Tt]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?([Zz]|[+-]\\d{2}:?\\d{2}))?$';

const SERVICE_FORMATS: Record<string, { pattern: string; zone: string }> = {
  instant: {
    pattern: INSTANT_PATTERN,
    zone: '`YYYY-MM-DD HH:MM:SS` is UTC; ISO 8601 needs `Z` or an offset',
  },
  'date-or-instant': {
    pattern: DATE_OR_INSTANT_PATTERN,
    zone: 'a date is a calendar day of APP_TIMEZONE; `YYYY-MM-DD HH:MM:SS` is UTC; ISO 8601 needs `Z` or an offset',
  },
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Replaces the service's own formats with standard JSON Schema (a pattern), in place. */
function standardFormats(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) standardFormats(item);
    return;
  }
  if (!isObject(value)) return;
  const format = typeof value.format === 'string' ? SERVICE_FORMATS[value.format] : undefined;
  if (format) {
    delete value.format;
    value.pattern = format.pattern;
    const description = typeof value.description === 'string' ? value.description : '';
    if (!description.includes('UTC')) value.description = [description, format.zone].filter(Boolean).join('; ');
  }
  for (const child of Object.values(value)) standardFormats(child);
}

/** The component name a titled schema gets: its title, made a valid component key. */
function componentName(title: string): string {
  return title.replace(/[^A-Za-z0-9._-]/g, '');
}

/**
 * Moves every titled schema under `components.schemas` and puts a `$ref` in its place, innermost first, so
 * that a resource (`User`, `WorkingTime`, …) is written once. Two different schemas with one title keep
 * apart as `Title_2`, … (the document's tests refuse that).
 */
function nameSchemas(document: Json): void {
  const components = (document.components ??= {}) as Json;
  const schemas = (components.schemas ??= {}) as Record<string, unknown>;
  const texts = new Map<string, string>(Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]));

  const visit = (value: unknown, isSchema: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, isSchema));
    if (!isObject(value)) return value;
    const result: Json = {};
    for (const [key, child] of Object.entries(value)) {
      // Under `properties` (and the like) the keys are names, their values schemas.
      const holdsNamedSchemas = key === 'properties' || key === 'patternProperties' || key === '$defs';
      if (holdsNamedSchemas && isObject(child)) {
        result[key] = Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, visit(schema, true)]));
      } else if (key === 'example' || key === 'examples' || key === 'enum' || key === 'const' || key === 'default') {
        result[key] = child;
      } else {
        result[key] = visit(child, isSchema || key === 'schema');
      }
    }
    if (!isSchema || typeof result.title !== 'string') return result;
    const text = JSON.stringify(result);
    const known = texts.get(text);
    if (known) return { $ref: `#/components/schemas/${known}` };
    const base = componentName(result.title);
    let name = base;
    for (let n = 2; schemas[name] !== undefined; n += 1) name = `${base}_${n}`;
    schemas[name] = result;
    texts.set(text, name);
    return { $ref: `#/components/schemas/${name}` };
  };

  for (const key of ['paths', 'components'] as const) {
    if (key === 'components') {
      for (const [name, schema] of Object.entries({ ...schemas })) {
        const inner = visit({ ...(schema as Json), title: undefined }, true) as Json;
        delete inner.title;
        schemas[name] = { ...inner, ...(isObject(schema) && schema.title ? { title: schema.title } : {}) };
      }
    } else {
      document.paths = visit(document.paths, false);
    }
  }
  // Components sorted by name, for a stable document.
  components.schemas = Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]));
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 1 },
};

function retryAfterHeaders(document: Json): void {
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const status of ['429', '503']) {
        const response = operation.responses[status];
        if (isObject(response)) response.headers = { ...(response.headers as Json | undefined), 'Retry-After': RETRY_AFTER };
      }
    }
  }
}

/** The document as clients and strict validators get it (a copy; the generator's object is left as it was). */
export function refineDocument<T extends object>(generated: T): T {
  const document = JSON.parse(JSON.stringify(generated)) as Json;
  standardFormats(document.paths);
  standardFormats(document.components);
  nameSchemas(document);
  retryAfterHeaders(document);
  return document as T;
}
