// Clocking in and out, and breaks: the person's own clocking (no change-log entry). Every request takes
// the person's row lock first, so the requests of one person run one after the other across instances;
// a known client_id is answered with the stored record before any state rule, so a replay (offline
// queue, retry after a lost answer) never clocks twice.
//
// The hot path of the service (everybody clocks in at 9:00), so it costs two statements inside its
// transaction: one takes the lock and reads every fact the rules need (the SQL function clock_facts),
// one writes (a data-modifying CTE). BEGIN travels with the first and COMMIT with the second, so the
// transaction is two round trips (db/round-trips.ts). Between them the rules run here, in TypeScript;
// the database still refuses what must never happen (two open periods or breaks, an end before its start).
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/client.js';
import { executePrepared } from '../db/prepared.js';
import { asLastStatement } from '../db/round-trips.js';
import type { ClockRecordRow } from '../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { NotificationKind } from '../notifications/notify.js';
import { generalManagers, teamManagersOf } from '../notifications/recipients.js';

/** How far ahead of the server's clock a client's `time` may be (clock skew). */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** How old a replayed `time` may be (an offline queue). */
export const CLOCK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A clock whose `time` is further than this before it was received is marked `backdated` and notified. */
export const BACKDATED_AFTER_MS = 10 * 60 * 1000;
/** A clock-out closing a longer working time is kept, and notified (`working_time_over_24h`). */
export const LONG_WORKING_TIME_MS = 24 * 60 * 60 * 1000;

export type WorkAction = 'in' | 'out';
export type BreakAction = 'start' | 'end';

/** `terminalId`: the shared terminal the person clocked at (the record's `source` is then `terminal`). */
export type ClockRequest =
  | { kind: 'work'; action?: WorkAction; clientId?: string; time?: Date; terminalId?: number }
  | { kind: 'break'; action?: BreakAction; clientId?: string; time?: Date; terminalId?: number };

export interface ClockResult {
  record: ClockRecordRow;
  /** False when the client_id was already received: the stored record is answered. */
  created: boolean;
}

/** What the rules need to know of the person, read under their row lock. */
interface ClockFacts {
  known: ClockRecordRow | undefined;
  latestTime: Date | undefined;
  open: { id: number; start: Date } | undefined;
  openBreak: { id: number; start: Date } | undefined;
  /** The end of the person's latest working time by start (null when it is open or there is none). */
  latestPeriodEnd: Date | null;
  /** Validated weeks that end after the earliest instant the clock may be dated. */
  validatedWeeks: { week_start: string; starts_at: Date; ends_at: Date }[];
}

interface FactsRow {
  known: (Omit<ClockRecordRow, 'time' | 'received_at'> & { time: string; received_at: string }) | null;
  latest_time: Date | null;
  open_id: number | null;
  open_start: Date | null;
  open_break_id: number | null;
  open_break_start: Date | null;
  latest_period_end: Date | null;
  validated_weeks: { week_start: string; starts_at: string; ends_at: string }[];
}

