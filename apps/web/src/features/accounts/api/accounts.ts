// Accounts (general managers): a page of the list with a search and a role filter, inviting, resending
// an invitation, changing a role, removing a person's second factors, deleting, importing people from a file.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import type { Language } from '../../../lib/i18n';
import type { PeopleFile } from '../lib/people-file';
import { queryKeys } from '../../../lib/query-keys';

export type Role = User['role'];
export const PAGE_SIZE = 25;

export function accountsQuery(q: string, role: Role | null, page: number) {
  return queryOptions({
    queryKey: queryKeys.users.accounts(q, role, page),
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
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.people.all() })]);
}

export function useInvite() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (body: { email: string; name: string; role: Role; language?: Language }) => unwrap(client.api.POST('/users', { body })),
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

/** The badge a person types or scans at the shared terminals (1 to 20 digits, unique); null removes it. */
export function useSetBadge() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ id, badge }: { id: number; badge: string | null }) =>
      unwrap(client.api.PUT('/users/{id}/badge', { params: { path: { id } }, body: { badge } })),
    onSuccess: changed,
  });
}

/** The number the payroll software knows the person by (up to 32 characters, unique); null removes it. */
export function useSetEmployeeNumber() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ id, employeeNumber }: { id: number; employeeNumber: string | null }) =>
      unwrap(client.api.PUT('/users/{id}', { params: { path: { id } }, body: { employee_number: employeeNumber } })),
    onSuccess: changed,
  });
}

/** The day a person starts (YYYY-MM-DD); null counts from the account's creation or the first records again. */
export function useSetStartDate() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ id, startDate }: { id: number; startDate: string | null }) =>
      unwrap(client.api.PUT('/users/{id}', { params: { path: { id } }, body: { start_date: startDate } })),
    onSuccess: changed,
  });
}

/** Removes a person's second factors (codes, passkeys): for one who lost them, or whose account got one they did not add. */
export function useRemoveSignInFactors() {
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/users/{id}/sign-in-factors', { params: { path: { id } } })),
  });
}

export function useDeleteAccount() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/users/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

export type ImportResult = Awaited<ReturnType<typeof importPeople>>;

/** Sends an import: a CSV file as it is (`text/csv`), or a workbook's rows as JSON; a dry run unless `dryRun` is false. */
export async function importPeople(file: PeopleFile, dryRun: boolean) {
  const query = { dry_run: dryRun };
  if (file.kind === 'rows') return (await unwrap(client.api.POST('/users/import', { params: { query }, body: { rows: file.rows } }))).data;
  const answer = await unwrap(
    client.api.POST('/users/import', {
      params: { query },
      // The file's bytes, unread: the service decides whether they are UTF-8 CSV.
      body: file.file as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'content-type': 'text/csv' },
    }),
  );
  return answer.data;
}

export function useImportPeople() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: PeopleFile; dryRun: boolean }) => importPeople(file, dryRun),
    onSuccess: (result) => (result.dry_run ? undefined : changed()),
  });
}
