import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      accessTokenTtl: 3600,
      refreshTokenTtl: 2_592_000,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      appTimezone: 'UTC',
      logLevel: 'info',
    });
  });

  it('derives the public URL from the port, and Secure cookies from https', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const https = loadConfig({ PUBLIC_URL: 'https://time.example.com/' });
    expect(https.publicUrl).toBe('https://time.example.com');
    expect(https.secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ACCESS_TOKEN_TTL: '-5' }, 'ACCESS_TOKEN_TTL'],
    [{ REFRESH_TOKEN_TTL: '0' }, 'REFRESH_TOKEN_TTL'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, 'APP_TIMEZONE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HOLIDAYS_REGION: 'XX' }, 'HOLIDAYS_REGION'],
    [{ HOLIDAYS_REGION: 'DE-ZZ' }, 'HOLIDAYS_REGION'],
    [{ WORKING_TIME_RULES: 'us' }, 'WORKING_TIME_RULES'],
    [{ REQUIRE_TWO_FACTOR: 'admins' }, 'REQUIRE_TWO_FACTOR'],
    [{ TWO_FACTOR_KEY: 'short' }, 'TWO_FACTOR_KEY'],
    [{ COMPANY_NAME: 'Acme\nPayroll' }, 'COMPANY_NAME'],
    [{ LEAVE_YEAR_START: '02-29' }, 'LEAVE_YEAR_START'],
    [{ LEAVE_YEAR_START: '6-1' }, 'LEAVE_YEAR_START'],
    [{ LEAVE_YEAR_START: '13-01' }, 'LEAVE_YEAR_START'],
    [{ COMPANY_NAME: 'A'.repeat(201) }, 'COMPANY_NAME'],
  ])('refuses %o naming the setting', (env, setting) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${setting} `));
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads who must use a second factor', () => {
    expect(loadConfig({}).requireTwoFactor).toBe('none');
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'Managers' }).requireTwoFactor).toBe('managers');
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'everyone' }).requireTwoFactor).toBe('everyone');
  });

  it('reads the settings of working-time accounts', () => {
    expect(loadConfig({})).toMatchObject({ holidaysRegion: undefined, workingTimeRules: 'eu' });
    expect(loadConfig({ HOLIDAYS_REGION: 'de-by', WORKING_TIME_RULES: 'FR' })).toMatchObject({ holidaysRegion: 'DE-BY', workingTimeRules: 'fr' });
    expect(loadConfig({}).leaveYearStart).toBe('01-01');
    expect(loadConfig({ LEAVE_YEAR_START: '06-01' }).leaveYearStart).toBe('06-01');
    expect(loadConfig({ HOLIDAYS_REGION: 'US-CA' }).holidaysRegion).toBe('US-CA');
    expect(loadConfig({}).companyName).toBeUndefined();
    expect(loadConfig({ COMPANY_NAME: ' Łódź Bakery Sp. z o.o. ' }).companyName).toBe('Łódź Bakery Sp. z o.o.');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses, and reads METRICS_TOKEN', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '101']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    for (const bad of ['short', 'a token with spaces in it']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/^Invalid configuration: METRICS_TOKEN /);
    }
  });
});
