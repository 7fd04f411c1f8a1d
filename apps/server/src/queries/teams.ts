// Reads of teams: a team with its members, and the teams a caller may see.
import type { Executor } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { can, type Actor, type TeamSubject } from '../policies/rules.js';
import type { TeamWithMembers } from '../presenters/team.js';
import { paginate, type PageRequest } from './pagination.js';

/** The ids of a team's live members, ordered by name (the order of team balances and timesheets). */
export async function liveMemberIds(db: Executor, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('users.id')
    .where('team_members.team_id', '=', teamId)
    .where('users.status', '<>', 'deleted')
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

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
    .select(['team_members.team_id', 'users.id', 'users.name', 'users.email', 'users.role', 'users.start_date'])
    .where('team_members.team_id', 'in', teamIds)
    .where('users.status', '<>', 'deleted')
    .orderBy((eb) => eb.fn('lower', ['users.name']))
    .orderBy('users.id')
    .execute();
  return teams.map((team) => ({
    ...team,
    members: members
      .filter((member) => member.team_id === team.id)
      .map(({ id, name, email, role, start_date }) => ({ id, name, email, role, start_date })),
  }));
}

export async function teamWithMembers(db: Executor, teamId: number): Promise<TeamWithMembers> {
  const [team] = await teamsWithMembers(db, [teamId]);
  if (!team) throw new NotFoundError('No such team.');
  return team;
}

/**
 * Which teams the caller may view, as the rule function answers for a team managed by someone else and
 * for one the caller manages: every team, the teams they manage, or none.
 */
export function teamScope(actor: Actor): 'everyone' | 'managed' | 'none' {
  const teamOf = (managerId: number): TeamSubject => ({ type: 'team', id: 0, managerId });
  if (can(actor, 'view_team', teamOf(0))) return 'everyone';
  if (can(actor, 'view_team', teamOf(actor.id))) return 'managed';
  return 'none';
}

/** One page of the teams the caller may view, ordered by name, and how many there are in all. */
export async function visibleTeams(
  db: Executor,
  actor: Actor,
  page: PageRequest,
): Promise<{ items: TeamWithMembers[]; total: number }> {
  const scope = teamScope(actor);
  if (scope === 'none') return { items: [], total: 0 };
  let query = db.selectFrom('teams');
  if (scope === 'managed') query = query.where('teams.manager_id', '=', actor.id);
  const { rows, total } = await paginate(query, page, (q) =>
    q
      .select('teams.id')
      .orderBy((eb) => eb.fn('lower', ['teams.name']))
      .orderBy('teams.id'),
  );
  return { items: await teamsWithMembers(db, rows.map((row) => row.id)), total };
}
