// The command line: which command, with which options (node:util parseArgs, strict), and the usage text.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const json = { json: { type: 'boolean' } } as const satisfies Options;
const help = { help: { type: 'boolean', short: 'h' } } as const satisfies Options;

/** Every command, its options, and its line of the usage text. */
export const COMMANDS = {
  login: {
    options: {
      server: { type: 'string' },
      email: { type: 'string' },
      sso: { type: 'boolean' },
      token: { type: 'string' },
      code: { type: 'string' },
      'recovery-code': { type: 'string' },
      ...json,
    },
    usage: [
      'login --server URL --email E | --sso | --token T',
      'sign in (password from a prompt, or standard input; --sso: single sign-on in a browser; a two-factor code from a prompt, --code C or --recovery-code R; ' +
        '--token: a personal access token tt_pat_…, or - to read it from TIMETRACK_TOKEN or standard input)',
    ],
  },
  whoami: { options: { ...json }, usage: ['whoami', 'who is signed in here, where, and with what (a session or a personal access token)'] },
  logout: { options: {}, usage: ['logout', 'sign out and forget the session here'] },
  status: { options: { ...json }, usage: ['status', "clocked in or not, on a break, today's and this week's hours"] },
  in: { options: { ...json }, usage: ['in', 'clock in'] },
  out: { options: { ...json }, usage: ['out', 'clock out'] },
  break: {
    options: { start: { type: 'boolean' }, end: { type: 'boolean' }, ...json },
    usage: ['break [--start | --end]', 'start or end a break (without an option: toggle)'],
  },
  hours: {
    options: { week: { type: 'boolean' }, month: { type: 'boolean' }, ...json },
    usage: ['hours [--week | --month]', 'worked time per day of this week (default) or month, and the balance'],
  },
  sync: { options: { ...json }, usage: ['sync', 'send the queued actions now'] },
  watch: {
    options: { ...json },
    usage: [
      'watch',
      "live events until Ctrl-C: your clocks, notifications, corrections and weeks; for managers, the people board, then a line per clock (--json: one object per line)",
    ],
  },
  leave: {
    options: {
      year: { type: 'string' },
      status: { type: 'string' },
      type: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'start-half': { type: 'string' },
      'end-half': { type: 'string' },
      comment: { type: 'string' },
      ...json,
    },
    usage: [
      'leave balance|list|request|cancel',
      'time off: `leave balance [--year Y]`, `leave list [--status S]`, ' +
        '`leave request --type NAME|ID --from DATE [--to DATE] [--start-half afternoon] [--end-half morning] [--comment C]`, `leave cancel ID`',
    ],
  },
  queue: {
    options: { dismiss: { type: 'boolean' }, ...json },
    usage: ['queue [--dismiss]', 'actions waiting to be sent, and those refused (--dismiss forgets the refused)'],
  },
} as const satisfies Record<string, { options: Options; usage: readonly [string, string] }>;

export type CommandName = keyof typeof COMMANDS;

export const USAGE = `Usage: timetrack <command> [options]

Commands:
${Object.values(COMMANDS)
  .map(({ usage: [synopsis, description] }) => `  ${synopsis.padEnd(30)}  ${description}`)
  .join('\n')}

Options:
  --json      print the data as JSON (every command that prints data)
  -h, --help  this text

When the service cannot be reached, in, out and break are queued with their time and sent by the next
command. Exit codes: 0 done, 1 refused by the service, 2 usage, 3 not signed in, 4 service unreachable.
The session and the queue live in TIMETRACK_CONFIG_DIR (default: the platform's configuration folder).
`;

/** What was asked: a command with its option values, or the usage text. */
export type Invocation =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'command'; command: CommandName; values: Record<string, string | boolean | undefined> };

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

