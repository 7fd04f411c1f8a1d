// The change log of a person (docs/api.md#change-log), and the check of its hash chain.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { verifyChain } from '../../changelog/changelog.js';
import { subjects } from '../../policies/subjects.js';
import { ChangeSchema } from '../../presenters/change.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { parseRange } from '../../queries/range.js';
import { listChanges } from '../../queries/time-records.js';
import { Data, errorResponses, IdParams, Page, Pagination, RangedQuery } from '../../schemas/common.js';

const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/changes',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listChanges',
        tags: ['change log'],
        summary: "The change log of the person's recorded time, newest first",
        description: 'With `start` and `end`: the entries made in that range.',
        params: IdParams,
        querystring: RangedQuery(Pagination),
        response: { 200: Page(ChangeSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseRange(request.query, app.config.appTimezone);
      const page = pageOf(request.query);
      const { items, total } = await listChanges(app.db, request.params.id, range, page);
      return { data: items, meta: pageMeta(total, page) };
    },
  );

  app.get(
    '/users/:id/changes/verify',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'verifyChanges',
        tags: ['change log'],
        summary: "Recompute the person's hash chain",
        description: '`valid: false` names the first entry whose hash or link to the previous entry does not hold.',
        params: IdParams,
        response: {
          200: Data(
            Type.Object({
              valid: Type.Boolean(),
              entries: Type.Integer({ minimum: 0 }),
              first_broken_id: Type.Optional(Type.Integer()),
            }),
          ),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await verifyChain(app.db, request.params.id) }),
  );
};

export default changeRoutes;
