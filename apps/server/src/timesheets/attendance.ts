// The attendance report's files (docs/api.md#attendance-report): one row per person, then the totals, in the
// caller's language. Written while the report is read, a chunk of people at a time: CSV by hand through the
// shared cell writer (names cannot run as formulas), XLSX with exceljs's streaming writer (string cells, no
// formula anywhere). Durations are exact `H:MM:SS` in CSV and decimal hours in XLSX, as in the timesheets.
import type { Writable } from 'node:stream';
import { csvCell } from '@timetrack/client/csv';
import ExcelJS from 'exceljs';
import {
  ABSENCE_KINDS,
  addToTotals,
  emptyTotals,
  type AttendanceRow,
  type AttendanceTotals,
} from '../queries/attendance.js';
import type { LeaveColumn } from '../queries/attendance-leave.js';
import { formatDuration, LABELS as SHEET_LABELS, type Language } from './sheet.js';

export type AttendanceFileFormat = 'csv' | 'xlsx';

export const ATTENDANCE_CONTENT_TYPES: Record<AttendanceFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const SHEET_NAMES: Record<Language, string> = { en: 'Attendance', fr: 'Présence', de: 'Anwesenheit' };

const LABELS = {
  en: {
    employee_number: 'Employee number',
    name: 'Person',
    expected: 'Expected',
    worked: 'Worked',
    holiday: 'Holidays',
    absence: (kind: string) => `Absence: ${kind}`,
    balance: 'Balance',
    leave: (name: string) => `Leave days: ${name}`,
    breaches: 'Legal breaches',
    weeks_validated: 'Weeks validated',
    weeks_total: 'Weeks',
    pending_corrections: 'Pending corrections',
    pending_leave_requests: 'Pending leave requests',
    totals: 'Totals',
    title: (start: string, end: string) => `Attendance ${start} – ${end}`,
  },
  fr: {
    employee_number: 'Matricule',
    name: 'Personne',
    expected: 'Prévu',
    worked: 'Travaillé',
    holiday: 'Fériés',
    absence: (kind: string) => `Absence : ${kind}`,
    balance: 'Solde',
    leave: (name: string) => `Jours de congé : ${name}`,
    breaches: 'Dépassements légaux',
    weeks_validated: 'Semaines validées',
    weeks_total: 'Semaines',
    pending_corrections: 'Corrections en attente',
    pending_leave_requests: 'Demandes de congé en attente',
    totals: 'Totaux',
    title: (start: string, end: string) => `Présence du ${start} au ${end}`,
  },
  de: {
    employee_number: 'Personalnummer',
    name: 'Person',
    expected: 'Soll',
    worked: 'Gearbeitet',
    holiday: 'Feiertage',
    absence: (kind: string) => `Abwesenheit: ${kind}`,
    balance: 'Saldo',
    leave: (name: string) => `Urlaubstage: ${name}`,
    breaches: 'Gesetzesverstöße',
    weeks_validated: 'Wochen freigegeben',
    weeks_total: 'Wochen',
    pending_corrections: 'Offene Korrekturanträge',
    pending_leave_requests: 'Offene Urlaubsanträge',
    totals: 'Summen',
    title: (start: string, end: string) => `Anwesenheit ${SHEET_LABELS.de.day(start)} – ${SHEET_LABELS.de.day(end)}`,
  },
} as const;

function header(language: Language, leaveColumns: readonly LeaveColumn[]): string[] {
  const l = LABELS[language];
  const kinds = SHEET_LABELS[language].absence_types;
  return [
    l.employee_number,
    l.name,
    l.expected,
    l.worked,
    l.holiday,
    ...ABSENCE_KINDS.map((kind) => l.absence(kinds[kind])),
    l.balance,
    ...leaveColumns.map((column) => l.leave(column.name)),
    l.breaches,
    l.weeks_validated,
    l.weeks_total,
    l.pending_corrections,
    l.pending_leave_requests,
  ];
}

/** A row's cells: durations through `duration`, leave days per column (0 where none). */
function cells<T>(row: AttendanceTotals, leaveColumns: readonly LeaveColumn[], duration: (seconds: number) => T): (T | number)[] {
  return [
    duration(row.expected_seconds),
    duration(row.worked_seconds),
    duration(row.holiday_seconds),
    ...ABSENCE_KINDS.map((kind) => duration(row.absence_seconds[kind])),
    duration(row.balance_seconds),
    ...leaveColumns.map((column) => row.leave_days.find((leave) => leave.leave_type_id === column.id)?.days ?? 0),
    row.breaches,
    row.weeks_validated,
    row.weeks_total,
    row.pending_corrections,
    row.pending_leave_requests,
  ];
}

const csvLine = (values: (string | number | null)[]) => `${values.map(csvCell).join(',')}\r\n`;

/** CSV: a byte order mark (spreadsheets then read UTF-8), the header, a row per person, the totals. */
export async function* csvAttendance(
  chunks: AsyncIterable<AttendanceRow[]>,
  language: Language,
  leaveColumns: readonly LeaveColumn[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header(language, leaveColumns))}`;
  const totals = emptyTotals();
  for await (const rows of chunks) {
    let chunk = '';
    for (const row of rows) {
      addToTotals(totals, row);
      chunk += csvLine([row.employee_number ?? '', row.name, ...cells(row, leaveColumns, formatDuration)]);
    }
    yield chunk;
  }
  yield csvLine(['', LABELS[language].totals, ...cells(totals, leaveColumns, formatDuration)]);
}

const hours = (seconds: number) => seconds / 3600;

/** XLSX: one worksheet, rows committed as they are written; durations in decimal hours. */
export async function writeXlsxAttendance(
  chunks: AsyncIterable<AttendanceRow[]>,
  output: Writable,
  options: { language: Language; leaveColumns: readonly LeaveColumn[]; start: string; end: string },
): Promise<void> {
  const { language, leaveColumns } = options;
  const l = LABELS[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(SHEET_NAMES[language]);
  const columns = header(language, leaveColumns);
  worksheet.columns = columns.map((_, index) => ({ width: index === 1 ? 28 : 14 }));
  worksheet.addRow([l.title(options.start, options.end)]).commit();
  const head = worksheet.addRow(columns);
  head.font = { bold: true };
  head.commit();
  // Columns 3 to 10 (1-based) hold hours: expected, worked, holidays, four absence kinds, balance.
  const durationColumns = Array.from({ length: 4 + ABSENCE_KINDS.length }, (_, k) => k + 3);
  const write = (values: (string | number)[], bold = false) => {
    const row = worksheet.addRow(values);
    for (const column of durationColumns) row.getCell(column).numFmt = '0.00';
    if (bold) row.font = { bold: true };
    row.commit();
  };
  const totals = emptyTotals();
  for await (const rows of chunks) {
    for (const row of rows) {
      addToTotals(totals, row);
      write([row.employee_number ?? '', row.name, ...cells(row, leaveColumns, hours)]);
    }
  }
  write(['', l.totals, ...cells(totals, leaveColumns, hours)], true);
  worksheet.commit();
  await workbook.commit();
}
