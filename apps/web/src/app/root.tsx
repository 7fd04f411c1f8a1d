// The root of every screen: the theme follows the person's preference, the service worker's update
// prompt, and a calm page for an unknown address.
import { Button, Center, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';

// The service worker's registration (and its library) loads after the first screen.
const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

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
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
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
