// @timetrack/client, browser entry (also React Native and Node 20+): a typed client of the Timetrack API
// over fetch, with cookie or token sessions, renewal as docs/api.md#sessions says, and an offline queue.
// Nothing here imports from Node; the file storage lives in '@timetrack/client/node'.
export { createClient } from './client.js';
export { csvCell } from './csv.js';
export { ApiError, NetworkError, NotSignedInError, TwoFactorChallengeError, unwrap } from './errors.js';
export { memoryStorage } from './storage/memory.js';
export { indexedDbStorage } from './storage/indexeddb.js';
export { DAY_MS, NEARING_LIMIT_MS, SERVICE_LIMIT_MS } from './queue.js';
export { formatLeaveDays, insufficientBalance } from './leave.js';
export type {
  LiveClockEvent,
  LiveCorrectionEvent,
  LiveEvent,
  LiveEvents,
  LiveEventType,
  LiveHandlers,
  LiveLeaveRequestEvent,
  LiveNotificationEvent,
  LiveStatus,
  LiveWeekValidationEvent,
} from './live.js';
export type {
  Absence,
  AttentionItem,
  Change,
  ClientEvent,
  ClientOptions,
  ClockRecord,
  components,
  Correction,
  ErrorBody,
  LeaveBalance,
  LeaveCalendarPerson,
  LeaveRequest,
  LeaveType,
  Notification,
  OfflineQueue,
  PasskeyAssertion,
  paths,
  Presence,
  QueuedAction,
  ReminderPolicy,
  QueuedActionInput,
  RejectedAction,
  SessionMode,
  SessionPayload,
  StorageAdapter,
  SubmitResult,
  SyncResult,
  Team,
  Terminal,
  TerminalClient,
  TerminalClockResult,
  TerminalIdentity,
  TerminalTap,
  TimetrackClient,
  TwoFactorChallenge,
  User,
  WeekValidation,
  WorkingTime,
} from './types.js';
