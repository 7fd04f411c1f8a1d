// Reading absences, week validations, change-log entries and notifications.
import type { Executor } from '../db/client.js';
import { presentAbsence, type AbsenceView } from '../presenters/absence.js';
import { presentChange, type ChangeView } from '../presenters/change.js';
import { presentNotification, type NotificationView } from '../presenters/notification.js';
import { presentWeekValidation, type WeekValidationView } from '../presenters/week-validation.js';
import { addDays, dateInZone } from '../time/zone.js';
import { paginate, type PageRequest } from './pagination.js';
import type { InstantRange } from './range.js';

/** The calendar days (in the zone) an instant range covers, both ends included. */
export function daysOf(range: InstantRange, zone: string): { first: string; last: string } {
  return { first: dateInZone(range.start, zone), last: dateInZone(new Date(range.end.getTime() - 1), zone) };
}

export async function listAbsences(
  db: Executor,
  userId: number,
  days: { first: string; last: string } | undefined,
  page: PageRequest,
): Promise<{ items: AbsenceView[]; total: number }> {
  let query = db.selectFrom('absences').where('user_id', '=', userId);
  if (days) query = query.where('start_date', '<=', days.last).where('end_date', '>=', days.first);
  const { rows, total } = await paginate(query, page, (q) => q.selectAll().orderBy('start_date').orderBy('id'));
  return { items: rows.map(presentAbsence), total };
}

export async function listWeekValidations(
  db: Executor,
  userId: number,
  days: { first: string; last: string } | undefined,
  page: PageRequest,
): Promise<{ items: WeekValidationView[]; total: number }> {
  let query = db.selectFrom('week_validations').where('user_id', '=', userId);
  // A week W covers W … W+6.
  if (days) query = query.where('week_start', '<=', days.last).where('week_start', '>', addDays(days.first, -7));
  const { rows, total } = await paginate(query, page, (q) => q.selectAll().orderBy('week_start'));
  return { items: rows.map(presentWeekValidation), total };
}

export async function listChanges(
  db: Executor,
  userId: number,
  range: InstantRange | undefined,
  page: PageRequest,
): Promise<{ items: ChangeView[]; total: number }> {
  let query = db.selectFrom('changes').where('changes.user_id', '=', userId);
  if (range) query = query.where('changes.created_at', '>=', range.start).where('changes.created_at', '<', range.end);
  // The author's name comes with each entry, so every reader allowed the log sees who made each change.
  const { rows, total } = await paginate(query, page, (q) =>
    q
      // An entry of the service has no author (an automatic close): left join.
      .leftJoin('users as author', 'author.id', 'changes.actor_id')
      .selectAll('changes')
      .select((eb) => eb.fn.coalesce('author.name', eb.val('')).as('actor_name'))
      .orderBy('changes.id', 'desc'),
  );
  return { items: rows.map(presentChange), total };
}

export async function listNotifications(
  db: Executor,
  userId: number,
  unreadOnly: boolean,
  page: PageRequest,
): Promise<{ items: NotificationView[]; total: number; unread: number }> {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const [{ rows, total }, unread] = await Promise.all([
    paginate(query, page, (q) => q.selectAll().orderBy('id', 'desc')),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentNotification), total, unread: Number(unread.n) };
}
