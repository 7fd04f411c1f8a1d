// Reads of teams: a team with its members, and the teams a caller may see.
import type { Executor } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { can, type Actor } from '../policies/rules.js';
import type { TeamWithMembers } from '../presenters/team.js';

/** The teams with these ids, with their live members, ordered by name. */
export async function teamsWithMembers(db: Executor, teamIds: readonly number[]): Promise<TeamWithMembers[]> {
  if (teamIds.length === 0) return [];
  const teams = await db
    .selectFrom('teams')
    .select(['id', 'name', 'manager_id', 'created_at'])
    .where('id', 'in', teamIds)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  const members = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['team_members.team_id', 'users.id', 'users.name', 'users.email', 'users.role'])
    .where('team_members.team_id', 'in', teamIds)
    .where('users.status', '<>', 'deleted')
    .orderBy((eb) => eb.fn('lower', ['users.name']))
    .orderBy('users.id')
    .execute();
  return teams.map((team) => ({
    ...team,
    members: members
      .filter((member) => member.team_id === team.id)
      .map(({ id, name, email, role }) => ({ id, name, email, role })),
  }));
}

export async function teamWithMembers(db: Executor, teamId: number): Promise<TeamWithMembers> {
  const [team] = await teamsWithMembers(db, [teamId]);
  if (!team) throw new NotFoundError('No such team.');
  return team;
}

/** The teams the caller may view: the rule function decides, team by team. */
export async function visibleTeams(db: Executor, actor: Actor): Promise<TeamWithMembers[]> {
  const all = await db.selectFrom('teams').select(['id', 'manager_id']).execute();
  const visible = all.filter((team) => can(actor, 'view_team', { type: 'team', id: team.id, managerId: team.manager_id }));
  return teamsWithMembers(db, visible.map((team) => team.id));
}
