// Correction requests (docs/api.md#corrections): a person asks for a change of their hours; a reviewer
// approves (the change is applied) or rejects it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { approveCorrection, rejectCorrection, requestCorrection } from '../../commands/corrections.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { CorrectionSchema, CorrectionStatusSchema } from '../../presenters/correction.js';
import { listCorrections, presentCorrections } from '../../queries/corrections.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { Data, errorResponses, IdParam, IdParams, InstantInput, Page, Pagination } from '../../schemas/common.js';

const TimeValue = (what: string) => InstantInput(`${what}: \`YYYY-MM-DD HH:MM:SS\` (UTC) or ISO 8601 with Z or an offset`);

const RequestBody = Type.Object({
  working_time_id: Type.Optional(
    Type.Union([IdParam, Type.Null()], {
      description: 'the working time to change, one of the caller’s own (else 404); omitted or null: asks for a new one',
    }),
  ),
  start: TimeValue('the corrected start'),
  end: TimeValue('the corrected end: after start (`before_start`), at most 24 hours later (`too_long`), not in the future (`in_future`)'),
  reason: Type.String({ minLength: 1, maxLength: 1000 }),
  client_id: Type.Optional(
    Type.String({ format: 'uuid', description: 'client-generated; a client_id already received answers the stored request with 200' }),
  ),
});

const ReviewBody = Type.Union([
  Type.Object({ comment: Type.Optional(Type.String({ maxLength: 1000, description: 'shown to the requester' })) }),
  Type.Null(),
]);

const correctionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/corrections',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listCorrections',
        tags: ['corrections'],
        summary: 'The caller’s own requests plus those the caller may review, newest first',
        description:
          'A manager reviews the requests of the members of the teams they manage (never their own); a general manager reviews every request. ' +
          'Each request carries `recorded`: the working time it concerns as it is now, beside the requested `start` and `end`. ' +
          '`user_id` keeps the requests of one person (among those the caller sees).',
        querystring: Type.Object({
          status: Type.Optional(CorrectionStatusSchema),
          user_id: Type.Optional(Type.Integer({ ...IdParam, description: 'only the requests of this person' })),
          ...Pagination,
        }),
        response: { 200: Page(CorrectionSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listCorrections(
        app.db,
        requireUser(request),
        { status: request.query.status, userId: request.query.user_id },
        page,
      );
      return { data: await presentCorrections(app.db, rows), meta: pageMeta(total, page) };
    },
  );

  app.post(
    '/corrections',
    {
      config: { access: { action: 'request_correction', subject: subjects.self() }, scope: 'manage' },
      schema: {
        operationId: 'requestCorrection',
        tags: ['corrections'],
        summary: 'Request a correction of the caller’s hours',
        description:
          'Notifies every reviewer (`correction_requested`). A known `client_id` answers the stored request with 200, before any other rule.',
        body: RequestBody,
        response: { 200: Data(CorrectionSchema), 201: Data(CorrectionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await requestCorrection(app.db, requireUser(request), {
        workingTimeId: body.working_time_id ?? undefined,
        start: body.start,
        end: body.end,
        reason: body.reason,
        clientId: body.client_id?.toLowerCase(),
      });
      const [presented] = await presentCorrections(app.db, [result.correction]);
      return reply.status(result.created ? 201 : 200).send({ data: presented! });
    },
  );

  app.put(
    '/corrections/:id/approve',
    {
      config: { access: { action: 'review_correction', subject: subjects.correctionParam() }, scope: 'manage' },
      schema: {
        operationId: 'approveCorrection',
        tags: ['corrections'],
        summary: 'Approve a request: its working time is changed (or created) as the reviewer’s edit',
        description:
          'Same rules as editing the working time (422 codes, 409 `week_validated`), logged and notified; breaks that no longer ' +
          'fit the corrected period are cut to it. The requester is notified (`correction_approved`). Already reviewed, or ' +
          'its working time deleted since: 409 `conflict`.',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Data(CorrectionSchema), ...errorResponses(401, 403, 404, [409, 'conflict', 'week_validated'], 422) },
      },
    },
    async (request) => {
      const correction = await approveCorrection(app.db, requireUser(request), request.params.id, request.body?.comment);
      const [presented] = await presentCorrections(app.db, [correction]);
      return { data: presented! };
    },
  );

  app.put(
    '/corrections/:id/reject',
    {
      config: { access: { action: 'review_correction', subject: subjects.correctionParam() }, scope: 'manage' },
      schema: {
        operationId: 'rejectCorrection',
        tags: ['corrections'],
        summary: 'Reject a request',
        description: 'The requester is notified (`correction_rejected`). Already reviewed: 409 `conflict`.',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Data(CorrectionSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const correction = await rejectCorrection(app.db, requireUser(request), request.params.id, request.body?.comment);
      const [presented] = await presentCorrections(app.db, [correction]);
      return { data: presented! };
    },
  );
};

export default correctionRoutes;
