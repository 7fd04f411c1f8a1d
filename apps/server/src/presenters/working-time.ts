import { Type, type Static } from 'typebox';
import type { BreakRow, WorkingTimeRow } from '../db/schema.js';
import { WallTime } from '../schemas/common.js';
import { wallTime, wallTimeOrNull } from './time.js';

const NullableWallTime = Type.Union([WallTime, Type.Null()]);

export const BreakSchema = Type.Object(
  { id: Type.Integer(), start: WallTime, end: NullableWallTime },
  { title: 'Break' },
);

export const WorkingTimeSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    start: WallTime,
    end: Type.Union([WallTime, Type.Null()], { description: 'null while the period is open' }),
    breaks: Type.Array(BreakSchema),
    auto_closed: Type.Boolean({
      description: 'closed by the service after being left open too long (docs/api.md#reminders); false once someone changes it',
    }),
  },
  { title: 'WorkingTime' },
);
export type WorkingTimeView = Static<typeof WorkingTimeSchema>;

/** A working time with its breaks (in any order; shown by start). */
export function presentWorkingTime(row: WorkingTimeRow, breaks: readonly BreakRow[]): WorkingTimeView {
  return {
    id: row.id,
    user_id: row.user_id,
    start: wallTime(row.start),
    end: wallTimeOrNull(row.end),
    breaks: [...breaks]
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
      .map((b) => ({ id: b.id, start: wallTime(b.start), end: wallTimeOrNull(b.end) })),
    auto_closed: row.auto_closed ?? false,
  };
}
