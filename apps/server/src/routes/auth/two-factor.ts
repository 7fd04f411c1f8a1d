// Two-factor codes of a code app (docs/api.md#two-factor-codes): set up, confirm, turn off, and answer a
// sign-in's challenge with a code or a recovery code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ACCOUNT_FAILURE_WINDOW_SECONDS,
  ACCOUNT_MAX_FAILURES,
  answerTwoFactorChallenge,
  CHALLENGE_MAX_FAILURES,
  confirmTotp,
  disableTotp,
  startTotpSetup,
  totpStatus,
} from '../../commands/accounts/two-factor.js';
import { authoriseNewFactor, refuseOneFactorSession } from '../../commands/accounts/new-factor.js';
import { ValidationError } from '../../errors.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { answerSession } from '../../plugins/app/session-answer.js';
import { SessionPayload } from '../../presenters/session.js';
import { Data, errorResponses, IdParams } from '../../schemas/common.js';
import { factorCaller, manageOwn, NEW_FACTOR_RULES, NewFactorProof } from './new-factor.js';

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };

  app.get(
    '/users/:id/totp',
    {
      config: manageOwn,
      schema: {
        operationId: 'getTotp',
        tags: ['sign-in options'],
        summary: 'Whether two-factor codes are on',
        description: 'Whether codes are set up and confirmed, and how many recovery codes are left.',
        params: IdParams,
        response: {
          200: Data(Type.Object({ enabled: Type.Boolean(), recovery_codes_left: Type.Integer() }, { title: 'TotpStatus' })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const status = await totpStatus(app.db, request.params.id);
      return { data: { enabled: status.enabled, recovery_codes_left: status.recoveryCodesLeft } };
    },
  );

  app.post(
    '/users/:id/totp',
    {
      config: manageOwn,
      schema: {
        operationId: 'startTotp',
        tags: ['sign-in options'],
        summary: 'Set up two-factor codes: a new secret for a code app',
        description:
          'Answers the secret and its `otpauth://` address (show it as a QR code). Not in use until confirmed with a code. ' +
          'Asking again before confirming replaces the secret; 409 `conflict` when the codes are already on. ' +
          NEW_FACTOR_RULES,
        params: IdParams,
        body: Type.Union([NewFactorProof, Type.Null()]),
        response: {
          201: Data(Type.Object({ secret: Type.String(), otpauth_url: Type.String() }, { title: 'TotpSetup' })),
          ...errorResponses(401, [403, 'forbidden'], 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      await authoriseNewFactor(app.db, factorCaller(request), request.body?.current_password);
      const setup = await startTotpSetup(app.db, app.secretBox, requireUser(request));
      return reply.status(201).send({ data: { secret: setup.secret, otpauth_url: setup.otpauthUrl } });
    },
  );

  app.post(
    '/users/:id/totp/confirm',
    {
      config: manageOwn,
      schema: {
        operationId: 'confirmTotp',
        tags: ['sign-in options'],
        summary: 'Turn two-factor codes on with a first code',
        description:
          'Answers ten recovery codes, shown this once; each works once instead of a code. A wrong code is 422 with `details.code`. ' +
          '409 `conflict` when no set-up was started or the codes are already on. 403 `forbidden` to a session opened with the password alone ' +
          'while the person already has a second factor.',
        params: IdParams,
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: {
          200: Data(Type.Object({ recovery_codes: Type.Array(Type.String()) }, { title: 'RecoveryCodes' })),
          ...errorResponses(401, [403, 'forbidden'], 404, 409, 422),
        },
      },
    },
    async (request) => {
      await refuseOneFactorSession(app.db, factorCaller(request));
      const codes = await confirmTotp(app.db, app.secretBox, {
        user: requireUser(request),
        sessionId: requireSession(request).id,
        code: request.body.code,
      });
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete(
    '/users/:id/totp',
    {
      config: manageOwn,
      schema: {
        operationId: 'disableTotp',
        tags: ['sign-in options'],
        summary: 'Turn two-factor codes off',
        description:
          'Needs the current password (a wrong one is 422 `invalid` on `current_password`, counted as a failed sign-in). ' +
          'The secret and the recovery codes are erased.',
        params: IdParams,
        body: Type.Object({ current_password: Type.String({ minLength: 1, maxLength: 1024 }) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await disableTotp(app.db, { user: requireUser(request), currentPassword: request.body.current_password, address: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: { access: 'public', sessionRoute: true },
      schema: {
        operationId: 'answerTwoFactor',
        tags: ['session'],
        summary: 'Finish signing in with a two-factor code or a recovery code',
        description:
          'Answers like the login (the client of the login is kept: cookies and CSRF token, or the token pair). ' +
          'A wrong code is 401 `two_factor_failed`; a code already used (the same 30-second step) counts as wrong; ' +
          `the ${CHALLENGE_MAX_FAILURES}th wrong code ends the challenge, and an ended, used or expired challenge is 401 \`challenge_ended\`. ` +
          `After ${ACCOUNT_MAX_FAILURES} wrong codes for one account in ${ACCOUNT_FAILURE_WINDOW_SECONDS / 60} minutes, 429.`,
        body: Type.Object({
          challenge: Type.String({ minLength: 1, maxLength: 200 }),
          code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
          recovery_code: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        }),
        response: { 200: Data(SessionPayload), ...errorResponses([401, 'two_factor_failed', 'challenge_ended', 'unauthorized'], 422, 429) },
      },
    },
    async (request, reply) => {
      const { challenge, code, recovery_code: recoveryCode } = request.body;
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw ValidationError.field(code === undefined ? 'code' : 'recovery_code', code === undefined ? 'required' : 'invalid', 'send either code or recovery_code');
      }
      const { user, issued, client } = await answerTwoFactorChallenge(app.db, app.tokens, lifetimes, app.secretBox, {
        challenge,
        ...(code !== undefined ? { code } : { recoveryCode: recoveryCode! }),
      });
      return answerSession(app, reply, client, user, issued);
    },
  );
};

export default twoFactorRoutes;
