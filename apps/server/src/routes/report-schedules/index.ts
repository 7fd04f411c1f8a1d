// Scheduled reports (general managers): the attendance report or the payroll export of the month before,
// e-mailed as an attachment on a day of each month; "send now" to try one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createReportSchedule, deleteReportSchedule, MAX_RECIPIENTS, sendScheduledReport } from '../../commands/report-schedules.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { presentReportSchedule, presentReportScheduleRun, ReportScheduleRunSchema, ReportScheduleSchema } from '../../presenters/report-schedule.js';
import { Data, Email, errorResponses, IdParam, IdParams } from '../../schemas/common.js';
import { listReportSchedules, reportSchedule } from '../../queries/report-schedules.js';
import { previousMonth } from '../../timesheets/payroll-export.js';

const reportScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manage = { action: 'manage_payroll', subject: subjects.service() } as const;

  app.post(
    '/report-schedules',
    {
      config: { access: manage, scope: 'manage' },
      schema: {
        operationId: 'createReportSchedule',
        tags: ['payroll'],
        summary: 'Have a report e-mailed each month',
        description:
          'On `day_of_month` (1 to 28, APP_TIMEZONE) of each month, the file of the month before is e-mailed as an attachment to each ' +
          'recipient (1 to 20 e-mail addresses), once whatever the number of instances. `report`: `attendance` (`format` `json`, `csv` ' +
          'or `xlsx`; `team_id` for one team, else everyone) or `payroll` (`profile` `generic` or `datev_lodas`, `format` `csv`; a month ' +
          'not ready goes out as a draft that says so). A schedule created after its day of the current month starts with the next month.',
        body: Type.Object({
          report: Type.Union([Type.Literal('attendance'), Type.Literal('payroll')]),
          profile: Type.Optional(Type.Union([Type.Literal('generic'), Type.Literal('datev_lodas')])),
          format: Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')]),
          day_of_month: Type.Integer({ minimum: 1, maximum: 28 }),
          recipients: Type.Array(Email, { minItems: 1, maxItems: MAX_RECIPIENTS }),
          team_id: Type.Optional(IdParam),
        }),
        response: { 201: Data(ReportScheduleSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const row = await createReportSchedule(app.db, requireUser(request), request.body);
      return reply.status(201).send({ data: presentReportSchedule(row) });
    },
  );

  app.get(
    '/report-schedules',
    {
      config: { access: manage, scope: 'read' },
      schema: {
        operationId: 'listReportSchedules',
        tags: ['payroll'],
        summary: 'The scheduled reports',
        description: 'Every schedule of the company, oldest first.',
        response: { 200: Data(Type.Array(ReportScheduleSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await listReportSchedules(app.db)).map(presentReportSchedule) }),
  );

  app.delete(
    '/report-schedules/:id',
    {
      config: { access: manage, scope: 'manage' },
      schema: {
        operationId: 'deleteReportSchedule',
        tags: ['payroll'],
        summary: 'Stop a scheduled report',
        description: 'The months already sent stay sent; nothing more goes out.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteReportSchedule(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/report-schedules/:id/run',
    {
      config: { access: manage, scope: 'manage' },
      schema: {
        operationId: 'runReportSchedule',
        tags: ['payroll'],
        summary: 'Send the month before’s file now',
        description: 'The e-mails are in the outbox when this answers; they leave with the next round of the mail worker.',
        params: IdParams,
        response: { 202: Data(ReportScheduleRunSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const schedule = await reportSchedule(app.db, request.params.id);
      const now = new Date();
      const run = await sendScheduledReport(app.db, app.config, schedule, previousMonth(now, app.config.appTimezone), 'manual', now);
      return reply.status(202).send({ data: presentReportScheduleRun(run!) });
    },
  );
};

export default reportScheduleRoutes;
