// Week validation (CONTRACT section 5): a validated week refuses every change touching it until reopened.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reopenWeek, validateWeek } from '../../commands/week-validations.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { WeekValidationSchema } from '../../presenters/week-validation.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { parseRange } from '../../queries/range.js';
import { daysOf, listWeekValidations } from '../../queries/time-records.js';
import { CalendarDate, Data, errorResponses, IdParams, Page, Pagination, RangedQuery } from '../../schemas/common.js';

const weekValidationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/week-validations',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'validateWeek',
        tags: ['week validations'],
        summary: "Validate a week of the person's hours",
        description:
          'A Monday (`not_monday`) of a week that is over in APP_TIMEZONE (`week_not_over`); 409 `week_validated` ' +
          'when already validated. A reopened week can be validated again. Logged and notified.',
        params: IdParams,
        body: Type.Object({ week_start: CalendarDate }),
        response: { 201: Data(WeekValidationSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
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

  app.get(
    '/users/:id/week-validations',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') } },
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
      config: { access: { action: 'reopen_week', subject: subjects.weekParam() } },
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
