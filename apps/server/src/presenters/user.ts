import { Type, type Static } from 'typebox';
import type { UserRow } from '../db/schema.js';
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
    }),
    created_at: Instant,
  },
  { title: 'User' },
);
export type UserView = Static<typeof UserSchema>;

export function presentUser(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name,
    role: user.role,
    status: user.status === 'active' ? 'active' : 'invited',
    preferences: { language: user.language, theme: user.theme },
    created_at: instant(user.created_at),
  };
}
