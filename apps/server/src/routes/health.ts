import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UnavailableError } from '../errors.js';
import { PING_TIMEOUT_MS } from '../db/client.js';
import { outboxBacklogQuery } from '../queries/outbox.js';
import { Data, errorResponses } from '../schemas/common.js';

/** Health answers within this, whatever the database does. */
const HEALTH_BUDGET_MS = 950;
/** The least time the backlog is given when the ping took most of the budget. */
const MIN_PROBE_MS = 50;

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
            }),
          ),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      // Health says whether this instance can serve, within a second in all: the database is asked through a
      // connection of its own (a pool busy with requests is not a database that is down), and the backlog,
      // a figure for operators, is left out rather than waited for.
      const started = performance.now();
      try {
        await app.database.ping(PING_TIMEOUT_MS);
      } catch {
        throw new UnavailableError('The database is unreachable or did not answer in time.');
      }
      const left = HEALTH_BUDGET_MS - (performance.now() - started);
      const query = outboxBacklogQuery(app.db);
      const outbox = await app.database
        .probe<{ count: number }>(query.sql, [...query.parameters], Math.max(MIN_PROBE_MS, left))
        .then((rows) => Number(rows[0]?.count ?? 0))
        .catch(() => null);
      return { data: { status: 'ok' as const, database: 'ok' as const, rate_limits: app.rateLimitState(), outbox_backlog: outbox } };
    },
  );
};

export default healthRoutes;
