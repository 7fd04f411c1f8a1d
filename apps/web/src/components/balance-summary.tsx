// The person's balance at a glance (this week's or the range's, and the running balance), for Today and
// My hours, with a link to the full account. Balances carry their sign: `+1 h 30 min` is owed to the person, `−2 h` by them.
import { Anchor, Card, Group, Skeleton, Stack, Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { balanceQuery, weekSoFar } from '../lib/balance';
import { errorMessage } from '../lib/errors';
import { formatDuration } from '../lib/format';
import { useCurrentUser } from '../lib/session';
import { isoDate } from '../lib/time';

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

/**
 * This week's balance so far (Today), or that of the range shown (My hours) up to today; nothing for a
 * range still to come.
 */
export function BalanceSummary({ day = new Date(), range }: { day?: Date; range?: { start: string; end: string } }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const today = isoDate(day);
  const { start, end } = range ? { start: range.start, end: range.end < today ? range.end : today } : weekSoFar(day);
  // An open period counts up to now: read again each minute while the screen is open.
  const balance = useQuery({ ...balanceQuery(me.id, start, end), enabled: start <= end, refetchInterval: 60_000 });
  if (start > end) return null;
  return (
    <Card withBorder component="section" aria-labelledby="balance-summary-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="balance-summary-title">
            {range ? t('balance.summary.period') : t('balance.summary.week')}
          </Text>
          {balance.isPending ? (
            <Skeleton h={28} w={120} />
          ) : balance.isError ? (
            <Text role="alert" size="sm">
              {errorMessage(balance.error, t)}
            </Text>
          ) : (
            <SignedDuration seconds={balance.data.balance_seconds} fz="xl" fw={700} />
          )}
        </Stack>
        {balance.data && balance.data.running_balance_seconds !== null && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('balance.summary.running')}
            </Text>
            <SignedDuration seconds={balance.data.running_balance_seconds} fz="xl" fw={700} />
          </Stack>
        )}
      </Group>
      <Anchor component={Link} to="/balance" size="sm" mt="xs" display="inline-block">
        {t('balance.summary.link')}
      </Anchor>
    </Card>
  );
}
