// `timetrack watch`: the caller's live events as lines until Ctrl-C. A manager or general manager first gets
// the people board (one `GET /presence`), then a line per clock of someone on it: who, their new status,
// when. `--json`: one JSON object per line (the board first for managers, then each event as it comes).
import { unwrap, type LiveEvent, type Presence, type TimetrackClient } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { EXIT, NotSignedInError, type ExitCode } from '../errors.js';
import { clockTime, duration, moment, table } from '../format.js';
import { serviceTime } from '../hours.js';

/** The board's one page: the service's largest. */
const BOARD_LIMIT = 5000;
const BOARD_ROLES = new Set(['manager', 'general_manager']);

type Status = Presence['status'];
const STATUS_WORDS: Record<Status, string> = { in: 'in', break: 'on a break', out: 'out' };

/** An instant as the service writes it: ISO 8601, or `YYYY-MM-DD HH:MM:SS` in UTC. */
function instant(value: string): Date {
  return value.includes('T') ? new Date(value) : serviceTime(value);
}

export function statusOf(clock: { status: boolean; on_break: boolean }): Status {
  if (!clock.status) return 'out';
  return clock.on_break ? 'break' : 'in';
}

async function loadBoard(client: TimetrackClient): Promise<{ people: Presence[]; total: number }> {
  const { data, meta } = await unwrap(client.api.GET('/presence', { params: { query: { limit: BOARD_LIMIT } } }));
  return { people: data, total: meta.total };
}

function boardText(people: readonly Presence[], total: number, now: Date): string {
  const rows = people.map((person) => [
    person.name,
    STATUS_WORDS[person.status],
    person.since ? moment(instant(person.since), now) : '',
    duration(person.today_seconds),
    duration(person.week_seconds),
  ]);
  const shown = total > people.length ? `\n(the first ${people.length} of ${total} people)` : '';
  return `${table(['Name', 'Status', 'Since', 'Today', 'This week'], rows, [3, 4])}${shown}`;
}

/** One line for a person: `09:05  Ada Lovelace  in`, `12:30  notification correction_decided (#8)`. */
function eventLine(event: LiveEvent, names: ReadonlyMap<number, string>, ownId: number, now: Date): string {
  const who = (userId: number) => (userId === ownId ? 'you' : (names.get(userId) ?? `person #${userId}`));
  switch (event.type) {
    case 'clock':
      return `${clockTime(instant(event.data.time))}  ${who(event.data.user_id)}  ${STATUS_WORDS[statusOf(event.data)]}`;
    case 'notification':
      return `${clockTime(now)}  notification ${event.data.kind} (#${event.data.id})`;
    case 'correction':
      return `${clockTime(now)}  correction #${event.data.id} of ${who(event.data.user_id)}  ${event.data.status}`;
    case 'week_validation':
      return `${clockTime(now)}  week of ${event.data.week_start} of ${who(event.data.user_id)}  ${event.data.status}`;
    case 'leave_request':
      return `${clockTime(now)}  leave request #${event.data.id} of ${who(event.data.user_id)}  ${event.data.status}`;
  }
}

export async function watch(context: Context, values: { json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const { client } = session;
  await context.flushQueue(session);
  const { data: me } = await unwrap(client.api.GET('/auth/me'));
  const board = BOARD_ROLES.has(me.role);
  const names = new Map<number, string>([[me.id, me.name]]);

  const showBoard = async () => {
    const { people, total } = await loadBoard(client);
    for (const person of people) names.set(person.user_id, person.name);
    if (values.json) context.print(JSON.stringify({ type: 'presence', data: people, total }));
    else context.print(boardText(people, total, context.terminal.now()));
  };
  if (board) await showBoard();

  return new Promise<ExitCode>((resolve, reject) => {
    let reconnecting = false;
    const finish = (outcome: () => void) => {
      unsubscribe();
      offEnded();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      outcome();
    };
    const onSignal = () => finish(() => resolve(EXIT.done));
    const offEnded = client.on('session-ended', () =>
      finish(() => reject(new NotSignedInError('your session has ended; sign in again with `timetrack login`'))),
    );
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const unsubscribe = client.events.subscribe({
      onEvent: (event) => {
        if (values.json) context.print(JSON.stringify(event));
        else context.print(eventLine(event, names, me.id, context.terminal.now()));
      },
      onReset: () => {
        // Events were missed: the board is read again, so that what is shown is true.
        if (values.json) context.print(JSON.stringify({ type: 'reset' }));
        else context.note('some events were missed while disconnected');
        if (board) showBoard().catch(() => context.note('the people board could not be read again; the lines that follow still hold'));
      },
      onStatus: (status) => {
        if (status === 'open') {
          if (reconnecting) context.note('connected again');
          else context.note('watching; Ctrl-C stops');
          reconnecting = false;
        } else if (!reconnecting) {
          reconnecting = true;
          context.note('the connection to the service was lost; reconnecting');
        }
      },
    });
  });
}
