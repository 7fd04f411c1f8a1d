// A person's leave requests, the coming ones first then the past: type, days, status, the comments, and
// Cancel where it can still be cancelled (the person: pending, or approved and not begun; a reviewer: any
// pending or approved request; the service refuses the rest and says why in the dialog).
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { LeaveDates, useLeaveDates } from '../../../components/leave-dates';
import { errorMessage, refusalSentence } from '../../../lib/errors';
import { leaveTypesQuery, type LeaveRequest } from '../../../lib/leave';
import { LEAVE_REFUSALS, LEAVE_STATUS_COLORS, LEAVE_STATUS_KEYS } from '../../../lib/leave-words';
import { isoDate } from '../../../lib/time';
import { leaveRequestsQuery, useCancelLeave } from '../api/time-off';

function RequestCard({ request, typeName, self }: { request: LeaveRequest; typeName: string; self: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelLeave();
  const dates = useLeaveDates();
  const today = isoDate(new Date());
  const cancellable =
    request.status === 'pending' || (request.status === 'approved' && (!self || request.start_date > today));
  return (
    <Card withBorder padding="sm" component="li" data-testid={`leave-request-${request.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{typeName}</Text>
          <Badge color={LEAVE_STATUS_COLORS[request.status]} variant="filled">
            {t(LEAVE_STATUS_KEYS[request.status])}
          </Badge>
        </Group>
        <LeaveDates request={request} size="sm" />
        {request.comment && (
          <Text size="sm" c="dimmed">
            {t('timeOff.requests.comment', { comment: request.comment })}
          </Text>
        )}
        {request.decision_comment && (
          <Text size="sm">{t('timeOff.requests.decisionComment', { comment: request.decision_comment })}</Text>
        )}
        {cancellable && (
          <Group justify="flex-end">
            <ConfirmButton
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              title={t('timeOff.requests.cancel')}
              message={t('timeOff.requests.cancelMessage', { type: typeName, dates: dates(request) })}
              onConfirm={() => cancel.mutateAsync(request.id)}
              explain={(error) => refusalSentence(error, t, LEAVE_REFUSALS)}
              aria-label={t('timeOff.requests.cancelLabel', { type: typeName, dates: dates(request) })}
            >
              {t('timeOff.requests.cancel')}
            </ConfirmButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function RequestList({ userId, self }: { userId: number; self: boolean }) {
  const { t } = useTranslation();
  const requests = useQuery(leaveRequestsQuery(userId));
  const types = useQuery(leaveTypesQuery(true)).data;
  const nameOf = (id: number) => types?.find((type) => type.id === id)?.name ?? t('timeOff.unknownType', { id });
  const today = isoDate(new Date());
  const all = [...(requests.data ?? [])].sort((a, b) => b.start_date.localeCompare(a.start_date));
  const coming = all.filter((request) => request.end_date >= today).reverse();
  const past = all.filter((request) => request.end_date < today);
  const list = (items: LeaveRequest[], label: string) => (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {items.map((request) => (
        <RequestCard key={request.id} request={request} typeName={nameOf(request.leave_type_id)} self={self} />
      ))}
    </Stack>
  );
  return (
    <section aria-labelledby="leave-requests-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="leave-requests-title">
          {self ? t('timeOff.requests.title') : t('timeOff.requests.titleOf')}
        </Title>
        {requests.isPending ? (
          <Skeleton h={120} />
        ) : requests.isError ? (
          <Text role="alert">{errorMessage(requests.error, t)}</Text>
        ) : all.length === 0 ? (
          <Text c="dimmed">{t('timeOff.requests.none')}</Text>
        ) : (
          <>
            {coming.length > 0 && list(coming, t('timeOff.requests.coming'))}
            {past.length > 0 && (
              <>
                <Title order={3} size="h5">
                  {t('timeOff.requests.past')}
                </Title>
                {list(past, t('timeOff.requests.past'))}
              </>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
