// Working times (docs/api.md#working-times): read by whoever may see the person's data, written by whoever may
// edit their hours (never the person themself: they request a correction).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createWorkingTime, deleteWorkingTime, updateWorkingTime, type BreakInput } from '../../commands/working-times.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { WorkingTimeSchema } from '../../presenters/working-time.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { parseRange } from '../../queries/range.js';
import { findWorkingTime, listWorkingTimes } from '../../queries/working-times.js';
import {
  Data,
  errorResponses,
  IdParam,
  InstantInput,
  Page,
  Pagination,
  RangedQuery,
} from '../../schemas/common.js';
import { parseInstant } from '../../time/instant.js';

const TimeValue = InstantInput();
const BreakBody = Type.Object({
  start: TimeValue,
  end: Type.Optional(Type.Union([TimeValue, Type.Null()], { description: 'null or omitted: the break is still going on' })),
});
const Breaks = Type.Array(BreakBody, { maxItems: 100, description: 'inside their working time, not overlapping each other' });

const CreateBody = Type.Object({
  start: TimeValue,
  end: Type.Optional(Type.Union([TimeValue, Type.Null()], { description: 'null or omitted: an open working time' })),
  breaks: Type.Optional(Breaks),
});
const UpdateBody = Type.Object({
  start: Type.Optional(TimeValue),
  end: Type.Optional(Type.Union([TimeValue, Type.Null()])),
  breaks: Type.Optional(Type.Array(BreakBody, { maxItems: 100, description: 'given: replaces every break of the working time' })),
});

// One path template, `/workingtime/{id}`, for both kinds of routes: `id` names the person when listing and
// creating, the working time when changing and deleting (as in `/workingtime/{user_id}/{id}`). OpenAPI
// forbids two templates that differ only in their parameter's name, so the document keeps `id` and says
// on each operation which record it names.
const PersonIdParams = Type.Object({
  id: { ...IdParam, description: "here `id` is a person's id (a `User` id), not a working time's" },
});
const WorkingTimeIdParams = Type.Object({
  id: { ...IdParam, description: "here `id` is a working time's id, not a person's" },
});

const RULES =
  'Rules: `end` after `start` (`before_start`), at most 24 hours (`too_long`), not in the future (`in_future`), ' +
  "no overlap with the person's other working times (`overlaps`), one open working time per person (`open_exists`), " +
  'breaks inside their working time; 409 `week_validated` when the old or new interval touches a validated week. ' +
  'Logged in the change log and notified to the person.';
const CLOCK_STATE =
  "An edit that opens the person's working time (no `end`) or closes their open one also writes the `work` clock " +
  'record of the new state (status true at its start, false at its end), so `GET /clocks/{user_id}` and the next ' +
  'clock toggle follow it; the change log records who made the edit.';

function instantField(field: string, value: string): Date {
  const parsed = parseInstant(value);
  if (!parsed) throw ValidationError.field(field, 'invalid', 'must be YYYY-MM-DD HH:MM:SS or ISO 8601');
  return parsed;
}

function breaksInput(breaks: readonly { start: string; end?: string | null }[]): BreakInput[] {
  return breaks.map((b, index) => ({
    start: instantField(`breaks.${index}.start`, b.start),
    end: b.end === undefined || b.end === null ? null : instantField(`breaks.${index}.end`, b.end),
  }));
}

const workingTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workingtime/:id',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listWorkingTimes',
        tags: ['working times'],
        summary: "The person's working times, ordered by start (`id` is the person)",
        description: 'With `start` and `end`: the working times overlapping that range.',
        params: PersonIdParams,
        querystring: RangedQuery(Pagination),
        response: { 200: Page(WorkingTimeSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseRange(request.query, app.config.appTimezone);
      const page = pageOf(request.query);
      const { items, total } = await listWorkingTimes(app.db, request.params.id, range, page);
      return { data: items, meta: pageMeta(total, page) };
    },
  );

  app.get(
    '/workingtime/:user_id/:id',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personsWorkingTimeParams() }, scope: 'read' },
      schema: {
        operationId: 'getWorkingTime',
        tags: ['working times'],
        summary: 'One working time of the person',
        description: '`user_id` is the person, `id` the working time; 404 when the working time is not theirs.',
        params: Type.Object({ user_id: IdParam, id: IdParam }),
        response: { 200: Data(WorkingTimeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      // The access rule's loader has found it among the person's working times (404 otherwise).
      const workingTime = await findWorkingTime(app.db, request.params.id);
      if (!workingTime) throw new NotFoundError('No such working time.');
      return { data: workingTime };
    },
  );

  app.post(
    '/workingtime/:id',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createWorkingTime',
        tags: ['working times'],
        summary: 'Create a working time for the person (`id` is the person)',
        description: `${RULES} ${CLOCK_STATE}`,
        params: PersonIdParams,
        body: CreateBody,
        response: { 201: Data(WorkingTimeSchema), ...errorResponses(400, 401, 403, 404, [409, 'week_validated'], 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { body } = request;
      const input = {
        start: instantField('start', body.start),
        end: body.end === undefined || body.end === null ? null : instantField('end', body.end),
        breaks: breaksInput(body.breaks ?? []),
      };
      const created = await app.db
        .transaction()
        .execute((trx) => createWorkingTime(trx, actor, request.params.id, input));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/workingtime/:id',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.workingTimeParam() }, scope: 'manage' },
      schema: {
        operationId: 'updateWorkingTime',
        tags: ['working times'],
        summary: 'Change a working time (`id` is the working time)',
        description: `Fields not given keep their value; \`breaks\` given replaces them all; closing the open working time without \`breaks\` ends its break in progress too. ${RULES} ${CLOCK_STATE}`,
        params: WorkingTimeIdParams,
        body: UpdateBody,
        response: { 200: Data(WorkingTimeSchema), ...errorResponses(400, 401, 403, 404, [409, 'week_validated'], 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { body } = request;
      const change = {
        ...(body.start !== undefined ? { start: instantField('start', body.start) } : {}),
        ...(body.end !== undefined ? { end: body.end === null ? null : instantField('end', body.end) } : {}),
        ...(body.breaks !== undefined ? { breaks: breaksInput(body.breaks) } : {}),
      };
      const updated = await app.db.transaction().execute((trx) => updateWorkingTime(trx, actor, request.params.id, change));
      return { data: updated };
    },
  );

  app.delete(
    '/workingtime/:id',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.workingTimeParam() }, scope: 'manage' },
      schema: {
        operationId: 'deleteWorkingTime',
        tags: ['working times'],
        summary: 'Delete a working time (`id` is the working time)',
        description:
          '409 `week_validated` when it touches a validated week. Logged and notified. Deleting the open working time ' +
          'writes a `work` clock record with status false at the moment of the deletion (the person is no longer clocked in).',
        params: WorkingTimeIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, [409, 'week_validated']) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await app.db.transaction().execute((trx) => deleteWorkingTime(trx, actor, request.params.id));
      return reply.status(204).send(null);
    },
  );
};

export default workingTimeRoutes;
