// A person's page: a week or a month of their hours, changed by their manager or a general manager
// (working times with breaks, absences, week validation and reopening), their working-time account and
// their change log. On one's own page nothing is offered: one's own hours change through a correction.
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLock, IconLockOpen, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { Absence, WeekValidation, WorkingTime } from '@timetrack/client';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { Duration } from '../../../components/duration';
import { errorMessage } from '../../../lib/errors';
import { formatDay, formatMonth, formatTime } from '../../../lib/format';
import { hoursRange, overlapsDay, stepHoursView } from '../../../lib/hours-view';
import { absencesQuery, weekValidationsQuery } from '../../../lib/person-reads';
import { useCurrentUser } from '../../../lib/session';
import { addDays, daysBetween, fromServiceTime, isoDate, parseIsoDate, startOfWeek } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { totalWorkedSeconds } from '../../../lib/worked';
import { workingTimesQuery } from '../../../lib/working-times';
import { peopleQuery, useDeleteAbsence, useDeletePeriod, useReopenWeek, useValidateWeek } from '../api/people';
import { AbsenceModal, ABSENCE_TYPE_KEYS } from '../components/absence-modal';
import { AccountSummary } from '../components/account-summary';
import { PeriodModal, type PeriodTarget } from '../components/period-modal';
import { PersonChanges } from '../components/person-changes';
import { refusalSentence } from '../lib/refusals';

const route = getRouteApi('/app/people/$userId');

interface DayEntry {
  day: Date;
  periods: WorkingTime[];
  worked: number;
  absences: Absence[];
  locked: boolean;
}

// Memoised (like the account and the change log): a week's row is drawn again only when its own data changes.
const WeekRow = memo(function WeekRow({
  userId,
  weekStart,
  validation,
  editable,
  now,
}: {
  userId: number;
  weekStart: Date;
  validation: WeekValidation | undefined;
  editable: boolean;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const validate = useValidateWeek(userId);
  const reopen = useReopenWeek(userId);
  const [error, setError] = useState<string | null>(null);
  const validated = validation?.status === 'validated';
  const over = addDays(weekStart, 7) <= now;
  const label = t('person.weeks.weekOf', { date: formatDay(weekStart, i18n.language) });
  const mayReopen = validated && (me.role === 'general_manager' || validation?.validated_by === me.id);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(refusalSentence(caught, t));
    }
  };
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{label}</Text>
          {validated ? (
            <Badge color="gray.7" leftSection={<IconLock size={12} aria-hidden />}>
              {t('person.weeks.validated')}
            </Badge>
          ) : validation?.status === 'reopened' ? (
            <Badge color="yellow.4" variant="filled" autoContrast>
              {t('person.weeks.reopened')}
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              {over ? t('person.weeks.open') : t('person.weeks.current')}
            </Badge>
          )}
        </Group>
        {editable && !validated && over && (
          <Button
            size="compact-sm"
            leftSection={<IconLock size={14} aria-hidden />}
            loading={validate.isPending}
            onClick={() => run(() => validate.mutateAsync(isoDate(weekStart)))}
            aria-label={t('person.weeks.validateLabel', { week: label })}
          >
            {t('person.weeks.validate')}
          </Button>
        )}
        {editable && mayReopen && validation && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            loading={reopen.isPending}
            onClick={() => run(() => reopen.mutateAsync(validation.id))}
            aria-label={t('person.weeks.reopenLabel', { week: label })}
          >
            {t('person.weeks.reopen')}
          </Button>
        )}
      </Group>
      {error && (
        <Text role="alert" c="red" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </Card>
  );
});

