// Payroll timesheets: attachments written while they are read.
import { PassThrough, Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { defaultScheduleSeconds } from '../../queries/schedules.js';
import { liveMemberIds } from '../../queries/teams.js';
import { languageOf } from '../../queries/users.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { DayRangeQueryWith, parseDayRange } from '../../schemas/day-range.js';
import { personSheets, type Language, type PersonSheet } from '../../timesheets/sheet.js';
import {
  CONTENT_TYPES,
  csvTimesheet,
  pdfTimesheet,
  writeXlsxTimesheet,
  type TimesheetFormat,
  type TimesheetOptions,
} from '../../timesheets/writers.js';

const TimesheetQuery = DayRangeQueryWith({
  format: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('pdf')], { default: 'csv', description: 'default csv' }),
  ),
});

const ATTACHMENT_DESCRIPTION =
  'The attachment (Content-Disposition), in the media type of `format`. Per person and day: periods, breaks, worked, expected, absence, holiday, balance ' +
  '(the figures of `GET /users/{id}/balance`; no balance for today or a day still to come, marked planned), who validated ' +
  'the week and when, the balance to date (`to_date`) with today’s progress apart, and the hash of the latest entry of the ' +
  'person’s change log. CSV and PDF durations are `H:MM:SS`; XLSX durations are decimal hours. CSV text that a spreadsheet ' +
  'would read as a formula starts with a single quote; XLSX text is in string cells. The PDF starts with COMPANY_NAME ' +
  'and ends with lines for the person’s and the manager’s signatures.';

const BINARY = { type: 'string', format: 'binary' } as const;
/** One answer in three media types, by `format` (the route's serializer is never used: the file is streamed). */
const ATTACHMENT = {
  description: ATTACHMENT_DESCRIPTION,
  content: {
    'text/csv': { schema: { ...BINARY, description: '`format=csv` (the default): UTF-8, comma-separated' } },
    [CONTENT_TYPES.xlsx]: { schema: { ...BINARY, description: '`format=xlsx`' } },
    [CONTENT_TYPES.pdf]: { schema: { ...BINARY, description: '`format=pdf`' } },
  },
};

function send(
  reply: FastifyReply,
  format: TimesheetFormat,
  filename: string,
  sheets: AsyncIterable<PersonSheet>,
  language: Language,
  options: TimesheetOptions,
) {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${filename}.${format}"`)
    .header('cache-control', 'no-store');
  if (format === 'csv') return reply.send(Readable.from(csvTimesheet(sheets, language)));
  if (format === 'pdf') return reply.send(pdfTimesheet(sheets, options));
  const output = new PassThrough();
  writeXlsxTimesheet(sheets, output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.send(output);
}

const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options: TimesheetOptions = { companyName: app.config.companyName };
  const sheetsOf = async (userIds: number[], query: { start?: string; end?: string }) => {
    const range = parseDayRange(query);
    return {
      range,
      sheets: personSheets(app.db, {
        userIds,
        range,
        zone: app.config.appTimezone,
        now: new Date(),
        region: app.config.holidaysRegion,
        defaultSeconds: await defaultScheduleSeconds(app.db),
      }),
    };
  };

  app.get(
    '/users/:id/timesheet',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'getTimesheet',
        tags: ['accounts of hours'],
        summary: "The person's timesheet for payroll (CSV, XLSX or PDF), in the person's language",
        description: 'Calendar days in APP_TIMEZONE, at most 366 (`range_too_long`). Streamed.',
        params: IdParams,
        querystring: TimesheetQuery,
        response: { 200: ATTACHMENT, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const language = await languageOf(app.db, request.params.id);
      const { range, sheets } = await sheetsOf([request.params.id], request.query);
      const format = request.query.format ?? 'csv';
      return send(reply, format, `timesheet-${request.params.id}-${range.start}-${range.end}`, sheets, language, options);
    },
  );

  app.get(
    '/teams/:id/timesheet',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() }, scope: 'read' },
      schema: {
        operationId: 'getTeamTimesheet',
        tags: ['accounts of hours'],
        summary: "The members' timesheets (CSV, XLSX or PDF), ordered by name",
        description:
          "Each member's part is in that member's language (an XLSX worksheet or PDF section per member); " +
          "the CSV's header row is in the caller's language. At most 366 days (`range_too_long`). Streamed, one member at a time.",
        params: IdParams,
        querystring: TimesheetQuery,
        response: { 200: ATTACHMENT, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { range, sheets } = await sheetsOf(await liveMemberIds(app.db, request.params.id), request.query);
      const format = request.query.format ?? 'csv';
      const language = requireUser(request).language;
      return send(reply, format, `timesheet-team-${request.params.id}-${range.start}-${range.end}`, sheets, language, options);
    },
  );
};

export default timesheetRoutes;
