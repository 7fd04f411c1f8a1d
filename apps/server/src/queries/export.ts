// A person's complete data as one JSON document, written piece by piece: every table is read a page at a
// time (keyset pagination on the id, which works on PostgreSQL and PGlite alike, without a cursor), so
// years of records never sit in memory at once.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/client.js';
import type { Database, UserRow } from '../db/schema.js';
import { presentAbsence } from '../presenters/absence.js';
import { presentChange } from '../presenters/change.js';
import { presentClockRecord } from '../presenters/clock.js';
import { presentNotification } from '../presenters/notification.js';
import { instant } from '../presenters/time.js';
import { presentUser } from '../presenters/user.js';
import { presentWeekValidation } from '../presenters/week-validation.js';
import { presentWorkingTime } from '../presenters/working-time.js';
import { presentCorrections } from './corrections.js';

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

/** The tables that hold rows of one person (`user_id`), exported in full. */
type PersonTable = 'working_times' | 'clock_records' | 'absences' | 'corrections' | 'week_validations' | 'changes' | 'notifications';

/** A person's rows of one table, in id order, a page at a time. */
function ownRows<T extends PersonTable>(db: Db, table: T, userId: number, pageSize: number) {
  return pages<Selectable<Database[T]> & { id: number }>(
    (last) =>
      db
        // Widened on purpose: Kysely cannot build over a generic table name, only over the union of them.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        .selectFrom(table as PersonTable)
        .selectAll()
        .where(sql.ref('user_id'), '=', userId)
        .where(sql.ref('id'), '>', last)
        .orderBy(sql.ref('id'))
        .limit(pageSize)
        .execute() as Promise<(Selectable<Database[T]> & { id: number })[]>,
    pageSize,
  );
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
  yield `{"data":{"exported_at":${JSON.stringify(instant(new Date()))},"profile":${JSON.stringify({ ...presentUser(user, user), badge: user.badge })}`;

  yield ',"working_times":';
  yield* jsonArray(
    ownRows(db, 'working_times', id, pageSize),
    async (rows) => {
      const breaks = await db.selectFrom('breaks').selectAll().where('working_time_id', 'in', rows.map((row) => row.id)).execute();
      const breaksOf = new Map<number, typeof breaks>();
      for (const b of breaks) breaksOf.set(b.working_time_id, [...(breaksOf.get(b.working_time_id) ?? []), b]);
      return rows.map((row) => presentWorkingTime(row, breaksOf.get(row.id) ?? []));
    },
  );
  yield ',"clocks":';
  yield* jsonArray(
    ownRows(db, 'clock_records', id, pageSize),
    (rows) => rows.map(presentClockRecord),
  );
  yield ',"absences":';
  yield* jsonArray(
    ownRows(db, 'absences', id, pageSize),
    (rows) => rows.map(presentAbsence),
  );
  yield ',"corrections":';
  yield* jsonArray(
    ownRows(db, 'corrections', id, pageSize),
    (rows) => presentCorrections(db, rows),
  );
  yield ',"week_validations":';
  yield* jsonArray(
    ownRows(db, 'week_validations', id, pageSize),
    (rows) => rows.map(presentWeekValidation),
  );
  yield ',"changes":';
  yield* jsonArray(
    ownRows(db, 'changes', id, pageSize),
    async (rows) => {
      // The names of the page's authors, read once per page.
      const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id])))];
      const authors = actorIds.length
        ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', actorIds).execute()
        : [];
      const names = new Map(authors.map((author) => [author.id, author.name]));
      return rows.map((row) => presentChange({ ...row, actor_name: row.actor_id === null ? '' : (names.get(row.actor_id) ?? '') }));
    },
  );
  yield ',"notifications":';
  yield* jsonArray(
    ownRows(db, 'notifications', id, pageSize),
    (rows) => rows.map(presentNotification),
  );
  yield `,"teams":${JSON.stringify(await teamsOf(db, id))}}}`;
}
