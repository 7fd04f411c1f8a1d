// The number of requests waiting for the caller (corrections and leave), beside Reviews in the navigation.
import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { pendingCountQuery, pendingLeaveQuery } from '../api/pending';

export function PendingCount() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const pending = (useQuery(pendingCountQuery(me)).data ?? 0) + (useQuery(pendingLeaveQuery(me)).data?.length ?? 0);
  if (pending === 0) return null;
  return (
    <>
      <Badge size="sm" color="red.9" circle={pending < 10} aria-hidden>
        {pending > 99 ? '99+' : pending}
      </Badge>
      <VisuallyHidden>{t('reviews.pendingCount', { count: pending })}</VisuallyHidden>
    </>
  );
}
