// Reads of the company that several screens share (balance, time off): the teams the caller sees and the
// public holidays of a range, one query each so that the screens share their cache entries.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from './client';
import { queryKeys } from './query-keys';

/** The teams the caller may see, with their members' names (the same read as the Teams screens). */
export function teamsQuery() {
  return queryOptions({
    queryKey: queryKeys.teams.all(),
    queryFn: async () => (await unwrap(client.api.GET('/teams', { params: { query: { limit: 5000 } } }))).data,
  });
}

export function holidaysQuery(start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.holidays.range(start, end),
    queryFn: async () => (await unwrap(client.api.GET('/holidays', { params: { query: { start, end } } }))).data,
    staleTime: 5 * 60_000,
  });
}
