// My hours: a week or a month of periods with their breaks, daily totals and a chart; absences; weeks
// validated by a manager shown locked; a correction requested from a period or a day; my requests.
import { ActionIcon, Badge, Box, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLock, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceSummary } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { formatDay, formatMonth, formatTime } from '../../../lib/format';
import { hoursRange, overlapsDay, stepHoursView } from '../../../lib/hours-view';
import { absencesQuery, weekValidationsQuery } from '../../../lib/person-reads';
import { useCurrentUser } from '../../../lib/session';
import { addDays, daysBetween, fromServiceTime, isoDate, parseIsoDate, startOfWeek } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { totalWorkedSeconds } from '../../../lib/worked';
import { workingTimesQuery } from '../../../lib/working-times';
import { CorrectionModal, type CorrectionTarget } from '../components/correction-modal';
import { MyCorrections } from '../components/my-corrections';

const HoursBarChart = lazy(() => import('../../../components/hours-bar-chart'));
const route = getRouteApi('/app/hours');

const ABSENCE_KEYS = {
  vacation: 'hours.absence.vacation',
  sick: 'hours.absence.sick',
  training: 'hours.absence.training',
  other: 'hours.absence.other',
} as const;

export function Hours() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const search = route.useSearch();
  const now = useNow(30_000);
  const [correction, setCorrection] = useState<CorrectionTarget | null>(null);

  const anchor = search.date ? parseIsoDate(search.date) : now;
  const { from, to, firstDate, lastDate } = hoursRange(search.view, anchor);
  const days = daysBetween(from, to);

  const periods = useQuery(workingTimesQuery(user.id, from, to));
  const absences = useQuery(absencesQuery(user.id, firstDate, lastDate));
  const validations = useQuery(weekValidationsQuery(user.id, isoDate(startOfWeek(from)), lastDate));
  const lockedWeeks = new Set(
    (validations.data ?? []).filter((week) => week.status === 'validated').map((week) => week.week_start),
  );

  const go = (view: 'week' | 'month', date: Date) => void navigate({ to: '/hours', search: { view, date: isoDate(date) } });
  const step = (direction: 1 | -1) => go(search.view, stepHoursView(search.view, from, direction));

  const list = periods.data ?? [];
  const total = totalWorkedSeconds(list, from, to, now);
  const perDay = days.map((day) => ({
    day,
    periods: list.filter((period) => overlapsDay(period, day)),
    worked: totalWorkedSeconds(list, day, addDays(day, 1), now),
    absence: (absences.data ?? []).find((absence) => absence.start_date <= isoDate(day) && absence.end_date >= isoDate(day)),
    locked: lockedWeeks.has(isoDate(startOfWeek(day))),
  }));
  const rangeLabel =
    search.view === 'week'
      ? t('hours.weekOf', { date: formatDay(from, i18n.language) })
      : formatMonth(from, i18n.language);

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('hours.title')}
        </Title>
        <SegmentedControl
          value={search.view}
          onChange={(value) => go(value === 'month' ? 'month' : 'week', from)}
          data={[
            { value: 'week', label: t('hours.week') },
            { value: 'month', label: t('hours.month') },
          ]}
          aria-label={t('hours.viewLabel')}
        />
      </Group>

      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={t('hours.previous')}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fw={700}>{rangeLabel}</Text>
          <Text size="sm">
            {t('hours.total')} <Duration seconds={total} fw={700} />
          </Text>
        </Stack>
        <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={t('hours.next')}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>

      <BalanceSummary day={now} range={{ start: firstDate, end: lastDate }} />

      <Card withBorder>
        <Text size="sm" fw={600} mb="xs" id="hours-chart">
          {t('hours.chartTitle')}
        </Text>
        <Box h={180} role="figure" aria-labelledby="hours-chart">
          <Suspense fallback={<Skeleton h={180} />}>
            <HoursBarChart
              height={180}
              label={t('hours.chartSeries')}
              unit={t('hours.hoursUnit')}
              days={perDay.map((entry) => ({
                day:
                  search.view === 'week'
                    ? new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(entry.day)
                    : String(entry.day.getDate()),
                seconds: entry.worked,
              }))}
            />
          </Suspense>
        </Box>
      </Card>

      {periods.isPending ? (
        <Skeleton h={240} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={rangeLabel}>
          {perDay
            .filter((entry) => search.view === 'week' || entry.periods.length > 0 || entry.absence)
            .map((entry) => (
              <Card withBorder component="li" key={entry.day.getTime()} padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={700}>{formatDay(entry.day, i18n.language)}</Text>
                    {entry.locked && (
                      <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                        {t('hours.validated')}
                      </Badge>
                    )}
                    {entry.absence && (
                      <Badge color="grape" variant="light">
                        {t(ABSENCE_KEYS[entry.absence.type])}
                      </Badge>
                    )}
                  </Group>
                  <Duration seconds={entry.worked} fw={600} />
                </Group>
                {entry.periods.map((period) => (
                  <Group key={period.id} justify="space-between" wrap="nowrap" mt={4}>
                    <Stack gap={0}>
                      <Text className="tabular">
                        {formatTime(fromServiceTime(period.start), i18n.language)} –{' '}
                        {period.end ? formatTime(fromServiceTime(period.end), i18n.language) : t('today.now')}
                      </Text>
                      {(period.breaks ?? []).map((pause) => (
                        <Text size="sm" c="dimmed" key={pause.id} className="tabular">
                          {t('today.breakFromTo', {
                            start: formatTime(fromServiceTime(pause.start), i18n.language),
                            end: pause.end ? formatTime(fromServiceTime(pause.end), i18n.language) : t('today.now'),
                          })}
                        </Text>
                      ))}
                    </Stack>
                    {!entry.locked && period.end && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() =>
                          setCorrection({
                            workingTimeId: period.id,
                            start: fromServiceTime(period.start),
                            end: fromServiceTime(period.end as string),
                          })
                        }
                        aria-label={t('hours.correctPeriodAt', {
                          time: formatTime(fromServiceTime(period.start), i18n.language),
                          day: formatDay(entry.day, i18n.language),
                        })}
                      >
                        {t('hours.correct')}
                      </Button>
                    )}
                  </Group>
                ))}
                {!entry.locked && entry.day < now && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    mt={4}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => {
                      const start = new Date(entry.day);
                      start.setHours(9);
                      const end = new Date(entry.day);
                      end.setHours(17);
                      setCorrection({ start, end });
                    }}
                    aria-label={t('hours.reportMissingOn', { day: formatDay(entry.day, i18n.language) })}
                  >
                    {t('hours.reportMissing')}
                  </Button>
                )}
              </Card>
            ))}
        </Stack>
      )}

      <MyCorrections userId={user.id} />
      <CorrectionModal target={correction} userId={user.id} onClose={() => setCorrection(null)} />
    </Stack>
  );
}
