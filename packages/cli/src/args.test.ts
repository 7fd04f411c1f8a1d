import { describe, expect, it } from 'vitest';
import { apiUrl, parseCommandLine } from './args.js';
import { UsageError } from './errors.js';

describe('parseCommandLine', () => {
  it('reads a command and its options', () => {
    expect(parseCommandLine(['login', '--server', 'http://h', '--email', 'e@x.test'])).toEqual({
      kind: 'command',
      command: 'login',
      values: { server: 'http://h', email: 'e@x.test' },
    });
    expect(parseCommandLine(['break', '--end', '--json'])).toMatchObject({ command: 'break', values: { end: true, json: true } });
    expect(parseCommandLine(['hours'])).toMatchObject({ command: 'hours', values: {} });
    expect(parseCommandLine(['--help'])).toEqual({ kind: 'help' });
    expect(parseCommandLine(['status', '-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'a command is needed'],
    [['--json'], 'a command comes first'],
    [['clock'], 'unknown command "clock"'],
    [['status', '--week'], "status: unknown option '--week'"],
    [['in', 'now'], 'in: unexpected argument'],
    [['login', '--email'], "login: option '--email <value>' argument missing"],
    [['login', '--server', 'http://h'], 'login: --email (or --sso) is needed'],
    [['login', '--sso', '--email', 'a@b.c'], 'login: --email or --sso, not both'],
    [['break', '--start', '--end'], 'break: --start or --end, not both'],
    [['hours', '--week', '--month'], 'hours: --week or --month, not both'],
  ])('refuses %j as a usage error', (args, message) => {
    expect(() => parseCommandLine(args)).toThrow(UsageError);
    expect(() => parseCommandLine(args)).toThrow(message);
  });
});

describe('apiUrl', () => {
  it('adds /api to the address of the service, once', () => {
    expect(apiUrl('https://time.example.com')).toBe('https://time.example.com/api');
    expect(apiUrl('https://time.example.com/')).toBe('https://time.example.com/api');
    expect(apiUrl('http://127.0.0.1:3000/api/')).toBe('http://127.0.0.1:3000/api');
    expect(apiUrl('https://example.com/timetrack?x=1')).toBe('https://example.com/timetrack/api');
  });

  it('refuses what is not an http address', () => {
    expect(() => apiUrl('time.example.com')).toThrow(UsageError);
    expect(() => apiUrl('ftp://time.example.com')).toThrow('http or https');
  });
});
