// Personal access tokens: create one (name, scopes, expiry), see it once with a copy button, list the
// tokens (scopes, dates, last use) and revoke one. Scripts send a token as `Authorization: Bearer tt_pat_…`.
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { ApiError } from '@timetrack/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken, type TokenScope } from '../api/access-tokens';

const SCOPES: TokenScope[] = ['read', 'clock', 'manage'];
/** The expiries offered, in days; `never`: no expiry. */
const EXPIRIES = ['30', '90', '365', 'never'] as const;
// The keys written out whole, so the catalogue test sees every one named.
const SCOPE_LABEL = { read: 'accessTokens.scope.read', clock: 'accessTokens.scope.clock', manage: 'accessTokens.scope.manage' } as const;
const SCOPE_HELP = {
  read: 'accessTokens.scopeHelp.read',
  clock: 'accessTokens.scopeHelp.clock',
  manage: 'accessTokens.scopeHelp.manage',
} as const;
const EXPIRY_LABEL = {
  '30': 'accessTokens.expiries.30',
  '90': 'accessTokens.expiries.90',
  '365': 'accessTokens.expiries.365',
  never: 'accessTokens.expiries.never',
} as const;

/** The token just created: shown this once. */
function NewToken({ token, name, onDone }: { token: string; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    // The theme's yellow is too light for the title's text: the title keeps the text colour (contrast).
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('accessTokens.createdTitle', { name })}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('accessTokens.createdWarning')}</Text>
        <Code block data-testid="new-access-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {token}
        </Code>
        <Group>
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('accessTokens.copied') : t('accessTokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('accessTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateForm({ userId, onCreated }: { userId: number; onCreated: (token: string, name: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateAccessToken(userId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('90');
  const [touched, setTouched] = useState(false);
  const fields = create.error ? fieldErrors(create.error, t) : {};
  const nameError = touched && name.trim() === '' ? t('accessTokens.nameRequired') : fields.name;
  const scopesError = touched && scopes.length === 0 ? t('accessTokens.scopesRequired') : fields.scopes;
  const refusal =
    create.error instanceof ApiError && create.error.code === 'token_limit_reached'
      ? t('accessTokens.limitReached')
      : create.error && Object.keys(fields).length === 0
        ? errorMessage(create.error, t)
        : undefined;

  return (
    <form
      noValidate
      aria-label={t('accessTokens.create')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (name.trim() === '' || scopes.length === 0) return;
        create.mutate(
          { name: name.trim(), scopes, ...(expiry === 'never' ? {} : { expires_in_days: Number(expiry) }) },
          {
            onSuccess: (created) => {
              onCreated(created.token, created.name);
              setName('');
              setScopes(['read']);
              setTouched(false);
            },
          },
        );
      }}
    >
      <Stack>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput
          label={t('accessTokens.name')}
          description={t('accessTokens.nameHelp')}
          required
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Checkbox.Group label={t('accessTokens.scopes')} required value={scopes} error={scopesError} onChange={setScopes}>
          <Stack gap="xs" mt="xs">
            {SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(SCOPE_LABEL[scope])} description={t(SCOPE_HELP[scope])} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('accessTokens.expiry')}
          data={EXPIRIES.map((value) => ({ value, label: t(EXPIRY_LABEL[value]) }))}
          value={expiry}
          allowDeselect={false}
          onChange={(value) => value && setExpiry(value)}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('accessTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AccessTokensSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const tokens = useAccessTokens(userId);
  const revoke = useRevokeAccessToken(userId);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const when = (value: string | null, none: string) => (value ? formatDateTime(new Date(value), i18n.language) : none);

  return (
    <Stack>
      <Text size="sm">{t('accessTokens.help')}</Text>
      {created && <NewToken token={created.token} name={created.name} onDone={() => setCreated(null)} />}
      {tokens.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(tokens.error, t)}
        </Alert>
      )}
      {tokens.data && tokens.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('accessTokens.none')}
        </Text>
      )}
      {tokens.data && tokens.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('accessTokens.listLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accessTokens.nameColumn')}</Table.Th>
                <Table.Th>{t('accessTokens.scopes')}</Table.Th>
                <Table.Th>{t('accessTokens.createdColumn')}</Table.Th>
                <Table.Th>{t('accessTokens.expiresColumn')}</Table.Th>
                <Table.Th>{t('accessTokens.lastUsedColumn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('accessTokens.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => {
                const expired = token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();
                return (
                  <Table.Tr key={token.id}>
                    <Table.Td>{token.name}</Table.Td>
                    <Table.Td miw={130}>
                      <Group gap={4}>
                        {token.scopes.map((scope) => (
                          <Badge key={scope} variant="light" color={scope === 'manage' ? 'orange' : 'blue'}>
                            {t(SCOPE_LABEL[scope])}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{when(token.created_at, '')}</Table.Td>
                    <Table.Td>
                      {expired ? (
                        <Badge color="gray" variant="light">
                          {t('accessTokens.expired')}
                        </Badge>
                      ) : (
                        when(token.expires_at, t('accessTokens.neverExpires'))
                      )}
                    </Table.Td>
                    <Table.Td>{when(token.last_used_at, t('accessTokens.neverUsed'))}</Table.Td>
                    <Table.Td>
                      <ConfirmButton
                        size="xs"
                        title={t('accessTokens.revoke')}
                        message={t('accessTokens.revokeMessage', { name: token.name })}
                        aria-label={t('accessTokens.revokeLabel', { name: token.name })}
                        onConfirm={() => revoke.mutateAsync(token.id)}
                      >
                        {t('accessTokens.revoke')}
                      </ConfirmButton>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateForm userId={userId} onCreated={(token, name) => setCreated({ token, name })} />
    </Stack>
  );
}
