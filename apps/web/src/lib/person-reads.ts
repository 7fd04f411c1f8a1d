// Reads about one person over a range of days that several screens share (My hours, a person's page, the
// balance screens): same query keys everywhere, so a change that invalidates `[key, userId]` refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from './client';
import { queryKeys } from './query-keys';

export function absencesQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.absences.range(userId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/absences', { params: { path: { id: userId }, query: { start, end } } }))).data,
  });
}

export function weekValidationsQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.weekValidations.range(userId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/week-validations', { params: { path: { id: userId }, query: { start, end } } })))
        .data,
  });
}

/** The breaches of the legal limits (docs/api.md#compliance) and the rules they were checked against. */
export function complianceQuery(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.compliance.range(userId, start, end),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/compliance', { params: { path: { id: userId }, query: { start, end } } }))).data,
  });
}

/** A person's name: from the caller's teams, or, for a general manager, from every account. */
export function personNameQuery(userId: number, generalManager: boolean) {
  return queryOptions({
    queryKey: queryKeys.personName(userId),
    queryFn: async (): Promise<string | null> => {
      const teams = (await unwrap(client.api.GET('/teams', { params: { query: { limit: 5000 } } }))).data;
      const member = teams.flatMap((team) => team.members).find((candidate) => candidate.id === userId);
      if (member || !generalManager) return member?.name ?? null;
      const users = (await unwrap(client.api.GET('/users', { params: { query: { limit: 5000 } } }))).data;
      return users.find((user) => user.id === userId)?.name ?? null;
    },
    staleTime: 60_000,
  });
}
