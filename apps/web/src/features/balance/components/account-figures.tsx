// The account of the range shown: the balance to date, today's progress, what is planned and the running
// balance (the shared figures), then what the days up to yesterday owed, worked and credited.
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BalanceFigures } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { Figure } from '../../../components/figure';
import type { Balance } from '../api/balance';

export function AccountFigures({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const toDate = balance.to_date;
  return (
    <Stack gap="md">
      <BalanceFigures balance={balance} fz="lg" />
      {toDate && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Figure label={t('balance.expected')}>
            <Duration seconds={toDate.expected_seconds} fw={700} />
          </Figure>
          <Figure label={t('balance.worked')}>
            <Duration seconds={toDate.worked_seconds} fw={700} />
          </Figure>
          <Figure label={t('balance.absence')}>
            <Duration seconds={toDate.absence_seconds} fw={700} />
          </Figure>
          <Figure label={t('balance.holiday')}>
            <Duration seconds={toDate.holiday_seconds} fw={700} />
          </Figure>
        </SimpleGrid>
      )}
    </Stack>
  );
}
