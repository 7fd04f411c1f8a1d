// Presence (docs/api.md#presence): where the people the caller may view are right now, with their time
// today and this week, a page at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/app/authentication.js';
import { PresenceSchema, presentPresence } from '../../presenters/presence.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { listPresence } from '../../queries/presence.js';
import { errorResponses, IdParam, Page, Pagination } from '../../schemas/common.js';

const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/presence',
    {
      // Any signed-in account: the query keeps the people the rule function lets the caller view.
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listPresence',
        tags: ['presence'],
        summary: 'Who is in, on a break or out, with their time today and this week, ordered by name',
        description:
          'The active people the caller may view, the caller included: everyone for a general manager, the members of the teams ' +
          'they manage for a manager, oneself for an employee. `q` searches names and e-mail addresses; `team_id` keeps that ' +
          "team's members. Seconds are counted in APP_TIMEZONE, breaks excluded, an open period and an open break up to now.",
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200 })),
          team_id: Type.Optional(IdParam),
          ...Pagination,
        }),
        response: { 200: Page(PresenceSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listPresence(
        app.db,
        requireUser(request),
        { q: request.query.q, teamId: request.query.team_id, zone: app.config.appTimezone, now: new Date() },
        page,
      );
      return { data: rows.map(presentPresence), meta: pageMeta(total, page) };
    },
  );
};

export default presenceRoutes;
