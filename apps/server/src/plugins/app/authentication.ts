// Who is calling. Every route that is not public reads the credentials (Bearer header, or the access
// cookie plus `x-csrf-token`), verifies the token, and reloads the account and its session from the
// database on every request: a deleted account or a revoked session is refused at once, a role change
// applies at once. Any failure is 401 before anything else of the request is looked at.
// One query does it (token's session → account, and on routes with an access rule the managers of the
// account's teams), and the access check reuses the managers when the request is about the caller
// themself (clocking, reading one's own hours), so a signed-in request about oneself reads nothing else
// before its handler. Routes open to any signed-in account (`signed_in`) decide on no subject: they read
// the account alone.
// The shared clocking terminals' routes (`terminal`) take a paired terminal's own Bearer credential and
// nothing else; that credential is refused everywhere else (docs/api.md#shared-clocking-terminals).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import { ACCESS_COOKIE } from '../../auth/cookies.js';
import { liveAccessTokenSql, liveSessionSql } from '../../auth/credentials.js';
import { findTerminalByToken, isTerminalToken, type AuthenticatedTerminal } from '../../auth/terminals.js';
import { admit, hashAccessToken, isAccessToken, type RouteScope, type TokenScope } from '../../auth/access-tokens.js';
import type { ClientKind } from '../../auth/sessions.js';
import { prepared } from '../../db/prepared.js';
import type { Role, UserRow } from '../../db/schema.js';
import type { RequireTwoFactor } from '../../config.js';
import { ForbiddenError, TwoFactorRequiredError, UnauthorizedError } from '../../errors.js';
import type { PersonSubject } from '../../policies/rules.js';

