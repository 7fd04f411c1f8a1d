// The sums of an account over the range: what was owed, worked and credited, and the balance; the running
// balance since the person's first schedule version.
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignedDuration } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { Figure } from '../../../components/figure';
import { formatDay } from '../../../lib/format';
import { parseIsoDate } from '../../../lib/time';
import type { Balance } from '../api/balance';

export function AccountFigures({ balance }: { balance: Balance }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Figure label={t('balance.expected')}>
        <Duration seconds={balance.expected_seconds} fw={700} fz="lg" />
      </Figure>
      <Figure label={t('balance.worked')}>
        <Duration seconds={balance.worked_seconds} fw={700} fz="lg" />
      </Figure>
      <Figure label={t('balance.absence')}>
        <Duration seconds={balance.absence_seconds} fw={700} fz="lg" />
      </Figure>
      <Figure label={t('balance.holiday')}>
        <Duration seconds={balance.holiday_seconds} fw={700} fz="lg" />
      </Figure>
      <Figure label={t('balance.balance')}>
        <SignedDuration seconds={balance.balance_seconds} fw={700} fz="lg" data-testid="balance-total" />
      </Figure>
      <Figure label={t('balance.running')}>
        {balance.running_balance_seconds === null || balance.running_since === null ? (
          <Text fz="sm">{t('balance.noSchedule')}</Text>
        ) : (
          <>
            <SignedDuration seconds={balance.running_balance_seconds} fw={700} fz="lg" />
            <Text size="xs" c="dimmed">
              {t('balance.runningSince', { date: formatDay(parseIsoDate(balance.running_since), i18n.language) })}
            </Text>
          </>
        )}
      </Figure>
    </SimpleGrid>
  );
}
