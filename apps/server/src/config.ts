// Every setting of the service (docs/operating.md#settings), read from the environment and checked once at start.
// A bad value throws a ConfigError whose message is the one line the entry point prints before exiting.
import { isIP } from 'node:net';
import Holidays from 'date-holidays';
import { DEFAULT_DATABASE_TIMEOUT_MS } from './db/client.js';

export interface Config {
  port: number;
  host: string;
  /** `postgres://…`, `memory://`, or undefined for the embedded database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies get the Secure attribute. */
  secureCookies: boolean;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  appTimezone: string;
  logLevel: string;
  /**
   * The time limit of every database session (ms): a statement, a lock wait, a transaction left idle, and the
   * wait for a pooled connection; past it the request answers 503 `unavailable` (docs/api.md#unavailable).
   */
  databaseTimeoutMs: number;
  /** How long a start waits for a PostgreSQL server that does not answer yet (ms; 0: not at all). */
  databaseWaitMs: number;
  /** How long SIGTERM waits for requests in flight before the process exits anyway (ms). */
  shutdownTimeoutMs: number;
  /** Public holidays counted in balances: a country or `country-state` code of date-holidays; undefined: none. */
  holidaysRegion: string | undefined;
  /** The company's name, printed at the top of payroll timesheets; undefined: none printed. */
  companyName: string | undefined;
  /** The first day of every leave year, `MM-DD` (LEAVE_YEAR_START, default `01-01`; `06-01` for French paid leave). */
  leaveYearStart: string;
  /** The legal checks of working-time accounts (docs/api.md#compliance). */
  workingTimeRules: WorkingTimeRules;
  /**
   * Which peers may tell the client's address in X-Forwarded-For: `false` trusts nobody (request.ip is
   * the peer's address), a number trusts that many proxy hops, a list trusts those addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** Bearer token of GET /api/metrics (Prometheus); undefined: the route does not exist. */
  metricsToken: string | undefined;
  /** Single sign-on through an OpenID Connect provider; undefined: off. */
  oidc: OidcSettings | undefined;
  /** Who must have a second factor (a code app or a passkey) before anything else. */
  requireTwoFactor: RequireTwoFactor;
  /** The key sealing two-factor secrets at rest; undefined: generated once and kept in the database. */
  twoFactorKey: string | undefined;
  /** Live event streams (GET /api/events) this instance holds open at most (LIVE_EVENTS_MAX_STREAMS). */
  liveEventsMaxStreams: number;
  /**
   * How often a live event stream gets a comment line, and this instance re-checks the sessions of its open
   * streams (ms; LIVE_EVENTS_HEARTBEAT_MS, at most 15 s).
   */
  liveEventsHeartbeatMs: number;
  /** How often an instance with open streams reads the new live events (ms; LIVE_EVENTS_POLL_MS, 20 to 5,000). */
  liveEventsPollMs: number;
  /** Where the service writes its own backups (BACKUP_DIR); undefined: it takes none. */
  backupDir: string | undefined;
  /** Hours between the service's own backups (BACKUP_EVERY_HOURS). */
  backupEveryHours: number;
  /** How many of the newest backups in BACKUP_DIR are kept (BACKUP_KEEP). */
  backupKeep: number;
  /** Webhooks may call http:// URLs and private, loopback or link-local addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate: boolean;
  /** The time limit of one webhook delivery attempt (ms; WEBHOOK_TIMEOUT_MS, default 10 s). */
  webhookTimeoutMs: number;
  /** The first wait before a webhook delivery is tried again (ms; WEBHOOK_RETRY_BASE_MS, default a minute). */
  webhookRetryBaseMs: number;
  /** How often each instance looks for reminders due and periods to close (ms; REMINDER_CHECK_MS, default a minute). */
  reminderCheckMs: number;
  /** Push endpoints may be http:// URLs and private or loopback addresses (PUSH_ALLOW_PRIVATE). */
  pushAllowPrivate: boolean;
}

export interface OidcSettings {
  /** The provider's issuer: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Undefined: a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** The sign-in button's label: "Sign in with <name>". */
  name: string;
  /** Where mobile apps (and the command line) may be sent back with their one-time code. */
  mobileRedirects: string[];
}

