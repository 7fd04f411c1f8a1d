// The session: the credentials of every request, and renewal exactly as docs/api.md#sessions says. A 401
// outside the session routes calls `POST /auth/refresh` once for every concurrent 401 and replays the
// request once; a refresh answered 401 ends the session; a network failure during a refresh keeps it.
//
// Clients sharing one storage (browser tabs, processes) renew under the storage's `session` lock and
// reuse credentials another client has already renewed, so a rotated refresh token is never presented
// twice: every change of the credentials is stored with a new `version`, and a client whose version is
// older than the stored one adopts the stored credentials instead of refreshing.
//
// A personal access token (token mode, `signInWithAccessToken`) is sent as it is and never renewed: a 401
// means it expired or was revoked, so it is forgotten and `session-ended` is emitted.
//
// Terminal mode (a shared clocking terminal, docs/api.md#shared-clocking-terminals): the credential comes from
// pairing and is never renewed; a 401 means the terminal was revoked, so it is forgotten and
// `terminal-unpaired` is emitted.
import { Emitter } from './events.js';
import { ApiError, NetworkError, TwoFactorChallengeError } from './errors.js';
import type { ClientEvent, SessionMode, SessionPayload, StorageAdapter, TerminalIdentity, TwoFactorChallenge, User } from './types.js';
import { uuid } from './uuid.js';

/** The storage key of the session. */
export const SESSION_KEY = 'session';
const SESSION_LOCK = 'session';
const SESSION_ROUTES = ['/auth/login', '/auth/refresh', '/auth/logout'];
const PAIR_ROUTE = '/terminals/pair';

/** What is stored: the person and, in token mode, the token pair (the CSRF token stays in memory). */
interface StoredSession {
  mode: SessionMode;
  version: string;
  user: User | null;
  access_token?: string;
  refresh_token?: string;
  /** Terminal mode: the paired terminal (its token is `access_token`). */
  terminal?: TerminalIdentity;
  /** Token mode: `access_token` is a personal access token (no refresh token, no renewal). */
  personal?: boolean;
}

export interface SessionRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal | null;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `refreshed`: this renewal called `POST /auth/refresh`; otherwise it took credentials another renewal had stored. */
type Renewal = { kind: 'renewed'; refreshed: boolean } | { kind: 'ended' } | { kind: 'failed'; response: Response };

function isSessionRoute(url: string): boolean {
  const path = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  return SESSION_ROUTES.some((route) => path.endsWith(route));
}

export class Session {
  readonly events = new Emitter<ClientEvent>();
  user: User | null = null;
  /** Terminal mode: the paired terminal, null until paired or after it was revoked. */
  terminal: TerminalIdentity | null = null;
  private accessToken: string | undefined;
  private refreshToken: string | undefined;
  private csrfToken: string | undefined;
  /** Token mode: the access token is a personal access token. */
  private personal = false;
  /** The version of the credentials in use; requests remember the one they were sent with. */
  private version = uuid();
  /** `unknown` until signed in or resumed; `ended` stops renewal until the next sign-in. */
  private state: 'unknown' | 'active' | 'ended' = 'unknown';
  private renewing: Promise<Renewal> | undefined;
  /** Called after every successful answer of a request the queue did not send (the network is there). */
  onSuccess: (() => void) | undefined;

  constructor(
    readonly baseUrl: string,
    readonly mode: SessionMode,
    private readonly storage: StorageAdapter,
    private readonly fetchFn: typeof fetch,
  ) {}

