// The three timesheet formats, each written while the people's sheets are read: CSV by hand, XLSX with
// exceljs's streaming writer (rows committed as they are added, no shared-strings table), PDF with pdfkit.
// Durations are exact `H:MM:SS` in CSV and PDF, decimal hours in XLSX (formatted), so every figure reads
// back to the balance's seconds. Days still to come are marked planned and owe nothing; the totals are the
// balance to date, today's progress apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { csvCell } from '@timetrack/client/csv';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatDuration, LABELS, type Language, type PersonSheet, type SheetDay } from './sheet.js';

export type TimesheetFormat = 'csv' | 'xlsx' | 'pdf';

export const CONTENT_TYPES: Record<TimesheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** What every format is told besides the sheets. */
export interface TimesheetOptions {
  /** Printed at the top of the PDF; undefined: no line. */
  companyName: string | undefined;
}

const csvLine = (values: (string | number | null)[]) => `${values.map(csvCell).join(',')}\r\n`;

/** A day's balance: none for a day in progress or still to come (it is not owed yet). */
const owes = (day: SheetDay) => day.status === 'past';

/** The columns of a day, in CSV and XLSX alike. */
function dayColumns(l: (typeof LABELS)[Language]): string[] {
  return [
    ...[l.date, l.status, l.periods, l.breaks, l.worked, l.expected, l.absence, l.absence_type],
    ...[l.holiday, l.holiday_name, l.balance, l.validated_by, l.validated_at],
  ];
}

/**
 * CSV: one header (in `language`), one row per person and day, then per person the balance to date with
 * the hash. Every text cell goes through the shared cell writer, so names cannot run as formulas.
 */
