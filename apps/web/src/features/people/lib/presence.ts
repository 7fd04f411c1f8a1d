// Where a person is right now, from their working times of the week: clocked in (an open period), on a
// break (an open break inside it) or out.
import type { WorkingTime } from '@timetrack/client';

export type Presence = 'in' | 'break' | 'out';

export function presenceOf(periods: readonly WorkingTime[]): Presence {
  const open = periods.find((period) => period.end === null);
  if (!open) return 'out';
  return (open.breaks ?? []).some((pause) => pause.end === null) ? 'break' : 'in';
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
