import { Type, type Static } from 'typebox';
import type { UserRow } from '../db/schema.js';
import { can, type Actor } from '../policies/rules.js';
import { CalendarDate, Instant, LanguageSchema, RoleSchema } from '../schemas/common.js';
import { instant } from './time.js';

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    role: RoleSchema,
    status: Type.Union([Type.Literal('invited'), Type.Literal('active')]),
    preferences: Type.Object({
      language: LanguageSchema,
      theme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')]),
      reminders: Type.Object(
        {
          email: Type.Boolean({ description: 'reminders also come by e-mail' }),
          push: Type.Boolean({ description: 'reminders and requests also come by Web Push to the subscribed devices' }),
        },
        { title: 'ReminderChannels' },
      ),
    }),
    created_at: Instant,
    employee_number: Type.Union([Type.String(), Type.Null()], {
      description: 'the number the payroll software knows the person by; null while not set',
    }),
    start_date: Type.Union([CalendarDate, Type.Null()], {
      description:
        'the day the person starts, set by a general manager; null: the earliest of the account’s creation, their first schedule version and their first recorded working time or absence',
    }),
    badge: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'the badge number for the shared terminals; shown to general managers only',
      }),
    ),
    has_pin: Type.Optional(
      Type.Boolean({ description: 'whether a PIN for the shared terminals is set; shown to the person and general managers' }),
    ),
  },
  { title: 'User' },
);
export type UserView = Static<typeof UserSchema>;

/**
 * `viewer`: who the account is presented to. General managers (who set badges) also see `badge` and
 * `has_pin`; the person themself sees `has_pin`; anyone else neither.
 */
export function presentUser(user: UserRow, viewer?: Actor): UserView {
  const view: UserView = {
    id: user.id,
    email: user.email ?? '',
    name: user.name,
    role: user.role,
    status: user.status === 'active' ? 'active' : 'invited',
    preferences: {
      language: user.language,
      theme: user.theme,
      reminders: { email: user.reminder_email, push: user.reminder_push },
    },
    created_at: instant(user.created_at),
    employee_number: user.employee_number ?? null,
    // Snapshots written before the column existed (webhook events) have none.
    start_date: user.start_date ?? null,
  };
  if (viewer && can(viewer, 'set_badge', { type: 'person', id: user.id, managerIds: [] })) {
    return { ...view, badge: user.badge, has_pin: user.pin_hash !== null };
  }
  if (viewer?.id === user.id) return { ...view, has_pin: user.pin_hash !== null };
  return view;
}
