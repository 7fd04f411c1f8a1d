// Schedules: dated versions per person, and the company's default.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createSchedule, deleteSchedule, setDefaultSchedule } from '../../commands/schedules.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { weeklyOf } from '../../presenters/schedule.js';
import { defaultScheduleSeconds, listSchedules } from '../../queries/schedules.js';
import { ScheduleSchema, WeeklySchema } from '../../schemas/accounts.js';
import { Data, DateInput, errorResponses, IdParams } from '../../schemas/common.js';

const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/schedules',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listSchedules',
        tags: ['accounts of hours'],
        summary: "The person's schedule versions, newest first",
        description: 'Without a version, the company default (`GET /settings/schedule`) applies.',
        params: IdParams,
        response: { 200: Data(Type.Array(ScheduleSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await listSchedules(app.db, request.params.id) }),
  );

  app.post(
    '/users/:id/schedules',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createSchedule',
        tags: ['accounts of hours'],
        summary: 'Add a schedule version',
        description:
          'One version per person and `valid_from` (`taken`). Never for oneself (403). Logged (subject_type `schedule`) and notified (`schedule_created`).',
        params: IdParams,
        body: Type.Object({ valid_from: DateInput('the first day the version applies'), weekly: WeeklySchema }),
        response: { 201: Data(ScheduleSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const schedule = await app.db
        .transaction()
        .execute((trx) => createSchedule(trx, actor, request.params.id, request.body));
      return reply.status(201).send({ data: schedule });
    },
  );

  app.delete(
    '/schedules/:id',
    {
      config: { access: { action: 'edit_working_times', subject: subjects.scheduleParam() }, scope: 'manage' },
      schema: {
        operationId: 'deleteSchedule',
        tags: ['accounts of hours'],
        summary: 'Delete a schedule version',
        description: 'Logged and notified (`schedule_deleted`).',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await app.db.transaction().execute((trx) => deleteSchedule(trx, actor, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/settings/schedule',
    {
      config: { access: { action: 'manage_company_calendar', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'getDefaultSchedule',
        tags: ['accounts of hours'],
        summary: "The company's default schedule (general managers)",
        description: 'Applies to a person with no schedule version; initially Monday to Friday, 7 hours (25200 s).',
        response: { 200: Data(WeeklySchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: weeklyOf(await defaultScheduleSeconds(app.db)) }),
  );

  app.put(
    '/settings/schedule',
    {
      config: { access: { action: 'manage_company_calendar', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'setDefaultSchedule',
        tags: ['accounts of hours'],
        summary: "Change the company's default schedule (general managers)",
        description:
          'A change is logged in the change log of everyone with no schedule version of their own (the general ' +
          'manager who made it included: subject_type `default_schedule`, subject_id 0, the default before and ' +
          'after) and notified to each of them (`default_schedule_updated`).',
        body: WeeklySchema,
        response: { 200: Data(WeeklySchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return { data: await app.db.transaction().execute((trx) => setDefaultSchedule(trx, actor, request.body)) };
    },
  );
};

export default scheduleRoutes;
