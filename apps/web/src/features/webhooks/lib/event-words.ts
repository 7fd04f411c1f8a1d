// The words of the webhook event types, shown where a webhook is created and on each delivery.
import type { WebhookEventType } from '../api/webhooks';

export const EVENT_KEYS: Record<WebhookEventType, string> = {
  'clock.created': 'webhooks.events.clockCreated',
  'working_time.created': 'webhooks.events.workingTimeCreated',
  'working_time.updated': 'webhooks.events.workingTimeUpdated',
  'working_time.deleted': 'webhooks.events.workingTimeDeleted',
  'correction.approved': 'webhooks.events.correctionApproved',
  'correction.rejected': 'webhooks.events.correctionRejected',
  'week.validated': 'webhooks.events.weekValidated',
  'week.reopened': 'webhooks.events.weekReopened',
  'absence.created': 'webhooks.events.absenceCreated',
  'absence.deleted': 'webhooks.events.absenceDeleted',
  'user.invited': 'webhooks.events.userInvited',
  'user.deleted': 'webhooks.events.userDeleted',
  'leave_request.created': 'webhooks.events.leaveRequestCreated',
  'leave_request.approved': 'webhooks.events.leaveRequestApproved',
  'leave_request.rejected': 'webhooks.events.leaveRequestRejected',
  'leave_request.cancelled': 'webhooks.events.leaveRequestCancelled',
};
export const EVENT_TYPES = Object.keys(EVENT_KEYS) as WebhookEventType[];

