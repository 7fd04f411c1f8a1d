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
    expect(parseCommandLine(['leave', 'cancel', '42'])).toMatchObject({ command: 'leave', values: { action: 'cancel', id: '42' } });
    expect(parseCommandLine(['leave', 'request', '--type', 'Paid leave', '--from', '2026-12-21', '--to', '2026-12-24'])).toMatchObject({
      command: 'leave',
      values: { action: 'request', type: 'Paid leave', from: '2026-12-21', to: '2026-12-24' },
    });
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
    [['leave'], 'leave: balance, list, request or cancel, not nothing'],
    [['leave', 'take'], 'leave: balance, list, request or cancel, not "take"'],
    [['leave', 'balance', '--from', '2026-01-01'], 'leave balance: --from does not apply'],
    [['leave', 'balance', '--year', '26'], 'leave balance: --year is a year'],
    [['leave', 'request', '--from', '2026-12-21'], 'leave request: --type'],
    [['leave', 'request', '--type', 'Paid leave'], 'leave request: --from YYYY-MM-DD is needed'],
    [['leave', 'request', '--type', '1', '--from', '2026-12-21', '--end-half', 'noon'], 'leave request: --end-half is morning or afternoon'],
    [['leave', 'cancel'], "leave cancel: the request's id is needed"],
    [['leave', 'list', '7'], 'leave list: unexpected "7"'],
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
