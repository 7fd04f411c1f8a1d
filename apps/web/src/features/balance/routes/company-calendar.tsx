// The company's calendar (general managers): the days off of a year, the region's public holidays
// (shown, not deletable) and the company's own (added and deleted), and the default schedule that applies
// to everyone without a schedule of their own.
import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { formatLongDay } from '../../../lib/format';
import { parseIsoDate } from '../../../lib/time';
import { holidaysQuery } from '../../../lib/company-reads';
import { defaultScheduleQuery, useCreateHoliday, useDeleteHoliday, useSetDefaultSchedule } from '../api/balance';
import { hoursOf, secondsOf, WeeklyFields, type WeeklyHours } from '../components/weekly-fields';

function Holidays() {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(new Date().getFullYear());
  const holidays = useQuery(holidaysQuery(`${year}-01-01`, `${year}-12-31`));
  const create = useCreateHoliday();
  const remove = useDeleteHoliday();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const { errors, error, submitWith } = useFormRefusal();

  const submit = submitWith(async () => {
    await create.mutateAsync({ date, name: name.trim() });
    setDate('');
    setName('');
  });

  return (
    <section aria-labelledby="holidays-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="holidays-title">
            {t('balance.calendar.holidays')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon variant="default" size="lg" onClick={() => setYear(year - 1)} aria-label={t('balance.period.previous')}>
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <Text fw={700} className="tabular" aria-live="polite">
              {year}
            </Text>
            <ActionIcon variant="default" size="lg" onClick={() => setYear(year + 1)} aria-label={t('balance.period.next')}>
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {holidays.isPending ? (
          <Skeleton h={160} />
        ) : holidays.isError ? (
          <Text role="alert">{errorMessage(holidays.error, t)}</Text>
        ) : holidays.data.length === 0 ? (
          <Text c="dimmed">{t('balance.calendar.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('balance.calendar.listLabel', { year })}>
            {holidays.data.map((holiday) => {
              const day = formatLongDay(parseIsoDate(holiday.date), i18n.language);
              return (
                <Card withBorder padding="xs" component="li" key={holiday.id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text fw={600}>{holiday.name}</Text>
                      <Text size="sm">{day}</Text>
                    </Stack>
                    {holiday.source === 'region' ? (
                      <Badge color="gray" variant="light" tt="none">
                        {t('balance.calendar.region')}
                      </Badge>
                    ) : (
                      <ConfirmButton
                        size="compact-sm"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        title={t('balance.calendar.delete')}
                        message={t('balance.calendar.deleteMessage', { name: holiday.name, day })}
                        onConfirm={() => remove.mutateAsync(holiday.id)}
                        aria-label={t('balance.calendar.deleteLabel', { name: holiday.name, day })}
                      >
                        {t('balance.calendar.delete')}
                      </ConfirmButton>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
        <Card withBorder component="form" onSubmit={submit} aria-labelledby="holiday-add-title">
          <Stack gap="sm">
            <Title order={3} size="h5" id="holiday-add-title">
              {t('balance.calendar.add')}
            </Title>
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                type="date"
                label={t('balance.calendar.date')}
                value={date}
                onChange={(event) => setDate(event.currentTarget.value)}
                error={errors.date}
                required
              />
              <TextInput
                label={t('balance.calendar.name')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                required
                maxLength={200}
                style={{ flex: 1, minWidth: 200 }}
              />
            </Group>
            <RefusalAlert message={error} />
            <Group>
              <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
                {t('balance.calendar.addButton')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </section>
  );
}

function DefaultSchedule() {
  const { t } = useTranslation();
  const current = useQuery(defaultScheduleQuery());
  const save = useSetDefaultSchedule();
  const [hours, setHours] = useState<WeeklyHours | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (current.data) setHours(hoursOf(current.data));
  }, [current.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hours) return;
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync(secondsOf(hours));
      setSaved(true);
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };

  return (
    <Card withBorder component="form" onSubmit={submit} aria-labelledby="default-schedule-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="default-schedule-title">
          {t('balance.calendar.defaultSchedule')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('balance.calendar.defaultScheduleHint')}
        </Text>
        {current.isError ? (
          <Text role="alert">{errorMessage(current.error, t)}</Text>
        ) : hours ? (
          <WeeklyFields value={hours} onChange={setHours} />
        ) : (
          <Skeleton h={80} />
        )}
        <RefusalAlert message={error} />
        {saved && (
          <Text role="status" size="sm">
            {t('balance.calendar.saved')}
          </Text>
        )}
        <Group>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} disabled={!hours}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CompanyCalendar() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={900} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('balance.calendar.title')}
        </Title>
        <Text c="dimmed">{t('balance.calendar.intro')}</Text>
      </div>
      <Holidays />
      <DefaultSchedule />
    </Stack>
  );
}
