import { Type, type Static } from 'typebox';

/** The company's reminder policy (docs/api.md#reminders). */
export const ReminderPolicySchema = Type.Object(
  {
    open_after_minutes: Type.Union([Type.Integer({ minimum: 30, maximum: 1440 }), Type.Null()], {
      description: 'an open period older than this gets one reminder; null: off',
    }),
    missing_day_after: Type.Union([Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5, examples: ['09:00'] }), Type.Null()], {
      description: 'the local time (HH:MM, APP_TIMEZONE) after which a day expected and left empty is reminded; null: off',
    }),
    auto_close_after_minutes: Type.Union([Type.Integer({ minimum: 60, maximum: 1440 }), Type.Null()], {
      description: 'an open period older than this is closed by the service; null: off',
    }),
  },
  { title: 'ReminderPolicy', additionalProperties: false },
);
export type ReminderPolicy = Static<typeof ReminderPolicySchema>;

export const DEFAULT_REMINDER_POLICY: ReminderPolicy = {
  open_after_minutes: 720,
  missing_day_after: '09:00',
  auto_close_after_minutes: null,
};
