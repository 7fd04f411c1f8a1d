// The one place where errors become responses: every error, ours or the framework's, leaves in the
// one shape `{error, code, details?, errors?}` (docs/api.md#error-body). Anything unexpected is a masked 500 `internal_error`,
// logged with the request id; nothing internal (stack, SQL) reaches the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AppError,
  BadRequestError,
  NotFoundError,
  NotReadyError,
  PayloadTooLargeError,
  RateLimitedError,
  UnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
  type FieldCode,
  type FieldProblem,
} from '../../errors.js';

interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const KEYWORD_CODES: Record<string, FieldCode> = {
  required: 'required',
  minLength: 'too_short',
  maxLength: 'too_long',
  minItems: 'too_short',
  maxItems: 'too_long',
};

/** Turns schema validation failures into per-field problems (`breaks.0.start`, `email`, …). */
export function validationErrorFromSchema(issues: SchemaIssue[], context: string | undefined): ValidationError {
  const fields: Record<string, FieldProblem[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
      path.push(issue.params.missingProperty);
    }
    const field = path.join('.') || (context === 'body' ? 'body' : (context ?? 'request'));
    const code = (issue.params.code as FieldCode | undefined) ?? KEYWORD_CODES[issue.keyword] ?? 'invalid';
    const list = (fields[field] ??= []);
    if (!list.some((problem) => problem.code === code)) {
      list.push({ code, message: code === 'required' ? 'is required' : (issue.message ?? 'is invalid') });
    }
  }
  // A union that failed reports each branch; when a field has a specific code, `invalid` adds nothing.
  for (const problems of Object.values(fields)) {
    if (problems.length > 1) {
      const specific = problems.filter((problem) => problem.code !== 'invalid');
      if (specific.length > 0) problems.splice(0, problems.length, ...specific);
    }
  }
  // An optional body (`object or null`) that fails reports the failed `null` branch at its root too; the
  // fields say what is wrong.
  if (Object.keys(fields).length > 1) delete fields[context === 'body' ? 'body' : (context ?? 'request')];
  return new ValidationError(fields);
}

/** Uniqueness and consistency rules of the database, named after their constraint. */
const CONSTRAINT_FIELDS: Record<string, { field: string; code: FieldCode; message: string }> = {
  users_email_unique: { field: 'email', code: 'taken', message: 'is already used by another account' },
  users_badge_unique: { field: 'badge', code: 'taken', message: 'is already the badge of another account' },
  users_employee_number_unique: { field: 'employee_number', code: 'taken', message: 'is already the employee number of another account' },
  teams_name_unique: { field: 'name', code: 'taken', message: 'is already the name of another team' },
  working_times_one_open: { field: 'start', code: 'open_exists', message: 'the person already has an open period' },
  breaks_one_open: { field: 'breaks', code: 'open_exists', message: 'the period already has an open break' },
  clock_records_client_unique: { field: 'client_id', code: 'taken', message: 'was already received' },
  corrections_client_unique: { field: 'client_id', code: 'taken', message: 'was already received' },
};

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
}

/** A store-level rule that a request broke despite the checks before it (a race): 422, never 500. */
function fromDatabaseError(error: DatabaseErrorLike): AppError | undefined {
  if (typeof error.code !== 'string') return undefined;
  if (error.code === '23505' || error.code === '23P01') {
    const known = typeof error.constraint === 'string' ? CONSTRAINT_FIELDS[error.constraint] : undefined;
    return known
      ? ValidationError.field(known.field, known.code, known.message)
      : ValidationError.field('request', 'taken', 'conflicts with an existing record');
  }
  if (error.code === '23514' || error.code === '22007' || error.code === '22008' || error.code === '22P02') {
    return ValidationError.field('request', 'invalid', 'has a value the store refuses');
  }
  if (error.code === '23503') {
    return ValidationError.field('request', 'invalid', 'refers to a record that does not exist');
  }
  return undefined;
}

/** SQLSTATE classes and codes that say "the database could not answer in time, try again". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown (a restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Node socket errors of a connection that could not be made or was lost. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The messages of pg, pg-pool, Kysely and PGlite for a connection that was lost, could not be made or
 * acquired in time, or a query whose answer did not arrive in time (these errors carry no code).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server or the link went away (also "… due to connection timeout")
  /^Query read timeout$/, // pg: query_timeout, a stalled link
  /^timeout exceeded when trying to connect$/, // pg-pool: acquire timeout
  /is not queryable$/, // pg: a client whose connection failed or closed
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: stopping
  /^driver has already been destroyed$/, // Kysely: stopping
  /^PGlite is closed$/, // PGlite: stopping
];

/** True when `error` (or what caused it) means the database is unreachable or did not answer in time. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Maps the framework's own errors (body parsing, validation, rate limits) to ours. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    // A path identifier that is not an integer names nothing: 404, as an unknown id would.
    if (fastifyError.validationContext === 'params') return new NotFoundError();
    return validationErrorFromSchema(fastifyError.validation, fastifyError.validationContext);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLargeError();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new BadRequestError('The content-length header does not match the body.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new BadRequestError();
  }
  if (fastifyError.statusCode === 429) return new RateLimitedError(60);
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return new BadRequestError();
  const fromDb = fromDatabaseError(error as DatabaseErrorLike);
  if (fromDb) return fromDb;
  if (isDatabaseUnavailable(error)) return new UnavailableError();
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode, fastifyError.statusCode === 404 ? 'not_found' : 'bad_request', fastifyError.message);
  }
  return undefined;
}

export function errorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { error: error.message, code: error.code };
  if (error instanceof ValidationError) {
    body.details = error.details;
    body.errors = error.errors;
  }
  if (error instanceof NotReadyError) body.details = { problems: error.problems };
  return body;
}

function causeOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const known = toAppError(error);
      if (!known) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ error: 'Something went wrong on our side.', code: 'internal_error' });
      }
      if (known instanceof RateLimitedError || known instanceof UnavailableError) {
        reply.header('retry-after', String(known.retryAfterSeconds));
      }
      // An unavailable database is an operating condition, not a bug: one warning line with its cause, no stack.
      if (known instanceof UnavailableError) request.log.warn({ cause: causeOf(error) }, 'database unavailable');
      else if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.statusCode).send(errorBody(known));
    });

    app.setNotFoundHandler(async (request, reply) => {
      return reply.status(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
    });
  },
  { name: 'error-handler' },
);