export function Person() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { userId: userIdParam } = route.useParams();
  const search = route.useSearch();
  const userId = Number(userIdParam);
  const now = useNow(60_000);
  const self = userId === me.id;
  const editable = !self;
  const [periodTarget, setPeriodTarget] = useState<PeriodTarget | null>(null);
  const [absenceOpen, setAbsenceOpen] = useState(false);
  const deletePeriod = useDeletePeriod(userId);
  const deleteAbsence = useDeleteAbsence(userId);

  const people = useQuery(peopleQuery(me));
  const names = useMemo(() => {
    const map = new Map<number, string>((people.data ?? []).map((person) => [person.id, person.name]));
    map.set(me.id, me.name);
    return map;
  }, [people.data, me.id, me.name]);
  const person = people.data?.find((candidate) => candidate.id === userId);
  const name = self ? me.name : (person?.name ?? t('person.unknownName', { id: userId }));

  const anchor = search.date ? parseIsoDate(search.date) : now;
  const { from, to, firstDate, lastDate } = hoursRange(search.view, anchor);
  const weeks = daysBetween(startOfWeek(from), to).filter((day) => day.getDay() === 1);

  const periods = useQuery(workingTimesQuery(userId, from, to));
  const absences = useQuery(absencesQuery(userId, firstDate, lastDate));
  const validations = useQuery(weekValidationsQuery(userId, isoDate(startOfWeek(from)), lastDate));
  const validationOf = (week: Date) =>
    (validations.data ?? []).filter((item) => item.week_start === isoDate(week)).sort((a, b) => b.id - a.id)[0];
  const lockedWeeks = new Set((validations.data ?? []).filter((item) => item.status === 'validated').map((item) => item.week_start));

  const list = periods.data ?? [];
  const days: DayEntry[] = daysBetween(from, to).map((day) => ({
    day,
    periods: list.filter((period) => overlapsDay(period, day)),
    worked: totalWorkedSeconds(list, day, addDays(day, 1), now),
    absences: (absences.data ?? []).filter((absence) => absence.start_date <= isoDate(day) && absence.end_date >= isoDate(day)),
    locked: lockedWeeks.has(isoDate(startOfWeek(day))),
  }));
  const total = totalWorkedSeconds(list, from, to, now);
  const go = (view: 'week' | 'month', date: Date) =>
    void navigate({ to: '/people/$userId', params: { userId: userIdParam }, search: { view, date: isoDate(date) } });
  const step = (direction: 1 | -1) => go(search.view, stepHoursView(search.view, from, direction));
  const rangeLabel = search.view === 'week' ? t('person.weeks.weekOf', { date: formatDay(from, i18n.language) }) : formatMonth(from, i18n.language);
  const time = (value: string | null) => (value ? formatTime(fromServiceTime(value), i18n.language) : t('person.open'));

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Stack gap={4}>
        <Anchor component={Link} to="/people" size="sm">
          {t('person.back')}
        </Anchor>
        <Title order={1} size="h2">
          {name}
        </Title>
        {person && (
          <Text c="dimmed" size="sm">
            {person.email}
          </Text>
        )}
      </Stack>
      {self && (
        <Alert color="blue" variant="light">
          {t('person.self')}{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/hours" search={{ view: 'week' }} />}>
            {t('person.selfLink')}
          </Anchor>
        </Alert>
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={t('person.previous')}>
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <Stack gap={0} align="center" miw={180}>
            <Text fw={700}>{rangeLabel}</Text>
            <Text size="sm">
              {t('person.total')} <Duration seconds={total} fw={700} />
            </Text>
          </Stack>
          <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={t('person.next')}>
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
        <SegmentedControl
          value={search.view}
          onChange={(value) => go(value === 'month' ? 'month' : 'week', from)}
          data={[
            { value: 'week', label: t('person.week') },
            { value: 'month', label: t('person.month') },
          ]}
          aria-label={t('person.viewLabel')}
        />
      </Group>

      <AccountSummary userId={userId} start={firstDate} end={lastDate} />
      <Anchor renderRoot={(props) => <Link {...props} to="/people/$userId/balance" params={{ userId: userIdParam }} />}>
        {t('balance.person.link')}
      </Anchor>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('person.hoursTitle')}
          </Title>
          {editable && (
            <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPeriodTarget({ day: now })}>
              {t('person.period.create')}
            </Button>
          )}
        </Group>
        {periods.isPending ? (
          <Skeleton h={240} />
        ) : periods.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(periods.error, t)}
          </Alert>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={rangeLabel}>
            {days
              .filter((entry) => search.view === 'week' || entry.periods.length > 0 || entry.absences.length > 0)
              .map((entry) => (
                <Card withBorder component="li" key={entry.day.getTime()} padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs">
                      <Text fw={700}>{formatDay(entry.day, i18n.language)}</Text>
                      {entry.locked && (
                        <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                          {t('person.weeks.validated')}
                        </Badge>
                      )}
                      {entry.absences.map((absence) => (
                        <Badge color="grape" variant="light" key={absence.id}>
                          {t(ABSENCE_TYPE_KEYS[absence.type])}
                        </Badge>
                      ))}
                    </Group>
                    <Group gap="xs" wrap="nowrap">
                      <Duration seconds={entry.worked} fw={600} />
                      {editable && !entry.locked && entry.day <= now && (
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setPeriodTarget({ day: entry.day })}
                          aria-label={t('person.period.createOn', { day: formatDay(entry.day, i18n.language) })}
                        >
                          <IconPlus size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Group>
                  {entry.periods.map((period) => {
                    const at = t('person.period.at', { start: time(period.start), day: formatDay(entry.day, i18n.language) });
                    return (
                      <Group key={period.id} justify="space-between" wrap="nowrap" mt={4}>
                        <Stack gap={0}>
                          <Text className="tabular">
                            {time(period.start)} – {time(period.end)}
                          </Text>
                          {(period.breaks ?? []).map((pause) => (
                            <Text size="sm" c="dimmed" key={pause.id} className="tabular">
                              {t('person.period.break', { start: time(pause.start), end: time(pause.end) })}
                            </Text>
                          ))}
                        </Stack>
                        {editable && !entry.locked && (
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              leftSection={<IconPencil size={14} aria-hidden />}
                              onClick={() => setPeriodTarget({ period })}
                              aria-label={t('person.period.editLabel', { period: at })}
                            >
                              {t('person.period.edit')}
                            </Button>
                            <ConfirmButton
                              size="compact-sm"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              title={t('person.period.delete')}
                              message={t('person.period.deleteMessage', { period: at })}
                              onConfirm={() => deletePeriod.mutateAsync(period.id)}
                              explain={(error) => refusalSentence(error, t)}
                              aria-label={t('person.period.deleteLabel', { period: at })}
                            >
                              {t('person.period.delete')}
                            </ConfirmButton>
                          </Group>
                        )}
                      </Group>
                    );
                  })}
                </Card>
              ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('person.weeks.title')}
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {weeks.map((week) => (
            <WeekRow key={week.getTime()} userId={userId} weekStart={week} validation={validationOf(week)} editable={editable} now={now} />
          ))}
        </Stack>
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('person.absences.title')}
          </Title>
          {editable && (
            <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAbsenceOpen(true)}>
              {t('person.absences.add')}
            </Button>
          )}
        </Group>
        {(absences.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('person.absences.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(absences.data ?? []).map((absence) => {
              const label = t('person.absences.range', {
                type: t(ABSENCE_TYPE_KEYS[absence.type]),
                start: formatDay(parseIsoDate(absence.start_date), i18n.language),
                end: formatDay(parseIsoDate(absence.end_date), i18n.language),
              });
              return (
                <Card withBorder padding="sm" component="li" key={absence.id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text>{label}</Text>
                      {absence.note && (
                        <Text size="sm" c="dimmed">
                          {absence.note}
                        </Text>
                      )}
                    </Stack>
                    {editable && (
                      <ConfirmButton
                        size="compact-sm"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        title={t('person.absences.delete')}
                        message={t('person.absences.deleteMessage', { absence: label })}
                        onConfirm={() => deleteAbsence.mutateAsync(absence.id)}
                        explain={(error) => refusalSentence(error, t)}
                        aria-label={t('person.absences.deleteLabel', { absence: label })}
                      >
                        {t('person.absences.delete')}
                      </ConfirmButton>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('person.changes.title')}
        </Title>
        <PersonChanges userId={userId} names={names} />
      </Stack>

      {editable && (
        <>
          <PeriodModal userId={userId} target={periodTarget} onClose={() => setPeriodTarget(null)} />
          <AbsenceModal userId={userId} opened={absenceOpen} onClose={() => setAbsenceOpen(false)} day={from} />
        </>
      )}
    </Stack>
  );
}