export const REQUIRE_TWO_FACTOR = ['none', 'managers', 'everyone'] as const;
export type RequireTwoFactor = (typeof REQUIRE_TWO_FACTOR)[number];

export const WORKING_TIME_RULES = ['eu', 'de', 'fr', 'none'] as const;
export type WorkingTimeRules = (typeof WORKING_TIME_RULES)[number];

/** `MM-DD`, a day every year has (02-29 is refused). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** `FR`, `DE-BY`, `US-CA`: a country of date-holidays, optionally one of its states. */
export function isHolidaysRegion(region: string): boolean {
  const [country, state, ...rest] = region.split('-');
  if (!country || rest.length > 0) return false;
  const holidays = new Holidays();
  if (holidays.getCountries()[country] === undefined) return false;
  return state === undefined || holidays.getStates(country)?.[state] !== undefined;
}

export class ConfigError extends Error {
  constructor(setting: string, problem: string) {
    super(`Invalid configuration: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** `true` or `false` (unset: false). */
function flag(env: Env, name: string): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Names proxy-addr understands for well-known ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset or `false` trusts no proxy; a hop count; or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 100) || false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (version === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError('TRUST_PROXY', `must be a hop count or a comma-separated list of addresses and CIDR ranges, got "${entry}"`);
    }
  }
  return entries;
}

function metricsToken(env: Env): string | undefined {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== undefined && (token.length < 16 || /\s/.test(token))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long, without spaces');
  }
  return token;
}

const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

/** OIDC_*: all off without OIDC_ISSUER; the other settings alone are a mistake worth stopping for. */
function oidcSettings(env: Env): OidcSettings | undefined {
  const others = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME', 'OIDC_MOBILE_REDIRECTS'];
  const raw = text(env, 'OIDC_ISSUER');
  if (raw === undefined) {
    const stray = others.find((name) => text(env, name) !== undefined);
    if (stray !== undefined) throw new ConfigError('OIDC_ISSUER', `is required when ${stray} is set`);
    return undefined;
  }
  const issuer = url(env, 'OIDC_ISSUER', ['https:', 'http:']) as string;
  const parsed = new URL(issuer);
  // Plain http only to a provider on this machine (development and tests): elsewhere tokens would travel in clear.
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.includes(parsed.hostname)) {
    throw new ConfigError('OIDC_ISSUER', 'must start with https:// (http:// only for 127.0.0.1, [::1] or localhost)');
  }
  if (parsed.search !== '' || parsed.hash !== '') throw new ConfigError('OIDC_ISSUER', 'must have no query or fragment');
  const clientId = text(env, 'OIDC_CLIENT_ID');
  if (clientId === undefined) throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
  const name = text(env, 'OIDC_NAME') ?? parsed.hostname;
  if (name.length > 60 || /\p{Cc}/u.test(name)) throw new ConfigError('OIDC_NAME', 'must be at most 60 characters long, on one line');
  const mobileRedirects = (text(env, 'OIDC_MOBILE_REDIRECTS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of mobileRedirects) {
    let redirect: URL;
    try {
      redirect = new URL(entry);
    } catch {
      throw new ConfigError('OIDC_MOBILE_REDIRECTS', `holds "${entry}", which is not an absolute URL`);
    }
    if (redirect.hash !== '' || entry.includes('#')) {
      throw new ConfigError('OIDC_MOBILE_REDIRECTS', `holds "${entry}", which has a fragment`);
    }
    if (['javascript:', 'data:', 'file:', 'blob:'].includes(redirect.protocol)) {
      throw new ConfigError('OIDC_MOBILE_REDIRECTS', `holds "${entry}", whose scheme cannot receive a code`);
    }
  }
  return { issuer, clientId, clientSecret: text(env, 'OIDC_CLIENT_SECRET'), name, mobileRedirects };
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:', 'memory:']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }

  const adminEmail = (text(env, 'ADMIN_EMAIL') ?? 'admin@example.com').toLowerCase();
  if (!EMAIL.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL', `is not an e-mail address: "${adminEmail}"`);
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && (adminPassword.length < 10 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 10 to 128 characters long');
  }

  const mailFrom = text(env, 'MAIL_FROM') ?? `Timetrack <no-reply@${new URL(publicUrl).hostname}>`;
  const appTimezone = text(env, 'APP_TIMEZONE') ?? 'UTC';
  if (!isValidTimeZone(appTimezone)) throw new ConfigError('APP_TIMEZONE', `is not an IANA time zone: "${appTimezone}"`);

  const holidaysRegion = text(env, 'HOLIDAYS_REGION')?.toUpperCase();
  if (holidaysRegion !== undefined && !isHolidaysRegion(holidaysRegion)) {
    throw new ConfigError('HOLIDAYS_REGION', `is not a country or country-state code such as FR or DE-BY: "${holidaysRegion}"`);
  }
  const companyName = text(env, 'COMPANY_NAME');
  if (companyName !== undefined && (companyName.length > 200 || /\p{Cc}/u.test(companyName))) {
    throw new ConfigError('COMPANY_NAME', 'must be at most 200 characters long, on one line');
  }
  const leaveYearStart = text(env, 'LEAVE_YEAR_START') ?? '01-01';
  if (!isMonthDay(leaveYearStart)) {
    throw new ConfigError('LEAVE_YEAR_START', `is not a day of the year as MM-DD (01-01 to 12-31, not 02-29): "${leaveYearStart}"`);
  }
  const workingTimeRules = (text(env, 'WORKING_TIME_RULES') ?? 'eu').toLowerCase() as WorkingTimeRules;
  if (!WORKING_TIME_RULES.includes(workingTimeRules)) {
    throw new ConfigError('WORKING_TIME_RULES', `must be one of ${WORKING_TIME_RULES.join(', ')}`);
  }

  const requireTwoFactor = (text(env, 'REQUIRE_TWO_FACTOR') ?? 'none').toLowerCase() as RequireTwoFactor;
  if (!REQUIRE_TWO_FACTOR.includes(requireTwoFactor)) {
    throw new ConfigError('REQUIRE_TWO_FACTOR', `must be one of ${REQUIRE_TWO_FACTOR.join(', ')}`);
  }
  const twoFactorKey = text(env, 'TWO_FACTOR_KEY');
  if (twoFactorKey !== undefined && twoFactorKey.length < 32) {
    throw new ConfigError('TWO_FACTOR_KEY', 'must be at least 32 characters long');
  }

  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    port,
    host,
    databaseUrl,
    dataDir: text(env, 'DATA_DIR') ?? './data',
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    jwtSecret,
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 3600, 1, 31_536_000),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 2_592_000, 1, 315_360_000),
    adminEmail,
    adminPassword,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    appTimezone,
    logLevel,
    databaseTimeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUT_MS, 100, 600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    databaseWaitMs: integer(env, 'DATABASE_WAIT_MS', 0, 0, 600_000),
    holidaysRegion,
    companyName,
    leaveYearStart,
    workingTimeRules,
    trustProxy: trustProxy(env),
    metricsToken: metricsToken(env),
    oidc: oidcSettings(env),
    requireTwoFactor,
    twoFactorKey,
    liveEventsMaxStreams: integer(env, 'LIVE_EVENTS_MAX_STREAMS', 5000, 1, 1_000_000),
    liveEventsHeartbeatMs: integer(env, 'LIVE_EVENTS_HEARTBEAT_MS', 10_000, 50, 15_000),
    liveEventsPollMs: integer(env, 'LIVE_EVENTS_POLL_MS', 100, 20, 5000),
    backupDir: text(env, 'BACKUP_DIR'),
    backupEveryHours: integer(env, 'BACKUP_EVERY_HOURS', 24, 1, 8760),
    backupKeep: integer(env, 'BACKUP_KEEP', 7, 1, 1000),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE'),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookRetryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 60_000, 10, 3_600_000),
    reminderCheckMs: integer(env, 'REMINDER_CHECK_MS', 60_000, 1000, 3_600_000),
    pushAllowPrivate: flag(env, 'PUSH_ALLOW_PRIVATE'),
  };
}
