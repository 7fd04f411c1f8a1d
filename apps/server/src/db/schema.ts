// Row types of the tables in migrations/, as Kysely sees them. One name per idea: the table
// `working_times` is the `working_time` of the API.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StoredLiveEventKind } from './vocabulary.js';

type Id = Generated<number>;
/** A timestamptz column: a Date when read, a Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: always the calendar string `YYYY-MM-DD`. */
type CalendarDate = string;
type Json = ColumnType<unknown, string, string>;

export type Role = 'employee' | 'manager' | 'general_manager';
export type UserStatus = 'invited' | 'active' | 'deleted';
/** A person's language (migration 0125): the web app's, their e-mails' and their timesheets'. */
export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Id;
  email: string | null;
  name: string;
  role: Role;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  password_hash: string | null;
  language: ColumnType<Language, Language | undefined, Language>;
  theme: ColumnType<'light' | 'dark' | 'system', 'light' | 'dark' | 'system' | undefined, 'light' | 'dark' | 'system'>;
  created_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
  /** The badge number typed at a shared terminal: 1 to 20 digits, unique among live accounts (migration 0078). */
  badge: ColumnType<string | null, string | null | undefined, string | null>;
  /** The argon2id hash of the PIN typed at a shared terminal after the badge. */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day the person starts; null: inferred (queries/start-dates.ts, migration 0085). */
  start_date: ColumnType<CalendarDate | null, CalendarDate | null | undefined, CalendarDate | null>;
  /** The number a payroll system knows the person by: up to 32 characters, unique among live accounts (migration 0110). */
  employee_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Reminders also go by e-mail / by Web Push (preferences.reminders, migration 0100). */
  reminder_email: ColumnType<boolean, boolean | undefined, boolean>;
  reminder_push: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  client: 'browser' | 'mobile';
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Opened with two factors, or proven later by setting one up in it (migration 0075). */
  second_factor: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  /** The refresh token this one was rotated to, sealed with a key derived from this one (auth/sessions.ts). */
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'invitation';
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Id;
  email: string;
  address: string;
  failed_at: DefaultedTimestamp;
}

