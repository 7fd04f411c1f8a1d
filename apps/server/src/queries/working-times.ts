// Reading working times with their breaks, as the API shows them.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/client.js';
import type { BreakRow, WorkingTimeRow } from '../db/schema.js';
import { presentWorkingTime, type WorkingTimeView } from '../presenters/working-time.js';
import { paginate, type PageRequest } from './pagination.js';
import type { InstantRange } from './range.js';

export async function breaksOf(db: Executor, workingTimeIds: readonly number[]): Promise<Map<number, BreakRow[]>> {
  const byWorkingTime = new Map<number, BreakRow[]>();
  if (workingTimeIds.length === 0) return byWorkingTime;
  const rows = await db
    .selectFrom('breaks')
    .selectAll()
    .where('working_time_id', 'in', [...workingTimeIds])
    .orderBy('start')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byWorkingTime.get(row.working_time_id) ?? [];
    list.push(row);
    byWorkingTime.set(row.working_time_id, list);
  }
  return byWorkingTime;
}

export async function presentWorkingTimes(db: Executor, rows: readonly WorkingTimeRow[]): Promise<WorkingTimeView[]> {
  const breaks = await breaksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentWorkingTime(row, breaks.get(row.id) ?? []));
}

export async function findWorkingTime(db: Executor, id: number): Promise<WorkingTimeView | undefined> {
  const row = await db.selectFrom('working_times').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await presentWorkingTimes(db, [row]))[0];
}

/** The longest closed working time the bound of `rangeOverlap().common` covers (the edit rules' limit). */
const COMMON_LENGTH = sql`interval '24 hours'`;

/** Which working times overlap a range (an open one reaches to the end of time), in two disjoint kinds. */
export interface RangeOverlap {
  /**
   * Closed periods of at most 24 hours, nearly all of them: one that overlaps the range starts at most
   * 24 hours before it, which bounds the scan of (user_id, start).
   */
  common: RawBuilder<boolean>;
  /**
   * Open periods and longer closed ones (a clock-out forgotten until the next day): the few rows of the
   * partial index working_times_long_or_open_idx, whose predicate this repeats word for word so that the
   * planner uses it.
   */
  longOrOpen: RawBuilder<boolean>;
}

/** The conditions on the working time `alias` to select with one query each (union all). */
export function rangeOverlap(alias: string, start: Date | RawBuilder<Date>, end: Date | RawBuilder<Date>): RangeOverlap {
  const from = sql.ref(`${alias}.start`);
  const to = sql.ref(`${alias}.end`);
  const rangeStart = sql`${start}::timestamptz`;
  const rangeEnd = sql`${end}::timestamptz`;
  return {
    common: sql<boolean>`(${to} - ${from} <= ${COMMON_LENGTH}
      and ${from} >= ${rangeStart} - ${COMMON_LENGTH} and ${from} < ${rangeEnd} and ${to} > ${rangeStart})`,
    longOrOpen: sql<boolean>`((${to} is null or ${to} - ${from} > ${COMMON_LENGTH})
      and ${from} < ${rangeEnd} and (${to} is null or ${to} > ${rangeStart}))`,
  };
}

/** The person's working times overlapping the range (all without one), ordered by start. */
export async function listWorkingTimes(
  db: Executor,
  userId: number,
  range: InstantRange | undefined,
  page: PageRequest,
): Promise<{ items: WorkingTimeView[]; total: number }> {
  const ofPerson = () => db.selectFrom('working_times').where('user_id', '=', userId);
  const overlap = range && rangeOverlap('working_times', range.start, range.end);
  const query = overlap
    ? db.selectFrom(
        ofPerson()
          .selectAll()
          .where(overlap.common)
          .unionAll(ofPerson().selectAll().where(overlap.longOrOpen))
          .as('working_times'),
      )
    : ofPerson();
  const { rows, total } = await paginate(query, page, (q) => q.selectAll().orderBy('start').orderBy('id'));
  return { items: await presentWorkingTimes(db, rows), total };
}
