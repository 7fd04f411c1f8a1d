// Notifications of the signed-in person: the list, the unread count, marking read.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export function notificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: () => unwrap(client.api.GET('/notifications', { params: { query: { limit: 100 } } })),
  });
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount(),
    queryFn: async () => {
      const body = await unwrap(client.api.GET('/notifications', { params: { query: { unread: true, limit: 1 } } }));
      return body.meta.unread ?? body.meta.total;
    },
    refetchInterval: 60_000,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => unwrap(client.api.PUT('/notifications/read', { body: ids ? { ids } : {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
