import { Type, type Static } from 'typebox';
import type { UserRow } from '../db/schema.js';
import { can, type Actor } from '../policies/rules.js';
import { Instant, RoleSchema } from '../schemas/common.js';
import { instant } from './time.js';

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    role: RoleSchema,
    status: Type.Union([Type.Literal('invited'), Type.Literal('active')]),
    preferences: Type.Object({
      language: Type.Union([Type.Literal('en'), Type.Literal('fr')]),
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
  };
  if (viewer && can(viewer, 'set_badge', { type: 'person', id: user.id, managerIds: [] })) {
    return { ...view, badge: user.badge, has_pin: user.pin_hash !== null };
  }
  if (viewer?.id === user.id) return { ...view, has_pin: user.pin_hash !== null };
  return view;
}
