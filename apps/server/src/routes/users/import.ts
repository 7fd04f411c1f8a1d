// Importing people: a CSV file or JSON rows, checked as a whole (a dry run by default), then written at once.
// Its own plugin, so that only this route reads `text/csv` and takes bodies up to 2 MiB.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMPORT_COLUMNS, importPeople, MAX_IMPORT_ROWS } from '../../commands/accounts/import-people.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { Data, errorResponses } from '../../schemas/common.js';
import { readPeopleCsv, tooManyRows } from './people-file.js';

export const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

const Cell = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);
const ImportRow = Type.Object(
  {
    email: Type.Optional(Cell),
    name: Type.Optional(Cell),
    role: Type.Optional(Cell),
    team: Type.Optional(Cell),
    team_manager: Type.Optional(Cell),
    language: Type.Optional(Cell),
    weekly_hours: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Number({ minimum: -1e6, maximum: 1e6 }), Type.Null()])),
    badge: Type.Optional(Cell),
    employee_number: Type.Optional(Cell),
    start_date: Type.Optional(Cell),
    leave_days: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Number({ minimum: -1e6, maximum: 1e6 }), Type.Null()])),
  },
  { title: 'ImportRow' },
);

const FieldErrors = Type.Array(
  Type.Object({
    code: Type.Union([
      Type.Literal('required'),
      Type.Literal('invalid'),
      Type.Literal('duplicate'),
      Type.Literal('not_a_manager'),
      Type.Literal('taken'),
    ]),
  }),
);

const ImportResultSchema = Type.Object(
  {
    dry_run: Type.Boolean(),
    created: Type.Integer(),
    existing: Type.Integer(),
    invalid: Type.Integer(),
    rows: Type.Array(
      Type.Object({
        row: Type.Integer({ description: 'counted from 1 after the header row' }),
        email: Type.String(),
        status: Type.Union([Type.Literal('created'), Type.Literal('existing'), Type.Literal('invalid')]),
        errors: Type.Optional(
          Type.Object(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, Type.Optional(FieldErrors)])), {
            description: 'field → problems, on invalid rows',
          }),
        ),
      }),
    ),
  },
  { title: 'ImportResult' },
);

export const importRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, { rows: readPeopleCsv(body as Buffer) });
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.post(
    '/users/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { action: 'invite_user', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'importUsers',
        tags: ['accounts'],
        summary: 'Import people (CSV or JSON rows)',
        description:
          'The body is a CSV file (`text/csv`: UTF-8, a byte order mark allowed, a header row, `,` or `;` between fields, quoted fields) or ' +
          'JSON `{"rows":[…]}`, at most 2 MiB and 5,000 rows (413 `payload_too_large`). Columns: `email` (required), `name` (required), ' +
          '`role` (`employee` by default), `team` (an existing team, or a new one managed by the row\'s `team_manager`, else by the caller), ' +
          '`team_manager` (the e-mail of a manager or general manager, existing or created by a row of the same file), `language` (`en`/`fr`/`de`), ' +
          '`weekly_hours` (decimals allowed; a schedule of that many hours spread evenly over Monday to Friday from today; absent: the company default), ' +
          '`badge` (the badge number for the shared terminals: 1 to 20 digits, `invalid` otherwise; `duplicate` when two rows give it, `taken` when another account has it), ' +
          '`employee_number` (the number the payroll software knows the person by: up to 32 characters, `invalid` otherwise; `duplicate` when two rows give it, `taken` when another account has it). ' +
          '`start_date` (the day the person starts, `YYYY-MM-DD` from 1970-01-01 to 2200-12-31, `invalid` otherwise; absent: inferred, see the user resource). ' +
          '`leave_days` (the allowance of the first tracked leave type for the current leave year, in halves such as `25` or `2,5`; `invalid` otherwise or without a tracked type). ' +
          '`dry_run` (default true) only checks. All or nothing: with any invalid row nothing is written and `dry_run` is false in the answer. ' +
          'An e-mail that already has an account is `existing` and left unchanged; every row of an e-mail given twice is `invalid` (`duplicate`). ' +
          'Every created account is sent its invitation. A file that is not UTF-8 text, or whose header has no `email` column, is 422.',
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean({ default: true })) }),
        body: Type.Object({ rows: Type.Array(ImportRow, { minItems: 1, maxItems: MAX_IMPORT_ROWS }) }),
        response: { 200: Data(ImportResultSchema), ...errorResponses(401, 403, 413, 415, 422) },
      },
      // More rows than an import takes is a body too large, answered before the rows are validated one by one.
      preValidation: async (request) => {
        const rows = (request.body as { rows?: unknown } | undefined)?.rows;
        if (Array.isArray(rows) && rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const result = await importPeople(
        app.db,
        { publicUrl: app.config.publicUrl, timeZone: app.config.appTimezone, leaveYearStart: app.config.leaveYearStart },
        actor,
        request.body.rows,
        { dryRun: request.query.dry_run !== false },
      );
      return { data: result };
    },
  );
};
