// Creating, changing and deleting working times, in the caller's transaction: lock the person, check
// the rules (docs/api.md#working-times) and the week lock, write, log the change, notify the person. Authorization is
// the caller's (a route's access rule, or the review of a correction request).
// An edit that opens or closes the person's working time also writes the `work` clock record stating the
// new state, so that the person's latest clock record (GET /clocks) always tells whether they are clocked in.
import { randomUUID } from 'node:crypto';
import { appendChange } from '../changelog/changelog.js';
import { lockPerson } from '../db/locks.js';
import type { Tx } from '../db/client.js';
import { NotFoundError, ValidationError, type FieldProblem } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import type { WorkingTimeView } from '../presenters/working-time.js';
import { findWorkingTime, rangeOverlap } from '../queries/working-times.js';
import { sql } from 'kysely';
import { assertWeeksOpen, type TouchedInterval } from './week-lock.js';

export const MAX_WORKING_TIME_MS = 24 * 60 * 60 * 1000;

export interface BreakInput {
  start: Date;
  end: Date | null;
}

export interface WorkingTimeInput {
  start: Date;
  end: Date | null;
  breaks?: BreakInput[];
}

export interface WorkingTimeChange {
  start?: Date;
  end?: Date | null;
  /** Given: replaces the whole set of breaks. */
  breaks?: BreakInput[];
}

