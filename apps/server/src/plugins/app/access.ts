// Deny by default, twice. (1) Every route declares its access rule in `config.access`; a route that does
// not makes the start fail. (2) A route that names an action has the rule function decide, for the
// subject its loader finds (404 when there is none), after the request's shape was checked and before
// the handler runs. Handlers never compare roles themselves.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteScope } from '../../auth/access-tokens.js';
import { ForbiddenError } from '../../errors.js';
import type { Db } from '../../db/client.js';
import { can, type Action, type Subject } from '../../policies/rules.js';

/**
 * Finds the subject of a request (404 when there is none), for the rule function to decide on: the loaders of
 * policies/subjects.ts, which read only what they need of the request, or a route's own.
 */
export type SubjectLoader = (request: FastifyRequest, db: Db) => Promise<Subject>;

/**
 * - `public`: anyone, no credentials read.
 * - `terminal`: a paired shared clocking terminal, by its Bearer credential only; every other credential is
 *   401 there (and a terminal's credential is 401 everywhere else).
 * - `signed_in`: any signed-in account; what it sees is scoped to itself by the handler's query
 *   (its notifications, its corrections and those it may review, the teams it may see).
 * - `{action, subject}`: the rule function decides `action` on the loaded subject. On a route whose fields
 *   take different rights (a person's name is theirs to change, their start date a general manager's),
 *   `action` is a function of the request (its body checked) naming every action it asks: each is decided.
 */
export type Access =
  | 'public'
  | 'signed_in'
  | 'terminal'
  | { action: Action | ((request: FastifyRequest) => readonly [Action, ...Action[]]); subject: SubjectLoader };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its access rule, as declared: the route-walk test reads it. */
    declaredRoutes: {
      method: string;
      url: string;
      access: Access;
      schema: FastifySchema | undefined;
      /** The personal access token scope that admits tokens (docs/api.md#personal-access-tokens). */
      scope: RouteScope | undefined;
    }[];
  }
  interface FastifyRequest {
    /** The subject the access rule was decided on, for the handler to use. */
    subject: Subject | null;
  }
}

/** Routes added by the documentation plugin: static files, public by nature. */
const DOCS_PREFIX = '/api/docs';

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('subject', null);
    app.decorate('declaredRoutes', []);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { access?: Access };
      if (config.access === undefined) {
        if (route.url !== DOCS_PREFIX && !route.url.startsWith(`${DOCS_PREFIX}/`)) {
          throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
        }
        route.config = { ...config, access: 'public' };
      }
      const access = (route.config as { access: Access }).access;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') {
          const scope = (route.config as { scope?: RouteScope }).scope;
          app.declaredRoutes.push({ method, url: route.url, access, schema: route.schema, scope });
        }
      }
      // Only a route with a rule decides on a subject, first among its preHandler hooks; the others
      // (public, any signed-in account) have nothing to do at this stage.
      if (typeof access === 'object') route.preHandler = [decide(access), ...[route.preHandler ?? []].flat()];
    });

    function decide(access: Exclude<Access, string>) {
      return async (request: FastifyRequest) => {
        const actor = request.currentUser;
        if (!actor) throw new ForbiddenError();
        const subject = await access.subject(request, app.db);
        const actions = typeof access.action === 'function' ? access.action(request) : [access.action];
        if (!actions.every((action) => can(actor, action, subject))) throw new ForbiddenError();
        // A personal access token admitted by its `clock` scope alone acts on its owner only.
        if (request.currentSession?.selfOnly === true && !(subject.type === 'person' && subject.id === actor.id)) {
          throw new ForbiddenError();
        }
        request.subject = subject;
      };
    }
  },
  { name: 'access-declarations' },
);

/** The subject the route's access rule was decided on, narrowed to the expected type. */
export function subjectOf<T extends Subject['type']>(request: FastifyRequest, type: T): Extract<Subject, { type: T }> {
  const subject = request.subject;
  if (!subject || subject.type !== type) throw new Error(`route expected a ${type} subject`);
  return subject as Extract<Subject, { type: T }>;
}
