// The company's reminder policy (general managers): read and replaced as a whole.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ReminderPolicy } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export function reminderPolicyQuery() {
  return queryOptions({
    queryKey: queryKeys.reminderPolicy(),
    queryFn: async () => (await unwrap(client.api.GET('/settings/reminders'))).data,
  });
}

export function useSetReminderPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: ReminderPolicy) => (await unwrap(client.api.PUT('/settings/reminders', { body: policy }))).data,
    onSuccess: (policy) => queryClient.setQueryData(queryKeys.reminderPolicy(), policy),
  });
}
