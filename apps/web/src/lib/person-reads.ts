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
