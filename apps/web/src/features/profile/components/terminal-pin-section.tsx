// The PIN the person types after their badge on a shared clocking terminal: set or changed with their
// current password (4 to 8 digits). Whether one is set is all that is shown; the PIN itself never comes back.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { User } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { fieldErrors } from '../../../lib/errors';
import { useSetTerminalPin } from '../api/profile';

const PIN = /^\d{4,8}$/;

export function TerminalPinSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const setPin = useSetTerminalPin(user.id);
  const form = useForm({
    initialValues: { pin: '', current_password: '' },
    validate: {
      pin: (value) => (PIN.test(value) ? null : t('profile.pin.invalid')),
      current_password: (value) => (value ? null : t('errors.fields.required')),
    },
  });
  const hasPin = user.has_pin;
  return (
    <Stack>
      <Group gap="xs">
        <Text size="sm">{t('profile.pin.help')}</Text>
        {hasPin ? (
          <Badge color="teal.9" variant="filled">
            {t('profile.pin.set')}
          </Badge>
        ) : (
          <Badge color="gray.7" variant="filled">
            {t('profile.pin.notSet')}
          </Badge>
        )}
      </Group>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          setPin.mutate(values, {
            onSuccess: () => {
              form.reset();
              notifications.show({ color: 'teal', message: t('profile.pin.saved'), closeButtonProps: { 'aria-label': t('common.close') } });
            },
            onError: (error) => form.setErrors(fieldErrors(error, t)),
          }),
        )}
      >
        <Stack>
          <PasswordField
            label={t('profile.pin.field')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            required
            {...form.getInputProps('pin')}
          />
          <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <Group justify="flex-end">
            <Button type="submit" loading={setPin.isPending}>
              {hasPin ? t('profile.pin.change') : t('profile.pin.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
