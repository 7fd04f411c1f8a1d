// Who is away: the people of one's teams (and whoever one may view) by days, a month at a time; on a wide
// screen a month at a glance (a row per person, a column per day), on a phone a list by day. Colleagues'
// leave shows as "Away" when its type is not for colleagues to see; pending requests only reach those who
// decide them (the service leaves them out for everyone else). Below, the calendar feed.
import { ActionIcon, Badge, Card, Group, NativeSelect, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatLongDay, formatMonth, formatWeekday } from '../../../lib/format';
import { leaveTypesQuery, type LeaveCalendarPerson } from '../../../lib/leave';
import { daysOf, periodRange, stepPeriod } from '../../../lib/range';
import { isoDate, parseIsoDate } from '../../../lib/time';
import { holidaysQuery, teamsQuery } from '../../../lib/company-reads';
import { leaveCalendarQuery } from '../api/time-off';
import { CalendarFeed } from '../components/calendar-feed';
import classes from '../components/leave-calendar.module.css';
import type { CalendarSearch } from '../search';

const route = getRouteApi('/app/time-off/calendar');
/** Wide enough for a column per day beside the names and the side navigation. */
const GRID_QUERY = '(min-width: 75em)';

type CalendarDay = LeaveCalendarPerson['days'][number];
const HALF_KEYS = { morning: 'leave.half.morning', afternoon: 'leave.half.afternoon' } as const;

/** `Paid leave`, or `Away` when the type is not shown; `, morning` for a half; `, pending`. */
function useDayWords() {
  const { t } = useTranslation();
  const types = useQuery(leaveTypesQuery(true)).data;
  return (day: CalendarDay) => {
    const type = day.leave_type_id === undefined || day.leave_type_id === null ? undefined : types?.find((candidate) => candidate.id === day.leave_type_id);
    const what = type ? type.name : t('timeOff.calendar.away');
    return {
      what,
      half: day.half ? t(HALF_KEYS[day.half]) : null,
      pending: day.status === 'pending',
    };
  };
}

