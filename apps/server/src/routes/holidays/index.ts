// Holidays: the public holidays of HOLIDAYS_REGION and the company's own days off.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createHoliday, deleteHoliday } from '../../commands/holidays.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { listHolidays } from '../../queries/holidays.js';
import { HolidaySchema } from '../../schemas/accounts.js';
import { Data, DateInput, errorResponses, IdParams, Name } from '../../schemas/common.js';
import { DayRangeQuery, parseDayRange } from '../../schemas/day-range.js';

const holidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/holidays',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listHolidays',
        tags: ['accounts of hours'],
        summary: 'Days off of a range: public holidays of HOLIDAYS_REGION and company days',
        description:
          'Public holidays (type `public` of the date-holidays package) of the region set by `HOLIDAYS_REGION` ' +
          '(none when unset), and the company days off, ordered by date. At most 366 days (`range_too_long`).',
        querystring: DayRangeQuery,
        response: { 200: Data(Type.Array(HolidaySchema)), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const range = parseDayRange(request.query);
      return { data: await listHolidays(app.db, app.config.holidaysRegion, range.start, range.end) };
    },
  );

  app.post(
    '/holidays',
    {
      config: { access: { action: 'manage_company_calendar', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'createHoliday',
        tags: ['accounts of hours'],
        summary: 'Add a company day off (general managers)',
        description: 'One company day off per date (`taken`).',
        body: Type.Object({ date: DateInput(), name: Name({ maxLength: 200 }) }),
        response: { 201: Data(HolidaySchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const holiday = await app.db.transaction().execute((trx) => createHoliday(trx, actor, request.body));
      return reply.status(201).send({ data: holiday });
    },
  );

  app.delete(
    '/holidays/:id',
    {
      config: { access: { action: 'manage_company_calendar', subject: subjects.holidayParam() }, scope: 'manage' },
      schema: {
        operationId: 'deleteHoliday',
        tags: ['accounts of hours'],
        summary: 'Delete a company day off (general managers)',
        description: 'A public holiday of the region cannot be deleted: 409 `conflict`.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute((trx) => deleteHoliday(trx, request.params.id));
      return reply.status(204).send(null);
    },
  );
};

export default holidayRoutes;
