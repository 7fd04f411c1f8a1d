// Reviews: leave requests waiting for a decision (approved with an optional comment, rejected with a reason),
// then corrections to review: pending requests first, each with the period as recorded beside the requested
// times and the difference in words, approved or rejected with a comment; then the requests already reviewed.
import { Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Correction } from '@timetrack/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionCard } from '../../../components/correction-card';
import { LeaveDates } from '../../../components/leave-dates';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, refusalSentence } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { formatDays, leaveTypesQuery, type LeaveRequest } from '../../../lib/leave';
import { LEAVE_REFUSALS } from '../../../lib/leave-words';
import { useCurrentUser } from '../../../lib/session';
import { pendingLeaveQuery } from '../api/pending';
import { leaveBalancesQuery, namesQuery, reviewsQuery, useDecideLeave, useReview } from '../api/reviews';

function ReviewCard({ correction, name }: { correction: Correction; name: string }) {
  const { t } = useTranslation();
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
  return (
    <CorrectionCard correction={correction} name={name} id={`correction-${correction.id}`} padding="md">
    {correction.status === 'pending' && (
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
    </CorrectionCard>
  );
}

/** What the person has left of the request's type in its leave year, this request counted (it is pending). */
function LeftAfter({ request }: { request: LeaveRequest }) {
  const { t, i18n } = useTranslation();
  const balance = useQuery(leaveBalancesQuery(request.user_id)).data?.find(
    (candidate) =>
      candidate.leave_type_id === request.leave_type_id && candidate.year_start <= request.start_date && request.start_date <= candidate.year_end,
  );
  if (!balance) return null;
  return (
    <Text size="sm" c={balance.available_days < 0 ? 'red.9' : 'dimmed'}>
      {t('reviews.leave.leftAfter', {
        year: balance.year,
        days: t('reviews.leave.days', { count: balance.available_days, days: formatDays(balance.available_days, i18n.language) }),
      })}
    </Text>
  );
}

function LeaveCard({ request, name, typeName }: { request: LeaveRequest; name: string; typeName: string }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideLeave();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const run = async (decision: 'approve' | 'reject') => {
    setError(null);
    setReasonMissing(false);
    if (decision === 'reject' && !comment.trim()) {
      setReasonMissing(true);
      return;
    }
    try {
      await decide.mutateAsync({ id: request.id, decision, comment });
    } catch (caught) {
      setError(refusalSentence(caught, t, LEAVE_REFUSALS));
    }
  };
  return (
    <Card withBorder component="li" padding="md" id={`leave-request-${request.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(new Date(request.created_at), i18n.language)}
          </Text>
        </Group>
        <Text fw={600}>{typeName}</Text>
        <LeaveDates request={request} />
        <LeftAfter request={request} />
        {request.comment && (
          <Text size="sm">
            <Text span fw={600}>
              {t('reviews.leave.requestComment')}
            </Text>{' '}
            {request.comment}
          </Text>
        )}
        <Textarea
          label={t('reviews.leave.commentLabel', { name })}
          description={t('reviews.leave.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={reasonMissing ? t('reviews.leave.reasonRequired') : undefined}
          autosize
          minRows={1}
          maxLength={1000}
        />
        <RefusalAlert message={error} />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            loading={decide.isPending && decide.variables?.decision === 'reject'}
            onClick={() => void run('reject')}
            aria-label={t('reviews.leave.rejectLabel', { name })}
          >
            {t('reviews.reject')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            onClick={() => void run('approve')}
            aria-label={t('reviews.leave.approveLabel', { name })}
          >
            {t('reviews.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Leave requests waiting for the caller's decision, the first days soonest first. */
function LeaveReviews({ nameOf }: { nameOf: (id: number) => string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const pending = useQuery(pendingLeaveQuery(me));
  const types = useQuery(leaveTypesQuery(true)).data;
  const typeName = (id: number) => types?.find((type) => type.id === id)?.name ?? t('reviews.leave.unknownType', { id });
  const requests = [...(pending.data ?? [])].sort((a, b) => a.start_date.localeCompare(b.start_date));
  return (
    <Stack gap="xs" component="section" aria-labelledby="leave-reviews-title">
      <Title order={2} size="h3" id="leave-reviews-title">
        {t('reviews.leave.title', { count: requests.length })}
      </Title>
      {pending.isPending ? (
        <Skeleton h={120} />
      ) : pending.isError ? (
        <Text role="alert">{errorMessage(pending.error, t)}</Text>
      ) : requests.length === 0 ? (
        <Text c="dimmed">{t('reviews.leave.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requests.map((request) => (
            <LeaveCard key={request.id} request={request} name={nameOf(request.user_id)} typeName={typeName(request.leave_type_id)} />
          ))}
        </Stack>
      )}
    </Stack>
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
    if (listed && /^#(correction|leave-request)-/.test(window.location.hash)) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [listed]);
  const nameOf = (id: number) => (id === me.id ? me.name : (names?.get(id) ?? t('reviews.unknownName', { id })));

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        {t('reviews.pageTitle')}
      </Title>
      <LeaveReviews nameOf={nameOf} />
      <Title order={2} size="h3">
        {t('reviews.title')}
      </Title>
      {reviews.isPending ? (
        <Skeleton h={200} />
      ) : reviews.isError ? (
        <Text role="alert">{errorMessage(reviews.error, t)}</Text>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={3} size="h4">
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
              <Title order={3} size="h4">
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
