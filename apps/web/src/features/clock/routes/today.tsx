// Today, the home screen of every role: the clock, today's and this week's worked time, the day's periods.
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BalanceSummary } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { formatLongDay, formatTime } from '../../../lib/format';
import { addDays, fromServiceTime, startOfDay } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { totalWorkedSeconds } from '../../../lib/worked';
import { useClock } from '../api/use-clock';
import { ClockPanel } from '../components/clock-panel';
import { AutoClosedBadge } from '../../../components/auto-closed-badge';

export function Today() {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const now = useNow();
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  const todays = clock.periods.filter(
    (period) => fromServiceTime(period.start) < tomorrow && (period.end === null || fromServiceTime(period.end) > today),
  );

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('today.title')}
        </Title>
        <Text c="dimmed">{formatLongDay(now, i18n.language)}</Text>
      </div>
      <ClockPanel clock={clock} now={now} />
      <SimpleGrid cols={2}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('today.workedToday')}
          </Text>
          <Duration seconds={totalWorkedSeconds(todays, today, tomorrow, now)} fz="xl" fw={700} />
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('today.workedThisWeek')}
          </Text>
          <Duration
            seconds={totalWorkedSeconds(clock.periods, clock.weekStart, addDays(clock.weekStart, 7), now)}
            fz="xl"
            fw={700}
          />
        </Card>
      </SimpleGrid>
      <BalanceSummary day={now} />
      <section aria-labelledby="today-periods">
        <Title order={2} size="h4" id="today-periods" mb="xs">
          {t('today.periods')}
        </Title>
        {todays.length === 0 ? (
          <Text c="dimmed">{t('today.noPeriods')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {todays.map((period) => (
              <Card withBorder component="li" key={`${period.id ?? 'new'}-${period.start}`} padding="sm">
                <Group justify="space-between">
                  <Text fw={600} className="tabular">
                    {formatTime(fromServiceTime(period.start), i18n.language)} –{' '}
                    {period.end ? formatTime(fromServiceTime(period.end), i18n.language) : t('today.now')}
                  </Text>
                  <Group gap="xs">
                    <AutoClosedBadge period={period} />
                    {period.provisional && (
                      <Badge color="orange" variant="light">
                        {t('today.notSynced')}
                      </Badge>
                    )}
                    <Duration seconds={totalWorkedSeconds([period], today, tomorrow, now)} />
                  </Group>
                </Group>
                {period.breaks.map((pause) => (
                  <Text size="sm" c="dimmed" key={pause.start} className="tabular">
                    {t('today.breakFromTo', {
                      start: formatTime(fromServiceTime(pause.start), i18n.language),
                      end: pause.end ? formatTime(fromServiceTime(pause.end), i18n.language) : t('today.now'),
                    })}
                  </Text>
                ))}
              </Card>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
