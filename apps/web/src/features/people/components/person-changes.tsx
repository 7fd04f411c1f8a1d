// A person's change log, newest first, with the verification of its hash chain.
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeLog } from '../../../components/change-log';
import { useCurrentUser } from '../../../lib/session';
import { chainQuery, changesQuery } from '../api/people';

export const PersonChanges = memo(function PersonChanges({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const changes = useQuery(changesQuery(userId));
  const chain = useQuery(chainQuery(userId));
  return <ChangeLog changes={changes} chain={chain} viewerId={viewer.id} empty={t('person.changes.empty')} />;
});
