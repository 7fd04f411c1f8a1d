// One CSV cell, safe to open in a spreadsheet program. A text that a spreadsheet would read as a formula
// (it starts with =, +, -, @, a tab or a carriage return, or their full-width forms, or with spaces before
// one of the first four) is written with a single quote before it, so that the program shows it as text
// rather than running it (a person's or a day off's name such as `=HYPERLINK(...)`). Plain figures the
// service computes (`-3.5`, `-7:00:00`) cannot run anything and stay figures. A cell is quoted when it
// holds a quote, a comma, a semicolon (the separator of some spreadsheet locales), a line break, or when it
// was neutralised, with quotes doubled inside: RFC 4180.
// This module is shared by the service's timesheets and the web app's exports, and imports nothing.

const FORMULA_START = /^(?:[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|\s+[=+\-@])/;
/** A signed decimal number or a signed `H:MM` / `H:MM:SS` duration, and nothing else. */
const FIGURE = /^-?(?:\d+(?:\.\d+)?|\d+:\d{2}(?::\d{2})?)$/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** A CSV cell for a value: numbers as they are, text neutralised and quoted as needed, null empty. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const neutralised = FORMULA_START.test(value) && !FIGURE.test(value);
  const text = neutralised ? `'${value}` : value;
  return neutralised || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
