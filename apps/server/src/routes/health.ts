import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { databaseHealth } from '../queries/health.js';
import { Data, errorResponses } from '../schemas/common.js';

/** Health answers within this, whatever the database does. */
const HEALTH_BUDGET_MS = 950;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['service'],
        summary: 'Is the service up, and can it reach its database?',
        description: 'Public and unauthenticated; 503 `unavailable` with `Retry-After` when the database does not answer.',
        response: {
          200: Data(
            Type.Object({
              status: Type.Literal('ok'),
              database: Type.Literal('ok'),
              rate_limits: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
                description: '`degraded`: Redis (REDIS_URL) is unreachable; limits are counted per instance until it is back',
              }),
              outbox_backlog: Type.Union([Type.Integer(), Type.Null()], {
                description: 'e-mails waiting to be sent (unsent, with attempts left); null when it could not be counted within the second health is given',
              }),
              last_backup_age_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
                description:
                  'seconds since the last good backup the service took itself (BACKUP_DIR), on any instance; null when none was taken yet, or it could not be read within the second',
              }),
            }),
          ),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      // Health says whether this instance can serve, within a second in all.
      const health = await databaseHealth(app.database, HEALTH_BUDGET_MS);
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          rate_limits: app.rateLimitState(),
          outbox_backlog: health.outboxBacklog,
          last_backup_age_seconds: health.backupAgeSeconds,
        },
      };
    },
  );
};

export default healthRoutes;
