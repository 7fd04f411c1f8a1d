// The caller's own notifications (docs/api.md#notifications).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { markNotificationsRead } from '../../commands/notifications.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { NotificationSchema } from '../../presenters/notification.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { listNotifications } from '../../queries/time-records.js';
import { errorResponses, IdParam, PageMeta, Pagination } from '../../schemas/common.js';

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        description: '`meta.unread`: how many of all the caller\'s notifications are unread.',
        querystring: Type.Object({
          unread: Type.Optional(Type.Boolean({ description: 'true: only the unread ones' })),
          ...Pagination,
        }),
        response: {
          200: Type.Object({
            data: Type.Array(NotificationSchema),
            meta: Type.Intersect([PageMeta, Type.Object({ unread: Type.Integer({ minimum: 0 }) })]),
          }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = pageOf(request.query);
      const { items, total, unread } = await listNotifications(app.db, user.id, request.query.unread === true, page);
      return { data: items, meta: { ...pageMeta(total, page), unread } };
    },
  );

  app.put(
    '/notifications/read',
    {
      config: { access: 'signed_in', scope: 'manage' },
      schema: {
        operationId: 'markNotificationsRead',
        tags: ['notifications'],
        summary: 'Mark notifications read',
        description: "Without `ids`: all of the caller's notifications. Ids of other people's notifications are ignored.",
        body: Type.Union([Type.Object({ ids: Type.Optional(Type.Array(IdParam, { maxItems: 5000 })) }), Type.Null()]),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(app.db, requireUser(request).id, request.body?.ids);
      return reply.status(204).send(null);
    },
  );
};

export default notificationRoutes;
