// createClient: the typed API (openapi-fetch) over the session, the session's life cycle, the queue, and a
// shared clocking terminal's pairing and taps (terminal mode).
import createFetchClient from 'openapi-fetch';
import { liveEvents } from './live.js';
import { Queue } from './queue.js';
import { Session } from './session.js';
import { memoryStorage } from './storage/memory.js';
import type { ClientOptions, paths, TimetrackClient } from './types.js';

/** Methods that carry no body. */
const BODILESS = new Set(['GET', 'HEAD']);

export function createClient(options: ClientOptions): TimetrackClient {
  const storage = options.storage ?? memoryStorage();
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const session = new Session(options.baseUrl, options.mode, storage, baseFetch);

  const api = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    // Every typed call goes through the session: its credentials, renewal and replay.
    fetch: async (request: Request) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const body = BODILESS.has(request.method) ? undefined : await request.text();
      return session.request(request.url, {
        method: request.method,
        headers,
        ...(body ? { body } : {}),
        signal: request.signal,
      });
    },
  });

  const queue = new Queue(session, storage);

  return {
    api,
    queue,
    events: liveEvents(session),
    get user() {
      return session.user;
    },
    login: ({ email, password }) => session.login(email, password),
    completeTwoFactor: (input) => session.completeTwoFactor(input),
    signInWithPasskey: (credential) => session.signInWithPasskey(credential),
    exchangeSingleSignOnCode: (input) => session.exchangeSingleSignOnCode(input),
    signInWithAccessToken: (token) => session.useAccessToken(token),
    get viaPersonalToken() {
      return session.viaPersonalToken;
    },
    logout: () => session.logout(),
    resume: () => session.resume(),
    on: (event, listener) => session.events.on(event, listener),
    terminal: {
      get identity() {
        return session.terminal;
      },
      pair: (pairingCode) => session.pair(pairingCode),
      resume: async () => {
        await session.resume();
        return session.terminal;
      },
      unpair: () => session.unpair(),
      clock: ({ badge, pin, action }) => queue.submit({ kind: 'terminal-clock', badge, pin, ...(action ? { action } : {}) }),
      break: ({ badge, pin, action }) => queue.submit({ kind: 'terminal-break', badge, pin, ...(action ? { action } : {}) }),
    },
  };
}
