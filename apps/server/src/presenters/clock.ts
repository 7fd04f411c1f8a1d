import { Type, type Static } from 'typebox';
import type { ClockRecordRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export const ClockRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    kind: Type.Union([Type.Literal('work'), Type.Literal('break')]),
    status: Type.Boolean({ description: 'work: true = clocked in; break: true = on break' }),
    time: Instant,
    client_id: Type.String({ format: 'uuid' }),
    received_at: Instant,
    working_time_id: Type.Union([Type.Integer(), Type.Null()]),
    backdated: Type.Boolean({
      description: 'the time was more than 10 minutes before the record was received; the managers were notified',
    }),
    source: Type.Union([Type.Literal('app'), Type.Literal('terminal')], {
      description: "where it was recorded: the person's own app (or the API), or a shared terminal",
    }),
    terminal_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the shared terminal, when `source` is `terminal`' }),
  },
  { title: 'ClockRecord' },
);
export type ClockRecordView = Static<typeof ClockRecordSchema>;

export function presentClockRecord(row: ClockRecordRow): ClockRecordView {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    status: row.status,
    time: instant(row.time),
    client_id: row.client_id,
    received_at: instant(row.received_at),
    working_time_id: row.working_time_id,
    backdated: row.backdated,
    source: row.source,
    terminal_id: row.terminal_id,
  };
}
