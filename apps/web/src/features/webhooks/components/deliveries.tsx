// A webhook's deliveries, newest first and a page at a time, each with its tries and a way to try it again.
import { Badge, Button, Card, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { deliveriesQuery, DELIVERIES_PAGE_SIZE, useRetryDelivery, type Webhook, type WebhookDelivery } from '../api/webhooks';
import { EVENT_KEYS } from '../lib/event-words';

const STATUS_KEYS: Record<WebhookDelivery['status'], string> = {
  pending: 'webhooks.status.pending',
  retrying: 'webhooks.status.retrying',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};
// Dark shades under white text: readable at the badge's small size.
const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'gray.7',
  retrying: 'grape.9',
  delivered: 'teal.9',
  failed: 'red.9',
};

function DeliveryItem({ webhookId, delivery }: { webhookId: number; delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryDelivery();
  const [error, setError] = useState<string | null>(null);
  const label = delivery.type === 'ping' ? t('webhooks.events.ping') : t(EVENT_KEYS[delivery.type]);
  return (
    <Card withBorder component="li" padding="sm" aria-label={t('webhooks.deliveryLabel', { type: delivery.type, when: formatDateTime(new Date(delivery.created_at), i18n.language) })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600}>{label}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {delivery.type} · {formatDateTime(new Date(delivery.created_at), i18n.language)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[delivery.status]} variant="filled">
              {t(STATUS_KEYS[delivery.status])}
            </Badge>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={retry.isPending}
              aria-label={t('webhooks.retryLabel', { type: delivery.type })}
              onClick={async () => {
                setError(null);
                try {
                  await retry.mutateAsync({ webhookId, deliveryId: delivery.id });
                } catch (caught) {
                  setError(errorMessage(caught, t));
                }
              }}
            >
              {t('webhooks.retry')}
            </Button>
          </Group>
        </Group>
        {delivery.next_attempt_at && delivery.attempts.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('webhooks.nextAttempt', { when: formatDateTime(new Date(delivery.next_attempt_at), i18n.language) })}
          </Text>
        )}
        {delivery.attempts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('webhooks.noAttempt')}
          </Text>
        ) : (
          <Table striped withTableBorder fz="sm" style={{ tableLayout: 'fixed' }}>
              <Table.Caption>{t('webhooks.attemptsCaption', { count: delivery.attempts.length })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('webhooks.attemptAt')}</Table.Th>
                  <Table.Th scope="col">{t('webhooks.attemptCode')}</Table.Th>
                  <Table.Th scope="col">{t('webhooks.attemptDuration')}</Table.Th>
                  <Table.Th scope="col">{t('webhooks.attemptError')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.attempts.map((attempt, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{formatDateTime(new Date(attempt.at), i18n.language)}</Table.Td>
                    <Table.Td>{attempt.status_code ?? t('webhooks.noAnswer')}</Table.Td>
                    <Table.Td>{t('webhooks.milliseconds', { count: attempt.duration_ms })}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{attempt.error ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
          </Table>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const deliveries = useQuery(deliveriesQuery(webhook.id, page));
  if (deliveries.isPending) return <Skeleton h={80} />;
  if (deliveries.isError) return <Text role="alert">{errorMessage(deliveries.error, t)}</Text>;
  const pages = Math.ceil(deliveries.data.meta.total / DELIVERIES_PAGE_SIZE);
  return (
    <Stack gap="xs">
      {deliveries.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webhooks.noDelivery')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('webhooks.deliveriesOf', { url: webhook.url })}>
          {deliveries.data.data.map((delivery) => (
            <DeliveryItem key={delivery.id} webhookId={webhook.id} delivery={delivery} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('webhooks.newer') : control === 'next' ? t('webhooks.older') : control,
          })}
          getItemProps={(value) => ({ 'aria-label': t('webhooks.page', { page: value }) })}
        />
      )}
    </Stack>
  );
}

