// "More" on a phone: what does not fit in the bottom bar, and Sign out.
import { NavLink, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/session';
import { entriesFor } from './navigation';
import { SignOutButton } from './sign-out-button';

export function More() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('nav.more')}
      </Title>
      <nav aria-label={t('nav.more')}>
        {entriesFor(user.role, 'more').map((entry) => (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={t(entry.label)}
            leftSection={<entry.icon size={20} aria-hidden />}
            rightSection={entry.count && <entry.count />}
          />
        ))}
      </nav>
      <SignOutButton fullWidth />
    </Stack>
  );
}
