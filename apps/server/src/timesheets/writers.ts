// The three timesheet formats, each written while the people's sheets are read: CSV by hand, XLSX with
// exceljs's streaming writer (rows committed as they are added, no shared-strings table), PDF with pdfkit.
// Durations are exact `H:MM:SS` in CSV and PDF, decimal hours in XLSX (formatted), so every figure reads
// back to the balance's seconds.
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatDuration, LABELS, type Language, type PersonSheet, type SheetDay } from './sheet.js';

export type TimesheetFormat = 'csv' | 'xlsx' | 'pdf';

export const CONTENT_TYPES: Record<TimesheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (values: (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;

/** CSV: one header (in `language`), one row per person and day, then a total row per person with the hash. */
export async function* csvTimesheet(sheets: AsyncIterable<PersonSheet>, language: Language): AsyncGenerator<string> {
  const l = LABELS[language];
  // A byte-order mark, so that spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(['user_id', l.person, l.date, l.periods, l.breaks, l.worked, l.expected, l.absence, l.absence_type, l.holiday, l.holiday_name, l.balance, l.head])}`;
  for await (const sheet of sheets) {
    const own = LABELS[sheet.language];
    let chunk = '';
    for (const day of sheet.days) {
      chunk += csvLine([
        sheet.user_id,
        sheet.name,
        day.date,
        day.periods.join(' '),
        day.breaks.join(' '),
        formatDuration(day.worked_seconds),
        formatDuration(day.expected_seconds),
        formatDuration(day.absence_seconds),
        day.absence_type ? own.absence_types[day.absence_type] : '',
        formatDuration(day.holiday_seconds),
        day.holiday_name ?? '',
        formatDuration(day.balance_seconds),
        '',
      ]);
    }
    const t = sheet.totals;
    chunk += csvLine([
      sheet.user_id,
      sheet.name,
      own.total,
      '',
      '',
      formatDuration(t.worked_seconds),
      formatDuration(t.expected_seconds),
      formatDuration(t.absence_seconds),
      '',
      formatDuration(t.holiday_seconds),
      '',
      formatDuration(t.balance_seconds),
      sheet.change_log_head ?? own.none,
    ]);
    yield chunk;
  }
}

/** A worksheet name: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(sheet: PersonSheet, used: Set<string>): string {
  const base = `${sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 22)} ${sheet.user_id}`.trim();
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 28)}-${n}`;
  used.add(name.toLowerCase());
  return name;
}

const hours = (seconds: number) => seconds / 3600;

/** XLSX: one worksheet per person (in their language), streamed to `output`. */
export async function writeXlsxTimesheet(sheets: AsyncIterable<PersonSheet>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const used = new Set<string>();
  let any = false;
  for await (const sheet of sheets) {
    any = true;
    const l = LABELS[sheet.language];
    const worksheet = workbook.addWorksheet(sheetName(sheet, used));
    worksheet.columns = [
      { width: 12 },
      { width: 26 },
      { width: 20 },
      { width: 10 },
      { width: 10 },
      { width: 10 },
      { width: 14 },
      { width: 10 },
      { width: 24 },
      { width: 10 },
    ];
    worksheet.addRow([l.title, sheet.name, sheet.email ?? '']).commit();
    worksheet.addRow([l.range, sheet.start, sheet.end]).commit();
    worksheet.addRow([l.zone, sheet.zone]).commit();
    worksheet.addRow([l.head, sheet.change_log_head ?? l.none]).commit();
    worksheet.addRow([]).commit();
    const header = worksheet.addRow([l.date, l.periods, l.breaks, l.worked, l.expected, l.absence, l.absence_type, l.holiday, l.holiday_name, l.balance]);
    header.font = { bold: true };
    header.commit();
    const durationRow = (values: (string | number)[], bold = false) => {
      const row = worksheet.addRow(values);
      for (const column of [4, 5, 6, 8, 10]) row.getCell(column).numFmt = '0.00';
      if (bold) row.font = { bold: true };
      row.commit();
    };
    for (const day of sheet.days) {
      durationRow([
        day.date,
        day.periods.join(' '),
        day.breaks.join(' '),
        hours(day.worked_seconds),
        hours(day.expected_seconds),
        hours(day.absence_seconds),
        day.absence_type ? l.absence_types[day.absence_type] : '',
        hours(day.holiday_seconds),
        day.holiday_name ?? '',
        hours(day.balance_seconds),
      ]);
    }
    const t = sheet.totals;
    durationRow(
      [l.total, '', '', hours(t.worked_seconds), hours(t.expected_seconds), hours(t.absence_seconds), '', hours(t.holiday_seconds), '', hours(t.balance_seconds)],
      true,
    );
    worksheet.commit();
  }
  if (!any) workbook.addWorksheet('-').commit();
  await workbook.commit();
}

function dayLine(day: SheetDay, language: Language): string {
  const l = LABELS[language];
  const notes = [
    day.periods.length > 0 ? day.periods.join(' ') : '',
    day.breaks.length > 0 ? `(${l.breaks}: ${day.breaks.join(' ')})` : '',
    day.absence_type ? l.absence_types[day.absence_type] : '',
    day.holiday_name ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return notes;
}

/** PDF: a section per person (in their language), the days as rows, the totals and the hash at the end. */
export function pdfTimesheet(sheets: AsyncIterable<PersonSheet>): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: 'Timesheet' } });
  const output = new PassThrough();
  doc.pipe(output);
  const columns = [40, 110, 170, 230, 290, 350];
  void (async () => {
    let first = true;
    for await (const sheet of sheets) {
      const l = LABELS[sheet.language];
      if (!first) doc.addPage();
      first = false;
      doc.font('Helvetica-Bold').fontSize(14).text(`${l.title}: ${sheet.name}`, 40, 40);
      doc.font('Helvetica').fontSize(9);
      doc.text(`${l.range}: ${sheet.start} - ${sheet.end} (${l.zone}: ${sheet.zone})`);
      doc.text(`${l.head}: ${sheet.change_log_head ?? l.none}`);
      doc.moveDown();
      const header = [l.date, l.worked, l.expected, l.absence, l.holiday, l.balance];
      let y = doc.y;
      doc.font('Helvetica-Bold');
      header.forEach((label, index) => doc.text(label, columns[index], y, { lineBreak: false }));
      doc.font('Helvetica');
      y += 14;
      for (const day of sheet.days) {
        if (y > 790) {
          doc.addPage();
          y = 40;
        }
        const figures = [day.date, ...[day.worked_seconds, day.expected_seconds, day.absence_seconds, day.holiday_seconds, day.balance_seconds].map(formatDuration)];
        figures.forEach((value, index) => doc.text(value, columns[index], y, { lineBreak: false }));
        doc.text(dayLine(day, sheet.language), 410, y, { width: 145, height: 11, lineBreak: false, ellipsis: true });
        y += 12;
      }
      const t = sheet.totals;
      if (y > 760) {
        doc.addPage();
        y = 40;
      }
      doc.font('Helvetica-Bold').text(
        `${l.total}: ${l.worked} ${formatDuration(t.worked_seconds)}; ${l.expected} ${formatDuration(t.expected_seconds)}; ` +
          `${l.absence} ${formatDuration(t.absence_seconds)}; ${l.holiday} ${formatDuration(t.holiday_seconds)}; ` +
          `${l.balance} ${formatDuration(t.balance_seconds)}`,
        40,
        y + 8,
      );
      doc.font('Helvetica');
    }
    if (first) doc.text('-');
    doc.end();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
