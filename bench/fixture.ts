// Loads a company into a target database and signs people in (sessions written directly, as the login
// route would, so that login rate limits and password hashing stay out of the measurements).
import { hashPassword } from '../apps/server/src/auth/passwords.js';
import { openSession } from '../apps/server/src/auth/sessions.js';
import { TokenService } from '../apps/server/src/auth/tokens.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { analyze, createCompany, generateHistory, type HistoryCounts } from '../apps/server/src/seed/generate.js';
import { addDays, dateInZone } from '../apps/server/src/time/zone.js';
import type { Target } from './targets.js';

export const JWT_SECRET = 'benchmark secret, long enough for HS256 signing';
/** The server's metrics are on, as in production; the burst scenario scrapes them (GC, event loop, pool). */
export const METRICS_TOKEN = 'benchmark-metrics-token';
export const TIME_ZONE = 'Europe/Paris';
const ACCESS_TOKEN_TTL = 3600;

export interface CompanySize {
  name: 'large' | 'small';
  people: number;
  teams: number;
}

export const LARGE: CompanySize = { name: 'large', people: 1000, teams: 50 };
export const SMALL: CompanySize = { name: 'small', people: 100, teams: 5 };

export interface Signed {
  userId: number;
  sessionId: string;
  authorization: string;
}

export interface Fixture {
  size: CompanySize;
  counts: HistoryCounts & { people: number; teams: number };
  /** Seconds spent: company, history (by step), analyze, sessions. */
  loadSeconds: number;
  loadSteps: Record<string, number>;
  /** Employees who clock in the toggle scenario and read their month. */
  clockers: Signed[];
  /** The manager of each team, signed in, with the team. */
  managers: (Signed & { teamId: number })[];
  /** A person with the full two years, for the export. */
  exporter: Signed;
  /** The company's general manager, signed in (the import of people). */
  generalManager: Signed;
  /** The last whole month and the last 365 days of the history (calendar dates). */
  month: { start: string; end: string };
  year: { start: string; end: string };
}

export const CLOCKERS = 200;

export async function loadCompany(target: Target, size: CompanySize, log: (line: string) => void): Promise<Fixture> {
  const handle = await target.open();
  try {
    await migrate(handle.db);
    const started = performance.now();
    const today = dateInZone(new Date(), TIME_ZONE);
    const to = addDays(today, -1);
    const from = addDays(today, -730);
    const passwordHash = await hashPassword('benchmark password');
    const company = await createCompany(handle.db, {
      people: size.people,
      teams: size.teams,
      passwordHash,
      emailDomain: 'bench.example',
      generalManager: true,
    });
    const steps: Record<string, number> = { company: (performance.now() - started) / 1000 };
    const counts = await generateHistory(handle.db, company, {
      from,
      to,
      timeZone: TIME_ZONE,
      absences: true,
      validateWeeksOlderThanDays: 14,
      corrections: true,
      bulk: true,
      onStep: (step, ms) => (steps[step] = ms / 1000),
    });
    let mark = performance.now();
    await analyze(handle.db);
    steps.analyze = (performance.now() - mark) / 1000;
    const loadSeconds = (performance.now() - started) / 1000;
    log(
      `  loaded the ${size.name} company (${size.people} people, ${size.teams} teams, ${counts.workingTimes} working periods, ` +
        `${counts.breaks} breaks, ${counts.clockRecords} clock records) in ${loadSeconds.toFixed(1)} s`,
    );

    mark = performance.now();
    const tokens = new TokenService(JWT_SECRET, ACCESS_TOKEN_TTL);
    const sign = async (userId: number): Promise<Signed> => {
      const issued = await openSession(handle.db, tokens, { refreshTokenTtl: 86_400 }, userId, 'mobile');
      return { userId, sessionId: issued.sessionId, authorization: `Bearer ${issued.accessToken}` };
    };
    const employees = company.people.filter((p) => p.role === 'employee');
    const clockers: Signed[] = [];
    for (const person of employees.slice(0, CLOCKERS)) clockers.push(await sign(person.id));
    const managers: Fixture['managers'] = [];
    for (const team of company.teams) managers.push({ ...(await sign(team.managerId)), teamId: team.id });
    // The last employee: not among the clockers, so the export reads history only.
    const exporter = await sign(employees.at(-1)!.id);
    const generalManager = await sign(company.generalManagerId!);
    steps.sessions = (performance.now() - mark) / 1000;

    const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
    return {
      size,
      counts: { ...counts, people: company.people.length, teams: company.teams.length },
      loadSeconds,
      loadSteps: steps,
      clockers,
      managers,
      exporter,
      generalManager,
      month: { start: `${lastMonthEnd.slice(0, 7)}-01`, end: lastMonthEnd },
      year: { start: addDays(to, -364), end: to },
    };
  } finally {
    await handle.close();
  }
}

export const serverEnv = {
  JWT_SECRET,
  ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
  APP_TIMEZONE: TIME_ZONE,
  // Both the service and ceiling A log at warn: the figures measure the request path, not log output.
  LOG_LEVEL: 'warn',
  METRICS_TOKEN,
};
