// Webhooks (general managers): addresses of other systems that receive the service's events, signed. Creating
// one answers its signing secret once (copied from here, never shown again); each webhook's deliveries are
// listed with their tries, and one can be tried again; deleting asks first.
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconPlus, IconRefresh, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useFormRefusal } from '../../../lib/form-refusal';
import {
  deliveriesQuery,
  DELIVERIES_PAGE_SIZE,
  useCreateWebhook,
  useDeleteWebhook,
  useResumeWebhook,
  useRetryDelivery,
  webhooksQuery,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '../api/webhooks';

const EVENT_KEYS: Record<WebhookEventType, string> = {
  'clock.created': 'webhooks.events.clockCreated',
  'working_time.created': 'webhooks.events.workingTimeCreated',
  'working_time.updated': 'webhooks.events.workingTimeUpdated',
  'working_time.deleted': 'webhooks.events.workingTimeDeleted',
  'correction.approved': 'webhooks.events.correctionApproved',
  'correction.rejected': 'webhooks.events.correctionRejected',
  'week.validated': 'webhooks.events.weekValidated',
  'week.reopened': 'webhooks.events.weekReopened',
  'absence.created': 'webhooks.events.absenceCreated',
  'absence.deleted': 'webhooks.events.absenceDeleted',
  'user.invited': 'webhooks.events.userInvited',
  'user.deleted': 'webhooks.events.userDeleted',
  'leave_request.created': 'webhooks.events.leaveRequestCreated',
  'leave_request.approved': 'webhooks.events.leaveRequestApproved',
  'leave_request.rejected': 'webhooks.events.leaveRequestRejected',
  'leave_request.cancelled': 'webhooks.events.leaveRequestCancelled',
};
const EVENT_TYPES = Object.keys(EVENT_KEYS) as WebhookEventType[];

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

const URL_CODE_KEYS: Record<string, string> = {
  not_https: 'webhooks.fields.notHttps',
  private_address: 'webhooks.fields.privateAddress',
  unresolvable: 'webhooks.fields.unresolvable',
  invalid: 'webhooks.fields.invalidUrl',
};

/** The service's refusal of a URL in words of its own; other fields as everywhere. */
function webhookFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const fields = fieldErrors(error, t);
  const urlCode = error instanceof ApiError ? error.details?.url?.[0]?.code : undefined;
  const key = urlCode ? URL_CODE_KEYS[urlCode] : undefined;
  if (key) fields.url = t(key);
  if (fields.events) fields.events = t('webhooks.fields.events');
  return fields;
}

interface ShownSecret {
  url: string;
  secret: string;
}

/** The secret, shown once: the service does not show it again. */
function SecretCard({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  // On a phone the form fills the screen: the secret comes into view.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return (
    <Card ref={card} withBorder role="status" style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('webhooks.secretTitle')}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.secretHelp', { url: shown.url })}
        </Text>
        <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {shown.secret}
        </Code>
        <Group>
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('webhooks.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CreateForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const { errors, error, submitWith } = useFormRefusal(webhookFieldErrors);
  const submit = submitWith(async () => {
    const created = await create.mutateAsync({
      url: url.trim(),
      events: events as WebhookEventType[],
      description: description.trim() === '' ? null : description.trim(),
    });
    onCreated({ url: created.url, secret: created.secret });
    setUrl('');
    setEvents([]);
    setDescription('');
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefusalAlert message={error} />
        <TextInput
          label={t('webhooks.url')}
          description={t('webhooks.urlHelp')}
          placeholder="https://"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
          maxLength={2000}
          required
        />
        <Checkbox.Group label={t('webhooks.eventsLabel')} value={events} onChange={setEvents} error={errors.events} required>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(EVENT_KEYS[type])} description={type} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => setEvents(EVENT_TYPES)}>
            {t('webhooks.allEvents')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setEvents([])}>
            {t('webhooks.noEvents')}
          </Button>
        </Group>
        <TextInput
          label={t('webhooks.description')}
          description={t('webhooks.descriptionHelp')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          maxLength={200}
        />
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('webhooks.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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

function Deliveries({ webhook }: { webhook: Webhook }) {
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

function WebhookItem({ webhook }: { webhook: Webhook }) {
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

export function Webhooks() {
  const { t } = useTranslation();
  const webhooks = useQuery(webhooksQuery);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('webhooks.title')}
        </Title>
        <Text c="dimmed">{t('webhooks.intro')}</Text>
      </div>
      {shown && <SecretCard shown={shown} onDone={() => setShown(null)} />}
      <Card withBorder component="section" aria-labelledby="webhooks-create">
        <Title order={2} size="h4" id="webhooks-create" mb="sm">
          {t('webhooks.createTitle')}
        </Title>
        <CreateForm onCreated={setShown} />
      </Card>
      <section aria-labelledby="webhooks-list">
        <Title order={2} size="h4" id="webhooks-list" mb="sm">
          {t('webhooks.listTitle')}
        </Title>
        {webhooks.isPending ? (
          <Skeleton h={120} />
        ) : webhooks.isError ? (
          <Text role="alert">{errorMessage(webhooks.error, t)}</Text>
        ) : webhooks.data.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconWebhook size={20} aria-hidden />
            <Text>{t('webhooks.none')}</Text>
          </Group>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {webhooks.data.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
