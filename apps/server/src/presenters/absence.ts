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
  };
}
