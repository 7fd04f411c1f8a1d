// A person's page: a week or a month of their hours, changed by their manager or a general manager
// (working times with breaks, absences, week validation and reopening), their working-time account and the
// way to their time off, their correction requests beside what is recorded, and their change log. On one's
// own page nothing is offered: one's own hours change through a correction. A person the caller may not see
// gets the refusal alone.
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ApiError, type WorkingTime } from '@timetrack/client';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';
import { useViewLabel, ViewPicker } from '../../../components/view-picker';
import { errorMessage } from '../../../lib/errors';
import { hoursDays, type HoursView } from '../../../lib/hours-view';
import { absencesQuery, weekValidationsQuery } from '../../../lib/person-reads';
import { periodRange, rangeEnd, rangeStart } from '../../../lib/range';
import { useCurrentUser } from '../../../lib/session';
import { daysBetween, isoDate, parseIsoDate, startOfWeek } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { workingTimesQuery } from '../../../lib/working-times';
import { peopleQuery, useDeletePeriod } from '../api/people';
import { AbsenceModal } from '../components/absence-modal';
import { AccountSummary } from '../components/account-summary';
import { PeriodModal, type PeriodTarget } from '../components/period-modal';
import { PersonAbsences } from '../components/person-absences';
import { PersonChanges } from '../components/person-changes';
import { PersonCorrections } from '../components/person-corrections';
import { PersonDays, type DayActions } from '../components/person-days';
import { PersonHeader } from '../components/person-header';
import { PersonWeeks } from '../components/person-weeks';

const route = getRouteApi('/app/people/$userId');

export function Person() {
  const { t } = useTranslation();
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
  const { mutateAsync: deletePeriod } = useDeletePeriod(userId);

  const people = useQuery(peopleQuery(me));
  const person = people.data?.find((candidate) => candidate.id === userId);
  const name = self ? me.name : (person?.name ?? t('person.unknownName', { id: userId }));

  const view: HoursView = search.view;
  const range = periodRange(view, search.date ? parseIsoDate(search.date) : now);
  const first = rangeStart(range);
  const weekStart = isoDate(startOfWeek(first));
  const periods = useQuery(workingTimesQuery(userId, range));
  const absences = useQuery(absencesQuery(userId, range.start, range.end));
  const validations = useQuery(weekValidationsQuery(userId, weekStart, range.end));

  // Worked out once per answer (and once a minute, for a period going on), not on every render.
  const days = useMemo(
    () => hoursDays({ start: range.start, end: range.end }, periods.data ?? [], absences.data ?? [], validations.data ?? [], now),
    [range.start, range.end, periods.data, absences.data, validations.data, now],
  );
  const total = days.reduce((sum, entry) => sum + entry.worked, 0);
  const weeks = daysBetween(parseIsoDate(weekStart), rangeEnd(range))
    .filter((day) => day.getDay() === 1)
    .map((day) => isoDate(day));
  const label = useViewLabel(view, range);

  const actions: DayActions = useMemo(
    () => ({ onAdd: (day) => setPeriodTarget({ day }), onEdit: (period: WorkingTime) => setPeriodTarget({ period }), onDelete: deletePeriod }),
    [deletePeriod],
  );
  const go = useCallback(
    (nextView: HoursView, date: Date) =>
      void navigate({ to: '/people/$userId', params: { userId: userIdParam }, search: { view: nextView, date: isoDate(date) } }),
    [navigate, userIdParam],
  );

  // The sections read the person's data on their own: they appear once the first read says the caller may
  // see it, so a refusal stands alone (no total, no action offered, no section's own refusal).
  const [allowedFor, setAllowedFor] = useState<number | null>(null);
  if (periods.data !== undefined && allowedFor !== userId) setAllowedFor(userId);
  if (periods.error instanceof ApiError && (periods.error.status === 403 || periods.error.status === 404)) {
    return (
      <Stack gap="lg" maw={900} mx="auto">
        <PersonHeader name={name} email={person?.email} employeeNumber={person?.employee_number} startDate={self ? me.start_date : person?.start_date} self={self} />
        <Alert color="red" role="alert">
          {errorMessage(periods.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (allowedFor !== userId) {
    return (
      <Stack gap="lg" maw={900} mx="auto">
        <PersonHeader name={name} email={person?.email} employeeNumber={person?.employee_number} startDate={self ? me.start_date : person?.start_date} self={self} />
        {periods.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(periods.error, t)}
          </Alert>
        ) : (
          <Skeleton h={240} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PersonHeader name={name} email={person?.email} employeeNumber={person?.employee_number} startDate={self ? me.start_date : person?.start_date} self={self} />

      <ViewPicker view={view} range={range} onChange={go}>
        <Text size="sm">
          {t('person.total')} <Duration seconds={total} fw={700} />
        </Text>
      </ViewPicker>

      <AccountSummary userId={userId} start={range.start} end={range.end} />
      <Group gap="lg">
        <Anchor renderRoot={(props) => <Link {...props} to="/people/$userId/balance" params={{ userId: userIdParam }} />}>
          {t('balance.person.link')}
        </Anchor>
        <Anchor renderRoot={(props) => <Link {...props} to="/people/$userId/time-off" params={{ userId: userIdParam }} />}>
          {t('person.timeOffLink')}
        </Anchor>
      </Group>

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
          <PersonDays days={days} label={label} showEmpty={view === 'week'} editable={editable} now={now} actions={actions} />
        )}
      </Stack>

      <PersonWeeks userId={userId} weeks={weeks} validations={validations.data ?? []} editable={editable} now={now} />

      <PersonAbsences userId={userId} absences={absences.data ?? []} editable={editable} onAdd={() => setAbsenceOpen(true)} />

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('person.corrections.title')}
        </Title>
        <PersonCorrections userId={userId} reviewable={!self || me.role === 'general_manager'} />
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('person.changes.title')}
        </Title>
        <PersonChanges userId={userId} />
      </Stack>

      {editable && (
        <>
          <PeriodModal userId={userId} target={periodTarget} onClose={() => setPeriodTarget(null)} />
          <AbsenceModal userId={userId} opened={absenceOpen} onClose={() => setAbsenceOpen(false)} day={first} />
        </>
      )}
    </Stack>
  );
}