export async function* csvTimesheet(sheets: AsyncIterable<PersonSheet>, language: Language): AsyncGenerator<string> {
  const l = LABELS[language];
  // A byte-order mark, so that spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(['user_id', l.person, ...dayColumns(l), l.head])}`;
  for await (const sheet of sheets) {
    const own = LABELS[sheet.language];
    let chunk = '';
    for (const day of sheet.days) {
      chunk += csvLine([
        sheet.user_id,
        sheet.name,
        day.date,
        own.statuses[day.status],
        day.periods.join(' '),
        day.breaks.join(' '),
        formatDuration(day.worked_seconds),
        formatDuration(day.expected_seconds),
        formatDuration(day.absence_seconds),
        day.absence_type ? own.absence_types[day.absence_type] : '',
        formatDuration(day.holiday_seconds),
        day.holiday_name ?? '',
        owes(day) ? formatDuration(day.balance_seconds) : '',
        day.validation?.by ?? '',
        day.validation?.at ?? '',
        '',
      ]);
    }
    const t = sheet.to_date;
    const figure = (seconds: number | undefined) => (seconds === undefined ? '' : formatDuration(seconds));
    chunk += csvLine([
      sheet.user_id,
      sheet.name,
      own.to_date,
      t ? own.through(t.through) : own.nothing_due,
      '',
      '',
      figure(t?.worked_seconds),
      figure(t?.expected_seconds),
      figure(t?.absence_seconds),
      '',
      figure(t?.holiday_seconds),
      '',
      figure(t?.balance_seconds),
      '',
      '',
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

/** The columns of XLSX durations (1-based): worked, expected, absence, holiday, balance. */
const XLSX_DURATIONS = [5, 6, 7, 9, 11];

/**
 * XLSX: one worksheet per person (in their language), streamed to `output`. Names are written as string
 * cells, which a spreadsheet never evaluates; no cell holds a formula.
 */
export async function writeXlsxTimesheet(sheets: AsyncIterable<PersonSheet>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const used = new Set<string>();
  let any = false;
  for await (const sheet of sheets) {
    any = true;
    const l = LABELS[sheet.language];
    const worksheet = workbook.addWorksheet(sheetName(sheet, used));
    worksheet.columns = [12, 20, 26, 20, 10, 10, 10, 14, 10, 24, 10, 22, 18].map((width) => ({ width }));
    worksheet.addRow([l.title, sheet.name, sheet.email ?? '']).commit();
    worksheet.addRow([l.range, sheet.start, sheet.end]).commit();
    worksheet.addRow([l.zone, sheet.zone]).commit();
    worksheet.addRow([l.head, sheet.change_log_head ?? l.none]).commit();
    worksheet.addRow([]).commit();
    const header = worksheet.addRow(dayColumns(l));
    header.font = { bold: true };
    header.commit();
    const durationRow = (values: (string | number | null)[], bold = false) => {
      const row = worksheet.addRow(values);
      for (const column of XLSX_DURATIONS) row.getCell(column).numFmt = '0.00';
      if (bold) row.font = { bold: true };
      row.commit();
    };
    for (const day of sheet.days) {
      durationRow([
        day.date,
        l.statuses[day.status],
        day.periods.join(' '),
        day.breaks.join(' '),
        hours(day.worked_seconds),
        hours(day.expected_seconds),
        hours(day.absence_seconds),
        day.absence_type ? l.absence_types[day.absence_type] : '',
        hours(day.holiday_seconds),
        day.holiday_name ?? '',
        owes(day) ? hours(day.balance_seconds) : null,
        day.validation?.by ?? '',
        day.validation?.at ?? '',
      ]);
    }
    const t = sheet.to_date;
    durationRow(
      t
        ? [l.to_date, l.through(t.through), '', '', hours(t.worked_seconds), hours(t.expected_seconds), hours(t.absence_seconds), '', hours(t.holiday_seconds), '', hours(t.balance_seconds)]
        : [l.to_date, l.nothing_due],
      true,
    );
    if (sheet.today) durationRow([l.today(sheet.today.date), '', '', '', hours(sheet.today.worked_seconds), hours(sheet.today.expected_seconds)]);
    worksheet.commit();
  }
  if (!any) workbook.addWorksheet('-').commit();
  await workbook.commit();
}

/**
 * DejaVu Sans from its npm package, read once: it covers Latin, Greek, Cyrillic and more, so names print as
 * written. pdfkit embeds only the glyphs a document uses.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function unicodeFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

const PAGE = { left: 40, right: 555, top: 40, bottom: 802 };
const TABLE = { size: 8, minSize: 5, gap: 3 };
/** Date, worked, expected, absence, holiday, balance, then the details, which wrap. */
const COLUMNS = [40, 98, 148, 198, 248, 298, 350];
const DETAILS_WIDTH = PAGE.right - COLUMNS[6]!;

function dayDetails(day: SheetDay, language: Language): string {
  const l = LABELS[language];
  return [
    l.statuses[day.status],
    day.periods.length > 0 ? day.periods.join(' ') : '',
    day.breaks.length > 0 ? `(${l.breaks}: ${day.breaks.join(' ')})` : '',
    day.absence_type ? l.absence_types[day.absence_type] : '',
    day.holiday_name ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * PDF for payroll to file: the company's name, then per person (in their language, from a new page) the
 * days as rows with their details in full (wrapped, never cut), each week's validation, the balance to date,
 * today's progress apart, and lines for the person's and the manager's signatures.
 */
export function pdfTimesheet(sheets: AsyncIterable<PersonSheet>, options: TimesheetOptions): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.left, info: { Title: 'Timesheet' } });
  const { regular, bold } = unicodeFonts();
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);
  const output = new PassThrough();
  doc.pipe(output);
  const width = PAGE.right - PAGE.left;
  let y = PAGE.top;
  const fits = (height: number) => y + height <= PAGE.bottom;
  const newPage = () => {
    doc.addPage();
    y = PAGE.top;
  };
  /** A paragraph across the page at `y`, wrapped; a new page first when it would not fit. */
  const paragraph = (text: string, font: 'Body' | 'Bold', size: number, space = 2) => {
    doc.font(font).fontSize(size);
    const height = doc.heightOfString(text, { width });
    if (!fits(height)) newPage();
    doc.text(text, PAGE.left, y, { width });
    y += height + space;
  };
  const tableHeader = (language: Language) => {
    const l = LABELS[language];
    doc.font('Bold').fontSize(TABLE.size);
    const labels = [l.date, l.worked, l.expected, l.absence, l.holiday, l.balance, l.notes];
    // A word wider than its column (`Abwesenheit`) gets a smaller size rather than being cut in two.
    const sizes = labels.map((label, index) => {
      let size = TABLE.size;
      const longest = (at: number) => Math.max(...label.split(' ').map((word) => doc.fontSize(at).widthOfString(word)));
      while (size > TABLE.minSize && longest(size) > columnWidth(index)) size -= 0.5;
      return size;
    });
    const height = Math.max(...labels.map((label, index) => doc.fontSize(sizes[index]!).heightOfString(label, { width: columnWidth(index) })));
    labels.forEach((label, index) => doc.fontSize(sizes[index]!).text(label, COLUMNS[index], y, { width: columnWidth(index) }));
    doc.fontSize(TABLE.size);
    y += height + TABLE.gap;
    doc.moveTo(PAGE.left, y - 1.5).lineTo(PAGE.right, y - 1.5).lineWidth(0.5).stroke();
  };
  const columnWidth = (index: number) => (index === 6 ? DETAILS_WIDTH : COLUMNS[index + 1]! - COLUMNS[index]! - 2);

  void (async () => {
    let first = true;
    for await (const sheet of sheets) {
      const l = LABELS[sheet.language];
      if (!first) newPage();
      first = false;
      if (options.companyName) paragraph(options.companyName, 'Bold', 15, 4);
      paragraph(`${l.title}: ${sheet.name}`, 'Bold', 13, 4);
      paragraph(`${l.range}: ${l.day(sheet.start)} - ${l.day(sheet.end)} (${l.zone}: ${sheet.zone})`, 'Body', 9);
      paragraph(`${l.head}: ${sheet.change_log_head ?? l.none}`, 'Body', 9, 10);
      tableHeader(sheet.language);
      sheet.days.forEach((day, index) => {
        doc.font('Body').fontSize(TABLE.size);
        const details = dayDetails(day, sheet.language);
        const height = Math.max(doc.currentLineHeight(), doc.heightOfString(details || ' ', { width: DETAILS_WIDTH }));
        if (!fits(height)) {
          newPage();
          tableHeader(sheet.language);
          doc.font('Body').fontSize(TABLE.size);
        }
        const figures = [
          l.day(day.date),
          ...[day.worked_seconds, day.expected_seconds, day.absence_seconds, day.holiday_seconds].map(formatDuration),
          owes(day) ? formatDuration(day.balance_seconds) : '',
        ];
        figures.forEach((value, column) => doc.text(value, COLUMNS[column], y, { width: columnWidth(column), lineBreak: false }));
        if (details) doc.text(details, COLUMNS[6], y, { width: DETAILS_WIDTH });
        y += height + TABLE.gap;
        const next = sheet.days[index + 1];
        if (!next || next.week_start !== day.week_start) {
          const validation = day.validation ? l.validated(day.validation.by, day.validation.at) : l.not_validated;
          doc.fillColor('#444444');
          paragraph(`${l.week(day.week_start)}: ${validation}`, 'Body', TABLE.size, TABLE.gap + 3);
          doc.fillColor('black');
        }
      });
      y += 6;
      const t = sheet.to_date;
      paragraph(
        t
          ? `${l.to_date} (${l.through(t.through)}): ${l.worked} ${formatDuration(t.worked_seconds)}; ${l.expected} ${formatDuration(t.expected_seconds)}; ` +
              `${l.absence} ${formatDuration(t.absence_seconds)}; ${l.holiday} ${formatDuration(t.holiday_seconds)}; ` +
              `${l.balance} ${formatDuration(t.balance_seconds)}`
          : `${l.to_date}: ${l.nothing_due}`,
        'Bold',
        9,
        4,
      );
      if (sheet.today) {
        paragraph(
          `${l.today(sheet.today.date)}: ${l.worked} ${formatDuration(sheet.today.worked_seconds)}; ${l.expected} ${formatDuration(sheet.today.expected_seconds)}`,
          'Body',
          9,
          4,
        );
      }
      // Two signature boxes side by side: a label, room to sign, a line.
      const boxHeight = 70;
      y += 16;
      if (!fits(boxHeight)) newPage();
      const half = (width - 30) / 2;
      for (const [index, label] of [l.signature_person, l.signature_manager].entries()) {
        const x = PAGE.left + index * (half + 30);
        doc.font('Body').fontSize(9).text(label, x, y, { width: half });
        doc.moveTo(x, y + boxHeight - 10).lineTo(x + half, y + boxHeight - 10).lineWidth(0.75).stroke();
        doc.font('Body').fontSize(8).text(`${l.date}:`, x, y + boxHeight - 6, { width: half });
      }
      y += boxHeight + 10;
    }
    if (first) doc.font('Body').text('-');
    doc.end();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
