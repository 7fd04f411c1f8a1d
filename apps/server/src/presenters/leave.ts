// Time off as the API shows it (docs/api.md#time-off): leave types, requests, balances, the team calendar.
import { Type, type Static } from 'typebox';
import type { LeaveHalf, LeaveRequestRow, LeaveTypeRow } from '../db/schema.js';
import { CalendarDate, Instant } from '../schemas/common.js';
import { AbsenceTypeSchema, LeaveHalfSchema } from './absence.js';
import { instant } from './time.js';

/** A balance of one tracked type and leave year, as queries/leave.ts computes it. */
export interface LeaveBalance {
  leave_type_id: number;
  year: number;
  year_start: string;
  year_end: string;
  allowance_days: number;
  accrued_days: number;
  carried_over_days: number;
  carried_over_expires_on: string | null;
  expired_days: number;
  taken_days: number;
  planned_days: number;
  pending_days: number;
  available_days: number;
}

/** A day of leave in the team calendar, with the request it belongs to. */
export interface CalendarDay {
  date: string;
  status: 'approved' | 'pending';
  half: LeaveHalf | null;
  leave_type_id?: number;
  /** Not shown by the team calendar; the calendar feed names its events by it. */
  leave_request_id: number;
}

export interface CalendarRow {
  user_id: number;
  name: string;
  days: CalendarDay[];
}

/** A day count: a decimal in halves (`2.5`). */
export const DayCount = (description?: string) =>
  Type.Number({ multipleOf: 0.5, ...(description ? { description } : {}), examples: [2.5] });
/** A day count a client sends: 0 to 366, in halves. */
export const DayCountInput = (description?: string) =>
  Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5, ...(description ? { description } : {}), examples: [25] });

export const MonthDaySchema = Type.String({
  maxLength: 5,
  pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  description: '`MM-DD`, a day every year has (02-29 is refused)',
  examples: ['03-31'],
});

export const LeaveAccrualSchema = Type.Union([Type.Literal('annual'), Type.Literal('monthly')], { title: 'LeaveAccrual' });

export const LeaveRequestStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('cancelled')],
  { title: 'LeaveRequestStatus' },
);

export const LeaveTypeSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    category: AbsenceTypeSchema,
    requires_approval: Type.Boolean({ description: 'false: a request is approved when made' }),
    tracked: Type.Boolean({ description: 'has an allowance and a balance' }),
    annual_days: DayCount('the allowance of a leave year, unless set for the person'),
    accrual: LeaveAccrualSchema,
    carry_over_max_days: DayCount('the most days a leave year carries into the next'),
    carry_over_expires: Type.Union([MonthDaySchema, Type.Null()], {
      description: 'carried-over days are spent up to the first such day on or after the leave year’s first day; null: never expire',
    }),
    allow_negative: Type.Boolean({ description: 'requests may take more than what is available' }),
    visible_to_colleagues: Type.Boolean({ description: 'colleagues see the type in the team calendar' }),
    active: Type.Boolean({ description: 'false: archived (a type in use is never erased)' }),
  },
  { title: 'LeaveType' },
);
export type LeaveTypeView = Static<typeof LeaveTypeSchema>;

export function presentLeaveType(row: LeaveTypeRow): LeaveTypeView {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    requires_approval: row.requires_approval,
    tracked: row.tracked,
    annual_days: Number(row.annual_days),
    accrual: row.accrual,
    carry_over_max_days: Number(row.carry_over_max_days),
    carry_over_expires: row.carry_over_expires,
    allow_negative: row.allow_negative,
    visible_to_colleagues: row.visible_to_colleagues,
    active: row.active,
  };
}

