// Who is told about a person's hours, written once for every notice that goes beyond the person: the
// managers of the person's teams, and the general managers. Only active accounts receive notices (an
// invited manager who never signed in, or a removed one, reads nothing).
import { sql, type RawBuilder } from 'kysely';

/** The active managers of the teams of `userId`, the person excluded: a query of `id`s. */
export function teamManagersOf(userId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    select distinct managers.id from team_members
    join teams on teams.id = team_members.team_id
    join users managers on managers.id = teams.manager_id and managers.status = 'active'
    where team_members.user_id = ${userId} and managers.id <> ${userId}`;
}

/** The active general managers: a query of `id`s. */
export function generalManagers(): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`select id from users where role = 'general_manager' and status = 'active'`;
}
