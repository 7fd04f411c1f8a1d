// The public shapes of the client package: the client, its offline queue and the storage adapters.
import type { Client } from 'openapi-fetch';
import type { components, paths } from './generated/api.js';
import type { LiveEvents } from './live.js';

export type { components, paths };

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type DataOf<T> = Json<T> extends { data: infer D } ? D : never;
/** The payload (`data`) of an operation's success answer. */
type Ok<Operation> = Operation extends { responses: infer R }
  ? 200 extends keyof R
    ? DataOf<R[200]>
    : 201 extends keyof R
      ? DataOf<R[201]>
      : never
  : never;
type Item<T> = T extends readonly (infer I)[] ? I : never;
type Method = 'get' | 'put' | 'post' | 'delete';
/**
 * The operation `method` of the document's path matching `Template` (with or without the `/api` prefix;
 * `{${string}}` matches any parameter name), so that the aliases below survive a renamed parameter.
 */
type Operation<Template extends string, M extends Method> = {
  [P in keyof paths]: P extends Template | `/api${Template}`
    ? paths[P] extends { [K in M]?: infer O }
      ? NonNullable<O>
      : never
    : never;
}[keyof paths];

/** An account as the service shows it (`GET /auth/me`). */
export type User = Ok<Operation<'/auth/me', 'get'>>;
/** The answer of sign-in and renewal: the user plus the browser's CSRF token or the mobile token pair. */
export type SessionPayload = Ok<Operation<'/auth/refresh', 'post'>>;
/** A sign-in whose account asks for a second factor: answer it with `completeTwoFactor`. */
export type TwoFactorChallenge = Extract<Ok<Operation<'/auth/login', 'post'>>, { two_factor: unknown }>['two_factor'];
/** What `navigator.credentials.get()` gave for the options of `POST /auth/passkey/options` (the browser package's JSON). */
export type PasskeyAssertion = NonNullable<Operation<'/auth/passkey', 'post'>['requestBody']>['content']['application/json']['credential'];
/** A clock record (`POST /clocks/{user_id}`, `POST /clocks/{user_id}/break`). */
export type ClockRecord = Ok<Operation<`/clocks/{${string}}`, 'post'>>;
/** A working time with its breaks. */
export type WorkingTime = Ok<Operation<`/workingtime/{${string}}`, 'put'>>;
/** A correction request. */
export type Correction = Ok<Operation<'/corrections', 'post'>>;
/** A team with its members. */
export type Team = Ok<Operation<'/teams', 'post'>>;
/** An absence. */
export type Absence = Item<Ok<Operation<`/users/{${string}}/absences`, 'post'>>>;
/** A leave type of the company (`GET /leave-types`). */
export type LeaveType = components['schemas']['LeaveType'];
/** A leave request (`POST /users/{id}/leave-requests`). */
export type LeaveRequest = components['schemas']['LeaveRequest'];
/** A balance of one tracked leave type and leave year (`GET /users/{id}/leave-balances`). */
export type LeaveBalance = components['schemas']['LeaveBalance'];
/** A person of the team calendar with their leave days (`GET /leave-calendar`). */
export type LeaveCalendarPerson = components['schemas']['LeaveCalendarPerson'];
/** A week validation. */
export type WeekValidation = Ok<Operation<`/users/{${string}}/week-validations`, 'post'>>;
/** A notification. */
export type Notification = Item<Ok<Operation<'/notifications', 'get'>>>;
/** Where a person is now (`GET /presence`): in, on a break or out, since when, their time today and this week. */
export type Presence = Item<Ok<Operation<'/presence', 'get'>>>;
/** A change-log entry. */
export type Change = Item<Ok<Operation<`/users/{${string}}/changes`, 'get'>>>;
/** What a shared clocking terminal's clock or break answers: the record, and the greeting's facts. */
export type TerminalClockResult = Ok<Operation<'/terminal/clock', 'post'>>;
/** A registered terminal as general managers see it (`GET /terminals`). */
export type Terminal = Item<Ok<Operation<'/terminals', 'get'>>>;
/** The company's reminder policy (`GET /settings/reminders`). */
export type ReminderPolicy = Ok<Operation<'/settings/reminders', 'get'>>;
/** What needs a manager (`GET /attention`). */
export type AttentionItem = Item<Ok<Operation<'/attention', 'get'>>>;
/** The paired terminal, as this device knows it. */
export interface TerminalIdentity {
  terminal_id: number;
  name: string;
}
/** The body of every error answer. */
/**
 * One item of an error's `details`: a field's refusal `{code, …figures}` (`insufficient_balance` adds
 * `available_days` and `year`), or, for 409 `not_ready`, a person's problem `{user_id, problem}`.
 */
