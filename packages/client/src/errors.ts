// What a call can fail with: the service answered an error (ApiError, typed by its stable `code`), the
// service could not be reached (NetworkError), or an action needs a signed-in person (NotSignedInError).
import type { ErrorBody, ErrorDetail } from './types.js';

/** The service answered an error status. `code` is the service's stable code; `details` maps fields to codes on 422. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per field, its refusals; an item may carry figures beside its code (`insufficient_balance`: `available_days`, `year`). */
  readonly details?: Record<string, ErrorDetail[]>;
  readonly errors?: Record<string, string[]>;
  /** Seconds to wait before trying again (429, 503), from `Retry-After`. */
  readonly retryAfter?: number;

  constructor(status: number, body: Partial<ErrorBody> | undefined, retryAfter?: number) {
    super(typeof body?.error === 'string' ? body.error : `The service answered ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? body.code : `http_${status}`;
    if (body?.details) this.details = body.details;
    if (body?.errors) this.errors = body.errors;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }

  /** The error of an answer whose body was already read. */
  static from(response: Response, body: unknown): ApiError {
    const errorBody = typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : undefined;
    return new ApiError(response.status, errorBody, retryAfterSeconds(response));
  }
}

/**
 * The password was right and the account asks for a second factor: no session yet. Answer `challenge`
 * with `completeTwoFactor` (a code of the person's app, or one of their recovery codes).
 */
export class TwoFactorChallengeError extends Error {
  readonly challenge: string;
  /** `passkey`: the account has one; signing in with it (instead of a code) finishes. */
  readonly methods: ('totp' | 'recovery_code' | 'passkey')[];

  constructor(challenge: { challenge: string; methods: ('totp' | 'recovery_code' | 'passkey')[] }) {
    super('A two-factor code is needed to finish signing in.');
    this.name = 'TwoFactorChallengeError';
    this.challenge = challenge.challenge;
    this.methods = challenge.methods;
  }
}

/** The service could not be reached: no network, connection refused, or the answer was lost. */
export class NetworkError extends Error {
  constructor(message = 'The service could not be reached.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** The action needs a signed-in person (sign in, or resume the stored session, first). */
export class NotSignedInError extends Error {
  constructor(message = 'Nobody is signed in.') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/** `Retry-After` in seconds (delta or HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The data of an openapi-fetch answer, or its error thrown as ApiError. */
export async function unwrap<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await result;
  if (!response.ok) throw ApiError.from(response, error);
  return data as T;
}
