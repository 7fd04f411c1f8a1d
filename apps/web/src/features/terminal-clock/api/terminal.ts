// The shared clocking terminal's own client (docs/api.md#shared-clocking-terminals): terminal mode, its
// credential and its waiting taps in an IndexedDB database of their own, apart from any person's session.
// The queue there holds a tap's badge and PIN only until the service answered it (the client package drops
// the action then), so a tablet left offline keeps what it must send and nothing after.
import { createClient, indexedDbStorage, type TerminalIdentity } from '@timetrack/client';
import { useSyncExternalStore } from 'react';

/** The terminal's database: a person signing out on this browser leaves it (lib/forget-person.ts). */
export const TERMINAL_DATABASE = 'timetrack-terminal';

export const terminalClient = createClient({ baseUrl: '/api', mode: 'terminal', storage: indexedDbStorage(TERMINAL_DATABASE) });

type Pairing = { state: 'loading' } | { state: 'unpaired'; revoked: boolean } | { state: 'paired'; identity: TerminalIdentity };

let pairing: Pairing = { state: 'loading' };
let waiting = 0;
const listeners = new Set<() => void>();
let started = false;

function emit(): void {
  for (const listener of listeners) listener();
}

function set(next: Pairing): void {
  pairing = next;
  emit();
}

function countWaiting(): void {
  waiting = terminalClient.queue.pending().length;
  emit();
}

/** Resumes the stored pairing once, and follows the queue and a revocation from then on. */
function start(): void {
  if (started) return;
  started = true;
  terminalClient.on('terminal-unpaired', () => set({ state: 'unpaired', revoked: true }));
  terminalClient.queue.on('change', countWaiting);
  void terminalClient.terminal.resume().then(
    (identity) => {
      set(identity ? { state: 'paired', identity } : { state: 'unpaired', revoked: false });
      terminalClient.queue.start();
      countWaiting();
    },
    () => set({ state: 'unpaired', revoked: false }),
  );
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePairing(): Pairing {
  return useSyncExternalStore(subscribe, () => pairing);
}

/** Taps kept on this device, waiting for the connection. */
export function useWaitingTaps(): number {
  return useSyncExternalStore(subscribe, () => waiting);
}

export async function pairTerminal(code: string): Promise<void> {
  const identity = await terminalClient.terminal.pair(code);
  set({ state: 'paired', identity });
}
