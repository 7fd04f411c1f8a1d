import { Type, type Static } from 'typebox';
import { Instant } from '../schemas/common.js';
import { instantOrNull } from './time.js';

export type PresenceStatus = 'in' | 'break' | 'out';

/** A person's presence as the query reads it. */
export interface PresenceRow {
  user_id: number;
  name: string;
  team_ids: number[];
  status: PresenceStatus;
  /** The open period's start (in), the open break's start (break), the last period's end (out), or null. */
  since: Date | null;
  today_seconds: number;
  week_seconds: number;
}

export const PresenceSchema = Type.Object(
  {
    user_id: Type.Integer(),
    name: Type.String(),
    team_ids: Type.Array(Type.Integer(), { description: 'the teams the person belongs to' }),
    status: Type.Union([Type.Literal('in'), Type.Literal('break'), Type.Literal('out')], {
      description: '`in`: clocked in; `break`: on a break; `out`: not clocked in',
    }),
    since: Type.Union([Instant, Type.Null()], {
      description: "`in`: the open period's start; `break`: the break's start; `out`: the last period's end (null without one)",
    }),
    today_seconds: Type.Integer({ minimum: 0, description: 'worked today (APP_TIMEZONE), breaks excluded, an open period up to now' }),
    week_seconds: Type.Integer({ minimum: 0, description: 'worked this calendar week (Monday first, APP_TIMEZONE), as above' }),
  },
  { title: 'Presence' },
);
export type PresenceView = Static<typeof PresenceSchema>;

export function presentPresence(row: PresenceRow): PresenceView {
  return {
    user_id: row.user_id,
    name: row.name,
    team_ids: row.team_ids,
    status: row.status,
    since: instantOrNull(row.since),
    today_seconds: row.today_seconds,
    week_seconds: row.week_seconds,
  };
}
