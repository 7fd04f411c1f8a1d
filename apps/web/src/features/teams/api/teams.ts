// Teams: the list (managed teams for a manager, every team for a general manager), creating, renaming,
// changing the manager, deleting, members, the people search that adds them, the team averages, and
// month-end (the team's weeks validated up to a date).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** Accounts who may manage a team (managers and general managers), for a general manager's choice. */
export function managersQuery() {
  return queryOptions({
    queryKey: queryKeys.users.managers(),
    queryFn: async () => {
      const [managers, generalManagers] = await Promise.all(
        (['manager', 'general_manager'] as const).map((role) =>
          unwrap(client.api.GET('/users', { params: { query: { role, limit: 5000 } } })),
        ),
      );
      return [...(managers?.data ?? []), ...(generalManagers?.data ?? [])]
        .filter((user) => user.status === 'active')
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** Accounts whose name or e-mail contains `q`, to add to a team. */
export function peopleSearchQuery(q: string) {
  return queryOptions({
    queryKey: queryKeys.users.search(q),
    queryFn: async () => (await unwrap(client.api.GET('/users', { params: { query: { q, limit: 20 } } }))).data,
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}

export function averagesQuery(teamId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.teams.averages(teamId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/teams/{id}/averages', { params: { path: { id: teamId }, query: { start, end } } }))).data,
  });
}

function useTeamsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.teams.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.people.all() })]);
}

export function useCreateTeam() {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: (body: { name: string; manager_id?: number }) => unwrap(client.api.POST('/teams', { body })),
    onSuccess: changed,
  });
}

export function useUpdateTeam(teamId: number) {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: (body: { name?: string; manager_id?: number }) =>
      unwrap(client.api.PUT('/teams/{id}', { params: { path: { id: teamId } }, body })),
    onSuccess: changed,
  });
}

export function useDeleteTeam(teamId: number) {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: () => unwrap(client.api.DELETE('/teams/{id}', { params: { path: { id: teamId } } })),
    onSuccess: changed,
  });
}

export function useAddMember(teamId: number) {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(client.api.POST('/teams/{id}/members', { params: { path: { id: teamId } }, body: { user_id: userId } })),
    onSuccess: changed,
  });
}

export function useRemoveMember(teamId: number) {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(client.api.DELETE('/teams/{id}/members/{user_id}', { params: { path: { id: teamId, user_id: userId } } })),
    onSuccess: changed,
  });
}

/**
 * Month-end: every week of the team's members up to `until` validated, or with `dryRun` only what would
 * be (the preview). Either answer says which weeks an open period or a pending correction holds back.
 */
export function useValidateTeamWeeks(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ until, dryRun }: { until: string; dryRun: boolean }) =>
      (
        await unwrap(
          client.api.POST('/teams/{id}/week-validations', {
            params: { path: { id: teamId }, query: { dry_run: dryRun } },
            body: { until },
          }),
        )
      ).data,
    onSuccess: (result) =>
      result.dry_run
        ? undefined
        : Promise.all([queryKeys.weekValidations.all(), queryKeys.changes.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export type TeamWeeks = Awaited<ReturnType<ReturnType<typeof useValidateTeamWeeks>['mutateAsync']>>;

export type Member = { id: number; name: string; email: string; role: User['role'] };
