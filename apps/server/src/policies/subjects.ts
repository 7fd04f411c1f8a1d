// Subject loaders: find the record an action is about, with what the rule function needs to know of it
// (for a person: the managers of the teams they belong to). A missing or deleted record is 404.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { can, type PersonSubject, type ServiceSubject, type TeamSubject, type WeekSubject, type CorrectionSubject, type LeaveRequestSubject, type Subject } from './rules.js';

/**
 * What a loader reads of a request: its path parameters and body, and the caller found by authentication
 * (the HTTP floor's request has them; the rules know nothing more of HTTP).
 */
export interface SubjectRequest {
  readonly params: unknown;
  readonly body: unknown;
  readonly currentUser: Pick<UserRow, 'id' | 'role'> | null;
  readonly currentPerson: PersonSubject | null;
}

/** Finds the subject of a request (404 when there is none), for the rule function to decide on. */
export type SubjectLoader = (request: SubjectRequest, db: Db) => Promise<Subject>;

export async function loadPerson(db: Executor, userId: number): Promise<PersonSubject> {
  // One round trip: the person and the managers of their teams (every person-scoped request asks this).
  const row = await db
    .selectFrom('users')
    .leftJoin('team_members', 'team_members.user_id', 'users.id')
    .leftJoin('teams', 'teams.id', 'team_members.team_id')
    .select(['users.id', sql<number[]>`coalesce(array_agg(distinct teams.manager_id) filter (where teams.manager_id is not null), '{}')`.as('manager_ids')])
    .where('users.id', '=', userId)
    .where('users.status', '<>', 'deleted')
    .groupBy('users.id')
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such person.');
  return { type: 'person', id: row.id, managerIds: row.manager_ids.map(Number) };
}

/** The managers of the teams a person belongs to. */
export async function managersOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select('teams.manager_id')
    .distinct()
    .where('team_members.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.manager_id);
}

export async function loadTeam(db: Executor, teamId: number): Promise<TeamSubject> {
  const team = await db.selectFrom('teams').select(['id', 'manager_id']).where('id', '=', teamId).executeTakeFirst();
  if (!team) throw new NotFoundError('No such team.');
  return { type: 'team', id: team.id, managerId: team.manager_id };
}

