import { Type, type Static } from 'typebox';
import type { PushSubscriptionRow } from '../db/schema.js';
import { Instant } from '../schemas/common.js';
import { instant } from './time.js';

/** A browser subscribed to pushes; its endpoint and keys are never shown back. */
export const PushSubscriptionSchema = Type.Object({ id: Type.Integer(), created_at: Instant }, { title: 'PushSubscription' });
export type PushSubscriptionView = Static<typeof PushSubscriptionSchema>;

export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionView {
  return { id: row.id, created_at: instant(row.created_at) };
}
