// A person's correction requests on their page: each with the period as recorded beside the requested
// times and, while pending, the difference in words and a link to review it.
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CorrectionCard } from '../../../components/correction-card';
import { errorMessage } from '../../../lib/errors';
import { personCorrectionsQuery } from '../api/people';

export function PersonCorrections({ userId, reviewable }: { userId: number; reviewable: boolean }) {
  const { t } = useTranslation();
  const corrections = useQuery(personCorrectionsQuery(userId));
  if (corrections.isPending) return <Skeleton h={120} />;
  if (corrections.isError)
    return (
      <Text role="alert" c="red">
        {errorMessage(corrections.error, t)}
      </Text>
    );
  if (corrections.data.length === 0) return <Text c="dimmed">{t('person.corrections.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {corrections.data.map((correction) => (
        <CorrectionCard correction={correction} key={correction.id}>
          {correction.status === 'pending' && reviewable && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/reviews" hash={`correction-${correction.id}`} />}>
              {t('person.corrections.review')}
            </Anchor>
          )}
        </CorrectionCard>
      ))}
    </Stack>
  );
}