export function parseCommandLine(args: readonly string[]): Invocation {
  const [first, ...rest] = args;
  if (first === undefined) throw new UsageError('a command is needed; `timetrack --help` lists them');
  if (first === '--help' || first === '-h' || first === 'help') return { kind: 'help' };
  if (first === '--version') return { kind: 'version' };
  if (first.startsWith('-')) throw new UsageError(`a command comes first, not "${first}"; \`timetrack --help\` lists them`);
  if (!isCommand(first)) throw new UsageError(`unknown command "${first}"; \`timetrack --help\` lists them`);

  let values: Record<string, string | boolean | undefined>;
  let positionals: string[] = [];
  try {
    const options: Options = { ...COMMANDS[first].options, ...help };
    // Only `leave` takes words after it: what to do, and a request's id.
    const parsed = parseArgs({ args: [...rest], options, strict: true, allowPositionals: first === 'leave' });
    values = parsed.values as typeof values;
    positionals = parsed.positionals;
  } catch (error) {
    // parseArgs explains unknown options, missing values and stray arguments in one sentence.
    const message = error instanceof Error ? error.message.split('\n')[0]!.replace(/\.$/, '') : String(error);
    throw new UsageError(`${first}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`);
  }
  if (values.help) return { kind: 'help' };
  if (first === 'leave') return { kind: 'command', command: first, values: leaveValues(values, positionals) };
  if (values.start && values.end) throw new UsageError('break: --start or --end, not both');
  if (values.week && values.month) throw new UsageError('hours: --week or --month, not both');
  if (first === 'login') {
    if (values.token !== undefined) {
      if (values.sso || values.email !== undefined) throw new UsageError('login: --token, or --email or --sso, not both');
      if (values.token === '') throw new UsageError('login: --token needs the token (or - to read it)');
      if (values.code !== undefined || values['recovery-code'] !== undefined) {
        throw new UsageError('login: a personal access token needs no two-factor code');
      }
      return { kind: 'command', command: first, values };
    }
    if (values.sso && values.email !== undefined) throw new UsageError('login: --email or --sso, not both');
    if (!values.sso && (values.email === undefined || values.email === '')) throw new UsageError('login: --email (or --sso) is needed');
    if (values.code !== undefined && values['recovery-code'] !== undefined) {
      throw new UsageError('login: --code or --recovery-code, not both');
    }
  }
  return { kind: 'command', command: first, values };
}

const LEAVE_ACTIONS = ['balance', 'list', 'request', 'cancel'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `leave <action> [id]` and the options each action takes. */
function leaveValues(values: Record<string, string | boolean | undefined>, positionals: readonly string[]) {
  const [action, id, ...extra] = positionals;
  if (action === undefined || !(LEAVE_ACTIONS as readonly string[]).includes(action)) {
    throw new UsageError(`leave: balance, list, request or cancel, not ${action === undefined ? 'nothing' : `"${action}"`}`);
  }
  if (extra.length > 0 || (id !== undefined && action !== 'cancel')) throw new UsageError(`leave ${action}: unexpected "${extra[0] ?? id}"`);
  const allowed: Record<(typeof LEAVE_ACTIONS)[number], readonly string[]> = {
    balance: ['year', 'json'],
    list: ['status', 'json'],
    request: ['type', 'from', 'to', 'start-half', 'end-half', 'comment', 'json'],
    cancel: ['json'],
  };
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && !allowed[action as (typeof LEAVE_ACTIONS)[number]].includes(name)) {
      throw new UsageError(`leave ${action}: --${name} does not apply`);
    }
  }
  if (values.year !== undefined && !/^\d{4}$/.test(String(values.year))) throw new UsageError('leave balance: --year is a year such as 2026');
  if (action === 'request') {
    if (!values.type) throw new UsageError('leave request: --type (a leave type\'s name or id) is needed');
    if (!values.from || !DATE.test(String(values.from))) throw new UsageError('leave request: --from YYYY-MM-DD is needed');
    if (values.to !== undefined && !DATE.test(String(values.to))) throw new UsageError('leave request: --to is a date YYYY-MM-DD');
    for (const half of ['start-half', 'end-half']) {
      if (values[half] !== undefined && values[half] !== 'morning' && values[half] !== 'afternoon') {
        throw new UsageError(`leave request: --${half} is morning or afternoon`);
      }
    }
  }
  if (action === 'cancel' && (id === undefined || !/^\d{1,10}$/.test(id))) throw new UsageError('leave cancel: the request\'s id is needed');
  return { ...values, action, ...(id === undefined ? {} : { id }) };
}

/** The API's address from what the person typed: `https://time.example.com` or `…/api`, without a trailing slash. */
export function apiUrl(server: string): string {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new UsageError(`login: --server must be an address such as https://time.example.com, not "${server}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`login: --server must be an http or https address, not "${server}"`);
  }
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/api') ? path : `${path}/api`;
  return url.toString();
}
