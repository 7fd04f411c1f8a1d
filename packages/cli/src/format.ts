// How the command writes durations, times and tables for people: `7 h 42 min`, `09:05`, aligned columns.
import { localDate, localMidnight, serviceTime, type Period } from './hours.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `7 h 42 min`, `42 min`, `0 min` (whole minutes, rounded down). */
export function duration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/** `+1 h 30 min` owed to the person, `−2 h` owed by them, `0 min`: a balance as the web app writes it. */
export function signedDuration(seconds: number): string {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const sign = seconds > 0 ? '+' : seconds < 0 ? '−' : '';
  return `${sign}${hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`}`;
}

/** `Tue 2026-11-24` of a calendar date. */
export function dateLabel(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return day(new Date(year, month - 1, dayOfMonth));
}

/** `09:05`, local. */
export function clockTime(instant: Date): string {
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
}

/** `Mon 2026-11-23`, local. */
export function day(instant: Date): string {
  return `${WEEKDAYS[instant.getDay()]} ${localDate(instant)}`;
}

/** `09:05` today, `yesterday 17:31`, or `Mon 2026-11-23 17:31`. */
export function moment(instant: Date, now: Date): string {
  if (instant >= localMidnight(now) && instant < localMidnight(now, 1)) return clockTime(instant);
  if (instant >= localMidnight(now, -1) && instant < localMidnight(now)) return `yesterday ${clockTime(instant)}`;
  return `${day(instant)} ${clockTime(instant)}`;
}

/** `08:58-12:30, 13:15-now`: a period going on ends `now`. */
export function periods(list: readonly Period[]): string {
  return list
    .map((period) => `${clockTime(serviceTime(period.start))}-${period.end === null ? 'now' : clockTime(serviceTime(period.end))}`)
    .join(', ');
}

/** Columns padded to their widest cell; `right` lists the columns aligned right (numbers). */
export function table(header: readonly string[], rows: readonly (readonly string[])[], right: readonly number[] = []): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (right.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