export async function loadCorrection(db: Executor, correctionId: number): Promise<CorrectionSubject> {
  const row = await db
    .selectFrom('corrections')
    .select(['id', 'user_id'])
    .where('id', '=', correctionId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such correction request.');
  return { type: 'correction', id: row.id, person: await loadPerson(db, row.user_id) };
}

export async function loadWeek(db: Executor, weekValidationId: number): Promise<WeekSubject> {
  const row = await db
    .selectFrom('week_validations')
    .select(['id', 'user_id', 'validated_by'])
    .where('id', '=', weekValidationId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such week validation.');
  return { type: 'week', id: row.id, validatedBy: row.validated_by, person: await loadPerson(db, row.user_id) };
}

/** The owner of a working time: edits of a working time are decided on the person whose time it is. */
export async function loadWorkingTimeOwner(db: Executor, workingTimeId: number): Promise<PersonSubject> {
  const row = await db.selectFrom('working_times').select('user_id').where('id', '=', workingTimeId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such working time.');
  return loadPerson(db, row.user_id);
}

/**
 * The owner of a working time named together with its owner (`/workingtime/{user_id}/{id}`): an id that
 * is not one of that person's working times is 404, before any authorization (docs/api.md#order-of-checks).
 */
export async function loadWorkingTimeOf(db: Executor, userId: number, workingTimeId: number): Promise<PersonSubject> {
  const row = await db
    .selectFrom('working_times')
    .select('user_id')
    .where('id', '=', workingTimeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such working time.');
  return loadPerson(db, row.user_id);
}

/** The person an absence is for. */
export async function loadAbsenceOwner(db: Executor, absenceId: number): Promise<PersonSubject> {
  const row = await db.selectFrom('absences').select('user_id').where('id', '=', absenceId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such absence.');
  return loadPerson(db, row.user_id);
}

/** A leave request with its person (and the managers of their teams). */
export async function loadLeaveRequest(db: Executor, leaveRequestId: number): Promise<LeaveRequestSubject> {
  const row = await db.selectFrom('leave_requests').select(['id', 'user_id']).where('id', '=', leaveRequestId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such leave request.');
  return { type: 'leave_request', id: row.id, person: await loadPerson(db, row.user_id) };
}

/** The person a schedule belongs to: deleting it is an edit of their hours. */
export async function loadScheduleOwner(db: Executor, scheduleId: number): Promise<PersonSubject> {
  const row = await db.selectFrom('schedules').select('user_id').where('id', '=', scheduleId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such schedule.');
  return loadPerson(db, row.user_id);
}

export const SERVICE: ServiceSubject = { type: 'service' };

/** The service, once the company's day off exists: an unknown one is 404 before the rule function is asked. */
export async function loadHoliday(db: Executor, holidayId: number): Promise<ServiceSubject> {
  const row = await db.selectFrom('holidays').select('id').where('id', '=', holidayId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such holiday.');
  return SERVICE;
}

/** The service, once the webhook exists: an unknown or deleted one is 404 before the rule function is asked. */
export async function loadWebhook(db: Executor, webhookId: number): Promise<ServiceSubject> {
  const row = await db.selectFrom('webhooks').select('id').where('id', '=', webhookId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new NotFoundError('No such webhook.');
  return SERVICE;
}

type Params = Record<string, unknown>;
function param(request: SubjectRequest, name: string): number {
  return Number((request.params as Params)[name]);
}

/** Loaders for route declarations: `subject: subjects.personParam('user_id')`. */
export const subjects = {
  /** The person named by a path parameter. */
  personParam:
    (name = 'id'): SubjectLoader =>
    (request, db) => {
      const id = param(request, name);
      // The caller themself: authentication has already read their managers, in its one query.
      if (request.currentPerson?.id === id) return Promise.resolve(request.currentPerson);
      return loadPerson(db, id);
    },
  /**
   * The person named by a path parameter, 404 unless the caller may view them: asking for someone the caller
   * may not see tells nothing of whether they exist (leave requests).
   */
  visiblePersonParam:
    (name = 'id'): SubjectLoader =>
    async (request, db) => {
      const id = param(request, name);
      if (request.currentPerson?.id === id) return request.currentPerson;
      const person = await loadPerson(db, id);
      const actor = request.currentUser;
      if (!actor || !can({ id: actor.id, role: actor.role }, 'view_data_of', person)) throw new NotFoundError('No such person.');
      return person;
    },
  /** The caller themself. */
  self: (): SubjectLoader => async (request, db) => request.currentPerson ?? loadPerson(db, request.currentUser!.id),
  /** A team about to be created, from the body: its manager is `manager_id`, or the caller when omitted. */
  newTeamBody: (): SubjectLoader => async (request) => ({
    type: 'team',
    id: null,
    managerId: ((request.body ?? {}) as { manager_id?: number }).manager_id ?? request.currentUser!.id,
  }),
  teamParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadTeam(db, param(request, name)),
  correctionParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadCorrection(db, param(request, name)),
  weekParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadWeek(db, param(request, name)),
  /** The owner of the working time named by a path parameter. */
  workingTimeParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadWorkingTimeOwner(db, param(request, name)),
  /** The owner of the working time `id` that must belong to the person `user_id` (404 otherwise). */
  personsWorkingTimeParams:
    (userParam = 'user_id', idParam = 'id'): SubjectLoader =>
    (request, db) =>
      loadWorkingTimeOf(db, param(request, userParam), param(request, idParam)),
  /** The person of the absence named by a path parameter. */
  absenceParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadAbsenceOwner(db, param(request, name)),
  leaveRequestParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadLeaveRequest(db, param(request, name)),
  /** The person of the schedule named by a path parameter. */
  scheduleParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadScheduleOwner(db, param(request, name)),
  /** The company's day off named by a path parameter (the service, 404 when unknown). */
  holidayParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadHoliday(db, param(request, name)),
  /** The webhook named by a path parameter (the service, 404 when unknown or deleted). */
  webhookParam:
    (name = 'id'): SubjectLoader =>
    (request, db) =>
      loadWebhook(db, param(request, name)),
  service: (): SubjectLoader => async () => SERVICE,
};
