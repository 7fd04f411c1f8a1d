// `timetrack hours [--week | --month]`: per day of this week or month (up to today), the worked time
// (breaks deducted, a period going on counted up to now) and the periods; then the balance as the service
// counts it: to date (the days up to yesterday), today's progress apart, and the running balance.
import { unwrap } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { EXIT, type ExitCode } from '../errors.js';
import { dateLabel, day, duration, periods as periodList, signedDuration, table } from '../format.js';
import { days, localDate, localMidnight, month, week } from '../hours.js';

export async function hours(context: Context, values: { week?: boolean; month?: boolean; json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const { client, user } = session;
  await context.flushQueue(session);
  const now = context.terminal.now();
  const span = values.month ? month(now) : week(now);
  const start = localDate(span.start);
  const end = localDate(localMidnight(span.end, -1));
  const [{ data: periods }, { data: balance }] = await Promise.all([
    unwrap(
      client.api.GET('/workingtime/{id}', {
        params: { path: { id: user.id }, query: { start: span.start.toISOString(), end: span.end.toISOString(), limit: 5000 } },
      }),
    ),
    unwrap(client.api.GET('/users/{id}/balance', { params: { path: { id: user.id }, query: { start, end } } })),
  ]);
  const rows = days(periods, span, now);
  const total = rows.reduce((sum, row) => sum + row.worked_seconds, 0);

  if (values.json) {
    context.printJson({
      start,
      end,
      worked_seconds: total,
      days: rows.map((row) => ({ date: row.date, worked_seconds: row.worked_seconds, periods: row.periods })),
      balance: {
        to_date: balance.to_date,
        today: balance.today ?? null,
        running_balance_seconds: balance.running_balance_seconds,
        running_since: balance.running_since,
        running_through: balance.running_through,
      },
    });
    return EXIT.done;
  }

  const body = rows.map((row) => [day(row.start), row.worked_seconds > 0 ? duration(row.worked_seconds) : '-', periodList(row.periods)]);
  body.push(['Total', duration(total), '']);
  const figures: [string, string][] = [
    [
      'Balance to date',
      balance.to_date
        ? `${signedDuration(balance.to_date.balance_seconds)} (up to ${dateLabel(balance.to_date.through)})`
        : 'nothing owed yet',
    ],
  ];
  if (balance.today) {
    figures.push(['Today so far', `${duration(balance.today.worked_seconds)} of ${duration(balance.today.expected_seconds)}`]);
  }
  figures.push([
    'Running balance',
    balance.running_balance_seconds === null || balance.running_since === null
      ? 'no schedule yet'
      : `${signedDuration(balance.running_balance_seconds)} (from ${dateLabel(balance.running_since)} to ${dateLabel(balance.running_through)})`,
  ]);
  const width = Math.max(...figures.map(([label]) => label.length));
  context.print(
    [table(['Date', 'Worked', 'Periods'], body, [1]), '', ...figures.map(([label, value]) => `${label.padEnd(width)}  ${value}`)].join('\n'),
  );
  return EXIT.done;
}
