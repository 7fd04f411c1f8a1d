// `timetrack sync` sends what is queued now; `timetrack queue` lists the actions waiting and those refused.
import type { QueuedAction, RejectedAction } from '@timetrack/client/node';
import { describeAction, refusal, type Context } from '../context.js';
import { EXIT, UnreachableError, type ExitCode } from '../errors.js';

function shown(action: QueuedAction) {
  return { client_id: action.client_id, time: action.time, ...action.input };
}

export async function sync(context: Context, values: { json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const { delivered, refused, pending } = await context.flushQueue(session);
  if (values.json) {
    context.printJson({
      delivered,
      rejected: refused.map((action) => ({ ...shown(action), error: action.error })),
      pending: pending.length,
    });
  } else if (delivered === 0 && refused.length === 0 && pending.length === 0) {
    context.print('Nothing was waiting to be sent.');
  } else {
    context.print(`Sent ${delivered}, refused ${refused.length}, still waiting ${pending.length}.`);
  }
  if (pending.length > 0) {
    throw new UnreachableError(session.server, `${pending.length} action${pending.length === 1 ? '' : 's'} still waiting`);
  }
  return refused.length > 0 ? EXIT.refused : EXIT.done;
}

export async function queue(context: Context, values: { dismiss?: boolean; json?: boolean }): Promise<ExitCode> {
  // Listing needs no service; signed in, what is queued goes first, as for every command.
  const settings = await context.settings();
  const session = settings ? await context.resume() : null;
  if (session) await context.flushQueue(session);
  const client = session?.client ?? (settings ? context.client(settings.server) : null);
  // Signed out, nothing is sent: the pass only loads the stored lists.
  if (client && !session) await client.queue.sync();
  const pending = client?.queue.pending() ?? [];
  const rejected = client?.queue.rejected() ?? [];

  if (values.json) {
    context.printJson({
      pending: pending.map(shown),
      rejected: rejected.map((action: RejectedAction) => ({ ...shown(action), error: action.error })),
    });
  } else if (pending.length === 0 && rejected.length === 0) {
    context.print('Nothing is queued.');
  } else {
    const lines: string[] = [];
    if (pending.length > 0) {
      lines.push(`Waiting to be sent (${pending.length}):`);
      for (const action of pending) lines.push(`  ${context.when(action.time)}  ${describeAction(action)}`);
    }
    if (rejected.length > 0) {
      lines.push(`Refused by the service (${rejected.length}):`);
      for (const action of rejected) lines.push(`  ${context.when(action.time)}  ${describeAction(action)}: ${refusal(action)}`);
      if (!values.dismiss) lines.push('(timetrack queue --dismiss forgets the refused actions)');
    }
    context.print(lines.join('\n'));
  }
  if (values.dismiss) {
    for (const action of rejected) await client?.queue.dismiss(action.client_id);
    if (!values.json && rejected.length > 0) context.print(`Forgot ${rejected.length} refused action${rejected.length === 1 ? '' : 's'}.`);
  }
  return EXIT.done;
}
