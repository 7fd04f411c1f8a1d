// Factories of the time-recording area: records made directly in the database (no rules, no change log),
// so a test states only what matters to it.
//   const tf = new TimeFactories(t.db);
//   await tf.workingTime(person, { start: '2026-11-16 08:00:00', end: '2026-11-16 12:00:00', breaks: [...] });
import type { Db } from '../db/client.js';
import type { AbsenceType, UserRow, WeekValidationRow } from '../db/schema.js';
import { presentWorkingTime, type WorkingTimeView } from '../presenters/working-time.js';
import { parseInstant } from '../time/instant.js';
import { weekSpan } from '../time/zone.js';

type When = Date | string;

function at(value: When): Date {
  if (value instanceof Date) return value;
  const parsed = parseInstant(value);
  if (!parsed) throw new Error(`not an instant: ${value}`);
  return parsed;
}

export class TimeFactories {
  constructor(private readonly db: Db) {}

  /** A working time (open when `end` is null or omitted) with its breaks. */
  async workingTime(
    person: Pick<UserRow, 'id'>,
    options: { start: When; end?: When | null; breaks?: { start: When; end?: When | null }[] },
  ): Promise<WorkingTimeView> {
    const row = await this.db
      .insertInto('working_times')
      .values({ user_id: person.id, start: at(options.start), end: options.end == null ? null : at(options.end) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const breaks = options.breaks?.length
      ? await this.db
          .insertInto('breaks')
          .values(
            options.breaks.map((b) => ({ working_time_id: row.id, start: at(b.start), end: b.end == null ? null : at(b.end) })),
          )
          .returningAll()
          .execute()
      : [];
    return presentWorkingTime(row, breaks);
  }

  async absence(
    person: Pick<UserRow, 'id'>,
    options: { start_date: string; end_date?: string; type?: AbsenceType; note?: string; createdBy?: Pick<UserRow, 'id'> },
  ) {
    return this.db
      .insertInto('absences')
      .values({
        user_id: person.id,
        type: options.type ?? 'vacation',
        start_date: options.start_date,
        end_date: options.end_date ?? options.start_date,
        note: options.note ?? null,
        created_by: (options.createdBy ?? person).id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A validated week of the person, starting on the Monday `weekStart` in `zone`. */
  async validatedWeek(
    person: Pick<UserRow, 'id'>,
    options: { weekStart: string; validatedBy: Pick<UserRow, 'id'>; zone?: string },
  ): Promise<WeekValidationRow> {
    const span = weekSpan(options.weekStart, options.zone ?? 'UTC');
    return this.db
      .insertInto('week_validations')
      .values({
        user_id: person.id,
        week_start: options.weekStart,
        status: 'validated',
        validated_by: options.validatedBy.id,
        validated_at: new Date(),
        starts_at: span.start,
        ends_at: span.end,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
