// The People list's arithmetic: the time of someone clocked in, running on from when the service counted
// it, and the window of rows to draw.
import type { Presence } from '@timetrack/client';

/**
 * Today's and the week's seconds of `person` at `now`, the service having counted them at `readAt`
 * (milliseconds): someone in keeps working in between; on a break or out, nothing is added.
 */
export function runningSeconds(
  person: Pick<Presence, 'status' | 'today_seconds' | 'week_seconds'>,
  readAt: number,
  now: number,
): { today: number; week: number } {
  const extra = person.status === 'in' ? Math.max(0, Math.floor((now - readAt) / 1000)) : 0;
  return { today: person.today_seconds + extra, week: person.week_seconds + extra };
}

/** The rows of a list of `count` rows of `rowHeight` pixels to draw for a viewport, with `overscan` rows around it. */
export function visibleWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = 6,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last };
}