export interface OutboxTable {
  id: Id;
  recipient: string;
  template: string;
  language: ColumnType<string, string | undefined, string>;
  payload: Json;
  created_at: DefaultedTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: DefaultedTimestamp;
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface OutboxAttachmentsTable {
  id: Id;
  outbox_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

export type ScheduledReport = 'attendance' | 'payroll';
export type PayrollProfile = 'generic' | 'datev_lodas';
export type ReportFormat = 'json' | 'csv' | 'xlsx';

export interface ReportSchedulesTable {
  id: Id;
  report: ScheduledReport;
  profile: PayrollProfile | null;
  format: ReportFormat;
  day_of_month: number;
  recipients: string[];
  team_id: number | null;
  created_by: number;
  created_at: DefaultedTimestamp;
}

export interface ReportScheduleRunsTable {
  id: Id;
  schedule_id: number;
  month: string;
  trigger: 'schedule' | 'manual';
  created_at: DefaultedTimestamp;
}

export interface TeamsTable {
  id: Id;
  name: string;
  manager_id: number;
  created_at: DefaultedTimestamp;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  created_at: DefaultedTimestamp;
}

export interface WorkingTimesTable {
  id: Id;
  user_id: number;
  start: Timestamp;
  end: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** Closed by the service's reminder check, not by a person (migration 0100). */
  auto_closed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BreaksTable {
  id: Id;
  working_time_id: number;
  start: Timestamp;
  end: Timestamp | null;
}

export interface ClockRecordsTable {
  id: Id;
  user_id: number;
  kind: 'work' | 'break';
  status: boolean;
  time: Timestamp;
  client_id: string;
  received_at: DefaultedTimestamp;
  working_time_id: number | null;
  /** The time was more than 10 minutes before received_at (docs/api.md#back-dated-clocks). */
  backdated: ColumnType<boolean, boolean | undefined, boolean>;
  /** Where it was recorded: the person's own app, or a shared terminal (`terminal_id`) (migration 0078). */
  source: ColumnType<ClockSource, ClockSource | undefined, ClockSource>;
  terminal_id: number | null;
}

export type ClockSource = 'app' | 'terminal';

export interface TerminalsTable {
  id: Id;
  name: string;
  created_by: number;
  created_at: DefaultedTimestamp;
  credential_hash: string | null;
  paired_at: Timestamp | null;
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface TerminalPairingCodesTable {
  code_hash: string;
  terminal_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

export interface TerminalPinFailuresTable {
  id: Id;
  badge: string;
  terminal_id: number;
  failed_at: Timestamp;
}

export interface TerminalBadgeLocksTable {
  badge: string;
  locked_at: Timestamp;
  locked_until: Timestamp;
}

export type AbsenceType = 'vacation' | 'sick' | 'training' | 'other';

export interface AbsencesTable {
  id: Id;
  user_id: number;
  type: AbsenceType;
  start_date: CalendarDate;
  end_date: CalendarDate;
  note: string | null;
  created_by: number;
  created_at: DefaultedTimestamp;
  /** The leave request whose approval created it (migration 0090); null for an absence entered directly. */
  leave_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  start_half: ColumnType<LeaveHalf | null, LeaveHalf | null | undefined, LeaveHalf | null>;
  end_half: ColumnType<LeaveHalf | null, LeaveHalf | null | undefined, LeaveHalf | null>;
}

export type LeaveHalf = 'morning' | 'afternoon';
export type LeaveAccrual = 'annual' | 'monthly';
export type LeaveRequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A leave type of the company (migration 0090); archived (`active` false) once used, never erased. */
export interface LeaveTypesTable {
  id: Id;
  name: string;
  category: AbsenceType;
  requires_approval: boolean;
  tracked: boolean;
  annual_days: number;
  accrual: LeaveAccrual;
  carry_over_max_days: number;
  /** `MM-DD`. */
  carry_over_expires: string | null;
  allow_negative: boolean;
  visible_to_colleagues: boolean;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
}

/** A person's allowance of a tracked type for one leave year, when set. */
export interface LeaveAllowancesTable {
  user_id: number;
  leave_type_id: number;
  year: number;
  days: number;
  updated_by: number;
  updated_at: DefaultedTimestamp;
}

export interface LeaveRequestsTable {
  id: Id;
  user_id: number;
  leave_type_id: number;
  start_date: CalendarDate;
  end_date: CalendarDate;
  start_half: LeaveHalf | null;
  end_half: LeaveHalf | null;
  days: number;
  status: LeaveRequestStatus;
  comment: string | null;
  created_by: number;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_comment: string | null;
  created_at: DefaultedTimestamp;
}

/** A day a pending or approved request counts, whole (`day`) or one half. */
export interface LeaveRequestDaysTable {
  leave_request_id: number;
  user_id: number;
  date: CalendarDate;
  part: 'day' | LeaveHalf;
}

/** A person's secret calendar address, by the hash of its token. */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: DefaultedTimestamp;
}

export interface WeekValidationsTable {
  id: Id;
  user_id: number;
  week_start: CalendarDate;
  status: 'validated' | 'reopened';
  validated_by: number;
  validated_at: Timestamp;
  reopened_by: number | null;
  reopened_at: Timestamp | null;
  /** The instants the week covered when validated: [starts_at, ends_at) (migration 0020). */
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface CorrectionsTable {
  id: Id;
  user_id: number;
  working_time_id: number | null;
  /** The request changes an existing working time; stays true if that one is deleted (migration 0030). */
  changes_working_time: ColumnType<boolean, boolean | undefined, boolean>;
  start: Timestamp;
  end: Timestamp;
  reason: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | 'approved' | 'rejected' | undefined>;
  reviewer_id: number | null;
  reviewed_at: Timestamp | null;
  review_comment: string | null;
  client_id: string | null;
  created_at: DefaultedTimestamp;
}

export type ChangeAction = 'create' | 'update' | 'delete' | 'validate' | 'reopen';

export interface ChangesTable {
  id: Id;
  user_id: number;
  /** Null when the service itself made the change (an automatic close, migration 0100). */
  actor_id: number | null;
  action: ChangeAction;
  subject_type: string;
  subject_id: number;
  before: Json | null;
  after: Json | null;
  created_at: Timestamp;
  prev_hash: string | null;
  hash: string;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  data: Json;
  read_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/** A live event, written by the triggers of migrations 0077 and 0130 (docs/api.md#live-events); kept ten minutes. */
export interface LiveEventsTable {
  id: Generated<number>;
  kind: StoredLiveEventKind;
  user_id: number;
  data: Json;
  created_at: DefaultedTimestamp;
  /** The writing transaction's id (xid8, as text; migration 0140): what a reader's snapshot may not have seen. */
  xid: Generated<string>;
}

/** A reminder sent, once per period or day (migration 0100). */
export interface RemindersTable {
  id: Generated<string>;
  kind: 'reminder_open_period' | 'reminder_missing_day';
  user_id: number;
  working_time_id: number | null;
  date: CalendarDate | null;
  created_at: DefaultedTimestamp;
}

/** A browser's Web Push subscription (migration 0100). */
export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: DefaultedTimestamp;
}

/** A push waiting to be sent (migration 0100). */
export interface PushDeliveriesTable {
  id: Generated<string>;
  subscription_id: number;
  kind: string;
  data: Json;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
}

/** A dated version of a person's schedule (migration 0050). */
export interface SchedulesTable {
  id: Id;
  user_id: number;
  /** A calendar date, `YYYY-MM-DD`. */
  valid_from: CalendarDate;
  /** Seconds owed on each ISO weekday, Monday first. */
  weekly_seconds: number[];
  created_by: number;
  created_at: DefaultedTimestamp;
}

/** A day off: the company's own, or a public holiday of a region written on demand (migration 0050). */
export interface HolidaysTable {
  id: Id;
  date: CalendarDate;
  name: string;
  source: 'region' | 'company';
  region: string | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

/** An account's TOTP secret, sealed; in use once confirmed (migration 0075). */
export interface TotpSecretsTable {
  user_id: number;
  secret_sealed: string;
  confirmed_at: Timestamp | null;
  /** The newest time step accepted: a code of that step or an older one is refused. */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultedTimestamp;
}

export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  client: 'browser' | 'mobile';
  failures: ColumnType<number, number | undefined, number>;
  ended_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface PasskeysTable {
  id: Id;
  user_id: number;
  /** base64url, as WebAuthn gives it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
}

/** Personal access tokens (migration 0079): only the token's SHA-256 is stored. */
export interface PersonalAccessTokensTable {
  id: Id;
  user_id: number;
  name: string;
  scopes: string[];
  token_hash: string;
  /** Created in a session opened with two factors. */
  second_factor: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp | null;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface WebauthnChallengesTable {
  token_hash: string;
  purpose: 'register' | 'sign_in';
  user_id: number | null;
  challenge: string;
  expires_at: Timestamp;
}

/** A single sign-on in progress (migration 0076): looked up by the hash of its `state`, used once. */
export interface OidcFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  client: 'browser' | 'mobile';
  redirect_uri: string;
  app_code_challenge: string | null;
  app_state: string | null;
  browser_binding_hash: string | null;
  expires_at: Timestamp;
}

/** The one-time code a mobile app exchanges after single sign-on (migration 0076). */
export interface OidcCodesTable {
  code_hash: string;
  user_id: number;
  code_challenge: string;
  second_factor_done: boolean;
  expires_at: Timestamp;
}

/** A webhook of general managers (migration 0080); the signing secret is sealed (auth/second-factor.ts). */
export interface WebhooksTable {
  id: Id;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  description: string | null;
  secret_sealed: string;
  created_by: number;
  created_at: DefaultedTimestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Paused when its creator is demoted or deleted, until a general manager resumes it (migration 0081). */
  status: ColumnType<'active' | 'paused', 'active' | 'paused' | undefined, 'active' | 'paused'>;
  paused_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An open live event stream of any instance, for the limit per account (migration 0081). */
export interface LiveStreamsTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
}

/** An event of a webhook: the snapshot of the row the trigger saw, and the body once built. */
export interface WebhookEventsTable {
  id: string;
  type: string;
  created_at: DefaultedTimestamp;
  data: Json;
  body: ColumnType<string | null, string | null | undefined, string | null>;
}

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: number;
  event_id: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: DefaultedTimestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The tries, oldest first (presented as `attempts`); appended by the statement that writes each outcome. */
  attempt_log: ColumnType<WebhookAttemptLogEntry[], never, never>;
}

/** One try of a delivery, as `attempt_log` keeps it (`at` an ISO instant). */
export interface WebhookAttemptLogEntry {
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export interface BackupScheduleTable {
  id: ColumnType<number, number | undefined, never>;
  last_good_at: Timestamp | null;
  last_good_file: string | null;
  last_failed_at: Timestamp | null;
  last_error: string | null;
  failures: ColumnType<number, number | undefined, number>;
  leased_by: string | null;
  lease_until: Timestamp | null;
}

export interface Database {
  app_settings: AppSettingsTable;
  users: UsersTable;
  reminders: RemindersTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_tokens: PasswordTokensTable;
  email_changes: EmailChangesTable;
  login_failures: LoginFailuresTable;
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  report_schedules: ReportSchedulesTable;
  report_schedule_runs: ReportScheduleRunsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  working_times: WorkingTimesTable;
  breaks: BreaksTable;
  clock_records: ClockRecordsTable;
  absences: AbsencesTable;
  week_validations: WeekValidationsTable;
  corrections: CorrectionsTable;
  changes: ChangesTable;
  notifications: NotificationsTable;
  live_events: LiveEventsTable;
  live_streams: LiveStreamsTable;
  schedules: SchedulesTable;
  holidays: HolidaysTable;
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  passkeys: PasskeysTable;
  personal_access_tokens: PersonalAccessTokensTable;
  webauthn_challenges: WebauthnChallengesTable;
  oidc_flows: OidcFlowsTable;
  oidc_codes: OidcCodesTable;
  terminals: TerminalsTable;
  terminal_pairing_codes: TerminalPairingCodesTable;
  terminal_pin_failures: TerminalPinFailuresTable;
  terminal_badge_locks: TerminalBadgeLocksTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  leave_types: LeaveTypesTable;
  leave_allowances: LeaveAllowancesTable;
  leave_requests: LeaveRequestsTable;
  leave_request_days: LeaveRequestDaysTable;
  calendar_feeds: CalendarFeedsTable;
  backup_schedule: BackupScheduleTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type WorkingTimeRow = Selectable<WorkingTimesTable>;
export type BreakRow = Selectable<BreaksTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type ClockRecordRow = Selectable<ClockRecordsTable>;
export type AbsenceRow = Selectable<AbsencesTable>;
export type LeaveTypeRow = Selectable<LeaveTypesTable>;
export type LeaveRequestRow = Selectable<LeaveRequestsTable>;
export type WeekValidationRow = Selectable<WeekValidationsTable>;
export type CorrectionRow = Selectable<CorrectionsTable>;
export type ChangeRow = Selectable<ChangesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type TeamRow = Selectable<TeamsTable>;
export type TerminalRow = Selectable<TerminalsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type PersonalAccessTokenRow = Selectable<PersonalAccessTokensTable>;
