// The terminal's frame: the whole viewport, its name, the language switch, full screen, and the taps still
// waiting for the network.
import { ActionIcon, Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMaximize, IconMinimize, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage } from '../../../lib/i18n';
import { useWaitingTaps } from '../api/terminal';

function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Group gap={4}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="md"
          variant={i18n.language === language ? 'filled' : 'default'}
          onClick={() => void setLanguage(language)}
          lang={language}
          aria-pressed={i18n.language === language}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}

function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <ActionIcon
      size={44}
      variant="default"
      aria-label={full ? t('terminal.leaveFullScreen') : t('terminal.fullScreen')}
      title={full ? t('terminal.leaveFullScreen') : t('terminal.fullScreen')}
      onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    >
      {full ? <IconMinimize size={24} aria-hidden /> : <IconMaximize size={24} aria-hidden />}
    </ActionIcon>
  );
}

function WaitingTaps() {
  const { t } = useTranslation();
  const waiting = useWaitingTaps();
  if (waiting === 0) return null;
  return (
    <Group gap="xs" justify="center" bg="yellow.2" c="black" p="xs" w="100%" maw={560} mx="auto" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status">
      <IconWifiOff size={22} aria-hidden />
      <Text fw={600}>{t('terminal.waiting', { count: waiting })}</Text>
    </Group>
  );
}

/** The whole viewport, whether or not the browser went full screen. */
export function Frame({ name, children }: { name?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" p="md" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <IconClock size={32} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={1} size="h3">
            {name ?? t('terminal.title')}
          </Title>
        </Group>
        <Group gap="sm">
          <LanguageSwitch />
          <FullScreenButton />
        </Group>
      </Group>
      <Center style={{ flex: 1 }}>
        <Stack w="100%" maw={1040} gap="lg">
          <WaitingTaps />
          {children}
        </Stack>
      </Center>
    </Box>
  );
}

