// Worked time as the service counts it: a period's time inside a range, breaks deducted, an open period or
// break counted up to now.
import { fromServiceTime } from './time';

export interface BreakLike {
  start: string;
  end: string | null;
}
export interface PeriodLike {
  start: string;
  end: string | null;
  breaks?: BreakLike[];
}

function overlap(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/** Milliseconds of `[start, end ?? now)` inside `[from, to)`. */
function span(item: BreakLike, from: number, to: number, now: number): number {
  const start = fromServiceTime(item.start).getTime();
  const end = item.end === null ? now : fromServiceTime(item.end).getTime();
  return overlap(start, end, from, to);
}

/** Seconds worked in `period` between `from` and `to` (breaks deducted), up to `now` while it is open. */
export function workedSeconds(period: PeriodLike, from: Date, to: Date, now: Date): number {
  const [a, b, n] = [from.getTime(), to.getTime(), now.getTime()];
  let ms = span(period, a, b, n);
  for (const pause of period.breaks ?? []) ms -= span(pause, a, b, n);
  return Math.max(0, Math.floor(ms / 1000));
}

/** Seconds worked in all `periods` between `from` and `to`. */
export function totalWorkedSeconds(periods: readonly PeriodLike[], from: Date, to: Date, now: Date): number {
  return periods.reduce((sum, period) => sum + workedSeconds(period, from, to, now), 0);
}

/** Seconds of breaks in `period`, up to `now` for an open one. */
export function breakSeconds(period: PeriodLike, now: Date): number {
  const n = now.getTime();
  return Math.floor(
    (period.breaks ?? []).reduce((sum, pause) => sum + span(pause, -Infinity, Infinity, n), 0) / 1000,
  );
}
