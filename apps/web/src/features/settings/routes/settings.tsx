// The company's settings (general managers): the reminder policy. Each reminder has a switch and its figure;
// the service keeps the bounds (30 to 1,440 minutes for an open period, 60 to 1,440 for the automatic close)
// and its refusal is shown under the field it names.
import { Button, Group, NumberInput, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ReminderPolicy } from '@timetrack/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { reminderPolicyQuery, useSetReminderPolicy } from '../api/reminders';

interface Draft {
  open: boolean;
  openHours: number | string;
  missing: boolean;
  missingAfter: string;
  close: boolean;
  closeHours: number | string;
}

const hours = (minutes: number | null, fallback: number) => (minutes === null ? fallback : minutes / 60);

function draftOf(policy: ReminderPolicy): Draft {
  return {
    open: policy.open_after_minutes !== null,
    openHours: hours(policy.open_after_minutes, 12),
    missing: policy.missing_day_after !== null,
    missingAfter: policy.missing_day_after ?? '09:00',
    close: policy.auto_close_after_minutes !== null,
    closeHours: hours(policy.auto_close_after_minutes, 16),
  };
}

const minutesOf = (value: number | string) => Math.round(Number(value) * 60);

function policyOf(draft: Draft): ReminderPolicy {
  return {
    open_after_minutes: draft.open ? minutesOf(draft.openHours) : null,
    missing_day_after: draft.missing ? draft.missingAfter : null,
    auto_close_after_minutes: draft.close ? minutesOf(draft.closeHours) : null,
  };
}

function ReminderPolicyForm({ policy }: { policy: ReminderPolicy }) {
  const { t } = useTranslation();
  const save = useSetReminderPolicy();
  const [draft, setDraft] = useState(() => draftOf(policy));
  useEffect(() => setDraft(draftOf(policy)), [policy]);
  const { errors, error, submitWith } = useFormRefusal();
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = submitWith(async () => {
    await save.mutateAsync(policyOf(draft));
    notifications.show({ color: 'teal', message: t('settings.reminders.saved'), closeButtonProps: { 'aria-label': t('common.close') } });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reminder-policy-title">
      <Stack>
        <Title order={2} size="h4" id="reminder-policy-title">
          {t('settings.reminders.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.reminders.help')}
        </Text>
        <RefusalAlert message={error} />
        <Switch label={t('settings.reminders.open')} checked={draft.open} onChange={(event) => change({ open: event.currentTarget.checked })} />
        {draft.open && (
          <NumberInput
            label={t('settings.reminders.openAfter')}
            description={t('settings.reminders.openBounds')}
            min={0.5}
            max={24}
            step={0.5}
            clampBehavior="none"
            hideControls
            decimalScale={2}
            value={draft.openHours}
            onChange={(value) => change({ openHours: value })}
            error={errors.open_after_minutes}
          />
        )}
        <Switch label={t('settings.reminders.missing')} checked={draft.missing} onChange={(event) => change({ missing: event.currentTarget.checked })} />
        {draft.missing && (
          <TextInput
            type="time"
            label={t('settings.reminders.missingAfter')}
            value={draft.missingAfter}
            onChange={(event) => change({ missingAfter: event.currentTarget.value })}
            error={errors.missing_day_after}
          />
        )}
        <Switch label={t('settings.reminders.close')} checked={draft.close} onChange={(event) => change({ close: event.currentTarget.checked })} />
        {draft.close && (
          <NumberInput
            label={t('settings.reminders.closeAfter')}
            description={t('settings.reminders.closeBounds')}
            min={1}
            max={24}
            step={0.5}
            clampBehavior="none"
            hideControls
            decimalScale={2}
            value={draft.closeHours}
            onChange={(value) => change({ closeHours: value })}
            error={errors.auto_close_after_minutes}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Settings() {
  const { t } = useTranslation();
  const policy = useQuery(reminderPolicyQuery());
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      {policy.isPending ? (
        <Skeleton h={240} />
      ) : policy.isError ? (
        <Text role="alert">{errorMessage(policy.error, t)}</Text>
      ) : (
        <ReminderPolicyForm policy={policy.data} />
      )}
    </Stack>
  );
}
