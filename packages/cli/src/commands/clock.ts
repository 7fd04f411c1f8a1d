// `timetrack in`, `out` and `break`: sent through the client's offline queue, so that when the service
// cannot be reached the action waits with the time it was done, and the next command sends it.
import { NetworkError, unwrap, type QueuedActionInput } from '@timetrack/client/node';
import { describeAction, type Context, type SignedIn } from '../context.js';
import { EXIT, NotSignedInError, RefusedError, UsageError, type ExitCode } from '../errors.js';
import { clockTime } from '../format.js';
import { openState } from '../hours.js';

type Values = { json?: boolean; start?: boolean; end?: boolean };

const DONE: Record<string, string> = {
  'clock-in': 'Clocked in',
  'clock-out': 'Clocked out',
  'break start': 'Break started',
  'break end': 'Break ended',
};

export async function clockIn(context: Context, values: Values): Promise<ExitCode> {
  const session = await context.signedIn();
  return submit(context, session, { kind: 'clock', user_id: session.user.id, action: 'in' }, values);
}

export async function clockOut(context: Context, values: Values): Promise<ExitCode> {
  const session = await context.signedIn();
  return submit(context, session, { kind: 'clock', user_id: session.user.id, action: 'out' }, values);
}

export async function takeBreak(context: Context, values: Values): Promise<ExitCode> {
  const session = await context.signedIn();
  await context.flushQueue(session);
  const action = values.start ? 'start' : values.end ? 'end' : await breakToggle(context, session);
  return submit(context, session, { kind: 'break', user_id: session.user.id, action }, values, false);
}

/** Start or end, from the service's state (its open working time's open break), or offline from the last state known here. */
async function breakToggle(context: Context, { client, user }: SignedIn): Promise<'start' | 'end'> {
  const now = context.terminal.now();
  try {
    // An open working time reaches to the end of time, so a moment's range finds it.
    const around = { start: new Date(now.getTime() - 1000).toISOString(), end: new Date(now.getTime() + 1000).toISOString() };
    const { data: periods } = await unwrap(client.api.GET('/workingtime/{id}', { params: { path: { id: user.id }, query: around } }));
    const { period, pause } = openState(periods);
    await context.saveClockState({ user_id: user.id, clocked_in: Boolean(period), on_break: Boolean(pause) });
    return pause ? 'end' : 'start';
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
  }
  const known = await context.clockState(user.id);
  if (!known) {
    throw new UsageError('break: the service cannot be reached and the break state is not known here; say --start or --end');
  }
  return known.on_break ? 'end' : 'start';
}

async function submit(context: Context, session: SignedIn, input: QueuedActionInput, values: Values, flush = true): Promise<ExitCode> {
  const { client, user } = session;
  // Older actions first, with what became of them (the queue would send them anyway, but silently).
  if (flush) await context.flushQueue(session);
  const result = await client.queue.submit(input);
  const what = describeAction(result.action);
  const at = clockTime(new Date(result.action.time));

  if (result.status === 'rejected') {
    // Told now, as this command's answer: nothing to keep in the refused list.
    await client.queue.dismiss(result.action.client_id);
    await context.forgetClockState();
    throw new RefusedError(result.action.error.code, result.action.error.message);
  }
  await context.saveClockState({ user_id: user.id, ...stateAfter(input, await context.clockState(user.id)) });
  if (result.status === 'queued' && client.user === null) {
    throw new NotSignedInError(`your session has ended: the ${what} of ${at} waits in the queue until you sign in again`);
  }

  if (values.json) {
    const { client_id, time } = result.action;
    context.printJson({
      status: result.status,
      action: { ...input, client_id, time },
      ...(result.status === 'delivered' ? { record: result.record } : {}),
    });
  } else if (result.status === 'delivered') {
    context.print(`${DONE[what]} at ${at}.`);
  } else {
    context.print(`Queued: ${what} at ${at}. The service cannot be reached now; the next timetrack command sends it.`);
  }
  return EXIT.done;
}

/** The clock state once `input` is done (queued actions count as done: the next offline break toggle follows them). */
function stateAfter(input: QueuedActionInput, before: { clocked_in: boolean; on_break: boolean } | null) {
  if (input.kind === 'clock') return { clocked_in: input.action === 'in', on_break: false };
  if (input.kind === 'break') return { clocked_in: true, on_break: input.action === 'start' };
  return { clocked_in: before?.clocked_in ?? false, on_break: before?.on_break ?? false };
}
