// Correction requests (docs/api.md#corrections): a person asks for their hours to be changed; a reviewer
// approves (the change is applied as the reviewer's own edit: same rules, change log, notification and
// week lock) or rejects. Each command runs in one transaction under the requester's row lock.
import { sql } from 'kysely';
import type { Db, Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import type { CorrectionRow, Role } from '../db/schema.js';
import { ConflictError, NotFoundError, ValidationError, type FieldProblem } from '../errors.js';
import { notify } from '../notifications/notify.js';
import { enqueuePush } from '../notifications/push.js';
import { generalManagers, teamManagersOf } from '../notifications/recipients.js';
import { can, type Actor, type CorrectionSubject } from '../policies/rules.js';
import { loadPerson } from '../policies/subjects.js';
import { parseInstant } from '../time/instant.js';
import { createWorkingTime, MAX_WORKING_TIME_MS, updateWorkingTime, type BreakInput } from './working-times.js';

export interface CorrectionRequest {
  workingTimeId?: number | undefined;
  start: string;
  end: string;
  reason: string;
  /** Lower-case UUID. */
  clientId?: string | undefined;
}

/** The request's own rules: readable instants, end after start, at most 24 hours, nothing in the future, a reason. */
function checkRequest(input: CorrectionRequest, now: Date): { start: Date; end: Date; reason: string } {
  const fields: Record<string, FieldProblem[]> = {};
  const add = (field: string, problem: FieldProblem) => (fields[field] ??= []).push(problem);
  const start = parseInstant(input.start);
  const end = parseInstant(input.end);
  if (!start) add('start', { code: 'invalid', message: 'must be YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601' });
  if (!end) add('end', { code: 'invalid', message: 'must be YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601' });
  if (start && end) {
    if (end.getTime() <= start.getTime()) add('end', { code: 'before_start', message: 'must be after start' });
    else if (end.getTime() - start.getTime() > MAX_WORKING_TIME_MS) {
      add('end', { code: 'too_long', message: 'a working time lasts at most 24 hours' });
    }
  }
  if (start && start.getTime() > now.getTime()) add('start', { code: 'in_future', message: 'must not be in the future' });
  if (end && end.getTime() > now.getTime()) add('end', { code: 'in_future', message: 'must not be in the future' });
  const reason = input.reason.trim();
  if (reason === '') add('reason', { code: 'too_short', message: 'must not be blank' });
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return { start: start!, end: end!, reason };
}

async function correctionSubject(trx: Tx, correction: Pick<CorrectionRow, 'id' | 'user_id'>): Promise<CorrectionSubject> {
  return { type: 'correction', id: correction.id, person: await loadPerson(trx, correction.user_id) };
}

/**
 * Everyone who may review the request, as the rule function decides: the managers of the requester's
 * teams (never for their own request) and every general manager (their own request included); active
 * accounts only, as for every notice about a person's hours.
 */
async function reviewersOf(trx: Tx, subject: CorrectionSubject): Promise<number[]> {
  const { rows } = await sql<{ id: number; role: Role }>`
    select id, role from users
    where id in (${teamManagersOf(subject.person.id)}) or id in (${generalManagers()})
    order by id`.execute(trx);
  return rows.filter((candidate) => can(candidate, 'review_correction', subject)).map((candidate) => candidate.id);
}

/** Files a request for the caller; a `client_id` already received answers the stored request instead. */
export async function requestCorrection(
  db: Db,
  actor: Actor,
  input: CorrectionRequest,
): Promise<{ correction: CorrectionRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Under the person's lock, two replays of one client_id are answered one after the other.
    await lockPerson(trx, actor.id);
    if (input.clientId !== undefined) {
      const known = await trx
        .selectFrom('corrections')
        .selectAll()
        .where('user_id', '=', actor.id)
        .where('client_id', '=', input.clientId)
        .executeTakeFirst();
      if (known) return { correction: known, created: false };
    }
    const { start, end, reason } = checkRequest(input, new Date());
    if (input.workingTimeId !== undefined) {
      const own = await trx
        .selectFrom('working_times')
        .select('id')
        .where('id', '=', input.workingTimeId)
        .where('user_id', '=', actor.id)
        .executeTakeFirst();
      if (!own) throw new NotFoundError('No such working time of yours.');
    }
    const correction = await trx
      .insertInto('corrections')
      .values({
        user_id: actor.id,
        working_time_id: input.workingTimeId ?? null,
        changes_working_time: input.workingTimeId !== undefined,
        start,
        end,
        reason,
        client_id: input.clientId ?? null,
        created_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const subject = await correctionSubject(trx, correction);
    const reviewers = await reviewersOf(trx, subject);
    for (const reviewerId of reviewers) {
      await notify(trx, reviewerId, 'correction_requested', {
        correction_id: correction.id,
        user_id: actor.id,
        working_time_id: correction.working_time_id,
      });
    }
    await enqueuePush(trx, [...reviewers], 'correction_requested', { correction_id: correction.id, user_id: actor.id });
    return { correction, created: true };
  });
}

/** The request, locked after its requester, if it is still pending; 409 `conflict` once reviewed. */
async function lockPending(trx: Tx, correctionId: number): Promise<CorrectionRow> {
  const owner = await trx.selectFrom('corrections').select('user_id').where('id', '=', correctionId).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such correction request.');
  await lockPerson(trx, owner.user_id);
  const row = await trx.selectFrom('corrections').selectAll().where('id', '=', correctionId).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('No such correction request.');
  if (row.status !== 'pending') throw new ConflictError('conflict', `The request was already ${row.status}.`);
  return row;
}

/**
 * The breaks of the working time, kept where they still fit the corrected period: cut to it, and
 * dropped when nothing of them is left inside. Undefined when they all fit unchanged.
 */
function fitBreaks(breaks: readonly BreakInput[], start: Date, end: Date): BreakInput[] | undefined {
  let changed = false;
  const fitted: BreakInput[] = [];
  for (const b of breaks) {
    const breakEnd = b.end ?? end;
    const s = new Date(Math.max(b.start.getTime(), start.getTime()));
    const e = new Date(Math.min(breakEnd.getTime(), end.getTime()));
    if (b.end === null || s.getTime() !== b.start.getTime() || e.getTime() !== b.end.getTime()) changed = true;
    if (e.getTime() > s.getTime()) fitted.push({ start: s, end: e });
  }
  return changed ? fitted : undefined;
}

async function review(
  trx: Tx,
  actor: Actor,
  row: CorrectionRow,
  status: 'approved' | 'rejected',
  comment: string | undefined,
  workingTimeId: number | null,
): Promise<CorrectionRow> {
  const reviewed = await trx
    .updateTable('corrections')
    .set({
      status,
      reviewer_id: actor.id,
      reviewed_at: new Date(),
      review_comment: comment?.trim() || null,
      working_time_id: workingTimeId,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const kind = status === 'approved' ? 'correction_approved' : 'correction_rejected';
  await notify(trx, row.user_id, kind, { correction_id: row.id, reviewer_id: actor.id, working_time_id: workingTimeId });
  await enqueuePush(trx, [row.user_id], kind, { correction_id: row.id });
  return reviewed;
}

/**
 * Applies the request as the reviewer's edit: changes the working time it names, or creates the one it
 * asks for. The route's access rule decided `review_correction`.
 */
export async function approveCorrection(db: Db, actor: Actor, correctionId: number, comment?: string): Promise<CorrectionRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, correctionId);
    const period = { start: row.start, end: row.end };
    let workingTimeId: number;
    if (row.changes_working_time) {
      if (row.working_time_id === null) {
        throw new ConflictError('conflict', 'The working time this request changes was deleted since.');
      }
      const breaks = await trx
        .selectFrom('breaks')
        .select(['start', 'end'])
        .where('working_time_id', '=', row.working_time_id)
        .execute();
      const fitted = fitBreaks(breaks, row.start, row.end);
      workingTimeId = (await updateWorkingTime(trx, actor, row.working_time_id, { ...period, ...(fitted ? { breaks: fitted } : {}) })).id;
    } else {
      workingTimeId = (await createWorkingTime(trx, actor, row.user_id, { ...period, breaks: [] })).id;
    }
    return review(trx, actor, row, 'approved', comment, workingTimeId);
  });
}

export async function rejectCorrection(db: Db, actor: Actor, correctionId: number, comment?: string): Promise<CorrectionRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, correctionId);
    return review(trx, actor, row, 'rejected', comment, row.working_time_id);
  });
}
