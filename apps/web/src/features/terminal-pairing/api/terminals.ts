// Shared clocking terminals (general managers): the list with when each was last seen, registering one (its
// pairing code is answered once), a new pairing code, revoking.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const terminalsQuery = queryOptions({
  queryKey: queryKeys.terminals(),
  queryFn: async () => (await unwrap(client.api.GET('/terminals'))).data,
});

function useTerminalsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.terminals() });
}

export function useRegisterTerminal() {
  const changed = useTerminalsChanged();
  return useMutation({
    mutationFn: async (name: string) => (await unwrap(client.api.POST('/terminals', { body: { name } }))).data,
    onSuccess: changed,
  });
}

export function useNewPairingCode() {
  const changed = useTerminalsChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(client.api.POST('/terminals/{id}/pairing-code', { params: { path: { id } } }))).data,
    onSuccess: changed,
  });
}

export function useRevokeTerminal() {
  const changed = useTerminalsChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/terminals/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}
