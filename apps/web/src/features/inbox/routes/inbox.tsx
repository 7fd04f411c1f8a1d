// Inbox: what changed in my hours and what was decided about my requests, newest first; unread ones
// marked, one or all marked read.
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notificationsQuery, useMarkRead } from '../api/notifications';

const KIND_KEYS: Record<string, string> = {
  working_time_created: 'inbox.kinds.working_time_created',
  working_time_updated: 'inbox.kinds.working_time_updated',
  working_time_deleted: 'inbox.kinds.working_time_deleted',
  absence_created: 'inbox.kinds.absence_created',
  absence_deleted: 'inbox.kinds.absence_deleted',
  week_validated: 'inbox.kinds.week_validated',
  week_reopened: 'inbox.kinds.week_reopened',
  correction_requested: 'inbox.kinds.correction_requested',
  correction_approved: 'inbox.kinds.correction_approved',
  correction_rejected: 'inbox.kinds.correction_rejected',
  clock_backdated: 'inbox.kinds.clock_backdated',
  working_time_over_24h: 'inbox.kinds.working_time_over_24h',
  default_schedule_updated: 'inbox.kinds.default_schedule_updated',
  start_date_updated: 'inbox.kinds.start_date_updated',
  terminal_pin_locked: 'inbox.kinds.terminal_pin_locked',
  leave_requested: 'inbox.kinds.leave_requested',
  leave_approved: 'inbox.kinds.leave_approved',
  leave_rejected: 'inbox.kinds.leave_rejected',
  leave_cancelled: 'inbox.kinds.leave_cancelled',
  sign_in_factors_removed: 'inbox.kinds.sign_in_factors_removed',
  webhook_paused: 'inbox.kinds.webhook_paused',
};

export function Inbox() {
  const { t, i18n } = useTranslation();
  const list = useQuery(notificationsQuery());
  const markRead = useMarkRead();
  const items = list.data?.data ?? [];
  const unread = list.data?.meta.unread ?? 0;

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('inbox.title')}
        </Title>
        <Button variant="light" disabled={unread === 0} loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('inbox.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Skeleton h={200} />
      ) : list.isError ? (
        <Text role="alert">{errorMessage(list.error, t)}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('inbox.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((notification) => (
            <Card withBorder padding="sm" component="li" key={notification.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    {notification.read_at === null && (
                      <Badge color="blue" variant="filled" size="xs">
                        {t('inbox.new')}
                      </Badge>
                    )}
                    <Text fw={notification.read_at === null ? 700 : 400}>
                      {t(KIND_KEYS[notification.kind] ?? 'inbox.kinds.other')}
                    </Text>
                  </Group>
                  {typeof notification.data.comment === 'string' && notification.data.comment && (
                    <Text size="sm">{t('hours.reviewComment', { comment: notification.data.comment })}</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {formatDateTime(new Date(notification.created_at), i18n.language)}
                  </Text>
                </Stack>
                {notification.read_at === null && (
                  <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate([notification.id])}>
                    {t('inbox.markRead')}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
