// Every answer a test receives through the test application is checked against the OpenAPI document the
// application generates (docs/api.md#the-openapi-document): the status is declared for the operation, the
// media type is declared for that status, and a JSON body is valid against its schema. A route that answers
// something the document does not say fails the test that called it.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_PREFIX } from '../plugins/external/openapi.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
export interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

/** What the check needs of an answer (a light-my-request response has it); no body: streamed, unread. */
export type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers'> & { body?: string };

/** A path as the router reads it; a malformed escape stays as it is (the router answers 404 to it). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** `#/components/schemas/X` → `components#/$defs/X`: each schema compiles alone, resolving into one shared set. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string'
        ? [key, child.replace(/^#\/components\/schemas\//, 'components#/$defs/')]
        : [key, rewriteRefs(child)],
    ),
  );
}

interface PathTemplate {
  path: string;
  pattern: RegExp;
  parameters: number;
}

export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly templates: PathTemplate[];
  private readonly compiled = new Map<string, ValidateFunction>();

  /** `prefix`: what the document's paths leave to its server URL. */
  constructor(
    private readonly document: Document,
    private readonly prefix = API_PREFIX,
  ) {
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'components', $defs: rewriteRefs(document.components?.schemas ?? {}) });
    this.templates = Object.keys(document.paths ?? {}).map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      parameters: (path.match(/\{/g) ?? []).length,
    }));
  }

  /** The documented path a request path (without the API prefix) falls under; literal segments win. */
  private templateOf(path: string): string | undefined {
    return this.templates
      .filter((template) => template.pattern.test(path))
      .sort((a, b) => a.parameters - b.parameters)[0]?.path;
  }

  private validatorOf(key: string, schema: Json): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rewriteRefs(schema) as Json);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with `answer` to `method url` (a path under the API prefix, query allowed), or undefined. */
  problemOf(method: string, url: string, answer: Answer): string | undefined {
    const lower = method.toLowerCase();
    const path = decoded(url.split('?')[0]!.split('#')[0]!);
    if (!METHODS.has(lower) || !path.startsWith(`${this.prefix}/`)) return undefined;
    const template = this.templateOf(path.slice(this.prefix.length));
    const operation = template === undefined ? undefined : this.document.paths?.[template]?.[lower];
    const where = `${method.toUpperCase()} ${url} answered ${answer.statusCode}`;
    // The router's own 404 for what the API does not have, and the document's own routes (hidden from it);
    // plugins/external/openapi.test.ts checks that every other route is documented.
    if (!operation) return undefined;
    const name = `${operation.operationId ?? `${lower} ${template}`}`;
    const statusText = String(answer.statusCode);
    const responses = operation.responses ?? {};
    const response = responses[statusText] ?? responses[`${statusText[0]}XX`] ?? responses.default;
    if (!response) {
      return `${where}: status ${statusText} is not declared for ${name} (declared: ${Object.keys(responses).join(', ')}); body: ${(answer.body ?? '').slice(0, 300)}`;
    }
    const contentType = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (answer.body === undefined) {
      // A stream the test did not read: its media type is all there is to check.
      return !contentType || response.content?.[contentType] ? undefined : `${where}: ${name} does not declare "${contentType}" for ${statusText}`;
    }
    if (answer.body.length === 0 && !response.content) return undefined;
    if (!response.content) {
      return `${where}: ${name} declares no body for ${statusText}, but one came (${contentType || 'no content-type'})`;
    }
    if (answer.body.length === 0 && answer.statusCode === 204) return undefined;
    const media = response.content[contentType];
    if (!media) {
      return `${where}: ${name} declares ${Object.keys(response.content).join(', ')} for ${statusText}, not "${contentType}"`;
    }
    if (!contentType.endsWith('json') || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where}: ${name} declares ${contentType}, but the body is not JSON`;
    }
    const validate = this.validatorOf(`${template} ${lower} ${statusText} ${contentType}`, media.schema);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
      .join('; ');
    return `${where}: the body does not match the ${statusText} schema of ${name}: ${errors}; body: ${answer.body.slice(0, 500)}`;
  }
}

/** One validator per distinct document (the test files of one process share it). */
const validators = new Map<string, Promise<ResponseValidator>>();

async function validatorFor(document: Document, prefix: string): Promise<ResponseValidator> {
  const text = JSON.stringify({ prefix, paths: document.paths, components: document.components });
  let validator = validators.get(text);
  if (!validator) {
    validator = (async () => {
      const checked = await new Validator().validate(structuredClone(document) as Parameters<Validator["validate"]>[0]);
      if (!checked.valid) throw new Error(`the OpenAPI document is not valid: ${JSON.stringify(checked.errors).slice(0, 2000)}`);
      return new ResponseValidator(document, prefix);
    })();
    validators.set(text, validator);
  }
  return validator;
}

function requestOf(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const target = options.url ?? options.path ?? '/';
  let url = typeof target === 'string' ? target : `${target.pathname ?? '/'}`;
  if (options.query !== undefined && typeof options.query !== 'string') {
    // light-my-request appends it; the path is what matters here.
    url = url.split('?')[0]!;
  }
  return { method: options.method ?? 'GET', url };
}

/**
 * Makes every `app.inject(options)` of `app` check its answer against the application's own OpenAPI
 * document, and throw (failing the test) when the answer is not what the document says.
 */
export async function validateAnswersOf(app: FastifyInstance, prefix = API_PREFIX): Promise<void> {
  const validator = await validatorFor(app.swagger() as unknown as Document, prefix);
  const original = app.inject.bind(app) as (options?: InjectOptions | string, callback?: unknown) => unknown;
  const checked = (options?: InjectOptions | string, callback?: unknown): unknown => {
    // The chained form (`inject().get(…).end()`) and the callback form pass unchecked; the tests use neither.
    if (options === undefined || callback !== undefined) return original(options, callback);
    // A streamed answer (an endless event stream) has no body to check.
    if (typeof options === 'object' && options.payloadAsStream === true) return original(options);
    return (original(options) as Promise<LightMyRequestResponse>).then((answer) => {
      const { method, url } = requestOf(options);
      const streamed = typeof options === 'object' && (options as { payloadAsStream?: boolean }).payloadAsStream === true;
      const problem = validator.problemOf(method, url, streamed ? { statusCode: answer.statusCode, headers: answer.headers } : answer);
      if (problem) throw new Error(`The answer is not what the OpenAPI document says. ${problem}`);
      return answer;
    });
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}
