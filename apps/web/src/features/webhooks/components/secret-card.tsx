// A new webhook's signing secret, shown once: the service does not show it again.
import { Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShownSecret {
  url: string;
  secret: string;
}

/** The secret, shown once: the service does not show it again. */
export function SecretCard({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
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

