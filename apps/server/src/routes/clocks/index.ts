// Clocking (docs/api.md#clocks): a person clocks in and out, and takes breaks, for themself only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { clock, type ClockRequest } from '../../commands/clocks.js';
import { ClientGoneError } from '../../errors.js';
import { subjects } from '../../policies/subjects.js';
import { ClockRecordSchema, presentClockRecord } from '../../presenters/clock.js';
import { latestWorkClock } from '../../queries/clocks.js';
import { ClientId, clockFields, ClockTime } from '../../schemas/clocks.js';
import { Data, errorResponses, UserIdParams } from '../../schemas/common.js';

/** The body of a clock route whose `action` is `on` or `off`; no body at all toggles. */
const clockBody = <On extends string, Off extends string>(on: On, off: Off) =>
  Type.Union([
    Type.Object({
      action: Type.Optional(Type.Union([Type.Literal(on), Type.Literal(off)], { description: 'omitted: toggles' })),
      client_id: Type.Optional(ClientId),
      time: Type.Optional(ClockTime),
    }),
    Type.Null(),
  ]);
const WorkBody = clockBody('in', 'out');
const BreakBody = clockBody('start', 'end');

const clockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const run = async (http: FastifyRequest, userId: number, request: ClockRequest) => {
    const result = await app.db.transaction().execute((trx) => {
      // After a burst, requests wait for a connection longer than many clients wait for their answer:
      // those whose client has gone are not carried out (nothing has been sent to the database yet),
      // so the requests behind them, whose clients still wait, are served sooner.
      if (http.raw.socket?.destroyed === true) throw new ClientGoneError();
      return clock(trx, userId, request);
    });
    return { status: result.created ? (201 as const) : (200 as const), body: { data: presentClockRecord(result.record) } };
  };

  app.get(
    '/clocks/:user_id',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('user_id') }, scope: ['read', 'clock'] },
      schema: {
        operationId: 'getClock',
        tags: ['clocks'],
        summary: "The person's latest work clock record",
        description:
          '`status: true` means clocked in now; `data` is null when the person never clocked. Latest in the order ' +
          "written: a manager's edit that opens or closes the person's working time writes a record too (dated at the " +
          "period's start or end), which then answers here.",
        params: UserIdParams,
        response: { 200: Data(Type.Union([ClockRecordSchema, Type.Null()])), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const record = await latestWorkClock(app.db, request.params.user_id);
      return { data: record ? presentClockRecord(record) : null };
    },
  );

  app.post(
    '/clocks/:user_id',
    {
      config: { access: { action: 'clock', subject: subjects.personParam('user_id') }, scope: 'clock' },
      schema: {
        operationId: 'clockInOrOut',
        tags: ['clocks'],
        summary: 'Clock in or out (toggles without action)',
        description:
          'In: a work record (status true) and an open working time. Out: a record with status false; closes the ' +
          'open working time and any open break at `time`; closing one longer than 24 hours is kept and notified to ' +
          "the person's managers (`working_time_over_24h`). A known `client_id` answers the stored record with 200, " +
          'before any state rule. Requests of one person are processed one after the other.',
        params: UserIdParams,
        body: WorkBody,
        response: {
          200: Data(ClockRecordSchema),
          201: Data(ClockRecordSchema),
          ...errorResponses(400, 401, 403, 404, [409, 'already_clocked_in', 'not_clocked_in', 'week_validated'], 422),
        },
      },
    },
    async (request, reply) => {
      const result = await run(request, request.params.user_id, { kind: 'work', ...clockFields(request.body) });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    '/clocks/:user_id/break',
    {
      config: { access: { action: 'clock', subject: subjects.personParam('user_id') }, scope: 'clock' },
      schema: {
        operationId: 'startOrEndBreak',
        tags: ['clocks'],
        summary: 'Start or end a break (toggles without action)',
        description:
          'Opens or closes a break inside the open working time (409 `not_clocked_in` without one). ' +
          'Same `client_id` and `time` rules as clocking.',
        params: UserIdParams,
        body: BreakBody,
        response: {
          200: Data(ClockRecordSchema),
          201: Data(ClockRecordSchema),
          ...errorResponses(400, 401, 403, 404, [409, 'not_clocked_in', 'already_on_break', 'not_on_break', 'week_validated'], 422),
        },
      },
    },
    async (request, reply) => {
      const result = await run(request, request.params.user_id, { kind: 'break', ...clockFields(request.body) });
      return reply.status(result.status).send(result.body);
    },
  );
};

export default clockRoutes;
