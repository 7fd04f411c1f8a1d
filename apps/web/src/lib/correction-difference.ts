// What a correction request would change in the period it concerns, in words a reviewer reads at a glance:
// the start and the end moved earlier or later, the worked time before and after, and the breaks that
// approving it cuts to the corrected period or drops (the service fits them the same way).
import type { Correction } from '@timetrack/client';
import { fromServiceTime } from './time';

type Recorded = NonNullable<Correction['recorded']>;

/** One sentence of the difference: a catalogue key and its values (durations in seconds). */
export type DifferencePart =
  | { key: 'corrections.compare.startsEarlier' | 'corrections.compare.startsLater'; seconds: number }
  | { key: 'corrections.compare.endsEarlier' | 'corrections.compare.endsLater'; seconds: number }
  | { key: 'corrections.compare.endsOpen'; at: Date }
  | { key: 'corrections.compare.worked'; before: number; after: number }
  | { key: 'corrections.compare.breaksCut' | 'corrections.compare.breaksDropped'; count: number }
  | { key: 'corrections.compare.same' };

export interface FittedBreak {
  start: Date;
  end: Date;
}

/** The recorded breaks as approval keeps them: cut to the corrected period, dropped when nothing is left. */
export function fitBreaks(breaks: Recorded['breaks'], start: Date, end: Date): { kept: FittedBreak[]; cut: number; dropped: number } {
  const kept: FittedBreak[] = [];
  let cut = 0;
  let dropped = 0;
  for (const pause of breaks) {
    const from = fromServiceTime(pause.start);
    const to = pause.end ? fromServiceTime(pause.end) : end;
    const s = new Date(Math.max(from.getTime(), start.getTime()));
    const e = new Date(Math.min(to.getTime(), end.getTime()));
    if (e.getTime() <= s.getTime()) dropped += 1;
    else {
      kept.push({ start: s, end: e });
      if (pause.end === null || s.getTime() !== from.getTime() || e.getTime() !== to.getTime()) cut += 1;
    }
  }
  return { kept, cut, dropped };
}

function workedSeconds(start: Date, end: Date, breaks: readonly FittedBreak[]): number {
  const paused = breaks.reduce((sum, pause) => sum + (pause.end.getTime() - pause.start.getTime()), 0);
  return Math.max(0, Math.round((end.getTime() - start.getTime() - paused) / 1000));
}

/**
 * The difference between the recorded period and the requested one, in reading order; `now` stands for
 * the end of a period still open. Empty when there is nothing recorded to compare with.
 */
export function correctionDifference(correction: Pick<Correction, 'start' | 'end' | 'recorded'>, now: Date): DifferencePart[] {
  const recorded = correction.recorded;
  if (!recorded) return [];
  const parts: DifferencePart[] = [];
  const requestedStart = fromServiceTime(correction.start);
  const requestedEnd = fromServiceTime(correction.end);
  const recordedStart = fromServiceTime(recorded.start);
  const recordedEnd = recorded.end ? fromServiceTime(recorded.end) : null;

  const startShift = Math.round((requestedStart.getTime() - recordedStart.getTime()) / 1000);
  if (startShift < 0) parts.push({ key: 'corrections.compare.startsEarlier', seconds: -startShift });
  if (startShift > 0) parts.push({ key: 'corrections.compare.startsLater', seconds: startShift });
  if (recordedEnd === null) parts.push({ key: 'corrections.compare.endsOpen', at: requestedEnd });
  else {
    const endShift = Math.round((requestedEnd.getTime() - recordedEnd.getTime()) / 1000);
    if (endShift < 0) parts.push({ key: 'corrections.compare.endsEarlier', seconds: -endShift });
    if (endShift > 0) parts.push({ key: 'corrections.compare.endsLater', seconds: endShift });
  }

  const fitted = fitBreaks(recorded.breaks ?? [], requestedStart, requestedEnd);
  if (fitted.cut > 0) parts.push({ key: 'corrections.compare.breaksCut', count: fitted.cut });
  if (fitted.dropped > 0) parts.push({ key: 'corrections.compare.breaksDropped', count: fitted.dropped });

  const recordedBreaks = (recorded.breaks ?? []).map((pause) => ({
    start: fromServiceTime(pause.start),
    end: pause.end ? fromServiceTime(pause.end) : (recordedEnd ?? now),
  }));
  const before = workedSeconds(recordedStart, recordedEnd ?? now, recordedBreaks);
  const after = workedSeconds(requestedStart, requestedEnd, fitted.kept);
  if (parts.length === 0) return [{ key: 'corrections.compare.same' }];
  if (Math.floor(before / 60) !== Math.floor(after / 60)) parts.push({ key: 'corrections.compare.worked', before, after });
  return parts;
}
