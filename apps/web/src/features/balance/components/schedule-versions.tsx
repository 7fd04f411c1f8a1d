// A person's schedule: the dated versions (each applies from its day until the next), and, for their
// manager, adding a version and deleting one. Without a version the company's default applies.
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { formatDuration, formatLongDay } from '../../../lib/format';
import { isoDate, parseIsoDate } from '../../../lib/time';
import { schedulesQuery, useCreateSchedule, useDeleteSchedule, WEEKDAYS, type Weekly } from '../api/balance';
import { hoursOf, OFFICE_WEEK, secondsOf, weeklySummary, WeeklyFields, type WeeklyHours } from './weekly-fields';

/** A 422's sentences by day: `weekly.mon` or `weekly/mon` is the field of `mon`. */
function dayFieldErrors(caught: unknown, t: TFunction): Record<string, string> {
  const fields = caught instanceof ApiError && caught.status === 422 ? fieldErrors(caught, t) : {};
  return Object.fromEntries(Object.entries(fields).map(([field, sentence]) => [field.split(/[./]/).pop() ?? field, sentence]));
}

function AddVersion({ userId, initial }: { userId: number; initial: Weekly }) {
  const { t } = useTranslation();
  const create = useCreateSchedule(userId);
  const [validFrom, setValidFrom] = useState(isoDate(new Date()));
  const [hours, setHours] = useState<WeeklyHours>(hoursOf(initial));
  const { errors, error, submitWith } = useFormRefusal(dayFieldErrors);
  const [added, setAdded] = useState(false);

  const submit = submitWith(async () => {
    setAdded(false);
    await create.mutateAsync({ valid_from: validFrom, weekly: secondsOf(hours) });
    setAdded(true);
  });

  return (
    <Card withBorder component="form" onSubmit={submit} aria-labelledby="schedule-add-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="schedule-add-title">
          {t('balance.schedule.add')}
        </Title>
        <TextInput
          type="date"
          label={t('balance.schedule.validFrom')}
          value={validFrom}
          onChange={(event) => setValidFrom(event.currentTarget.value)}
          error={errors.valid_from}
          required
          maw={220}
        />
        <WeeklyFields
          value={hours}
          onChange={setHours}
          errors={Object.fromEntries(WEEKDAYS.filter((day) => errors[day]).map((day) => [day, errors[day]]))}
        />
        <RefusalAlert message={error} />
        {added && (
          <Text role="status" size="sm">
            {t('balance.schedule.added')}
          </Text>
        )}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('balance.schedule.addButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ScheduleVersions({ userId, editable }: { userId: number; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const versions = useQuery(schedulesQuery(userId));
  const remove = useDeleteSchedule(userId);
  const duration = (seconds: number) => formatDuration(seconds, i18n.language);

  return (
    <section aria-labelledby="schedule-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="schedule-title">
          {t('balance.schedule.title')}
        </Title>
        {versions.isPending ? (
          <Skeleton h={80} />
        ) : versions.isError ? (
          <Text role="alert">{errorMessage(versions.error, t)}</Text>
        ) : versions.data.length === 0 ? (
          <Text c="dimmed">{t('balance.schedule.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {versions.data.map((version) => {
              const from = formatLongDay(parseIsoDate(version.valid_from), i18n.language);
              const total = WEEKDAYS.reduce((sum, day) => sum + version.weekly[day], 0);
              return (
                <Card withBorder padding="sm" component="li" key={version.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600}>{t('balance.schedule.from', { date: from })}</Text>
                      <Text size="sm">{weeklySummary(version.weekly, i18n.language, duration) || t('balance.schedule.nothingOwed')}</Text>
                      <Text size="sm" c="dimmed">
                        {t('balance.schedule.perWeek', { duration: duration(total) })}
                      </Text>
                    </Stack>
                    {editable && (
                      <ConfirmButton
                        size="compact-sm"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        title={t('balance.schedule.delete')}
                        message={t('balance.schedule.deleteMessage', { date: from })}
                        onConfirm={() => remove.mutateAsync(version.id)}
                        aria-label={t('balance.schedule.deleteLabel', { date: from })}
                      >
                        {t('balance.schedule.delete')}
                      </ConfirmButton>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
        {editable && versions.data && <AddVersion userId={userId} initial={versions.data[0]?.weekly ?? OFFICE_WEEK} />}
      </Stack>
    </section>
  );
}
