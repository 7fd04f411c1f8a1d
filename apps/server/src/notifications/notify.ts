// Notifications to a person, written in the same transaction as the change they report, so a committed
// change is always notified and a rolled-back one never is.
import type { Tx } from '../db/client.js';

export const NOTIFICATION_KINDS = [
  'working_time_created',
  'working_time_updated',
  'working_time_deleted',
  'absence_created',
  'absence_deleted',
  'week_validated',
  'week_reopened',
  'correction_requested',
  'correction_approved',
  'correction_rejected',
  'clock_backdated',
  'working_time_over_24h',
  'schedule_created',
  'schedule_deleted',
  'default_schedule_updated',
  'start_date_updated',
  'terminal_pin_locked',
  'leave_requested',
  'leave_approved',
  'leave_rejected',
  'leave_cancelled',
  'sign_in_factors_removed',
  'webhook_paused',
  'reminder_open_period',
  'reminder_missing_day',
  'working_time_auto_closed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export async function notify(trx: Tx, userId: number, kind: NotificationKind, data: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({ user_id: userId, kind, data: JSON.stringify(data), created_at: new Date() })
    .execute();
}
