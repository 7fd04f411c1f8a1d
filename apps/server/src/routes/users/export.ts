// The export of a person's data: one JSON document, streamed as it is read.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { exportPersonData } from '../../queries/export.js';
import { errorResponses, IdParams } from '../../schemas/common.js';

export const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/data',
    {
      config: { access: { action: 'export_data', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'exportUserData',
        tags: ['accounts'],
        summary: 'Export one’s own data',
        description:
          'A JSON attachment `{"data":{exported_at, profile, working_times (with breaks), clocks, absences, corrections, week_validations, ' +
          'changes, notifications, teams}}`, each record as the API shows it elsewhere; `teams` lists the teams the person belongs to or manages ' +
          '(`{id, name, manager_id, created_at, member, manager}`). Streamed: the document is written while it is read.',
        params: IdParams,
        response: {
          // A stream is sent as it is, never serialized: this schema documents the document's outer shape.
          200: Type.Object(
            { data: Type.Object({}, { additionalProperties: true }) },
            { description: 'The person’s complete data (Content-Disposition: attachment)' },
          ),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="timetrack-data-${user.id}-${day}.json"`)
        .header('cache-control', 'no-store');
      // The typed reply expects the documented object; a stream is what carries it.
      return reply.send(Readable.from(exportPersonData(app.db, user)) as unknown as { data: object });
    },
  );
};
