// The person's own personal access tokens: create (the token comes back once), list, revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type TokenScope = 'read' | 'clock' | 'manage';

export function useAccessTokens(userId: number) {
  return useQuery({
    queryKey: queryKeys.accessTokens(userId),
    queryFn: async () => (await unwrap(client.api.GET('/users/{id}/tokens', { params: { path: { id: userId } } }))).data,
  });
}

export function useCreateAccessToken(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; scopes: TokenScope[]; expires_in_days?: number }) =>
      (await unwrap(client.api.POST('/users/{id}/tokens', { params: { path: { id: userId } }, body: input }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens(userId) }),
  });
}

export function useRevokeAccessToken(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) => {
      await unwrap(client.api.DELETE('/tokens/{id}', { params: { path: { id: tokenId } } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens(userId) }),
  });
}
