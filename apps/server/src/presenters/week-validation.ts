import { Type, type Static } from 'typebox';
import type { WeekValidationRow } from '../db/schema.js';
import { CalendarDate, Instant } from '../schemas/common.js';
import { instant, instantOrNull } from './time.js';

export const WeekValidationSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    week_start: CalendarDate,
    status: Type.Union([Type.Literal('validated'), Type.Literal('reopened')]),
    validated_by: Type.Integer(),
    validated_at: Instant,
    reopened_by: Type.Union([Type.Integer(), Type.Null()]),
    reopened_at: Type.Union([Instant, Type.Null()]),
  },
  { title: 'WeekValidation' },
);
export type WeekValidationView = Static<typeof WeekValidationSchema>;

export function presentWeekValidation(row: WeekValidationRow): WeekValidationView {
  return {
    id: row.id,
    user_id: row.user_id,
    week_start: row.week_start,
    status: row.status,
    validated_by: row.validated_by,
    validated_at: instant(row.validated_at),
    reopened_by: row.reopened_by,
    reopened_at: instantOrNull(row.reopened_at),
  };
}
