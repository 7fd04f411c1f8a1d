// The root of every screen: the theme follows the person's preference, the service worker's update
// prompt, messages shown after an action, and a calm page for an unknown address.
import { Button, Center, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchServiceWorker } from '../lib/service-worker';
import { useSession } from '../lib/session';

// The prompt to reload into a new version loads when there is one.
const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

function NewVersion() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => watchServiceWorker((update) => setApply(() => update)), []);
  return apply ? (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={apply} onDismiss={() => setApply(null)} />
    </Suspense>
  ) : null;
}

// Messages shown after an action (@mantine/notifications): the screens that show some import the library
// with their own chunk; its container (and styles) mounts from the first screen other than the start ones,
// which show none, so the first screen loads neither.
const Notifications = lazy(async () => {
  const [{ Notifications: Container }] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: () => <Container position="top-center" /> };
});
const START_PATHS = new Set(['/', '/sign-in']);

function Messages() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  if (!wanted && !START_PATHS.has(pathname)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

function ThemeFromPreferences() {
  const user = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const theme = user?.preferences.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme === 'system' ? 'auto' : theme);
  }, [theme, setColorScheme]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ThemeFromPreferences />
      <NewVersion />
      <Messages />
      <Outlet />
    </>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text>{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
