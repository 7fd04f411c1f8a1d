import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ServiceUnavailableError } from '../errors.js';
import { Data, errorResponses } from '../schemas/common.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['service'],
        summary: 'Is the service up, and can it reach its database?',
        response: {
          200: Data(Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') })),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new ServiceUnavailableError('The database is unreachable.');
      }
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};

export default healthRoutes;
