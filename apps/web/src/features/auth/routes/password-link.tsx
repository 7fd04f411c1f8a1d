// The e-mail links /set-password/{token} (an invitation) and /reset-password/{token}: check the link,
// choose a password, then sign in with it.
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { ApiError, unwrap } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { PasswordField } from '../../../components/password-field';
import { queryKeys } from '../../../lib/query-keys';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

function PasswordLink({ purpose }: { purpose: 'invitation' | 'reset' }) {
  const { t } = useTranslation();
  // Both routes of this screen name a token in their path.
  const { token = '' } = useParams({ strict: false });
  const navigate = useNavigate();
  const link = useQuery({
    queryKey: queryKeys.passwordToken(token),
    queryFn: () => unwrap(client.api.GET('/password-tokens/{token}', { params: { path: { token } } })),
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) =>
        value.length < PASSWORD_MIN
          ? t('auth.passwordTooShort', { min: PASSWORD_MIN })
          : value.length > PASSWORD_MAX
            ? t('auth.passwordTooLong', { max: PASSWORD_MAX })
            : null,
      confirmation: (value, values) => (value === values.password ? null : t('auth.passwordsDiffer')),
    },
  });
  const choose = useMutation({
    mutationFn: (password: string) =>
      unwrap(client.api.POST('/password-tokens/{token}', { params: { path: { token } }, body: { password } })),
    onSuccess: () => navigate({ to: '/sign-in', search: { email: link.data?.data.email } }),
    onError: (error) => form.setErrors(fieldErrors(error, t)),
  });
  const title = purpose === 'invitation' ? t('auth.setPasswordTitle') : t('auth.resetPasswordTitle');

  if (link.isPending) {
    return (
      <Stack align="center">
        <Loader aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (link.isError) {
    const unusable = link.error instanceof ApiError && link.error.status === 404;
    return (
      <Stack>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {unusable ? t('auth.linkUnusable') : errorMessage(link.error, t)}
        </Alert>
        <Anchor component={Link} to="/forgot-password" ta="center">
          {t('auth.forgotPassword')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => choose.mutate(values.password))} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text size="sm">{t('auth.passwordFor', { email: link.data.data.email })}</Text>
        {choose.isError && Object.keys(fieldErrors(choose.error, t)).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(choose.error, t)}
          </Alert>
        )}
        <PasswordField
          label={t('auth.newPassword')}
          description={t('auth.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={choose.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}

export function SetPassword() {
  return <PasswordLink purpose="invitation" />;
}

export function ResetPassword() {
  return <PasswordLink purpose="reset" />;
}
