// A general manager's reset of a person's second factors (docs/api.md#when-a-second-factor-is-lost). Each
// factor has its own routes: two-factor codes in two-factor.ts, passkeys in passkeys.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { removeSignInFactors } from '../../commands/accounts/sign-in-factors.js';
import { requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';
import { errorResponses, IdParams } from '../../schemas/common.js';

const signInFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default signInFactorRoutes;
