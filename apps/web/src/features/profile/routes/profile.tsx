// Profile: name, language, theme, password, two-factor codes and passkeys, the e-mail address (two steps,
// for general managers as the rules allow), and a download of everything stored about me.
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { User } from '@timetrack/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import {
  useChangePassword,
  useDownloadData,
  usePendingEmailChange,
  useRequestEmailChange,
  useUpdateName,
  useUpdatePreferences,
} from '../api/profile';
import { PasswordField } from '../../../components/password-field';
import { AccessTokensSection } from '../components/access-tokens-section';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { TerminalPinSection } from '../components/terminal-pin-section';
import { RemindersSection } from '../components/reminders-section';

const PASSWORD_MIN = 10;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateName(user.id);
  const form = useForm({
    initialValues: { name: user.name },
    validate: { name: (value) => (value.trim() ? null : t('errors.fields.required')) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(values.name.trim(), {
          onSuccess: () => notifications.show({ color: 'teal', message: t('profile.saved') }),
          onError: (error) => form.setErrors(fieldErrors(error, t)),
        }),
      )}
    >
      <Group align="flex-end">
        <TextInput label={t('profile.name')} required style={{ flex: 1 }} {...form.getInputProps('name')} />
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}

function Preferences({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences(user.id);
  const save = (preferences: Partial<User['preferences']>) =>
    update.mutate(preferences, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) });
  return (
    <Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="language-label">
          {t('profile.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="language-label"
          value={user.preferences.language}
          onChange={(value) => save({ language: languageOf(value) ?? 'en' })}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="theme-label">
          {t('profile.theme')}
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={user.preferences.theme}
          onChange={(value) => save({ theme: value === 'dark' ? 'dark' : value === 'light' ? 'light' : 'system' })}
          data={[
            { value: 'system', label: t('profile.themeSystem') },
            { value: 'light', label: t('profile.themeLight') },
            { value: 'dark', label: t('profile.themeDark') },
          ]}
        />
      </Stack>
    </Stack>
  );
}

function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangePassword(user.id);
  const form = useForm({
    initialValues: { current_password: '', password: '' },
    validate: {
      current_password: (value) => (value ? null : t('errors.fields.required')),
      password: (value) => (value.length >= PASSWORD_MIN ? null : t('auth.passwordTooShort', { min: PASSWORD_MIN })),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => {
            form.reset();
            notifications.show({ color: 'teal', message: t('profile.passwordChanged') });
          },
          onError: (error) => form.setErrors(fieldErrors(error, t)),
        }),
      )}
    >
      <Stack>
        <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" required {...form.getInputProps('current_password')} />
        <PasswordField label={t('auth.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmailChange({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const pending = usePendingEmailChange(user.id, true);
  const request = useRequestEmailChange(user.id);
  const form = useForm({
    initialValues: { email: '', current_password: '' },
    validate: {
      email: (value) => (/^\S+@\S+$/.test(value) ? null : t('auth.emailInvalid')),
      current_password: (value) => (value ? null : t('errors.fields.required')),
    },
  });
  return (
    <Stack>
      <Text size="sm">{t('profile.emailCurrent', { email: user.email })}</Text>
      {pending.data && (
        <Alert color="blue" variant="light">
          {t('profile.emailPending', {
            email: pending.data.email,
            until: formatDateTime(new Date(pending.data.expires_at), i18n.language),
          })}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          request.mutate(values, {
            onSuccess: () => form.reset(),
            onError: (error) => form.setErrors(fieldErrors(error, t)),
          }),
        )}
      >
        <Stack>
          <TextInput label={t('profile.newEmail')} type="email" required {...form.getInputProps('email')} />
          <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending}>
              {t('profile.sendConfirmation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function Profile() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const download = useDownloadData(user.id);
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Section title={t('profile.identity')} id="profile-identity">
        <NameForm user={user} />
      </Section>
      <Section title={t('profile.preferences')} id="profile-preferences">
        <Preferences user={user} />
      </Section>
      <Section title={t('profile.reminders.title')} id="profile-reminders">
        <RemindersSection user={user} />
      </Section>
      <Section title={t('profile.password')} id="profile-password">
        <PasswordForm user={user} />
      </Section>
      <Section title={t('profile.pin.title')} id="profile-terminal-pin">
        <TerminalPinSection user={user} />
      </Section>
      <Section title={t('profile.twoFactor.title')} id="profile-two-factor">
        <TwoFactorSection userId={user.id} />
      </Section>
      <Section title={t('profile.passkeys.title')} id="profile-passkeys">
        <PasskeysSection userId={user.id} />
      </Section>
      <Section title={t('accessTokens.title')} id="profile-access-tokens">
        <AccessTokensSection userId={user.id} />
      </Section>
      {user.role === 'general_manager' && (
        <Section title={t('profile.email')} id="profile-email">
          <EmailChange user={user} />
        </Section>
      )}
      <Section title={t('profile.myData')} id="profile-data">
        <Stack>
          <Text size="sm">{t('profile.myDataHelp')}</Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(undefined, {
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
                })
              }
            >
              {t('profile.download')}
            </Button>
          </Group>
        </Stack>
      </Section>
    </Stack>
  );
}
