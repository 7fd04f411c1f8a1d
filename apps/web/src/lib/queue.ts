// The offline queue as the screens see it: what waits to be sent and what the service refused, re-read
// whenever the queue changes.
import type { QueuedAction, RejectedAction } from '@timetrack/client';
import { useSyncExternalStore } from 'react';
import { client } from './client';

interface QueueSnapshot {
  pending: QueuedAction[];
  rejected: RejectedAction[];
}

let snapshot: QueueSnapshot = { pending: [], rejected: [] };
const listeners = new Set<() => void>();
let subscribed = false;

function refresh(): void {
  snapshot = { pending: client.queue.pending(), rejected: client.queue.rejected() };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!subscribed) {
    subscribed = true;
    client.queue.on('change', refresh);
    refresh();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQueue(): QueueSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
