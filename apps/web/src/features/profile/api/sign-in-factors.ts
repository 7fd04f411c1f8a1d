// The person's own second factors: two-factor codes (set up, confirm, turn off) and passkeys (add, list,
// remove). Setting one up can lift the requirement of the organisation, so the account is asked again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';


export function useTotpStatus(userId: number) {
  return useQuery({
    queryKey: queryKeys.totp(userId),
    queryFn: async () => (await unwrap(client.api.GET('/users/{id}/totp', { params: { path: { id: userId } } }))).data,
  });
}

/** The proof a new factor asks for: the current password, unless the session was opened minutes ago (then left empty). */
const proof = (currentPassword: string) => (currentPassword ? { current_password: currentPassword } : null);

export function useStartTotp(userId: number) {
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      (await unwrap(client.api.POST('/users/{id}/totp', { params: { path: { id: userId } }, body: proof(currentPassword) }))).data,
  });
}

export function useConfirmTotp(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await unwrap(client.api.POST('/users/{id}/totp/confirm', { params: { path: { id: userId } }, body: { code } }))).data
        .recovery_codes,
    // The account is asked again (`queryKeys.me()`) once the recovery codes are put away, not before: a set-up
    // screen that gives way would take the codes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.totp(userId) }),
  });
}

export function useDisableTotp(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string) => {
      await unwrap(client.api.DELETE('/users/{id}/totp', { params: { path: { id: userId } }, body: { current_password: currentPassword } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.totp(userId) }),
  });
}

export function usePasskeys(userId: number) {
  return useQuery({
    queryKey: queryKeys.passkeys(userId),
    queryFn: async () => (await unwrap(client.api.GET('/users/{id}/passkeys', { params: { path: { id: userId } } }))).data,
  });
}

/** Asks the service for options, lets the browser and its authenticator create the passkey, registers it. */
export function useAddPasskey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, currentPassword }: { name: string; currentPassword: string }) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = (
        await unwrap(client.api.POST('/users/{id}/passkeys/options', { params: { path: { id: userId } }, body: proof(currentPassword) }))
      ).data;
      const credential = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      return (
        await unwrap(
          client.api.POST('/users/{id}/passkeys', {
            params: { path: { id: userId } },
            body: { name, credential: credential as never },
          }),
        )
      ).data;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.passkeys(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}

export function useRemovePasskey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (passkeyId: number) => {
      await unwrap(client.api.DELETE('/users/{id}/passkeys/{passkey_id}', { params: { path: { id: userId, passkey_id: passkeyId } } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys(userId) }),
  });
}

/** After the recovery codes were shown: the account may no longer have to set up a second factor. */
export function useRecheckAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.me() });
}
