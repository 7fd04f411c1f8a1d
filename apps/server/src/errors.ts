// Every error the service answers with is one of these classes: a status and a stable `code`.
// plugins/error-handler.ts is the one place that turns them into the one JSON body (docs/api.md#errors).

export type FieldCode =
  | 'required'
  | 'invalid'
  | 'too_short'
  | 'too_long'
  | 'taken'
  | 'overlaps'
  | 'before_start'
  | 'in_future'
  | 'too_old'
  | 'before_last_clock'
  | 'open_exists'
  | 'not_monday'
  | 'week_not_over'
  | 'range_too_long'
  | 'out_of_range'
  | 'not_a_manager'
  | 'not_https'
  | 'private_address'
  | 'unresolvable'
  | 'no_working_days'
  | 'insufficient_balance'
  | 'inactive';

/**
 * Every `code` the service answers, by status: the OpenAPI document enumerates them (schemas/common.ts,
 * `errorResponses`), and the response validation of the tests refuses a code missing here.
 */
export const ERROR_CODES = {
  400: ['bad_request'],
  401: ['unauthorized', 'invalid_credentials', 'two_factor_failed', 'challenge_ended'],
  403: ['forbidden', 'two_factor_required', 'wrong_pin'],
  404: ['not_found'],
  409: ['conflict', 'already_clocked_in', 'not_clocked_in', 'already_on_break', 'not_on_break', 'week_validated', 'token_limit_reached', 'not_pending', 'not_ready'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['validation_failed'],
  429: ['rate_limited'],
  503: ['unavailable'],
} as const satisfies Record<number, readonly string[]>;
export type ErrorStatus = keyof typeof ERROR_CODES;
export type ErrorCode<S extends ErrorStatus = ErrorStatus> = (typeof ERROR_CODES)[S][number];

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'The request body is not valid JSON.') {
    super(400, 'bad_request', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication is required.') {
    super(401, 'unauthorized', message);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 'invalid_credentials', 'The e-mail address or the password is wrong.');
  }
}

/** A wrong code (or recovery code) for a two-factor challenge. */
export class TwoFactorFailedError extends AppError {
  constructor() {
    super(401, 'two_factor_failed', 'The code is wrong.');
  }
}

/** A two-factor challenge that is unknown, expired, used or ended after too many wrong codes. */
export class ChallengeEndedError extends AppError {
  constructor() {
    super(401, 'challenge_ended', 'The sign-in challenge has ended; sign in again.');
  }
}

/** The account must set up a second factor before anything else. */
export class TwoFactorRequiredError extends AppError {
  constructor() {
    super(403, 'two_factor_required', 'Set up two-factor authentication (a code app or a passkey) first.');
  }
}

/** At a shared terminal: a wrong PIN, or a badge nobody has (the same answer for both). */
export class WrongPinError extends AppError {
  constructor() {
    super(403, 'wrong_pin', 'The badge or the PIN is wrong.');
  }
}

export class ForbiddenError extends AppError {
  constructor() {
    // Both `error` and `code` are "forbidden" (docs/api.md#error-codes).
    super(403, 'forbidden', 'forbidden');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

/** A state conflict: 409 with `conflict` or one of the specific clock and week codes. */
export class ConflictError extends AppError {
  constructor(
    code: ErrorCode<409> = 'conflict',
    message = 'The request conflicts with the current state.',
  ) {
    super(409, code, message);
  }
}

/** Why a person keeps a payroll month from being ready (docs/api.md#payroll). */
export interface PayrollProblem {
  user_id: number;
  problem: 'no_employee_number' | 'weeks_not_validated' | 'pending_corrections' | 'pending_leave' | 'name_transliterated';
}

/** 409 `not_ready`: the payroll month has problems; `details.problems` lists them. */
export class NotReadyError extends AppError {
  constructor(readonly problems: PayrollProblem[]) {
    super(409, 'not_ready', 'The month is not ready for payroll: fix the problems listed, or export a draft.');
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request body is larger than 100 KiB.') {
    super(413, 'payload_too_large', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'unsupported_media_type', 'Request bodies must be JSON (content-type: application/json).');
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too many attempts; try again later.');
  }
}

/**
 * 503 `unavailable`: the database could not be reached, or did not answer within the service's time limits
 * (a held lock, a stalled link, a restart). Nothing was changed: the transaction rolled back. `Retry-After`
 * tells clients when to try again.
 */
export class UnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable; try again shortly.',
    readonly retryAfterSeconds = 2,
  ) {
    super(503, 'unavailable', message);
  }
}

/**
 * The client closed its connection before its request reached the database (it waited for a connection
 * through a burst): nothing is done, and nobody reads the answer. A client that retries sends the same
 * `client_id`; a person who retries by hand gets what they asked for once.
 */
export class ClientGoneError extends AppError {
  constructor() {
    super(499, 'client_gone', 'The client closed the connection before the request was carried out.');
  }
}

export interface FieldProblem {
  code: FieldCode;
  message: string;
  /** Figures a client shows with the code (`insufficient_balance`: `available_days`, `year`). */
  figures?: Record<string, number>;
}

/** 422 `validation_failed`: `details` maps each field to codes, `errors` to messages. */
export class ValidationError extends AppError {
  readonly fields: Record<string, FieldProblem[]>;

  constructor(fields: Record<string, FieldProblem[]>) {
    super(422, 'validation_failed', 'The request is not valid.');
    this.fields = fields;
  }

  /** The usual case: one field, one problem. */
  static field(field: string, code: FieldCode, message: string): ValidationError {
    return new ValidationError({ [field]: [{ code, message }] });
  }

  get details(): Record<string, ({ code: FieldCode } & Record<string, unknown>)[]> {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, problems]) => [field, problems.map(({ code, figures }) => ({ ...figures, code }))]),
    );
  }

  get errors(): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, problems]) => [field, problems.map(({ message }) => message)]),
    );
  }
}