/** The shape rules of one period and its breaks (no database needed). */
function checkShape(candidate: { start: Date; end: Date | null; breaks: BreakInput[] }, now: Date): void {
  const fields: Record<string, FieldProblem[]> = {};
  const add = (field: string, problem: FieldProblem) => (fields[field] ??= []).push(problem);
  const { start, end, breaks } = candidate;
  if (start.getTime() > now.getTime()) add('start', { code: 'in_future', message: 'must not be in the future' });
  if (end !== null) {
    if (end.getTime() <= start.getTime()) add('end', { code: 'before_start', message: 'must be after start' });
    else if (end.getTime() - start.getTime() > MAX_WORKING_TIME_MS) add('end', { code: 'too_long', message: 'a working time lasts at most 24 hours' });
    if (end.getTime() > now.getTime()) add('end', { code: 'in_future', message: 'must not be in the future' });
  } else if (now.getTime() - start.getTime() > MAX_WORKING_TIME_MS) {
    add('end', { code: 'too_long', message: 'an open working time lasts at most 24 hours: give its end' });
  }
  const periodEnd = end ?? now;
  const sorted = breaks.map((b, index) => ({ ...b, index })).sort((a, b) => a.start.getTime() - b.start.getTime());
  let previousEnd: number | undefined;
  for (const b of sorted) {
    const field = `breaks.${b.index}`;
    if (b.end === null) {
      if (end !== null) add(`${field}.end`, { code: 'required', message: 'is required when the working time has an end' });
    } else if (b.end.getTime() <= b.start.getTime()) {
      add(`${field}.end`, { code: 'before_start', message: 'must be after start' });
    }
    const breakEnd = b.end?.getTime() ?? periodEnd.getTime();
    if (b.start.getTime() < start.getTime() || b.start.getTime() > periodEnd.getTime() || breakEnd > periodEnd.getTime()) {
      add(`${field}.start`, { code: 'invalid', message: 'a break lies inside its working time' });
    }
    if (previousEnd !== undefined && b.start.getTime() < previousEnd) {
      add(`${field}.start`, { code: 'overlaps', message: 'overlaps another break' });
    }
    previousEnd = b.end === null ? Infinity : Math.max(previousEnd ?? -Infinity, b.end.getTime());
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** The rules that need the person's other periods: one open period, no overlap. */
async function checkAgainstOthers(
  trx: Tx,
  userId: number,
  candidate: { start: Date; end: Date | null },
  excludeId: number | null,
): Promise<void> {
  let others = trx.selectFrom('working_times').select(['id', 'start', 'end']).where('user_id', '=', userId);
  if (excludeId !== null) others = others.where('id', '<>', excludeId);
  if (candidate.end === null) {
    const open = await others.where('end', 'is', null).executeTakeFirst();
    if (open) throw ValidationError.field('end', 'open_exists', 'the person already has an open working time');
  }
  // The two disjoint kinds of periods of rangeOverlap, each read through its own index range.
  const window = rangeOverlap('working_times', candidate.start, candidate.end ?? sql<Date>`'infinity'`);
  for (const condition of [window.common, window.longOrOpen]) {
    if (await others.where(condition).executeTakeFirst()) {
      throw ValidationError.field('start', 'overlaps', 'overlaps another working time of the person');
    }
  }
}

async function insertBreaks(trx: Tx, workingTimeId: number, breaks: readonly BreakInput[]): Promise<void> {
  if (breaks.length === 0) return;
  await trx
    .insertInto('breaks')
    .values(breaks.map((b) => ({ working_time_id: workingTimeId, start: b.start, end: b.end })))
    .execute();
}

/**
 * The `work` clock record of an edit that opened (status true) or closed (status false) the person's
 * working time, at the instant the new state began. Written under the person's lock, after their earlier
 * records, so it is the latest one (`latestWorkClock` follows the order of writing, not `time`).
 * The automatic close (commands/reminders.ts) writes it too.
 */
export async function recordClockState(trx: Tx, userId: number, status: boolean, time: Date, workingTimeId: number): Promise<void> {
  await trx
    .insertInto('clock_records')
    .values({
      user_id: userId,
      kind: 'work',
      status,
      time,
      client_id: randomUUID(),
      received_at: new Date(),
      working_time_id: workingTimeId,
    })
    .execute();
}

async function logAndNotify(
  trx: Tx,
  actor: Actor,
  userId: number,
  action: 'create' | 'update' | 'delete',
  subjectId: number,
  before: WorkingTimeView | null,
  after: WorkingTimeView | null,
): Promise<void> {
  const change = await appendChange(trx, {
    userId,
    actorId: actor.id,
    action,
    subjectType: 'working_time',
    subjectId,
    before,
    after,
  });
  const kind = action === 'create' ? 'working_time_created' : action === 'update' ? 'working_time_updated' : 'working_time_deleted';
  await notify(trx, userId, kind, { working_time_id: subjectId, change_id: change.id, actor_id: actor.id });
}

export async function createWorkingTime(
  trx: Tx,
  actor: Actor,
  userId: number,
  input: WorkingTimeInput,
): Promise<WorkingTimeView> {
  await lockPerson(trx, userId);
  const breaks = input.breaks ?? [];
  checkShape({ start: input.start, end: input.end, breaks }, new Date());
  await assertWeeksOpen(trx, userId, [{ start: input.start, end: input.end }]);
  await checkAgainstOthers(trx, userId, input, null);
  const row = await trx
    .insertInto('working_times')
    .values({ user_id: userId, start: input.start, end: input.end })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertBreaks(trx, row.id, breaks);
  if (input.end === null) await recordClockState(trx, userId, true, input.start, row.id);
  const after = (await findWorkingTime(trx, row.id))!;
  await logAndNotify(trx, actor, userId, 'create', row.id, null, after);
  return after;
}

/** The owner of a working time, locked; 404 when there is no such working time. */
async function lockOwner(trx: Tx, workingTimeId: number): Promise<number> {
  const owner = await trx.selectFrom('working_times').select('user_id').where('id', '=', workingTimeId).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such working time.');
  await lockPerson(trx, owner.user_id);
  return owner.user_id;
}

export async function updateWorkingTime(
  trx: Tx,
  actor: Actor,
  workingTimeId: number,
  input: WorkingTimeChange,
): Promise<WorkingTimeView> {
  const userId = await lockOwner(trx, workingTimeId);
  // Read again under the lock: a concurrent request of the person may have changed or deleted it.
  const before = await findWorkingTime(trx, workingTimeId);
  if (!before) throw new NotFoundError('No such working time.');
  const oldRow = await trx.selectFrom('working_times').selectAll().where('id', '=', workingTimeId).executeTakeFirstOrThrow();
  const oldBreaks = await trx.selectFrom('breaks').selectAll().where('working_time_id', '=', workingTimeId).execute();
  const start = input.start ?? oldRow.start;
  const end = input.end !== undefined ? input.end : oldRow.end;
  const closing = oldRow.end === null && end !== null;
  // Closing the period without giving its breaks ends the break in progress with it, as clocking out does.
  const breaks =
    input.breaks ?? oldBreaks.map((b) => ({ start: b.start, end: b.end === null && closing ? end : b.end }));
  checkShape({ start, end, breaks }, new Date());
  const touched: TouchedInterval[] = [
    { start: oldRow.start, end: oldRow.end },
    { start, end },
  ];
  await assertWeeksOpen(trx, userId, touched);
  await checkAgainstOthers(trx, userId, { start, end }, workingTimeId);
  await trx
    .updateTable('working_times')
    .set({ start, end, updated_at: new Date(), auto_closed: false })
    .where('id', '=', workingTimeId)
    .execute();
  if (input.breaks !== undefined) {
    await trx.deleteFrom('breaks').where('working_time_id', '=', workingTimeId).execute();
    await insertBreaks(trx, workingTimeId, input.breaks);
  } else if (closing) {
    await trx.updateTable('breaks').set({ end }).where('working_time_id', '=', workingTimeId).where('end', 'is', null).execute();
  }
  if (closing) await recordClockState(trx, userId, false, end, workingTimeId);
  else if (oldRow.end !== null && end === null) await recordClockState(trx, userId, true, start, workingTimeId);
  const after = (await findWorkingTime(trx, workingTimeId))!;
  await logAndNotify(trx, actor, userId, 'update', workingTimeId, before, after);
  return after;
}

export async function deleteWorkingTime(trx: Tx, actor: Actor, workingTimeId: number): Promise<void> {
  const userId = await lockOwner(trx, workingTimeId);
  const before = await findWorkingTime(trx, workingTimeId);
  if (!before) throw new NotFoundError('No such working time.');
  const row = await trx.selectFrom('working_times').select(['start', 'end']).where('id', '=', workingTimeId).executeTakeFirstOrThrow();
  await assertWeeksOpen(trx, userId, [{ start: row.start, end: row.end }]);
  // Deleting the open period ends the person's clocked-in state now.
  if (row.end === null) await recordClockState(trx, userId, false, new Date(), workingTimeId);
  // Clock records keep their history; their link to the deleted period is cleared by the foreign key.
  await trx.deleteFrom('working_times').where('id', '=', workingTimeId).execute();
  await logAndNotify(trx, actor, userId, 'delete', workingTimeId, before, null);
}
