// Second factors: two-factor codes (set up, confirm, turn off, answer a sign-in's challenge) and passkeys
// (register, list, remove, sign in). A session that must still set up a second factor reaches these.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from '../../commands/accounts/passkeys.js';
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
import { removeSignInFactors } from '../../commands/accounts/sign-in-factors.js';
import { authoriseNewFactor, RECENT_SIGN_IN_SECONDS, refuseOneFactorSession } from '../../commands/accounts/new-factor.js';
import { ValidationError } from '../../errors.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { PasskeySchema, presentPasskey } from '../../presenters/passkey.js';
import { subjects } from '../../policies/subjects.js';
import { Data, errorResponses, IdParam, IdParams, Name } from '../../schemas/common.js';
import { AuthenticationCredential, RegistrationCredential, WebAuthnOptions } from '../../schemas/passkeys.js';
import { answerFirstFactor, answerSession } from '../../plugins/app/session-answer.js';
import { SessionPayload, TwoFactorChallengePayload } from '../../presenters/session.js';

const manageOwn = { access: { action: 'manage_sign_in' as const, subject: subjects.personParam('id') }, beforeSecondFactor: true };

/** The proof a new factor asks for (docs/api.md#adding-a-second-factor). */
const NewFactorProof = Type.Object({
  current_password: Type.Optional(
    Type.String({ minLength: 1, maxLength: 1024, description: `needed unless the session was opened in the last ${RECENT_SIGN_IN_SECONDS / 60} minutes` }),
  ),
});
const NEW_FACTOR_RULES =
  `Needs \`current_password\` (a wrong one is 422 \`invalid\`, counted as a failed sign-in) unless the session was opened in the last ${RECENT_SIGN_IN_SECONDS / 60} minutes ` +
  '(422 `required` on `current_password`). A session opened with the password alone while the person already has a second factor is 403 `forbidden`: ' +
  'sign in with that factor first. The person is e-mailed when the factor is added.';

function factorCaller(request: FastifyRequest) {
  const session = requireSession(request);
  return { user: requireUser(request), session: { id: session.id, secondFactor: session.secondFactor }, address: request.ip };
}

const signInFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };
  const relyingParty = { publicUrl: app.config.publicUrl };

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

  app.post(
    '/users/:id/passkeys/options',
    {
      config: manageOwn,
      schema: {
        operationId: 'passkeyRegistrationOptions',
        tags: ['sign-in options'],
        summary: 'Begin registering a passkey',
        description:
          'WebAuthn creation options for `navigator.credentials.create()`; the challenge works once, for 5 minutes. ' + NEW_FACTOR_RULES,
        params: IdParams,
        body: Type.Union([NewFactorProof, Type.Null()]),
        response: { 200: Data(WebAuthnOptions), ...errorResponses(401, [403, 'forbidden'], 404, 422, 429) },
      },
    },
    async (request) => {
      await authoriseNewFactor(app.db, factorCaller(request), request.body?.current_password);
      return { data: await passkeyRegistrationOptions(app.db, relyingParty, requireUser(request)) };
    },
  );

  app.post(
    '/users/:id/passkeys',
    {
      config: manageOwn,
      schema: {
        operationId: 'registerPasskey',
        tags: ['sign-in options'],
        summary: 'Register a passkey',
        description:
          'The credential the browser created for the options; the authenticator must have verified its user. ' +
          'Anything else (another challenge, origin or account, a used challenge) is 422 `invalid` on `credential`. ' +
          '403 `forbidden` to a session opened with the password alone while the person already has a second factor.',
        params: IdParams,
        body: Type.Object({ name: Type.Optional(Name({ maxLength: 100 })), credential: RegistrationCredential }),
        response: { 201: Data(PasskeySchema), ...errorResponses(401, [403, 'forbidden'], 404, 422) },
      },
    },
    async (request, reply) => {
      await refuseOneFactorSession(app.db, factorCaller(request));
      const row = await registerPasskey(app.db, relyingParty, {
        user: requireUser(request),
        sessionId: requireSession(request).id,
        name: request.body.name?.trim() || 'Passkey',
        credential: request.body.credential as RegistrationResponseJSON,
      });
      return reply.status(201).send({ data: presentPasskey(row) });
    },
  );

  app.get(
    '/users/:id/passkeys',
    {
      config: manageOwn,
      schema: {
        operationId: 'listPasskeys',
        tags: ['sign-in options'],
        summary: "A person's passkeys",
        description: 'Their names, creation and last use; never the keys themselves.',
        params: IdParams,
        response: { 200: Data(Type.Array(PasskeySchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: (await listPasskeys(app.db, request.params.id)).map(presentPasskey) }),
  );

  app.delete(
    '/users/:id/passkeys/:passkey_id',
    {
      config: manageOwn,
      schema: {
        operationId: 'removePasskey',
        tags: ['sign-in options'],
        summary: 'Remove a passkey',
        description: 'The passkey can no longer be used to sign in.',
        params: Type.Object({ id: IdParam, passkey_id: IdParam }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removePasskey(app.db, request.params.id, request.params.passkey_id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/users/:id/sign-in-factors',
    {
      config: { access: { action: 'reset_sign_in_factors', subject: subjects.personParam('id') } },
      schema: {
        operationId: 'removeSignInFactors',
        tags: ['sign-in options'],
        summary: "Remove a person's second factors (general managers)",
        description:
          'For a person who lost their code app and recovery codes, or whose account got a factor they did not add: their two-factor codes, ' +
          'recovery codes and passkeys are erased and every session of theirs ends. Written in the change log (`subject_type: "sign_in_factors"`); ' +
          'the person gets a notification (`sign_in_factors_removed`) and an e-mail. Never one\'s own (403).',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSignInFactors(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const optionsPerAddress = app.requestLimiter({ max: 60, timeWindow: 60 * 1000, keyGenerator: (request) => `passkey-options:${request.ip}` });

  app.post(
    '/auth/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'passkeySignInOptions',
        tags: ['session'],
        summary: 'Begin signing in with a passkey',
        description:
          'WebAuthn request options for `navigator.credentials.get()` (any passkey of this service); the challenge works once, for 5 minutes. ' +
          'At most 60 per client address a minute, then 429.',
        response: { 200: Data(WebAuthnOptions), ...errorResponses(429) },
      },
      preHandler: optionsPerAddress,
    },
    async () => ({ data: await passkeySignInOptions(app.db, relyingParty) }),
  );

  app.post(
    '/auth/passkey',
    {
      config: { access: 'public', sessionRoute: true },
      schema: {
        operationId: 'signInWithPasskey',
        tags: ['session'],
        summary: 'Sign in with a passkey',
        description:
          'The assertion the browser made for the options. A passkey counts as two factors: the answer is the session, as after a login ' +
          '(`client: "mobile"` for the token pair). An unknown passkey, a wrong signature, a used or foreign challenge or a counter that did not move on: 401 `invalid_credentials`.',
        body: Type.Object({
          credential: AuthenticationCredential,
          client: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('browser')])),
        }),
        response: {
          200: Data(Type.Union([SessionPayload, TwoFactorChallengePayload])),
          ...errorResponses([401, 'invalid_credentials', 'unauthorized'], 422),
        },
      },
    },
    async (request, reply) => {
      const client = request.body.client === 'mobile' ? 'mobile' : 'browser';
      const outcome = await signInWithPasskey(app.db, app.tokens, lifetimes, relyingParty, {
        credential: request.body.credential as AuthenticationResponseJSON,
        client,
      });
      return answerFirstFactor(app, reply, client, outcome);
    },
  );
};

export default signInFactorRoutes;
