// My hours: a week or a month of periods with their breaks, daily totals and a chart; absences; weeks
// validated by a manager shown locked; a correction requested from a period or a day; my requests.
import { Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceSummary } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { useViewLabel, ViewPicker } from '../../../components/view-picker';
import { formatDay, formatTime, formatWeekday } from '../../../lib/format';
import { hoursDays, type HoursView } from '../../../lib/hours-view';
import { absencesQuery, weekValidationsQuery } from '../../../lib/person-reads';
import { periodRange, rangeStart } from '../../../lib/range';
import { useCurrentUser } from '../../../lib/session';
import { fromServiceTime, isoDate, parseIsoDate, startOfWeek } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { workingTimesQuery } from '../../../lib/working-times';
import { AutoClosedBadge } from '../../../components/auto-closed-badge';
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

  const view: HoursView = search.view;
  const range = periodRange(view, search.date ? parseIsoDate(search.date) : now);
  const periods = useQuery(workingTimesQuery(user.id, range));
  const absences = useQuery(absencesQuery(user.id, range.start, range.end));
  const validations = useQuery(weekValidationsQuery(user.id, isoDate(startOfWeek(rangeStart(range))), range.end));

  const go = (nextView: HoursView, date: Date) => void navigate({ to: '/hours', search: { view: nextView, date: isoDate(date) } });

  // Worked out once per answer (and every 30 s, for a period going on), not on every render.
  const perDay = useMemo(
    () => hoursDays({ start: range.start, end: range.end }, periods.data ?? [], absences.data ?? [], validations.data ?? [], now),
    [range.start, range.end, periods.data, absences.data, validations.data, now],
  );
  const total = perDay.reduce((sum, entry) => sum + entry.worked, 0);
  const rangeLabel = useViewLabel(view, range);

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('hours.title')}
      </Title>

      <ViewPicker view={view} range={range} onChange={go}>
        <Text size="sm">
          {t('hours.total')} <Duration seconds={total} fw={700} />
        </Text>
      </ViewPicker>

      <BalanceSummary day={now} range={range} />

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
                day: view === 'week' ? formatWeekday(entry.day, i18n.language) : String(entry.day.getDate()),
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
            .filter((entry) => view === 'week' || entry.periods.length > 0 || entry.absences.length > 0)
            .map((entry) => (
              <Card withBorder component="li" key={entry.date} padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={700}>{formatDay(entry.day, i18n.language)}</Text>
                    {entry.locked && (
                      <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                        {t('hours.validated')}
                      </Badge>
                    )}
                    {entry.absences[0] && (
                      <Badge color="grape" variant="light">
                        {t(ABSENCE_KEYS[entry.absences[0].type])}
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
                      <AutoClosedBadge period={period} />
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
