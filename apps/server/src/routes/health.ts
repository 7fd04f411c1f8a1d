import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UnavailableError } from '../errors.js';
import { outboxBacklog } from '../plugins/app/metrics.js';
import { Data, errorResponses } from '../schemas/common.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['service'],
        summary: 'Is the service up, and can it reach its database?',
        response: {
          200: Data(
            Type.Object({
              status: Type.Literal('ok'),
              database: Type.Literal('ok'),
              rate_limits: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
                description: '`degraded`: Redis (REDIS_URL) is unreachable; limits are counted per instance until it is back',
              }),
              outbox_backlog: Type.Integer({ description: 'e-mails waiting to be sent (unsent, with attempts left)' }),
            }),
          ),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      // Answers within a second: a database that does not answer by then counts as unavailable.
      try {
        await app.database.ping();
      } catch {
        throw new UnavailableError('The database is unreachable or did not answer in time.');
      }
      const outbox = await outboxBacklog(app.db);
      return { data: { status: 'ok' as const, database: 'ok' as const, rate_limits: app.rateLimitState(), outbox_backlog: outbox } };
    },
  );
};

export default healthRoutes;
