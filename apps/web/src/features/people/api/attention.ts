// What needs the caller among their people over the last 14 days (GET /attention): periods open too long,
// days left empty, periods closed automatically. Read for the People list and the count in the navigation.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type AttentionItem, type User } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export function attentionQuery(me: Pick<User, 'id' | 'role'>) {
  return queryOptions({
    // Under the presence key: a clock of someone listed (a period closed) reads it again.
    queryKey: queryKeys.presence.attention(me.id),
    queryFn: async () => (await unwrap(client.api.GET('/attention'))).data,
    enabled: me.role !== 'employee',
    refetchInterval: 5 * 60_000,
  });
}

/** The items per person. */
export function attentionByPerson(items: readonly AttentionItem[] | undefined): Map<number, AttentionItem[]> {
  const byPerson = new Map<number, AttentionItem[]>();
  for (const item of items ?? []) byPerson.set(item.user_id, [...(byPerson.get(item.user_id) ?? []), item]);
  return byPerson;
}