/** Takes the person's row lock and reads the facts (one round trip). 404 when there is no such (live) person. */
async function lockAndReadFacts(trx: Tx, userId: number, clientId: string | undefined, weeksFrom: Date): Promise<ClockFacts> {
  const { rows } = await executePrepared(
    trx,
    sql<FactsRow>`select known, latest_time, open_id, open_start, open_break_id, open_break_start, latest_period_end, validated_weeks
      from clock_facts(${userId}, ${clientId ?? null}, ${weeksFrom})`,
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('No such person.');
  const known = row.known ? { ...row.known, time: new Date(row.known.time), received_at: new Date(row.known.received_at) } : undefined;
  return {
    known,
    latestTime: row.latest_time ?? undefined,
    open: row.open_id !== null ? { id: row.open_id, start: row.open_start! } : undefined,
    openBreak: row.open_break_id !== null ? { id: row.open_break_id, start: row.open_break_start! } : undefined,
    latestPeriodEnd: row.latest_period_end,
    validatedWeeks: row.validated_weeks.map((week) => ({
      week_start: week.week_start,
      starts_at: new Date(week.starts_at),
      ends_at: new Date(week.ends_at),
    })),
  };
}

/** The clock record's columns, named: the write is a prepared statement (db/prepared.ts). */
const RECORD_COLUMNS = sql.raw('id, user_id, kind, status, time, client_id, received_at, working_time_id, backdated, source, terminal_id');

/** What one clock request writes, decided by the rules. */
type ClockWrite =
  | { change: 'clock_in' }
  | { change: 'clock_out'; workingTime: { id: number; start: Date }; openBreakId: number | undefined }
  | { change: 'break_start'; workingTimeId: number }
  | { change: 'break_end'; workingTimeId: number; breakId: number };

/** The clock rules (docs/api.md#clocks), on the facts read under the lock: what to write, or why not. */
function decide(request: ClockRequest, facts: ClockFacts, time: Date, now: Date, timeGiven: boolean): ClockWrite {
  if (timeGiven) {
    if (time.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw ValidationError.field('time', 'in_future', 'must not be more than 2 minutes ahead');
    }
    if (time.getTime() < now.getTime() - CLOCK_MAX_AGE_MS) {
      throw ValidationError.field('time', 'too_old', 'must not be older than 7 days');
    }
  }
  if (facts.latestTime && time.getTime() < facts.latestTime.getTime()) {
    throw ValidationError.field('time', 'before_last_clock', "must not be before the person's latest clock record");
  }
  const week = facts.validatedWeeks.find((w) => w.starts_at.getTime() <= time.getTime() && time.getTime() < w.ends_at.getTime());
  if (week) throw new ConflictError('week_validated', `The week of ${week.week_start} is validated; reopen it first.`);

  const { open, openBreak } = facts;
  const notAfter = (start: Date) => {
    if (time.getTime() <= start.getTime()) {
      throw ValidationError.field('time', 'before_start', 'must be after the start it closes');
    }
  };

  if (request.kind === 'work') {
    const action = request.action ?? (open ? 'out' : 'in');
    if (action === 'in') {
      if (open) throw new ConflictError('already_clocked_in', 'Already clocked in.');
      // A backdated clock-in must not reach into a period recorded since. A person's periods never
      // overlap, so only the latest one can end after `time`.
      if (facts.latestPeriodEnd && facts.latestPeriodEnd.getTime() > time.getTime()) {
        throw ValidationError.field('time', 'overlaps', 'falls inside another working time of the person');
      }
      return { change: 'clock_in' };
    }
    if (!open) throw new ConflictError('not_clocked_in', 'Not clocked in.');
    notAfter(open.start);
    if (openBreak) notAfter(openBreak.start);
    return { change: 'clock_out', workingTime: open, openBreakId: openBreak?.id };
  }

  if (!open) throw new ConflictError('not_clocked_in', 'Not clocked in.');
  const action = request.action ?? (openBreak ? 'end' : 'start');
  if (action === 'start') {
    if (openBreak) throw new ConflictError('already_on_break', 'Already on a break.');
    return { change: 'break_start', workingTimeId: open.id };
  }
  if (!openBreak) throw new ConflictError('not_on_break', 'Not on a break.');
  notAfter(openBreak.start);
  return { change: 'break_end', workingTimeId: open.id, breakId: openBreak.id };
}

/** A notification to the person's managers about the clock record written (its id is merged into `data`). */
interface ManagersNotice {
  kind: Extract<NotificationKind, 'clock_backdated' | 'working_time_over_24h'>;
  data: Record<string, unknown>;
}

/**
 * Writes the clock record, the change it makes to the working time, and the notices, in one statement.
 * The notices go to the managers of the person's teams (not the person themself), or to the general
 * managers when the person has none.
 */
async function write(
  trx: Tx,
  userId: number,
  change: ClockWrite,
  record: {
    kind: 'work' | 'break';
    status: boolean;
    time: Date;
    clientId: string;
    receivedAt: Date;
    backdated: boolean;
    terminalId: number | null;
  },
  notices: ManagersNotice[],
): Promise<ClockRecordRow> {
  const steps: RawBuilder<unknown>[] = [];
  let workingTimeId: RawBuilder<unknown>;
  const { time } = record;
  switch (change.change) {
    case 'clock_in':
      steps.push(sql`opened as (insert into working_times (user_id, start, "end") values (${userId}, ${time}, null) returning id)`);
      workingTimeId = sql`(select id from opened)`;
      break;
    case 'clock_out':
      if (change.openBreakId !== undefined) {
        steps.push(sql`closed_break as (update breaks set "end" = ${time} where id = ${change.openBreakId})`);
      }
      steps.push(
        sql`closed as (update working_times set "end" = ${time}, updated_at = ${record.receivedAt} where id = ${change.workingTime.id})`,
      );
      workingTimeId = sql`${change.workingTime.id}`;
      break;
    case 'break_start':
      steps.push(sql`opened_break as (insert into breaks (working_time_id, start, "end") values (${change.workingTimeId}, ${time}, null))`);
      workingTimeId = sql`${change.workingTimeId}`;
      break;
    case 'break_end':
      steps.push(sql`closed_break as (update breaks set "end" = ${time} where id = ${change.breakId})`);
      workingTimeId = sql`${change.workingTimeId}`;
      break;
  }
  steps.push(sql`record as (
    insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id, backdated, source, terminal_id)
    values (${userId}, ${record.kind}, ${record.status}, ${time}, ${record.clientId}, ${record.receivedAt}, ${workingTimeId}, ${record.backdated},
      ${record.terminalId === null ? 'app' : 'terminal'}, ${record.terminalId}::integer)
    returning ${RECORD_COLUMNS})`);
  if (notices.length > 0) {
    steps.push(sql`own_managers as (${teamManagersOf(userId)})`);
    steps.push(sql`recipients as (
      select id from own_managers
      union all
      select id from (${generalManagers()}) general_managers
      where id <> ${userId} and not exists (select 1 from own_managers))`);
    notices.forEach((notice, i) => {
      steps.push(sql`${sql.id(`notice_${i}`)} as (
        insert into notifications (user_id, kind, data, created_at)
        select recipients.id, ${notice.kind}::text, ${JSON.stringify(notice.data)}::jsonb || jsonb_build_object('clock_record_id', record.id), ${record.receivedAt}::timestamptz
        from recipients cross join record)`);
    });
  }
  const { rows } = await asLastStatement(() => executePrepared(trx, sql<ClockRecordRow>`with ${sql.join(steps)} select ${RECORD_COLUMNS} from record`));
  return rows[0]!;
}

/** `at`: the moment received (tests pass one); taken once the lock is held, so it follows the previous request's. */
export async function clock(trx: Tx, userId: number, request: ClockRequest, at?: Date): Promise<ClockResult> {
  // Validated weeks matter from the earliest instant the clock may be dated: its given time, or the
  // moment received, which is no earlier than this.
  const facts = await lockAndReadFacts(trx, userId, request.clientId, request.time ?? at ?? new Date());
  if (facts.known) return { record: facts.known, created: false };

  const now = at ?? new Date();
  const time = request.time ?? now;
  const change = decide(request, facts, time, now, request.time !== undefined);

  const backdated = now.getTime() - time.getTime() > BACKDATED_AFTER_MS;
  const notices: ManagersNotice[] = [];
  if (backdated) {
    notices.push({ kind: 'clock_backdated', data: { user_id: userId, time: time.toISOString(), received_at: now.toISOString() } });
  }
  if (change.change === 'clock_out' && time.getTime() - change.workingTime.start.getTime() > LONG_WORKING_TIME_MS) {
    notices.push({
      kind: 'working_time_over_24h',
      data: {
        user_id: userId,
        working_time_id: change.workingTime.id,
        start: change.workingTime.start.toISOString(),
        end: time.toISOString(),
      },
    });
  }
  const opens = change.change === 'clock_in' || change.change === 'break_start';
  const record = await write(
    trx,
    userId,
    change,
    {
      kind: request.kind,
      status: opens,
      time,
      clientId: request.clientId ?? randomUUID(),
      receivedAt: now,
      backdated,
      terminalId: request.terminalId ?? null,
    },
    notices,
  );
  return { record, created: true };
}
