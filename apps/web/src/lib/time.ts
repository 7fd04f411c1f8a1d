// Calendar arithmetic in the browser's time zone (days start at local midnight, weeks on Monday), and the
// service's two time formats: working times `YYYY-MM-DD HH:MM:SS` in UTC, clocks ISO 8601.

/** A time of the service as a Date: a working-time value (`2026-11-21 08:30:00`, UTC) or ISO 8601. */
export function fromServiceTime(value: string): Date {
  return value.includes('T') ? new Date(value) : new Date(`${value.replace(' ', 'T')}Z`);
}

/** A Date as the service reads it (ISO 8601, UTC). */
export function toServiceTime(date: Date): string {
  return date.toISOString();
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the date's week, at midnight. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** The local calendar date `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local calendar date `YYYY-MM-DD` at midnight. */
export function parseIsoDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** Days from `start` (inclusive) to `end` (exclusive), each at midnight. */
export function daysBetween(start: Date, end: Date): Date[] {
  const days: Date[] = [];
  for (let day = startOfDay(start); day < end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A Date for `<input type="datetime-local">` (`2026-11-21T08:30`, local). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
