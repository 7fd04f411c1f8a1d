// The signed-in person's own account: name, preferences, password, e-mail change, data export. Each
// change that answers the account updates the session, so every screen follows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap, type User } from '@timetrack/client';
import { client } from '../../../lib/client';
import { setLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

async function adopt(user: User): Promise<void> {
  await setLanguage(user.preferences.language);
  session.set(user);
}

export function useUpdateName(userId: number) {
  return useMutation({
    mutationFn: async (name: string) =>
      (await unwrap(client.api.PUT('/users/{id}', { params: { path: { id: userId } }, body: { name } }))).data,
    onSuccess: adopt,
  });
}

export function useUpdatePreferences(userId: number) {
  return useMutation({
    mutationFn: async (preferences: Partial<User['preferences']>) =>
      (await unwrap(client.api.PUT('/users/{id}/preferences', { params: { path: { id: userId } }, body: preferences }))).data,
    onSuccess: adopt,
  });
}

export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: async (body: { current_password: string; password: string }) => {
      await unwrap(client.api.PUT('/users/{id}/password', { params: { path: { id: userId } }, body }));
      // The service answered a new CSRF token for this session; a renewal hands it to the client.
      const user = await client.resume();
      if (user) await adopt(user);
    },
  });
}

/** Sets the PIN of the shared terminals (`PUT /users/{id}/pin`), then reloads the account, which says one is set. */
export function useSetTerminalPin(userId: number) {
  return useMutation({
    mutationFn: async (body: { pin: string; current_password: string }) => {
      await unwrap(client.api.PUT('/users/{id}/pin', { params: { path: { id: userId } }, body }));
      return (await unwrap(client.api.GET('/auth/me'))).data;
    },
    onSuccess: adopt,
  });
}

export function usePendingEmailChange(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.emailChange(userId),
    queryFn: async () =>
      (await unwrap(client.api.GET('/users/{id}/email-change', { params: { path: { id: userId } } }))).data,
    enabled,
  });
}

export function useRequestEmailChange(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; current_password: string }) =>
      (await unwrap(client.api.POST('/users/{id}/email-change', { params: { path: { id: userId } }, body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailChange(userId) }),
  });
}

/** Downloads everything stored about the person as one JSON file. */
export function useDownloadData(userId: number) {
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await client.api.GET('/users/{id}/data', {
        params: { path: { id: userId } },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, undefined);
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `timetrack-${userId}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
