import { Type } from 'typebox';

const Seconds = Type.Integer();
const AbsenceSeconds = Type.Object(
  { vacation: Seconds, sick: Seconds, training: Seconds, other: Seconds },
  { title: 'AbsenceSecondsByKind', description: 'credited absence seconds by kind (the absence types)' },
);
const LeaveDays = Type.Array(
  Type.Object(
    { leave_type_id: Type.Integer(), days: Type.Number({ multipleOf: 0.5, description: 'in halves' }) },
    { title: 'LeaveDaysOfType' },
  ),
);

const figures = {
  expected_seconds: Seconds,
  worked_seconds: Seconds,
  holiday_seconds: Seconds,
  absence_seconds: AbsenceSeconds,
  balance_seconds: Seconds,
  leave_days: LeaveDays,
  breaches: Type.Integer({ minimum: 0, description: 'breaches of the legal limits in the range (the compliance answer)' }),
  weeks_validated: Type.Integer({ minimum: 0 }),
  weeks_total: Type.Integer({ minimum: 0, description: 'the weeks with a day in the range' }),
  pending_corrections: Type.Integer({ minimum: 0 }),
  pending_leave_requests: Type.Integer({ minimum: 0 }),
};

export const AttendanceRowSchema = Type.Object(
  {
    user_id: Type.Integer(),
    name: Type.String(),
    employee_number: Type.Union([Type.String(), Type.Null()]),
    ...figures,
  },
  { title: 'AttendanceRow' },
);

export const AttendanceReportSchema = Type.Object(
  {
    start: Type.String({ format: 'date' }),
    end: Type.String({ format: 'date' }),
    people: Type.Array(AttendanceRowSchema),
    totals: Type.Object(figures, { title: 'AttendanceTotals' }),
  },
  { title: 'AttendanceReport' },
);