export interface CurrentSession {
  id: string;
  client: ClientKind;
  /**
   * How this request authenticated: cookie requests answer with cookies, bearer requests with tokens;
   * `token`: a personal access token (`id` is then `token:<its id>`).
   */
  via: 'cookie' | 'bearer' | 'token';
  /** Opened with two factors, or proven later by setting one up in it; for a token: created in such a session. */
  secondFactor: boolean;
  /** A personal access token's scopes; undefined for a sign-in session. */
  scopes?: readonly TokenScope[];
  /** A personal access token admitted by its `clock` scope alone: the route's subject must be its owner. */
  selfOnly?: boolean;
  /** When the access token of this request expires (ms since the epoch); undefined for a personal access token. */
  expiresAt?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reachable by a session that must still set up a second factor (the account, sign-out, and the
     * two-factor and passkey routes); every other route answers 403 `two_factor_required` to it.
     */
    beforeSecondFactor?: boolean;
    /**
     * A GET that reads without changing anything and must work from a browser's EventSource, which cannot
     * send headers (the live events): cookie authentication without `x-csrf-token`. Ignored on other methods.
     */
    cookieWithoutCsrf?: boolean;
    /**
     * The personal access token scope that admits a token here (docs/api.md#personal-access-tokens);
     * a route that declares none refuses tokens with 401.
     */
    scope?: RouteScope;
    /** Opens, renews or ends a session (public): a personal access token sent here is refused with 401. */
    sessionRoute?: boolean;
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
    /** The shared clocking terminal calling a terminal route (access `terminal`); null elsewhere. */
    currentTerminal: AuthenticatedTerminal | null;
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
  where sessions.id = $1 and sessions.user_id = $2 and ${liveSessionSql({ table: 'sessions', at: '$3', account: 'users' })}`;
/** The account's columns, named: the statements are prepared (db/prepared.ts). */
const ACCOUNT_COLUMNS = `users.id, users.email, users.name, users.role, users.status, users.password_hash, users.language,
  users.theme, users.created_at, users.deleted_at, users.badge, users.pin_hash, users.employee_number, users.start_date, users.reminder_email,
  users.reminder_push, sessions.client as session_client,
  sessions.second_factor as session_second_factor`;

// Written once as text, prepared on each connection: they run on every signed-in request, and building
// and planning them anew each time cost more than running them.
const ACCOUNT = prepared(`select ${ACCOUNT_COLUMNS} ${SESSION_ACCOUNT}`);
/** The same with the managers of the account's teams, for the access rules that need them. */
const ACCOUNT_WITH_MANAGERS = prepared(`select ${ACCOUNT_COLUMNS},
    array(select distinct teams.manager_id from team_members
      join teams on teams.id = team_members.team_id where team_members.user_id = users.id) as manager_ids
  ${SESSION_ACCOUNT}`);

type TokenAccountRow = UserRow & {
  token_id: number;
  token_scopes: string[];
  token_second_factor: boolean;
  token_last_used_at: Date | null;
  manager_ids?: number[];
};

/** The live personal access token of hash $1 at $2, joined to its active owner. */
const TOKEN_ACCOUNT = `from personal_access_tokens inner join users on users.id = personal_access_tokens.user_id
  where personal_access_tokens.token_hash = $1
    and ${liveAccessTokenSql({ table: 'personal_access_tokens', at: '$2', account: 'users' })}`;
const TOKEN_COLUMNS = `personal_access_tokens.id as token_id, personal_access_tokens.scopes as token_scopes,
  personal_access_tokens.second_factor as token_second_factor, personal_access_tokens.last_used_at as token_last_used_at`;
const USER_COLUMNS = ACCOUNT_COLUMNS.slice(0, ACCOUNT_COLUMNS.indexOf('sessions.')).replace(/,\s*$/, '');
const TOKEN_ACCOUNT_ONLY = prepared(`select ${USER_COLUMNS}, ${TOKEN_COLUMNS} ${TOKEN_ACCOUNT}`);
const TOKEN_ACCOUNT_WITH_MANAGERS = prepared(`select ${USER_COLUMNS}, ${TOKEN_COLUMNS},
    array(select distinct teams.manager_id from team_members
      join teams on teams.id = team_members.team_id where team_members.user_id = users.id) as manager_ids
  ${TOKEN_ACCOUNT}`);
/** Marks a token used, at most once a minute: a script calling many times a second writes nothing more. */
const TOKEN_USED = prepared(`update personal_access_tokens set last_used_at = $2::timestamptz
  where id = $1 and (last_used_at is null or last_used_at < $2::timestamptz - interval '1 minute')`);
const LAST_USED_PRECISION_MS = 60_000;

/** The account behind a personal access token; 401 when the token is unknown, expired or revoked, or its owner gone. */
async function authenticateAccessToken(
  app: FastifyInstance,
  token: string,
  withManagers: boolean,
): Promise<{ user: UserRow; session: CurrentSession; person: PersonSubject | null }> {
  const now = new Date();
  const { rows } = await app.db.executeQuery<TokenAccountRow>(
    CompiledQuery.raw(withManagers ? TOKEN_ACCOUNT_WITH_MANAGERS : TOKEN_ACCOUNT_ONLY, [hashAccessToken(token), now]),
  );
  const row = rows[0];
  if (!row) throw new UnauthorizedError('The personal access token is unknown, expired or revoked.');
  const { token_id, token_scopes, token_second_factor, token_last_used_at, manager_ids, ...user } = row;
  if (token_last_used_at === null || now.getTime() - token_last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await app.db.executeQuery(CompiledQuery.raw(TOKEN_USED, [token_id, now]));
  }
  return {
    user,
    session: {
      id: `token:${token_id}`,
      client: 'mobile',
      via: 'token',
      secondFactor: token_second_factor,
      scopes: token_scopes as TokenScope[],
    },
    person: manager_ids === undefined ? null : { type: 'person', id: user.id, managerIds: manager_ids.map(Number) },
  };
}

/** The personal access token of the Authorization header, if that is what it carries. */
function presentedAccessToken(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && isAccessToken(token) ? token : undefined;
}

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
  // A terminal's credential is valid on the terminal routes only.
  if (isTerminalToken(token)) throw new UnauthorizedError('A terminal credential is valid on the terminal routes only.');
  if (via === 'bearer' && isAccessToken(token)) return authenticateAccessToken(app, token, withManagers);

  const claims = await app.tokens.verifyAccessToken(token);
  if (!claims) throw new UnauthorizedError('The access token is invalid or expired.');
  const csrfExempt = request.method === 'GET' && request.routeOptions.config.cookieWithoutCsrf === true;
  if (via === 'cookie' && !csrfExempt) {
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
    session: { id: claims.sessionId, client: session_client, via, secondFactor: session_second_factor, expiresAt: claims.expiresAt },
    person: manager_ids === undefined ? null : { type: 'person', id: user.id, managerIds: manager_ids.map(Number) },
  };
}

/**
 * A terminal route's caller: the Bearer credential of a paired terminal that is not deleted, and nothing
 * else (no cookies, no session token): 401 otherwise.
 */
async function authenticateTerminal(app: FastifyInstance, request: FastifyRequest): Promise<AuthenticatedTerminal> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const terminal = token === undefined ? undefined : await findTerminalByToken(app.db, token);
  if (!terminal) throw new UnauthorizedError('The credential of a paired terminal is required.');
  return terminal;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentSession', null);
    app.decorateRequest('currentPerson', null);
    app.decorateRequest('currentTerminal', null);

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      const { scope: declaredScope, sessionRoute } = request.routeOptions.config;
      // Signing in, renewing or ending a session is not for personal access tokens: refused before
      // anything else, although these routes are public (other public routes read no credentials).
      if (sessionRoute === true && presentedAccessToken(request) !== undefined) {
        throw new UnauthorizedError('A personal access token cannot open, renew or end a session.');
      }
      // Unknown routes (404) and public routes need no credentials.
      if (access === undefined || access === 'public') return;
      if (access === 'terminal') {
        request.currentTerminal = await authenticateTerminal(app, request);
        return;
      }
      const result = await authenticate(app, request, typeof access === 'object');
      if (!result) throw new UnauthorizedError();
      if (result.session.scopes !== undefined) {
        const admission = admit(declaredScope, result.session.scopes);
        // A route that declares no scope is closed to tokens (deny by default): 401, as for a session route.
        if (!admission.admitted && admission.reason === 'not_for_tokens') {
          throw new UnauthorizedError('A personal access token cannot be used on this route.');
        }
        if (!admission.admitted) throw new ForbiddenError();
        result.session.selfOnly = admission.selfOnly;
      }
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
