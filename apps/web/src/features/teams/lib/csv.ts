// The averages table as CSV (RFC 4180): a header row, one row per member, then the team's row. Cells go
// through the shared writer, so a member or team named like a formula opens as text in a spreadsheet.
import { csvCell } from '@timetrack/client';

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Seconds as decimal hours with two decimals (what a spreadsheet sums). */
export function hours(seconds: number): string {
  return (seconds / 3600).toFixed(2);
}
