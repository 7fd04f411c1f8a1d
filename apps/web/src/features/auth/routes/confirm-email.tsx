// The e-mail link /confirm-email/{token}: confirms the new address once, on opening.
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ApiError, unwrap } from '@timetrack/client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';

export function ConfirmEmail() {
  const { t } = useTranslation();
  // The route names the token in its path.
  const { token = '' } = useParams({ strict: false });
  const user = useSession();
  const confirm = useMutation({
    mutationFn: () => unwrap(client.api.POST('/email-change/{token}', { params: { path: { token } } })),
  });
  // Once per opening (a development double render must not spend the link twice).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate();
  }, [confirm]);

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('auth.confirmEmailTitle')}
      </Title>
      {confirm.isPending || confirm.isIdle ? (
        <Loader aria-label={t('common.loading')} />
      ) : confirm.isSuccess ? (
        <Alert color="teal" variant="light" role="status">
          {t('auth.emailConfirmed')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert">
          {confirm.error instanceof ApiError && confirm.error.status === 404
            ? t('auth.linkUnusable')
            : errorMessage(confirm.error, t)}
        </Alert>
      )}
      <Anchor component={Link} to={user ? '/profile' : '/sign-in'} ta="center">
        {user ? t('auth.backToProfile') : t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
