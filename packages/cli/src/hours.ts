// Worked time from working times, in the local time zone of the terminal: days and weeks (Monday first)
// start at local midnight, breaks are deducted, and a period or a break still going on counts up to now.

/** A working time as the service shows it (`start`/`end` are `YYYY-MM-DD HH:MM:SS` in UTC). */
export interface Period {
  id: number;
  start: string;
  end: string | null;
  breaks: readonly { id: number; start: string; end: string | null }[];
}

export interface Span {
  start: Date;
  end: Date;
}

export interface DayHours {
  /** `YYYY-MM-DD`, local. */
  date: string;
  start: Date;
  worked_seconds: number;
  /** The working times that touch the day. */
  periods: Period[];
}

const SECOND = 1000;

/** A service time (`YYYY-MM-DD HH:MM:SS`, UTC) as an instant. */
export function serviceTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}Z`);
}

export function localDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Local midnight of the day `days` after the day of `instant` (a day is not always 24 hours long). */
export function localMidnight(instant: Date, days = 0): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate() + days);
}

export function today(now: Date): Span {
  return { start: localMidnight(now), end: localMidnight(now, 1) };
}

/** Monday 00:00 to the next Monday 00:00, local. */
export function week(now: Date): Span {
  const sinceMonday = (now.getDay() + 6) % 7;
  return { start: localMidnight(now, -sinceMonday), end: localMidnight(now, 7 - sinceMonday) };
}

/** The first of the month 00:00 to the first of the next month, local. */
export function month(now: Date): Span {
  return { start: new Date(now.getFullYear(), now.getMonth(), 1), end: new Date(now.getFullYear(), now.getMonth() + 1, 1) };
}

/** Milliseconds of [start, end) inside [from, to); an open end runs up to `now`. */
function overlap(start: string, end: string | null, from: Date, to: Date, now: Date): number {
  const begins = Math.max(serviceTime(start).getTime(), from.getTime());
  const ends = Math.min(end === null ? now.getTime() : serviceTime(end).getTime(), to.getTime());
  return Math.max(0, ends - begins);
}

/** Seconds worked inside `span`, breaks deducted. */
export function workedSeconds(periods: readonly Period[], span: Span, now: Date): number {
  let ms = 0;
  for (const period of periods) {
    ms += overlap(period.start, period.end, span.start, span.end, now);
    // A break still open when its period was closed ended with the period.
    for (const pause of period.breaks) ms -= overlap(pause.start, pause.end ?? period.end, span.start, span.end, now);
  }
  return Math.max(0, Math.floor(ms / SECOND));
}

function touches(period: Period, span: Span, now: Date): boolean {
  const start = serviceTime(period.start).getTime();
  const end = period.end === null ? now.getTime() : serviceTime(period.end).getTime();
  return start < span.end.getTime() && end > span.start.getTime();
}

/** One row per local day of `span` up to today (days to come have nothing yet). */
export function days(periods: readonly Period[], span: Span, now: Date): DayHours[] {
  const rows: DayHours[] = [];
  const last = Math.min(span.end.getTime(), localMidnight(now, 1).getTime());
  for (let day = span.start; day.getTime() < last; day = localMidnight(day, 1)) {
    const oneDay = { start: day, end: localMidnight(day, 1) };
    rows.push({
      date: localDate(day),
      start: day,
      worked_seconds: workedSeconds(periods, oneDay, now),
      periods: periods.filter((period) => touches(period, oneDay, now)),
    });
  }
  return rows;
}

/** The period still going on, and its break still going on. */
export function openState(periods: readonly Period[]): { period?: Period; pause?: Period['breaks'][number] } {
  const period = periods.find((candidate) => candidate.end === null);
  if (!period) return {};
  const pause = period.breaks.find((candidate) => candidate.end === null);
  return pause ? { period, pause } : { period };
}