  url(path: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /**
   * Sends a request with the session's credentials. A 401 outside the session routes renews the
   * session (one refresh shared by all) and replays the request once. Throws NetworkError when the
   * service cannot be reached, during the request or during the renewal.
   */
  async request(url: string, init: SessionRequest, options: { fromQueue?: boolean } = {}): Promise<Response> {
    if (this.mode === 'terminal') return this.terminalRequest(url, init, options);
    if (this.personal) return this.personalTokenRequest(url, init, options);
    if (this.renewing) await this.renewing.catch(() => undefined);
    let sentWith = this.version;
    let response = await this.send(url, init, true);
    // At most one refresh for a request. Credentials renewed since it left, here or by another client, are
    // used without refreshing; if they are refused too (another client's renewal was older than this
    // expiry), the request may still refresh once.
    let refreshed = false;
    for (let replays = 0; response.status === 401 && !isSessionRoute(url) && replays < 2; replays++) {
      if (this.version === sentWith) {
        if (refreshed) break;
        const renewal = await this.renew(sentWith);
        if (renewal.kind === 'ended') return response;
        if (renewal.kind === 'failed') return renewal.response;
        refreshed = renewal.refreshed;
      }
      sentWith = this.version;
      response = await this.send(url, init, true);
    }
    if (response.ok && !options.fromQueue) this.onSuccess?.();
    return response;
  }

  /**
   * Terminal mode: no renewal. A 401 on a terminal route means the terminal was revoked (or its credential is
   * unknown): the credential is forgotten and the application told once.
   */
  private async terminalRequest(url: string, init: SessionRequest, options: { fromQueue?: boolean }): Promise<Response> {
    const sentWith = this.accessToken;
    const response = await this.send(url, init, true);
    if (response.status === 401 && sentWith && sentWith === this.accessToken) {
      await this.locked(() => this.forget());
      this.events.emit('terminal-unpaired');
    }
    if (response.ok && !options.fromQueue) this.onSuccess?.();
    return response;
  }

  /** A personal access token: no renewal; a 401 means it expired or was revoked, so it is forgotten. */
  private async personalTokenRequest(url: string, init: SessionRequest, options: { fromQueue?: boolean }): Promise<Response> {
    const sentWith = this.accessToken;
    const response = await this.send(url, init, true);
    if (response.status === 401 && sentWith && sentWith === this.accessToken) {
      await this.locked(() => this.end());
    }
    if (response.ok && !options.fromQueue) this.onSuccess?.();
    return response;
  }

  /** Whether the session is a personal access token's (token mode). */
  get viaPersonalToken(): boolean {
    return this.personal;
  }

  /**
   * Token mode: signs in with a personal access token (`tt_pat_…`): checks it with `GET /auth/me` and keeps
   * it. Throws ApiError (401 for an unknown, expired or revoked token) or NetworkError.
   */
  async useAccessToken(token: string): Promise<User> {
    if (this.mode !== 'token') throw new TypeError('A personal access token is for a client in token mode.');
    let response: Response;
    try {
      response = await this.fetchFn(this.url('/auth/me'), { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    } catch (error) {
      throw new NetworkError(undefined, { cause: error });
    }
    const answer = (await response.json().catch(() => undefined)) as { data?: User } | undefined;
    if (!response.ok || !answer?.data) throw ApiError.from(response, answer);
    const user = answer.data;
    await this.locked(async () => {
      this.user = user;
      this.accessToken = token;
      this.refreshToken = undefined;
      this.personal = true;
      this.version = uuid();
      this.state = 'active';
      await this.save();
    });
    this.events.emit('session-started');
    return user;
  }

  /** Terminal mode: pairs with a code a general manager obtained, and keeps the terminal's credential. */
  async pair(pairingCode: string): Promise<TerminalIdentity> {
    if (this.mode !== 'terminal') throw new TypeError('Pairing is for a client in terminal mode.');
    const response = await this.send(
      this.url(PAIR_ROUTE),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pairing_code: pairingCode }) },
      false,
    );
    const answer = (await response.json().catch(() => undefined)) as { data?: TerminalIdentity & { token: string } } | undefined;
    if (!response.ok || !answer?.data) throw ApiError.from(response, answer);
    const { token, terminal_id, name } = answer.data;
    await this.locked(async () => {
      this.terminal = { terminal_id, name };
      this.accessToken = token;
      this.version = uuid();
      this.state = 'active';
      await this.save();
    });
    this.events.emit('session-started');
    return this.terminal!;
  }

  /** Terminal mode: forgets the terminal's credential on this device (the service keeps the terminal until revoked). */
  async unpair(): Promise<void> {
    await this.locked(() => this.forget());
  }

  /** Who the queue sends for: the signed-in person, or the paired terminal. */
  owner(): number | undefined {
    return this.mode === 'terminal' ? this.terminal?.terminal_id : this.user?.id;
  }

  /**
   * Signs in; throws TwoFactorChallengeError when the account asks for a second factor, ApiError (401
   * `invalid_credentials`, 429 …) or NetworkError.
   */
  async login(email: string, password: string): Promise<User> {
    return this.start('/auth/login', { email, password, ...this.clientField() });
  }

  /** Answers a two-factor challenge; the challenge keeps the client kind of the login. */
  async completeTwoFactor(input: { challenge: string; code: string } | { challenge: string; recovery_code: string }): Promise<User> {
    return this.start('/auth/login/two-factor', input);
  }

