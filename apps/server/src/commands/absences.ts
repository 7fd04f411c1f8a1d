// Absences (vacation, sickness, training …) recorded for a person by someone allowed to edit their
// hours: all or nothing, never overlapping, logged and notified like any change to recorded time.
import { appendChange } from '../changelog/changelog.js';
import type { Tx } from '../db/client.js';
import type { AbsenceType } from '../db/schema.js';
import { lockPerson } from '../db/locks.js';
import { ConflictError, NotFoundError, ValidationError, type FieldProblem } from '../errors.js';
import { notify } from '../notifications/notify.js';
import type { Actor } from '../policies/rules.js';
import { presentAbsence, type AbsenceView } from '../presenters/absence.js';
import { isCalendarDate } from '../time/zone.js';
import { assertWeeksOpenForDays } from './week-lock.js';

export interface AbsenceInput {
  type: AbsenceType;
  start_date: string;
  end_date: string;
  note?: string | null;
}

export async function createAbsences(trx: Tx, actor: Actor, userId: number, inputs: readonly AbsenceInput[]): Promise<AbsenceView[]> {
  await lockPerson(trx, userId);
  const fields: Record<string, FieldProblem[]> = {};
  const add = (field: string, problem: FieldProblem) => (fields[field] ??= []).push(problem);
  inputs.forEach((input, index) => {
    const field = `absences.${index}`;
    if (!isCalendarDate(input.start_date)) add(`${field}.start_date`, { code: 'invalid', message: 'must be a date (YYYY-MM-DD)' });
    if (!isCalendarDate(input.end_date)) add(`${field}.end_date`, { code: 'invalid', message: 'must be a date (YYYY-MM-DD)' });
    else if (isCalendarDate(input.start_date) && input.end_date < input.start_date) {
      add(`${field}.end_date`, { code: 'before_start', message: 'must not be before start_date' });
    }
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);

  for (let i = 0; i < inputs.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (inputs[i]!.start_date <= inputs[j]!.end_date && inputs[i]!.end_date >= inputs[j]!.start_date) {
        add(`absences.${i}.start_date`, { code: 'overlaps', message: `overlaps absences.${j} of the same request` });
        break;
      }
    }
  }
  for (const [index, input] of inputs.entries()) {
    if (fields[`absences.${index}.start_date`]) continue;
    const existing = await trx
      .selectFrom('absences')
      .select('id')
      .where('user_id', '=', userId)
      .where('start_date', '<=', input.end_date)
      .where('end_date', '>=', input.start_date)
      .executeTakeFirst();
    if (existing) add(`absences.${index}.start_date`, { code: 'overlaps', message: 'overlaps another absence of the person' });
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);

  const created: AbsenceView[] = [];
  for (const input of inputs) {
    await assertWeeksOpenForDays(trx, userId, input.start_date, input.end_date);
    const row = await trx
      .insertInto('absences')
      .values({
        user_id: userId,
        type: input.type,
        start_date: input.start_date,
        end_date: input.end_date,
        note: input.note ?? null,
        created_by: actor.id,
        created_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = presentAbsence(row);
    const change = await appendChange(trx, {
      userId,
      actorId: actor.id,
      action: 'create',
      subjectType: 'absence',
      subjectId: row.id,
      before: null,
      after: view,
    });
    await notify(trx, userId, 'absence_created', { absence_id: row.id, change_id: change.id, actor_id: actor.id });
    created.push(view);
  }
  return created;
}

export async function deleteAbsence(trx: Tx, actor: Actor, absenceId: number): Promise<void> {
  const owner = await trx.selectFrom('absences').select('user_id').where('id', '=', absenceId).executeTakeFirst();
  if (!owner) throw new NotFoundError('No such absence.');
  await lockPerson(trx, owner.user_id);
  const row = await trx.selectFrom('absences').selectAll().where('id', '=', absenceId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such absence.');
  // An approved leave request's absence goes with the request (docs/api.md#time-off): cancel it instead.
  if (row.leave_request_id !== null) throw new ConflictError('conflict', 'The absence is an approved leave request: cancel the request.');
  await assertWeeksOpenForDays(trx, row.user_id, row.start_date, row.end_date);
  await trx.deleteFrom('absences').where('id', '=', absenceId).execute();
  const change = await appendChange(trx, {
    userId: row.user_id,
    actorId: actor.id,
    action: 'delete',
    subjectType: 'absence',
    subjectId: row.id,
    before: presentAbsence(row),
    after: null,
  });
  await notify(trx, row.user_id, 'absence_deleted', { absence_id: row.id, change_id: change.id, actor_id: actor.id });
}
