// The clock: one large Clock in / Clock out button, Start break / End break, the live timers, and what
// waits to be sent or was refused.
import { Alert, Badge, Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlayerPause, IconPlayerPlay, IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Timer } from '../../../components/duration';
import { describeRefusal } from '../../../lib/errors';
import { formatTime } from '../../../lib/format';
import { fromServiceTime } from '../../../lib/time';
import { breakSeconds, workedSeconds } from '../../../lib/worked';
import type { Clock } from '../api/use-clock';

export function ClockPanel({ clock, now }: { clock: Clock; now: Date }) {
  const { t, i18n } = useTranslation();
  const open = clock.periods.find((period) => period.end === null);
  const openBreak = open?.breaks.find((pause) => pause.end === null);
  const since = open ? formatTime(fromServiceTime(openBreak?.start ?? open.start), i18n.language) : '';
  const status =
    clock.state === 'working'
      ? t('today.workingSince', { time: since })
      : clock.state === 'on_break'
        ? t('today.onBreakSince', { time: since })
        : t('today.notClockedIn');
  const periodSeconds = open ? workedSeconds(open, new Date(0), now, now) : 0;
  const breakSecondsNow = openBreak ? breakSeconds({ start: openBreak.start, end: null, breaks: [openBreak] }, now) : 0;

  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="md" align="stretch">
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {status}
          </Text>
          {clock.waiting > 0 && (
            <Badge color="orange" variant="light" leftSection={<IconCloudUpload size={14} aria-hidden />}>
              {t('today.waiting', { count: clock.waiting })}
            </Badge>
          )}
        </Group>
        <Group justify="center" gap="xl">
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {t('today.currentPeriod')}
            </Text>
            <Timer seconds={periodSeconds} fz={40} fw={700} />
          </Stack>
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {t('today.currentBreak')}
            </Text>
            <Timer seconds={breakSecondsNow} fz={40} fw={700} c={openBreak ? undefined : 'dimmed'} />
          </Stack>
        </Group>
        <Button
          size="xl"
          h={72}
          fullWidth
          color={clock.state === 'off' ? 'teal.9' : 'red.9'}
          leftSection={clock.state === 'off' ? <IconLogin2 aria-hidden /> : <IconLogout2 aria-hidden />}
          onClick={clock.toggleClock}
          disabled={!clock.ready && clock.waiting === 0 && !clock.loadFailed}
          aria-keyshortcuts="Alt+Shift+C"
        >
          {clock.state === 'off' ? t('today.clockIn') : t('today.clockOut')}
        </Button>
        <Button
          size="lg"
          variant="light"
          fullWidth
          leftSection={clock.state === 'on_break' ? <IconPlayerPlay aria-hidden /> : <IconPlayerPause aria-hidden />}
          onClick={clock.toggleBreak}
          disabled={clock.state === 'off'}
        >
          {clock.state === 'on_break' ? t('today.endBreak') : t('today.startBreak')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('today.shortcut')}
        </Text>
        {clock.loadFailed && (
          <Alert color="orange" variant="light">
            {t('today.offlineUnknown')}
          </Alert>
        )}
        {clock.rejected.map((action) => (
          <Alert
            key={action.client_id}
            color="red"
            variant="light"
            title={t('today.refused', { time: formatTime(new Date(action.time), i18n.language) })}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{describeRefusal(action.error, t)}</Text>
              <CloseButton aria-label={t('common.dismiss')} onClick={() => clock.dismiss(action.client_id)} />
            </Group>
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}
