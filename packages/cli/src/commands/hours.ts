// `timetrack hours [--week | --month]`: per day of this week or month (up to today), the worked time
// (breaks deducted, a period going on counted up to now) and the periods.
import { unwrap } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { EXIT, type ExitCode } from '../errors.js';
import { day, duration, periods as periodList, table } from '../format.js';
import { days, localDate, localMidnight, month, week } from '../hours.js';

export async function hours(context: Context, values: { week?: boolean; month?: boolean; json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const { client, user } = session;
  await context.flushQueue(session);
  const now = context.terminal.now();
  const span = values.month ? month(now) : week(now);
  const { data: periods } = await unwrap(
    client.api.GET('/workingtime/{id}', {
      params: { path: { id: user.id }, query: { start: span.start.toISOString(), end: span.end.toISOString(), limit: 5000 } },
    }),
  );
  const rows = days(periods, span, now);
  const total = rows.reduce((sum, row) => sum + row.worked_seconds, 0);

  if (values.json) {
    context.printJson({
      start: localDate(span.start),
      end: localDate(localMidnight(span.end, -1)),
      worked_seconds: total,
      days: rows.map((row) => ({ date: row.date, worked_seconds: row.worked_seconds, periods: row.periods })),
    });
    return EXIT.done;
  }

  const body = rows.map((row) => [day(row.start), row.worked_seconds > 0 ? duration(row.worked_seconds) : '-', periodList(row.periods)]);
  body.push(['Total', duration(total), '']);
  context.print(table(['Date', 'Worked', 'Periods'], body, [1]));
  return EXIT.done;
}
