// The attendance report of everyone the caller may view: JSON, or a CSV or XLSX file written while read.
import { PassThrough, Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { AttendanceReportSchema } from '../../presenters/attendance.js';
import {
  addToTotals,
  attendanceChunks,
  attendancePeople,
  attendanceRows,
  emptyTotals,
  type AttendanceQuery,
  type AttendanceRow,
} from '../../queries/attendance.js';
import { defaultScheduleSeconds } from '../../queries/schedules.js';
import { Data, errorResponses, IdParam } from '../../schemas/common.js';
import { DayRangeQueryWith, parseDayRange } from '../../schemas/day-range.js';
import { leaveColumns, type LeaveColumn } from '../../queries/attendance-leave.js';
import type { Language } from '../../timesheets/sheet.js';
import {
  ATTENDANCE_CONTENT_TYPES,
  csvAttendance,
  writeXlsxAttendance,
  type AttendanceFileFormat,
} from '../../timesheets/attendance.js';

const ReportQuery = DayRangeQueryWith({
  team_id: Type.Optional(IdParam),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')], { default: 'json', description: 'default json' }),
  ),
});

const BINARY = { type: 'string', format: 'binary' } as const;

/** The report as an attachment, written while its chunks are read (the route's serializer is never used). */
function sendFile(
  reply: FastifyReply,
  format: AttendanceFileFormat,
  filename: string,
  chunks: AsyncIterable<AttendanceRow[]>,
  options: { language: Language; leaveColumns: LeaveColumn[]; start: string; end: string },
) {
  reply
    .header('content-type', ATTENDANCE_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (format === 'csv') return reply.send(Readable.from(csvAttendance(chunks, options.language, options.leaveColumns)));
  const output = new PassThrough();
  writeXlsxAttendance(chunks, output, options).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reply.send(output);
}

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/attendance',
    {
      config: { access: { action: 'view_attendance_report', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'getAttendanceReport',
        tags: ['accounts of hours'],
        summary: 'The attendance report: per person expected, worked, holidays, absences, balance, breaches, weeks, pending requests; totals',
        description:
          'Managers: the active members of the teams they manage; general managers: every active account; `team_id` narrows it to a team ' +
          '(404 unknown, 403 a team the caller does not manage). Ordered by name. Calendar days in APP_TIMEZONE, at most 366 (`range_too_long`). ' +
          'The hours are the balance to date of `GET /users/{id}/balance` (`to_date`: days still to come owe nothing; all zero for a range ' +
          'starting today or later), the absence seconds split by the kind of the absence covering each day; `breaches` counts the breaches ' +
          'of `GET /users/{id}/compliance` for the same range. `format=csv` (UTF-8 with a byte order mark, `H:MM:SS` durations, text that a ' +
          'spreadsheet would run as a formula starts with a quote) and `format=xlsx` (decimal hours, string cells) are attachments in the ' +
          'caller’s language, streamed, with a totals row.',
        querystring: ReportQuery,
        response: {
          200: {
            description: 'The report (`format=json`, the default) or its file',
            content: {
              'application/json': { schema: Data(AttendanceReportSchema) },
              'text/csv': { schema: { ...BINARY, description: '`format=csv`' } },
              [ATTENDANCE_CONTENT_TYPES.xlsx]: { schema: { ...BINARY, description: '`format=xlsx`' } },
            },
          },
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const range = parseDayRange(request.query);
      const actor = requireUser(request);
      const userIds = await attendancePeople(app.db, actor, request.query.team_id);
      const query: AttendanceQuery = {
        range,
        zone: app.config.appTimezone,
        now: new Date(),
        region: app.config.holidaysRegion,
        defaultSeconds: await defaultScheduleSeconds(app.db),
        rules: app.config.workingTimeRules,
      };
      const format = request.query.format ?? 'json';
      if (format === 'json') {
        const people = await attendanceRows(app.db, query, userIds);
        const totals = emptyTotals();
        for (const row of people) addToTotals(totals, row);
        return reply.type('application/json').send({ data: { start: range.start, end: range.end, people, totals } });
      }
      const columns = await leaveColumns(app.db);
      const filename = `attendance-${request.query.team_id !== undefined ? `team-${request.query.team_id}-` : ''}${range.start}-${range.end}.${format}`;
      return sendFile(reply, format, filename, attendanceChunks(app.db, query, userIds), {
        language: actor.language,
        leaveColumns: columns,
        start: range.start,
        end: range.end,
      });
    },
  );
};

export default reportRoutes;
