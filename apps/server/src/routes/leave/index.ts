// Time off (docs/api.md#time-off): leave types, allowances and balances, requests and decisions, the team
// calendar and the calendar feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  approveLeaveRequest,
  cancelLeaveRequest,
  createCalendarFeed,
  createLeaveType,
  deleteCalendarFeed,
  deleteLeaveType,
  rejectLeaveRequest,
  requestLeave,
  setLeaveAllowance,
  updateLeaveType,
  type LeaveContext,
} from '../../commands/leave.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import {
  CalendarFeedSchema,
  DayCountInput,
  LeaveAccrualSchema,
  LeaveBalanceSchema,
  LeaveCalendarPersonSchema,
  LeaveRequestSchema,
  LeaveRequestStatusSchema,
  LeaveTypeSchema,
  MonthDaySchema,
  presentCalendarRow,
  presentLeaveBalance,
  presentLeaveRequest,
  presentLeaveType,
} from '../../presenters/leave.js';
import { feedEvents, renderFeed } from '../../presenters/leave-feed.js';
import { AbsenceTypeSchema, LeaveHalfSchema } from '../../presenters/absence.js';
import { calendarFeedOwner, leaveBalances, leaveCalendar, leaveYearOf, listLeaveRequests, listLeaveTypes } from '../../queries/leave.js';
import { defaultScheduleSeconds } from '../../queries/schedules.js';
import { Data, DateInput, errorResponses, IdParam, IdParams, Name } from '../../schemas/common.js';
import { DayRangeQueryWith, parseDayRange } from '../../schemas/day-range.js';
import { isMonthDay } from '../../config.js';
import { addDays, dateInZone } from '../../time/zone.js';

const TAGS = ['time off'];

const typeFields = {
  requires_approval: Type.Boolean({ description: 'default true' }),
  tracked: Type.Boolean({ description: 'has an allowance and a balance; default false' }),
  annual_days: DayCountInput('default 0'),
  accrual: LeaveAccrualSchema,
  carry_over_max_days: DayCountInput('default 0'),
  carry_over_expires: Type.Union([MonthDaySchema, Type.Null()]),
  allow_negative: Type.Boolean({ description: 'default false' }),
  visible_to_colleagues: Type.Boolean({ description: 'default true' }),
};
// A leave type's name, as every name: no control characters or line breaks, not blank.
const LeaveTypeName = Name({ maxLength: 100, notBlank: true });
const TypeCreateBody = Type.Object({
  name: LeaveTypeName,
  category: AbsenceTypeSchema,
  ...Object.fromEntries(Object.entries(typeFields).map(([key, schema]) => [key, Type.Optional(schema)])),
} as { name: typeof LeaveTypeName; category: typeof AbsenceTypeSchema } & { [K in keyof typeof typeFields]: ReturnType<typeof Type.Optional<(typeof typeFields)[K]>> });
const TypeUpdateBody = Type.Object({
  name: Type.Optional(LeaveTypeName),
  category: Type.Optional(AbsenceTypeSchema),
  ...Object.fromEntries(Object.entries(typeFields).map(([key, schema]) => [key, Type.Optional(schema)])),
  active: Type.Optional(Type.Boolean({ description: 'true restores an archived type' })),
} as { name: ReturnType<typeof Type.Optional<typeof LeaveTypeName>>; category: ReturnType<typeof Type.Optional<typeof AbsenceTypeSchema>>; active: ReturnType<typeof Type.Optional<ReturnType<typeof Type.Boolean>>> } & { [K in keyof typeof typeFields]: ReturnType<typeof Type.Optional<(typeof typeFields)[K]>> });

const Comment = Type.String({ maxLength: 1000 });
const RequestBody = Type.Object({
  leave_type_id: IdParam,
  start_date: DateInput(),
  end_date: DateInput('inclusive; not before start_date (`before_start`), at most 366 days (`range_too_long`)'),
  start_half: Type.Optional(Type.Union([LeaveHalfSchema, Type.Null()], { description: "over several days only `afternoon` (the first day's afternoon)" })),
  end_half: Type.Optional(Type.Union([LeaveHalfSchema, Type.Null()], { description: "over several days only `morning` (the last day's morning)" })),
  comment: Type.Optional(Type.Union([Comment, Type.Null()])),
});

