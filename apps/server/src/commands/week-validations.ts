// Validating a person's week (after it is over) and reopening it. While validated, the week lock
// (week-lock.ts) refuses every change touching it.
import { appendChange } from '../changelog/changelog.js';
import type { Tx } from '../db/client.js';
import { lockPerson } from '../db/locks.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import { presentWeekValidation, type WeekValidationView } from '../presenters/week-validation.js';
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
