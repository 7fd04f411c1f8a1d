// Time off (docs/api.md#time-off): leave types, allowances, requests and their decisions, calendar feeds.
// A request is written under the person's row lock (db/locks.ts): its overlap and balance checks and its
// days are one step per person, so of two requests racing for the same days or the last days of a
// balance exactly one is accepted (the unique indexes of leave_request_days hold the days even so). Every
// request, decision and cancellation is logged and notified in its transaction; the live events and the
// webhooks are written by the triggers of migration 0090.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { appendChange } from '../changelog/changelog.js';
import type { Executor, Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import type { LeaveHalf, LeaveRequestRow, LeaveTypeRow, Role } from '../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldProblem } from '../errors.js';
import { generalManagers, teamManagersOf } from '../notifications/recipients.js';
import { notify, type NotificationKind } from '../notifications/notify.js';
import { can, type Actor } from '../policies/rules.js';
import { loadPerson } from '../policies/subjects.js';
import { presentAbsence } from '../presenters/absence.js';
import { presentLeaveRequest, type LeaveBalance } from '../presenters/leave.js';
import {
  availableFor,
  balanceFacts,
  countedDays,
  feedTokenHash,
  leaveBalances,
  leaveYearOf,
  partDays,
  partsOf,
  type DayPart,
} from '../queries/leave.js';
import { MAX_REPORT_DAYS } from '../schemas/day-range.js';
import { dateInZone, daysBetween } from '../time/zone.js';
import { assertWeeksOpenForDays } from './week-lock.js';

/** What the rules of time off read from the configuration. */
export interface LeaveContext {
  zone: string;
  region: string | undefined;
  defaultSeconds: readonly number[];
  leaveYearStart: string;
  now: Date;
}

// ---------------------------------------------------------------------------------------------------------
// Leave types.
// ---------------------------------------------------------------------------------------------------------

export interface LeaveTypeInput {
  name: string;
  category: LeaveTypeRow['category'];
  requires_approval?: boolean | undefined;
  tracked?: boolean | undefined;
  annual_days?: number | undefined;
  accrual?: LeaveTypeRow['accrual'] | undefined;
  carry_over_max_days?: number | undefined;
  carry_over_expires?: string | null | undefined;
  allow_negative?: boolean | undefined;
  visible_to_colleagues?: boolean | undefined;
  active?: boolean | undefined;
}

async function assertNameFree(db: Executor, name: string, exceptId: number | null): Promise<void> {
  let query = db
    .selectFrom('leave_types')
    .select('id')
    .where('active', '=', true)
    .where(sql<string>`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw ValidationError.field('name', 'taken', 'another active leave type has this name');
}

export async function createLeaveType(trx: Tx, input: LeaveTypeInput): Promise<LeaveTypeRow> {
  await sql`lock table leave_types in share row exclusive mode`.execute(trx);
  await assertNameFree(trx, input.name, null);
  return trx
    .insertInto('leave_types')
    .values({
      name: input.name.trim(),
      category: input.category,
      requires_approval: input.requires_approval ?? true,
      tracked: input.tracked ?? false,
      annual_days: input.annual_days ?? 0,
      accrual: input.accrual ?? 'annual',
      carry_over_max_days: input.carry_over_max_days ?? 0,
      carry_over_expires: input.carry_over_expires ?? null,
      allow_negative: input.allow_negative ?? false,
      visible_to_colleagues: input.visible_to_colleagues ?? true,
      active: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateLeaveType(trx: Tx, id: number, input: Partial<LeaveTypeInput>): Promise<LeaveTypeRow> {
  await sql`lock table leave_types in share row exclusive mode`.execute(trx);
  const current = await trx.selectFrom('leave_types').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw new NotFoundError('No such leave type.');
  const active = input.active ?? current.active;
  if (active && (input.name !== undefined || !current.active)) await assertNameFree(trx, input.name ?? current.name, id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (typeof changes.name === 'string') changes.name = changes.name.trim();
  if (Object.keys(changes).length === 0) return current;
  return trx.updateTable('leave_types').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Erases an unused type; a type with requests or allowances is archived instead. */
export async function deleteLeaveType(trx: Tx, id: number): Promise<void> {
  const current = await trx.selectFrom('leave_types').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) throw new NotFoundError('No such leave type.');
  const used = await sql<{ used: boolean }>`
    select exists (select 1 from leave_requests where leave_type_id = ${id})
      or exists (select 1 from leave_allowances where leave_type_id = ${id}) as used`.execute(trx);
  if (used.rows[0]?.used) await trx.updateTable('leave_types').set({ active: false }).where('id', '=', id).execute();
  else await trx.deleteFrom('leave_types').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------------
// Allowances.
// ---------------------------------------------------------------------------------------------------------

export async function setLeaveAllowance(
  trx: Tx,
  actor: Actor,
  userId: number,
  input: { leave_type_id: number; year: number; days: number },
  context: LeaveContext,
): Promise<LeaveBalance> {
  await lockPerson(trx, userId);
  const type = await trx.selectFrom('leave_types').selectAll().where('id', '=', input.leave_type_id).executeTakeFirst();
  if (!type) throw ValidationError.field('leave_type_id', 'invalid', 'no such leave type');
  if (!type.tracked) throw ValidationError.field('leave_type_id', 'invalid', 'the type has no allowance (not tracked)');
  await trx
    .insertInto('leave_allowances')
    .values({ user_id: userId, leave_type_id: type.id, year: input.year, days: input.days, updated_by: actor.id, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'leave_type_id', 'year']).doUpdateSet({ days: input.days, updated_by: actor.id, updated_at: new Date() }),
    )
    .execute();
  const [balance] = await leaveBalances(trx, {
    userId,
    year: input.year,
    leaveYearStart: context.leaveYearStart,
    today: dateInZone(context.now, context.zone),
    zone: context.zone,
    typeIds: [type.id],
  });
  return balance!;
}

// ---------------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------------

export interface LeaveRequestInput {
  leave_type_id: number;
  start_date: string;
  end_date: string;
  start_half?: LeaveHalf | null | undefined;
  end_half?: LeaveHalf | null | undefined;
  comment?: string | null | undefined;
}

interface Span {
  start_date: string;
  end_date: string;
  start_half: LeaveHalf | null;
  end_half: LeaveHalf | null;
}

/** The part of `date` a span takes. */
function partOn(span: Span, date: string): DayPart {
  if (span.start_date === span.end_date) return span.start_half ?? 'day';
  if (date === span.start_date && span.start_half) return span.start_half;
  if (date === span.end_date && span.end_half) return span.end_half;
  return 'day';
}

/** Two spans meet unless they share one day only, each taking a different half of it. */
function spansMeet(a: Span, b: Span): boolean {
  const from = a.start_date > b.start_date ? a.start_date : b.start_date;
  const to = a.end_date < b.end_date ? a.end_date : b.end_date;
  if (from > to) return false;
  if (from < to) return true;
  const partA = partOn(a, from);
  const partB = partOn(b, from);
  return partA === 'day' || partB === 'day' || partA === partB;
}

/** The halves as stored, or the field that makes them impossible. */
function halvesOf(input: LeaveRequestInput): Span {
  const start = input.start_half ?? null;
  const end = input.end_half ?? null;
  if (input.start_date === input.end_date) {
    if (start !== null && end !== null && start !== end) {
      throw ValidationError.field('end_half', 'invalid', 'on one day, give one half (or the same half twice)');
    }
    const half = start ?? end;
    return { start_date: input.start_date, end_date: input.end_date, start_half: half, end_half: half };
  }
  const fields: Record<string, FieldProblem[]> = {};
  if (start !== null && start !== 'afternoon') {
    fields.start_half = [{ code: 'invalid', message: "over several days only the first day's afternoon may be taken alone" }];
  }
  if (end !== null && end !== 'morning') {
    fields.end_half = [{ code: 'invalid', message: "over several days only the last day's morning may be taken alone" }];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return { start_date: input.start_date, end_date: input.end_date, start_half: start, end_half: end };
}

/** The reviewers of a person's requests: the managers of their teams and the general managers, never the person. */
async function reviewersOf(trx: Tx, userId: number): Promise<number[]> {
  const person = await loadPerson(trx, userId);
  const { rows } = await sql<{ id: number; role: Role }>`
    select id, role from users
    where id in (${teamManagersOf(userId)}) or id in (${generalManagers()})
    order by id`.execute(trx);
  return rows
    .filter((candidate) => can(candidate, 'review_leave', { type: 'leave_request', id: 0, person }))
    .map((candidate) => Number(candidate.id));
}

async function notifyAll(trx: Tx, userIds: readonly number[], kind: NotificationKind, data: Record<string, unknown>): Promise<void> {
  for (const userId of userIds) await notify(trx, userId, kind, data);
}

/** The absence an approved request stands for (its days credited in the account of hours). */
async function createLeaveAbsence(trx: Tx, actor: Actor, request: LeaveRequestRow, type: LeaveTypeRow): Promise<void> {
  const absence = await trx
    .insertInto('absences')
    .values({
      user_id: request.user_id,
      type: type.category,
      start_date: request.start_date,
      end_date: request.end_date,
      start_half: request.start_half,
      end_half: request.end_half,
      leave_request_id: request.id,
      note: type.name,
      created_by: actor.id,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendChange(trx, {
    userId: request.user_id,
    actorId: actor.id,
    action: 'create',
    subjectType: 'absence',
    subjectId: absence.id,
    before: null,
    after: presentAbsence(absence),
  });
}

async function assertNoAbsenceMeets(trx: Tx, userId: number, span: Span): Promise<void> {
  const absences = await trx
    .selectFrom('absences')
    .select(['start_date', 'end_date', 'start_half', 'end_half'])
    .where('user_id', '=', userId)
    .where('leave_request_id', 'is', null)
    .where('start_date', '<=', span.end_date)
    .where('end_date', '>=', span.start_date)
    .execute();
  if (absences.some((absence) => spansMeet(absence, span))) {
    throw ValidationError.field('start_date', 'overlaps', 'overlaps an absence of the person');
  }
}

/**
 * A request of the person (pending, or approved when its type needs no approval), or entered by someone
 * who may edit their hours (approved at once). Refusals: docs/api.md#time-off.
 */
export async function requestLeave(
  trx: Tx,
  actor: Actor,
  userId: number,
  input: LeaveRequestInput,
  context: LeaveContext,
): Promise<LeaveRequestRow> {
  await lockPerson(trx, userId);
  if (input.end_date < input.start_date) throw ValidationError.field('end_date', 'before_start', 'must not be before start_date');
  if (daysBetween(input.start_date, input.end_date) + 1 > MAX_REPORT_DAYS) {
    throw ValidationError.field('end_date', 'range_too_long', `a request covers at most ${MAX_REPORT_DAYS} days`);
  }
  const type = await trx.selectFrom('leave_types').selectAll().where('id', '=', input.leave_type_id).executeTakeFirst();
  if (!type) throw ValidationError.field('leave_type_id', 'invalid', 'no such leave type');
  if (!type.active) throw ValidationError.field('leave_type_id', 'inactive', 'the leave type is archived');
  const span = halvesOf(input);

  const counted = await countedDays(trx, {
    userId,
    start: span.start_date,
    end: span.end_date,
    region: context.region,
    defaultSeconds: context.defaultSeconds,
    zone: context.zone,
  });
  const parts = partsOf(counted, span);
  if (parts.length === 0) {
    throw ValidationError.field('start_date', 'no_working_days', 'no day of the range has expected time (weekends, holidays, before the start)');
  }

  const live = await trx
    .selectFrom('leave_requests')
    .select(['start_date', 'end_date', 'start_half', 'end_half'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .where('start_date', '<=', span.end_date)
    .where('end_date', '>=', span.start_date)
    .execute();
  if (live.some((other) => spansMeet(other, span))) {
    throw ValidationError.field('start_date', 'overlaps', 'overlaps another pending or approved request');
  }
  await assertNoAbsenceMeets(trx, userId, span);

  const today = dateInZone(context.now, context.zone);
  if (type.tracked && !type.allow_negative) {
    const { facts } = await balanceFacts(trx, { userId, leaveYearStart: context.leaveYearStart, today, zone: context.zone, typeIds: [type.id] });
    const typeFacts = facts.get(type.id)!;
    const newDays = parts.map((p) => ({ date: p.date, days: partDays(p.part) }));
    const years = [...new Set(parts.map((p) => leaveYearOf(p.date, context.leaveYearStart)))].sort();
    for (const year of years) {
      const { available, needed } = availableFor(year, typeFacts, newDays);
      if (needed > available) {
        throw new ValidationError({
          leave_type_id: [
            {
              code: 'insufficient_balance',
              message: `only ${available} days are available in the leave year ${year}; the request needs ${needed}`,
              figures: { available_days: available, year },
            },
          ],
        });
      }
    }
  }

  await assertWeeksOpenForDays(trx, userId, span.start_date, span.end_date);

  const byOther = actor.id !== userId;
  const approved = byOther || !type.requires_approval;
  const now = new Date();
  const request = await trx
    .insertInto('leave_requests')
    .values({
      user_id: userId,
      leave_type_id: type.id,
      start_date: span.start_date,
      end_date: span.end_date,
      start_half: span.start_half,
      end_half: span.end_half,
      days: parts.reduce((total, p) => total + partDays(p.part), 0),
      status: approved ? 'approved' : 'pending',
      comment: input.comment ?? null,
      created_by: actor.id,
      decided_by: approved ? actor.id : null,
      decided_at: approved ? now : null,
      decision_comment: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('leave_request_days')
    .values(parts.map((p) => ({ leave_request_id: request.id, user_id: userId, date: p.date, part: p.part })))
    .execute();
  const change = await appendChange(trx, {
    userId,
    actorId: actor.id,
    action: 'create',
    subjectType: 'leave_request',
    subjectId: request.id,
    before: null,
    after: presentLeaveRequest(request),
  });
  if (approved) await createLeaveAbsence(trx, actor, request, type);
  const data = { leave_request_id: request.id, change_id: change.id, actor_id: actor.id };
  if (byOther) await notify(trx, userId, 'leave_approved', data);
  else await notifyAll(trx, await reviewersOf(trx, userId), 'leave_requested', data);
  return request;
}

/** The request under its person's lock. */
async function lockedRequest(trx: Tx, id: number): Promise<LeaveRequestRow> {
  const owner = await trx.selectFrom('leave_requests').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such leave request.');
  await lockPerson(trx, owner.user_id);
  return trx.selectFrom('leave_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function decide(
  trx: Tx,
  actor: Actor,
  before: LeaveRequestRow,
  status: 'approved' | 'rejected' | 'cancelled',
  comment: string | null,
): Promise<{ row: LeaveRequestRow; changeId: number }> {
  const decided = status !== 'cancelled';
  const row = await trx
    .updateTable('leave_requests')
    .set({
      status,
      ...(decided ? { decided_by: actor.id, decided_at: new Date(), decision_comment: comment } : {}),
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const change = await appendChange(trx, {
    userId: row.user_id,
    actorId: actor.id,
    action: 'update',
    subjectType: 'leave_request',
    subjectId: row.id,
    before: presentLeaveRequest(before),
    after: presentLeaveRequest(row),
  });
  return { row, changeId: change.id };
}

export async function approveLeaveRequest(trx: Tx, actor: Actor, id: number, comment: string | null): Promise<LeaveRequestRow> {
  const request = await lockedRequest(trx, id);
  if (request.status !== 'pending') throw new ConflictError('not_pending', `The request is ${request.status} already.`);
  await assertWeeksOpenForDays(trx, request.user_id, request.start_date, request.end_date);
  await assertNoAbsenceMeets(trx, request.user_id, request);
  const type = await trx.selectFrom('leave_types').selectAll().where('id', '=', request.leave_type_id).executeTakeFirstOrThrow();
  const { row, changeId } = await decide(trx, actor, request, 'approved', comment);
  await createLeaveAbsence(trx, actor, row, type);
  await notify(trx, row.user_id, 'leave_approved', { leave_request_id: row.id, change_id: changeId, actor_id: actor.id });
  return row;
}

export async function rejectLeaveRequest(trx: Tx, actor: Actor, id: number, comment: string): Promise<LeaveRequestRow> {
  const request = await lockedRequest(trx, id);
  if (request.status !== 'pending') throw new ConflictError('not_pending', `The request is ${request.status} already.`);
  const { row, changeId } = await decide(trx, actor, request, 'rejected', comment);
  await trx.deleteFrom('leave_request_days').where('leave_request_id', '=', row.id).execute();
  await notify(trx, row.user_id, 'leave_rejected', { leave_request_id: row.id, change_id: changeId, actor_id: actor.id });
  return row;
}

/**
 * The person cancels while pending, or approved before its first day; a reviewer at any time (the access
 * rule has decided who may try). Outside validated weeks; an approved request's absences are removed.
 */
export async function cancelLeaveRequest(trx: Tx, actor: Actor, id: number, context: LeaveContext): Promise<LeaveRequestRow> {
  const request = await lockedRequest(trx, id);
  if (request.status === 'rejected' || request.status === 'cancelled') {
    throw new ConflictError('conflict', `The request is ${request.status} already.`);
  }
  const today = dateInZone(context.now, context.zone);
  const byPerson = actor.id === request.user_id;
  if (byPerson && request.status === 'approved' && request.start_date <= today) throw new ForbiddenError();
  await assertWeeksOpenForDays(trx, request.user_id, request.start_date, request.end_date);
  const { row, changeId } = await decide(trx, actor, request, 'cancelled', null);
  await trx.deleteFrom('leave_request_days').where('leave_request_id', '=', row.id).execute();
  const absences = await trx.deleteFrom('absences').where('leave_request_id', '=', row.id).returningAll().execute();
  for (const absence of absences) {
    await appendChange(trx, {
      userId: row.user_id,
      actorId: actor.id,
      action: 'delete',
      subjectType: 'absence',
      subjectId: absence.id,
      before: presentAbsence(absence),
      after: null,
    });
  }
  const data = { leave_request_id: row.id, change_id: changeId, actor_id: actor.id };
  if (byPerson) await notifyAll(trx, await reviewersOf(trx, row.user_id), 'leave_cancelled', data);
  else await notify(trx, row.user_id, 'leave_cancelled', data);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar feeds.
// ---------------------------------------------------------------------------------------------------------

/** A new secret token for the person's feed; the old one stops working. Only its hash is kept. */
export async function createCalendarFeed(trx: Tx, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: feedTokenHash(token), created_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: feedTokenHash(token), created_at: new Date() }))
    .execute();
  return token;
}

export async function deleteCalendarFeed(trx: Tx, userId: number): Promise<void> {
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}
