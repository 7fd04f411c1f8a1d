// Accounts (general managers): a page of the list with a search and a role filter, inviting, resending
// an invitation, changing a role, deleting.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';

export type Role = User['role'];
export const PAGE_SIZE = 25;

export function accountsQuery(q: string, role: Role | null, page: number) {
  return queryOptions({
    queryKey: ['users', 'accounts', q, role, page],
    queryFn: () =>
      unwrap(
        client.api.GET('/users', {
          params: { query: { ...(q ? { q } : {}), ...(role ? { role } : {}), limit: PAGE_SIZE, offset: page * PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

function useAccountsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['users'] }), queryClient.invalidateQueries({ queryKey: ['people'] })]);
}

export function useInvite() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (body: { email: string; name: string; role: Role; language?: 'en' | 'fr' }) => unwrap(client.api.POST('/users', { body })),
    onSuccess: changed,
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.POST('/users/{id}/invitation', { params: { path: { id } } })),
  });
}

export function useChangeRole() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      unwrap(client.api.PUT('/users/{id}/role', { params: { path: { id } }, body: { role } })),
    onSuccess: changed,
  });
}

export function useDeleteAccount() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/users/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}
