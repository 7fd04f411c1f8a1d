// The words of leave that Time off and Reviews share: a request's status, and the sentences of the service's
// refusals of a request or a decision. Apart from lib/leave.ts, which the navigation's count loads with the
// first screens: these words come with the screens that show them.
import type { SubjectKeys } from './errors';
import type { LeaveStatus } from './leave';

export const LEAVE_STATUS_KEYS = {
  pending: 'leave.status.pending',
  approved: 'leave.status.approved',
  rejected: 'leave.status.rejected',
  cancelled: 'leave.status.cancelled',
} as const satisfies Record<LeaveStatus, string>;

export const LEAVE_STATUS_COLORS = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9', cancelled: 'gray.7' } as const satisfies Record<
  LeaveStatus,
  string
>;

/** A leave request's refusals (its fields' codes and the refusal's, docs/api.md#time-off), in words. */
export const LEAVE_REFUSALS: SubjectKeys = {
  before_start: 'timeOff.refusals.before_start',
  overlaps: 'timeOff.refusals.overlaps',
  no_working_days: 'timeOff.refusals.no_working_days',
  insufficient_balance: 'timeOff.refusals.insufficient_balance',
  inactive: 'timeOff.refusals.inactive',
  week_validated: 'timeOff.refusals.week_validated',
  not_pending: 'timeOff.refusals.not_pending',
  forbidden: 'timeOff.refusals.forbidden',
  range_too_long: 'timeOff.refusals.range_too_long',
};
