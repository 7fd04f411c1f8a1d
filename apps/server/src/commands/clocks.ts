// Clocking in and out, and breaks: the person's own clocking (no change-log entry). Every request takes
// the person's row lock first, so the requests of one person run one after the other across instances;
// a known client_id is answered with the stored record before any state rule, so a replay (offline
// queue, retry after a lost answer) never clocks twice.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.js';
import type { ClockRecordRow } from '../db/schema.js';
import { lockPerson } from '../db/locks.js';
import { ConflictError, ValidationError } from '../errors.js';
import { assertWeeksOpen } from './week-lock.js';

/** How far ahead of the server's clock a client's `time` may be (clock skew). */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** How old a replayed `time` may be (an offline queue). */
export const CLOCK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type WorkAction = 'in' | 'out';
export type BreakAction = 'start' | 'end';

export type ClockRequest =
  | { kind: 'work'; action?: WorkAction; clientId?: string; time?: Date }
  | { kind: 'break'; action?: BreakAction; clientId?: string; time?: Date };

export interface ClockResult {
  record: ClockRecordRow;
  /** False when the client_id was already received: the stored record is answered. */
  created: boolean;
}

/** `at`: the moment received (tests pass one); taken once the lock is held, so it follows the previous request's. */
export async function clock(trx: Tx, userId: number, request: ClockRequest, at?: Date): Promise<ClockResult> {
  await lockPerson(trx, userId);
  const now = at ?? new Date();
  if (request.clientId !== undefined) {
    const known = await trx
      .selectFrom('clock_records')
      .selectAll()
      .where('user_id', '=', userId)
      .where('client_id', '=', request.clientId)
      .executeTakeFirst();
    if (known) return { record: known, created: false };
  }

  const time = request.time ?? now;
  if (request.time !== undefined) {
    if (time.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw ValidationError.field('time', 'in_future', 'must not be more than 2 minutes ahead');
    }
    if (time.getTime() < now.getTime() - CLOCK_MAX_AGE_MS) {
      throw ValidationError.field('time', 'too_old', 'must not be older than 7 days');
    }
  }
  const latest = await trx
    .selectFrom('clock_records')
    .select('time')
    .where('user_id', '=', userId)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && time.getTime() < latest.time.getTime()) {
    throw ValidationError.field('time', 'before_last_clock', "must not be before the person's latest clock record");
  }
  await assertWeeksOpen(trx, userId, [{ start: time, end: time }]);

  const open = await trx
    .selectFrom('working_times')
    .select(['id', 'start'])
    .where('user_id', '=', userId)
    .where('end', 'is', null)
    .executeTakeFirst();
  const openBreak = open
    ? await trx
        .selectFrom('breaks')
        .select(['id', 'start'])
        .where('working_time_id', '=', open.id)
        .where('end', 'is', null)
        .executeTakeFirst()
    : undefined;

  const record = async (status: boolean, workingTimeId: number) =>
    trx
      .insertInto('clock_records')
      .values({
        user_id: userId,
        kind: request.kind,
        status,
        time,
        client_id: request.clientId ?? randomUUID(),
        received_at: now,
        working_time_id: workingTimeId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  const notAfter = (start: Date) => {
    if (time.getTime() <= start.getTime()) {
      throw ValidationError.field('time', 'before_start', 'must be after the start it closes');
    }
  };

  if (request.kind === 'work') {
    const action = request.action ?? (open ? 'out' : 'in');
    if (action === 'in') {
      if (open) throw new ConflictError('already_clocked_in', 'Already clocked in.');
      // A backdated clock-in must not reach into a period recorded since. A person's periods never overlap,
      // so only the latest one can end after `time`: one index probe instead of a scan of the whole history.
      const latestPeriod = await trx
        .selectFrom('working_times')
        .select('end')
        .where('user_id', '=', userId)
        .orderBy('start', 'desc')
        .limit(1)
        .executeTakeFirst();
      const later = latestPeriod?.end != null && latestPeriod.end.getTime() > time.getTime();
      if (later) throw ValidationError.field('time', 'overlaps', 'falls inside another working time of the person');
      const workingTime = await trx
        .insertInto('working_times')
        .values({ user_id: userId, start: time, end: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { record: await record(true, workingTime.id), created: true };
    }
    if (!open) throw new ConflictError('not_clocked_in', 'Not clocked in.');
    notAfter(open.start);
    if (openBreak) {
      notAfter(openBreak.start);
      await trx.updateTable('breaks').set({ end: time }).where('id', '=', openBreak.id).execute();
    }
    await trx.updateTable('working_times').set({ end: time, updated_at: now }).where('id', '=', open.id).execute();
    return { record: await record(false, open.id), created: true };
  }

  if (!open) throw new ConflictError('not_clocked_in', 'Not clocked in.');
  const action = request.action ?? (openBreak ? 'end' : 'start');
  if (action === 'start') {
    if (openBreak) throw new ConflictError('already_on_break', 'Already on a break.');
    await trx.insertInto('breaks').values({ working_time_id: open.id, start: time, end: null }).execute();
    return { record: await record(true, open.id), created: true };
  }
  if (!openBreak) throw new ConflictError('not_on_break', 'Not on a break.');
  notAfter(openBreak.start);
  await trx.updateTable('breaks').set({ end: time }).where('id', '=', openBreak.id).execute();
  return { record: await record(false, open.id), created: true };
}

