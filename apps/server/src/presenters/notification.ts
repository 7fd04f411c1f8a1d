import { Type, type Static } from 'typebox';
import type { NotificationRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant, instantOrNull } from './time.js';

export const NotificationSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ examples: ['working_time_updated'] }),
    data: Type.Record(Type.String(), Type.Unknown()),
    read_at: Type.Union([Instant, Type.Null()]),
    created_at: Instant,
  },
  { title: 'Notification' },
);
export type NotificationView = Static<typeof NotificationSchema>;

export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    data: (row.data ?? {}) as Record<string, unknown>,
    read_at: instantOrNull(row.read_at),
    created_at: instant(row.created_at),
  };
}
