// Teams: who manages whom, and the team report.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addMember, createTeam, deleteTeam, removeMember, updateTeam } from '../../commands/teams.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { presentTeam, TeamSchema } from '../../presenters/team.js';
import { teamAverages } from '../../queries/team-averages.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { visibleTeams } from '../../queries/teams.js';
import { CalendarDate, Data, errorResponses, IdParam, IdParams, Name, Page, Pagination } from '../../schemas/common.js';
import { DayRangeQuery, parseDayRange } from '../../schemas/day-range.js';

const TeamName = Name({ maxLength: 100, description: 'unique, compared case-insensitively (`taken`)' });
const ManagerId = Type.Integer({
  ...IdParam,
  description: 'a manager or general manager (`not_a_manager`); a manager may only name themself',
});

const AveragesSchema = Type.Object(
  {
    team_id: Type.Integer(),
    start: CalendarDate,
    end: CalendarDate,
    days: Type.Integer({ description: 'days in the range, both ends included' }),
    members: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        name: Type.String(),
        worked_seconds: Type.Integer({ description: 'working time inside the range, breaks deducted, open periods up to now' }),
        worked_days: Type.Integer({ description: 'days of the range (in APP_TIMEZONE) with worked time' }),
        daily_average_seconds: Type.Integer({ description: 'round(worked_seconds / worked_days), 0 without a worked day' }),
        weekly_average_seconds: Type.Integer({ description: 'round(worked_seconds * 7 / days)' }),
      }),
      { description: 'the current members, ordered by name' },
    ),
    team: Type.Object(
      {
        worked_seconds: Type.Integer(),
        daily_average_seconds: Type.Integer(),
        weekly_average_seconds: Type.Integer(),
      },
      { description: "sum of the members' worked seconds; rounded mean of their (rounded) averages; zeros without members" },
    ),
    series: Type.Array(Type.Object({ date: CalendarDate, worked_seconds: Type.Integer() }), {
      description: "the team's worked seconds on each day of the range, zeros included",
    }),
  },
  { title: 'TeamAverages' },
);

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/teams',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listTeams',
        tags: ['teams'],
        summary: 'Teams visible to the caller',
        description:
          'The managed teams for a manager, every team for a general manager, none for an employee; ordered by name, ' +
          '`limit` and `offset` page them (`meta.total` counts the visible teams).',
        querystring: Type.Object({ ...Pagination }),
        response: { 200: Page(TeamSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await visibleTeams(app.db, requireUser(request), page);
      return { data: items.map(presentTeam), meta: pageMeta(total, page) };
    },
  );

  app.post(
    '/teams',
    {
      config: { access: { action: 'create_team', subject: subjects.newTeamBody() }, scope: 'manage' },
      schema: {
        operationId: 'createTeam',
        tags: ['teams'],
        summary: 'Create a team',
        description: 'Without `manager_id`, the caller manages the team. Only a general manager names another manager.',
        body: Type.Object({ name: TeamName, manager_id: Type.Optional(ManagerId) }),
        response: { 201: Data(TeamSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const team = await createTeam(app.db, requireUser(request), request.body);
      return reply.status(201).send({ data: presentTeam(team) });
    },
  );

  app.put(
    '/teams/:id',
    {
      config: { access: { action: 'manage_team', subject: subjects.teamParam() }, scope: 'manage' },
      schema: {
        operationId: 'updateTeam',
        tags: ['teams'],
        summary: 'Rename a team or change its manager',
        description: 'Changing the manager is `assign_team_manager` (general managers only).',
        params: IdParams,
        body: Type.Object({ name: Type.Optional(TeamName), manager_id: Type.Optional(ManagerId) }),
        response: { 200: Data(TeamSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const team = await updateTeam(app.db, requireUser(request), request.params.id, request.body);
      return { data: presentTeam(team) };
    },
  );

  app.delete(
    '/teams/:id',
    {
      config: { access: { action: 'manage_team', subject: subjects.teamParam() }, scope: 'manage' },
      schema: {
        operationId: 'deleteTeam',
        tags: ['teams'],
        summary: 'Delete a team (its members keep their accounts and hours)',
        description: 'The members stay, with their hours; only the team and its memberships go.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteTeam(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/teams/:id/members',
    {
      config: { access: { action: 'manage_team', subject: subjects.teamParam() }, scope: 'manage' },
      schema: {
        operationId: 'addTeamMember',
        tags: ['teams'],
        summary: 'Add a member',
        description:
          'Idempotent: adding a member again answers the same team. An unknown or deleted account is 422 `invalid` on `user_id`.',
        params: IdParams,
        body: Type.Object({ user_id: IdParam }),
        response: { 200: Data(TeamSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const team = await addMember(app.db, requireUser(request), request.params.id, request.body.user_id);
      return { data: presentTeam(team) };
    },
  );

  app.delete(
    '/teams/:id/members/:user_id',
    {
      config: { access: { action: 'manage_team', subject: subjects.teamParam() }, scope: 'manage' },
      schema: {
        operationId: 'removeTeamMember',
        tags: ['teams'],
        summary: 'Remove a member',
        description: '404 when the person is not a member of the team.',
        params: Type.Object({ id: IdParam, user_id: IdParam }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, request.params.id, request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams/:id/averages',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() }, scope: 'read' },
      schema: {
        operationId: 'getTeamAverages',
        tags: ['teams'],
        summary: 'Team report: worked time and averages per member, and per day',
        description: [
          'Calendar days in APP_TIMEZONE, both ends included, at most 366 days (`range_too_long`).',
          'Both bounds are required (`required`); `end` before `start` is `before_start`.',
        ].join(' '),
        params: IdParams,
        querystring: DayRangeQuery,
        response: { 200: Data(AveragesSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseDayRange(request.query);
      const report = await teamAverages(app.db, {
        teamId: request.params.id,
        range,
        zone: app.config.appTimezone,
        now: new Date(),
      });
      return { data: report };
    },
  );
};

export default teamRoutes;
