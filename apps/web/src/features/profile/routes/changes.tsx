// My change log: who changed what in my recorded time, before and after, and whether the chain of
// entries is intact.
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangeLog } from '../../../components/change-log';
import { useCurrentUser } from '../../../lib/session';
import { chainQuery, changesQuery } from '../api/changes';

export function Changes() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const changes = useQuery(changesQuery(user.id));
  const chain = useQuery(chainQuery(user.id));
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        {t('changes.title')}
      </Title>
      <ChangeLog changes={changes} chain={chain} viewerId={user.id} empty={t('changes.empty')} />
    </Stack>
  );
}
