// Forgotten clocks (docs/api.md#reminders): the company's reminder policy, and what needs the managers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { setReminderPolicy } from '../../commands/reminder-policy.js';
import { ForbiddenError } from '../../errors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { can } from '../../policies/rules.js';
import { loadTeam, subjects } from '../../policies/subjects.js';
import { AttentionItemSchema } from '../../presenters/attention.js';
import { ReminderPolicySchema } from '../../presenters/reminder-policy.js';
import { DEFAULT_OPEN_MINUTES, listAttention } from '../../queries/attention.js';
import { reminderPolicy } from '../../queries/reminder-policy.js';
import { Data, errorResponses, IdParam } from '../../schemas/common.js';

const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings/reminders',
    {
      config: { access: { action: 'manage_reminders', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'getReminderPolicy',
        tags: ['reminders'],
        summary: "The company's reminder policy (general managers)",
        description: 'Initially: open periods reminded after 720 minutes, missing days after 09:00, no automatic close.',
        response: { 200: Data(ReminderPolicySchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await reminderPolicy(app.db) }),
  );

  app.put(
    '/settings/reminders',
    {
      config: { access: { action: 'manage_reminders', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'setReminderPolicy',
        tags: ['reminders'],
        summary: "Change the company's reminder policy (general managers)",
        description:
          'All three fields, each null to turn it off: `open_after_minutes` 30 to 1,440, `missing_day_after` `HH:MM` ' +
          '(APP_TIMEZONE), `auto_close_after_minutes` 60 to 1,440.',
        body: ReminderPolicySchema,
        response: { 200: Data(ReminderPolicySchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ({ data: await setReminderPolicy(app.db, request.body) }),
  );

  app.get(
    '/attention',
    {
      // The query keeps the people the caller may view: everyone for a general manager, their own people for a manager.
      config: { access: { action: 'view_attention', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'listAttention',
        tags: ['reminders'],
        summary: 'What needs the caller among the people they may view, over the last 14 days',
        description:
          '`open_too_long`: an open period older than `open_after_minutes` (720 when those reminders are off); ' +
          '`missing_day`: a day before today expected and holding no worked, absence or holiday seconds; ' +
          '`auto_closed`: a period the service closed, until someone changes it. Newest first. `team_id` keeps that ' +
          "team's members (403 for a team the caller does not manage).",
        querystring: Type.Object({ team_id: Type.Optional(IdParam) }),
        response: { 200: Data(Type.Array(AttentionItemSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const teamId = request.query.team_id;
      if (teamId !== undefined && !can(actor, 'view_team', await loadTeam(app.db, teamId))) throw new ForbiddenError();
      const policy = await reminderPolicy(app.db);
      const items = await listAttention(app.db, {
        viewer: { id: actor.id, everyone: can(actor, 'view_data_of', { type: 'person', id: 0, managerIds: [] }) },
        teamId,
        now: new Date(),
        zone: app.config.appTimezone,
        region: app.config.holidaysRegion,
        openAfterMinutes: policy.open_after_minutes ?? DEFAULT_OPEN_MINUTES,
      });
      return { data: items };
    },
  );
};

export default reminderRoutes;
