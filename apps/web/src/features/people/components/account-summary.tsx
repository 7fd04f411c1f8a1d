// A person's working-time account over the range shown: the balance to date, today's progress, what is
// planned and the running balance (the shared figures), what the days up to yesterday worked, owed and
// credited, the breaches of the legal limits, and the timesheet downloads.
import { Alert, Card, List, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceFigures } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { Figure } from '../../../components/figure';
import { TimesheetDownloads } from '../../../components/timesheet-downloads';
import { balanceQuery } from '../../../lib/balance';
import { errorMessage } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { complianceQuery } from '../../../lib/person-reads';
import { parseIsoDate } from '../../../lib/time';


const RULE_KEYS = {
  daily_rest: 'person.account.rules.daily_rest',
  weekly_max: 'person.account.rules.weekly_max',
  daily_max: 'person.account.rules.daily_max',
  break: 'person.account.rules.break',
} as const;

export const AccountSummary = memo(function AccountSummary({ userId, start, end }: { userId: number; start: string; end: string }) {
  const { t, i18n } = useTranslation();
  const balance = useQuery(balanceQuery(userId, start, end));
  const compliance = useQuery(complianceQuery(userId, start, end));

  const toDate = balance.data?.to_date;
  const figures = toDate
    ? [
        { label: t('person.account.worked'), seconds: toDate.worked_seconds },
        { label: t('person.account.expected'), seconds: toDate.expected_seconds },
        { label: t('person.account.absence'), seconds: toDate.absence_seconds },
      ]
    : [];

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={700} component="h2" size="lg">
          {t('person.account.title')}
        </Text>
        {balance.isPending ? (
          <Skeleton h={60} />
        ) : balance.isError ? (
          <Text role="alert">{errorMessage(balance.error, t)}</Text>
        ) : (
          <>
            <BalanceFigures balance={balance.data} fz="lg" />
            {figures.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                {figures.map((figure) => (
                  <Figure key={figure.label} label={figure.label}>
                    <Duration seconds={figure.seconds} fw={700} />
                  </Figure>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
        {compliance.data && compliance.data.breaches.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('person.account.breaches', { count: compliance.data.breaches.length })}>
            <List size="sm">
              {compliance.data.breaches.map((breach, index) => (
                <List.Item key={`${breach.rule}-${breach.date}-${index}`}>
                  {t('person.account.breach', {
                    day: formatDay(parseIsoDate(breach.date), i18n.language),
                    rule: t(RULE_KEYS[breach.rule]),
                  })}{' '}
                  (<Duration seconds={breach.measured_seconds} /> / <Duration seconds={breach.limit_seconds} />)
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {compliance.data && compliance.data.breaches.length === 0 && compliance.data.rules !== 'none' && (
          <Text size="sm" c="dimmed">
            {t('person.account.noBreach')}
          </Text>
        )}
        <TimesheetDownloads
          of={{ userId }}
          start={start}
          end={end}
          label={t('person.account.timesheet')}
          formatLabel={(format) => t('person.account.download', { format })}
          formatLabelAs="title"
        />
      </Stack>
    </Card>
  );
});
