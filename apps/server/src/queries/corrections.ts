// The corrections a caller sees: their own requests plus those they may review, newest first.
import type { Executor } from '../db/client.js';
import type { CorrectionRow } from '../db/schema.js';
import { can, type Actor, type CorrectionSubject } from '../policies/rules.js';
import { paginate, type PageRequest } from './pagination.js';

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
  filter: { status?: CorrectionStatus | undefined },
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
  return paginate(query, page, (q) =>
    q.selectAll('corrections').orderBy('corrections.created_at', 'desc').orderBy('corrections.id', 'desc'),
  );
}
