import { Type, type Static } from 'typebox';
import type { Role } from '../db/schema.js';
import { CalendarDate, Instant, RoleSchema } from '../schemas/common.js';
import { instant } from './time.js';

export const TeamMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: RoleSchema,
    start_date: Type.Union([CalendarDate, Type.Null()], { description: 'the day the person starts, as the User resource has it' }),
  },
  { title: 'TeamMember' },
);

export const TeamSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    manager_id: Type.Integer(),
    members: Type.Array(TeamMemberSchema, { description: 'ordered by name' }),
    created_at: Instant,
  },
  { title: 'Team' },
);
export type TeamView = Static<typeof TeamSchema>;

export interface TeamWithMembers {
  id: number;
  name: string;
  manager_id: number;
  created_at: Date;
  members: { id: number; name: string; email: string | null; role: Role; start_date: string | null }[];
}

export function presentTeam(team: TeamWithMembers): TeamView {
  return {
    id: team.id,
    name: team.name,
    manager_id: team.manager_id,
    members: team.members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email ?? '',
      role: member.role,
      start_date: member.start_date,
    })),
    created_at: instant(team.created_at),
  };
}
