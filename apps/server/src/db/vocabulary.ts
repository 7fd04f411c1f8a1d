// The words the database and the code share, each list written once, here, at the lowest floor so that
// every floor may import it. Migrations' triggers write these words and CHECK constraints list some of
// them; db/vocabulary.test.ts fires every trigger and reads every such constraint, and fails when the
// database and these lists part (docs/architecture.md#migrations).

/** The types of events a webhook can subscribe to (docs/api.md#webhooks); `ping` is sent once, when one is created. */
export const WEBHOOK_EVENT_TYPES = [
  'clock.created',
  'working_time.created',
  'working_time.updated',
  'working_time.deleted',
  'correction.approved',
  'correction.rejected',
  'week.validated',
  'week.reopened',
  'absence.created',
  'absence.deleted',
  'user.invited',
  'user.deleted',
  'leave_request.created',
  'leave_request.approved',
  'leave_request.rejected',
  'leave_request.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The kinds of live events streams send (docs/api.md#live-events). */
export const LIVE_EVENT_KINDS = ['clock', 'notification', 'correction', 'week_validation', 'leave_request'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
/** The live event only instances read: an account's role or status changed, its streams end. */
export const ACCOUNT_EVENT_KIND = 'account';
/** Every kind the `live_events` table holds (its CHECK constraint). */
export const STORED_LIVE_EVENT_KINDS = [...LIVE_EVENT_KINDS, ACCOUNT_EVENT_KIND] as const;
export type StoredLiveEventKind = (typeof STORED_LIVE_EVENT_KINDS)[number];

/** A badge number: 1 to 20 digits (the CHECK constraint of `users.badge`). */
export const BADGE_PATTERN = '^[0-9]{1,20}$';