const RequestListQuery = Type.Object(
  {
    status: Type.Optional(LeaveRequestStatusSchema),
    start: Type.Optional(Type.String({ format: 'date', description: 'requests ending on or after this day' })),
    end: Type.Optional(Type.String({ format: 'date', description: 'requests starting on or before this day' })),
  },
  { range: {} },
);

function checkMonthDay(value: string | null | undefined): void {
  if (typeof value === 'string' && !isMonthDay(value)) {
    throw ValidationError.field('carry_over_expires', 'invalid', 'must be a day every year has, MM-DD');
  }
}

const leaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = async (): Promise<LeaveContext> => ({
    zone: app.config.appTimezone,
    region: app.config.holidaysRegion,
    defaultSeconds: await defaultScheduleSeconds(app.db),
    leaveYearStart: app.config.leaveYearStart,
    now: new Date(),
  });
  const today = () => dateInZone(new Date(), app.config.appTimezone);

  // Leave types ---------------------------------------------------------------------------------------

  app.get(
    '/leave-types',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listLeaveTypes',
        tags: TAGS,
        summary: 'The leave types: the active ones, or all with include_archived',
        description: 'Everyone signed in reads them (the request form lists them).',
        querystring: Type.Object({ include_archived: Type.Optional(Type.Boolean({ default: false })) }),
        response: { 200: Data(Type.Array(LeaveTypeSchema)), ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: (await listLeaveTypes(app.db, request.query.include_archived ?? false)).map(presentLeaveType) }),
  );

  app.post(
    '/leave-types',
    {
      config: { access: { action: 'manage_leave_types', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'createLeaveType',
        tags: TAGS,
        summary: 'Add a leave type',
        description: 'Two active types never share a name (`taken`).',
        body: TypeCreateBody,
        response: { 201: Data(LeaveTypeSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      checkMonthDay(request.body.carry_over_expires);
      const row = await app.db.transaction().execute((trx) => createLeaveType(trx, request.body as Parameters<typeof createLeaveType>[1]));
      return reply.status(201).send({ data: presentLeaveType(row) });
    },
  );

  app.put(
    '/leave-types/:id',
    {
      config: { access: { action: 'manage_leave_types', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'updateLeaveType',
        tags: TAGS,
        summary: 'Change a leave type (the fields given)',
        description: 'Requests already made keep their days; new requests follow the type as it is.',
        params: IdParams,
        body: TypeUpdateBody,
        response: { 200: Data(LeaveTypeSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      checkMonthDay(request.body.carry_over_expires);
      const row = await app.db
        .transaction()
        .execute((trx) => updateLeaveType(trx, request.params.id, request.body as Parameters<typeof updateLeaveType>[2]));
      return { data: presentLeaveType(row) };
    },
  );

  app.delete(
    '/leave-types/:id',
    {
      config: { access: { action: 'manage_leave_types', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'deleteLeaveType',
        tags: TAGS,
        summary: 'Remove a leave type: erased when unused, archived (`active: false`) when used',
        description: 'An archived type refuses new requests (`inactive`); its requests keep their meaning.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute((trx) => deleteLeaveType(trx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Allowances and balances ---------------------------------------------------------------------------

  app.put(
    '/users/:id/leave-allowances',
    {
      config: { access: { action: 'manage_leave_allowances', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'setLeaveAllowance',
        tags: TAGS,
        summary: "Set the person's allowance of a tracked type for a leave year",
        description: 'Answers the balance of that type and year. A type that does not exist or is not tracked: `invalid`.',
        params: IdParams,
        body: Type.Object({
          leave_type_id: IdParam,
          year: Type.Integer({ minimum: 1970, maximum: 2200, description: 'the leave year, named by the calendar year it starts in' }),
          days: Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }),
        }),
        response: { 200: Data(LeaveBalanceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const ctx = await context();
      const balance = await app.db
        .transaction()
        .execute((trx) => setLeaveAllowance(trx, requireUser(request), request.params.id, request.body, ctx));
      return { data: presentLeaveBalance(balance) };
    },
  );

  app.get(
    '/users/:id/leave-balances',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listLeaveBalances',
        tags: TAGS,
        summary: "The person's balances of the tracked leave types for a leave year",
        description: 'available = accrued + carried over - expired - taken - planned - pending; computed from the records.',
        params: IdParams,
        querystring: Type.Object({
          year: Type.Optional(Type.Integer({ minimum: 1970, maximum: 2200, description: 'default: the current leave year' })),
        }),
        response: { 200: Data(Type.Array(LeaveBalanceSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const day = today();
      const balances = await leaveBalances(app.db, {
        userId: request.params.id,
        year: request.query.year ?? leaveYearOf(day, app.config.leaveYearStart),
        leaveYearStart: app.config.leaveYearStart,
        today: day,
        zone: app.config.appTimezone,
      });
      return { data: balances.map(presentLeaveBalance) };
    },
  );

  // Requests --------------------------------------------------------------------------------------------

  app.post(
    '/users/:id/leave-requests',
    {
      config: { access: { action: 'request_leave', subject: subjects.visiblePersonParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createLeaveRequest',
        tags: TAGS,
        summary: 'Ask for leave (the person), or enter it for them (approved at once)',
        description:
          'The days counted: days with expected time in the schedule, not holidays, not before the start; a half counts 0.5. ' +
          '422: `before_start`, `range_too_long`, `invalid` (halves that cannot be; a type that does not exist), ' +
          '`no_working_days`, `overlaps`, `insufficient_balance` on `leave_type_id` (with `available_days` and `year`), ' +
          '`inactive`. 409 `week_validated` for a day in a validated week. A person the caller may not view: 404.',
        params: IdParams,
        body: RequestBody,
        response: { 201: Data(LeaveRequestSchema), ...errorResponses(400, 401, 403, 404, [409, 'week_validated'], 422) },
      },
    },
    async (request, reply) => {
      const ctx = await context();
      const row = await app.db
        .transaction()
        .execute((trx) => requestLeave(trx, requireUser(request), request.params.id, request.body, ctx));
      return reply.status(201).send({ data: presentLeaveRequest(row) });
    },
  );

  app.get(
    '/users/:id/leave-requests',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'listUserLeaveRequests',
        tags: TAGS,
        summary: "The person's leave requests, latest first day first (at most 1000)",
        description: 'With `start` and `end`: the requests meeting that range.',
        params: IdParams,
        querystring: RequestListQuery,
        response: { 200: Data(Type.Array(LeaveRequestSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const rows = await listLeaveRequests(app.db, null, { ...request.query, userId: request.params.id });
      return { data: rows.map(presentLeaveRequest) };
    },
  );

  app.get(
    '/leave-requests',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'listLeaveRequests',
        tags: TAGS,
        summary: 'The requests the caller may review, theirs included (an employee: their own), latest first day first (at most 1000)',
        description: 'With `start` and `end`: the requests meeting that range; `team_id`: the members of that team.',
        querystring: Type.Object({ ...RequestListQuery.properties, team_id: Type.Optional(IdParam) }, { range: {} }),
        response: { 200: Data(Type.Array(LeaveRequestSchema)), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { team_id: teamId, ...filter } = request.query;
      const rows = await listLeaveRequests(app.db, requireUser(request), { ...filter, teamId });
      return { data: rows.map(presentLeaveRequest) };
    },
  );

  const ReviewBody = Type.Union([Type.Object({ comment: Type.Optional(Type.Union([Comment, Type.Null()])) }), Type.Null()]);

  app.post(
    '/leave-requests/:id/approve',
    {
      config: { access: { action: 'review_leave', subject: subjects.leaveRequestParam() }, scope: 'manage' },
      schema: {
        operationId: 'approveLeaveRequest',
        tags: TAGS,
        summary: 'Approve a pending request: its absence is recorded',
        description: 'A reviewer (a manager of the person, a general manager), never the person. 409 `not_pending` once decided, `week_validated`.',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Data(LeaveRequestSchema), ...errorResponses(400, 401, 403, 404, [409, 'not_pending', 'week_validated'], 422) },
      },
    },
    async (request) => {
      const row = await app.db
        .transaction()
        .execute((trx) => approveLeaveRequest(trx, requireUser(request), request.params.id, request.body?.comment ?? null));
      return { data: presentLeaveRequest(row) };
    },
  );

  app.post(
    '/leave-requests/:id/reject',
    {
      config: { access: { action: 'review_leave', subject: subjects.leaveRequestParam() }, scope: 'manage' },
      schema: {
        operationId: 'rejectLeaveRequest',
        tags: TAGS,
        summary: 'Reject a pending request, with the reason',
        description: '409 `not_pending` once decided.',
        params: IdParams,
        body: Type.Object({ comment: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }) }),
        response: { 200: Data(LeaveRequestSchema), ...errorResponses(400, 401, 403, 404, [409, 'not_pending'], 422) },
      },
    },
    async (request) => {
      const row = await app.db
        .transaction()
        .execute((trx) => rejectLeaveRequest(trx, requireUser(request), request.params.id, request.body.comment));
      return { data: presentLeaveRequest(row) };
    },
  );

  app.post(
    '/leave-requests/:id/cancel',
    {
      config: { access: { action: 'cancel_leave', subject: subjects.leaveRequestParam() }, scope: 'manage' },
      schema: {
        operationId: 'cancelLeaveRequest',
        tags: TAGS,
        summary: 'Cancel a request: an approved one’s absence is removed',
        description:
          'The person while pending, or approved before its first day (later: 403); a reviewer at any time. 409 `conflict` ' +
          'when already rejected or cancelled, `week_validated` for a day in a validated week.',
        params: IdParams,
        response: { 200: Data(LeaveRequestSchema), ...errorResponses(401, 403, 404, [409, 'conflict', 'week_validated']) },
      },
    },
    async (request) => {
      const ctx = await context();
      const row = await app.db.transaction().execute((trx) => cancelLeaveRequest(trx, requireUser(request), request.params.id, ctx));
      return { data: presentLeaveRequest(row) };
    },
  );

  // Who is away -------------------------------------------------------------------------------------------

  app.get(
    '/leave-calendar',
    {
      config: { access: 'signed_in', scope: 'read' },
      schema: {
        operationId: 'getLeaveCalendar',
        tags: TAGS,
        summary: 'Who is away: the caller’s teams and the people they may view, by name, with their leave days',
        description:
          'Approved days of everyone shown; pending days only of the people whose requests the caller may see (themself, ' +
          'the people they review). `leave_type_id` only where the type is visible to colleagues or the caller may view the ' +
          'person. Range at most 366 days.',
        querystring: DayRangeQueryWith({ team_id: Type.Optional(IdParam) }),
        response: { 200: Data(Type.Array(LeaveCalendarPersonSchema)), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const range = parseDayRange(request.query);
      const rows = await leaveCalendar(app.db, requireUser(request), { start: range.start, end: range.end, teamId: request.query.team_id });
      return { data: rows.map(presentCalendarRow) };
    },
  );

  app.post(
    '/users/:id/calendar-feed',
    {
      config: { access: { action: 'manage_calendar_feed', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'createCalendarFeed',
        tags: TAGS,
        summary: 'A new secret address of the caller’s leave calendar (.ics); the previous one stops working',
        description: 'The address is shown only in this answer; only its hash is kept.',
        params: IdParams,
        response: { 201: Data(CalendarFeedSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const token = await app.db.transaction().execute((trx) => createCalendarFeed(trx, request.params.id));
      const url = new URL(`/api/leave-calendar.ics?token=${token}`, app.config.publicUrl).toString();
      return reply.status(201).send({ data: { url } });
    },
  );

  app.delete(
    '/users/:id/calendar-feed',
    {
      config: { access: { action: 'manage_calendar_feed', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'deleteCalendarFeed',
        tags: TAGS,
        summary: 'Revoke the secret address of the caller’s leave calendar',
        description: 'The address answers 404 from then on.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute((trx) => deleteCalendarFeed(trx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/leave-calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getLeaveCalendarFeed',
        tags: TAGS,
        summary: 'The calendar feed (RFC 5545) of a secret address',
        description:
          'One all-day event per run of approved leave the owner’s team calendar shows, from a year ago to a year ahead, ' +
          'with stable UIDs. An unknown or revoked token: 404.',
        security: [],
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: { description: 'text/calendar', content: { 'text/calendar': { schema: Type.String() } } },
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const owner = await calendarFeedOwner(app.db, request.query.token);
      if (!owner) throw new NotFoundError('No such calendar.');
      const day = today();
      const start = addDays(day, -365);
      const end = addDays(day, 365);
      const rows = await leaveCalendar(app.db, { id: owner.id, role: owner.role }, { start, end, approvedOnly: true });
      const types = new Map((await listLeaveTypes(app.db, true)).map((type) => [type.id, type.name]));
      const body = renderFeed(feedEvents(rows, types), { host: new URL(app.config.publicUrl).hostname, calendarName: 'Time off' });
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(body);
    },
  );
};

export default leaveRoutes;
