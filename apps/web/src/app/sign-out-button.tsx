import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../lib/auth';

/** "Sign out": ends the session on the service, then shows the sign-in page. */
export function SignOutButton({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      color="gray"
      justify="flex-start"
      fullWidth={fullWidth}
      leftSection={<IconLogout size={20} aria-hidden />}
      onClick={async () => {
        await signOut().catch(() => undefined);
        await navigate({ to: '/sign-in' });
      }}
    >
      {t('nav.signOut')}
    </Button>
  );
}
