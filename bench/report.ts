// The result table (printed) and the JSON result file.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseKind } from './targets.js';

export interface Row {
  scenario: string;
  db: DatabaseKind;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  /** The figure compared with the target, shown in the ratio column (a ratio, or megabytes). */
  ratio?: number;
  ratioLabel?: string;
  target?: string;
  pass?: boolean;
  /** Why there is no figure, or what else to know (failed requests, sizes). */
  note?: string;
  /** Every run's figures, for the JSON file. */
  runs?: unknown[];
}

/** A row with a figure (not one that only says why it has none). */
const measured = (row: Row) => row.requestsPerSecond !== undefined || row.p50 !== undefined || row.ratio !== undefined;

const fixed = (value: number | undefined, digits: number) =>
  value === undefined || !Number.isFinite(value) ? '' : value.toFixed(digits);

export function table(rows: Row[]): string {
  const header = ['scenario', 'db', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'result'];
  const body = rows.map((row) => [
    row.scenario,
    row.db,
    fixed(row.requestsPerSecond, 0),
    fixed(row.p50, 1),
    fixed(row.p99, 1),
    row.ratio === undefined ? '' : `${fixed(row.ratio, 2)}${row.ratioLabel ? ` ${row.ratioLabel}` : ''}`,
    row.target ?? '',
    row.pass !== undefined ? (row.pass ? 'pass' : 'FAIL') : !measured(row) && row.note ? row.note : row.target ? 'info' : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ');
  const notes = rows
    .filter((row) => row.note && measured(row))
    .map((row) => `  ${row.scenario} (${row.db}): ${row.note}`);
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...body.map(line),
    '',
    'Targets apply to PostgreSQL; PGlite rows are for information (one embedded connection, in the server process).',
    ...notes,
  ].join('\n');
}

export async function writeResults(path: string, content: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(content, null, 2)}\n`);
}
