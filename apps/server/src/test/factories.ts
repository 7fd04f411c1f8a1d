// Factories: records made directly in the database, so a test states only what matters to it.
//   const manager = await f.buildUser({ role: 'manager' });
//   const headers = await f.signIn(manager);
import { hashPassword } from '../auth/passwords.js';
import { openSession, type ClientKind } from '../auth/sessions.js';
import type { TokenService } from '../auth/tokens.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies.js';
import type { Db } from '../db/client.js';
import type { Role, UserRow, UserStatus } from '../db/schema.js';

/** The password every built account has, unless a test gives another. */
export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;

export interface BrowserSession {
  /** Headers for an authenticated browser request (cookie + x-csrf-token). */
  headers: { cookie: string; 'x-csrf-token': string };
  accessToken: string;
  refreshToken: string;
  csrfToken: string;
  sessionId: string;
}

export interface MobileSession {
  headers: { authorization: string };
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/** A signed-in account: the row and the Bearer headers of a mobile session. */
export interface Person {
  user: UserRow;
  headers: Record<string, string>;
}

export class Factories {
  private sequence = 0;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTokenTtl: number,
  ) {}

  private next(): number {
    this.sequence += 1;
    return this.sequence;
  }

  async buildUser(
    options: {
      role?: Role;
      name?: string;
      email?: string;
      password?: string;
      status?: UserStatus;
      /** The day the person starts (docs/api.md#start-date); without it, inferred from today's account. */
      startDate?: string;
    } = {},
  ): Promise<UserRow> {
    const n = this.next();
    const passwordHash =
      options.password === undefined
        ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
        : await hashPassword(options.password);
    return this.db
      .insertInto('users')
      .values({
        email: options.email ?? `person${n}.${Math.random().toString(36).slice(2, 8)}@example.test`,
        name: options.name ?? `Person ${n}`,
        role: options.role ?? 'employee',
        status: options.status ?? 'active',
        password_hash: options.status === 'invited' ? null : passwordHash,
        ...(options.startDate ? { start_date: options.startDate } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A team managed by `manager`, with `members`. */
  async buildTeam(options: { manager: UserRow; members?: UserRow[]; name?: string }): Promise<{ id: number; name: string }> {
    const team = await this.db
      .insertInto('teams')
      .values({ name: options.name ?? `Team ${this.next()}`, manager_id: options.manager.id })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    for (const member of options.members ?? []) {
      await this.db.insertInto('team_members').values({ team_id: team.id, user_id: member.id }).execute();
    }
    return team;
  }

  /** A new account with `role`, signed in. */
  async person(role: Role = 'employee'): Promise<Person> {
    const user = await this.buildUser({ role });
    return { user, headers: await this.signIn(user) };
  }

  /** A new employee, signed in, added to `team`. */
  async member(team: { id: number }): Promise<Person> {
    const p = await this.person();
    await this.db.insertInto('team_members').values({ team_id: team.id, user_id: p.user.id }).execute();
    return p;
  }

  /** A mobile session: Bearer headers. */
  async signIn(user: Pick<UserRow, 'id'>): Promise<MobileSession['headers']> {
    return (await this.mobileSession(user)).headers;
  }

  async mobileSession(user: Pick<UserRow, 'id'>): Promise<MobileSession> {
    const issued = await this.open(user, 'mobile');
    return {
      headers: { authorization: `Bearer ${issued.accessToken}` },
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      sessionId: issued.sessionId,
    };
  }

  async browserSession(user: Pick<UserRow, 'id'>): Promise<BrowserSession> {
    const issued = await this.open(user, 'browser');
    return {
      headers: {
        cookie: `${ACCESS_COOKIE}=${issued.accessToken}; ${REFRESH_COOKIE}=${issued.refreshToken}`,
        'x-csrf-token': issued.csrfToken,
      },
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      csrfToken: issued.csrfToken,
      sessionId: issued.sessionId,
    };
  }

  private open(user: Pick<UserRow, 'id'>, client: ClientKind) {
    return openSession(this.db, this.tokens, { refreshTokenTtl: this.refreshTokenTtl }, user.id, client);
  }
}
