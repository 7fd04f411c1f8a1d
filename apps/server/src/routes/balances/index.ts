// Accounts of hours (CONTRACT section 10): balances and legal checks, per person and per team.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { defaultScheduleSeconds } from '../../commands/schedules.js';
import type { Executor } from '../../db/client.js';
import { subjects } from '../../policies/subjects.js';
import { balances } from '../../queries/balances.js';
import { compliance } from '../../queries/compliance.js';
import { parseDayRange } from '../../queries/team-averages.js';
import { CalendarDate, Data, errorResponses, IdParams } from '../../schemas/common.js';
import { DayRangeQuery } from '../holidays/index.js';

const Seconds = (description: string) => Type.Integer({ description });
const AccountFields = {
  expected_seconds: Seconds("the schedule's seconds, except on holidays"),
  worked_seconds: Seconds('clipped to the day, breaks deducted, open periods up to now'),
  absence_seconds: Seconds('the expected seconds of days inside an absence (credited)'),
  holiday_seconds: Seconds("the schedule's seconds of holidays (then not expected)"),
  balance_seconds: Seconds('worked + absence - expected'),
};

export const BalanceSchema = Type.Object(
  {
    user_id: Type.Integer(),
    start: CalendarDate,
    end: CalendarDate,
    ...AccountFields,
    running_balance_seconds: Type.Union([Type.Integer(), Type.Null()], {
      description:
        "the sum of the daily balances from the person's first schedule version (`running_since`) to `end`; null without a version",
    }),
    running_since: Type.Union([CalendarDate, Type.Null()], { description: "the first schedule version's valid_from" }),
    weeks: Type.Array(Type.Object({ week_start: CalendarDate, ...AccountFields }), {
      description: 'the sums per week (Monday to Sunday), the first and last cut by the range',
    }),
    days: Type.Array(Type.Object({ date: CalendarDate, ...AccountFields }), { description: 'every day of the range' }),
  },
  { title: 'Balance', description: 'the top-level account fields are the sums of the days' },
);

const RuleSchema = Type.Union(
  [Type.Literal('daily_rest'), Type.Literal('weekly_max'), Type.Literal('daily_max'), Type.Literal('break')],
  {
    description:
      '`daily_rest`: 11 h without work within the 24 h that follow the start of each period; `weekly_max`: 48 h worked a week; ' +
      '`daily_max`: 10 h worked a day; `break`: breaks (recorded, or gaps between the day’s periods) of 30 min past 6 h and 45 min past 9 h (de), 20 min past 6 h (fr)',
  },
);

export const ComplianceSchema = Type.Object(
  {
    rules: Type.Union([Type.Literal('eu'), Type.Literal('de'), Type.Literal('fr'), Type.Literal('none')], {
      description: 'the rule set of WORKING_TIME_RULES: eu = daily_rest + weekly_max; de, fr = eu + daily_max + break',
    }),
    breaches: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        rule: RuleSchema,
        date: Type.String({ format: 'date', description: 'the day; for weekly_max the Monday of the week' }),
        measured_seconds: Type.Integer(),
        limit_seconds: Type.Integer(),
        working_time_ids: Type.Array(Type.Integer()),
      }),
      { description: 'flags for people to act on, ordered by date; recording is never refused' },
    ),
  },
  { title: 'Compliance' },
);

async function teamMemberIds(db: Executor, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('users.id')
    .where('team_members.team_id', '=', teamId)
    .where('users.status', '<>', 'deleted')
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

const RANGE_NOTE = 'Calendar days in APP_TIMEZONE, both ends required and included, at most 366 days (`range_too_long`).';

const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const balancesOf = async (userIds: number[], query: { start?: string; end?: string }) =>
    balances(app.db, {
      userIds,
      range: parseDayRange(query),
      zone: app.config.appTimezone,
      now: new Date(),
      region: app.config.holidaysRegion,
      defaultSeconds: await defaultScheduleSeconds(app.db),
    });
  const complianceOf = (userIds: number[], query: { start?: string; end?: string }) =>
    compliance(app.db, {
      userIds,
      range: parseDayRange(query),
      zone: app.config.appTimezone,
      now: new Date(),
      rules: app.config.workingTimeRules,
    });

  app.get(
    '/users/:id/balance',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'getBalance',
        tags: ['accounts of hours'],
        summary: "The person's account of hours: expected, worked, credited, balance per day, week and range",
        description: RANGE_NOTE,
        params: IdParams,
        querystring: DayRangeQuery,
        response: { 200: Data(BalanceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const [result] = await balancesOf([request.params.id], request.query);
      return { data: result! };
    },
  );

  app.get(
    '/teams/:id/balances',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() } },
      schema: {
        operationId: 'getTeamBalances',
        tags: ['accounts of hours'],
        summary: "Each member's balance, ordered by name",
        description: `${RANGE_NOTE} Computed for every member in one statement.`,
        params: IdParams,
        querystring: DayRangeQuery,
        response: { 200: Data(Type.Array(BalanceSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseDayRange(request.query);
      return { data: await balancesOf(await teamMemberIds(app.db, request.params.id), range) };
    },
  );

  app.get(
    '/users/:id/compliance',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'getCompliance',
        tags: ['accounts of hours'],
        summary: "Breaches of the legal limits (WORKING_TIME_RULES) in the person's hours",
        description: `${RANGE_NOTE} weekly_max looks at the whole weeks that overlap the range.`,
        params: IdParams,
        querystring: DayRangeQuery,
        response: { 200: Data(ComplianceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await complianceOf([request.params.id], request.query) }),
  );

  app.get(
    '/teams/:id/compliance',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() } },
      schema: {
        operationId: 'getTeamCompliance',
        tags: ['accounts of hours'],
        summary: "Breaches of the legal limits in the members' hours",
        description: RANGE_NOTE,
        params: IdParams,
        querystring: DayRangeQuery,
        response: { 200: Data(ComplianceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const range = parseDayRange(request.query);
      return { data: await complianceOf(await teamMemberIds(app.db, request.params.id), range) };
    },
  );
};

export default balanceRoutes;
