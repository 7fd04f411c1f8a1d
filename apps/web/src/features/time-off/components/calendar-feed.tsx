// The calendar feed: a secret address of one's leave calendar for Outlook, Google or Apple Calendar. The
// service shows it once, when made (a new one replaces the old); it can be revoked. Whoever has the address
// reads the calendar without signing in, so the screen says so and offers one click to copy.
import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useCurrentUser } from '../../../lib/session';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/time-off';

export function CalendarFeed() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const create = useCreateCalendarFeed(me.id);
  const revoke = useRevokeCalendarFeed(me.id);
  const [url, setUrl] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const make = async () => {
    setRevoked(false);
    setUrl(await create.mutateAsync());
  };
  return (
    <Card withBorder component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('timeOff.feed.title')}
        </Title>
        <Text size="sm">{t('timeOff.feed.help')}</Text>
        <RefusalAlert message={create.isError ? errorMessage(create.error, t) : null} />
        {url && (
          <Alert color="yellow" variant="light" title={t('timeOff.feed.shownOnce')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <Stack gap="sm">
              <Code block data-testid="calendar-feed-url" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {url}
              </Code>
              <Group>
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button variant="light" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                      {copied ? t('timeOff.feed.copied') : t('timeOff.feed.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button variant="default" onClick={() => setUrl(null)}>
                  {t('timeOff.feed.done')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {revoked && (
          <Text size="sm" role="status">
            {t('timeOff.feed.revoked')}
          </Text>
        )}
        <Group gap="xs">
          <Button leftSection={<IconCalendarShare size={16} aria-hidden />} loading={create.isPending} onClick={() => void make().catch(() => undefined)}>
            {t('timeOff.feed.create')}
          </Button>
          <ConfirmButton
            title={t('timeOff.feed.revoke')}
            message={t('timeOff.feed.revokeMessage')}
            onConfirm={async () => {
              await revoke.mutateAsync();
              setUrl(null);
              setRevoked(true);
            }}
          >
            {t('timeOff.feed.revoke')}
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}
