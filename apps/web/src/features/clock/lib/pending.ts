// What the person sees before the service has answered: their periods as fetched, with the clocks and
// breaks still waiting in the queue applied in order. Applying an action that the state already shows
// (a clock-out with nothing open) changes nothing, so an action delivered and fetched is never counted twice.
import type { QueuedActionInput } from '@timetrack/client';

export interface ShownBreak {
  start: string;
  end: string | null;
}
export interface ShownPeriod {
  id?: number;
  start: string;
  end: string | null;
  breaks: ShownBreak[];
  /** Made here and not yet confirmed by the service. */
  provisional?: boolean;
  /** Closed by the service after it was left open too long. */
  auto_closed?: boolean;
}
export interface ClockAction {
  input: QueuedActionInput;
  /** When the person acted (ISO 8601). */
  time: string;
}

/** An instant in the working-time format of the service (`YYYY-MM-DD HH:MM:SS`, UTC). */
export function serviceFormat(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

export function applyPending(
  periods: readonly { id?: number; start: string; end: string | null; breaks?: readonly ShownBreak[]; auto_closed?: boolean }[],
  actions: readonly ClockAction[],
): ShownPeriod[] {
  const shown: ShownPeriod[] = periods.map((period) => ({
    ...(period.id === undefined ? {} : { id: period.id }),
    start: period.start,
    end: period.end,
    breaks: (period.breaks ?? []).map((pause) => ({ start: pause.start, end: pause.end })),
    ...(period.auto_closed ? { auto_closed: true } : {}),
  }));
  for (const { input, time } of actions) {
    const at = serviceFormat(time);
    const open = shown.find((period) => period.end === null);
    const openBreak = open?.breaks.find((pause) => pause.end === null);
    if (input.kind === 'clock' && input.action === 'in' && !open) {
      shown.push({ start: at, end: null, breaks: [], provisional: true });
    } else if (input.kind === 'clock' && input.action === 'out' && open) {
      if (openBreak) openBreak.end = at;
      open.end = at;
      open.provisional = true;
    } else if (input.kind === 'break' && input.action === 'start' && open && !openBreak) {
      open.breaks.push({ start: at, end: null });
      open.provisional = true;
    } else if (input.kind === 'break' && input.action === 'end' && openBreak && open) {
      openBreak.end = at;
      open.provisional = true;
    }
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start));
}

export type ClockState = 'off' | 'working' | 'on_break';

export function clockState(periods: readonly ShownPeriod[]): ClockState {
  const open = periods.find((period) => period.end === null);
  if (!open) return 'off';
  return open.breaks.some((pause) => pause.end === null) ? 'on_break' : 'working';
}