function MonthGrid({ people, days, offDays, today }: { people: LeaveCalendarPerson[]; days: Date[]; offDays: Set<string>; today: string }) {
  const { t, i18n } = useTranslation();
  const words = useDayWords();
  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-label={t('timeOff.calendar.gridLabel', { month: formatMonth(days[0] ?? new Date(), i18n.language) })}>
        <thead>
          <tr>
            <th scope="col" className={classes.nameHead}>
              {t('timeOff.calendar.person')}
            </th>
            {days.map((day) => {
              const date = isoDate(day);
              return (
                <th
                  key={date}
                  scope="col"
                  className={[classes.dayHead, offDays.has(date) ? classes.off : '', date === today ? classes.today : ''].join(' ')}
                  abbr={formatLongDay(day, i18n.language)}
                >
                  <div aria-hidden>{formatWeekday(day, i18n.language).slice(0, 2)}</div>
                  <div aria-hidden>{day.getDate()}</div>
                  <VisuallyHidden>{formatLongDay(day, i18n.language)}</VisuallyHidden>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const byDate = new Map(person.days.map((day) => [day.date, day]));
            return (
              <tr key={person.user_id}>
                <th scope="row" className={classes.name} title={person.name}>
                  {person.name}
                </th>
                {days.map((day) => {
                  const date = isoDate(day);
                  const leave = byDate.get(date);
                  const said = leave ? words(leave) : null;
                  return (
                    <td key={date} className={[classes.cell, offDays.has(date) ? classes.off : '', date === today ? classes.today : ''].join(' ')}>
                      {leave && said && (
                        <>
                          <span className={classes.mark} data-status={leave.status} data-half={leave.half ?? undefined} title={[said.what, said.half, said.pending ? t('leave.status.pending') : null].filter(Boolean).join(', ')} />
                          <VisuallyHidden>
                            {[said.what, said.half, said.pending ? t('leave.status.pending') : null].filter(Boolean).join(', ')}
                          </VisuallyHidden>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Group gap="lg" mt="xs">
        <Group gap={6}>
          <span className={classes.legend} aria-hidden>
            <span className={classes.mark} data-status="approved" />
          </span>
          <Text size="sm">{t('timeOff.calendar.legendApproved')}</Text>
        </Group>
        <Group gap={6}>
          <span className={classes.legend} aria-hidden>
            <span className={classes.mark} data-status="pending" />
          </span>
          <Text size="sm">{t('timeOff.calendar.legendPending')}</Text>
        </Group>
        <Group gap={6}>
          <span className={classes.legend} aria-hidden>
            <span className={classes.mark} data-status="approved" data-half="morning" />
          </span>
          <Text size="sm">{t('timeOff.calendar.legendHalf')}</Text>
        </Group>
      </Group>
    </div>
  );
}

function DayList({ people, days, today }: { people: LeaveCalendarPerson[]; days: Date[]; today: string }) {
  const { t, i18n } = useTranslation();
  const words = useDayWords();
  const away = days
    .map((day) => {
      const date = isoDate(day);
      const who = people.flatMap((person) => {
        const leave = person.days.find((candidate) => candidate.date === date);
        return leave ? [{ person, leave }] : [];
      });
      return { day, date, who };
    })
    .filter((entry) => entry.who.length > 0);
  if (away.length === 0) return <Text c="dimmed">{t('timeOff.calendar.nobody')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('timeOff.calendar.listLabel')}>
      {away.map(({ day, date, who }) => (
        <Card withBorder padding="sm" component="li" key={date}>
          <Title order={3} size="h6" mb={4}>
            {formatLongDay(day, i18n.language)}
            {date === today && (
              <Badge ml="xs" size="sm" variant="light" color="gray">
                {t('timeOff.calendar.today')}
              </Badge>
            )}
          </Title>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {who.map(({ person, leave }) => {
              const said = words(leave);
              return (
                <Group component="li" key={person.user_id} gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {person.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{said.half ? `${said.what}, ${said.half}` : said.what}</Text>
                    {said.pending && (
                      <Badge size="sm" color="blue.9" variant="filled">
                        {t('leave.status.pending')}
                      </Badge>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function TeamCalendar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const wide = useMediaQuery(GRID_QUERY, undefined, { getInitialValueInEffect: false });
  const todayDate = new Date();
  const today = isoDate(todayDate);
  const range = periodRange('month', search.date ? parseIsoDate(search.date) : todayDate);
  const { start, end } = range;
  const days = useMemo(() => daysOf({ start, end }), [start, end]);
  const teamId = search.team ?? null;
  const calendar = useQuery(leaveCalendarQuery(range.start, range.end, teamId));
  const teams = useQuery(teamsQuery()).data ?? [];
  const holidays = useQuery(holidaysQuery(range.start, range.end)).data;
  const offDays = useMemo(() => {
    const off = new Set(days.filter((day) => day.getDay() === 0 || day.getDay() === 6).map((day) => isoDate(day)));
    for (const holiday of holidays ?? []) off.add(holiday.date);
    return off;
  }, [days, holidays]);
  const go = (next: CalendarSearch) => void navigate({ to: '/time-off/calendar', search: next });
  const month = formatMonth(parseIsoDate(range.start), i18n.language);

  return (
    <Stack gap="lg" maw={wide ? undefined : 900} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('timeOff.calendar.title')}
        </Title>
        <Text c="dimmed">{t('timeOff.calendar.intro')}</Text>
      </div>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go({ ...search, date: isoDate(stepPeriod('month', range, -1)) })}
            aria-label={t('timeOff.calendar.previous')}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <Text fw={700} miw={150} ta="center" aria-live="polite" tt="capitalize">
            {month}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go({ ...search, date: isoDate(stepPeriod('month', range, 1)) })}
            aria-label={t('timeOff.calendar.next')}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
        {teams.length > 0 && (
          <NativeSelect
            label={t('timeOff.calendar.team')}
            value={teamId === null ? '' : String(teamId)}
            onChange={(event) => go({ ...search, team: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
            data={[{ value: '', label: t('timeOff.calendar.allTeams') }, ...teams.map((team) => ({ value: String(team.id), label: team.name }))]}
          />
        )}
      </Group>
      {calendar.isPending ? (
        <Skeleton h={300} />
      ) : calendar.isError ? (
        <Text role="alert">{errorMessage(calendar.error, t)}</Text>
      ) : wide ? (
        <MonthGrid people={calendar.data} days={days} offDays={offDays} today={today} />
      ) : (
        <DayList people={calendar.data} days={days} today={today} />
      )}
      <CalendarFeed />
    </Stack>
  );
}
