// The bell in the header: the unread count, a way to the inbox.
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '../api/notifications';

export function Bell() {
  const { t } = useTranslation();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red.9" offset={4}>
      <ActionIcon
        component={Link}
        to="/inbox"
        variant="subtle"
        size="lg"
        aria-label={t('inbox.bell', { count: unread })}
      >
        <IconBell aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
