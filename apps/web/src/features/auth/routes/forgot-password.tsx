// Ask for a password-reset link; the answer is the same whatever the address.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unwrap } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { errorMessage } from '../../../lib/errors';

export function ForgotPassword() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (/^\S+@\S+$/.test(value) ? null : t('auth.emailInvalid')) },
  });
  const request = useMutation({
    mutationFn: (email: string) => unwrap(client.api.POST('/auth/forgot-password', { body: { email } })),
  });

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('auth.forgotTitle')}
      </Title>
      {request.isSuccess ? (
        <Alert color="teal" variant="light" role="status">
          {t('auth.forgotSent')}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => request.mutate(values.email))} noValidate>
          <Stack>
            <Text size="sm">{t('auth.forgotHelp')}</Text>
            {request.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(request.error, t)}
              </Alert>
            )}
            <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
            <Button type="submit" loading={request.isPending}>
              {t('auth.forgotSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/sign-in" size="sm" ta="center">
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
