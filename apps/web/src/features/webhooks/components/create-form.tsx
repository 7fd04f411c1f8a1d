// Creating a webhook: its address, the events it receives and a description; the service's refusal of an
// address (not HTTPS, a private or unresolvable host) in words of its own.
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/refusal-alert';
import { fieldErrors } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { useCreateWebhook, type WebhookEventType } from '../api/webhooks';
import { EVENT_KEYS, EVENT_TYPES } from '../lib/event-words';
import type { ShownSecret } from './secret-card';

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

export function CreateForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
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

