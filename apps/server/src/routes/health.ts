import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UnavailableError } from '../errors.js';
import { PING_TIMEOUT_MS } from '../db/client.js';
import { outboxBacklogQuery } from '../queries/outbox.js';
import { BACKUP_AGE_SQL } from '../queries/backups.js';
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
      // One statement for both figures: one wait, within what is left of the budget.
      const figures = await app.database
        .probe<{ count: number; backup_age: number | null }>(
          `select (${query.sql}) as count, (${BACKUP_AGE_SQL}) as backup_age`,
          [...query.parameters],
          Math.max(MIN_PROBE_MS, left),
        )
        .then((rows) => rows[0])
        .catch(() => undefined);
      const outbox = figures ? Number(figures.count ?? 0) : null;
      const backupAge = figures?.backup_age == null ? null : Math.max(0, Number(figures.backup_age));
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          rate_limits: app.rateLimitState(),
          outbox_backlog: outbox,
          last_backup_age_seconds: backupAge,
        },
      };
    },
  );
};

export default healthRoutes;
