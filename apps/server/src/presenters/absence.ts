import { Type, type Static } from 'typebox';
import type { AbsenceRow } from '../db/schema.js';
import { CalendarDate, Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const AbsenceTypeSchema = Type.Union([
  Type.Literal('vacation'),
  Type.Literal('sick'),
  Type.Literal('training'),
  Type.Literal('other'),
]);

export const LeaveHalfSchema = Type.Union([Type.Literal('morning'), Type.Literal('afternoon')], { title: 'LeaveHalf' });

export const AbsenceSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    type: AbsenceTypeSchema,
    start_date: CalendarDate,
    end_date: Type.String({ format: 'date', description: 'inclusive' }),
    note: Type.Union([Type.String(), Type.Null()]),
    created_by: Type.Integer(),
    created_at: Instant,
    leave_request_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the leave request whose approval created it' }),
    start_half: Type.Union([LeaveHalfSchema, Type.Null()], { description: "`afternoon`: only the first day's afternoon" }),
    end_half: Type.Union([LeaveHalfSchema, Type.Null()], { description: "`morning`: only the last day's morning" }),
  },
  { title: 'Absence' },
);
export type AbsenceView = Static<typeof AbsenceSchema>;

export function presentAbsence(row: AbsenceRow): AbsenceView {
  return {
    id: row.id,
    user_id: row.user_id,
    type: row.type,
    start_date: row.start_date,
    end_date: row.end_date,
    note: row.note,
    created_by: row.created_by,
    created_at: instant(row.created_at),
    leave_request_id: row.leave_request_id ?? null,
    start_half: row.start_half ?? null,
    end_half: row.end_half ?? null,
  };
}
