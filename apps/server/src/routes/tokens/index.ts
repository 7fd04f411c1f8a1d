// Personal access tokens (docs/api.md#personal-access-tokens): an account creates, lists and revokes its
// own. These routes declare no token scope: they take a signed-in session, never a token, so that a
// token cannot make more tokens.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_LIVE_TOKENS } from '../../auth/access-tokens.js';
import { createAccessToken, revokeAccessToken } from '../../commands/accounts/access-tokens.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import {
  CreatedPersonalAccessTokenSchema,
  PersonalAccessTokenSchema,
  presentAccessToken,
  presentCreatedAccessToken,
  TokenScopeSchema,
} from '../../presenters/access-token.js';
import { listAccessTokens } from '../../queries/access-tokens.js';
import { Data, errorResponses, IdParams, Name } from '../../schemas/common.js';

const ownTokens = { access: { action: 'manage_sign_in' as const, subject: subjects.personParam('id') } };

const NewToken = Type.Object(
  {
    name: Name({ maxLength: 100, description: 'what the token is for' }),
    scopes: Type.Array(TokenScopeSchema, { minItems: 1, maxItems: 3, uniqueItems: true }),
    expires_in_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'omitted: never expires' })),
  },
  { title: 'NewPersonalAccessToken', additionalProperties: false },
);

const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/tokens',
    {
      config: ownTokens,
      schema: {
        operationId: 'createPersonalAccessToken',
        tags: ['personal access tokens'],
        summary: 'Create a personal access token (for oneself)',
        description:
          'Answers the token (`tt_pat_…`) this once; only its hash is kept. Sent as `Authorization: Bearer tt_pat_…`, it acts ' +
          "as its owner within its scopes, with the owner's current role. Takes a signed-in session: a token cannot create tokens (401). " +
          `At most ${MAX_LIVE_TOKENS} live (neither revoked nor expired) tokens per account: 409 \`token_limit_reached\`. ` +
          'The owner is e-mailed about every new token; changing or resetting the password revokes them all.',
        params: IdParams,
        body: NewToken,
        response: { 201: Data(CreatedPersonalAccessTokenSchema), ...errorResponses(401, 403, 404, [409, 'token_limit_reached'], 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, token } = await createAccessToken(app.db, {
        userId: user.id,
        owner: { email: user.email, language: user.language },
        name: request.body.name,
        scopes: request.body.scopes,
        expiresInDays: request.body.expires_in_days,
        secondFactor: requireSession(request).secondFactor,
      });
      return reply.status(201).send({ data: presentCreatedAccessToken(row, token) });
    },
  );

  app.get(
    '/users/:id/tokens',
    {
      config: ownTokens,
      schema: {
        operationId: 'listPersonalAccessTokens',
        tags: ['personal access tokens'],
        summary: "One's personal access tokens (never their text)",
        description: 'Tokens not revoked, expired ones included, newest first. Takes a signed-in session (401 with a token).',
        params: IdParams,
        response: { 200: Data(Type.Array(PersonalAccessTokenSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: (await listAccessTokens(app.db, request.params.id)).map(presentAccessToken) }),
  );

  app.delete(
    '/tokens/:id',
    {
      // The caller's own tokens only: anyone else's is 404, as if it did not exist.
      config: { access: 'signed_in' },
      schema: {
        operationId: 'revokePersonalAccessToken',
        tags: ['personal access tokens'],
        summary: 'Revoke one of one\'s personal access tokens',
        description: 'Refused at once on every instance. Another account\'s token, or one already revoked, is 404. Takes a signed-in session (401 with a token).',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await revokeAccessToken(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default tokenRoutes;
