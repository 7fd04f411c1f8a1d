// Reading working times with their breaks, as the API shows them.
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

/** The person's working times overlapping the range (all without one), ordered by start. */
export async function listWorkingTimes(
  db: Executor,
  userId: number,
  range: InstantRange | undefined,
  page: PageRequest,
): Promise<{ items: WorkingTimeView[]; total: number }> {
  let query = db.selectFrom('working_times').where('user_id', '=', userId);
  if (range) {
    query = query
      .where('start', '<', range.end)
      .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>', range.start)]));
  }
  const { rows, total } = await paginate(query, page, (q) => q.selectAll().orderBy('start').orderBy('id'));
  return { items: await presentWorkingTimes(db, rows), total };
}