export const LeaveRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    leave_type_id: Type.Integer(),
    start_date: CalendarDate,
    end_date: Type.String({ format: 'date', description: 'inclusive' }),
    start_half: Type.Union([LeaveHalfSchema, Type.Null()], {
      description: "over several days `afternoon` (only the first day's afternoon); on one day, the half taken",
    }),
    end_half: Type.Union([LeaveHalfSchema, Type.Null()], {
      description: "over several days `morning` (only the last day's morning); on one day, the half taken",
    }),
    days: DayCount('the days counted: with expected time in the schedule, not holidays, not before the start; a half counts 0.5'),
    status: LeaveRequestStatusSchema,
    comment: Type.Union([Type.String(), Type.Null()]),
    decided_by: Type.Union([Type.Integer(), Type.Null()]),
    decided_at: Type.Union([Instant, Type.Null()]),
    decision_comment: Type.Union([Type.String(), Type.Null()]),
    created_at: Instant,
  },
  { title: 'LeaveRequest' },
);
export type LeaveRequestView = Static<typeof LeaveRequestSchema>;

export function presentLeaveRequest(row: LeaveRequestRow): LeaveRequestView {
  return {
    id: row.id,
    user_id: row.user_id,
    leave_type_id: row.leave_type_id,
    start_date: row.start_date,
    end_date: row.end_date,
    start_half: row.start_half,
    end_half: row.end_half,
    days: Number(row.days),
    status: row.status,
    comment: row.comment,
    decided_by: row.decided_by,
    decided_at: row.decided_at ? instant(row.decided_at) : null,
    decision_comment: row.decision_comment,
    created_at: instant(row.created_at),
  };
}

export const LeaveBalanceSchema = Type.Object(
  {
    leave_type_id: Type.Integer(),
    year: Type.Integer({ description: 'the leave year, named by the calendar year it starts in' }),
    year_start: Type.String({ format: 'date', description: 'the leave year’s first day' }),
    year_end: Type.String({ format: 'date', description: 'the leave year’s last day' }),
    allowance_days: DayCount(),
    accrued_days: DayCount('annual: the whole allowance; monthly: the twelfths due by today (rounded to halves)'),
    carried_over_days: DayCount('left by the previous leave year, spent first'),
    carried_over_expires_on: Type.Union([CalendarDate, Type.Null()], { description: 'the last day carried-over days may be spent on' }),
    expired_days: DayCount('carried-over days not spent by their expiry'),
    taken_days: DayCount('approved days up to today'),
    planned_days: DayCount('approved days after today'),
    pending_days: DayCount('days of pending requests'),
    available_days: Type.Number({
      multipleOf: 0.5,
      description: 'accrued + carried over - expired - taken - planned - pending (below 0 only for a type that allows it)',
    }),
  },
  { title: 'LeaveBalance' },
);
export type LeaveBalanceView = Static<typeof LeaveBalanceSchema>;

export const presentLeaveBalance = (balance: LeaveBalance): LeaveBalanceView => ({ ...balance });

export const LeaveCalendarDaySchema = Type.Object(
  {
    date: CalendarDate,
    status: Type.Union([Type.Literal('approved'), Type.Literal('pending')]),
    half: Type.Union([LeaveHalfSchema, Type.Null()], { description: 'null: the whole day' }),
    leave_type_id: Type.Optional(
      Type.Integer({ description: 'only where the type is visible to colleagues or the caller may view the person' }),
    ),
  },
  { title: 'LeaveCalendarDay' },
);

export const LeaveCalendarPersonSchema = Type.Object(
  {
    user_id: Type.Integer(),
    name: Type.String(),
    days: Type.Array(LeaveCalendarDaySchema, { description: 'the counted days of their leave in the range' }),
  },
  { title: 'LeaveCalendarPerson' },
);
export type LeaveCalendarPersonView = Static<typeof LeaveCalendarPersonSchema>;

export const presentCalendarRow = (row: CalendarRow): LeaveCalendarPersonView => ({
  user_id: row.user_id,
  name: row.name,
  days: row.days.map(({ date, status, half, leave_type_id }) => ({
    date,
    status,
    half,
    ...(leave_type_id === undefined ? {} : { leave_type_id }),
  })),
});

export const CalendarFeedSchema = Type.Object(
  { url: Type.String({ format: 'uri', description: 'the secret address of the feed, shown only in this answer' }) },
  { title: 'CalendarFeed' },
);
