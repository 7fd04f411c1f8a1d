// The fields of a clock request, shared by a person's own clock routes and the shared terminals' routes
// (docs/api.md#clocks): the client's id for retries, the time it happened, and their reading into a command's fields.
import { Type } from 'typebox';
import { ValidationError } from '../errors.js';
import { parseInstant } from '../time/instant.js';
import { InstantInput } from './common.js';

export const ClientId = Type.String({
  format: 'uuid',
  description: 'client-generated; a client_id already received for the person answers the stored record with 200',
});
export const ClockTime = InstantInput(
  'when it happened (default: when received); ISO 8601 with Z or an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). ' +
    'At most 2 minutes ahead (`in_future`), not before the latest clock record (`before_last_clock`), ' +
    'at most 7 days old (`too_old`), not in a validated week (409 `week_validated`). More than 10 minutes before ' +
    "it is received, the record is marked `backdated` and the person's managers are notified (`clock_backdated`)",
);

function clockTime(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = parseInstant(value);
  if (!time) throw ValidationError.field('time', 'invalid', 'must be an ISO 8601 date-time');
  return time;
}

/** The command's fields from the body of a clock route (no body: toggle now, without client_id). */
export function clockFields<Action extends string>(body: { action?: Action; client_id?: string; time?: string } | null) {
  const given = body ?? {};
  return {
    ...(given.action ? { action: given.action } : {}),
    ...(given.client_id ? { clientId: given.client_id.toLowerCase() } : {}),
    ...(given.time !== undefined ? { time: clockTime(given.time) } : {}),
  };
}
