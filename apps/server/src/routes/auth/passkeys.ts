// Passkeys (docs/api.md#passkeys): register, list and remove one's own, and sign in with one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from '../../commands/accounts/passkeys.js';
import { authoriseNewFactor, refuseOneFactorSession } from '../../commands/accounts/new-factor.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { answerFirstFactor } from '../../plugins/app/session-answer.js';
import { PasskeySchema, presentPasskey } from '../../presenters/passkey.js';
import { SessionPayload, TwoFactorChallengePayload } from '../../presenters/session.js';
import { Data, errorResponses, IdParam, IdParams, Name } from '../../schemas/common.js';
import { AuthenticationCredential, RegistrationCredential, WebAuthnOptions } from '../../schemas/passkeys.js';
import { factorCaller, manageOwn, NEW_FACTOR_RULES, NewFactorProof } from './new-factor.js';

const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lifetimes = { refreshTokenTtl: app.config.refreshTokenTtl };
  const relyingParty = { publicUrl: app.config.publicUrl };

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

export default passkeyRoutes;
