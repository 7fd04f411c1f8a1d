// Payroll (general managers): the settings, and the export of a month for the payroll software.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { savePayrollSettings } from '../../commands/payroll.js';
import { subjects } from '../../policies/subjects.js';
import { payrollSettings } from '../../queries/payroll.js';
import { Data, errorResponses } from '../../schemas/common.js';
import { exportPayroll, monthProblems, parseMonth, PayrollProblemSchema } from '../../timesheets/payroll-export.js';
import type { PayrollFile } from '../../timesheets/payroll.js';

/** The file as an attachment (the route's serializer is never used). */
function sendFile(reply: FastifyReply, file: PayrollFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

const WageTypeCode = Type.String({ minLength: 1, maxLength: 20, description: 'the payroll software’s code of the wage type' });
const DatevNumber = Type.Union([Type.String({ maxLength: 7 }), Type.Null()]);

const PayrollSettingsSchema = Type.Object(
  {
    wage_types: Type.Record(Type.String(), Type.String(), {
      description:
        'wage type → code: `worked`, `absence_vacation`, `absence_sick`, `absence_training`, `absence_other`, `leave:<leave_type_id>`',
    }),
    datev: Type.Object({ consultant_number: Type.Union([Type.String(), Type.Null()]), client_number: Type.Union([Type.String(), Type.Null()]) }),
  },
  { title: 'PayrollSettings' },
);

const MonthQuery = {
  month: Type.String({ maxLength: 7, description: '`YYYY-MM`: not after the current month, 1970-01 to 2200-12' }),
  profile: Type.Union([Type.Literal('generic'), Type.Literal('datev_lodas')]),
};

const payrollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manage = { action: 'manage_payroll', subject: subjects.service() } as const;

  app.get(
    '/settings/payroll',
    {
      config: { access: manage, scope: 'read' },
      schema: {
        operationId: 'getPayrollSettings',
        tags: ['payroll'],
        summary: 'The payroll settings: wage-type codes and DATEV numbers',
        description: 'Wage types without a code are absent from `wage_types`; DATEV numbers not set are null.',
        response: { 200: Data(PayrollSettingsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await payrollSettings(app.db) }),
  );

  app.put(
    '/settings/payroll',
    {
      config: { access: manage, scope: 'manage' },
      schema: {
        operationId: 'updatePayrollSettings',
        tags: ['payroll'],
        summary: 'Replace the payroll settings',
        description:
          'Wage types: `worked`, `absence_vacation`, `absence_sick`, `absence_training`, `absence_other` and `leave:<leave_type_id>` ' +
          '(an existing leave type), each with a code of 1 to 20 letters, digits, `.`, `_` or `-` (null: none). DATEV: the consultant ' +
          'number (BeraterNr, 1001 to 9999999) and the client number (MandantenNr, 1 to 99999), both or neither; with them, every code ' +
          'must be a DATEV LODAS wage type (1 to 4 digits, 1 to 9999). Refusals are 422 `invalid` on the field (`wage_types.worked`, `datev.client_number`).',
        body: Type.Object({
          wage_types: Type.Record(Type.String({ maxLength: 40 }), Type.Union([WageTypeCode, Type.Null()]), { maxProperties: 200 }),
          datev: Type.Object({ consultant_number: DatevNumber, client_number: DatevNumber }),
        }),
        response: { 200: Data(PayrollSettingsSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await app.db.transaction().execute((trx) => savePayrollSettings(trx, request.body)) }),
  );

  app.get(
    '/payroll/problems',
    {
      config: { access: manage, scope: 'read' },
      schema: {
        operationId: 'getPayrollProblems',
        tags: ['payroll'],
        summary: 'What keeps a month from being ready for payroll',
        description:
          'The problems `GET /payroll/export` answers with (409 `not_ready`), without the file: `no_employee_number` (for `datev_lodas`, ' +
          'also a number that is not 1 to 5 digits), `weeks_not_validated`, `pending_corrections`, `pending_leave`; and, for `datev_lodas`, ' +
          '`name_transliterated` (a name Windows-1252 cannot hold, written as close as it can: a notice, it does not keep the month from being ready).',
        querystring: Type.Object(MonthQuery),
        response: {
          200: Data(Type.Object({ ready: Type.Boolean(), problems: Type.Array(PayrollProblemSchema) }, { title: 'PayrollReadiness' })),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const month = parseMonth(request.query.month, app.config.appTimezone);
      return { data: await monthProblems({ db: app.db, config: app.config }, month, request.query.profile) };
    },
  );

  app.get(
    '/payroll/export',
    {
      config: { access: manage, scope: 'read' },
      schema: {
        operationId: 'exportPayroll',
        tags: ['payroll'],
        summary: 'The payroll file of a month: a generic CSV or DATEV LODAS’s ASCII import',
        description:
          'Every active person who had started by the month’s end, with the month’s figures of the attendance report: worked hours, ' +
          'absence hours by kind, leave days by type. `generic`: CSV (`;`, UTF-8 with a byte order mark, CRLF) ' +
          '`employee_number;name;wage_type;quantity;unit`, hours with two decimals and days in halves, a wage type without a code under ' +
          'its own key. `datev_lodas`: DATEV LODAS’s ASCII import (`[Allgemein]`, `[Satzbeschreibung]` with `u_lod_bwd_buchung_standard`, ' +
          '`[Bewegungsdaten]`), Windows-1252, CRLF, decimal comma, one movement per person and wage type with a code (processing key 1 ' +
          'hours, 2 days); names are comments, written as close as Windows-1252 can. It needs the DATEV numbers and a code for `worked` ' +
          '(422 on `profile`). Before the month is ready: 409 `not_ready` with `details.problems`; `draft=true` exports anyway, with ' +
          '`-DRAFT` in the file name and a draft line at the top of the file. The same month and settings give the same bytes. ' +
          'A month after the current one is 422 `in_future`; outside 1970-01 to 2200-12 `out_of_range`.',
        querystring: Type.Object({ ...MonthQuery, draft: Type.Optional(Type.Boolean({ default: false })) }),
        response: {
          200: {
            description: 'The file, as an attachment',
            content: {
              'text/csv': { schema: { type: 'string', format: 'binary', description: '`profile=generic`' } },
              'text/plain': { schema: { type: 'string', format: 'binary', description: '`profile=datev_lodas` (Windows-1252)' } },
            },
          },
          ...errorResponses(401, 403, [409, 'not_ready'], 422),
        },
      },
    },
    async (request, reply) => {
      const month = parseMonth(request.query.month, app.config.appTimezone);
      const file = await exportPayroll({ db: app.db, config: app.config }, month, request.query.profile, request.query.draft ?? false);
      return sendFile(reply, file);
    },
  );
};

export default payrollRoutes;
