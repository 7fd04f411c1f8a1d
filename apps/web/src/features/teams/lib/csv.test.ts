import { describe, expect, it } from 'vitest';
import { hours, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and ends every row with CRLF', () => {
    expect(toCsv([['name', 'hours'], ['Doe, "Jo"', hours(27_000)], ['Eve', 0]])).toBe(
      'name,hours\r\n"Doe, ""Jo""",7.50\r\nEve,0\r\n',
    );
  });
});
