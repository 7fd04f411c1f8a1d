// What every command works with: the configuration folder (session, queue, the saved server address and
// the last known clock state, each a file of mode 0600), the client in token mode, and the terminal.
import { createClient, fileStorage, type QueuedAction, type RejectedAction, type StorageAdapter, type TimetrackClient, type User } from '@timetrack/client/node';
import { NotSignedInError, UsageError } from './errors.js';
import { day, clockTime } from './format.js';

/** Where the command reads and writes: the process's streams and environment, or a test's. */
export interface Terminal {
  stdin: NodeJS.ReadStream;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  now: () => Date;
}

/** A request that gets no answer within this time counts as the service being unreachable. */
const REQUEST_TIMEOUT_MS = 20_000;

const SETTINGS_KEY = 'settings';
const CLOCK_STATE_KEY = 'clock-state';

interface Settings {
  /** The API's address, `/api` included. */
  server: string;
}

/** Whether the person was clocked in and on a break, as last learnt from the service or last done here. */
export interface ClockState {
  user_id: number;
  clocked_in: boolean;
  on_break: boolean;
  as_of: string;
}

export interface SignedIn {
  client: TimetrackClient;
  user: User;
  server: string;
}

/**
 * The fetch of the client, with a time limit on every request. An event stream stays open for as long as
 * it is read: its limit is on the answer's headers only.
 */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (new Headers(init?.headers).get('accept') === 'text/event-stream') {
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(new DOMException('No answer in time.', 'TimeoutError')), REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, answered.signal]) : answered.signal;
    return fetch(input, { ...init, signal }).finally(() => clearTimeout(timer));
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
}

/** `clock-in`, `clock-out`, `break start`, `break end`, `correction request`. */
export function describeAction(action: QueuedAction): string {
  const { input } = action;
  if (input.kind === 'clock') return input.action === 'in' ? 'clock-in' : 'clock-out';
  if (input.kind === 'break') return `break ${input.action}`;
  return 'correction request';
}

export function refusal(action: RejectedAction): string {
  return `${action.error.code} (${action.error.message.replace(/\.$/, '')})`;
}

export class Context {
  readonly storage: StorageAdapter;
  /** The API's address in use, once known (to name it when it cannot be reached). */
  server: string | undefined;

  /** The saved session was a personal access token's (known once resumed): a 401 then means it expired or was revoked. */
  viaPersonalToken = false;

  constructor(
    readonly dir: string,
    readonly terminal: Terminal,
    /** The environment (TIMETRACK_TOKEN). */
    readonly env: NodeJS.ProcessEnv = {},
  ) {
    this.storage = fileStorage(dir);
  }

  async settings(): Promise<Settings | null> {
    const text = await this.storage.get(SETTINGS_KEY);
    if (!text) return null;
    try {
      const parsed = JSON.parse(text) as Partial<Settings>;
      return typeof parsed.server === 'string' ? { server: parsed.server } : null;
    } catch {
      return null;
    }
  }

  async saveSettings(settings: Settings): Promise<void> {
    await this.storage.set(SETTINGS_KEY, `${JSON.stringify(settings, null, 2)}\n`);
  }

  client(server: string): TimetrackClient {
    this.server = server;
    return createClient({ baseUrl: server, mode: 'token', storage: this.storage, fetch: fetchWithTimeout });
  }

  /** The saved session, or NotSignedInError. */
  async signedIn(): Promise<SignedIn> {
    const session = await this.resume();
    if (!session) throw new NotSignedInError();
    return session;
  }

  /** The saved session, or null when nobody is signed in here. */
  async resume(): Promise<SignedIn | null> {
    const settings = await this.settings();
    if (!settings) return null;
    const client = this.client(settings.server);
    const user = await client.resume();
    this.viaPersonalToken = client.viaPersonalToken;
    return user ? { client, user, server: settings.server } : null;
  }

  /**
   * Sends what is queued (every command does this first) and tells, on standard error, what was sent and
   * what the service refused. Never fails for want of the service: the actions just stay queued.
   */
  async flushQueue({ client, user }: SignedIn): Promise<{ delivered: number; refused: RejectedAction[]; pending: QueuedAction[] }> {
    const result = await client.queue.sync();
    // Actions refused in this run are the last ones of the refused list.
    const refused = result.rejected > 0 ? client.queue.rejected().slice(-result.rejected) : [];
    if (result.delivered > 0) {
      this.note(`sent ${result.delivered} queued action${result.delivered === 1 ? '' : 's'}`);
    }
    for (const action of refused) {
      this.note(`the queued ${describeAction(action)} of ${this.when(action.time)} was refused by the service: ${refusal(action)}`);
    }
    if (refused.length > 0) await this.forgetClockState();
    const pending = client.queue.pending().filter((action) => action.owner_id === user.id);
    return { delivered: result.delivered, refused, pending };
  }

  async clockState(userId: number): Promise<ClockState | null> {
    const text = await this.storage.get(CLOCK_STATE_KEY);
    if (!text) return null;
    try {
      const state = JSON.parse(text) as ClockState;
      return state.user_id === userId ? state : null;
    } catch {
      return null;
    }
  }

  async saveClockState(state: Omit<ClockState, 'as_of'>): Promise<void> {
    const stored: ClockState = { ...state, as_of: this.terminal.now().toISOString() };
    await this.storage.set(CLOCK_STATE_KEY, JSON.stringify(stored));
  }

  async forgetClockState(): Promise<void> {
    await this.storage.delete(CLOCK_STATE_KEY);
  }

  /** `Mon 2026-11-23 17:31` of an ISO instant. */
  when(iso: string): string {
    const instant = new Date(iso);
    return `${day(instant)} ${clockTime(instant)}`;
  }

  print(text: string): void {
    this.terminal.stdout(text.endsWith('\n') ? text : `${text}\n`);
  }

  printJson(value: unknown): void {
    this.print(JSON.stringify(value, null, 2));
  }

  /** A line for the person on standard error, beside the data. */
  note(text: string): void {
    this.terminal.stderr(`timetrack: ${text}\n`);
  }
}

/** The password: typed at a prompt without echo, or the first line of standard input when it is not a terminal. */
export async function readPassword(terminal: Terminal): Promise<string> {
  const { stdin } = terminal;
  const password = stdin.isTTY ? await prompt(terminal) : firstLine(await readAll(stdin));
  if (!password) throw new UsageError('login: no password given');
  return password;
}

/** A personal access token: typed at a prompt without echo, or the first line of standard input when it is not a terminal. */
export async function readAccessToken(terminal: Terminal): Promise<string> {
  const { stdin } = terminal;
  const token = (stdin.isTTY ? await prompt(terminal, 'Personal access token: ') : firstLine(await readAll(stdin))).trim();
  if (!token) throw new UsageError('login: no token given');
  return token;
}

function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
}

async function readAll(stream: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The answer to a two-factor challenge, typed at a prompt (a code of the person's app, or a recovery code);
 * undefined when standard input is not a terminal (then --code or --recovery-code gives it).
 */
export async function readSecondFactor(terminal: Terminal): Promise<string | undefined> {
  if (!terminal.stdin.isTTY) return undefined;
  const answer = (await prompt(terminal, 'Two-factor code (or a recovery code): ')).trim();
  if (!answer) throw new UsageError('login: no two-factor code given');
  return answer;
}

/** Reads a line in raw mode, echoing nothing; Ctrl-C stops, Backspace erases. */
function prompt(terminal: Terminal, label = 'Password: '): Promise<string> {
  const { stdin } = terminal;
  terminal.stderr(label);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      terminal.stderr('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new UsageError('login: cancelled'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
