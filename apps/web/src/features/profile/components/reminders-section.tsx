// Reminders (a period left open, a day left empty) always arrive as notifications; these two switches add the
// e-mail and the push to this browser. Push asks the browser's permission only when it is turned on.
import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@timetrack/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useUpdatePreferences } from '../api/profile';
import { pushSupport, subscribeThisBrowser } from '../api/push';

export function RemindersSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences(user.id);
  const [subscribing, setSubscribing] = useState(false);
  const support = pushSupport();
  const reminders = user.preferences.reminders;
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t), closeButtonProps: { 'aria-label': t('common.close') } });
  const setPush = async (on: boolean) => {
    if (!on) {
      update.mutate({ reminders: { ...reminders, push: false } }, { onError: fail });
      return;
    }
    setSubscribing(true);
    try {
      if (!(await subscribeThisBrowser(user.id))) {
        notifications.show({ color: 'yellow', message: t('profile.reminders.pushRefused'), closeButtonProps: { 'aria-label': t('common.close') } });
        return;
      }
      await update.mutateAsync({ reminders: { ...reminders, push: true } });
      notifications.show({ color: 'teal', message: t('profile.reminders.pushOn'), closeButtonProps: { 'aria-label': t('common.close') } });
    } catch (error) {
      fail(error);
    } finally {
      setSubscribing(false);
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('profile.reminders.help')}
      </Text>
      <Switch
        label={t('profile.reminders.email')}
        checked={reminders.email}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ reminders: { ...reminders, email: event.currentTarget.checked } }, { onError: fail })}
      />
      <Switch
        label={t('profile.reminders.push')}
        description={support === 'unsupported' ? t('profile.reminders.pushUnsupported') : support === 'denied' ? t('profile.reminders.pushDenied') : undefined}
        checked={reminders.push && support === 'supported'}
        disabled={support !== 'supported' || subscribing || update.isPending}
        onChange={(event) => void setPush(event.currentTarget.checked)}
      />
    </Stack>
  );
}
