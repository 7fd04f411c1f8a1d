// How many of the caller's people need them (GET /attention), beside People in the navigation.
import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { attentionByPerson, attentionQuery } from '../api/attention';

export function AttentionCount() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const people = attentionByPerson(useQuery(attentionQuery(me)).data).size;
  if (people === 0) return null;
  return (
    <>
      <Badge size="sm" color="orange.9" circle={people < 10} aria-hidden>
        {people > 99 ? '99+' : people}
      </Badge>
      <VisuallyHidden>{t('nav.attentionCount', { count: people })}</VisuallyHidden>
    </>
  );
}
