// My change log (newest first) and the verification of its hash chain.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';

export function changesQuery(userId: number) {
  return queryOptions({
    queryKey: ['changes', userId],
    queryFn: () =>
      unwrap(client.api.GET('/users/{id}/changes', { params: { path: { id: userId }, query: { limit: 200 } } })),
  });
}

export function chainQuery(userId: number) {
  return queryOptions({
    queryKey: ['changes', userId, 'verify'],
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/changes/verify', { params: { path: { id: userId } } }))).data,
  });
}
