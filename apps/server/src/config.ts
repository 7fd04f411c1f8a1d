// Every setting of the service (CONTRACT section 1), read from the environment and checked once at start.
// A bad value throws a ConfigError whose message is the one line the entry point prints before exiting.

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
  };
}
