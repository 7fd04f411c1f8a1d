// Week validation (docs/api.md#week-validation): a validated week refuses every change touching it until reopened.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reopenWeek, validateTeamWeeks, validateWeek } from '../../commands/week-validations.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { WeekValidationSchema } from '../../presenters/week-validation.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { parseRange } from '../../queries/range.js';
import { MAX_WEEKS_PER_CALL, MAX_WEEKS_PER_PERSON } from '../../queries/team-weeks.js';
import { daysOf, listWeekValidations } from '../../queries/time-records.js';
import { CalendarDate, Data, DateInput, errorResponses, IdParams, Page, Pagination, RangedQuery } from '../../schemas/common.js';


const TeamWeeksSchema = Type.Object(
  {
    dry_run: Type.Boolean({ description: 'true: nothing was written, the answer says what would happen' }),
    until: CalendarDate,
    validated: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        week_start: CalendarDate,
        id: Type.Union([Type.Integer(), Type.Null()], { description: 'the week validation; null in a dry run' }),
      }),
      { description: 'the weeks validated (in a dry run: that would be), by person then week' },
    ),
    blocked: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        week_start: CalendarDate,
        reason: Type.Union([Type.Literal('open_period'), Type.Literal('pending_correction'), Type.Literal('pending_leave')], {
          description: 'the first that holds the week back, in this order: `open_period`, `pending_correction`, `pending_leave`',
        }),
        working_time_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the open period, for `open_period`' }),
        correction_id: Type.Union([Type.Integer(), Type.Null()], {
          description: 'a pending request touching the week, for `pending_correction`',
        }),
        leave_request_id: Type.Union([Type.Integer(), Type.Null()], {
          description: 'a pending leave request with a day in the week, for `pending_leave`',
        }),
      }),
      { description: 'the weeks held back, not validated: offered again on the next call' },
    ),
  },
  { title: 'TeamWeekValidations' },
);

const weekValidationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/week-validations',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'validateWeek',
        tags: ['week validations'],
        summary: "Validate a week of the person's hours",
        description:
          'A Monday (`not_monday`) of a week that is over in APP_TIMEZONE (`week_not_over`); 409 `week_validated` ' +
          'when already validated. A reopened week can be validated again. Logged and notified.',
        params: IdParams,
        body: Type.Object({ week_start: CalendarDate }),
        response: { 201: Data(WeekValidationSchema), ...errorResponses(400, 401, 403, 404, [409, 'week_validated'], 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const validated = await app.db
        .transaction()
        .execute((trx) => validateWeek(trx, actor, request.params.id, request.body.week_start, app.config.appTimezone));
      return reply.status(201).send({ data: validated });
    },
  );

  app.post(
    '/teams/:id/week-validations',
    {
      config: { access: { action: 'view_team', subject: subjects.teamParam() }, scope: 'manage' },
      schema: {
        operationId: 'validateTeamWeeks',
        tags: ['week validations'],
        summary: "Month-end: validate the team's weeks up to a date",
        description: [
          'For each member whose hours the caller may edit (`edit_working_times`; never the caller), every week that is over',
          '(never the current one) from the week of their first working time or absence up to the last week ending on or',
          'before `until`, and not validated now (a reopened week is validated again). Weeks with nothing recorded are',
          'validated too. A week touched by an open period (`open_period`) or holding a pending correction request, by its',
          'requested times or by the period it would change (`pending_correction`), or with a day of a pending leave request (`pending_leave`), is not validated but answered in',
          '`blocked`, and offered again next time. Each validation is logged and notified as a single one is; all of them in',
          `one transaction. At most ${MAX_WEEKS_PER_PERSON} weeks of one person and ${MAX_WEEKS_PER_CALL} in all at once,`,
          'blocked ones included (else 422 `range_too_long` on `until`: validate up to an earlier date first).',
          '`dry_run=true` answers the same without writing anything (a preview).',
        ].join(' '),
        params: IdParams,
        querystring: Type.Object({
          dry_run: Type.Optional(Type.Boolean({ default: false, description: 'true: answer what would happen, write nothing' })),
        }),
        body: Type.Object({ until: DateInput('the last day: the weeks ending on or before it') }),
        response: { 200: Data(TeamWeeksSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const result = await validateTeamWeeks(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.until,
        app.config.appTimezone,
        { dryRun: request.query.dry_run ?? false },
      );
      return { data: result };
    },
  );

  app.get(
    '/users/:id/week-validations',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listWeekValidations',
        tags: ['week validations'],
        summary: "The person's validated and reopened weeks, ordered by week",
        description: 'With `start` and `end`: the weeks overlapping that range.',
        params: IdParams,
        querystring: RangedQuery(Pagination),
        response: { 200: Page(WeekValidationSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseRange(request.query, app.config.appTimezone);
      const page = pageOf(request.query);
      const { items, total } = await listWeekValidations(
        app.db,
        request.params.id,
        range ? daysOf(range, app.config.appTimezone) : undefined,
        page,
      );
      return { data: items, meta: pageMeta(total, page) };
    },
  );

  app.put(
    '/week-validations/:id/reopen',
    {
      config: { access: { action: 'reopen_week', subject: subjects.weekParam() }, scope: 'manage' },
      schema: {
        operationId: 'reopenWeek',
        tags: ['week validations'],
        summary: 'Reopen a validated week',
        description: '409 `conflict` when the week is not validated. Logged and notified.',
        params: IdParams,
        response: { 200: Data(WeekValidationSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const reopened = await app.db.transaction().execute((trx) => reopenWeek(trx, actor, request.params.id));
      return { data: reopened };
    },
  );
};

export default weekValidationRoutes;
