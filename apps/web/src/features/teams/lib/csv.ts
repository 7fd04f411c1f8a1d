// The averages table as CSV (RFC 4180): a header row, one row per member, then the team's row.
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Seconds as decimal hours with two decimals (what a spreadsheet sums). */
export function hours(seconds: number): string {
  return (seconds / 3600).toFixed(2);
}
