// Webhooks (general managers): addresses of other systems that receive the service's events, signed. Creating
// one answers its signing secret once (copied from here, never shown again); each webhook's deliveries are
// listed with their tries, and one can be tried again; deleting asks first.
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { webhooksQuery } from '../api/webhooks';
import { CreateForm } from '../components/create-form';
import { SecretCard, type ShownSecret } from '../components/secret-card';
import { WebhookItem } from '../components/webhook-item';

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
