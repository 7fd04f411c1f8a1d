// The body of a webhook delivery: the event's snapshot (the row as the trigger saw it, see migration 0080)
// presented as the API presents the resource, built once and kept so that every try sends the same bytes.
import type { Executor } from '../../db/client.js';
import type {
  AbsenceRow,
  BreakRow,
  ClockRecordRow,
  CorrectionRow,
  LeaveRequestRow,
  UserRow,
  WeekValidationRow,
  WorkingTimeRow,
} from '../../db/schema.js';
import type { WebhookEventType } from '../../db/vocabulary.js';
import { presentAbsence } from '../../presenters/absence.js';
import { presentClockRecord } from '../../presenters/clock.js';
import { presentLeaveRequest } from '../../presenters/leave.js';
import { instant } from '../../presenters/time.js';
import { presentUser } from '../../presenters/user.js';
import { presentWeekValidation } from '../../presenters/week-validation.js';
import { presentWorkingTime } from '../../presenters/working-time.js';
import { presentCorrections } from '../../queries/corrections.js';

type Snapshot = Record<string, unknown>;

/** A row of a snapshot, its timestamps (JSON strings) read back as dates, as the database driver gives them. */
function rowOf<T>(snapshot: Snapshot, timestamps: readonly string[]): T {
  const row: Snapshot = { ...snapshot };
  for (const name of timestamps) {
    const value = row[name];
    if (typeof value === 'string') row[name] = new Date(value);
  }
  return row as T;
}

async function presentData(db: Executor, type: string, snapshot: Snapshot): Promise<unknown> {
  // Every type of the list has its case: a type added to the list fails the type check until it is presented.
  const known = type as WebhookEventType | 'ping';
  switch (known) {
    case 'clock.created':
      return presentClockRecord(rowOf<ClockRecordRow>(snapshot, ['time', 'received_at']));
    case 'working_time.created':
    case 'working_time.updated':
    case 'working_time.deleted': {
      const breaks = ((snapshot.breaks ?? []) as Snapshot[]).map((b) => rowOf<BreakRow>(b, ['start', 'end']));
      return presentWorkingTime(rowOf<WorkingTimeRow>(snapshot, ['start', 'end', 'created_at', 'updated_at']), breaks);
    }
    case 'correction.approved':
    case 'correction.rejected': {
      const [correction] = await presentCorrections(db, [rowOf<CorrectionRow>(snapshot, ['start', 'end', 'reviewed_at', 'created_at'])]);
      return correction;
    }
    case 'week.validated':
    case 'week.reopened':
      return presentWeekValidation(rowOf<WeekValidationRow>(snapshot, ['validated_at', 'reopened_at', 'starts_at', 'ends_at']));
    case 'absence.created':
    case 'absence.deleted':
      return presentAbsence(rowOf<AbsenceRow>(snapshot, ['created_at']));
    case 'leave_request.created':
    case 'leave_request.approved':
    case 'leave_request.rejected':
    case 'leave_request.cancelled':
      return presentLeaveRequest(rowOf<LeaveRequestRow>(snapshot, ['decided_at', 'created_at']));
    case 'user.invited':
      return presentUser(rowOf<UserRow>(snapshot, ['created_at', 'deleted_at']));
    case 'user.deleted':
      return { id: snapshot.id, deleted_at: typeof snapshot.deleted_at === 'string' ? instant(new Date(snapshot.deleted_at)) : null };
    default: {
      // `ping`, written already presented (and nothing else: the type check proves every case above).
      const ping: 'ping' = known;
      void ping;
      return snapshot;
    }
  }
}

export interface StoredEvent {
  id: string;
  type: string;
  created_at: Date;
  data: unknown;
}

/** `{"id","type","created_at","data"}` of an event, as sent. */
export async function buildBody(db: Executor, event: StoredEvent): Promise<string> {
  const snapshot = (typeof event.data === 'string' ? JSON.parse(event.data) : event.data) as Snapshot;
  const data = await presentData(db, event.type, snapshot);
  return JSON.stringify({ id: event.id, type: event.type, created_at: instant(event.created_at), data });
}
