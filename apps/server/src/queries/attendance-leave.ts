// What the attendance report and the payroll export read of time off: the leave types (as columns), the
// leave days each person took per type, and the leave requests still waiting for a decision.
import type { Executor } from '../db/client.js';
import type { DayRange } from '../schemas/day-range.js';
import type { LeaveDays } from './attendance.js';

export interface LeaveColumn {
  id: number;
  name: string;
}

/** The leave types, in id order, as the report's columns. */
export async function leaveColumns(_db: Executor, _language: 'en' | 'fr'): Promise<LeaveColumn[]> {
  return [];
}

/** Per person: the leave days per type in the range, and the pending leave requests touching it. */
export async function leaveFigures(
  _db: Executor,
  _userIds: readonly number[],
  _range: DayRange,
): Promise<{ days: Map<number, LeaveDays[]>; pending: Map<number, number> }> {
  return { days: new Map(), pending: new Map() };
}
