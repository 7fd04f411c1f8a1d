import { Type, type Static } from 'typebox';
import type { WebhookDeliveryStatus, WebhookRow } from '../db/schema.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../db/vocabulary.js';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../db/vocabulary.js';

// Built from the one list; the static type is the list's (a union built from an array is not a tuple).
export const WebhookEventTypeSchema = Type.Unsafe<WebhookEventType>(
  Type.Union(
    WEBHOOK_EVENT_TYPES.map((type) => Type.Literal(type)),
    { title: 'WebhookEventType' },
  ),
);

export const WebhookSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    events: Type.Array(WebhookEventTypeSchema),
    description: Type.Union([Type.String(), Type.Null()]),
    created_by: Type.Integer({ description: 'the general manager who created it' }),
    created_by_name: Type.String({ description: 'their name, as the account is named now' }),
    created_at: Instant,
    status: Type.Union([Type.Literal('active'), Type.Literal('paused')], {
      description: '`paused` once its creator is no longer a general manager (demoted or deleted): it takes no events until a general manager resumes it',
    }),
    paused_at: Type.Union([Instant, Type.Null()]),
  },
  { title: 'Webhook' },
);
export type WebhookView = Static<typeof WebhookSchema>;

export const CreatedWebhookSchema = Type.Object(
  {
    ...WebhookSchema.properties,
    secret: Type.String({ description: 'the signing secret, shown only in this answer' }),
  },
  { title: 'CreatedWebhook' },
);

export const WebhookAttemptSchema = Type.Object(
  {
    at: Instant,
    status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'null when no answer came' }),
    duration_ms: Type.Integer({ minimum: 0 }),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'WebhookAttempt' },
);

export const WebhookDeliveryStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('retrying'),
  Type.Literal('delivered'),
  Type.Literal('failed'),
]);

export const WebhookDeliverySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'the `Timetrack-Delivery` header' }),
    event_id: Type.String({ format: 'uuid', description: 'the `id` of the body: the same at every try' }),
    type: Type.Union([WebhookEventTypeSchema, Type.Literal('ping')]),
    status: WebhookDeliveryStatusSchema,
    created_at: Instant,
    next_attempt_at: Type.Union([Instant, Type.Null()], { description: 'when it is tried next; null once delivered or failed' }),
    attempts: Type.Array(WebhookAttemptSchema, { description: 'oldest first' }),
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDeliveryView = Static<typeof WebhookDeliverySchema>;

export function presentWebhook(
  row: Pick<WebhookRow, 'id' | 'url' | 'events' | 'description' | 'created_by' | 'created_at' | 'status' | 'paused_at'> & {
    created_by_name: string;
  },
): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: instant(row.created_at),
    status: row.status,
    paused_at: row.paused_at ? instant(row.paused_at) : null,
  };
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  type: string;
  status: WebhookDeliveryStatus;
  created_at: Date;
  next_attempt_at: Date;
  attempts: { at: Date; status_code: number | null; duration_ms: number; error: string | null }[];
}

export function presentDelivery(row: DeliveryRow): WebhookDeliveryView {
  const open = row.status === 'pending' || row.status === 'retrying';
  return {
    id: row.id,
    event_id: row.event_id,
    type: row.type as WebhookDeliveryView['type'],
    status: row.status,
    created_at: instant(row.created_at),
    next_attempt_at: open ? instant(row.next_attempt_at) : null,
    attempts: row.attempts.map((attempt) => ({
      at: instant(attempt.at),
      status_code: attempt.status_code,
      duration_ms: attempt.duration_ms,
      error: attempt.error,
    })),
  };
}
