// Signing in and out, and what follows for the whole application: the person, their language and theme
// preference, the offline queue, the cached server state.
import type { User } from '@timetrack/client';
import { client } from './client';
import { setLanguage } from './i18n';
import { queryClient } from './query-client';
import { session } from './session';

/** The person is signed in (a sign-in, or a session resumed at start): their language first, then the screens. */
export async function adoptUser(user: User): Promise<void> {
  await setLanguage(user.preferences.language).catch(() => undefined);
  session.set(user);
  client.queue.start();
}

export async function signOut(): Promise<void> {
  try {
    await client.logout();
  } finally {
    client.queue.stop();
    session.set(null);
    queryClient.clear();
  }
}

/** The service ended the session (revoked, or expired): forget the person here too. */
export function sessionEnded(): void {
  client.queue.stop();
  session.set(null);
  queryClient.clear();
}
