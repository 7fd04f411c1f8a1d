// One person's account over a week, a month or a year: the sums, the legal limits breached, the table of
// days (or weeks) and the timesheet downloads. Used by one's own Balance and by a manager's view.
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TimesheetDownloads } from '../../../components/timesheet-downloads';
import { balanceQuery } from '../../../lib/balance';
import { errorMessage } from '../../../lib/errors';
import { complianceQuery } from '../../../lib/person-reads';
import { holidaysQuery } from '../../../lib/company-reads';
import type { BalancePeriod, BalanceRange } from '../search';
import { AccountFigures } from './account-figures';
import { AccountTable } from './account-table';
import { PeriodPicker } from './period-picker';

export function PersonAccount({
  userId,
  range,
  onChange,
}: {
  userId: number;
  range: BalanceRange;
  onChange: (period: BalancePeriod, day: Date) => void;
}) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery(userId, range.start, range.end));
  const compliance = useQuery(complianceQuery(userId, range.start, range.end));
  const holidays = useQuery(holidaysQuery(range.start, range.end));
  const breaches = compliance.data?.breaches ?? [];

  return (
    <Stack gap="md">
      <PeriodPicker range={range} onChange={onChange} />
      <Card withBorder>
        {balance.isPending ? (
          <Skeleton h={120} />
        ) : balance.isError ? (
          <Text role="alert">{errorMessage(balance.error, t)}</Text>
        ) : (
          <AccountFigures balance={balance.data} />
        )}
      </Card>
      {compliance.isError ? (
        <Text role="alert">{errorMessage(compliance.error, t)}</Text>
      ) : breaches.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('balance.breaches', { count: breaches.length })}>
          {t('balance.breachesHint')}
        </Alert>
      ) : (
        compliance.data &&
        compliance.data.rules !== 'none' && (
          <Text size="sm" c="dimmed">
            {t('balance.noBreach')}
          </Text>
        )
      )}
      <TimesheetDownloads
        of={{ userId }}
        start={range.start}
        end={range.end}
        label={t('balance.timesheet')}
        formatLabel={(format) => t('balance.download', { format })}
        formatLabelAs="aria-label"
      />
      <section aria-labelledby="balance-table-title">
        <Title order={2} size="h4" id="balance-table-title" mb="xs">
          {range.period === 'year' ? t('balance.byWeek') : t('balance.byDay')}
        </Title>
        {balance.data ? (
          <AccountTable balance={balance.data} breaches={breaches} holidays={holidays.data ?? []} byWeek={range.period === 'year'} />
        ) : (
          balance.isPending && <Skeleton h={240} />
        )}
      </section>
    </Stack>
  );
}
