// The days a request would count, worked out in the form as the dates are picked, from the person's own
// account of hours (GET /users/{id}/balance): a day counts when the person's schedule expects time on it and
// it is not a holiday (the account gives such a day 0 expected seconds), a half day 0.5. The service counts
// again when the request is sent, and its answer is the one kept.
import type { Halves } from '../../../lib/leave';

/** What the form knows of each day of the range: its date and the seconds it expects. */
export interface ExpectedDay {
  date: string;
  expected_seconds: number;
}

/** The halves the service reads from the form's choices: over several days the first day's afternoon and the
 * last day's morning; on a single day one half (sent as both, which the service reads as that half). */
export function halvesOf(
  startDate: string,
  endDate: string,
  choice: { single: 'whole' | 'morning' | 'afternoon'; startAfternoon: boolean; endMorning: boolean },
): Halves {
  if (startDate !== '' && startDate === endDate) {
    const half = choice.single === 'whole' ? null : choice.single;
    return { start_half: half, end_half: half };
  }
  return { start_half: choice.startAfternoon ? 'afternoon' : null, end_half: choice.endMorning ? 'morning' : null };
}

/** The days counted between `startDate` and `endDate` (both included); null when the dates cannot make a request. */
export function countDays(days: readonly ExpectedDay[], startDate: string, endDate: string, halves: Halves): number | null {
  if (!startDate || !endDate || endDate < startDate) return null;
  let count = 0;
  for (const day of days) {
    if (day.date < startDate || day.date > endDate || day.expected_seconds <= 0) continue;
    const half =
      startDate === endDate
        ? (halves.start_half ?? halves.end_half) !== null
        : (day.date === startDate && halves.start_half === 'afternoon') || (day.date === endDate && halves.end_half === 'morning');
    count += half ? 0.5 : 1;
  }
  return count;
}
