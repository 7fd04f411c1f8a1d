// Everything every screen relies on: server state (TanStack Query), the component library and its theme,
// notifications, and the language.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Messages shown after an action: their container loads after the first screen, not before it.
const Notifications = lazy(async () => {
  const [{ Notifications: Container }] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: () => <Container position="top-center" /> };
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
