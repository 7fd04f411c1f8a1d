// Accounts: the list, invitations, roles, names, preferences, deletion, password and e-mail changes,
// and the export of a person's data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { changePassword } from '../../commands/accounts/passwords.js';
import { pendingEmailChange, requestEmailChange } from '../../commands/accounts/email-change.js';
import {
  changeRole,
  deleteAccount,
  inviteUser,
  updateAccount,
  resendInvitation,
  updatePreferences,
} from '../../commands/accounts/users.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { subjectOf } from '../../plugins/app/access.js';
import { can } from '../../policies/rules.js';
import { SERVICE, subjects } from '../../policies/subjects.js';
import { presentUser, UserSchema } from '../../presenters/user.js';
import { instant } from '../../presenters/time.js';
import { pageMeta, pageOf } from '../../queries/pagination.js';
import { listUsers } from '../../queries/users.js';
import { Data, DateInput, Email, errorResponses, IdParams, Instant, LanguageSchema, Name, Page, Pagination, Password, RoleSchema } from '../../schemas/common.js';
import { answerSession } from '../../plugins/app/session-answer.js';
import { SessionPayload } from '../../presenters/session.js';
import { exportRoute } from './export.js';
import { importRoute } from './import.js';

const PersonName = Name({ maxLength: 200 });
/** No control characters: it goes into payroll files line by line. */
const EmployeeNumber = Type.String({ maxLength: 32, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const Theme = Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')]);
const PendingEmailChange = Type.Object({ email: Type.String(), expires_at: Instant }, { title: 'PendingEmailChange' });

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = { publicUrl: app.config.publicUrl };
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };

  app.get(
    '/users',
    {
      config: { access: { action: 'list_users', subject: subjects.service() }, scope: 'read' },
      schema: {
        operationId: 'listUsers',
        tags: ['accounts'],
        summary: 'List accounts',
        description:
          '`q` searches names and e-mail addresses (and, for general managers, equals a badge number). Managers see active accounts; general managers also invited ones.',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200 })),
          role: Type.Optional(RoleSchema),
          ...Pagination,
        }),
        response: { 200: Page(UserSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const page = pageOf(request.query);
      // Those who manage accounts (invite them) also see the ones not yet activated.
      const includeInvited = can(actor, 'invite_user', SERVICE);
      const { rows, total } = await listUsers(
        app.db,
        {
          ...(request.query.q ? { q: request.query.q } : {}),
          ...(request.query.role ? { role: request.query.role } : {}),
          includeInvited,
          // Those who set badges find a person by their badge number too.
          searchBadges: can(actor, 'manage_terminals', SERVICE),
        },
        page,
      );
      return { data: rows.map((row) => presentUser(row, actor)), meta: pageMeta(total, page) };
    },
  );

  app.post(
    '/users',
    {
      config: { access: { action: 'invite_user', subject: subjects.service() }, scope: 'manage' },
      schema: {
        operationId: 'inviteUser',
        tags: ['accounts'],
        summary: 'Invite a person',
        description:
          'Creates an invited account and mails it a link `PUBLIC_URL/set-password/{token}` valid 7 days. `language` (optional) is the language of the account and its e-mails.',
        body: Type.Object({ email: Email, name: PersonName, role: RoleSchema, language: Type.Optional(LanguageSchema) }),
        response: { 201: Data(UserSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await inviteUser(app.db, links, request.body);
      return reply.status(201).send({ data: presentUser(user, requireUser(request)) });
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      config: { access: { action: 'invite_user', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'resendInvitation',
        tags: ['accounts'],
        summary: 'Send the invitation again',
        description: 'A new link valid 7 days; the previous one stops working. 409 `conflict` when the account is already active.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await resendInvitation(app.db, links, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/:id/role',
    {
      config: { access: { action: 'change_role', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'changeRole',
        tags: ['accounts'],
        summary: 'Change the role of an account',
        description: 'Applies at once. 409 `conflict` when making an employee of someone who manages a team.',
        params: IdParams,
        body: Type.Object({ role: RoleSchema }),
        response: { 200: Data(UserSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: presentUser(await changeRole(app.db, request.params.id, request.body.role), requireUser(request)) }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: { action: 'edit_account', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'updateUser',
        tags: ['accounts'],
        summary: 'Change one’s name, or a person’s employee number or start date',
        description:
          '`name`: the name shown to the person’s managers, in reports and on timesheets; the person’s own only. `employee_number`: the ' +
          'number the payroll software knows the person by (up to 32 characters; empty or null clears it), set by general managers only, ' +
          '422 `taken` when another account has it. `start_date` (general managers): the day the person starts, from which the ' +
          'balances expect hours; null infers it again (the earliest of the account’s creation, the first schedule version of their ' +
          'own and the first recorded working time or absence); logged (`subject_type: "start_date"`) and notified ' +
          '(`start_date_updated`). A field the caller may not change is 403. Only the fields given change, all in one transaction.',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(PersonName),
            employee_number: Type.Optional(Type.Union([EmployeeNumber, Type.Null()])),
            start_date: Type.Optional(Type.Union([DateInput('the day the person starts'), Type.Null()])),
          },
          { minProperties: 1 },
        ),
        response: { 200: Data(UserSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: presentUser(await updateAccount(app.db, requireUser(request), subjectOf(request, 'person'), request.body), requireUser(request)),
    }),
  );

  app.put(
    '/users/:id/preferences',
    {
      config: { access: { action: 'update_profile', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'updatePreferences',
        tags: ['accounts'],
        summary: 'Change one’s preferences (language, theme, reminder channels)',
        description:
          'Only the fields given change. `reminders`: whether reminders also come by e-mail and by Web Push ' +
          '(both on by default; the notification is always written).',
        params: IdParams,
        body: Type.Object({
          language: Type.Optional(LanguageSchema),
          theme: Type.Optional(Theme),
          reminders: Type.Optional(
            Type.Object({ email: Type.Optional(Type.Boolean()), push: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
          ),
        }),
        response: { 200: Data(UserSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: presentUser(await updatePreferences(app.db, request.params.id, request.body), requireUser(request)) }),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: { action: 'delete_account', subject: subjects.personParam('id') }, scope: 'manage' },
      schema: {
        operationId: 'deleteUser',
        tags: ['accounts'],
        summary: 'Delete an account',
        description:
          'The account can no longer sign in, leaves its teams, and its personal data (hours, clocks, absences, corrections, week validations, ' +
          'notifications) is erased; a nameless tombstone keeps the change log intact. 409 `conflict` while the person manages a team.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, subjectOf(request, 'person').id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/:id/password',
    {
      config: { access: { action: 'change_password', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'changePassword',
        tags: ['accounts'],
        summary: 'Change one’s password',
        description:
          'Answers like login for the calling client (new cookies and CSRF token, or a new token pair); every other session of the account is revoked. ' +
          'A wrong `current_password` is 422 with `details.current_password: [{code: "invalid"}]`; wrong guesses count as sign-in failures do (429 past the limit).',
        params: IdParams,
        body: Type.Object({ current_password: Type.String({ minLength: 1, maxLength: 1024 }), password: Password }),
        response: { 200: Data(SessionPayload), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const answer = session.via === 'cookie' ? 'browser' : 'mobile';
      const { user, issued } = await changePassword(app.db, app.tokens, lifetimes, {
        user: requireUser(request),
        currentPassword: request.body.current_password,
        password: request.body.password,
        client: answer,
        address: request.ip,
        secondFactor: requireSession(request).secondFactor,
      });
      return answerSession(app, reply, answer, user, issued);
    },
  );

  app.post(
    '/users/:id/email-change',
    {
      config: { access: { action: 'update_email', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'requestEmailChange',
        tags: ['accounts'],
        summary: 'Request an e-mail change',
        description:
          'Mails `PUBLIC_URL/confirm-email/{token}` (valid 24 hours) to the new address and a notice to the current one; the address changes ' +
          'when the link is confirmed. A new request replaces a pending one. Wrong `current_password` guesses count as sign-in failures do (429 past the limit).',
        params: IdParams,
        body: Type.Object({ email: Email, current_password: Type.String({ minLength: 1, maxLength: 1024 }) }),
        response: { 202: Data(PendingEmailChange), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const pending = await requestEmailChange(app.db, links, {
        user: requireUser(request),
        email: request.body.email,
        currentPassword: request.body.current_password,
        address: request.ip,
      });
      return reply.status(202).send({ data: { email: pending.email, expires_at: instant(pending.expiresAt) } });
    },
  );

  app.get(
    '/users/:id/email-change',
    {
      config: { access: { action: 'update_email', subject: subjects.personParam('id') }, scope: 'read' },
      schema: {
        operationId: 'getEmailChange',
        tags: ['accounts'],
        summary: 'The pending e-mail change, or null',
        description: 'The address waiting for confirmation from the link mailed to it, and when that link expires; `data` is null when none is pending.',
        params: IdParams,
        response: { 200: Data(Type.Union([PendingEmailChange, Type.Null()])), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const pending = await pendingEmailChange(app.db, request.params.id);
      return { data: pending ? { email: pending.email, expires_at: instant(pending.expiresAt) } : null };
    },
  );

  await app.register(exportRoute);
  await app.register(importRoute);
};

export default userRoutes;
