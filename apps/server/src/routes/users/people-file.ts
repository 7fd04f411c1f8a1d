// The people file of an import, read as a CSV table: UTF-8 (a byte order mark allowed), a header row naming
// the columns, `,` or `;` between fields (whichever the header row uses), quoted fields, CRLF or LF line ends,
// empty lines skipped. Parsing is csv-parse's; this decides what the file must be and turns it into rows.
import { CsvError, parse } from 'csv-parse/sync';
import { PayloadTooLargeError, ValidationError } from '../../errors.js';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn, type ImportRowInput } from '../../commands/accounts/import-people.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function notAFile(message: string): ValidationError {
  return ValidationError.field('file', 'invalid', message);
}

/** `;` when the header row has more of them than commas outside quotes, else `,`. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** The rows of a CSV people file; 422 on `file` for what is not such a table, 413 past the row limit. */
export function readPeopleCsv(body: Buffer): ImportRowInput[] {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw notAFile('is not UTF-8 text: save the sheet as CSV (UTF-8), or send its rows as JSON');
  }
  if (text.includes('\u0000')) throw notAFile('is a binary file, not CSV text: save the sheet as CSV (UTF-8)');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 64 * 1024,
    });
  } catch (error) {
    if (error instanceof CsvError) throw notAFile(`is not a readable CSV table (line ${typeof error.lines === 'number' ? error.lines : '?'}): ${error.message}`);
    throw error;
  }
  const [header, ...data] = records.filter((record) => record.some((field) => field !== ''));
  if (!header) throw ValidationError.field('rows', 'required', 'the file has no header row and no rows');
  const columns = header.map((name) => name.trim().toLowerCase());
  if (!columns.includes('email')) {
    throw ValidationError.field('email', 'required', 'the header row has no "email" column (columns: ' + IMPORT_COLUMNS.join(', ') + ')');
  }
  if (data.length > MAX_IMPORT_ROWS) throw tooManyRows();
  return data.map((record) => {
    const row: ImportRowInput = {};
    columns.forEach((column, index) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(column) && record[index] !== undefined) row[column as ImportColumn] = record[index];
    });
    return row;
  });
}

export function tooManyRows(): PayloadTooLargeError {
  return new PayloadTooLargeError(`An import holds at most ${MAX_IMPORT_ROWS} rows.`);
}
