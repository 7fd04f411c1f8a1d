// `timetrack leave`: the person's time off (docs/api.md#time-off). `balance` the tracked types of a leave
// year, `list` their requests, `request` asks for days (the days counted and the status in the answer),
// `cancel` withdraws a request.
import { ApiError, formatLeaveDays, insufficientBalance, unwrap, type LeaveType } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { EXIT, RefusedError, UsageError, type ExitCode } from '../errors.js';
import { dateLabel, table } from '../format.js';

type Values = Record<string, string | boolean | undefined>;

const days = (count: number) => `${formatLeaveDays(count)} ${count === 1 || count === 0.5 ? 'day' : 'days'}`;

/** `Mon 2026-12-21 afternoon - Thu 2026-12-24`. */
function span(request: { start_date: string; end_date: string; start_half: string | null; end_half: string | null }): string {
  const first = `${dateLabel(request.start_date)}${request.start_half ? ` ${request.start_half}` : ''}`;
  if (request.start_date === request.end_date) return first;
  return `${first} - ${dateLabel(request.end_date)}${request.end_half ? ` ${request.end_half}` : ''}`;
}

function typeName(types: readonly LeaveType[], id: number): string {
  return types.find((type) => type.id === id)?.name ?? `type ${id}`;
}

export async function leave(context: Context, values: Values): Promise<ExitCode> {
  const session = await context.signedIn();
  const { client, user } = session;
  const { data: types } = await unwrap(client.api.GET('/leave-types', { params: { query: { include_archived: true } } }));

  switch (values.action) {
    case 'balance': {
      const query = values.year === undefined ? {} : { year: Number(values.year) };
      const { data } = await unwrap(client.api.GET('/users/{id}/leave-balances', { params: { path: { id: user.id }, query } }));
      if (values.json) {
        context.printJson(data);
        return EXIT.done;
      }
      if (data.length === 0) {
        context.print('No leave type with an allowance.');
        return EXIT.done;
      }
      const rows = data.map((b) => [
        typeName(types, b.leave_type_id),
        formatLeaveDays(b.accrued_days),
        formatLeaveDays(b.carried_over_days) + (b.carried_over_days > 0 && b.carried_over_expires_on ? ` (until ${b.carried_over_expires_on})` : ''),
        formatLeaveDays(b.expired_days),
        formatLeaveDays(b.taken_days),
        formatLeaveDays(b.planned_days),
        formatLeaveDays(b.pending_days),
        formatLeaveDays(b.available_days),
      ]);
      const first = data[0]!;
      context.print(
        [
          `Leave year ${first.year_start} to ${first.year_end}`,
          table(['Type', 'Accrued', 'Carried over', 'Expired', 'Taken', 'Planned', 'Pending', 'Available'], rows, [1, 3, 4, 5, 6, 7]),
        ].join('\n'),
      );
      return EXIT.done;
    }
    case 'list': {
      const status = values.status as 'pending' | 'approved' | 'rejected' | 'cancelled' | undefined;
      if (status !== undefined && !['pending', 'approved', 'rejected', 'cancelled'].includes(status)) {
        throw new UsageError('leave list: --status is pending, approved, rejected or cancelled');
      }
      const { data } = await unwrap(
        client.api.GET('/users/{id}/leave-requests', { params: { path: { id: user.id }, query: status ? { status } : {} } }),
      );
      if (values.json) {
        context.printJson(data);
        return EXIT.done;
      }
      if (data.length === 0) {
        context.print('No leave requests.');
        return EXIT.done;
      }
      context.print(
        table(
          ['Id', 'Type', 'When', 'Days', 'Status'],
          data.map((r) => [String(r.id), typeName(types, r.leave_type_id), span(r), formatLeaveDays(r.days), r.status]),
          [0, 3],
        ),
      );
      return EXIT.done;
    }
    case 'request': {
      const wanted = String(values.type).trim();
      const active = types.filter((type) => type.active);
      const type =
        active.find((candidate) => String(candidate.id) === wanted) ??
        active.find((candidate) => candidate.name.toLowerCase() === wanted.toLowerCase());
      if (!type) throw new UsageError(`leave request: no leave type "${wanted}" (${active.map((t) => t.name).join(', ')})`);
      const from = String(values.from);
      const to = values.to === undefined ? from : String(values.to);
      try {
        const { data } = await unwrap(
          client.api.POST('/users/{id}/leave-requests', {
            params: { path: { id: user.id } },
            body: {
              leave_type_id: type.id,
              start_date: from,
              end_date: to,
              start_half: (values['start-half'] as 'morning' | 'afternoon' | undefined) ?? null,
              end_half: (values['end-half'] as 'morning' | 'afternoon' | undefined) ?? null,
              ...(values.comment === undefined ? {} : { comment: String(values.comment) }),
            },
          }),
        );
        if (values.json) context.printJson(data);
        else context.print(`Request ${data.id}: ${type.name}, ${span(data)}, ${days(data.days)}, ${data.status}.`);
        return EXIT.done;
      } catch (error) {
        const left = error instanceof ApiError ? insufficientBalance(error) : undefined;
        if (left && error instanceof ApiError) {
          throw new RefusedError(error.code, `not enough ${type.name} left: ${days(left.available_days)} in the leave year ${left.year}`);
        }
        throw error;
      }
    }
    case 'cancel': {
      const { data } = await unwrap(client.api.POST('/leave-requests/{id}/cancel', { params: { path: { id: Number(values.id) } } }));
      if (values.json) context.printJson(data);
      else context.print(`Request ${data.id} cancelled.`);
      return EXIT.done;
    }
    default:
      throw new UsageError('leave: balance, list, request or cancel');
  }
}
