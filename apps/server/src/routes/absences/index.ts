// Absences (docs/api.md#absences): recorded by whoever may edit the person's hours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createAbsences, deleteAbsence } from '../../commands/absences.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { AbsenceSchema, AbsenceTypeSchema } from '../../presenters/absence.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { parseRange } from '../../queries/range.js';
import { daysOf, listAbsences } from '../../queries/time-records.js';
import { Data, DateInput, errorResponses, IdParams, Page, Pagination, RangedQuery } from '../../schemas/common.js';

const AbsenceBody = Type.Object({
  type: AbsenceTypeSchema,
  start_date: DateInput(),
  end_date: DateInput('inclusive; not before start_date (`before_start`)'),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});

const absenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/absences',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createAbsences',
        tags: ['absences'],
        summary: 'Record absences of the person (all or nothing)',
        description:
          "No overlap with the person's other absences nor within the request (`overlaps`); 409 `week_validated` " +
          'when one falls in a validated week. Each is logged and notified.',
        params: IdParams,
        body: Type.Object({ absences: Type.Array(AbsenceBody, { minItems: 1, maxItems: 100 }) }),
        response: { 201: Data(Type.Array(AbsenceSchema)), ...errorResponses(400, 401, 403, 404, [409, 'week_validated'], 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const created = await app.db
        .transaction()
        .execute((trx) => createAbsences(trx, actor, request.params.id, request.body.absences));
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/users/:id/absences',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listAbsences',
        tags: ['absences'],
        summary: "The person's absences, ordered by start date",
        description: 'With `start` and `end`: the absences overlapping that range.',
        params: IdParams,
        querystring: RangedQuery(Pagination),
        response: { 200: Page(AbsenceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseRange(request.query, app.config.appTimezone);
      const page = pageOf(request.query);
      const { items, total } = await listAbsences(
        app.db,
        request.params.id,
        range ? daysOf(range, app.config.appTimezone) : undefined,
        page,
      );
      return { data: items, meta: pageMeta(total, page) };
    },
  );

  app.delete(
    '/absences/:id',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.absenceParam() }, scope: 'manage' },
      schema: {
        operationId: 'deleteAbsence',
        tags: ['absences'],
        summary: 'Delete an absence',
        description:
          '409 `week_validated` when it falls in a validated week; 409 `conflict` for the absence of an approved leave request ' +
          '(cancel the request instead). Logged and notified.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, [409, 'conflict', 'week_validated']) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await app.db.transaction().execute((trx) => deleteAbsence(trx, actor, request.params.id));
      return reply.status(204).send(null);
    },
  );
};

export default absenceRoutes;
