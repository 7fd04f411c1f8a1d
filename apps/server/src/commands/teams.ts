// Changes to teams. The route's access rule already decided `create_team` or `manage_team`; what depends
// on the request's data (naming another manager) is decided here by the rule function.
import { sql } from 'kysely';
import type { Db, Tx } from '../db/client.js';
import type { Role } from '../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { can, type Actor } from '../policies/rules.js';
import type { TeamWithMembers } from '../presenters/team.js';
import { teamWithMembers } from '../queries/teams.js';

export interface TeamInput {
  name: string;
  manager_id?: number;
}

export interface TeamUpdate {
  name?: string;
  manager_id?: number;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw ValidationError.field('name', 'too_short', 'must not be blank');
  return trimmed;
}

async function assertNameFree(trx: Tx, name: string, exceptTeamId?: number): Promise<void> {
  let query = trx
    .selectFrom('teams')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptTeamId !== undefined) query = query.where('id', '<>', exceptTeamId);
  // The unique index teams_name_unique settles a race between two requests (422 taken as well).
  if (await query.executeTakeFirst()) throw ValidationError.field('name', 'taken', 'is already the name of another team');
}

/**
 * The named person must be a live manager or general manager. The row is share-locked until the end of
 * the transaction, so a concurrent demotion (which locks the person first) cannot slip in between.
 */
async function assertManager(trx: Tx, userId: number): Promise<void> {
  const row = await sql<{ role: string }>`
    select role from users where id = ${userId} and status <> 'deleted' for share`.execute(trx);
  const role = row.rows[0]?.role;
  if (role !== 'manager' && role !== 'general_manager') {
    throw ValidationError.field('manager_id', 'not_a_manager', 'must be a manager or a general manager');
  }
}

/** Creates a team; its manager defaults to the caller. */
export async function createTeam(db: Db, actor: Actor, input: TeamInput): Promise<TeamWithMembers> {
  return db.transaction().execute(async (trx) => {
    const name = cleanName(input.name);
    await assertManager(trx, input.manager_id ?? actor.id);
    await assertNameFree(trx, name);
    const team = await trx
      .insertInto('teams')
      .values({ name, manager_id: input.manager_id ?? actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return teamWithMembers(trx, team.id);
  });
}

/** Renames a team or hands it to another manager (which needs `assign_team_manager`). */
export async function updateTeam(db: Db, actor: Actor, teamId: number, input: TeamUpdate): Promise<TeamWithMembers> {
  return db.transaction().execute(async (trx) => {
    const team = await trx
      .selectFrom('teams')
      .select(['id', 'manager_id'])
      .where('id', '=', teamId)
      .forUpdate()
      .executeTakeFirst();
    if (!team) throw new NotFoundError('No such team.');
    const changes: { name?: string; manager_id?: number } = {};
    if (input.manager_id !== undefined && input.manager_id !== team.manager_id) {
      if (!can(actor, 'assign_team_manager', { type: 'team', id: team.id, managerId: team.manager_id })) {
        throw new ForbiddenError();
      }
      await assertManager(trx, input.manager_id);
      changes.manager_id = input.manager_id;
    }
    if (input.name !== undefined) {
      changes.name = cleanName(input.name);
      await assertNameFree(trx, changes.name, team.id);
    }
    if (Object.keys(changes).length > 0) await trx.updateTable('teams').set(changes).where('id', '=', team.id).execute();
    return teamWithMembers(trx, team.id);
  });
}

export async function deleteTeam(db: Db, teamId: number): Promise<void> {
  const deleted = await db.deleteFrom('teams').where('id', '=', teamId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError('No such team.');
}

/**
 * Adds a live account to a team; adding a member again changes nothing. A manager adds only employees
 * (docs/api.md#teams): a member becomes one of the manager's people, whose hours they read and edit.
 * The person is share-locked, so a concurrent role change (which locks the person first) waits.
 */
export async function addMember(db: Db, actor: Actor, teamId: number, userId: number): Promise<TeamWithMembers> {
  return db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select(['id', 'manager_id']).where('id', '=', teamId).executeTakeFirst();
    if (!team) throw new NotFoundError('No such team.');
    const user = await sql<{ id: number; role: Role }>`
      select id, role from users where id = ${userId} and status <> 'deleted' for share`.execute(trx);
    const member = user.rows[0];
    if (!member) throw ValidationError.field('user_id', 'invalid', 'is not an account');
    const teamSubject = { type: 'team' as const, id: team.id, managerId: team.manager_id };
    if (!can(actor, 'add_team_member', { type: 'membership', team: teamSubject, memberRole: member.role })) throw new ForbiddenError();
    await trx
      .insertInto('team_members')
      .values({ team_id: teamId, user_id: userId })
      .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
      .execute();
    return teamWithMembers(trx, teamId);
  });
}

/** Removes a member; 404 when the person is not a member of the team. */
export async function removeMember(db: Db, teamId: number, userId: number): Promise<void> {
  const deleted = await db
    .deleteFrom('team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError('The person is not a member of this team.');
}
