// What the attendance report and the payroll export read of time off (queries/leave.ts): the leave types
// (as columns), the approved leave days each person has per type, and the leave requests still waiting
// for a decision.
import type { Executor } from '../db/client.js';
import type { DayRange } from '../schemas/day-range.js';
import { leaveDaysByType, pendingLeaveRequestCounts } from './leave.js';

export interface LeaveColumn {
  id: number;
  name: string;
}

/** Every leave type, archived ones included (their days may be in the range), in id order. */
export async function leaveColumns(db: Executor): Promise<LeaveColumn[]> {
  return db.selectFrom('leave_types').select(['id', 'name']).orderBy('id').execute();
}

/** Leave days of one type, in the attendance report. */
export interface LeaveDays {
  leave_type_id: number;
  days: number;
}

/** Per person: the approved leave days per type in the range, and the pending leave requests touching it. */
export async function leaveFigures(
  db: Executor,
  userIds: readonly number[],
  range: DayRange,
): Promise<{ days: Map<number, LeaveDays[]>; pending: Map<number, number> }> {
  const query = { userIds, start: range.start, end: range.end };
  const days = new Map<number, LeaveDays[]>();
  for (const row of await leaveDaysByType(db, query)) {
    days.set(row.user_id, [...(days.get(row.user_id) ?? []), { leave_type_id: row.leave_type_id, days: row.days }]);
  }
  return { days, pending: await pendingLeaveRequestCounts(db, query) };
}
