// `timetrack status`: clocked in since when, on a break since when, and today's and this week's hours.
import { unwrap } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { EXIT, type ExitCode } from '../errors.js';
import { duration, moment } from '../format.js';
import { openState, serviceTime, today, week, workedSeconds } from '../hours.js';

export async function status(context: Context, values: { json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const { client, user } = session;
  const { pending } = await context.flushQueue(session);
  const now = context.terminal.now();
  const thisWeek = week(now);
  const [{ data: latest }, { data: periods }] = await Promise.all([
    unwrap(client.api.GET('/clocks/{user_id}', { params: { path: { user_id: user.id } } })),
    unwrap(
      client.api.GET('/workingtime/{id}', {
        params: {
          path: { id: user.id },
          query: { start: thisWeek.start.toISOString(), end: thisWeek.end.toISOString(), limit: 5000 },
        },
      }),
    ),
  ]);
  const { period, pause } = openState(periods);
  await context.saveClockState({ user_id: user.id, clocked_in: Boolean(period), on_break: Boolean(pause) });
  const since = period ? serviceTime(period.start) : null;
  const breakSince = pause ? serviceTime(pause.start) : null;
  const lastOut = !period && latest && !latest.status ? new Date(latest.time) : null;
  const todaySeconds = workedSeconds(periods, today(now), now);
  const weekSeconds = workedSeconds(periods, thisWeek, now);
  const rejected = client.queue.rejected().filter((action) => action.owner_id === user.id);

  if (values.json) {
    context.printJson({
      user: { id: user.id, name: user.name, email: user.email },
      clocked_in: Boolean(period),
      since: since?.toISOString() ?? null,
      on_break: Boolean(pause),
      break_since: breakSince?.toISOString() ?? null,
      last_clock_out: lastOut?.toISOString() ?? null,
      today_seconds: todaySeconds,
      week_seconds: weekSeconds,
      pending: pending.length,
      rejected: rejected.length,
    });
    return EXIT.done;
  }

  const lines: string[] = [];
  if (since) {
    lines.push(`Clocked in since ${moment(since, now)}${breakSince ? `, on a break since ${moment(breakSince, now)}` : ''}.`);
  } else {
    lines.push(`Clocked out${lastOut ? ` since ${moment(lastOut, now)}` : ''}.`);
  }
  lines.push(`Today:     ${duration(todaySeconds)}`, `This week: ${duration(weekSeconds)}`);
  if (pending.length > 0) lines.push(`${pending.length} action${pending.length === 1 ? '' : 's'} waiting to be sent (timetrack queue).`);
  if (rejected.length > 0) lines.push(`${rejected.length} action${rejected.length === 1 ? '' : 's'} refused by the service (timetrack queue).`);
  context.print(lines.join('\n'));
  return EXIT.done;
}
