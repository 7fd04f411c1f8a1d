// Corrections to review: pending requests first, each with the period as recorded beside the requested
// times and the difference in words, approved or rejected with a comment; then the requests already reviewed.
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Correction } from '@timetrack/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionComparison } from '../../../components/correction-comparison';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { namesQuery, reviewsQuery, useReview } from '../api/reviews';

const STATUS_KEYS = {
  pending: 'reviews.status.pending',
  approved: 'reviews.status.approved',
  rejected: 'reviews.status.rejected',
} as const;
const STATUS_COLORS = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9' } as const;

function ReviewCard({ correction, name }: { correction: Correction; name: string }) {
  const { t, i18n } = useTranslation();
  const review = useReview();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setError(null);
    try {
      await review.mutateAsync({ id: correction.id, decision, comment });
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };
  const pending = correction.status === 'pending';
  return (
    <Card withBorder component="li" padding="md" id={`correction-${correction.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{name}</Text>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[correction.status]} variant="filled">
              {t(STATUS_KEYS[correction.status])}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDateTime(new Date(correction.created_at), i18n.language)}
            </Text>
          </Group>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('reviews.reason')}
          </Text>{' '}
          {correction.reason}
        </Text>
        <CorrectionComparison correction={correction} showDifference={pending} />
        {correction.review_comment && (
          <Text size="sm" c="dimmed">
            {t('reviews.comment', { comment: correction.review_comment })}
          </Text>
        )}
        {pending && (
          <>
            <Textarea
              label={t('reviews.commentLabel', { name })}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              autosize
              minRows={1}
            />
            <RefusalAlert message={error} />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} aria-hidden />}
                loading={review.isPending && review.variables?.decision === 'reject'}
                onClick={() => decide('reject')}
                aria-label={t('reviews.rejectLabel', { name })}
              >
                {t('reviews.reject')}
              </Button>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={review.isPending && review.variables?.decision === 'approve'}
                onClick={() => decide('approve')}
                aria-label={t('reviews.approveLabel', { name })}
              >
                {t('reviews.approve')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

export function Reviews() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const reviews = useQuery(reviewsQuery(me));
  const names = useQuery(namesQuery()).data;
  const all = reviews.data ?? [];
  const pending = all.filter((correction) => correction.status === 'pending');
  const reviewed = all.filter((correction) => correction.status !== 'pending');
  // A link to one request (`/reviews#correction-12`, from a team's month-end) brings it into view once listed.
  const listed = reviews.data !== undefined;
  useEffect(() => {
    if (listed && window.location.hash.startsWith('#correction-')) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [listed]);
  const nameOf = (id: number) => (id === me.id ? me.name : (names?.get(id) ?? t('reviews.unknownName', { id })));

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        {t('reviews.title')}
      </Title>
      {reviews.isPending ? (
        <Skeleton h={200} />
      ) : reviews.isError ? (
        <Text role="alert">{errorMessage(reviews.error, t)}</Text>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('reviews.pendingTitle', { count: pending.length })}
            </Title>
            {pending.length === 0 ? (
              <Text c="dimmed">{t('reviews.nonePending')}</Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {pending.map((correction) => (
                  <ReviewCard key={correction.id} correction={correction} name={nameOf(correction.user_id)} />
                ))}
              </Stack>
            )}
          </Stack>
          {reviewed.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('reviews.reviewedTitle')}
              </Title>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {reviewed.map((correction) => (
                  <ReviewCard key={correction.id} correction={correction} name={nameOf(correction.user_id)} />
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