export interface ErrorDetail {
  code?: string;
  [figure: string]: unknown;
}

export interface ErrorBody {
  error: string;
  code: string;
  details?: Record<string, ErrorDetail[]>;
  errors?: Record<string, string[]>;
}

/**
 * Where the client keeps what must outlive the process or the page: the session (token mode: the token
 * pair; both modes: the signed-in person) and the offline queue. `withLock` runs `fn` while no other
 * holder of the same lock name runs, across every client sharing this storage (tabs, processes).
 */
export interface StorageAdapter {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/** `terminal`: a shared clocking terminal's Bearer credential, from pairing, never renewed. */
export type SessionMode = 'cookie' | 'token' | 'terminal';

export interface ClientOptions {
  /** The API's address, `/api` included: `http://localhost:3000/api`, or `/api` in a page served by the service. */
  baseUrl: string;
  /**
   * `cookie`: the browser's HttpOnly cookies plus `x-csrf-token`; `token`: Bearer plus a rotating refresh token;
   * `terminal`: a shared clocking terminal (`terminal.pair`, then the terminal routes only).
   */
  mode: SessionMode;
  /** Where the session and the queue are kept; default `memoryStorage()` (nothing survives the process). */
  storage?: StorageAdapter;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

export type ClientEvent = 'session-ended' | 'session-started' | 'terminal-unpaired';

export interface TimetrackClient {
  /** Typed calls (openapi-fetch) through the session: credentials, renewal, replay. Answers `{data, error, response}`. */
  api: Client<paths>;
  /** Signs in (token mode sends `client: "mobile"`), keeps the session, emits `session-started`. Throws ApiError or NetworkError. */
  login(input: { email: string; password: string }): Promise<User>;
  /**
   * Finishes a sign-in that answered a two-factor challenge (thrown by `login` as TwoFactorChallengeError)
   * with a code of the person's app or a recovery code. Throws ApiError: 401 `two_factor_failed`, `challenge_ended`.
   */
  completeTwoFactor(input: { challenge: string; code: string } | { challenge: string; recovery_code: string }): Promise<User>;
  /** Signs in with a passkey: the assertion the browser made for the options of `POST /auth/passkey/options`. */
  signInWithPasskey(credential: PasskeyAssertion): Promise<User>;
  /**
   * Token mode, single sign-on: exchanges the one-time `code` the service sent to the app's redirect, with the
   * verifier of the PKCE challenge the app started with, and keeps the session as `login` does. Throws
   * TwoFactorChallengeError like `login`, or ApiError (401 for an unknown, used or expired code or a wrong verifier).
   */
  exchangeSingleSignOnCode(input: { code: string; code_verifier: string }): Promise<User>;
  /**
   * Token mode: signs in with a personal access token (`tt_pat_…`, created in the profile), checked with
   * `GET /auth/me` and kept like a session. It is never renewed: a 401 means it expired or was revoked, so it is
   * forgotten and `session-ended` emitted. Throws ApiError (401) or NetworkError.
   */
  signInWithAccessToken(token: string): Promise<User>;
  /** Whether the session is a personal access token's. */
  readonly viaPersonalToken: boolean;
  /**
   * Revokes the session on the service, clears what is stored; no `session-ended` event (the person chose it).
   * A personal access token is only forgotten here: it stays valid until revoked.
   */
  logout(): Promise<void>;
  /**
   * At start: cookie mode renews with `POST /auth/refresh` (the CSRF token comes back; offline, the person
   * last known is answered); token mode takes the stored tokens without a request (the first request renews
   * them if needed). Null when signed out.
   */
  resume(): Promise<User | null>;
  /** The signed-in person as last known; null when signed out. */
  readonly user: User | null;
  /** `session-ended`: a renewal was refused, sign in again. `session-started`: signed in or resumed. Returns an unsubscribe function. */
  on(event: ClientEvent, listener: () => void): () => void;
  /** The offline queue of clock, break and correction requests (a terminal's clocks and breaks in terminal mode). */
  queue: OfflineQueue;
  /** A shared clocking terminal (terminal mode). */
  terminal: TerminalClient;
  /**
   * Live events (`GET /events`): `subscribe({ onEvent, onReset, onStatus })` keeps a stream open, reopening it
   * with backoff and `Last-Event-ID`; `onReset` asks the application to reload. Returns the unsubscribe function.
   */
  events: LiveEvents;
}

export interface TerminalClient {
  /** The paired terminal, or null (never paired, forgotten, or revoked: a 401 forgets it and emits `terminal-unpaired`). */
  readonly identity: TerminalIdentity | null;
  /** Pairs with a code a general manager obtained (`POST /terminals/pair`) and keeps the credential in the storage. Throws ApiError (404 for an unknown, used or expired code) or NetworkError. */
  pair(pairingCode: string): Promise<TerminalIdentity>;
  /** At start: the stored credential, without a request. Null when not paired. */
  resume(): Promise<TerminalIdentity | null>;
  /** Forgets the credential on this device. */
  unpair(): Promise<void>;
  /**
   * A tap on the terminal's clock or break button: through the queue, so the tap's `time` and `client_id` are
   * fixed now and an unreachable service keeps it for later. Refusals (403 `wrong_pin`, 409, 422, 429 with
   * `retry_after`) come back as `rejected` and are not kept.
   */
  clock(input: TerminalTap): Promise<SubmitResult>;
  break(input: TerminalTap): Promise<SubmitResult>;
}

/** What a person enters on a terminal; `action` absent toggles. */
export interface TerminalTap {
  badge: string;
  pin: string;
  action?: 'in' | 'out' | 'start' | 'end';
}

/** A logical action the queue sends for the person: what they did, not a raw HTTP request. */
export type QueuedActionInput =
  | { kind: 'clock'; user_id: number; action: 'in' | 'out' }
  | { kind: 'break'; user_id: number; action: 'start' | 'end' }
  | { kind: 'correction'; body: { working_time_id?: number; start: string; end: string; reason: string } }
  /**
   * A tap on a shared terminal: it carries the person's badge and PIN, which are kept in the queue's storage
   * only until the service answered (then the whole action is dropped); any paired terminal sends it.
   */
  | { kind: 'terminal-clock' | 'terminal-break'; badge: string; pin: string; action?: 'in' | 'out' | 'start' | 'end' };

export interface QueuedAction {
  /** UUID sent as `client_id`: a replay of a delivered action is answered with the stored record. */
  client_id: string;
  /** When the person acted (ISO 8601), sent as the clock's `time`. */
  time: string;
  /** The signed-in person who acted (only their session sends it); for a terminal's tap, the terminal. */
  owner_id: number;
  enqueued_at: string;
  /** Sends tried so far. */
  attempts: number;
  input: QueuedActionInput;
}

export interface RejectedAction extends QueuedAction {
  /** The service's refusal. */
  error: { status: number; code: string; message: string; details?: unknown; retry_after?: number };
}

export type SubmitResult =
  | { status: 'delivered'; action: QueuedAction; record: unknown }
  | { status: 'queued'; action: QueuedAction }
  | { status: 'rejected'; action: RejectedAction };

export interface SyncResult {
  delivered: number;
  rejected: number;
  pending: number;
}

export interface OfflineQueue {
  /**
   * Fixes `client_id` and `time`, persists the action, then tries to send it now, in order behind older
   * pending actions. Throws NotSignedInError without a signed-in person.
   */
  submit(input: QueuedActionInput): Promise<SubmitResult>;
  /** Sends what is pending now (honouring a `Retry-After`), in order; answers the counts of this run and what is left. */
  sync(): Promise<SyncResult>;
  /** Actions waiting to be sent, oldest first. */
  pending(): QueuedAction[];
  /** Actions the service refused, with its error, until dismissed. */
  rejected(): RejectedAction[];
  /** Forgets a rejected action. */
  dismiss(client_id: string): Promise<void>;
  /** `change`: the pending or rejected list changed. Returns an unsubscribe function. */
  on(event: 'change', listener: () => void): () => void;
  /** Pending actions older than 6 days: the service refuses a `time` older than 7 days. */
  nearingLimit(): QueuedAction[];
  /** Replays by itself: now, when the network comes back, after any successful request, and with backoff after a failure. */
  start(): void;
  stop(): void;
}
