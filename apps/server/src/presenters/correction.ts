import { Type, type Static } from 'typebox';
import type { BreakRow, CorrectionRow, WorkingTimeRow } from '../db/schema.js';
import { Instant, WallTime } from '../schemas/common.js';
import { instant, instantOrNull, wallTime } from './time.js';
import { BreakSchema, presentWorkingTime } from './working-time.js';

export const CorrectionStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

const RecordedPeriodSchema = Type.Object(
  {
    start: WallTime,
    end: Type.Union([WallTime, Type.Null()], { description: 'null while the period is open' }),
    breaks: Type.Array(BreakSchema),
  },
  { title: 'RecordedPeriod' },
);

export const CorrectionSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer({ description: 'the requester' }),
    working_time_id: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'the working time to change; null for a request of a new one (once approved: the one it created), ' +
        'or when the working time was deleted since',
    }),
    start: WallTime,
    end: WallTime,
    reason: Type.String(),
    status: CorrectionStatusSchema,
    reviewer_id: Type.Union([Type.Integer(), Type.Null()]),
    reviewed_at: Type.Union([Instant, Type.Null()]),
    review_comment: Type.Union([Type.String(), Type.Null()]),
    client_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    created_at: Instant,
    recorded: Type.Union([RecordedPeriodSchema, Type.Null()], {
      description:
        'the working time the request concerns as it is now, to compare with what is requested; null when the ' +
        'request asks for a new working time, or when the one it concerned was deleted since',
    }),
  },
  { title: 'Correction' },
);
export type CorrectionView = Static<typeof CorrectionSchema>;
export type RecordedPeriodView = Static<typeof RecordedPeriodSchema>;

/** The recorded period of a working time, as a correction shows it. */
export function presentRecordedPeriod(row: WorkingTimeRow, breaks: readonly BreakRow[]): RecordedPeriodView {
  const { start, end, breaks: shown } = presentWorkingTime(row, breaks);
  return { start, end, breaks: shown };
}

/** A correction with the recorded period it concerns (see `recordedPeriodsOf` in queries/corrections.ts). */
export function presentCorrection(row: CorrectionRow, recorded: RecordedPeriodView | null): CorrectionView {
  return {
    id: row.id,
    user_id: row.user_id,
    working_time_id: row.working_time_id,
    start: wallTime(row.start),
    end: wallTime(row.end),
    reason: row.reason,
    status: row.status,
    reviewer_id: row.reviewer_id,
    reviewed_at: instantOrNull(row.reviewed_at),
    review_comment: row.review_comment,
    client_id: row.client_id,
    created_at: instant(row.created_at),
    recorded,
  };
}
