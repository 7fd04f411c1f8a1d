// A person's complete data as one JSON document, written piece by piece: every table is read a page at a
// time (keyset pagination on the id, which works on PostgreSQL and PGlite alike, without a cursor), so
// years of records never sit in memory at once.
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { presentAbsence } from '../presenters/absence.js';
import { presentChange } from '../presenters/change.js';
import { presentClockRecord } from '../presenters/clock.js';
import { presentCorrection } from '../presenters/correction.js';
import { presentNotification } from '../presenters/notification.js';
import { instant } from '../presenters/time.js';
import { presentUser } from '../presenters/user.js';
import { presentWeekValidation } from '../presenters/week-validation.js';
import { presentWorkingTime } from '../presenters/working-time.js';

export const EXPORT_PAGE_SIZE = 1000;

/** Rows in id order, a page at a time: `fetch(last)` reads the rows after the id `last`. */
async function* pages<R extends { id: number }>(fetch: (last: number) => Promise<R[]>, pageSize: number) {
  let last = 0;
  for (;;) {
    const rows = await fetch(last);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1]!.id;
  }
}

/** A JSON array written element by element. */
async function* jsonArray<R>(rowPages: AsyncIterable<R[]>, present: (rows: R[]) => Promise<unknown[]> | unknown[]) {
  yield '[';
  let first = true;
  for await (const rows of rowPages) {
    for (const item of await present(rows)) {
      yield (first ? '' : ',') + JSON.stringify(item);
      first = false;
    }
  }
  yield ']';
}

async function teamsOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('teams')
    .select(['teams.id', 'teams.name', 'teams.manager_id', 'teams.created_at'])
    .where((eb) =>
      eb.or([
        eb('teams.manager_id', '=', userId),
        eb('teams.id', 'in', eb.selectFrom('team_members').select('team_id').where('team_members.user_id', '=', userId)),
      ]),
    )
    .orderBy('teams.id')
    .execute();
  // The person's own relation to each team; the other members' details are not the person's data.
  const memberOf = new Set(
    (await db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).execute()).map((row) => row.team_id),
  );
  return rows.map((team) => ({
    id: team.id,
    name: team.name,
    manager_id: team.manager_id,
    created_at: instant(team.created_at),
    member: memberOf.has(team.id),
    manager: team.manager_id === userId,
  }));
}

/** The export document, as pieces of JSON text: `{"data":{profile, working_times, clocks, …}}`. */
export async function* exportPersonData(db: Db, user: UserRow, pageSize: number = EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  const id = user.id;
  yield `{"data":{"exported_at":${JSON.stringify(instant(new Date()))},"profile":${JSON.stringify(presentUser(user))}`;

  yield ',"working_times":';
  yield* jsonArray(
    pages((last) => db.selectFrom('working_times').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    async (rows) => {
      const breaks = await db.selectFrom('breaks').selectAll().where('working_time_id', 'in', rows.map((row) => row.id)).execute();
      return rows.map((row) => presentWorkingTime(row, breaks.filter((b) => b.working_time_id === row.id)));
    },
  );
  yield ',"clocks":';
  yield* jsonArray(
    pages((last) => db.selectFrom('clock_records').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    (rows) => rows.map(presentClockRecord),
  );
  yield ',"absences":';
  yield* jsonArray(
    pages((last) => db.selectFrom('absences').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    (rows) => rows.map(presentAbsence),
  );
  yield ',"corrections":';
  yield* jsonArray(
    pages((last) => db.selectFrom('corrections').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    (rows) => rows.map(presentCorrection),
  );
  yield ',"week_validations":';
  yield* jsonArray(
    pages(
      (last) => db.selectFrom('week_validations').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(),
      pageSize,
    ),
    (rows) => rows.map(presentWeekValidation),
  );
  yield ',"changes":';
  yield* jsonArray(
    pages((last) => db.selectFrom('changes').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    (rows) => rows.map(presentChange),
  );
  yield ',"notifications":';
  yield* jsonArray(
    pages((last) => db.selectFrom('notifications').selectAll().where('user_id', '=', id).where('id', '>', last).orderBy('id').limit(pageSize).execute(), pageSize),
    (rows) => rows.map(presentNotification),
  );
  yield `,"teams":${JSON.stringify(await teamsOf(db, id))}}}`;
}
