// The corrections a caller sees: their own requests plus those they may review, newest first.
import type { Executor } from '../db/client.js';
import type { CorrectionRow } from '../db/schema.js';
import { can, type Actor, type CorrectionSubject } from '../policies/rules.js';
import { presentCorrection, presentRecordedPeriod, type CorrectionView, type RecordedPeriodView } from '../presenters/correction.js';
import { paginate, type PageRequest } from './pagination.js';
import { breaksOf } from './working-times.js';

export type CorrectionStatus = CorrectionRow['status'];

/**
 * Which requests of other people the caller may review, as the rule function answers for a typical
 * request: anyone's, those of their own people (members of the teams they manage), or none.
 */
export function reviewScope(actor: Actor): 'everyone' | 'own_people' | 'none' {
  const requestOf = (managerIds: number[]): CorrectionSubject => ({
    type: 'correction',
    id: 0,
    person: { type: 'person', id: 0, managerIds },
  });
  if (can(actor, 'review_correction', requestOf([]))) return 'everyone';
  if (can(actor, 'review_correction', requestOf([actor.id]))) return 'own_people';
  return 'none';
}

export async function listCorrections(
  db: Executor,
  actor: Actor,
  filter: { status?: CorrectionStatus | undefined; userId?: number | undefined },
  page: PageRequest,
): Promise<{ rows: CorrectionRow[]; total: number }> {
  const scope = reviewScope(actor);
  let query = db.selectFrom('corrections');
  if (scope !== 'everyone') {
    query = query.where((eb) =>
      eb.or([
        eb('corrections.user_id', '=', actor.id),
        ...(scope === 'own_people'
          ? [
              eb(
                'corrections.user_id',
                'in',
                eb
                  .selectFrom('team_members')
                  .innerJoin('teams', 'teams.id', 'team_members.team_id')
                  .select('team_members.user_id')
                  .where('teams.manager_id', '=', actor.id),
              ),
            ]
          : []),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('corrections.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('corrections.user_id', '=', filter.userId);
  return paginate(query, page, (q) =>
    q.selectAll('corrections').orderBy('corrections.created_at', 'desc').orderBy('corrections.id', 'desc'),
  );
}

/**
 * The working times that requests change, as they are now, keyed by request id: two queries (the periods,
 * their breaks) whatever the number of requests. A request for a new period, or whose period was deleted
 * since, has none.
 */
export async function recordedPeriodsOf(
  db: Executor,
  rows: readonly CorrectionRow[],
): Promise<Map<number, RecordedPeriodView>> {
  const recorded = new Map<number, RecordedPeriodView>();
  const ids = [
    ...new Set(rows.filter((row) => row.changes_working_time && row.working_time_id !== null).map((row) => row.working_time_id!)),
  ];
  if (ids.length === 0) return recorded;
  const periods = await db.selectFrom('working_times').selectAll().where('id', 'in', ids).execute();
  const breaks = await breaksOf(
    db,
    periods.map((period) => period.id),
  );
  const byId = new Map(periods.map((period) => [period.id, presentRecordedPeriod(period, breaks.get(period.id) ?? [])]));
  for (const row of rows) {
    const period = row.changes_working_time && row.working_time_id !== null ? byId.get(row.working_time_id) : undefined;
    if (period) recorded.set(row.id, period);
  }
  return recorded;
}

/** Requests as the API shows them, each with the period it concerns as recorded now. */
export async function presentCorrections(db: Executor, rows: readonly CorrectionRow[]): Promise<CorrectionView[]> {
  const recorded = await recordedPeriodsOf(db, rows);
  return rows.map((row) => presentCorrection(row, recorded.get(row.id) ?? null));
}
