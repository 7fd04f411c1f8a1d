// The offline queue as the screens see it: what the signed-in person left waiting to be sent and what the
// service refused of theirs, re-read whenever the queue or the person changes. The actions of someone who
// signed out on this device stay in the queue for them, and are never shown to anyone else.
import type { QueuedAction, RejectedAction } from '@timetrack/client';
import { useSyncExternalStore } from 'react';
import { client } from './client';
import { session } from './session';

interface QueueSnapshot {
  pending: QueuedAction[];
  rejected: RejectedAction[];
}

let snapshot: QueueSnapshot = { pending: [], rejected: [] };
const listeners = new Set<() => void>();
let subscribed = false;

function refresh(): void {
  const owner = session.user?.id;
  snapshot = {
    pending: client.queue.pending().filter((action) => action.owner_id === owner),
    rejected: client.queue.rejected().filter((action) => action.owner_id === owner),
  };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!subscribed) {
    subscribed = true;
    client.queue.on('change', refresh);
    session.subscribe(refresh);
    refresh();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQueue(): QueueSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
