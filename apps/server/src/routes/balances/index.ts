// Accounts of hours: balances and legal checks, per person and per team.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { subjects } from '../../policies/subjects.js';
import { balances } from '../../queries/balances.js';
import { compliance } from '../../queries/compliance.js';
import { defaultScheduleSeconds } from '../../queries/schedules.js';
import { liveMemberIds } from '../../queries/teams.js';
import { BalanceSchema, ComplianceSchema } from '../../schemas/accounts.js';
import { Data, errorResponses, IdParams } from '../../schemas/common.js';
import { DayRangeQuery, parseDayRange, type DayRange } from '../../schemas/day-range.js';

const RANGE_NOTE =
  'Calendar days in APP_TIMEZONE from 1970-01-01 to 2200-12-31 (`out_of_range`), both ends required and included, at most 366 days (`range_too_long`).';

const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const balancesOf = async (userIds: number[], range: DayRange) =>
    balances(app.db, {
      userIds,
      range,
      zone: app.config.appTimezone,
      now: new Date(),
      region: app.config.holidaysRegion,
      defaultSeconds: await defaultScheduleSeconds(app.db),
    });
  const complianceOf = (userIds: number[], range: DayRange) =>
    compliance(app.db, {
      userIds,
      range,
      zone: app.config.appTimezone,
      now: new Date(),
      rules: app.config.workingTimeRules,
    });

  app.get(
    '/users/:id/balance',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
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
      const [result] = await balancesOf([request.params.id], parseDayRange(request.query));
      return { data: result! };
    },
  );

  app.get(
    '/teams/:id/balances',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() }, scope: 'read' },
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
      return { data: await balancesOf(await liveMemberIds(app.db, request.params.id), range) };
    },
  );

  app.get(
    '/users/:id/compliance',
    {
      config: { access: { action: 'view_data_of', subject: subjects.personParam('id') }, scope: 'read' },
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
    async (request) => ({ data: await complianceOf([request.params.id], parseDayRange(request.query)) }),
  );

  app.get(
    '/teams/:id/compliance',
    {
      config: { access: { action: 'view_team_averages', subject: subjects.teamParam() }, scope: 'read' },
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
      return { data: await complianceOf(await liveMemberIds(app.db, request.params.id), range) };
    },
  );
};

export default balanceRoutes;
