// Who is calling. Every route that is not public reads the credentials (Bearer header, or the access
// cookie plus `x-csrf-token`), verifies the token, and reloads the account and its session from the
// database on every request: a deleted account or a revoked session is refused at once, a role change
// applies at once. Any failure is 401 before anything else of the request is looked at.
// One query does it (token's session → account, and on routes with an access rule the managers of the
// account's teams), and the access check reuses the managers when the request is about the caller
// themself (clocking, reading one's own hours), so a signed-in request about oneself reads nothing else
// before its handler. Routes open to any signed-in account (`signed_in`) decide on no subject: they read
// the account alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import { ACCESS_COOKIE } from '../../auth/cookies.js';
import type { ClientKind } from '../../auth/sessions.js';
import { prepared } from '../../db/prepared.js';
import type { Role, UserRow } from '../../db/schema.js';
import type { RequireTwoFactor } from '../../config.js';
import { TwoFactorRequiredError, UnauthorizedError } from '../../errors.js';
import type { PersonSubject } from '../../policies/rules.js';

export interface CurrentSession {
  id: string;
  client: ClientKind;
  /** How this request authenticated: cookie requests answer with cookies, bearer requests with tokens. */
  via: 'cookie' | 'bearer';
  /** Opened with two factors, or proven later by setting one up in it. */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reachable by a session that must still set up a second factor (the account, sign-out, and the
     * two-factor and passkey routes); every other route answers 403 `two_factor_required` to it.
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, reloaded for this request; null on public routes. */
    currentUser: UserRow | null;
    currentSession: CurrentSession | null;
    /**
     * The signed-in account as the rule function's subject (with its managers), on routes with an access
     * rule (`{action, subject}`); null elsewhere.
     */
    currentPerson: PersonSubject | null;
  }
}

/** The signed-in account, for handlers of routes that require one. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new UnauthorizedError();
  return request.currentUser;
}

export function requireSession(request: FastifyRequest): CurrentSession {
  if (!request.currentSession) throw new UnauthorizedError();
  return request.currentSession;
}

type SessionAccountRow = UserRow & { session_client: ClientKind; session_second_factor: boolean; manager_ids?: number[] };

/** The session named by the token ($1, $2), open at $3, joined to its active account. */
const SESSION_ACCOUNT = `from sessions inner join users on users.id = sessions.user_id
  where sessions.id = $1 and sessions.user_id = $2 and sessions.revoked_at is null
    and sessions.expires_at > $3 and users.status = 'active'`;
/** The account's columns, named: the statements are prepared (db/prepared.ts). */
const ACCOUNT_COLUMNS = `users.id, users.email, users.name, users.role, users.status, users.password_hash, users.language,
  users.theme, users.created_at, users.deleted_at, sessions.client as session_client,
  sessions.second_factor as session_second_factor`;

// Written once as text, prepared on each connection: they run on every signed-in request, and building
// and planning them anew each time cost more than running them.
const ACCOUNT = prepared(`select ${ACCOUNT_COLUMNS} ${SESSION_ACCOUNT}`);
/** The same with the managers of the account's teams, for the access rules that need them. */
const ACCOUNT_WITH_MANAGERS = prepared(`select ${ACCOUNT_COLUMNS},
    array(select distinct teams.manager_id from team_members
      join teams on teams.id = team_members.team_id where team_members.user_id = users.id) as manager_ids
  ${SESSION_ACCOUNT}`);

/** Whether REQUIRE_TWO_FACTOR names this role. */
export function mustUseSecondFactor(required: RequireTwoFactor, role: Role): boolean {
  return required === 'everyone' || (required === 'managers' && role !== 'employee');
}

/**
 * Reads and checks the request's credentials. Returns undefined when there are none; throws 401 when
 * there are some and they are not valid. `withManagers`: also read the managers of the account's teams
 * (the person subject), which only routes with an access rule use; the others read the account alone.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  withManagers = true,
): Promise<{ user: UserRow; session: CurrentSession; person: PersonSubject | null } | undefined> {
  const header = request.headers.authorization;
  let token: string | undefined;
  let via: CurrentSession['via'];
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError('The Authorization header must be "Bearer <token>".');
    token = match[1];
    via = 'bearer';
  } else {
    token = request.cookies[ACCESS_COOKIE];
    via = 'cookie';
  }
  if (!token) return undefined;

  const claims = await app.tokens.verifyAccessToken(token);
  if (!claims) throw new UnauthorizedError('The access token is invalid or expired.');
  if (via === 'cookie') {
    const csrf = request.headers['x-csrf-token'];
    if (!app.tokens.checkCsrfToken(claims.sessionId, typeof csrf === 'string' ? csrf : undefined)) {
      throw new UnauthorizedError('The x-csrf-token header is missing or wrong.');
    }
  }

  const { rows } = await app.db.executeQuery<SessionAccountRow>(
    CompiledQuery.raw(withManagers ? ACCOUNT_WITH_MANAGERS : ACCOUNT, [claims.sessionId, claims.userId, new Date()]),
  );
  const row = rows[0];
  if (!row) throw new UnauthorizedError('The session has ended.');
  const { session_client, session_second_factor, manager_ids, ...user } = row;
  return {
    user,
    session: { id: claims.sessionId, client: session_client, via, secondFactor: session_second_factor },
    person: manager_ids === undefined ? null : { type: 'person', id: user.id, managerIds: manager_ids.map(Number) },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentSession', null);
    app.decorateRequest('currentPerson', null);

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unknown routes (404) and public routes need no credentials.
      if (access === undefined || access === 'public') return;
      const result = await authenticate(app, request, typeof access === 'object');
      if (!result) throw new UnauthorizedError();
      request.currentUser = result.user;
      request.currentSession = result.session;
      request.currentPerson = result.person;
      if (
        !result.session.secondFactor &&
        request.routeOptions.config.beforeSecondFactor !== true &&
        mustUseSecondFactor(app.config.requireTwoFactor, result.user.role)
      ) {
        throw new TwoFactorRequiredError();
      }
    });
  },
  { name: 'authentication', dependencies: ['access-declarations'] },
);
