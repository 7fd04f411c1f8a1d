// What a tap gave, for a few seconds: the greeting with the person's new state and today's time, a tap kept
// to send once the network returns, or the refusal.
import { Alert, Stack, Text } from '@mantine/core';
import type { TerminalClockResult } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';

export type Outcome =
  | { kind: 'greeting'; greeting: TerminalClockResult }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'refused') {
    return (
      <Alert color="red" variant="filled" role="alert" title={t('terminal.refusedTitle')} w="100%" styles={{ message: { fontSize: 22 }, title: { fontSize: 24 } }}>
        {outcome.message}
      </Alert>
    );
  }
  if (outcome.kind === 'queued') {
    return (
      <Alert color="yellow.4" variant="filled" role="status" title={t('terminal.queuedTitle')} w="100%" autoContrast styles={{ message: { fontSize: 22, color: 'black' }, title: { fontSize: 24, color: 'black' } }}>
        {t('terminal.queued')}
      </Alert>
    );
  }
  const { greeting } = outcome;
  const state = greeting.on_break ? t('terminal.state.onBreak') : greeting.status ? t('terminal.state.in') : t('terminal.state.out');
  return (
    <Stack role="status" gap="xs" align="center" ta="center" w="100%" p="md" bg="teal.0" c="black" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Text fz={36} fw={700} lh={1.2}>
        {t('terminal.hello', { name: greeting.name })}
      </Text>
      <Text fz={28}>{state}</Text>
      <Text fz={24}>
        {t('terminal.today')} <Duration seconds={greeting.today_seconds} fz={24} fw={700} />
      </Text>
    </Stack>
  );
}

