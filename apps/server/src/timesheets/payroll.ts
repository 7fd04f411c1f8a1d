// The payroll export's files (docs/api.md#payroll). Both are a function of the month's figures and the
// settings only (no time of writing, no random order), so the same month gives the same bytes.
//   generic      CSV, `;`, UTF-8 with a byte order mark, CRLF: employee_number;name;wage_type;quantity;unit,
//                hours with two decimals, days in halves (decimal point); a wage type without a code is
//                written under its own key (`worked`, `absence_sick`, `leave:3`) for the bureau to map.
//   datev_lodas  DATEV LODAS's ASCII import: `[Allgemein]` (target LODAS, consultant and client numbers,
//                date format, field separator, decimal comma, comment character), `[Satzbeschreibung]` (one
//                record of movement data, `u_lod_bwd_buchung_standard`: accounting period, personnel
//                number, own wage type, processing key 1 for hours and 2 for days, value) and
//                `[Bewegungsdaten]` (one line per person and wage type with a code), Windows-1252, CRLF.
//                Names are comments (`*`) above each person's lines, written as close as Windows-1252 can.
import { csvCell } from '@timetrack/client/csv';
import iconv from 'iconv-lite';
import type { PayrollProblem } from '../errors.js';
import type { PayrollMonth, PayrollSettings } from '../queries/payroll.js';

export const PAYROLL_CONTENT_TYPES = {
  generic: 'text/csv; charset=utf-8',
  datev_lodas: 'text/plain; charset=windows-1252',
} as const;

export interface PayrollFile {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Names that Windows-1252 cannot hold, written as close as it can (datev_lodas only). */
  transliterated: PayrollProblem[];
}

/** The file's name: the month, the profile, and DRAFT when the month is not ready. */
export function payrollFilename(month: string, profile: 'generic' | 'datev_lodas', draft: boolean): string {
  return `payroll-${month}-${profile}${draft ? '-DRAFT' : ''}.${profile === 'generic' ? 'csv' : 'txt'}`;
}

const twoDecimals = (value: number) => value.toFixed(2);
/** Days in halves: `2`, `2.5`. */
const halves = (value: number) => String(Math.round(value * 2) / 2);

export function genericCsv(month: PayrollMonth, settings: PayrollSettings, draft: boolean): PayrollFile {
  const line = (values: (string | number)[]) => `${values.map((value) => csvCell(value)).join(';')}\r\n`;
  let text = `\uFEFF${line(['employee_number', 'name', 'wage_type', 'quantity', 'unit'])}`;
  // A draft says so in its first row, where no importer can miss it.
  if (draft) text += line(['DRAFT', `Draft of ${month.month}: not ready for payroll (${month.problems.length} problems)`, '', '', '']);
  for (const person of month.people) {
    for (const entry of person.lines) {
      const code = settings.wage_types[entry.wage_type] ?? entry.wage_type;
      const quantity = entry.unit === 'hours' ? twoDecimals(entry.quantity) : halves(entry.quantity);
      text += line([person.employee_number ?? '', person.name, code, quantity, entry.unit]);
    }
  }
  return {
    filename: payrollFilename(month.month, 'generic', draft),
    contentType: PAYROLL_CONTENT_TYPES.generic,
    content: Buffer.from(text, 'utf8'),
    transliterated: [],
  };
}

/** Letters NFKD does not take apart, written as their nearest Latin letters. */
const CLOSEST: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', ĸ: 'k', Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't',
  ſ: 's', Ə: 'E', ə: 'e', Ǝ: 'E', ǝ: 'e', ẞ: 'SS', '\u2010': '-', '\u2011': '-', '\u2212': '-',
};

/**
 * A text as close as Windows-1252 can hold it: each character it cannot encode is decomposed (NFKD) and
 * its accents dropped, or mapped to the nearest Latin letter; what is still left becomes `?`.
 */
export function closestWindows1252(text: string): { text: string; changed: boolean } {
  let out = '';
  let changed = false;
  for (const char of text) {
    if (iconv.encode(char, 'windows-1252').toString('latin1') !== '?' || char === '?') {
      out += char;
      continue;
    }
    changed = true;
    const mapped =
      CLOSEST[char] ??
      [...char.normalize('NFKD').replace(/\p{M}/gu, '')]
        .map((part) => CLOSEST[part] ?? (iconv.encode(part, 'windows-1252').toString('latin1') === '?' ? '?' : part))
        .join('');
    out += mapped === '' ? '?' : mapped;
  }
  return { text: out, changed };
}

/** The DATEV accounting period: the month's first day, `TT/MM/JJJJ`. */
function period(month: string): string {
  const [year, mm] = month.split('-');
  return `01/${mm}/${year}`;
}

/** DATEV's value with a decimal comma and two decimals (hours, or days in halves). */
const decimalComma = (value: number) => value.toFixed(2).replace('.', ',');

/** Bearbeitungsschlüssel: 1 hours, 2 days. */
const PROCESSING_KEY = { hours: 1, days: 2 } as const;

export function datevLodas(month: PayrollMonth, settings: PayrollSettings, draft: boolean): PayrollFile {
  const lines = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${settings.datev.consultant_number ?? ''}`,
    `MandantenNr=${settings.datev.client_number ?? ''}`,
    'Datumsformat=TT/MM/JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Kommentarzeichen=*',
    '',
  ];
  if (draft) lines.push(`* ENTWURF / DRAFT ${month.month}: not ready for payroll (${month.problems.length} problems)`, '');
  lines.push(
    '[Satzbeschreibung]',
    '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;',
    '',
    '[Bewegungsdaten]',
  );
  const transliterated: PayrollProblem[] = [];
  for (const person of month.people) {
    const movements = person.lines.filter((entry) => settings.wage_types[entry.wage_type]);
    if (movements.length === 0) continue;
    const name = closestWindows1252(person.name.replace(/[\r\n]+/g, ' '));
    if (name.changed) transliterated.push({ user_id: person.user_id, problem: 'name_transliterated' });
    lines.push(`* ${person.employee_number ?? ''} ${name.text}`);
    for (const entry of movements) {
      const code = settings.wage_types[entry.wage_type]!;
      lines.push(
        `10;${period(month.month)};${person.employee_number ?? ''};${code};${PROCESSING_KEY[entry.unit]};${decimalComma(entry.quantity)};`,
      );
    }
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return {
    filename: payrollFilename(month.month, 'datev_lodas', draft),
    contentType: PAYROLL_CONTENT_TYPES.datev_lodas,
    content: iconv.encode(text, 'windows-1252'),
    transliterated,
  };
}
