// The company's reminder policy, kept in app_settings (the defaults until a general manager changes it).
import type { Executor } from '../db/client.js';
import { DEFAULT_REMINDER_POLICY, type ReminderPolicy } from '../presenters/reminder-policy.js';

export const REMINDER_POLICY_KEY = 'reminder_policy';

export async function reminderPolicy(db: Executor): Promise<ReminderPolicy> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', REMINDER_POLICY_KEY).executeTakeFirst();
  if (!row) return { ...DEFAULT_REMINDER_POLICY };
  return { ...DEFAULT_REMINDER_POLICY, ...(JSON.parse(row.value) as Partial<ReminderPolicy>) };
}
