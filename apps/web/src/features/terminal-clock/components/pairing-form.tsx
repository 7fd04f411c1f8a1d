// Pairing the tablet: the code a general manager obtained for it, once (again after a revocation).
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError, NetworkError } from '@timetrack/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRefusal } from '../../../lib/errors';
import { pairTerminal } from '../api/terminal';

export function PairingForm({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('terminal.pairing.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await pairTerminal(trimmed);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'not_found') setError(t('terminal.pairing.unknownCode'));
      else if (caught instanceof NetworkError) setError(t('terminal.offline'));
      else setError(caught instanceof ApiError ? describeRefusal(caught, t) : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={2}>{t('terminal.pairing.title')}</Title>
        {revoked && (
          <Alert color="red" role="alert" title={t('terminal.pairing.revokedTitle')}>
            {t('terminal.pairing.revoked')}
          </Alert>
        )}
        <Text>{t('terminal.pairing.intro')}</Text>
        <TextInput
          size="xl"
          label={t('terminal.pairing.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="xl" h={64} loading={busy}>
          {t('terminal.pairing.submit')}
        </Button>
      </Stack>
    </form>
  );
}

