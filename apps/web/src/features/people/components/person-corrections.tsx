// A person's correction requests on their page: each with the period as recorded beside the requested
// times and, while pending, the difference in words and a link to review it.
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CorrectionComparison } from '../../../components/correction-comparison';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { personCorrectionsQuery } from '../api/people';

const STATUS_KEYS = {
  pending: 'person.corrections.status.pending',
  approved: 'person.corrections.status.approved',
  rejected: 'person.corrections.status.rejected',
} as const;
const STATUS_COLORS = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9' } as const;

export function PersonCorrections({ userId, reviewable }: { userId: number; reviewable: boolean }) {
  const { t, i18n } = useTranslation();
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
      {corrections.data.map((correction) => {
        const pending = correction.status === 'pending';
        return (
          <Card withBorder padding="sm" component="li" key={correction.id}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Badge color={STATUS_COLORS[correction.status]} variant="filled">
                  {t(STATUS_KEYS[correction.status])}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDateTime(new Date(correction.created_at), i18n.language)}
                </Text>
              </Group>
              <Text size="sm">
                <Text span fw={600}>
                  {t('person.corrections.reason')}
                </Text>{' '}
                {correction.reason}
              </Text>
              <CorrectionComparison correction={correction} showDifference={pending} />
              {correction.review_comment && (
                <Text size="sm" c="dimmed">
                  {t('person.corrections.comment', { comment: correction.review_comment })}
                </Text>
              )}
              {pending && reviewable && (
                <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/reviews" hash={`correction-${correction.id}`} />}>
                  {t('person.corrections.review')}
                </Anchor>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
