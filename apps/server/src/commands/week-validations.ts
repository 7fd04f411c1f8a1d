// Validating a person's week (after it is over), a team's weeks up to a date (month-end), and reopening a
// week. While validated, the week lock (week-lock.ts) refuses every change touching it.
import { appendChange } from '../changelog/changelog.js';
import type { Db, Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import type { WeekValidationRow } from '../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import { presentWeekValidation, type WeekValidationView } from '../presenters/week-validation.js';
import { editableMembers, planTeamWeeks, type BlockReason, type TeamWeeksPlan } from '../queries/team-weeks.js';
import { isCalendarDate, isoWeekday, weekSpan } from '../time/zone.js';

export async function validateWeek(
  trx: Tx,
  actor: Actor,
  userId: number,
  weekStart: string,
  zone: string,
  now = new Date(),
): Promise<WeekValidationView> {
  if (!isCalendarDate(weekStart)) throw ValidationError.field('week_start', 'invalid', 'must be a date (YYYY-MM-DD)');
  if (isoWeekday(weekStart) !== 1) throw ValidationError.field('week_start', 'not_monday', 'must be a Monday');
  const span = weekSpan(weekStart, zone);
  if (span.end.getTime() > now.getTime()) throw ValidationError.field('week_start', 'week_not_over', 'the week is not over yet');
  await lockPerson(trx, userId);
  const existing = await trx
    .selectFrom('week_validations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('week_start', '=', weekStart)
    .executeTakeFirst();
  if (existing?.status === 'validated') throw new ConflictError('week_validated', 'The week is already validated.');
  return recordValidation(trx, actor, userId, weekStart, span, existing, now);
}

/**
 * Writes one validation of a week that is over and not validated now (the person's row locked): the
 * validation (a reopened one validated again), its change-log entry and the person's notification.
 */
async function recordValidation(
  trx: Tx,
  actor: Actor,
  userId: number,
  weekStart: string,
  span: { start: Date; end: Date },
  existing: WeekValidationRow | undefined,
  now: Date,
): Promise<WeekValidationView> {
  const values = {
    status: 'validated' as const,
    validated_by: actor.id,
    validated_at: now,
    reopened_by: null,
    reopened_at: null,
    starts_at: span.start,
    ends_at: span.end,
  };
  const row = existing
    ? await trx.updateTable('week_validations').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
    : await trx
        .insertInto('week_validations')
        .values({ user_id: userId, week_start: weekStart, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
  const after = presentWeekValidation(row);
  const change = await appendChange(trx, {
    userId,
    actorId: actor.id,
    action: 'validate',
    subjectType: 'week_validation',
    subjectId: row.id,
    before: existing ? presentWeekValidation(existing) : null,
    after,
  });
  await notify(trx, userId, 'week_validated', {
    week_validation_id: row.id,
    week_start: weekStart,
    change_id: change.id,
    actor_id: actor.id,
  });
  return after;
}

export interface TeamWeeksResult {
  dry_run: boolean;
  until: string;
  validated: { user_id: number; week_start: string; id: number | null }[];
  blocked: {
    user_id: number;
    week_start: string;
    reason: BlockReason;
    working_time_id: number | null;
    correction_id: number | null;
    leave_request_id: number | null;
  }[];
}

/**
 * Month-end for a team: validates every week up to `until` of each member whose hours the actor may edit
 * (never the actor), except the weeks an open period or a pending request holds back; those are answered
 * as blocked and offered again next time. Each validation is written as a single one is. One transaction,
 * the members' rows locked in id order; a dry run reads the same answer and writes nothing.
 */
export async function validateTeamWeeks(
  db: Db,
  actor: Actor,
  teamId: number,
  until: string,
  zone: string,
  options: { dryRun: boolean; now?: Date },
): Promise<TeamWeeksResult> {
  if (!isCalendarDate(until)) throw ValidationError.field('until', 'invalid', 'must be a date (YYYY-MM-DD)');
  const now = options.now ?? new Date();
  const answer = (plan: TeamWeeksPlan, ids: (number | null)[]): TeamWeeksResult => ({
    dry_run: options.dryRun,
    until,
    validated: plan.toValidate.map((week, index) => ({ user_id: week.userId, week_start: week.weekStart, id: ids[index] ?? null })),
    blocked: plan.blocked.map((week) => ({
      user_id: week.userId,
      week_start: week.weekStart,
      reason: week.reason,
      working_time_id: week.workingTimeId,
      correction_id: week.correctionId,
      leave_request_id: week.leaveRequestId,
    })),
  });
  if (options.dryRun) {
    const plan = await planTeamWeeks(db, await editableMembers(db, actor, teamId), until, zone, now);
    return answer(plan, []);
  }
  return db.transaction().execute(async (trx) => {
    const members = await editableMembers(trx, actor, teamId);
    for (const userId of members) await lockPerson(trx, userId);
    const plan = await planTeamWeeks(trx, members, until, zone, now);
    const ids: number[] = [];
    for (const week of plan.toValidate) {
      ids.push((await recordValidation(trx, actor, week.userId, week.weekStart, week.span, week.reopened, now)).id);
    }
    return answer(plan, ids);
  });
}

export async function reopenWeek(trx: Tx, actor: Actor, weekValidationId: number, now = new Date()): Promise<WeekValidationView> {
  const owner = await trx.selectFrom('week_validations').select('user_id').where('id', '=', weekValidationId).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such week validation.');
  await lockPerson(trx, owner.user_id);
  const existing = await trx.selectFrom('week_validations').selectAll().where('id', '=', weekValidationId).executeTakeFirstOrThrow();
  if (existing.status !== 'validated') throw new ConflictError('conflict', 'The week is not validated.');
  const row = await trx
    .updateTable('week_validations')
    .set({ status: 'reopened', reopened_by: actor.id, reopened_at: now })
    .where('id', '=', weekValidationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const after = presentWeekValidation(row);
  const change = await appendChange(trx, {
    userId: row.user_id,
    actorId: actor.id,
    action: 'reopen',
    subjectType: 'week_validation',
    subjectId: row.id,
    before: presentWeekValidation(existing),
    after,
  });
  await notify(trx, row.user_id, 'week_reopened', {
    week_validation_id: row.id,
    week_start: row.week_start,
    change_id: change.id,
    actor_id: actor.id,
  });
  return after;
}
