// Dates, times and durations in the person's language and the browser's time zone, through Intl.
// Durations read `7 h 42 min` in both languages (Intl has no such short form everywhere yet).

const numberFormats = new Map<string, Intl.NumberFormat>();
function integer(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })));
  return format;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();
/** A number with one decimal as the language writes it: `1,234.5`, `1 234,5`, `1.234,5`. */
export function formatDecimal(value: number, language: string): string {
  let format = decimalFormats.get(language);
  if (!format) decimalFormats.set(language, (format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value);
}

/** `7 h 42 min`, `42 min`, `0 min`; negative durations get a minus sign. */
export function formatDuration(seconds: number, language: string): string {
  const sign = seconds < 0 ? '−' : '';
  const minutesTotal = Math.floor(Math.abs(seconds) / 60);
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  const n = integer(language);
  if (hours === 0) return `${sign}${n.format(minutes)} min`;
  if (minutes === 0) return `${sign}${n.format(hours)} h`;
  return `${sign}${n.format(hours)} h ${n.format(minutes)} min`;
}

/** A running timer, `1:02:03` (hours not padded, minutes and seconds always two digits). */
export function formatTimer(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a month's page formats hundreds
// of times in one render): one per language and form, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, form: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${form}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** `08:30` or `8:30 AM`, as the language writes times. */
export function formatTime(date: Date, language: string): string {
  return dateFormat(language, 'time', { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** `Mon, 23 Nov` / `lun. 23 nov.` */
export function formatDay(date: Date, language: string): string {
  return dateFormat(language, 'day', { weekday: 'short', day: 'numeric', month: 'short' }).format(date);
}

/** `Mon` / `lun.` */
export function formatWeekday(date: Date, language: string): string {
  return dateFormat(language, 'weekday', { weekday: 'short' }).format(date);
}

/** `Monday 23 November 2026` */
export function formatLongDay(date: Date, language: string): string {
  return dateFormat(language, 'longDay', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** `November 2026` */
export function formatMonth(date: Date, language: string): string {
  return dateFormat(language, 'month', { month: 'long', year: 'numeric' }).format(date);
}

/** `23 Nov 2026, 08:30` */
export function formatDateTime(date: Date, language: string): string {
  return dateFormat(language, 'dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