  /** Signs in with a passkey's assertion. */
  async signInWithPasskey(credential: unknown): Promise<User> {
    return this.start('/auth/passkey', { credential, ...this.clientField() });
  }

  /** Single sign-on (token mode): the one-time code of the app's redirect and the verifier of its challenge. */
  async exchangeSingleSignOnCode(input: { code: string; code_verifier: string }): Promise<User> {
    return this.start('/auth/oidc/token', input);
  }

  private clientField(): { client?: 'mobile' } {
    return this.mode === 'token' ? { client: 'mobile' } : {};
  }

  /** A request that may open a session: adopts it, or throws the two-factor challenge it answered. */
  private async start(path: string, body: unknown): Promise<User> {
    const response = await this.send(
      this.url(path),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      false,
    );
    const answer = (await response.json().catch(() => undefined)) as { data?: SessionPayload | { two_factor: TwoFactorChallenge } } | undefined;
    if (!response.ok || !answer?.data) throw ApiError.from(response, answer);
    const payload = answer.data;
    if ('two_factor' in payload) throw new TwoFactorChallengeError(payload.two_factor);
    await this.locked(() => this.adopt(payload));
    this.events.emit('session-started');
    return payload.user;
  }

  /** Revokes the session on the service and forgets it here, even when the service cannot be reached (then rethrows). */
  async logout(): Promise<void> {
    // A personal access token ends only when revoked (in the profile): here it is just forgotten.
    if (this.personal) {
      await this.locked(() => this.forget());
      return;
    }
    await this.locked(async () => {
      const stored = await this.load();
      if (stored && stored.version !== this.version) this.use(stored);
      // A page that has not learnt its CSRF token yet (started offline) gets it, so the revocation holds.
      if (this.mode === 'cookie' && !this.csrfToken && this.state !== 'ended') {
        await this.refreshLocked(false).catch(() => undefined);
      }
      try {
        const refreshToken = this.refreshToken;
        const response = await this.send(
          this.url('/auth/logout'),
          {
            method: 'POST',
            ...(refreshToken
              ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: refreshToken }) }
              : {}),
          },
          true,
        );
        // 401: a cookie session whose CSRF token this page never learnt; the session is forgotten here anyway.
        if (!response.ok && response.status !== 401) throw ApiError.from(response, await response.json().catch(() => undefined));
      } finally {
        await this.forget();
      }
    });
  }

  /**
   * At start: cookie mode renews (the CSRF token comes back with the new cookies; offline, the person last
   * known is answered); token mode takes the stored tokens, which the first request renews if needed.
   */
  async resume(): Promise<User | null> {
    if (this.mode === 'cookie') {
      const renewal = await this.locked(async () => {
        const stored = await this.load();
        if (stored?.user) {
          this.user = stored.user;
          this.version = stored.version;
        }
        this.state = 'active';
        return this.refreshLocked(Boolean(stored?.user)).catch((error: unknown) => {
          if (error instanceof NetworkError) return { kind: 'offline' as const };
          throw error;
        });
      });
      if (renewal.kind === 'ended') return null;
      if (renewal.kind === 'renewed' || this.user) this.events.emit('session-started');
      return this.user;
    }

    const stored = await this.load();
    if (this.mode === 'terminal') {
      if (!stored?.terminal || !stored.access_token) {
        this.state = 'ended';
        return null;
      }
      this.use(stored);
      this.events.emit('session-started');
      return null;
    }
    if (!stored?.refresh_token && !(stored?.personal && stored.access_token)) {
      this.state = 'ended';
      return null;
    }
    // The stored tokens are used as they are: the first request renews them if needed (and works offline).
    this.use(stored);
    this.events.emit('session-started');
    return this.user;
  }

  /**
   * Runs `fn` holding the session lock of the storage. In cookie mode, tabs share the cookies whatever the
   * storage, so they also take a Web Lock where the browser has one: one tab renews at a time, and the next
   * one sends the cookie the first one received.
   */
  private locked<T>(fn: () => Promise<T>): Promise<T> {
    const inStorage = () => this.storage.withLock(SESSION_LOCK, fn);
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (this.mode !== 'cookie' || !locks) return inStorage();
    return locks.request(`timetrack-session:${this.baseUrl}`, inStorage);
  }

  /** One renewal at a time in this client; across clients, under the storage's lock. */
  private renew(sentWith: string): Promise<Renewal> {
    this.renewing ??= this.locked(async (): Promise<Renewal> => {
      const stored = await this.load();
      if (this.version !== sentWith) return { kind: 'renewed', refreshed: false };
      if (stored && stored.version !== this.version) {
        this.use(stored);
        return { kind: 'renewed', refreshed: false };
      }
      if (!stored && this.state === 'active' && this.user) {
        // Another client signed out or saw the session end.
        await this.end();
        return { kind: 'ended' };
      }
      if (this.state === 'ended' || (this.mode === 'token' && !this.refreshToken)) return { kind: 'ended' };
      return this.refreshLocked(this.state === 'active');
    }).finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  /** `POST /auth/refresh`, with the session lock held. A 401 ends the session (the event only if there was one). */
  private async refreshLocked(hadSession: boolean): Promise<Renewal> {
    const body = this.mode === 'token' ? JSON.stringify({ refresh_token: this.refreshToken }) : undefined;
    const response = await this.send(
      this.url('/auth/refresh'),
      { method: 'POST', ...(body ? { headers: { 'content-type': 'application/json' }, body } : {}) },
      false,
    );
    if (response.ok) {
      await this.adopt(await this.readPayload(response));
      return { kind: 'renewed', refreshed: true };
    }
    if (response.status === 401) {
      await this.end(hadSession);
      return { kind: 'ended' };
    }
    return { kind: 'failed', response };
  }

  /** One HTTP exchange; a failure to reach the service becomes NetworkError. */
  private async send(url: string, init: SessionRequest, withCredentials: boolean): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (withCredentials && this.mode !== 'cookie' && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (withCredentials && this.mode === 'cookie' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    try {
      return await this.fetchFn(url, {
        method: init.method,
        headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
        ...(this.mode === 'cookie' ? { credentials: 'include' as const } : {}),
      });
    } catch (error) {
      throw new NetworkError(undefined, { cause: error });
    }
  }

  private async readPayload(response: Response): Promise<SessionPayload> {
    const body = (await response.json().catch(() => undefined)) as { data?: SessionPayload } | undefined;
    if (!response.ok || !body?.data) throw ApiError.from(response, body);
    return body.data;
  }

  /** Takes the credentials of a sign-in or a renewal and stores them (session lock held). */
  private async adopt(payload: SessionPayload): Promise<void> {
    this.user = payload.user;
    // A session is either the token pair (mobile) or the CSRF token (browser); see the `Session` schema.
    if (this.mode === 'token') {
      this.accessToken = 'access_token' in payload ? payload.access_token : undefined;
      this.refreshToken = 'refresh_token' in payload ? payload.refresh_token : undefined;
    } else if ('csrf_token' in payload) {
      this.csrfToken = payload.csrf_token;
    }
    this.version = uuid();
    this.state = 'active';
    await this.save();
  }

  /** Takes credentials another client stored. */
  private use(stored: StoredSession): void {
    this.user = stored.user;
    this.accessToken = stored.access_token;
    this.refreshToken = stored.refresh_token;
    this.terminal = stored.terminal ?? null;
    this.personal = stored.personal === true;
    this.version = stored.version;
    this.state = 'active';
  }

  private async save(): Promise<void> {
    const stored: StoredSession = {
      mode: this.mode,
      version: this.version,
      user: this.user,
      ...(this.accessToken ? { access_token: this.accessToken } : {}),
      ...(this.refreshToken ? { refresh_token: this.refreshToken } : {}),
      ...(this.terminal ? { terminal: this.terminal } : {}),
      ...(this.personal ? { personal: true } : {}),
    };
    await this.storage.set(SESSION_KEY, JSON.stringify(stored));
  }

  private async load(): Promise<StoredSession | null> {
    const text = await this.storage.get(SESSION_KEY);
    if (!text) return null;
    try {
      const stored = JSON.parse(text) as StoredSession;
      return stored.mode === this.mode ? stored : null;
    } catch {
      return null;
    }
  }

  /** Forgets the credentials here and in the storage. */
  async forget(): Promise<void> {
    this.user = null;
    this.accessToken = undefined;
    this.refreshToken = undefined;
    this.terminal = null;
    this.personal = false;
    this.csrfToken = undefined;
    this.version = uuid();
    this.state = 'ended';
    await this.storage.delete(SESSION_KEY);
  }

  /** The session is over (a refresh answered 401): forget it, and tell the application once. */
  private async end(announce = true): Promise<void> {
    await this.forget();
    if (announce) this.events.emit('session-ended');
  }
}
