// One webhook of the list: its address, events and author, resuming it when paused, its deliveries on demand,
// deleting it (asked first).
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDeleteWebhook, useResumeWebhook, type Webhook } from '../api/webhooks';
import { Deliveries } from './deliveries';

export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const [open, setOpen] = useState(false);
  const name = webhook.description ?? webhook.url;
  const paused = webhook.status === 'paused';
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
            {webhook.description && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {webhook.description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('webhooks.createdBy', { when: formatDateTime(new Date(webhook.created_at), i18n.language), name: webhook.created_by_name })}
            </Text>
            {paused && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">{t('webhooks.pausedHelp', { name: webhook.created_by_name })}</Text>
              </Alert>
            )}
            {resume.isError && (
              <Alert color="red" variant="light" role="alert" p="xs">
                {errorMessage(resume.error, t)}
              </Alert>
            )}
            <Group gap={4} mt={4}>
              {webhook.events.map((type) => (
                <Badge key={type} variant="outline" size="sm" tt="none">
                  {type}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs">
            {paused && (
              <Button
                size="compact-sm"
                loading={resume.isPending}
                aria-label={t('webhooks.resumeLabel', { name })}
                onClick={() => resume.mutate(webhook.id)}
              >
                {t('webhooks.resume')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              aria-expanded={open}
              aria-label={t('webhooks.showDeliveriesLabel', { name })}
              onClick={() => setOpen((was) => !was)}
            >
              {t('webhooks.showDeliveries')}
            </Button>
            <ConfirmButton
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              title={t('webhooks.delete')}
              message={t('webhooks.deleteMessage', { url: webhook.url })}
              onConfirm={() => remove.mutateAsync(webhook.id)}
              aria-label={t('webhooks.deleteLabel', { name })}
            >
              {t('webhooks.delete')}
            </ConfirmButton>
          </Group>
        </Group>
        {open && <Deliveries webhook={webhook} />}
      </Stack>
    </Card>
  );
}

