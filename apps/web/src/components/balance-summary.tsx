// The balance as every screen shows it, with one label per idea: the balance to date (the days of the range
// up to yesterday), today's progress apart, the days still to come as planned (never owed), and the running
// balance since the first schedule version, up to the same day. Balances carry their sign: `+1 h 30 min`
// is owed to the person, `−2 h` by them.
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery, plannedSeconds, weekOf, type BalanceAnswer } from '../lib/balance';
import { errorMessage } from '../lib/errors';
import { formatDay, formatDuration } from '../lib/format';
import { useCurrentUser } from '../lib/session';
import { parseIsoDate } from '../lib/time';

/** `+1 h 30 min`, `−45 min`, `0 min`, in tabular figures. */
export function SignedDuration({ seconds, ...props }: { seconds: number } & TextProps) {
  const { i18n } = useTranslation();
  return (
    <Text component="span" className="tabular" {...props}>
      {seconds > 0 ? '+' : ''}
      {formatDuration(seconds, i18n.language)}
    </Text>
  );
}

function Labelled({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** What the days up to yesterday owe and credit, as one signed figure. */
export function BalanceToDate({ balance, ...props }: { balance: Pick<BalanceAnswer, 'to_date'> } & TextProps) {
  const { t } = useTranslation();
  return balance.to_date ? (
    <SignedDuration seconds={balance.to_date.balance_seconds} data-figure="to-date" {...props} />
  ) : (
    <Text component="span" size="sm" c="dimmed" data-figure="to-date">
      {t('balance.summary.nothingOwed')}
    </Text>
  );
}

/** Today's worked time against what it asks, e.g. `2 h 10 min of 7 h`. */
export function TodayProgress({ today, ...props }: { today: NonNullable<BalanceAnswer['today']> } & TextProps) {
  const { t, i18n } = useTranslation();
  return (
    <Text component="span" className="tabular" data-figure="today" {...props}>
      {t('balance.summary.todayProgress', {
        worked: formatDuration(today.worked_seconds, i18n.language),
        expected: formatDuration(today.expected_seconds, i18n.language),
      })}
    </Text>
  );
}

/** The running balance since the first schedule version, or that there is none yet. */
export function RunningBalance({ balance, ...props }: { balance: Pick<BalanceAnswer, 'running_balance_seconds'> } & TextProps) {
  const { t } = useTranslation();
  return balance.running_balance_seconds === null ? (
    <Text component="span" size="sm" c="dimmed" data-figure="running">
      {t('balance.summary.noSchedule')}
    </Text>
  ) : (
    <SignedDuration seconds={balance.running_balance_seconds} data-figure="running" {...props} />
  );
}

/** The figures of a balance side by side: to date, today, planned, running. */
export function BalanceFigures({ balance, fz = 'xl' }: { balance: BalanceAnswer; fz?: TextProps['fz'] }) {
  const { t, i18n } = useTranslation();
  const planned = plannedSeconds(balance);
  const day = (date: string) => formatDay(parseIsoDate(date), i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
      <Labelled label={t('balance.summary.toDate')} testId="balance-to-date">
        <BalanceToDate balance={balance} fz={fz} fw={700} />
        {balance.to_date && (
          <Text size="xs" c="dimmed">
            {t('balance.summary.through', { date: day(balance.to_date.through) })}
          </Text>
        )}
      </Labelled>
      {balance.today && (
        <Labelled label={t('balance.summary.today')} testId="balance-today">
          <TodayProgress today={balance.today} fz={fz} fw={700} />
        </Labelled>
      )}
      {planned > 0 && (
        <Labelled label={t('balance.summary.planned')} testId="balance-planned">
          <Text component="span" className="tabular" fz={fz} fw={700} data-figure="planned">
            {formatDuration(planned, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('balance.summary.plannedHint')}
          </Text>
        </Labelled>
      )}
      <Labelled label={t('balance.summary.running')} testId="balance-running">
        <RunningBalance balance={balance} fz={fz} fw={700} />
        {balance.running_since !== null && (
          <Text size="xs" c="dimmed">
            {t('balance.summary.runningSince', { since: day(balance.running_since), through: day(balance.running_through) })}
          </Text>
        )}
      </Labelled>
    </SimpleGrid>
  );
}

/**
 * The balance of this week (Today) or of the range shown (My hours), with a link to the full account. The
 * week is read whole, as the Balance screen reads it: the same answer, the same figures.
 */
export function BalanceSummary({ day = new Date(), range }: { day?: Date; range?: { start: string; end: string } }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { start, end } = range ?? weekOf(day);
  // An open period counts up to now: read again each minute while the screen is open.
  const balance = useQuery({ ...balanceQuery(me.id, start, end), refetchInterval: 60_000 });
  return (
    <Card withBorder component="section" aria-labelledby="balance-summary-title">
      <Text size="sm" fw={600} id="balance-summary-title" mb="xs">
        {range ? t('balance.summary.period') : t('balance.summary.week')}
      </Text>
      {balance.isPending ? (
        <Skeleton h={48} w={240} />
      ) : balance.isError ? (
        <Text role="alert" size="sm">
          {errorMessage(balance.error, t)}
        </Text>
      ) : (
        <BalanceFigures balance={balance.data} />
      )}
      <Anchor component={Link} to="/balance" size="sm" mt="xs" display="inline-block">
        {t('balance.summary.link')}
      </Anchor>
    </Card>
  );
}
