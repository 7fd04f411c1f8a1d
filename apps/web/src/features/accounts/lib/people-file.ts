// The file of an import of people, read in the browser: a CSV file is sent as it is (the service reads
// it); an XLSX workbook's first sheet is turned into rows here, with the library the timesheets are
// written with (ExcelJS, loaded only when a workbook is chosen), and sent as JSON rows.

export const IMPORT_COLUMNS = ['email', 'name', 'role', 'team', 'team_manager', 'language', 'weekly_hours', 'badge', 'start_date'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRow = Partial<Record<ImportColumn, string | null>>;

/** What is sent: the CSV file's bytes as they are (the service checks their encoding), or a workbook's rows. */
export type PeopleFile = { kind: 'csv'; file: Blob } | { kind: 'rows'; rows: ImportRow[] };

/** A workbook whose first sheet has no header row naming `email`. */
export class NoEmailColumnError extends Error {}

function isWorkbook(file: File): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}

/** A cell as the text a CSV file would hold (dates as YYYY-MM-DD, formulas as their result). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return cellText(cell.result);
    if (typeof cell.text === 'string') return cell.text;
    if (typeof cell.hyperlink === 'string') return cell.hyperlink.replace(/^mailto:/, '');
    return '';
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : '';
}

/** The rows of a workbook's first sheet: its first non-empty row is the header. */
export async function workbookRows(data: ArrayBuffer): Promise<ImportRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  const lines: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    // ExcelJS numbers columns from 1: index 0 is empty.
    lines.push(values.slice(1).map(cellText));
  });
  const [header, ...rest] = lines.filter((line) => line.some((cell) => cell !== ''));
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes('email')) throw new NoEmailColumnError();
  return rest.map((line) => {
    const row: ImportRow = {};
    columns.forEach((column, index) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(column)) row[column as ImportColumn] = line[index] ?? '';
    });
    return row;
  });
}

export async function readPeopleFile(file: File): Promise<PeopleFile> {
  if (isWorkbook(file)) return { kind: 'rows', rows: await workbookRows(await file.arrayBuffer()) };
  return { kind: 'csv', file };
}

/** The template to fill in: the header row and an example in each language. */
export function peopleTemplate(): string {
  return [
    IMPORT_COLUMNS.join(','),
    'ana.durand@example.com,Ana Durand,manager,Assembly,,fr,35,1001,2026-01-05',
    'ben.martin@example.com,Ben Martin,employee,Assembly,ana.durand@example.com,en,37.5,1002,',
    'jonas.weber@example.com,Jonas Weber,employee,Assembly,ana.durand@example.com,de,40,1003,',
  ].join('\r\n') + '\r\n';
}
