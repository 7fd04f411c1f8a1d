// When a person's session ends on this device (they signed out, or the service ended it), nothing of
// theirs stays for the next person: not the server state in memory (TanStack Query), not the copies of
// their hours in local and session storage, not other databases in IndexedDB, not answers of the API kept
// in Cache Storage. One thing stays: the offline queue's actions that were not sent yet. They are clocks
// made with their real time, which would otherwise be lost for good; the client package keeps each action
// under the person who made it, sends it only with that person's session, and the screens show only the
// signed-in person's actions, so the next person neither sees nor sends them.
import { queryClient } from './query-client';

/** The client package's own database: its session entry is removed by the package; the queue stays. */
const CLIENT_DATABASE = 'timetrack';
/** A shared clocking terminal's credential and waiting taps (features/terminal-clock): the device's, not the person's. */
const TERMINAL_DATABASE = 'timetrack-terminal';

function isApiAddress(url: string): boolean {
  const path = new URL(url, location.origin).pathname;
  return path === '/api' || path.startsWith('/api/');
}

/** Runtime caches hold answers of the API (personal data): whole caches go, except the app's own files. */
async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    // The precache holds the application's files (the same for everyone), and what it needs offline.
    if (!name.startsWith('workbox-precache')) {
      await caches.delete(name);
      continue;
    }
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (isApiAddress(request.url)) await cache.delete(request);
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(name);
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => resolve();
    // Another tab holds it open: it closes on the version change, then the deletion goes on.
    deleting.onblocked = () => resolve();
  });
}

async function forgetOtherDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  for (const { name } of await indexedDB.databases()) {
    if (name && name !== CLIENT_DATABASE && name !== TERMINAL_DATABASE) await deleteDatabase(name);
  }
}

function clearStorage(storage: () => Storage): void {
  try {
    storage().clear();
  } catch {
    // A disabled storage holds nothing.
  }
}

/** Forgets every trace of the person who was signed in, but their unsent offline actions. */
export async function forgetPersonOnThisDevice(): Promise<void> {
  queryClient.clear();
  clearStorage(() => localStorage);
  clearStorage(() => sessionStorage);
  await Promise.all([forgetCachedAnswers().catch(() => undefined), forgetOtherDatabases().catch(() => undefined)]);
}
