// What the sign-in options of one's own account share: who may change them, who asks, and the proof that
// adding a factor asks for (docs/api.md#adding-a-second-factor). A session that must still set up a second
// factor reaches these routes.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { RECENT_SIGN_IN_SECONDS } from '../../commands/accounts/new-factor.js';
import { requireSession, requireUser } from '../../plugins/app/authentication.js';
import { subjects } from '../../policies/subjects.js';

export const manageOwn = { access: { action: 'manage_sign_in' as const, subject: subjects.personParam('id') }, beforeSecondFactor: true };

/** The proof a new factor asks for (docs/api.md#adding-a-second-factor). */
export const NewFactorProof = Type.Object({
  current_password: Type.Optional(
    Type.String({ minLength: 1, maxLength: 1024, description: `needed unless the session was opened in the last ${RECENT_SIGN_IN_SECONDS / 60} minutes` }),
  ),
});
export const NEW_FACTOR_RULES =
  `Needs \`current_password\` (a wrong one is 422 \`invalid\`, counted as a failed sign-in) unless the session was opened in the last ${RECENT_SIGN_IN_SECONDS / 60} minutes ` +
  '(422 `required` on `current_password`). A session opened with the password alone while the person already has a second factor is 403 `forbidden`: ' +
  'sign in with that factor first. The person is e-mailed when the factor is added.';

export function factorCaller(request: FastifyRequest) {
  const session = requireSession(request);
  return { user: requireUser(request), session: { id: session.id, secondFactor: session.secondFactor }, address: request.ip };
}
