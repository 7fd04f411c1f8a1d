// Terminals (general managers): the shared clocking terminals at the entrances. Registering one answers its
// pairing code once (8 characters, valid 10 minutes), to type on the tablet at /terminal; a terminal that
// lost its pairing gets a new code; revoking refuses the terminal at once.
import { Button, Card, Code, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceTablet, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Terminal } from '@timetrack/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useFormRefusal } from '../../../lib/form-refusal';
import { terminalsQuery, useNewPairingCode, useRegisterTerminal, useRevokeTerminal } from '../api/terminals';

interface ShownCode {
  name: string;
  code: string;
  expires: Date;
}

/** The code, shown once: the service keeps only its hash. */
function PairingCode({ shown, onDone }: { shown: ShownCode; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder role="status" style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('terminals.codeTitle', { name: shown.name })}
        </Title>
        <Code fz={32} fw={700} style={{ letterSpacing: '0.15em', alignSelf: 'flex-start' }} data-testid="pairing-code">
          {shown.code}
        </Code>
        <Text size="sm">{t('terminals.codeHelp', { time: formatTime(shown.expires, i18n.language) })}</Text>
        <Group>
          <Button variant="default" onClick={onDone}>
            {t('terminals.codeDone')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function TerminalRow({ terminal, onCode }: { terminal: Terminal; onCode: (shown: ShownCode) => void }) {
  const { t, i18n } = useTranslation();
  const newCode = useNewPairingCode();
  const revoke = useRevokeTerminal();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder component="li" padding="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {terminal.name}
          </Text>
          <Text size="sm" c="dimmed">
            {terminal.last_seen_at
              ? t('terminals.lastSeen', { when: formatDateTime(new Date(terminal.last_seen_at), i18n.language) })
              : t('terminals.neverSeen')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconKey size={14} aria-hidden />}
            loading={newCode.isPending}
            aria-label={t('terminals.newCodeLabel', { name: terminal.name })}
            onClick={async () => {
              setError(null);
              try {
                const answer = await newCode.mutateAsync(terminal.id);
                onCode({ name: terminal.name, code: answer.pairing_code, expires: new Date(answer.pairing_code_expires_at) });
              } catch (caught) {
                setError(errorMessage(caught, t));
              }
            }}
          >
            {t('terminals.newCode')}
          </Button>
          <ConfirmButton
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            title={t('terminals.revoke')}
            message={t('terminals.revokeMessage', { name: terminal.name })}
            onConfirm={() => revoke.mutateAsync(terminal.id)}
            aria-label={t('terminals.revokeLabel', { name: terminal.name })}
          >
            {t('terminals.revoke')}
          </ConfirmButton>
        </Group>
      </Group>
      {error && (
        <Text size="sm" mt={4} c="red" role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}

function RegisterForm({ onCode }: { onCode: (shown: ShownCode) => void }) {
  const { t } = useTranslation();
  const register = useRegisterTerminal();
  const [name, setName] = useState('');
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    const answer = await register.mutateAsync(name.trim());
    onCode({ name: answer.name, code: answer.pairing_code, expires: new Date(answer.pairing_code_expires_at) });
    setName('');
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <RefusalAlert message={error} />
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('terminals.name')}
            description={t('terminals.nameHelp')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 46 }} leftSection={<IconPlus size={16} aria-hidden />} loading={register.isPending}>
            {t('terminals.register')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Terminals() {
  const { t } = useTranslation();
  const terminals = useQuery(terminalsQuery);
  const [shown, setShown] = useState<ShownCode | null>(null);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('terminals.title')}
        </Title>
        <Text c="dimmed">{t('terminals.intro')}</Text>
      </div>
      <Card withBorder component="section" aria-labelledby="terminals-register">
        <Title order={2} size="h4" id="terminals-register" mb="sm">
          {t('terminals.registerTitle')}
        </Title>
        <RegisterForm onCode={setShown} />
      </Card>
      {shown && <PairingCode shown={shown} onDone={() => setShown(null)} />}
      <section aria-labelledby="terminals-list">
        <Title order={2} size="h4" id="terminals-list" mb="sm">
          {t('terminals.listTitle')}
        </Title>
        {terminals.isPending ? (
          <Skeleton h={120} />
        ) : terminals.isError ? (
          <Text role="alert">{errorMessage(terminals.error, t)}</Text>
        ) : terminals.data.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconDeviceTablet size={20} aria-hidden />
            <Text>{t('terminals.none')}</Text>
          </Group>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {terminals.data.map((terminal) => (
              <TerminalRow key={terminal.id} terminal={terminal} onCode={setShown} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
