// Corrections to review: pending requests first, each with the requested times beside the recorded
// period, approved or rejected with a comment; then the requests already reviewed.
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Correction } from '@timetrack/client';
import { ApiError } from '@timetrack/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { fromServiceTime } from '../../../lib/time';
import { namesQuery, recordedPeriodQuery, reviewsQuery, useReview } from '../api/reviews';

const STATUS_KEYS = {
  pending: 'reviews.status.pending',
  approved: 'reviews.status.approved',
  rejected: 'reviews.status.rejected',
} as const;
const STATUS_COLORS = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9' } as const;

function span(start: string, end: string | null, language: string, open: string): string {
  const from = fromServiceTime(start);
  const to = end ? fromServiceTime(end) : null;
  const sameDay = to && from.toDateString() === to.toDateString();
  return `${formatDateTime(from, language)} – ${to ? (sameDay ? formatTime(to, language) : formatDateTime(to, language)) : open}`;
}

function Recorded({ correction }: { correction: Correction }) {
  const { t, i18n } = useTranslation();
  const workingTimeId = correction.working_time_id;
  const recorded = useQuery({
    ...recordedPeriodQuery(correction.user_id, workingTimeId ?? 0),
    enabled: workingTimeId !== null && correction.status === 'pending',
  });
  if (workingTimeId === null) return <Text size="sm">{t('reviews.missing')}</Text>;
  if (correction.status !== 'pending') return <Text size="sm">{t('reviews.periodNumber', { id: workingTimeId })}</Text>;
  if (recorded.isPending) return <Skeleton h={20} />;
  if (recorded.isError)
    return (
      <Text size="sm" c="dimmed">
        {recorded.error instanceof ApiError && recorded.error.code === 'not_found' ? t('reviews.periodGone') : errorMessage(recorded.error, t)}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" className="tabular">
        {span(recorded.data.start, recorded.data.end, i18n.language, t('reviews.open'))}
      </Text>
      {(recorded.data.breaks ?? []).map((pause) => (
        <Text size="xs" c="dimmed" key={pause.id} className="tabular">
          {t('reviews.break', { span: span(pause.start, pause.end, i18n.language, t('reviews.open')) })}
        </Text>
      ))}
    </Stack>
  );
}

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
    <Card withBorder component="li" padding="md">
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Card withBorder padding="xs" bg="var(--mantine-color-blue-light)">
            <Text size="xs" fw={700} tt="uppercase">
              {t('reviews.requested')}
            </Text>
            <Text size="sm" className="tabular">
              {span(correction.start, correction.end, i18n.language, t('reviews.open'))}
            </Text>
          </Card>
          <Card withBorder padding="xs">
            <Text size="xs" fw={700} tt="uppercase">
              {t('reviews.recorded')}
            </Text>
            <Recorded correction={correction} />
          </Card>
        </SimpleGrid>
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
