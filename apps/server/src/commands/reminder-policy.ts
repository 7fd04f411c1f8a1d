// Changing the company's reminder policy (docs/api.md#reminders); the bounds are the schema's.
import type { Db } from '../db/client.js';
import type { ReminderPolicy } from '../presenters/reminder-policy.js';
import { REMINDER_POLICY_KEY } from '../queries/reminder-policy.js';

export async function setReminderPolicy(db: Db, policy: ReminderPolicy): Promise<ReminderPolicy> {
  const value = JSON.stringify({
    open_after_minutes: policy.open_after_minutes,
    missing_day_after: policy.missing_day_after,
    auto_close_after_minutes: policy.auto_close_after_minutes,
  });
  await db
    .insertInto('app_settings')
    .values({ key: REMINDER_POLICY_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return JSON.parse(value) as ReminderPolicy;
}
