// My change log (newest first) and the verification of its hash chain.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** The latest entries of my change log the screen shows. */
const LIMIT = 200;

export function changesQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.changes.list(userId, LIMIT),
    queryFn: () =>
      unwrap(client.api.GET('/users/{id}/changes', { params: { path: { id: userId }, query: { limit: LIMIT } } })),
  });
}

export function chainQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.changes.chain(userId),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/changes/verify', { params: { path: { id: userId } } }))).data,
  });
}
