// Passkeys: add one (the browser and its authenticator create it), the list with names and dates, remove.
import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/sign-in-factors';

/** The browser refused or the person cancelled (WebAuthn errors are DOMExceptions, or the browser package's own). */
function isCeremonyError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'InvalidStateError' || error.name === 'WebAuthnError');
}

export function PasskeysSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const passkeys = usePasskeys(userId);
  const add = useAddPasskey(userId);
  const remove = useRemovePasskey(userId);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const passwordProblem = add.isError ? fieldErrors(add.error, t).current_password : undefined;
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  return (
    <Stack>
      <Text size="sm">{t('profile.passkeys.help')}</Text>
      {passkeys.data && passkeys.data.length === 0 && <Text size="sm" c="dimmed">{t('profile.passkeys.none')}</Text>}
      {passkeys.data && passkeys.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.passkeys.nameColumn')}</Table.Th>
                <Table.Th>{t('profile.passkeys.added')}</Table.Th>
                <Table.Th>{t('profile.passkeys.lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('profile.passkeys.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.data.map((passkey) => (
                <Table.Tr key={passkey.id}>
                  <Table.Td>{passkey.name}</Table.Td>
                  <Table.Td>{formatDateTime(new Date(passkey.created_at), i18n.language)}</Table.Td>
                  <Table.Td>{passkey.last_used_at ? formatDateTime(new Date(passkey.last_used_at), i18n.language) : t('profile.passkeys.never')}</Table.Td>
                  <Table.Td>
                    <ConfirmButton
                      size="xs"
                      variant="subtle"
                      color="red"
                      title={t('profile.passkeys.remove')}
                      message={t('profile.passkeys.removeMessage', { name: passkey.name })}
                      aria-label={t('profile.passkeys.removeLabel', { name: passkey.name })}
                      onConfirm={() => remove.mutateAsync(passkey.id)}
                    >
                      {t('profile.passkeys.remove')}
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!supported ? (
        <Alert color="gray" variant="light">
          {t('profile.passkeys.unsupported')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            add.mutate({ name: name.trim() || t('profile.passkeys.defaultName'), currentPassword: password }, {
              onSuccess: () => {
                setName('');
                setPassword('');
                notifications.show({ color: 'teal', message: t('profile.passkeys.addedMessage'), closeButtonProps: { 'aria-label': t('common.close') } });
              },
            });
          }}
        >
          <Stack>
            {add.isError && !passwordProblem && (
              <Alert color="red" variant="light" role="alert">
                {isCeremonyError(add.error) ? t('profile.passkeys.cancelled') : errorMessage(add.error, t)}
              </Alert>
            )}
            <Group align="flex-end">
              <TextInput
                label={t('profile.passkeys.name')}
                placeholder={t('profile.passkeys.defaultName')}
                maxLength={100}
                style={{ flex: 1 }}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
            </Group>
            <Group align="flex-end">
              <PasswordField
                label={t('profile.currentPassword')}
                description={t('profile.newFactorPasswordHelp')}
                autoComplete="current-password"
                style={{ flex: 1 }}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={passwordProblem}
              />
              <Button type="submit" loading={add.isPending}>
                {t('profile.passkeys.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
