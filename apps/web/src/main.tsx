// Start: resume the session (after a reload, the CSRF token comes back through a renewal; with no
// network, the person last known), then show the screen the address names.
import '@mantine/core/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { adoptUser, sessionEnded } from './lib/auth';
import { client } from './lib/client';
import { setLanguage, browserLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';

/** How long the first screen waits for the session to come back before showing what is known. */
const RESUME_WAIT_MS = 4000;

async function start(): Promise<void> {
  const resumed = Promise.race([
    client.resume().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), RESUME_WAIT_MS)).then(() => client.user),
  ]);
  const [user] = await Promise.all([resumed, setLanguage(browserLanguage())]);
  if (user) await adoptUser(user);

  const router = createAppRouter(queryClient);
  client.on('session-ended', sessionEnded);
  // Signing in or out re-runs the routes' checks: a signed-out person lands on the sign-in page.
  session.subscribe(() => void router.invalidate());

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
