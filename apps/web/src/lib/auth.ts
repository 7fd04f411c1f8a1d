// Signing in and out, and what follows for the whole application: the person, their language and theme
// preference, the offline queue, the cached server state.
import type { User } from '@timetrack/client';
import { client } from './client';
import { forgetPersonOnThisDevice } from './forget-person';
import { browserLanguage, setLanguage } from './i18n';
import { session } from './session';

/** The person is signed in (a sign-in, or a session resumed at start): their language first, then the screens. */
export async function adoptUser(user: User): Promise<void> {
  await setLanguage(user.preferences.language).catch(() => undefined);
  session.set(user);
  client.queue.start();
}

/** The person's session is over on this device: nothing of theirs stays for the next one (lib/forget-person.ts). */
async function forgetPerson(): Promise<void> {
  client.queue.stop();
  session.set(null);
  await forgetPersonOnThisDevice();
  await setLanguage(browserLanguage()).catch(() => undefined);
}

export async function signOut(): Promise<void> {
  try {
    await client.logout();
  } finally {
    await forgetPerson();
  }
}

/** The service ended the session (revoked, or expired): forget the person here too. */
export function sessionEnded(): void {
  void forgetPerson();
}
