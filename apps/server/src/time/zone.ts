// Calendar days and weeks in APP_TIMEZONE. Instants are stored in UTC; a "day" or a "week" is a span of
// local time, converted to UTC instants here (daylight-saving days are 23 or 25 hours long).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar day; day overflow rolls into the next month (Date.UTC would read the years 0 to 99 as 1900 to 1999). */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = utcMidnight(y, m, d);
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The local wall-clock fields of an instant in a zone. */
function localParts(instant: Date, zone: string) {
  const parts = Object.fromEntries(formatter(zone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const p = localParts(instant, zone);
  const asUtc = utcMidnight(p.year, p.month, p.day).getTime() + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function dateInZone(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant a calendar date starts in a zone: local midnight, or, where the zone's clocks skip midnight
 * (a daylight-saving change at midnight, as in Chile) or the whole day (Kiritimati on 1994-12-31), the first
 * instant whose local date is that day or later. A skipped day is then an empty span.
 */
export function startOfDay(date: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = utcMidnight(y, m, d).getTime();
  // Two passes settle the offset, also across a daylight-saving change.
  let instant = guess - offsetAt(new Date(guess), zone);
  instant = guess - offsetAt(new Date(instant), zone);
  if (guess - offsetAt(new Date(instant), zone) === instant) return new Date(instant);
  // No local midnight: the day begins where the gap ends. Zones are within 16 hours of UTC, so the local
  // date is before `date` 16 hours before its UTC midnight and not before it 16 hours after; between the
  // two, the change is found to the second (offsets are whole seconds).
  let before = Math.floor((guess - 16 * 3600_000) / 1000);
  let from = Math.ceil((guess + 16 * 3600_000) / 1000);
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (dateInZone(new Date(middle * 1000), zone) < date) before = middle;
    else from = middle;
  }
  return new Date(from * 1000);
}

/** `date` plus `days` calendar days (the day after 9999-12-31 is 10000-01-01, not ISO's "+010000-…"). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = utcMidnight(y, m, d + days);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
}

/** Whole days from `from` to `to` (both calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week a calendar date belongs to. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The instants a week starting on `monday` covers in a zone: [start, end). */
export function weekSpan(monday: string, zone: string): { start: Date; end: Date } {
  return { start: startOfDay(monday, zone), end: startOfDay(addDays(monday, 7), zone) };
}
